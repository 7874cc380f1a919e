import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_PATH, PAGE_PATHS } from '@contract';
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
        path={`${ADMIN_PATH}/*`}
        element={
          <Suspense fallback={<div className="page-loading">Loading...</div>}>
            <AdminApp />
          </Suspense>
        }
      />
      {/* The storefront frame (header, drawer, footer) wraps every page but the admin console. */}
      {/* The server answers the same paths (contract/routes.ts); any other is the 404 page. */}
      <Route element={<Layout />}>
        <Route path={PAGE_PATHS.home} element={<HomePage />} />
        <Route path={PAGE_PATHS.shop} element={<ShopPage />} />
        <Route path={PAGE_PATHS.product} element={<ProductPage />} />
        <Route path={PAGE_PATHS.checkout} element={<CheckoutPage />} />
        <Route path={PAGE_PATHS.trackOrder} element={<TrackOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
