import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from '../features/home/HomePage';

// Home ships in the first download; the other screens load on the way (prefetched when idle)
// to keep the initial JavaScript inside the budget.
const ShopPage = lazy(() =>
  import(/* webpackChunkName: "shop", webpackPrefetch: true */ '../features/shop/ShopPage').then(
    (m) => ({ default: m.ShopPage }),
  ),
);
const ProductPage = lazy(() =>
  import(
    /* webpackChunkName: "product", webpackPrefetch: true */ '../features/product/ProductPage'
  ).then((m) => ({ default: m.ProductPage })),
);
const CheckoutPage = lazy(() =>
  import(
    /* webpackChunkName: "checkout", webpackPrefetch: true */ '../features/checkout/CheckoutPage'
  ).then((m) => ({ default: m.CheckoutPage })),
);
const TrackOrderPage = lazy(() =>
  import(/* webpackChunkName: "track-order" */ '../features/tracking/TrackOrderPage').then((m) => ({
    default: m.TrackOrderPage,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ '../features/not-found/NotFoundPage').then((m) => ({
    default: m.NotFoundPage,
  })),
);

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
      {/* The storefront frame (header, drawer, footer) wraps every non-admin screen only. */}
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="product/:slug" element={<ProductPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="track-order" element={<TrackOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
