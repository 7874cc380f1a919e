/**
 * The server-rendered storefront: what crawlers and link previews read, the 404s,
 * a shopper without JavaScript, hydration without mismatch and pages that do not move.
 */
import { expect, test, waitsForApp } from './support/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Product } from '../src/api/types';
import { aed, fetchProducts } from './support/helpers';
import { S } from './support/spec-texts';

/** Layout shifts without recent input, summed from the first paint (as CLS counts them). */
const CLS_LIMIT = 0.02;

/** A product with sizes, for the pages that show them. */
async function productWithSizes(request: APIRequestContext): Promise<Product> {
  const { products } = await fetchProducts(request, { limit: 48 });
  const product = products.find((p) => p.sizes.length > 1 && p.inStock);
  expect(product, 'the demo catalog has a product with sizes').toBeTruthy();
  return product as Product;
}

/** Console errors that say hydration failed (React's words, or its minified error numbers). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const hydration = /hydrat|did not match|#41[89]|#42[0-5]/i;
  page.on('console', (m) => {
    if (m.type() === 'error' && hydration.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (hydration.test(e.message)) problems.push(e.message);
  });
  return problems;
}

async function measureCls(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  // The whole load, the app's hydration after the first paint included.
  const page = waitsForApp(await context.newPage());
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Hydration and the screen's chunk are done; give late images and fonts a moment too.
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  await context.close();
  return cls;
}

test.describe('server-rendered storefront', () => {
  test('a product page carries its title, price, sizes and head tags in the HTML', async ({
    request,
  }) => {
    const product = await productWithSizes(request);
    const res = await request.get(`/product/${product.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${product.title} | FreakDrop</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toContain(`/product/${product.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:title" content="${product.title} | FreakDrop" />`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const offer = (JSON.parse(jsonLd ?? '{}') as { offers?: Record<string, string> }).offers;
    expect(offer?.priceCurrency).toBe('AED');
    expect(offer?.availability).toBe('https://schema.org/InStock');
    // The page itself, before any script: title, price, every size.
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(`<h1`);
    expect(body).toContain(product.title);
    expect(body).toContain(aed(product.salePriceAED ?? product.priceAED));
    for (const size of product.sizes) expect(body).toContain(`>${size}<`);
    // The hero image is preloaded with its srcset, high priority.
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+"[^>]*fetchPriority="high"/,
    );
  });

  test('unknown products and paths answer 404 with the rendered not-found page', async ({
    request,
  }) => {
    const product = await request.get('/product/no-such-product-anywhere');
    expect(product.status()).toBe(404);
    const productHtml = await product.text();
    expect(productHtml).toContain(`<title>${S.productNotFoundTitle} | FreakDrop</title>`);
    expect(productHtml).toContain('<meta name="robots" content="noindex" />');
    expect(productHtml).toMatch(new RegExp(`<h1[^>]*>${S.productNotFoundTitle}</h1>`));

    const page = await request.get('/no/such/page');
    expect(page.status()).toBe(404);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<meta name="robots" content="noindex" />');
    expect(pageHtml).toMatch(new RegExp(`<h1[^>]*>${S.notFound}</h1>`));

    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
  });

  test('pages hydrate without a mismatch', async ({ page, request }) => {
    const product = await productWithSizes(request);
    const problems = watchHydration(page);
    for (const path of [
      '/',
      '/shop?sort=price-asc',
      `/product/${product.slug}`,
      '/track-order',
      // An order's confirmation in a browser without its phone: the way to tracking.
      '/checkout/confirmation/FD-0000-0000',
      '/nowhere',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the bag's button answers clicks (its drawer opens).
      await page.getByRole('button', { name: S.openCart(0) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });

  test("the picture first: the app's scripts come after the first paint and the main picture", async ({
    page,
    request,
  }) => {
    const product = await productWithSizes(request);
    for (const [path, picture] of [
      [`/product/${product.slug}`, 'img.gallery__img'],
      ['/shop', 'img.card__img'],
      ['/', 'video'],
    ]) {
      await page.goto(path); // waits for the app (support/test.ts)
      const timing = await page.evaluate((selector) => {
        const element = document.querySelector(selector);
        const url =
          element instanceof HTMLVideoElement
            ? element.poster
            : (element as HTMLImageElement | null)?.currentSrc;
        const pictureEntry = performance.getEntriesByName(url ?? '', 'resource')[0] as
          PerformanceResourceTiming | undefined;
        const scripts = performance
          .getEntriesByType('resource')
          // Every script but the boot one: main, the screen (chunk files are named by id).
          .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name) && !/\/boot\./.test(e.name));
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          pictureLoaded: pictureEntry?.responseEnd,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          scripts: scripts.length,
        };
      }, picture);
      const about = `${path}: ${JSON.stringify(timing)}`;
      expect(timing.scripts, `${about}: main and its screen loaded`).toBeGreaterThanOrEqual(2);
      expect(timing.firstScript, `${about}: after the first paint`).toBeGreaterThan(
        timing.firstPaint ?? Infinity,
      );
      expect(timing.firstScript, `${about}: after ${picture}`).toBeGreaterThan(
        timing.pictureLoaded ?? Infinity,
      );
      // And the app runs: the bag's button opens its drawer.
      await page.getByRole('button', { name: S.openCart(0) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  test('the shop and a product page do not move while they load (CLS)', async ({
    browser,
    request,
  }) => {
    const product = await productWithSizes(request);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      // The Arabic pages hold the same target.
      for (const path of [
        '/shop',
        `/product/${product.slug}`,
        '/ar/shop',
        `/ar/product/${product.slug}`,
      ]) {
        const cls = await measureCls(browser, path, viewport);
        expect(cls, `CLS of ${path} at ${viewport.width}px`).toBeLessThanOrEqual(CLS_LIMIT);
      }
    }
  });

  test('without JavaScript: home → shop → filter → product', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: S.tagline })).toBeVisible();
    await expect(page.getByText(/bag and checkout need it/)).toBeVisible();

    await page.getByRole('link', { name: S.shopAll }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: S.shopTitle })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);

    // The filters are a plain GET form.
    await page.getByLabel(S.categoryLabel).selectOption({ label: 'Hoodies' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/category=HOODIES/i);
    await expect(page.getByRole('heading', { level: 1, name: 'Hoodies' })).toBeVisible();

    // Search too.
    await page.getByRole('searchbox').fill('zzzz-nothing');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/search=zzzz-nothing/);
    await page.goBack();

    const card = page.getByRole('article').first();
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^AED \d/).first()).toBeVisible();
    await context.close();
  });
});
