import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ADMIN_PATH, PAGE_PATHS } from '@freakdrop/contract';
import { ClientOnly } from './ClientOnly';
import { Layout, loadCartDrawer, PageLoading } from './Layout';
import { lazyPage } from './lazyPage';
import type { LazyPage } from './lazyPage';
import type { Arabic } from '../i18n/catalog';
import { AdminFrame } from './layout/AdminFrame';

// Every screen is its own chunk, so a page's first download is the frame plus its screen (the
// server preloads it); the others are prefetched when idle. A server-rendered page loads its
// screen before hydrating (preloadRoute). On Arabic pages each screen's messages load with it, in
// their own chunk (i18n/arabic.ts).
const HomePage = lazyPage('home', () =>
  import(/* webpackChunkName: "home" */ '../features/home/HomePage').then((m) => m.HomePage),
);
const ShopPage = lazyPage('shop', () =>
  import(/* webpackChunkName: "shop" */ '../features/shop/ShopPage').then((m) => m.ShopPage),
);
const ProductPage = lazyPage('product', () =>
  import(/* webpackChunkName: "product" */ '../features/product/ProductPage').then(
    (m) => m.ProductPage,
  ),
);
const CheckoutPage = lazyPage('checkout', () =>
  import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage').then(
    (m) => m.CheckoutPage,
  ),
);
const ConfirmationPage = lazyPage('confirmation', () =>
  import(/* webpackChunkName: "confirmation" */ '../features/checkout/ConfirmationPage').then(
    (m) => m.ConfirmationPage,
  ),
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

/** The storefront's screens by path (contract/routes.ts). */
const SCREENS: [string, LazyPage][] = [
  [PAGE_PATHS.home, HomePage],
  [PAGE_PATHS.shop, ShopPage],
  [PAGE_PATHS.product, ProductPage],
  [PAGE_PATHS.checkout, CheckoutPage],
  [PAGE_PATHS.checkoutConfirmation, ConfirmationPage],
  [PAGE_PATHS.trackOrder, TrackOrderPage],
];

/** The lazy screen a storefront path shows (the 404 screen for an unknown one). */
export function screenFor(pathname: string): { screen: LazyPage; known: boolean } {
  for (const [path, screen] of SCREENS) {
    if (matchPath(path, pathname)) return { screen, known: true };
  }
  return { screen: NotFoundPage, known: false };
}

/**
 * Fetches every storefront screen and the cart drawer once the page has loaded and settled, so
 * the next click does not wait for code (webpack's own prefetch would add runtime code to the
 * first download).
 */
export function preloadScreens(arabic: Arabic | null): void {
  const run = () => {
    for (const [, screen] of SCREENS) void screen.preload(arabic);
    void loadCartDrawer();
  };
  const later = () => window.setTimeout(run, 2000);
  // The app usually starts after the load event now (boot.ts): then the wait starts at once.
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Loads the screen of a path, so it renders (or hydrates) without suspending (with its Arabic
 * messages on an Arabic page).
 */
export function preloadRoute(pathname: string, arabic?: Arabic | null): Promise<void> {
  return screenFor(pathname).screen.preload(arabic);
}

// The whole admin console is one lazy chunk: the storefront never downloads antd or admin code.
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ '../admin/AdminApp'));

export function App() {
  return (
    <Routes>
      <Route
        path={`${ADMIN_PATH}/*`}
        element={
          <Suspense fallback={<AdminFrame />}>
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
        <Route
          path={PAGE_PATHS.checkoutConfirmation}
          element={
            // Read with the phone this browser session keeps: rendered in the browser only.
            <ClientOnly fallback={<PageLoading />}>
              <ConfirmationPage />
            </ClientOnly>
          }
        />
        <Route path={PAGE_PATHS.trackOrder} element={<TrackOrderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
