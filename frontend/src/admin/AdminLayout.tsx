import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
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

function menuItems(screens: AdminLink[], onPick: () => void): MenuProps['items'] {
  return [
    ...screens.map((item) => ({
      key: item.to,
      icon: item.icon,
      label: (
        <ShopLink to={item.to} onClick={onPick}>
          {item.label}
        </ShopLink>
      ),
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

function Brand() {
  return (
    <ShopLink to="/admin" className="admin-brand">
      <span className="admin-brand-mark">FD</span>
      <span className="admin-brand-name">FreakDrop</span>
    </ShopLink>
  );
}

/**
 * The frame around every admin screen. From 992 px: the side menu, and a header with the
 * signed-in name and Logout. Below: a top bar with the logo and a menu button that opens the
 * same menu, the name and Logout in a drawer. Which one shows is CSS (shell.css), so the first
 * render is right at any width.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { data } = useStaffMeQuery();
  const can = useCan();
  const [drawer, setDrawer] = useState(false);
  const screens = ADMIN_SCREENS.filter((s) => !s.permission || can(s.permission));
  const logout = useLogout();
  const selected =
    screens.filter((n) => pathname === n.to || pathname.startsWith(`${n.to}/`)).pop()?.to ??
    '/admin';
  const close = () => setDrawer(false);
  const name = data && (
    <Typography.Text type="secondary" className="admin-user-name">
      {data.displayName}
    </Typography.Text>
  );
  const logoutButton = (
    <Button icon={<LogoutOutlined />} onClick={logout} className="admin-logout">
      {ADMIN_TEXT.logout}
    </Button>
  );

  return (
    <Layout className="admin-shell">
      <Sider width={220} theme="dark" className="admin-sider">
        <Brand />
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected]}
          items={menuItems(screens, close)}
        />
      </Sider>
      <Layout className="admin-main">
        <Header className="admin-header">
          <Button
            type="text"
            className="admin-menu-button"
            icon={<MenuOutlined />}
            aria-label={ADMIN_TEXT.openMenu}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          />
          <div className="admin-topbar-brand">
            <Brand />
          </div>
          <Typography.Text strong className="admin-header-title">
            {ADMIN_TEXT.consoleTitle}
          </Typography.Text>
          <div className="admin-header-user">
            {name}
            {logoutButton}
          </div>
        </Header>
        <Drawer
          open={drawer}
          onClose={close}
          placement="left"
          size={280}
          title={ADMIN_TEXT.menuTitle}
          className="admin-drawer"
          footer={
            <div className="admin-drawer-user">
              {name}
              {logoutButton}
            </div>
          }
        >
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            items={menuItems(screens, close)}
          />
        </Drawer>
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
