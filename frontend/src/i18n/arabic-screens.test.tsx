/**
 * Every storefront screen rendered in Arabic (the whole app under the /ar router, as the
 * browser runs it) shows no text outside the catalog: once the shop's own data is taken out
 * (product and category names, the brand, sizes, the contact details, which stay as staff
 * wrote them), no Latin word is left in the text, the labels, the placeholders or the
 * pictures' descriptions. An English string that slipped past the catalog fails here.
 */
// First, so the API module sees the fetch double when it is created.
import { cartOf, mockApi } from '../test/storefront';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '../api/types';
import { AR_PREFIX, stripLocale } from '@freakdrop/contract';
import { App, preloadRoute, screenFor } from '../app/App';
import { loadCartDrawer } from '../app/Layout';
import { saveCart } from '../app/cart';
import { makeStore } from '../app/store';
import { SHOP_SETTINGS, SLIME_HOODIE } from '../test/fixtures';
import { LanguageProvider } from './language';
import { newArabic } from './arabic';
import { AR } from '../test/arabicTexts';

const SETTINGS = { ...SHOP_SETTINGS, deliveryAED: 25, instagramHandle: '@freakdrop' };
const CATEGORY = { id: 'c1', slug: 'HOODIES', name: 'Hoodies', nameAr: 'هوديز' };
const PRODUCT: Product = {
  id: 'p1',
  sku: 'FD-H-1',
  slug: 'slime-hoodie',
  title: 'Slime Hoodie',
  titleAr: 'هودي السلايم',
  description: 'A hoodie dripping with slime.',
  descriptionAr: 'هودي يقطر بالسلايم.',
  category: 'HOODIES',
  categoryName: 'Hoodies',
  categoryNameAr: 'هوديز',
  images: [],
  priceAED: 200,
  salePriceAED: 150,
  featured: true,
  inStock: true,
  stockQuantity: 5,
  lowStockThreshold: 2,
  sizes: ['M', 'L'],
  colors: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const TRACKED = {
  orderNumber: 'FD-2026-ABCD',
  status: 'OUT_FOR_DELIVERY',
  statusHistory: [{ status: 'PENDING', at: '2026-01-01T10:00:00.000Z' }],
  createdAt: '2026-01-01T10:00:00.000Z',
  customerName: 'Sara',
  phone: '+971501234567',
  city: 'Dubai',
  addressLine1: 'Marina Walk 1',
  addressLine2: null,
  items: [{ ...SLIME_HOODIE, titleAr: 'هودي السلايم', unitAED: 150, totalAED: 150, qty: 1 }],
  subtotalAED: 150,
  deliveryAED: 25,
  totalAED: 175,
};

/** The shop's data and the words that are not language (brand, sizes, codes, placeholders). */
const DATA = [
  'Slime Hoodie',
  // the brand tagline of the settings, as staff wrote it
  'Psycho Drip Streetwear',
  'Hoodies',
  'Sara',
  'Marina Walk',
  'freakdrop',
  'FreakDrop',
  SLIME_HOODIE.title,
  'FD-2026-ABCD',
  'FD-XXXX-XXXX',
  'XXL',
  'XX XXX XXXX',
];

/** The words a shopper reads on the page, the data taken out. */
function shownWords(): string[] {
  const root = document.body.cloneNode(true) as HTMLElement;
  // The language switch names English in English, and the router's probe is not shown.
  root.querySelectorAll('[lang="en"], [dir="ltr"], script, style').forEach((e) => e.remove());
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.push(node.nodeValue ?? '');
  root.querySelectorAll('*').forEach((e) => {
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = e.getAttribute(name);
      if (value) texts.push(value);
    }
  });
  let all = texts.join(' ');
  for (const d of DATA) all = all.split(d).join(' ');
  return all.match(/\b[A-Za-z]{2,}\b/g) ?? [];
}

/**
 * Renders the app at an /ar path with a new Arabic instance holding only the frame's messages
 * and the screen's own (added as the page adds them), so a text whose messages another
 * screen's chunk carries shows up here as English.
 */
async function renderArabic(path: string, cart = cartOf([])) {
  const arabic = newArabic();
  await arabic.need(
    screenFor(stripLocale(new URL(path, 'http://localhost').pathname)).screen.chunk,
  );
  mockApi({
    'GET /api/settings': () => ({ body: SETTINGS }),
    'GET /api/categories': () => ({ body: [CATEGORY] }),
    'GET /api/products': () => ({ body: { products: [PRODUCT], total: 1 } }),
    'GET /api/products/slime-hoodie': () => ({ body: PRODUCT }),
    'GET /api/products/nope': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } }),
    'GET /api/orders/track': () => ({ body: TRACKED }),
  });
  const store = makeStore({ cart });
  return render(
    <LanguageProvider value={arabic}>
      <Provider store={store}>
        <MemoryRouter basename={AR_PREFIX} initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </Provider>
    </LanguageProvider>,
  );
}

beforeAll(async () => {
  // The screens' chunks, loaded before rendering as the browser does before hydrating.
  await Promise.all(
    ['/', '/shop', '/product/x', '/checkout', '/track-order', '/x'].map((p) => preloadRoute(p)),
  );
  await loadCartDrawer();
}, 30_000);

describe('the storefront in Arabic shows only catalog texts', () => {
  it('home', async () => {
    await renderArabic('/ar');
    await screen.findByRole('heading', { name: 'هوديز' });
    await screen.findAllByText('هودي السلايم');
    expect(shownWords()).toEqual([]);
  });

  it('shop', async () => {
    await renderArabic('/ar/shop?q=slime');
    await screen.findByText(AR.shop.showing(1, 1));
    expect(shownWords()).toEqual([]);
  });

  it('product, and its size check', async () => {
    await renderArabic('/ar/product/slime-hoodie');
    await screen.findByRole('heading', { level: 1, name: 'هودي السلايم' });
    await userEvent.click(screen.getByRole('button', { name: AR.product.addToCart }));
    await screen.findByText(AR.product.sizeRequiredBody);
    expect(shownWords()).toEqual([]);
  });

  it('cart drawer', async () => {
    // The drawer reads the cart from the browser's storage when it opens.
    saveCart(cartOf([SLIME_HOODIE]));
    await renderArabic('/ar/shop', cartOf([SLIME_HOODIE]));
    await userEvent.click(
      await screen.findByRole('button', { name: AR.shell.openCart(SLIME_HOODIE.qty) }),
    );
    await screen.findByRole('dialog', { name: AR.shell.cartTitle });
    await screen.findByText(AR.shell.proceedToCheckout);
    expect(shownWords()).toEqual([]);
  });

  it('unknown product', async () => {
    await renderArabic('/ar/product/nope');
    await screen.findByText(AR.msg.productNotFoundBody);
    expect(shownWords()).toEqual([]);
  });

  it('checkout with its validation messages', async () => {
    await renderArabic('/ar/checkout', cartOf([SLIME_HOODIE]));
    const place = await screen.findByRole('button', { name: AR.checkout.placeOrder });
    await userEvent.click(place);
    await screen.findByText(AR.msg.nameMin);
    await screen.findByText(AR.msg.cityRequired);
    expect(shownWords()).toEqual([]);
  });

  it('tracking, with an order and its status', async () => {
    await renderArabic('/ar/track-order');
    await userEvent.type(screen.getByLabelText(AR.track.orderNumberLabel), 'FD-2026-ABCD');
    await userEvent.type(screen.getByLabelText(AR.shell.phone), '0501234567');
    await userEvent.click(screen.getByRole('button', { name: AR.track.trackButton }));
    await waitFor(() =>
      expect(screen.getAllByText(AR.statusLabels.OUT_FOR_DELIVERY).length).toBeGreaterThan(0),
    );
    // The delivery city is named in Arabic too (the order keeps the city's English name).
    expect(screen.getByText(AR.cities.Dubai, { exact: false })).toBeTruthy();
    // The line shows the product's Arabic title, which the tracking answer carries.
    expect(screen.getByText('هودي السلايم')).toBeTruthy();
    expect(shownWords()).toEqual([]);
  });

  it('404', async () => {
    await renderArabic('/ar/no-such-page');
    await screen.findByText(AR.notFound.notFoundBody);
    expect(shownWords()).toEqual([]);
  });
});
