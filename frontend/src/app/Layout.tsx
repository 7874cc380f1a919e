/**
 * The storefront frame around every screen but the admin console (its routes never render this
 * layout): header with the bag, cart drawer, footer, toasts.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Outlet, useLocation } from 'react-router-dom';
import displayFont from '@fontsource/creepster/files/creepster-latin-400-normal.woff2';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ToastProvider } from '../components/Toast';
import { watchCartStorage } from './cart';
import { useAppDispatch } from './hooks';
import { OpenCartContext } from './openCart';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollOnNavigate } from './layout/ScrollOnNavigate';
import { ShopNavigation } from '../components/ShopLink';
import { SHELL_TEXT } from '../components/texts';
import { useTexts } from '../i18n';

// The drawer's code loads the first time the bag is opened (fetched ahead once the page is idle:
// see preloadScreens in App.tsx).
export const loadCartDrawer = () =>
  import(/* webpackChunkName: "cart" */ '../features/cart/CartDrawer');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** A screen on its way (its code, or a page only the browser can render). */
export function PageLoading() {
  const shell = useTexts(SHELL_TEXT);
  return (
    <div className="page" aria-busy="true">
      <p className="results-count" role="status">
        {shell.loading}
      </p>
    </div>
  );
}

export function Layout() {
  const shell = useTexts(SHELL_TEXT);
  const dispatch = useAppDispatch();
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const openCart = useCallback(() => setCartOpen(true), []);
  const { pathname } = useLocation();
  useEffect(() => watchCartStorage(dispatch), [dispatch]);
  // In the server-rendered head: the headings' face arrives with the page (styles/fonts.css).
  preload(displayFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

  return (
    <div className="store">
      <ShopNavigation>
        <ToastProvider>
          <OpenCartContext.Provider value={openCart}>
            <a className="skip-link" href="#main">
              {shell.skipToContent}
            </a>
            <ScrollOnNavigate />
            <Header onOpenCart={openCart} />
            <noscript>
              <p className="noscript-note">{shell.noScript}</p>
            </noscript>
            <main id="main" className="site-main" tabIndex={-1}>
              {/* A screen that throws shows the error panel, in the page's language, under the
                shop's header; Retry renders it again. */}
              <ErrorBoundary
                resetKey={pathname}
                fallback={(retry) => (
                  <div className="page">
                    <div className="empty" role="alert">
                      <p className="empty__title">{shell.errorTitle}</p>
                      <button type="button" className="btn btn--primary" onClick={retry}>
                        {shell.retry}
                      </button>
                    </div>
                  </div>
                )}
              >
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </main>
            <Footer />
            {cartOpen && (
              <Suspense fallback={null}>
                <CartDrawer open={cartOpen} onClose={closeCart} />
              </Suspense>
            )}
          </OpenCartContext.Provider>
        </ToastProvider>
      </ShopNavigation>
    </div>
  );
}
