import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_TEXT } from '../texts';
import { useAdminMeQuery } from '../adminApi';

/**
 * The admin guard: every screen but login asks /api/auth/me; no user or an error
 * leads to /admin/login. It asks again on each navigation, so an expired session is noticed.
 */
export function RequireAdmin() {
  const { pathname } = useLocation();
  const me = useAdminMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = me;
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      void refetch();
    }
  }, [pathname, refetch]);

  if (me.isError || (me.isSuccess && !me.data?.user)) {
    return <Navigate to="/admin/login" replace />;
  }
  if (!me.data?.user) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" description={ADMIN_TEXT.checkingSession} />
      </Flex>
    );
  }
  return <Outlet />;
}
