import { pathInLocale, sameOriginPath } from './locale';
import { CRAFTED_PATHS } from './locale.cases';

describe('links built from a request path stay on the shop', () => {
  it.each(CRAFTED_PATHS.flatMap((p) => [p, `/ar${p}`]))('%j', (path) => {
    for (const locale of ['en', 'ar'] as const) {
      const link = pathInLocale(`${path}?q=1#top`, locale);
      expect(link).toMatch(/^\/(?![/\\])/);
      expect(link).not.toMatch(/\\|%2f|%5c|\/\//i);
      // A browser resolves it on the shop's own origin.
      expect(new URL(link, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });

  it('keeps ordinary paths as they are', () => {
    expect(pathInLocale('/ar/product/slime-hoodie?size=M', 'en')).toBe(
      '/product/slime-hoodie?size=M',
    );
    expect(pathInLocale('/shop?category=HOODIES', 'ar')).toBe('/ar/shop?category=HOODIES');
    expect(pathInLocale('/ar//evil.example/', 'en')).toBe('/evil.example/');
    expect(pathInLocale('/ar/\\evil.example', 'en')).toBe('/evil.example');
    expect(sameOriginPath('/product/%D8%B9')).toBe('/product/%D8%B9');
  });
});
