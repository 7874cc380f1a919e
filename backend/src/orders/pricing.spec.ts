import type { OrderableProduct, StockLine } from '../catalog/stock-lines';
import { currentFigures, matchesClientFigures, priceOrder } from './pricing';

const product = (id: string, unitPriceFils: number, available = 10): OrderableProduct => ({
  id,
  title: `Product ${id}`,
  image: `/uploads/${id}.webp`,
  unitPriceFils,
  available,
});

describe('order pricing', () => {
  const hoodie = product('p-hoodie', 19_900, 3);
  const charm = product('p-charm', 3_950);
  const lines: StockLine[] = [
    { productId: 'p-hoodie', size: 'M', color: 'Black', qty: 2 },
    { productId: 'p-charm', size: 'N/A', qty: 3 },
  ];

  it('prices each line at the product price, then subtotal, delivery and total in fils', () => {
    const price = priceOrder(lines, [hoodie, charm], 2_000);
    expect(price.lines.map((l) => [l.productId, l.unitFils, l.qty, l.color])).toEqual([
      ['p-hoodie', 19_900, 2, 'Black'],
      ['p-charm', 3_950, 3, null],
    ]);
    expect(price.subtotalFils).toBe(2 * 19_900 + 3 * 3_950);
    expect(price.deliveryFils).toBe(2_000);
    expect(price.totalFils).toBe(2 * 19_900 + 3 * 3_950 + 2_000);
  });

  it('prices two lines of one product separately (another size or colour)', () => {
    const twice: StockLine[] = [
      { productId: 'p-hoodie', size: 'S', qty: 1 },
      { productId: 'p-hoodie', size: 'L', qty: 1 },
    ];
    const price = priceOrder(twice, [hoodie, hoodie], 0);
    expect(price.lines).toHaveLength(2);
    expect(price.totalFils).toBe(39_800);
  });

  it('has no rounding drift: 0.10 AED three times is exactly 0.30', () => {
    const dime = product('p-dime', 10);
    const price = priceOrder([{ productId: 'p-dime', size: 'N/A', qty: 3 }], [dime], 20);
    expect(currentFigures(price)).toMatchObject({
      subtotalAED: 0.3,
      deliveryAED: 0.2,
      totalAED: 0.5,
    });
    expect(
      matchesClientFigures(price, { subtotalAED: 0.1 * 3, deliveryAED: 0.2, totalAED: 0.5 }),
    ).toBe(true);
  });

  it('accepts exactly the server figures and refuses any other', () => {
    const price = priceOrder(lines, [hoodie, charm], 2_000);
    const right = { subtotalAED: 516.5, deliveryAED: 20, totalAED: 536.5 };
    expect(matchesClientFigures(price, right)).toBe(true);
    expect(matchesClientFigures(price, { ...right, subtotalAED: 516.49 })).toBe(false);
    expect(matchesClientFigures(price, { ...right, deliveryAED: 0, totalAED: 516.5 })).toBe(false);
    expect(matchesClientFigures(price, { ...right, totalAED: 1 })).toBe(false);
  });

  it('says the current figures in AED with each line title, price and stock', () => {
    const price = priceOrder(lines, [hoodie, charm], 2_000);
    expect(currentFigures(price)).toEqual({
      items: [
        {
          productId: 'p-hoodie',
          size: 'M',
          color: 'Black',
          qty: 2,
          title: 'Product p-hoodie',
          priceAED: 199,
          available: 3,
        },
        {
          productId: 'p-charm',
          size: 'N/A',
          color: null,
          qty: 3,
          title: 'Product p-charm',
          priceAED: 39.5,
          available: 10,
        },
      ],
      subtotalAED: 516.5,
      deliveryAED: 20,
      totalAED: 536.5,
    });
  });
});
