/** ShopLink and ShopNavLink: the router's behaviour for storefront paths, without its cost. */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
// The router's own NavLink is the rule ShopNavLink is compared with.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, NavLink, useLocation, useNavigationType } from 'react-router-dom';
import { ENGLISH, LanguageProvider } from '../i18n';
import { ShopLink, ShopNavigation, ShopNavLink } from './ShopLink';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

/** How the router got to its current entry: PUSH, REPLACE or POP. */
function How() {
  return <output data-testid="how">{useNavigationType()}</output>;
}

function inShop(ui: React.ReactNode, at = '/product/goo') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ShopNavigation>
        {ui}
        <Where />
      </ShopNavigation>
    </MemoryRouter>,
  );
}

describe('ShopLink', () => {
  it('is an <a href> to the path that navigates in the app on a plain click', () => {
    inShop(<ShopLink to="/shop?category=hoodies">Hoodies</ShopLink>);
    const link = screen.getByRole('link', { name: 'Hoodies' });
    expect(link.getAttribute('href')).toBe('/shop?category=hoodies');
    const plain = fireEvent.click(link, { button: 0 });
    expect(plain).toBe(false); // default prevented: the app navigated, not the browser
    expect(screen.getByTestId('where').textContent).toBe('/shop?category=hoodies');
  });

  it('replaces the history entry for a link to the page already shown, as the router does', () => {
    // The browser's address (what the link compares with) and the router's agree.
    window.history.replaceState(null, '', '/shop?sort=price_asc');
    inShop(
      <>
        <ShopLink to="/shop?sort=price_asc">Same</ShopLink>
        <ShopLink to="/shop">Other</ShopLink>
        <How />
      </>,
      '/shop?sort=price_asc',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Same' }), { button: 0 });
    expect(screen.getByTestId('how').textContent).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Other' }), { button: 0 });
    expect(screen.getByTestId('how').textContent).toBe('PUSH');
    window.history.replaceState(null, '', '/');
  });

  it('leaves a modified click, another button or another target to the browser', () => {
    inShop(
      <>
        <ShopLink to="/shop">Shop</ShopLink>
        <ShopLink to="/track-order" target="_blank">
          Track
        </ShopLink>
      </>,
    );
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(fireEvent.click(shop, { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(shop, { button: 0, metaKey: true })).toBe(true);
    expect(fireEvent.click(shop, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Track' }), { button: 0 })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/product/goo');
  });

  it('runs its own onClick first, and a handler that prevents the default keeps the page', () => {
    const seen: string[] = [];
    inShop(
      <ShopLink to="/shop" onClick={(e) => (seen.push('clicked'), e.preventDefault())}>
        Shop
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }), { button: 0 });
    expect(seen).toEqual(['clicked']);
    expect(screen.getByTestId('where').textContent).toBe('/product/goo');
  });

  it('points at the Arabic page on an Arabic page (the router adds the /ar basename itself)', () => {
    const html = renderToString(
      <LanguageProvider value={{ ...ENGLISH, locale: 'ar' }}>
        <MemoryRouter initialEntries={['/ar/shop']} basename="/ar">
          <ShopNavigation>
            <ShopLink to="/">Home</ShopLink>
            <ShopLink to="/product/goo">Goo</ShopLink>
          </ShopNavigation>
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(html).toContain('href="/ar"');
    expect(html).toContain('href="/ar/product/goo"');
  });

  it('navigates in the app outside the storefront frame too (the admin console)', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <ShopLink to="/admin/orders">Orders</ShopLink>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link.getAttribute('href')).toBe('/admin/orders');
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/admin/orders');
  });
});

describe('ShopNavLink', () => {
  // Each case: where the shopper is, the link, and `end`: marked exactly when NavLink would be.
  const cases: [string, string, boolean][] = [];
  for (const at of ['/', '/shop', '/shop/', '/SHOP', '/track-order', '/product/goo', '/shopping']) {
    for (const to of ['/', '/shop', '/#about', '/track-order', '/shop?category=x', '/product']) {
      for (const end of [false, true]) cases.push([at, to, end]);
    }
  }

  it.each(cases)('at %s, a link to %s (end: %s) is marked as NavLink marks it', (at, to, end) => {
    const ours = renderToString(
      <MemoryRouter initialEntries={[at]}>
        <ShopNavigation>
          <ShopNavLink to={to} end={end} className="nav">
            x
          </ShopNavLink>
        </ShopNavigation>
      </MemoryRouter>,
    );
    const theirs = renderToString(
      <MemoryRouter initialEntries={[at]}>
        <NavLink to={to} end={end} className="nav">
          x
        </NavLink>
      </MemoryRouter>,
    );
    const marks = (html: string) => ({
      current: /aria-current="page"/.test(html),
      className: /class="([^"]*)"/.exec(html)?.[1],
    });
    expect(marks(ours)).toEqual(marks(theirs));
  });
});
