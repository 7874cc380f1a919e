/**
 * Server rendering as the backend does it, with a stand-in server bundle (the real one is
 * frontend/dist/server/render.js, covered by frontend/e2e/ssr.spec.ts after the build): the
 * bundle is loaded by path, reads through the backend's services (validated and answered like
 * the API), and its markup, state and head tags land in index.html with the right status and
 * the page's head from seo.ts. A failing bundle falls back to index.html; the admin console
 * is never rendered.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SSR_STATE_ID } from '../src/contract';
import { checkoutBody } from './support/orders';
import { createCategory, createProduct, createTestApp, productInput } from './support/test-app';
import type { TestApp } from './support/test-app';

const INDEX = `<!doctype html><html><head><meta charset="utf-8" />
<!--seo--><title>Default title</title><meta name="description" content="default" /><!--/seo-->
<script defer src="/assets/main.js"></script></head><body><div id=root></div></body></html>`;

/**
 * A server bundle in miniature: `/product/{slug}` reads the product, `/shop` the list for its
 * query string (answers shown as JSON), anything else the settings; `?explode` throws.
 */
const RENDER_JS = `
exports.render = async function render({ url, source }) {
  const u = new URL(url, 'http://x');
  // An Arabic page is its English path's screen (the real bundle renders it in Arabic).
  const path = u.pathname.replace(/^\\/ar(?=\\/|$)/, '') || '/';
  if (u.searchParams.has('explode')) throw new Error('bundle bug');
  if (path.startsWith('/admin')) {
    return { status: 404, html: '<div class="admin-frame"></div>', chunks: ['x'], head: '', stateJson: '{}' };
  }
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let status = 200, html, chunks = [];
  const product = /^\\/product\\/([^/]+)$/.exec(path);
  if (product) {
    chunks = ['product'];
    const r = await source.product(decodeURIComponent(product[1]));
    if ('data' in r) html = '<h1>' + esc(r.data.title) + '</h1><p>AED ' + r.data.priceAED + '</p>';
    else { status = r.error.status; html = '<h1>Product Not Found</h1>'; }
    if ('data' in r && u.searchParams.has('count')) {
      globalThis.renders = (globalThis.renders || 0) + 1;
      html += '<i>render ' + globalThis.renders + ', stock ' + r.data.stockQuantity + '</i>';
    }
  } else if (path === '/shop') {
    const r = await source.products(Object.fromEntries(u.searchParams));
    html = '<pre>' + esc(JSON.stringify(r)) + '</pre>';
  } else {
    const r = await source.settings();
    const known = ['/', '/track-order'].includes(path) || path.startsWith('/checkout/confirmation/');
    status = known ? 200 : 404;
    html = '<p>' + esc(r.data.deliveryAED) + '</p>';
  }
  return { status, html, chunks, head: '<link rel="preload" as="image" href="/x.webp"/>',
    stateJson: JSON.stringify({ api: { url } }).replace(/</g, '\\\\u003c') };
};
`;

const REPORT = { chunks: [], groups: { product: ['assets/99.abc.js', 'assets/product.abc.js'] } };

function stateOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('server-rendered storefront pages', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freakdrop-ssr-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'server', 'render.js'), RENDER_JS);
    writeFileSync(join(dir, 'bundle-report.json'), JSON.stringify(REPORT));
    writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    t = await createTestApp({ STOREFRONT_DIR: dir, ALLOWED_HOSTS: 'shop.test' });
    const admin = await t.admin();
    await createCategory(admin, 'Hoodies', 'HOODIES');
    await createProduct(t, admin, 'HOODIES', {
      slug: 'slime-hoodie',
      title: 'Slime <Hoodie>',
      priceAED: 249,
      stockQuantity: 4,
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The page at `path` answers `status` and contains every fragment. */
  async function expectPage(path: string, status: number, ...fragments: string[]): Promise<void> {
    const { text } = await t.http().get(path).expect(status);
    for (const fragment of fragments) expect(text).toContain(fragment);
  }

  it('renders a product page with its markup, state, preloads and head tags', async () => {
    const res = await t.http().get('/product/slime-hoodie').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toContain('<div id="root"><h1>Slime &lt;Hoodie></h1><p>AED 249</p></div>');
    expect(stateOf(html)).toEqual({ api: { url: '/product/slime-hoodie' } });
    // seo.ts's head, the bundle's hoisted tags and the screen's scripts, in <head>.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Slime &lt;Hoodie&gt; | FreakDrop</title>');
    expect(head).toContain('"priceCurrency":"AED"');
    expect(head).toContain('"availability":"https://schema.org/InStock"');
    expect(head).toContain('<link rel="canonical"');
    expect(head).toContain('<link rel="preload" as="image" href="/x.webp"/>');
    // The screen's scripts are named for the boot script, not fetched before the first paint.
    expect(head).toMatch(
      /<meta name="fd-scripts" content="(\/assets\/99\.abc\.js \/assets\/product\.abc\.js|\/assets\/product\.abc\.js \/assets\/99\.abc\.js)">/,
    );
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('Default title');
  });

  it('renders /ar/product/{slug} in Arabic: lang="ar" dir="rtl", hreflang links, Arabic head', async () => {
    const res = await t.http().get('/ar/product/slime-hoodie').expect(200);
    const html = res.text;
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<div id="root"><h1>Slime &lt;Hoodie></h1>');
    const head = html.slice(0, html.indexOf('</head>'));
    const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(head)?.[0] ?? '';
    expect(head).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/product/slime-hoodie" />`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="ar" href="${origin}/ar/product/slime-hoodie" />`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/product/slime-hoodie" />`,
    );
    expect(head).toContain(`<link rel="canonical" href="${origin}/ar/product/slime-hoodie" />`);
    expect(head).toContain('<meta property="og:locale" content="ar_AE" />');
    // No Arabic title yet: the English one (the Arabic content falls back to English).
    expect(head).toContain('<title>Slime &lt;Hoodie&gt; | FreakDrop</title>');
    // The Arabic catalog's chunk is not in this stand-in's report: nothing to preload for it.
    expect(stateOf(html)).toEqual({ api: { url: '/ar/product/slime-hoodie' } });
  });

  it('keeps the English page at its address, with the alternates and no redirect', async () => {
    const res = await t.http().get('/product/slime-hoodie').expect(200);
    expect(res.text).toMatch(/^<!doctype html><html>/);
    expect(res.text).toContain('hreflang="ar"');
    // Accept-Language is never a reason to redirect: only the shopper's own choice is.
    await t.http().get('/shop').set('Accept-Language', 'ar-AE,ar;q=0.9').expect(200);
    const chosen = await t
      .http()
      .get('/shop?category=hoodies')
      .set('Cookie', 'fd_lang=ar')
      .expect(302);
    expect(chosen.headers.location).toBe('/ar/shop?category=hoodies');
    await t.http().get('/ar/shop').set('Cookie', 'fd_lang=en').expect(200);
  });

  it('titles the Arabic home, checkout and tracking in Arabic; the English ones keep the default', async () => {
    await expectPage('/ar', 200, '<title>FreakDrop — أزياء شارع بطابع رعب كرتوني</title>');
    await expectPage(
      '/ar/track-order',
      200,
      '<title>تتبع طلبك | FreakDrop</title>',
      '<html lang="ar" dir="rtl">',
    );
    await expectPage('/track-order', 200, 'Default title');
  });

  it('renders an order confirmation in both languages, unindexed', async () => {
    const noindex = '<meta name="robots" content="noindex" />';
    await expectPage(
      '/checkout/confirmation/FD-7K3M-9Q2X',
      200,
      '<div id="root"><p>',
      '<title>Checkout | FreakDrop</title>',
      noindex,
    );
    await expectPage(
      '/ar/checkout/confirmation/FD-7K3M-9Q2X',
      200,
      '<html lang="ar" dir="rtl">',
      '<title>إتمام الطلب | FreakDrop</title>',
      noindex,
    );
  });

  it('answers unknown Arabic paths with 404 in Arabic', async () => {
    await expectPage(
      '/ar/no/such/page',
      404,
      '<html lang="ar" dir="rtl">',
      '<title>الصفحة غير موجودة | FreakDrop</title>',
    );
    await expectPage(
      '/ar/product/no-such-thing',
      404,
      '<title>المنتج غير موجود | FreakDrop</title>',
    );
  });

  it('answers an unknown product with 404, the rendered page and a noindex head', async () => {
    await expectPage(
      '/product/no-such-thing',
      404,
      '<div id="root"><h1>Product Not Found</h1></div>',
      '<title>Product Not Found | FreakDrop</title>',
      '<meta name="robots" content="noindex" />',
    );
  });

  it('answers an unknown path with 404 and the rendered not-found page', async () => {
    await expectPage(
      '/no/such/page',
      404,
      '<div id="root"><p>',
      '<meta name="robots" content="noindex" />',
    );
  });

  it('reads lists through the services, validated like the API', async () => {
    const ok = await t.http().get('/shop?category=hoodies&limit=4').expect(200);
    expect(ok.text).toContain('&quot;total&quot;:1'.replace(/&quot;/g, '"'));
    const bad = await t.http().get('/shop?sort=sideways').expect(200);
    expect(bad.text).toContain('"status":400');
    expect(bad.text).toContain('"code":"VALIDATION_FAILED"');
  });

  it('renders home and tracking with the default head; the admin console is index.html with its frame', async () => {
    for (const path of ['/', '/track-order']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<div id="root"><p>');
      expect(res.text).toContain('Default title');
    }
    // The frame the bundle renders, nothing else of its page: no state, no scripts, no status.
    const admin = await t.http().get('/admin/orders?status=PENDING').expect(200);
    expect(admin.text).toBe(
      INDEX.replace(
        /<div id=["']?root["']?>\s*<\/div>/,
        '<div id="root"><div class="admin-frame"></div></div>',
      ),
    );
    expect(admin.text).not.toContain(SSR_STATE_ID);
  });

  it('falls back to index.html when the bundle fails', async () => {
    const res = await t.http().get('/track-order?explode=1').expect(200);
    expect(res.text).toBe(INDEX);
    const product = await t.http().get('/product/slime-hoodie?explode=1').expect(200);
    expect(product.text).toContain('<div id=root></div>');
    expect(product.text).toContain('<title>Slime &lt;Hoodie&gt; | FreakDrop</title>');
  });

  it('answers a page again from memory, and a product page anew once its stock changes', async () => {
    const admin = await t.admin();
    const product = await createProduct(t, admin, 'HOODIES', {
      slug: 'kept-hoodie',
      title: 'Kept Hoodie',
      priceAED: 100,
      stockQuantity: 5,
    });
    const url = '/product/kept-hoodie?count';
    // supertest listens on a new port each time: one Host, as a browser's would be.
    const get = () => t.http().get(url).set('Host', 'shop.test');
    const renderOf = (html: string) => /<i>render (\d+), stock (\d+)<\/i>/.exec(html)?.slice(1);
    const first = await get().expect(200);
    const again = await get().expect(200);
    expect(renderOf(again.text)).toEqual(renderOf(first.text));
    expect(again.text).toBe(first.text);
    for (const header of ['content-type', 'content-security-policy', 'cache-control', 'etag']) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    await get().set('If-None-Match', String(first.headers.etag)).expect(304);
    // An order takes stock without a catalog write: the very next request shows the new stock.
    await t
      .http()
      .post('/api/orders')
      .send(checkoutBody([{ product, qty: 1 }]))
      .expect(201);
    const after = await get().expect(200);
    expect(renderOf(after.text)?.[1]).toBe('4');
    expect(renderOf(after.text)?.[0]).not.toBe(renderOf(first.text)?.[0]);
    // A catalog write (here the price) retires every kept page at once.
    const { id, sku, slug, title } = product;
    const input = await productInput(t, 'HOODIES', {
      sku,
      slug,
      title,
      priceAED: 90,
      stockQuantity: 4,
    });
    await admin.put(`/api/admin/products/${id}`).send(input).expect(200);
    expect((await get().expect(200)).text).toContain('<p>AED 90</p>');
  });

  it('sends a shopper who chose Arabic to the Arabic page, even from a kept English one', async () => {
    const url = '/product/slime-hoodie';
    await t.http().get(url).set('Host', 'shop.test').expect(200);
    const kept = await t.http().get(url).set('Host', 'shop.test').expect(200);
    expect(kept.text).toContain('<h1>Slime &lt;Hoodie></h1>');
    const chosen = await t
      .http()
      .get(url)
      .set('Host', 'shop.test')
      .set('Cookie', 'fd_lang=ar')
      .expect(302);
    expect(chosen.headers.location).toBe('/ar/product/slime-hoodie');
  });

  it('serves favicon.ico from the root of the build, and 404 for an icon it lacks', async () => {
    await t.http().get('/favicon.ico').expect(200);
    await t.http().get('/icon.svg').expect(404);
  });
});
