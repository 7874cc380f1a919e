import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// The whole admin console is one lazy chunk: the storefront never downloads antd or admin code.
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ '../admin/AdminApp'));

export function App() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<div className="page-loading">Loading...</div>}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route path="*" element={<div>FreakDrop storefront</div>} />
    </Routes>
  );
}
