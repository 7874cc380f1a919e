import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ADMIN_PATH, PAGE_PATHS } from '@contract';
import { ClientOnly } from './ClientOnly';
import { Layout, PageLoading } from './Layout';
import { HomePage } from '../features/home/HomePage';
import { lazyPage } from './lazyPage';
import type { LazyPage } from './lazyPage';

// Home ships in the first download; the other screens load on the way (prefetched when idle)
// to keep the initial JavaScript inside the budget. A server-rendered page loads its screen
// before hydrating (preloadRoute).
const ShopPage = lazyPage('shop', () =>
  import(/* webpackChunkName: "shop", webpackPrefetch: true */ '../features/shop/ShopPage').then(
    (m) => m.ShopPage,
  ),
);
const ProductPage = lazyPage('product', () =>
  import(
    /* webpackChunkName: "product", webpackPrefetch: true */ '../features/product/ProductPage'
  ).then((m) => m.ProductPage),
);
const CheckoutPage = lazyPage('checkout', () =>
  import(
    /* webpackChunkName: "checkout", webpackPrefetch: true */ '../features/checkout/CheckoutPage'
  ).then((m) => m.CheckoutPage),
);
const TrackOrderPage = lazyPage('track-order', () =>
  import(/* webpackChunkName: "track-order" */ '../features/tracking/TrackOrderPage').then(
    (m) => m.TrackOrderPage,
  ),
);
const NotFoundPage = lazyPage('not-found', () =>
  import(/* webpackChunkName: "not-found" */ '../features/not-found/NotFoundPage').then(
    (m) => m.NotFoundPage,
  ),
);

/** The storefront's screens by path (contract/routes.ts); `null` for home, in the main chunk. */
const SCREENS: [string, LazyPage | null][] = [
  [PAGE_PATHS.home, null],
  [PAGE_PATHS.shop, ShopPage],
  [PAGE_PATHS.product, ProductPage],
  [PAGE_PATHS.checkout, CheckoutPage],
  [PAGE_PATHS.trackOrder, TrackOrderPage],
];

/** The lazy screen a storefront path shows (the 404 screen for an unknown one). */
export function screenFor(pathname: string): { screen: LazyPage | null; known: boolean } {
  for (const [path, screen] of SCREENS) {
    if (matchPath(path, pathname)) return { screen, known: true };
  }
  return { screen: NotFoundPage, known: false };
}

/** Loads the screen of a path, so it renders (or hydrates) without suspending. */
export function preloadRoute(pathname: string): Promise<void> {
  return screenFor(pathname).screen?.preload() ?? Promise.resolve();
}

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
        <Route
          path={PAGE_PATHS.checkout}
          element={
            // The checkout is the cart's: rendered in the browser only.
            <ClientOnly fallback={<PageLoading />}>
              <CheckoutPage />
            </ClientOnly>
          }
        />
        <Route path={PAGE_PATHS.trackOrder} element={<TrackOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
