/**
 * The storefront as a crawler sees it: product and shop pages carry their title,
 * description, Open Graph tags and JSON-LD in the HTML, escaped; unknown products and paths are
 * 404s that still serve the app; robots.txt and sitemap.xml list the shop.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductsService } from '../src/catalog/products.service';
import { ADMIN_PATH, PAGE_PATHS } from '../src/contract';
import type { Product } from '../src/contract';
import { createCategory, createProduct, createTestApp, expectError } from './support/test-app';
import type { TestApp } from './support/test-app';

const INDEX = `<!doctype html><html><head><meta charset="utf-8" />
<!--seo--><title>Default title</title><meta name="description" content="default" /><!--/seo-->
</head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>`;

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('storefront HTML, robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let dir: string;
  let hoodie: Product;
  let sneaky: Product;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freakdrop-storefront-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'main.js'), 'console.log("app")');
    t = await createTestApp({ STOREFRONT_DIR: dir });
    const admin = await t.admin();
    await createCategory(admin, 'Hoodies', 'HOODIES');
    await createCategory(admin, 'T-Shirts', 'TSHIRTS');
    hoodie = await createProduct(t, admin, 'HOODIES', {
      slug: 'slime-hoodie',
      title: 'Slime Hoodie',
      description: 'A hoodie dripping with neon slime, heavyweight cotton.',
      priceAED: 249,
      salePriceAED: 199,
      stockQuantity: 4,
    });
    sneaky = await createProduct(t, admin, 'TSHIRTS', {
      slug: 'sneaky-tee',
      title: 'Sneaky </script><script>alert(1)</script> "Tee" & co',
      description: 'Breaks out of <b>tags</b> & "quotes" if nobody escapes it.',
      priceAED: 99,
      stockQuantity: 0,
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a product page with its title, description, Open Graph tags and JSON-LD offer', async () => {
    const res = await t.http().get('/product/slime-hoodie').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toContain('<title>Slime Hoodie | FreakDrop</title>');
    expect(html).not.toContain('Default title');
    expect(html).toContain(
      '<meta name="description" content="A hoodie dripping with neon slime, heavyweight cotton." />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="Slime Hoodie | FreakDrop" />');
    expect(html).toMatch(
      /<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/product\/slime-hoodie" \/>/,
    );
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+${hoodie.images[0]}" />`,
      ),
    );
    expect(html).toContain('<div id="root"></div>');

    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Slime Hoodie');
    expect(ld.sku).toBe(hoodie.sku);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'AED',
      price: '199.00',
      availability: 'https://schema.org/InStock',
    });
  });

  it('finds a product by id too, and says when it is out of stock', async () => {
    const res = await t.http().get(`/product/${sneaky.id}`).expect(200);
    const ld = jsonLdOf(res.text);
    expect((ld.offers as Record<string, unknown>).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('escapes every catalog value in tags and in the JSON-LD block', async () => {
    const html = (await t.http().get('/product/sneaky-tee').expect(200)).text;
    // Nothing the catalog holds can open or close an element.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>tags</b>');
    expect(html).toContain(
      '<title>Sneaky &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tee&quot; &amp; co | FreakDrop</title>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD block's and the app's
    const ld = jsonLdOf(html);
    expect(ld.name).toBe('Sneaky </script><script>alert(1)</script> "Tee" & co');
    expect(ld.description).toBe('Breaks out of <b>tags</b> & "quotes" if nobody escapes it.');
  });

  it('answers 404 with the app (which shows Product Not Found) for an unknown product', async () => {
    const res = await t.http().get('/product/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>Product Not Found | FreakDrop</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('gives /shop its title, and a category page the category name', async () => {
    const all = (await t.http().get('/shop').expect(200)).text;
    expect(all).toContain('<title>Shop | FreakDrop</title>');
    expect(all).toContain('<meta property="og:type" content="website" />');

    const hoodies = (await t.http().get('/shop?category=Hoodies').expect(200)).text;
    expect(hoodies).toContain('<title>Hoodies | FreakDrop</title>');
    expect(hoodies).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/shop\?category=Hoodies" \/>/,
    );

    const sale = (await t.http().get('/shop?featured=true').expect(200)).text;
    expect(sale).toContain('<title>Sale Items | FreakDrop</title>');

    const evil = (await t.http().get('/shop?category=%22%3E%3Cscript%3E').expect(200)).text;
    expect(evil).not.toContain('"><script>');
  });

  it('serves the other app routes as they are, and unknown paths as 404 with the app', async () => {
    const pages = [PAGE_PATHS.home, PAGE_PATHS.checkout, PAGE_PATHS.trackOrder];
    for (const path of [
      ...pages,
      ADMIN_PATH,
      `${ADMIN_PATH}/login`,
      `${ADMIN_PATH}/orders/x/print`,
    ]) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<title>Default title</title>');
    }
    // An order's confirmation, in either language: the app under a noindex head.
    for (const path of ['/checkout/confirmation/FD-7K3M-9Q2X', '/ar/checkout/confirmation/FD-1']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
    const missing = await t.http().get('/no/such/page').expect(404);
    expect(missing.text).toContain('<div id="root"></div>');
    // Other methods than GET on a page path are the API's JSON 404, from the one error filter.
    const post = await t.http().post('/shop').send({}).expect(404);
    expect(post.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('leaves the API and static assets alone', async () => {
    const api = await t.http().get('/api/categories').expect(200);
    expect(api.headers['content-type']).toMatch(/json/);
    const unknown = await t.http().get('/api/no-such-endpoint').expect(404);
    expectError(unknown, 404, 'NOT_FOUND', 'Cannot GET /api/no-such-endpoint');
    const asset = await t.http().get('/assets/main.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await t.http().get('/assets/missing.js').expect(404);
  });

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of admin and API', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('lists home, shop, each category and every product in sitemap.xml, in both languages', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1].replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/shop',
        '/shop?category=HOODIES',
        '/shop?category=TSHIRTS',
        '/product/slime-hoodie',
        '/product/sneaky-tee',
        // and each in Arabic
        '/ar',
        '/ar/shop',
        '/ar/shop?category=HOODIES',
        '/ar/shop?category=TSHIRTS',
        '/ar/product/slime-hoodie',
        '/ar/product/sneaky-tee',
      ]),
    );
    expect(locs).toHaveLength(12);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('walks the catalog for the sitemap once per catalog version', async () => {
    const list = jest.spyOn(t.app.get(ProductsService), 'list');
    try {
      await t.http().get('/sitemap.xml').expect(200);
      await t.http().get('/sitemap.xml').expect(200);
      expect(list).not.toHaveBeenCalled();
      const admin = await t.admin();
      await createProduct(t, admin, 'HOODIES', { slug: 'fresh-hoodie' });
      const after = await t.http().get('/sitemap.xml').expect(200);
      expect(after.text).toContain('/product/fresh-hoodie</loc>');
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it('uses PUBLIC_URL, not the Host header, for canonical links, Open Graph and the sitemap', async () => {
    const pinned = await createTestApp({
      PUBLIC_URL: 'https://freakdrop.ae/ignored-path',
      // Another name the shop answers for: its links still name PUBLIC_URL.
      ALLOWED_HOSTS: 'www.freakdrop.ae',
      STOREFRONT_DIR: dir,
    });
    try {
      const admin = await pinned.admin();
      await createCategory(admin, 'Hoodies', 'HOODIES');
      await createProduct(pinned, admin, 'HOODIES', { slug: 'pinned-hoodie' });
      /** A page asked for by the other name the shop answers for. */
      const viaWww = (path: string) =>
        pinned.http().get(path).set('Host', 'www.freakdrop.ae').expect(200);
      const page = await viaWww('/product/pinned-hoodie');
      expect(page.text).toContain(
        '<link rel="canonical" href="https://freakdrop.ae/product/pinned-hoodie" />',
      );
      expect(page.text).not.toContain('www.freakdrop.ae');
      const sitemap = await viaWww('/sitemap.xml');
      expect(sitemap.text).toContain('<loc>https://freakdrop.ae/product/pinned-hoodie</loc>');
      expect(sitemap.text).not.toContain('www.freakdrop.ae');
      const robots = await viaWww('/robots.txt');
      expect(robots.text).toContain('Sitemap: https://freakdrop.ae/sitemap.xml');
      // A name the shop does not answer for builds nothing at all.
      await pinned.http().get('/product/pinned-hoodie').set('Host', 'evil.example').expect(400);
    } finally {
      await pinned.close();
    }
  });
});
