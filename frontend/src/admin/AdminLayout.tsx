import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { ShopLink } from '../components/ShopLink';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ADMIN_TEXT } from './texts';
import { AdminScreenError } from './ScreenError';
import { useStaffMeQuery } from './staff/staffApi';
import { useCan } from './staff/usePermissions';
import { ChangePasswordDialog } from './auth/ChangePasswordDialog';
import { useLogout } from './auth/useLogout';
import { ADMIN_SCREENS, SHOP_LINK } from './screens';
import type { AdminLink } from './screens';

const { Header, Sider, Content } = Layout;

function menuItems(screens: AdminLink[]): MenuProps['items'] {
  return [
    ...screens.map((item) => ({
      key: item.to,
      icon: item.icon,
      label: <ShopLink to={item.to}>{item.label}</ShopLink>,
    })),
    { type: 'divider' as const },
    {
      key: SHOP_LINK.to,
      icon: SHOP_LINK.icon,
      label: (
        <ShopLink to={SHOP_LINK.to} target="_blank" rel="noopener">
          {SHOP_LINK.label}
        </ShopLink>
      ),
    },
  ];
}

/** Side menu + header with logout around every admin screen; the menu folds to icons below 992 px. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { data } = useStaffMeQuery();
  const can = useCan();
  const screens = ADMIN_SCREENS.filter((s) => !s.permission || can(s.permission));
  const logout = useLogout();
  const selected =
    screens.filter((n) => pathname === n.to || pathname.startsWith(`${n.to}/`)).pop()?.to ??
    '/admin';

  return (
    <Layout className="admin-shell">
      <Sider breakpoint="lg" collapsedWidth={64} width={220} theme="dark">
        <ShopLink to="/admin" className="admin-brand">
          <span className="admin-brand-mark">FD</span>
          <span className="admin-brand-name">FreakDrop</span>
        </ShopLink>
        <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={menuItems(screens)} />
      </Sider>
      <Layout>
        <Header className="admin-header">
          <Typography.Text strong className="admin-header-title">
            {ADMIN_TEXT.consoleTitle}
          </Typography.Text>
          <div className="admin-header-user">
            {data && <Typography.Text type="secondary">{data.displayName}</Typography.Text>}
            <Button icon={<LogoutOutlined />} onClick={logout}>
              {ADMIN_TEXT.logout}
            </Button>
          </div>
        </Header>
        <Content className="admin-content">
          {/* A screen that throws shows the error panel; the menu and header stay. */}
          <ErrorBoundary
            resetKey={pathname}
            fallback={(retry) => <AdminScreenError onRetry={retry} />}
          >
            <Outlet />
          </ErrorBoundary>
          <ChangePasswordDialog />
        </Content>
      </Layout>
    </Layout>
  );
}
