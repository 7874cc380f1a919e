/** The admin console: one lazy chunk. Only this folder may import antd or axios. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { AdminProviders } from './AdminProviders';
import { RequireAdmin } from './auth/RequireAdmin';
import { LoginPage } from './auth/LoginPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { ProductsPage } from './products/ProductsPage';
import { OrdersPage } from './orders/OrdersPage';
import { OrderPrintPage } from './orders/OrderPrintPage';
import { OrderPage } from './orders/OrderPage';
import { PrintNotesPage } from './orders/PrintNotesPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { SettingsPage } from './settings/SettingsPage';
import { ToConfirmPage } from './confirmation/ToConfirmPage';
import { CashPage } from './cash/CashPage';
import { RequirePermission } from './staff/RequirePermission';
import { StaffPage } from './staff/StaffPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { AccountPage } from './staff/AccountPage';
import { MessagesPage } from './messages/MessagesPage';
import { ActivityPage } from './security/ActivityPage';
import { EnrolPage } from './security/EnrolPage';
import { TwoFactorPage } from './security/TwoFactorPage';
import { TaxDocumentPage } from './vat/TaxDocumentPage';
import { VatPage } from './vat/VatPage';
import adminStylesheet from './admin.css?url';

export default function AdminApp() {
  return (
    <AdminProviders>
      {/* React puts it in the head and shows the console once it has loaded. */}
      <link rel="stylesheet" href={adminStylesheet} precedence="admin" />
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="orders/:id/print" element={<OrderPrintPage />} />
          <Route path="orders/print" element={<PrintNotesPage />} />
          <Route path="orders/:id/invoice" element={<TaxDocumentPage kind="invoice" />} />
          <Route path="orders/:id/credit-note" element={<TaxDocumentPage kind="credit-note" />} />
          <Route path="enrol" element={<EnrolPage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:orderNumber" element={<OrderPage />} />
            <Route element={<RequirePermission permission="catalog" />}>
              <Route path="products" element={<ProductsPage />} />
              <Route path="categories" element={<CategoriesPage />} />
            </Route>
            <Route element={<RequirePermission permission="confirmation" />}>
              <Route path="confirm" element={<ToConfirmPage />} />
            </Route>
            <Route element={<RequirePermission permission="cash" />}>
              <Route path="cash" element={<CashPage />} />
            </Route>
            <Route element={<RequirePermission permission="promotions" />}>
              <Route path="promotions" element={<PromotionsPage />} />
            </Route>
            <Route element={<RequirePermission permission="settings" />}>
              <Route path="settings" element={<SettingsPage />} />
            </Route>
            <Route element={<RequirePermission permission="staff" />}>
              <Route path="staff" element={<StaffPage />} />
            </Route>
            <Route element={<RequirePermission permission="vat" />}>
              <Route path="vat" element={<VatPage />} />
            </Route>
            <Route element={<RequirePermission permission="activity" />}>
              <Route path="activity" element={<ActivityPage />} />
            </Route>
            <Route element={<RequirePermission permission="messages" />}>
              <Route path="messages" element={<MessagesPage />} />
            </Route>
            <Route path="two-factor" element={<TwoFactorPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Route>
      </Routes>
    </AdminProviders>
  );
}
