/**
 * Stock per size and colour (opt-in per product): the admin writes and their rules, the
 * answers, orders taking and restoring per variant with the 409 bodies, the catalog cache, and
 * the race on MySQL/MariaDB (30 concurrent orders for a variant of 5 units).
 */
import { MSG, VARIANT_MSG } from '../src/contract';
import type {
  AdminStats,
  Order,
  PlaceOrderRequest,
  Product,
  ProductListResponse,
  VariantStock,
} from '../src/contract';
import { createProduct, dbKind, productInput, useAdminApp, postOrder } from './support/test-app';

describe('stock per size and colour', () => {
  const { t, admin } = useAdminApp(['Hoodies']);

  const HOODIE_GRID: VariantStock[] = [
    { size: 'S', color: 'Black', stockQuantity: 1 },
    { size: 'M', color: 'Black', stockQuantity: 2 },
    { size: 'M', color: 'Purple', stockQuantity: 0 },
    { size: 'L', color: 'Black', stockQuantity: 4 },
  ];

  const hoodieWithGrid = (title: string, grid: VariantStock[] = HOODIE_GRID) =>
    createProduct(t, admin, 'HOODIES', {
      title,
      priceAED: 100,
      sizes: ['S', 'M', 'L'],
      colors: ['Black', 'Purple'],
      stockQuantity: grid.reduce((s, v) => s + v.stockQuantity, 0),
      variantStock: grid,
    });

  const detail = async (id: string) =>
    (await t.http().get(`/api/products/${id}`).expect(200)).body as Product;

  const variantsInDb = async (productId: string) =>
    (
      (await t.dataSource.query(
        'SELECT size, color, quantity FROM product_variant_stock WHERE productId = ? ORDER BY size, color',
        [productId],
      )) as Array<{ size: string; color: string; quantity: number | string }>
    ).map((r) => ({ size: r.size, color: r.color, quantity: Number(r.quantity) }));

  /** `qty` of one size and colour of `product`, checked out as Layla. */
  const orderOne = (product: Product, qty: number, size: string, color: string) =>
    postOrder(t, checkout([{ product, qty, size, color }]));

  function checkout(
    lines: Array<{ product: Product; qty: number; size: string; color?: string | null }>,
    customerName = 'Layla Haddad',
  ): PlaceOrderRequest {
    const subtotal = lines.reduce(
      (sum, l) => sum + Math.round(l.product.priceAED * 100) * l.qty,
      0,
    );
    return {
      customerName,
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Jumeirah',
      items: lines.map((l) => ({
        productId: l.product.id,
        size: l.size,
        color: l.color ?? undefined,
        qty: l.qty,
      })),
      subtotalAED: subtotal / 100,
      deliveryAED: 20,
      totalAED: (subtotal + 2000) / 100,
    };
  }

  describe('admin writes and answers', () => {
    // First: the dashboard lists 5, and later tests leave sold-out variants behind.
    it('low stock lists products with a low variant, with their variants', async () => {
      const p = await createProduct(t, admin, 'HOODIES', {
        title: 'Low Variant Hoodie',
        sizes: ['S', 'M'],
        lowStockThreshold: 2,
        stockQuantity: 21,
        variantStock: [
          { size: 'S', color: null, stockQuantity: 1 },
          { size: 'M', color: null, stockQuantity: 20 },
        ],
      });
      const stats = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
      const low = stats.lowStockProducts.find((x) => x.id === p.id);
      expect(low?.variantStock).toEqual(p.variantStock);
    });

    it('stores the grid, computes the total and answers it on the detail, admin and public', async () => {
      const input = await productInput(t, 'HOODIES', {
        sizes: ['L', 'S', 'M'],
        colors: ['Purple', 'Black'],
        variantStock: [...HOODIE_GRID].reverse(),
      });
      delete (input as Partial<typeof input>).stockQuantity;
      const res = await admin.post('/api/admin/products').send(input).expect(201);
      const created = res.body as Product;
      expect(created.stockQuantity).toBe(7);
      expect(created.inStock).toBe(true);
      // Sizes then colours in their list order; no colour would be null.
      expect(created.variantStock).toEqual(HOODIE_GRID);
      expect((await detail(created.slug)).variantStock).toEqual(HOODIE_GRID);
      expect(await variantsInDb(created.id)).toHaveLength(4);

      // The list stays lean: no variantStock; total and inStock as always.
      const list = (await t.http().get('/api/products?limit=50').expect(200))
        .body as ProductListResponse;
      const listed = list.products.find((p) => p.id === created.id)!;
      expect(listed).not.toHaveProperty('variantStock');
      expect(listed.stockQuantity).toBe(7);
    });

    it('answers variantStock null for a product with one stock number; the contract body is unchanged', async () => {
      const plain = await createProduct(t, admin, 'HOODIES', { stockQuantity: 3 });
      expect(plain.variantStock).toBeNull();
      expect(plain.stockQuantity).toBe(3);
      expect((await detail(plain.id)).variantStock).toBeNull();
    });

    it('refuses a stockQuantity beside it that differs from the sum (400 errors.variantStock)', async () => {
      const res = await admin
        .post('/api/admin/products')
        .send(
          await productInput(t, 'HOODIES', {
            sizes: ['S', 'M', 'L'],
            colors: ['Black', 'Purple'],
            stockQuantity: 10,
            variantStock: HOODIE_GRID,
          }),
        )
        .expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errors: { variantStock: VARIANT_MSG.totalMismatch(7) },
      });
    });

    it.each([
      [[{ size: 'XXL', color: 'Black', stockQuantity: 1 }], VARIANT_MSG.sizeInvalid('XXL')],
      [[{ size: 'M', color: 'Red', stockQuantity: 1 }], VARIANT_MSG.colorInvalid('Red')],
      [[{ size: 'M', color: null, stockQuantity: 1 }], VARIANT_MSG.colorRequired('M')],
      [
        [{ size: 'M', color: 'Black', stockQuantity: -1 }],
        VARIANT_MSG.quantityInvalid('M / Black'),
      ],
      [
        [{ size: 'M', color: 'Black', stockQuantity: 1.5 }],
        VARIANT_MSG.quantityInvalid('M / Black'),
      ],
      [
        [
          { size: 'M', color: 'Black', stockQuantity: 1 },
          { size: 'M', color: 'Black', stockQuantity: 2 },
        ],
        VARIANT_MSG.duplicate('M / Black'),
      ],
      [[], VARIANT_MSG.empty],
      ['lots', VARIANT_MSG.notAList],
    ])('refuses a bad entry with 400 naming variantStock (%j)', async (variantStock, message) => {
      const res = await admin
        .post('/api/admin/products')
        .send({
          ...(await productInput(t, 'HOODIES', { sizes: ['S', 'M'], colors: ['Black'] })),
          variantStock,
        })
        .expect(400);
      expect(res.body.errors.variantStock).toBe(message);
    });

    it('a product without sizes or colours uses N/A and null', async () => {
      const cap = await createProduct(t, admin, 'HOODIES', {
        colors: ['Red', 'Blue'],
        stockQuantity: 5,
        variantStock: [
          { size: 'N/A', color: 'Red', stockQuantity: 5 },
          { size: 'N/A', color: 'Blue', stockQuantity: 0 },
        ],
      });
      expect(cap.variantStock).toEqual([
        { size: 'N/A', color: 'Red', stockQuantity: 5 },
        { size: 'N/A', color: 'Blue', stockQuantity: 0 },
      ]);
      const res = await admin
        .post('/api/admin/products')
        .send(
          await productInput(t, 'HOODIES', {
            stockQuantity: 1,
            variantStock: [{ size: 'M', color: null, stockQuantity: 1 }],
          }),
        )
        .expect(400);
      expect(res.body.errors.variantStock).toBe(VARIANT_MSG.noSizes);
    });

    it('updates: leaving it out keeps it, a changed grid replaces it, null switches it off keeping the total', async () => {
      const p = await hoodieWithGrid('Update Hoodie');
      const base = await productInput(t, 'HOODIES', {
        sku: p.sku,
        slug: p.slug,
        title: 'Update Hoodie (renamed)',
        sizes: ['S', 'M', 'L'],
        colors: ['Black', 'Purple'],
        stockQuantity: 7,
      });
      // Left out: kept.
      let res = await admin.put(`/api/admin/products/${p.id}`).send(base).expect(200);
      expect((res.body as Product).variantStock).toEqual(HOODIE_GRID);
      // A spec-only client sending another total for a tracked product: 400 naming it.
      res = await admin
        .put(`/api/admin/products/${p.id}`)
        .send({ ...base, stockQuantity: 50 })
        .expect(400);
      expect(res.body.errors.stockQuantity).toBe(VARIANT_MSG.trackedTotal(7));
      // A new grid.
      const grid = [{ size: 'S', color: 'Black', stockQuantity: 9 }];
      res = await admin
        .put(`/api/admin/products/${p.id}`)
        .send({ ...base, stockQuantity: 9, variantStock: grid })
        .expect(200);
      expect(res.body).toMatchObject({ stockQuantity: 9, variantStock: grid });
      expect(await variantsInDb(p.id)).toEqual([{ size: 'S', color: 'Black', quantity: 9 }]);
      // Off: one number again, the total kept.
      res = await admin
        .put(`/api/admin/products/${p.id}`)
        .send({ ...base, stockQuantity: 9, variantStock: null })
        .expect(200);
      expect(res.body).toMatchObject({ stockQuantity: 9, variantStock: null });
      expect(await variantsInDb(p.id)).toEqual([]);
    });

    it('changing sizes or colours so a variant no longer fits is a 400 unless it is removed in the same call', async () => {
      const p = await hoodieWithGrid('Fit Hoodie');
      const base = await productInput(t, 'HOODIES', {
        sku: p.sku,
        slug: p.slug,
        title: p.title,
        sizes: ['M', 'L'],
        colors: ['Black', 'Purple'],
        stockQuantity: 7,
      });
      let res = await admin.put(`/api/admin/products/${p.id}`).send(base).expect(400);
      expect(res.body.errors.variantStock).toBe(VARIANT_MSG.noLongerFits('S / Black'));
      const grid = HOODIE_GRID.filter((v) => v.size !== 'S');
      res = await admin
        .put(`/api/admin/products/${p.id}`)
        .send({ ...base, stockQuantity: 6, variantStock: grid })
        .expect(200);
      expect(res.body).toMatchObject({ sizes: ['M', 'L'], stockQuantity: 6, variantStock: grid });
    });

    it('bumps the catalog: a cached detail shows the new grid at once', async () => {
      const p = await hoodieWithGrid('Cache Hoodie');
      expect((await detail(p.slug)).variantStock).toEqual(HOODIE_GRID);
      const grid = HOODIE_GRID.map((v) => ({ ...v, stockQuantity: v.size === 'S' ? 0 : 1 }));
      // Same total as before would not change the page key by stock: the update time does.
      await admin
        .put(`/api/admin/products/${p.id}`)
        .send(
          await productInput(t, 'HOODIES', {
            sku: p.sku,
            slug: p.slug,
            title: p.title,
            sizes: p.sizes,
            colors: p.colors,
            stockQuantity: 3,
            variantStock: grid,
          }),
        )
        .expect(200);
      expect((await detail(p.slug)).variantStock).toEqual(grid);
    });
  });

  describe('orders', () => {
    it('takes from the variant and the total; a short variant is a 409 naming it', async () => {
      const p = await hoodieWithGrid('Drip Hoodie');
      await orderOne(p, 1, 'L', 'Black').expect(201);
      let now = await detail(p.id);
      expect(now.stockQuantity).toBe(6);
      expect(now.variantStock).toContainEqual({ size: 'L', color: 'Black', stockQuantity: 3 });

      let res = await orderOne(p, 3, 'M', 'Black').expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'Only 2 left of "Drip Hoodie" in M / Black',
        productId: p.id,
        size: 'M',
        color: 'Black',
        available: 2,
      });
      console.log(`409 (short variant): ${JSON.stringify(res.body)}`);
      res = await orderOne(p, 1, 'M', 'Purple').expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: '"Drip Hoodie" in M / Purple is out of stock',
        productId: p.id,
        size: 'M',
        color: 'Purple',
        available: 0,
      });
      console.log(`409 (sold-out variant): ${JSON.stringify(res.body)}`);
      // Two lines of the same variant count together.
      res = await t
        .http()
        .post('/api/orders')
        .send(
          checkout([
            { product: p, qty: 1, size: 'M', color: 'Black' },
            { product: p, qty: 2, size: 'M', color: 'Black' },
          ]),
        )
        .expect(409);
      expect(res.body.message).toBe(VARIANT_MSG.notEnoughStock('Drip Hoodie', 'M', 'Black', 2));
      now = await detail(p.id);
      expect(now.stockQuantity).toBe(6);
    });

    it('a line for a pair the product does not sell is a 400', async () => {
      const p = await hoodieWithGrid('Pair Hoodie');
      // S / Purple: both in the lists, but no such variant.
      let res = await orderOne(p, 1, 'S', 'Purple').expect(400);
      expect(res.body.errors['items.0.color']).toBe(
        VARIANT_MSG.unknownVariant('Pair Hoodie', 'S', 'Purple'),
      );
      // No colour on a product that tracks colours.
      res = await postOrder(t, checkout([{ product: p, qty: 1, size: 'S' }])).expect(400);
      expect(res.body.errors['items.0.color']).toBe(
        VARIANT_MSG.unknownVariant('Pair Hoodie', 'S', null),
      );
    });

    it('cancel and delete restore the variant; moving back takes it again or answers 409', async () => {
      const p = await hoodieWithGrid('Status Hoodie');
      const placed = await orderOne(p, 2, 'M', 'Black').expect(201);
      const order = placed.body.order as Order;
      const m = async () => (await detail(p.id)).variantStock!.find((v) => v.size === 'M')!;
      expect((await m()).stockQuantity).toBe(0);
      const setStatus = (status: string) =>
        admin.put(`/api/admin/orders/${order.id}/status`).send({ status });

      await setStatus('CANCELLED').expect(200);
      expect((await m()).stockQuantity).toBe(2);
      expect((await detail(p.id)).stockQuantity).toBe(7);
      await setStatus('CONFIRMED').expect(200);
      expect((await m()).stockQuantity).toBe(0);
      expect((await detail(p.id)).stockQuantity).toBe(5);
      await setStatus('CANCELLED').expect(200);

      // Someone buys one M / Black: the cancelled order's two are no longer there.
      await orderOne(p, 1, 'M', 'Black').expect(201);
      const res = await setStatus('PENDING').expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'Only 1 left of "Status Hoodie" in M / Black',
        productId: p.id,
        size: 'M',
        color: 'Black',
        available: 1,
      });
      console.log(`409 (moving a cancelled order back): ${JSON.stringify(res.body)}`);
      expect((await detail(p.id)).stockQuantity).toBe(6);

      // Deleting an open order puts its variant back.
      const other = await orderOne(p, 3, 'L', 'Black').expect(201);
      expect((await detail(p.id)).stockQuantity).toBe(3);
      await admin.delete(`/api/admin/orders/${(other.body.order as Order).id}`).expect(204);
      const after = await detail(p.id);
      expect(after.stockQuantity).toBe(6);
      expect(after.variantStock).toContainEqual({ size: 'L', color: 'Black', stockQuantity: 4 });
    });

    it('products without variant stock order exactly as before', async () => {
      const plain = await createProduct(t, admin, 'HOODIES', {
        title: 'Plain Tee',
        sizes: ['M'],
        colors: ['Black'],
        stockQuantity: 2,
      });
      const res = await orderOne(plain, 3, 'M', 'Black').expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: MSG.notEnoughStock('Plain Tee', 2),
        productId: plain.id,
        available: 2,
      });
      await postOrder(t, checkout([{ product: plain, qty: 2, size: 'M' }])).expect(201);
      expect((await detail(plain.id)).stockQuantity).toBe(0);
    });

    it('sells a variant of 5 units to exactly 5 of 30 concurrent orders, touching nothing else', async () => {
      const grid: VariantStock[] = [
        { size: 'M', color: 'Black', stockQuantity: 5 },
        { size: 'L', color: 'Black', stockQuantity: 7 },
      ];
      const p = await createProduct(t, admin, 'HOODIES', {
        title: `Variant Drop ${dbKind()}`,
        priceAED: 50,
        sizes: ['M', 'L'],
        colors: ['Black'],
        stockQuantity: 12,
        variantStock: grid,
      });
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t
            .http()
            .post('/api/orders')
            .send(checkout([{ product: p, qty: 1, size: 'M', color: 'Black' }], `Buyer ${i}`)),
        ),
      );
      const ms = Date.now() - started;
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(25);
      for (const r of results.filter((x) => x.status === 409)) {
        expect(r.body).toMatchObject({ size: 'M', color: 'Black', available: 0 });
      }
      const after = await detail(p.id);
      expect(after.stockQuantity).toBe(7);
      expect(after.variantStock).toEqual([
        { size: 'M', color: 'Black', stockQuantity: 0 },
        { size: 'L', color: 'Black', stockQuantity: 7 },
      ]);
      const [{ n }] = (await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM order_items WHERE productId = ?',
        [p.id],
      )) as Array<{ n: number | string }>;
      expect(Number(n)).toBe(5);
      console.log(`variant race on ${dbKind()}: 30 orders in ${ms} ms, 5 placed`);
    });
  });
});
