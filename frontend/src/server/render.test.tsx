/**
 * @jest-environment node
 *
 * Each render has its own language: English and Arabic pages rendered at the same time, their
 * work interleaved, each come back wholly in their own language (the language is a context of
 * the render's tree, never a module's state).
 */
// First: the libraries as the server bundle runs them, and fetch for the API module.
import '../test/production-mode';
import '../test/node-fetch';
import { Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Category, Settings } from '../api/types';
import type { SsrResult, StorefrontDataSource } from '../api/types';
import { SHELL_TEXT } from '../components/texts';
import { SHOP_TEXT } from '../features/shop/texts';
import { ENGLISH, LanguageProvider, useTexts } from '../i18n';
import { AR, ARABIC_ALL } from '../test/arabicTexts';
import { aProduct } from '../test/fixtures';
import { render } from './render';

/** A small catalog whose every answer comes a little later, so the renders' reads interleave. */
function source(order: string[], name: string, ms = 5): StorefrontDataSource {
  const later = <T,>(what: string, data: T): Promise<SsrResult<T>> =>
    new Promise((resolve) =>
      setTimeout(() => {
        order.push(`${name} ${what}`);
        resolve({ data });
      }, ms),
    );
  return {
    settings: () =>
      later('settings', {
        deliveryAED: 20,
        contactEmail: 'hello@freakdrop.ae',
        whatsappNumber: '+971501234567',
        instagramHandle: '@freakdrop',
      } as Settings),
    categories: () =>
      later('categories', [{ id: 'c1', slug: 'HOODIES', name: 'Hoodies' }] as Category[]),
    product: (slug) => later('product', aProduct(slug, { sizes: ['M'] })),
    products: () => later('products', { products: [aProduct('goo')], total: 1 }),
  };
}

describe('server renders in their own language', () => {
  it('renders an English and an Arabic page at the same time, each in its language', async () => {
    const order: string[] = [];
    const [en, ar, en2] = await Promise.all([
      render({ url: '/shop', source: source(order, 'en', 40) }),
      render({ url: '/ar/shop', source: source(order, 'ar') }),
      render({ url: '/shop?sort=name_asc', source: source(order, 'en2') }),
    ]);
    // Their work did overlap: the Arabic page's reads came between the English page's.
    expect(order.indexOf('ar settings')).toBeLessThan(order.lastIndexOf('en products'));

    expect(en.html).toContain(SHOP_TEXT.showing(1, 1));
    expect(en.html).toContain(`>${SHELL_TEXT.navShop}<`);
    expect(en.html).not.toContain(AR.shop.showing(1, 1));
    expect(en2.html).toContain(SHOP_TEXT.showing(1, 1));

    expect(ar.html).toContain(AR.shop.showing(1, 1));
    expect(ar.html).toContain(`>${AR.shell.navShop}<`);
    expect(ar.html).not.toContain(SHOP_TEXT.showing(1, 1));
    expect(ar.chunks).toEqual(['shop', 'i18n-ar', 'i18n-ar-shop']);
    expect(en.chunks).toEqual(['shop']);
  });

  it('keeps each tree in its language while React switches between them mid-render', async () => {
    // Two trees suspend halfway; they resume in the other order, one after the other's part.
    const gate = () => {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      return { promise, open };
    };
    const enGate = gate();
    const arGate = gate();
    function Words({ wait }: { wait?: Promise<void> }) {
      const shell = useTexts(SHELL_TEXT);
      if (wait) use(wait);
      return <p>{shell.navShop}</p>;
    }
    const page = (lang: typeof ENGLISH, wait: Promise<void>) => (
      <LanguageProvider value={lang}>
        <Words />
        <Suspense fallback={null}>
          <Words wait={wait} />
        </Suspense>
        <Words />
      </LanguageProvider>
    );
    const html = (element: React.ReactNode) =>
      new Promise<string>((resolve, reject) => {
        let out = '';
        const sink = new Writable({
          write(chunk: Buffer, _e, done) {
            out += chunk.toString();
            done();
          },
          final(done) {
            resolve(out);
            done();
          },
        });
        const stream = renderToPipeableStream(element, {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => stream.pipe(sink),
          onError: reject,
        });
      });
    const english = html(page(ENGLISH, enGate.promise));
    const arabic = html(page(ARABIC_ALL, arGate.promise));
    await new Promise((resolve) => setTimeout(resolve, 10));
    arGate.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    enGate.open();

    const words = (markup: string) => [...markup.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(words(await english)).toEqual([
      SHELL_TEXT.navShop,
      SHELL_TEXT.navShop,
      SHELL_TEXT.navShop,
    ]);
    expect(words(await arabic)).toEqual([AR.shell.navShop, AR.shell.navShop, AR.shell.navShop]);
  });
});
