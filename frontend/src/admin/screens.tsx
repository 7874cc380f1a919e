/** The admin console's screens, as the menu (side or drawer) lists them. */
import {
  AppstoreOutlined,
  AuditOutlined,
  HistoryOutlined,
  MessageOutlined,
  UserOutlined,
  SafetyOutlined,
  CheckSquareOutlined,
  DollarOutlined,
  DashboardOutlined,
  GiftOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Permission } from '@freakdrop/contract';
import { ADMIN_TEXT } from './texts';
import { CONFIRM_TEXT } from './confirmation/texts';
import { CASH_TEXT } from './cash/texts';
import { STAFF_TEXT } from './staff/texts';
import { SECURITY_TEXT } from './security/texts';
import { PROMO_TEXT } from './promotions/texts';
import { MESSAGES_TEXT } from './messages/texts';
import { VAT_TEXT } from './vat/texts';

export interface AdminLink {
  to: string;
  icon: ReactNode;
  label: string;
  /** Shown only to the roles that hold it. */
  permission?: Permission;
}

export const ADMIN_SCREENS: AdminLink[] = [
  { to: '/admin', icon: <DashboardOutlined />, label: ADMIN_TEXT.navDashboard },
  {
    to: '/admin/products',
    icon: <AppstoreOutlined />,
    label: ADMIN_TEXT.navProducts,
    permission: 'catalog',
  },
  { to: '/admin/orders', icon: <ShoppingCartOutlined />, label: ADMIN_TEXT.navOrders },
  {
    to: '/admin/confirm',
    icon: <CheckSquareOutlined />,
    label: CONFIRM_TEXT.navToConfirm,
    permission: 'confirmation',
  },
  {
    to: '/admin/messages',
    icon: <MessageOutlined />,
    label: MESSAGES_TEXT.navMessages,
    permission: 'messages',
  },
  { to: '/admin/cash', icon: <DollarOutlined />, label: CASH_TEXT.navCash, permission: 'cash' },
  {
    to: '/admin/promotions',
    icon: <GiftOutlined />,
    label: PROMO_TEXT.navPromotions,
    permission: 'promotions',
  },
  {
    to: '/admin/categories',
    icon: <TagsOutlined />,
    label: ADMIN_TEXT.navCategories,
    permission: 'catalog',
  },
  {
    to: '/admin/settings',
    icon: <SettingOutlined />,
    label: ADMIN_TEXT.navSettings,
    permission: 'settings',
  },
  { to: '/admin/staff', icon: <TeamOutlined />, label: STAFF_TEXT.navStaff, permission: 'staff' },
  { to: '/admin/vat', icon: <AuditOutlined />, label: VAT_TEXT.navVat, permission: 'vat' },
  {
    to: '/admin/activity',
    icon: <HistoryOutlined />,
    label: SECURITY_TEXT.navActivity,
    permission: 'activity',
  },
  { to: '/admin/two-factor', icon: <SafetyOutlined />, label: SECURITY_TEXT.navTwoFactor },
  { to: '/admin/account', icon: <UserOutlined />, label: STAFF_TEXT.navAccount },
];

/** The storefront, from the console. */
export const SHOP_LINK: AdminLink = {
  to: '/shop',
  icon: <ShopOutlined />,
  label: ADMIN_TEXT.navShop,
};
