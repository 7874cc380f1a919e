/** The storefront header: logo, main navigation, the bag with its count, the mobile menu. */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShopLink, ShopNavLink } from '../../components/ShopLink';
import { SHOP_NAME } from '@freakdrop/contract';
import { BagIcon, CloseIcon, MenuIcon } from '../../components/Icons';
import { cartCount } from '../cart';
import { useAppSelector } from '../hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { SHELL_TEXT } from '../../components/texts';
import { useTexts } from '../../i18n';

const menu = (shell: typeof SHELL_TEXT) => [
  { label: shell.navHome, to: '/' },
  { label: shell.navShop, to: '/shop' },
  { label: shell.navAbout, to: '/#about' },
  { label: shell.navFaq, to: '/#faq' },
  { label: shell.navContact, to: '/#contact' },
];

export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const shell = useTexts(SHELL_TEXT);
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
          aria-label={menuOpen ? shell.closeMenu : shell.openMenu}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <ShopLink to="/" className="logo" aria-label={shell.homeLink(SHOP_NAME)}>
          <span aria-hidden="true">{SHOP_NAME}</span>
        </ShopLink>
        <nav className="main-nav" aria-label={shell.mainNav}>
          {menu(shell).map((m) => (
            <ShopNavLink key={m.label} to={m.to} end className="main-nav__link">
              {m.label}
            </ShopNavLink>
          ))}
          <ShopNavLink to="/track-order" className="main-nav__link">
            {shell.navTrackOrder}
          </ShopNavLink>
          <LanguageSwitch className="main-nav__link lang-switch" />
        </nav>
        <button
          type="button"
          className="bag"
          onClick={onOpenCart}
          aria-label={shell.openCart(count)}
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
        <nav id="mobile-menu" className="mobile-menu" aria-label={shell.menuNav}>
          <ul>
            {menu(shell).map((m) => (
              <li key={m.label}>
                <ShopLink to={m.to} onClick={() => setMenuOpen(false)}>
                  {m.label}
                </ShopLink>
              </li>
            ))}
            <li>
              <ShopLink to="/track-order" onClick={() => setMenuOpen(false)}>
                {shell.navTrackOrder}
              </ShopLink>
            </li>
            <li>
              <LanguageSwitch />
            </li>
            <li>
              {/* The console is English only, outside the /ar pages: a page load, not a route. */}
              <a href="/admin/login">{shell.navAdmin}</a>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
