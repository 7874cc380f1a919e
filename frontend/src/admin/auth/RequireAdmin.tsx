import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
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
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" description={ADMIN_TEXT.checkingSession} />
      </Flex>
    );
  }
  return <Outlet />;
}
