import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminFrame } from '../../app/layout/AdminFrame';
import { ADMIN_TEXT } from '../texts';
import { useAdminMeQuery } from '../adminApi';
import { useStaffMeQuery } from '../staff/staffApi';

/**
 * The admin guard: every screen but login asks /api/auth/me, then /api/admin/me (role and
 * permissions); no user or an error leads to /admin/login. It asks again on each navigation, so an expired session is noticed.
 */
export function RequireAdmin() {
  const { pathname } = useLocation();
  const me = useAdminMeQuery(undefined, { refetchOnMountOrArgChange: true });
  // The role and its permissions: the menu and the screens show only what the role may do.
  const staff = useStaffMeQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !me.data?.user,
  });
  const { refetch } = me;
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      void refetch();
    }
  }, [pathname, refetch]);

  if (me.isError || (me.isSuccess && !me.data?.user) || staff.isError) {
    return <Navigate to="/admin/login" replace />;
  }
  if (!me.data?.user || !staff.data) {
    // The frame the page opened with, until the console can show the screen.
    return <AdminFrame label={ADMIN_TEXT.checkingSession} />;
  }
  return <Outlet />;
}
