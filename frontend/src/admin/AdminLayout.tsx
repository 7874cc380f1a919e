import {
  AppstoreOutlined,
  DashboardOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_TEXT } from './texts';
import { useAdminMeQuery } from './adminApi';
import { useLogout } from './auth/useLogout';

const { Header, Sider, Content } = Layout;

const NAV = [
  { key: '/admin', icon: <DashboardOutlined />, label: ADMIN_TEXT.navDashboard },
  { key: '/admin/products', icon: <AppstoreOutlined />, label: ADMIN_TEXT.navProducts },
  { key: '/admin/orders', icon: <ShoppingCartOutlined />, label: ADMIN_TEXT.navOrders },
  { key: '/admin/categories', icon: <TagsOutlined />, label: ADMIN_TEXT.navCategories },
  { key: '/admin/settings', icon: <SettingOutlined />, label: ADMIN_TEXT.navSettings },
];

const menuItems: MenuProps['items'] = [
  ...NAV.map((item) => ({
    key: item.key,
    icon: item.icon,
    label: <Link to={item.key}>{item.label}</Link>,
  })),
  { type: 'divider' as const },
  {
    key: '/shop',
    icon: <ShopOutlined />,
    label: (
      <Link to="/shop" target="_blank" rel="noopener">
        {ADMIN_TEXT.navShop}
      </Link>
    ),
  },
];

/** Side menu + header with logout around every admin screen; the menu folds to icons below 992 px. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { data } = useAdminMeQuery();
  const logout = useLogout();
  const selected =
    NAV.filter((n) => pathname === n.key || pathname.startsWith(`${n.key}/`)).pop()?.key ??
    '/admin';

  return (
    <Layout className="admin-shell">
      <Sider breakpoint="lg" collapsedWidth={64} width={220} theme="dark">
        <Link to="/admin" className="admin-brand">
          <span className="admin-brand-mark">FD</span>
          <span className="admin-brand-name">FreakDrop</span>
        </Link>
        <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={menuItems} />
      </Sider>
      <Layout>
        <Header className="admin-header">
          <Typography.Text strong className="admin-header-title">
            {ADMIN_TEXT.consoleTitle}
          </Typography.Text>
          <div className="admin-header-user">
            {data?.user && <Typography.Text type="secondary">{data.user.username}</Typography.Text>}
            <Button icon={<LogoutOutlined />} onClick={logout}>
              {ADMIN_TEXT.logout}
            </Button>
          </div>
        </Header>
        <Content className="admin-content">
          <Outlet />
        </Content>
      </Layout>
    </Layout>
  );
}
