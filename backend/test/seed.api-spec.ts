import { KNOWN_CATEGORY_SLUGS } from '../src/contract';
import type { Product } from '../src/contract';
import { createTestApp } from './support/test-app';

describe('demo catalog seed', () => {
  it('fills an empty catalog once, with art it made itself and serves', async () => {
    const first = await createTestApp({ SEED_DEMO: 'true' });
    const url =
      first.config.database.type === 'sqlite'
        ? `sqlite:${first.config.database.path}`
        : first.config.database.url;
    try {
      const categories = (await first.http().get('/api/categories').expect(200)).body as Array<{
        slug: string;
        nameAr?: string | null;
      }>;
      expect(categories.map((c) => c.slug).sort()).toEqual([...KNOWN_CATEGORY_SLUGS].sort());
      // Arabic content on a fresh start: every demo category and product has it.
      const ARABIC = /^[\u0600-\u06FF][\u0600-\u06FF\s\d\w.,،:()-]*$/;
      for (const c of categories) expect(c.nameAr).toMatch(ARABIC);
      const { products, total } = (await first.http().get('/api/products?limit=50').expect(200))
        .body as { products: Product[]; total: number };
      expect(total).toBeGreaterThanOrEqual(24);
      expect(products.some((p) => p.featured)).toBe(true);
      expect(products.some((p) => p.salePriceAED !== null && p.salePriceAED < p.priceAED)).toBe(
        true,
      );
      expect(products.some((p) => p.sizes.length > 0 && p.colors.length > 0)).toBe(true);
      expect(products.some((p) => p.sizes.length === 0)).toBe(true);
      expect(products.some((p) => p.inStock && p.stockQuantity <= p.lowStockThreshold)).toBe(true);
      expect(products.filter((p) => !p.inStock)).toHaveLength(1);
      for (const slug of KNOWN_CATEGORY_SLUGS)
        expect(products.some((p) => p.category === slug)).toBe(true);
      for (const p of products) {
        expect(p.titleAr).toMatch(/[\u0600-\u06FF]/);
        expect(p.descriptionAr).toMatch(/[\u0600-\u06FF]/);
        expect(p.categoryNameAr).toMatch(/[\u0600-\u06FF]/);
        expect(p.images.length).toBeGreaterThanOrEqual(1);
        expect(p.images.length).toBeLessThanOrEqual(3);
      }
      const hoodies = (
        await first
          .http()
          .get(`/api/products?limit=50&search=${encodeURIComponent('هودي')}`)
          .expect(200)
      ).body as { products: Product[] };
      expect(hoodies.products.length).toBeGreaterThanOrEqual(5);
      expect(hoodies.products.every((p) => p.category === 'HOODIES')).toBe(true);
      const image = await first.http().get(products[0].images[0]).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
      await first.http().get(products[0].images[0].replace('.webp', '-480.webp')).expect(200);
      await first.http().get('/uploads/../data/session-secret').expect(404);
    } finally {
      await first.app.close();
    }
    // A restart with SEED_DEMO still on adds nothing.
    const second = await createTestApp({
      SEED_DEMO: 'true',
      DATABASE_URL: url,
      DATA_DIR: first.config.dataDir,
    });
    try {
      const { total } = (await second.http().get('/api/products').expect(200)).body as {
        total: number;
      };
      expect(total).toBe(26);
      expect(((await second.http().get('/api/categories')).body as unknown[]).length).toBe(5);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
