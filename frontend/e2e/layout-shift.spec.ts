/**
 * No layout shift on the storefront's pages, in English and Arabic, at the project's viewport
 * (375 and 1280 px): every page's cumulative layout shift, measured by the browser's own
 * `layout-shift` entries from the first paint until the page has settled, is 0 — the home, the
 * shop, a product, a missing product, the 404 page, the tracking page and the checkout with a
 * cart (its form is rendered by the browser, after the server's placeholder).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fetchProduct } from './support/helpers';

const SLUG = 'third-eye-tee';
const PATHS = [
  '/',
  '/shop',
  `/product/${SLUG}`,
  '/product/no-such-product',
  '/no-such-page',
  '/track-order',
  '/checkout',
];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** The page's layout shifts not caused by input, from its first paint on. */
async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

test('no layout shift on any storefront page, in either language', async ({ page, request }) => {
  const product = await fetchProduct(request, SLUG);
  const cart = {
    items: [
      {
        productId: product.id,
        title: product.title,
        ...(product.titleAr ? { titleAr: product.titleAr } : {}),
        priceAED: product.salePriceAED ?? product.priceAED,
        size: product.sizes[0],
        color: product.colors[0],
        qty: 1,
        image: product.images[0] ?? '',
        slug: product.slug,
      },
    ],
    subtotalAED: product.salePriceAED ?? product.priceAED,
  };
  await page.addInitScript((stored) => {
    localStorage.setItem('freakdrop_cart', stored);
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (s) =>
              `${s.node?.nodeName ?? '?'}.${String((s.node as Element | null)?.className ?? '')}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, JSON.stringify(cart));

  const results: string[] = [];
  for (const prefix of ['', '/ar']) {
    for (const path of PATHS) {
      const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // The idle-time work (the other screens' code fetched ahead) and a late font are in too.
      await page.waitForTimeout(2500);
      const shifts = await shiftsOf(page);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      results.push(`${url}: ${cls.toFixed(4)}`);
      expect(cls, `${url} shifted: ${JSON.stringify(shifts)}`).toBe(0);
    }
  }
  test.info().annotations.push({ type: 'CLS', description: results.join(', ') });
});

interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node: Node | null }[];
}
