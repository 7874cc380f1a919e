/** The admin console (issue 5). Only this folder may import antd or axios. */
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LIMITS } from '@contract';
import { AdminLayout } from './AdminLayout';
import { RequireAdmin } from './auth/RequireAdmin';
import { LoginPage } from './auth/LoginPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { ProductsPage } from './products/ProductsPage';
import { OrdersPage } from './orders/OrdersPage';
import { OrderPrintPage } from './orders/OrderPrintPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { SettingsPage } from './settings/SettingsPage';
import { adminTheme } from './theme';
import './admin.css';

/** Toasts: one at a time, closing after 5 s (spec §9). */
const toastConfig = { maxCount: 1, duration: LIMITS.toastMs / 1000 };

/** Providers every admin screen needs; tests render screens inside it too. */
export function AdminProviders({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider theme={adminTheme} locale={enUS}>
      <AntApp notification={toastConfig} message={toastConfig} className="admin-root">
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export default function AdminApp() {
  return (
    <AdminProviders>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="orders/:id/print" element={<OrderPrintPage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Route>
      </Routes>
    </AdminProviders>
  );
}
