import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useAdminLogoutMutation } from '../adminApi';

/** Signs out and goes to /admin/login; a failing logout is only logged. */
export function useLogout() {
  const [logout] = useAdminLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Forget everything fetched while signed in, including the cached user.
    dispatch(api.util.resetApiState());
    navigate('/admin/login', { replace: true });
  }, [logout, dispatch, navigate]);
}
