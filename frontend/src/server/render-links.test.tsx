/**
 * @jest-environment node
 */
/**
 * The server render of a crafted address: whatever path a link or a crawler asks for, the
 * language switch in the rendered HTML links to a page of this shop, never to another host
 * (`/ar//evil.example/` once linked to `//evil.example/`).
 */
import '../test/node-fetch';
import type { Category, Settings } from '../api/types';
import type { SsrResult, StorefrontDataSource } from '../api/types';
import type { render as Render } from './render';
import { SHOP_SETTINGS } from '../test/fixtures';

const settings: Settings = { ...SHOP_SETTINGS, instagramHandle: '@freakdrop' };

function source(): StorefrontDataSource {
  const found = <T,>(data: T): Promise<SsrResult<T>> => Promise.resolve({ data });
  return {
    settings: () => found(settings),
    categories: () => found([] as Category[]),
    product: () =>
      Promise.resolve({ error: { status: 404, data: { message: 'Product Not Found' } } }),
    products: () => found({ products: [], total: 0 }),
  };
}

const CRAFTED = [
  '//evil.example/',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
];

describe('server render of crafted addresses', () => {
  // The server bundle is a production build: the server store has no RTK Query middleware,
  // which RTK's development checks would refuse.
  // RTK picks its build when it is first required: the bundle is loaded after the switch.
  const env = process.env.NODE_ENV;
  let render: typeof Render;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    ({ render } = await import('./render'));
  });
  afterAll(() => {
    process.env.NODE_ENV = env;
  });

  it.each(CRAFTED.flatMap((p) => [`/ar${p}`, p]))(
    '%j: the language switch stays on the shop',
    async (url) => {
      const page = await render({ url, source: source() });
      const switchLink = /<a[^>]*data-testid="language-switch"[^>]*>/.exec(page.html)?.[0] ?? '';
      const href = /href="([^"]*)"/.exec(switchLink)?.[1];
      expect(href).toBeDefined();
      expect(new URL(href as string, 'https://shop.example').origin).toBe('https://shop.example');
      expect(href).not.toMatch(/^\/\/|^\/\\|\\/);
      // No link of the page leaves the shop.
      for (const [, link] of page.html.matchAll(/href="([^"]*)"/g)) {
        if (/^(https?:|mailto:|tel:)/.test(link)) continue;
        expect([url, new URL(link, 'https://shop.example').origin]).toEqual([
          url,
          'https://shop.example',
        ]);
      }
    },
  );
});
