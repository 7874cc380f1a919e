/** The storefront frame: header with the bag, mobile menu, cart drawer, footer, toasts. */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { SHOP_NAME } from '@contract';
import { COPYRIGHT_YEAR, SHELL_TEXT } from './texts';
import { contactLinks } from '../components/contact';
import {
  BagIcon,
  CashIcon,
  CloseIcon,
  InstagramIcon,
  MailIcon,
  MenuIcon,
  WhatsAppIcon,
} from '../components/Icons';
import { ToastProvider } from '../components/Toast';
import { cartCount, watchCartStorage } from './cart';
import { useGetSettingsQuery } from './catalogApi';
import { useAppDispatch, useAppSelector } from './hooks';

// The drawer's code loads the first time the bag is opened (prefetched when idle).
const CartDrawer = lazy(() =>
  import(/* webpackChunkName: "cart", webpackPrefetch: true */ '../features/cart/CartDrawer').then(
    (m) => ({ default: m.CartDrawer }),
  ),
);

const MENU = [
  { label: SHELL_TEXT.navHome, to: '/' },
  { label: SHELL_TEXT.navShop, to: '/shop' },
  { label: SHELL_TEXT.navAbout, to: '/#about' },
  { label: SHELL_TEXT.navFaq, to: '/#faq' },
  { label: SHELL_TEXT.navContact, to: '/#contact' },
];

/**
 * Spec §2: smooth scroll to the top on every navigation; to the anchor when there is one. The
 * home page grows while its product lists load, so the jump to an anchor is repeated for a
 * moment, until the shopper scrolls on their own.
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let userScrolled = false;
    const stop = () => (userScrolled = true);
    const jump = () => {
      if (!userScrolled) document.getElementById(id)?.scrollIntoView();
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    jump();
    const timers = [300, 800, 1600].map((ms) => window.setTimeout(jump, ms));
    return () => {
      timers.forEach((t) => window.clearTimeout(t));
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [pathname, hash]);
  return null;
}

function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const count = useAppSelector((s) => cartCount(s.cart));
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location);
  // Close the menu whenever the address changes.
  if (menuPath !== location) {
    setMenuPath(location);
    if (menuOpen) setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? SHELL_TEXT.closeMenu : SHELL_TEXT.openMenu}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className="logo" aria-label={`${SHOP_NAME} home`}>
          <span aria-hidden="true">{SHOP_NAME}</span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          {MENU.map((m) => (
            <NavLink key={m.label} to={m.to} end className="main-nav__link">
              {m.label}
            </NavLink>
          ))}
          <NavLink to="/track-order" className="main-nav__link">
            {SHELL_TEXT.navTrackOrder}
          </NavLink>
        </nav>
        <button
          type="button"
          className="bag"
          onClick={onOpenCart}
          aria-label={SHELL_TEXT.openCart(count)}
        >
          <BagIcon size={26} />
          {count > 0 && (
            <span className="bag__count" aria-hidden="true" data-testid="cart-count">
              {count}
            </span>
          )}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label="Menu">
          <ul>
            {MENU.map((m) => (
              <li key={m.label}>
                <Link to={m.to} onClick={() => setMenuOpen(false)}>
                  {m.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/track-order" onClick={() => setMenuOpen(false)}>
                {SHELL_TEXT.navTrackOrder}
              </Link>
            </li>
            <li>
              <Link to="/admin/login">{SHELL_TEXT.navAdmin}</Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

function Footer() {
  const { pathname } = useLocation();
  const { data: settings } = useGetSettingsQuery();
  // Spec §1: no footer anywhere under /admin.
  if (pathname.startsWith('/admin')) return null;
  const contact = settings ? contactLinks(settings) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand">
          <p className="logo logo--footer">{SHOP_NAME}</p>
          <p className="muted">{SHELL_TEXT.footerTagline}</p>
          <h2 className="footer-title">{SHELL_TEXT.footerFollow}</h2>
          <ul className="socials">
            <li>
              <a
                href={contact?.instagram ?? '#'}
                aria-label={SHELL_TEXT.instagram}
                rel="noopener noreferrer"
                target="_blank"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href={contact?.whatsapp ?? '#'}
                aria-label={SHELL_TEXT.whatsapp}
                rel="noopener noreferrer"
                target="_blank"
              >
                <WhatsAppIcon />
              </a>
            </li>
            <li>
              <a href={contact?.email ?? '#'} aria-label={SHELL_TEXT.email}>
                <MailIcon />
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="footer-title">
            {SHELL_TEXT.footerShop}
          </h2>
          <ul className="footer-links">
            {SHELL_TEXT.footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-title">
            {SHELL_TEXT.footerInfo}
          </h2>
          <ul className="footer-links">
            {SHELL_TEXT.footerInfoLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="payment-box" aria-labelledby="footer-payment">
          <h2 id="footer-payment" className="footer-title">
            {SHELL_TEXT.paymentTitle}
          </h2>
          <p className="payment-box__method">
            <CashIcon /> {SHELL_TEXT.paymentBody}
          </p>
          <p className="muted">{SHELL_TEXT.paymentNote}</p>
        </section>
      </div>
      <p className="copyright">{SHELL_TEXT.copyright(COPYRIGHT_YEAR)}</p>
    </footer>
  );
}

export function Layout() {
  const dispatch = useAppDispatch();
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  useEffect(() => watchCartStorage(dispatch), [dispatch]);

  return (
    <div className="store">
      <ToastProvider>
        <a className="skip-link" href="#main">
          {SHELL_TEXT.skipToContent}
        </a>
        <ScrollOnNavigate />
        <Header onOpenCart={() => setCartOpen(true)} />
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense
            fallback={
              <div className="page" aria-busy="true">
                <p className="results-count" role="status">
                  {SHELL_TEXT.loading}
                </p>
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        {cartOpen && (
          <Suspense fallback={null}>
            <CartDrawer open={cartOpen} onClose={closeCart} />
          </Suspense>
        )}
      </ToastProvider>
    </div>
  );
}
