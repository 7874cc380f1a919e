import type { OrderableProduct, StockLine } from '../catalog/stock-lines';
import {
  cartProblem,
  eligibleSubtotalFils,
  normalizePromoCode,
  pricePromotions,
  promoMessage,
  PROMO_MSG,
  windowProblem,
} from '../contract';
import type { DeliveryRules, PromotionLine, PromotionRule, PromotionScope } from '../contract';
import { currentFigures, matchesClientFigures, priceDelivery, withPromotions } from './pricing';

// The cart: two hoodies (category C1) at 149.50, a tee (C2) on sale at 59.95, three charms
// (C1) at 39.95. Subtotal 478.80 AED, of which 59.95 at a sale price.
const LINES: PromotionLine[] = [
  { productId: 'A', categoryId: 'C1', unitFils: 14_950, qty: 2, onSale: false },
  { productId: 'B', categoryId: 'C2', unitFils: 5_995, qty: 1, onSale: true },
  { productId: 'D', categoryId: 'C1', unitFils: 3_995, qty: 3, onSale: false },
];
const SUBTOTAL = 47_880;
const FEE = 2_000;

const rule = (changes: Partial<PromotionRule>): PromotionRule => ({
  id: 'p1',
  code: 'CODE',
  kind: 'percent',
  value: 10,
  appliesTo: { all: true },
  minSubtotalFils: null,
  excludeSaleItems: false,
  combinable: false,
  ...changes,
});

const rules = (changes: Partial<DeliveryRules> = {}): DeliveryRules => ({
  deliveryFils: FEE,
  byCityFils: {},
  freeFromFils: null,
  codFeeFils: 0,
  codMaxFils: null,
  ...changes,
});

describe('promotions: the money (integer fils)', () => {
  // Every scope, with the eligible subtotal written out for sale lines in and out.
  const scopes: Array<[string, PromotionScope, number, number]> = [
    ['every line', { all: true }, 47_880, 41_885],
    ['category C1', { categoryIds: ['C1'] }, 41_885, 41_885],
    ['category C2 (the sale tee)', { categoryIds: ['C2'] }, 5_995, 0],
    ['product B (the sale tee)', { productIds: ['B'] }, 5_995, 0],
    ['products A and B', { productIds: ['A', 'B'] }, 35_895, 29_900],
    ['a category not in the cart', { categoryIds: ['C3'] }, 0, 0],
  ];
  // Every kind, with the discount of each eligible subtotal written out (half-up to the fils).
  const kinds: Array<[string, Pick<PromotionRule, 'kind' | 'value'>, Record<number, number>]> = [
    [
      '10%',
      { kind: 'percent', value: 10 },
      { 47_880: 4_788, 41_885: 4_189, 5_995: 600, 35_895: 3_590, 29_900: 2_990 },
    ],
    [
      '15%',
      { kind: 'percent', value: 15 },
      { 47_880: 7_182, 41_885: 6_283, 5_995: 899, 35_895: 5_384, 29_900: 4_485 },
    ],
    [
      '90%',
      { kind: 'percent', value: 90 },
      { 47_880: 43_092, 41_885: 37_697, 5_995: 5_396, 35_895: 32_306, 29_900: 26_910 },
    ],
    [
      'AED 50',
      { kind: 'fixed', value: 5_000 },
      { 47_880: 5_000, 41_885: 5_000, 5_995: 5_000, 35_895: 5_000, 29_900: 5_000 },
    ],
    [
      'AED 100 (more than the tee)',
      { kind: 'fixed', value: 10_000 },
      { 47_880: 10_000, 41_885: 10_000, 5_995: 5_995, 35_895: 10_000, 29_900: 10_000 },
    ],
    [
      'AED 1000 (more than the cart)',
      { kind: 'fixed', value: 100_000 },
      { 47_880: 47_880, 41_885: 41_885, 5_995: 5_995, 35_895: 35_895, 29_900: 29_900 },
    ],
    [
      'free delivery',
      { kind: 'freeDelivery', value: 0 },
      { 47_880: 0, 41_885: 0, 5_995: 0, 35_895: 0, 29_900: 0 },
    ],
  ];
  const minima: Array<[string, number | null]> = [
    ['no minimum', null],
    ['minimum 1 fils below the subtotal', SUBTOTAL - 1],
    ['minimum at the subtotal', SUBTOTAL],
    ['minimum 1 fils above the subtotal', SUBTOTAL + 1],
  ];
  // The shop's free delivery compares with the subtotal before discount.
  const thresholds: Array<[string, number | null, boolean]> = [
    ['no free-delivery threshold', null, false],
    ['free delivery from the subtotal', SUBTOTAL, true],
    ['free delivery from 1 fils above the subtotal', SUBTOTAL + 1, false],
  ];

  for (const [kindName, kind, discounts] of kinds) {
    for (const [scopeName, appliesTo, withSale, withoutSale] of scopes) {
      for (const excludeSaleItems of [false, true]) {
        const eligible = excludeSaleItems ? withoutSale : withSale;
        it(`${kindName} on ${scopeName}, sale lines ${excludeSaleItems ? 'out' : 'in'}`, () => {
          const promotion = rule({ ...kind, appliesTo, excludeSaleItems });
          expect(eligibleSubtotalFils(promotion, LINES)).toBe(eligible);
          for (const [minName, minSubtotalFils] of minima) {
            for (const [freeName, freeFromFils, shopFree] of thresholds) {
              for (const codFeeFils of [0, 725]) {
                const code = { ...promotion, minSubtotalFils };
                const where = `${minName}, ${freeName}, COD fee ${codFeeFils}`;
                const problem = cartProblem(code, LINES);
                if (minSubtotalFils === SUBTOTAL + 1) {
                  expect([where, problem]).toEqual([
                    where,
                    { code: 'PROMO_MINIMUM', missingFils: 1 },
                  ]);
                  continue;
                }
                if (eligible === 0) {
                  expect([where, problem]).toEqual([where, { code: 'PROMO_NOT_APPLICABLE' }]);
                  continue;
                }
                expect([where, problem]).toEqual([where, null]);
                const discount = discounts[eligible];
                const delivery = shopFree || kind.kind === 'freeDelivery' ? 0 : FEE;
                const total = SUBTOTAL - discount + delivery + codFeeFils;
                // The total is never below delivery + COD fee.
                expect(total).toBeGreaterThanOrEqual(delivery + codFeeFils);
                const maxima: Array<[number | null, boolean]> = [
                  [null, false],
                  [total - 1, true],
                  [total, false],
                ];
                for (const [codMaxFils, above] of maxima) {
                  const price = pricePromotions(
                    LINES,
                    'Dubai',
                    rules({ freeFromFils, codFeeFils, codMaxFils }),
                    { automatic: [], code },
                  );
                  expect([where, codMaxFils, price]).toEqual([
                    where,
                    codMaxFils,
                    {
                      subtotalFils: SUBTOTAL,
                      discountFils: discount,
                      deliveryFils: delivery,
                      codFeeFils,
                      totalFils: total,
                      freeDelivery: kind.kind === 'freeDelivery',
                      applied: [
                        {
                          promotionId: 'p1',
                          code: 'CODE',
                          kind: kind.kind,
                          discountFils: discount,
                          freeDelivery: kind.kind === 'freeDelivery',
                        },
                      ],
                      aboveCodMax: above,
                    },
                  ]);
                }
              }
            }
          }
        });
      }
    }
  }

  it('rounds a percentage half-up to the fils: 10% of 59.95 is 6.00, of 59.94 is 5.99', () => {
    const tee = (unitFils: number): PromotionLine[] => [
      { productId: 'B', categoryId: 'C2', unitFils, qty: 1, onSale: false },
    ];
    expect(
      pricePromotions(tee(5_995), 'Dubai', rules(), { automatic: [], code: rule({}) }).discountFils,
    ).toBe(600);
    expect(
      pricePromotions(tee(5_994), 'Dubai', rules(), { automatic: [], code: rule({}) }).discountFils,
    ).toBe(599);
    expect(
      pricePromotions(tee(5), 'Dubai', rules(), { automatic: [], code: rule({}) }).discountFils,
    ).toBe(1);
    expect(
      pricePromotions(tee(4), 'Dubai', rules(), { automatic: [], code: rule({}) }).discountFils,
    ).toBe(0);
  });

  describe('automatic offers and codes', () => {
    const tenPct = rule({ id: 'auto-10', code: null, kind: 'percent', value: 10 });
    const aed60 = rule({ id: 'auto-60', code: null, kind: 'fixed', value: 6_000 });
    const freeShip = rule({ id: 'auto-free', code: null, kind: 'freeDelivery', value: 0 });

    it('applies the single best automatic offer for the shopper', () => {
      const price = pricePromotions(LINES, 'Dubai', rules(), {
        automatic: [tenPct, aed60, freeShip],
        code: null,
      });
      expect(price.applied.map((a) => a.promotionId)).toEqual(['auto-60']);
      expect([price.discountFils, price.deliveryFils, price.totalFils]).toEqual([
        6_000,
        FEE,
        43_880,
      ]);
    });

    it('counts the delivery fee a free-delivery offer saves', () => {
      const price = pricePromotions(LINES, 'Al Ain', rules({ byCityFils: { 'Al Ain': 8_000 } }), {
        automatic: [aed60, freeShip],
        code: null,
      });
      expect(price.applied.map((a) => a.promotionId)).toEqual(['auto-free']);
      expect([price.discountFils, price.deliveryFils, price.totalFils]).toEqual([0, 0, SUBTOTAL]);
    });

    it('takes the first listed on a tie, and leaves out offers that do not apply', () => {
      const twin = { ...aed60, id: 'auto-60-later' };
      const tooHigh = { ...tenPct, id: 'auto-min', value: 90, minSubtotalFils: SUBTOTAL + 1 };
      const price = pricePromotions(LINES, 'Dubai', rules(), {
        automatic: [tooHigh, aed60, twin],
        code: null,
      });
      expect(price.applied.map((a) => a.promotionId)).toEqual(['auto-60']);
    });

    it('a code replaces the automatic offer, even a better one', () => {
      const code = rule({ id: 'code-5', code: 'SMALL', kind: 'fixed', value: 500 });
      const price = pricePromotions(LINES, 'Dubai', rules(), { automatic: [aed60], code });
      expect(price.applied.map((a) => a.code)).toEqual(['SMALL']);
      expect(price.totalFils).toBe(SUBTOTAL - 500 + FEE);
    });

    it('a combinable code applies with the automatic offer, the automatic one first', () => {
      const code = rule({ id: 'code-10', code: 'MORE', combinable: true });
      const price = pricePromotions(LINES, 'Dubai', rules(), {
        automatic: [aed60, freeShip],
        code,
      });
      expect(price.applied).toEqual([
        {
          promotionId: 'auto-60',
          code: null,
          kind: 'fixed',
          discountFils: 6_000,
          freeDelivery: false,
        },
        {
          promotionId: 'code-10',
          code: 'MORE',
          kind: 'percent',
          discountFils: 4_788,
          freeDelivery: false,
        },
      ]);
      expect(price.totalFils).toBe(SUBTOTAL - 10_788 + FEE);
    });

    it('discounts together never exceed the subtotal: the total stays delivery + COD fee', () => {
      const big = rule({ id: 'auto-big', code: null, kind: 'fixed', value: 40_000 });
      const code = rule({ id: 'code-90', code: 'HUGE', value: 90, combinable: true });
      const price = pricePromotions(LINES, 'Dubai', rules({ codFeeFils: 725 }), {
        automatic: [big],
        code,
      });
      expect(price.applied.map((a) => a.discountFils)).toEqual([40_000, 7_880]);
      expect([price.discountFils, price.totalFils]).toEqual([SUBTOTAL, FEE + 725]);
    });

    it('a combinable free-delivery code with a percent offer: both', () => {
      const code = rule({ id: 'code-free', code: 'SHIP', kind: 'freeDelivery', combinable: true });
      const price = pricePromotions(LINES, 'Dubai', rules(), { automatic: [tenPct], code });
      expect([price.discountFils, price.deliveryFils, price.freeDelivery]).toEqual([
        4_788,
        0,
        true,
      ]);
    });
  });

  it('says when a promotion runs: not started, running, expired (the end excluded)', () => {
    const p = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T20:00:00.000Z' };
    expect(windowProblem(p, new Date('2026-11-30T23:59:59.999Z'))).toBe('PROMO_NOT_STARTED');
    expect(windowProblem(p, new Date('2026-12-01T00:00:00.000Z'))).toBeNull();
    expect(windowProblem(p, new Date('2026-12-31T19:59:59.999Z'))).toBeNull();
    expect(windowProblem(p, new Date('2026-12-31T20:00:00.000Z'))).toBe('PROMO_EXPIRED');
    expect(windowProblem({ startsAt: null, endsAt: null }, new Date(0))).toBeNull();
  });

  it('reads codes case-insensitively: 3-32 of A-Z 0-9 - _', () => {
    expect(normalizePromoCode(' summer-10_x ')).toBe('SUMMER-10_X');
    expect(normalizePromoCode('abc')).toBe('ABC');
    expect(normalizePromoCode('X'.repeat(32))).toBe('X'.repeat(32));
    for (const bad of ['ab', 'X'.repeat(33), 'SUM MER', 'ÉTÉ10', 'A!B', '', 10, null]) {
      expect(normalizePromoCode(bad)).toBeNull();
    }
  });

  it('words the refusals as the contract says', () => {
    expect(promoMessage('PROMO_MINIMUM', 12.5)).toBe('Add AED 12.50 more to use this code.');
    expect(promoMessage('PROMO_MINIMUM', 100)).toBe('Add AED 100 more to use this code.');
    expect(promoMessage('PROMO_UNKNOWN')).toBe("This code doesn't exist.");
    expect(PROMO_MSG.PROMO_PHONE_LIMIT).toBe("You've already used this code.");
  });
});

describe('promotions in the order figures (pricing.ts)', () => {
  const product = (id: string, unitPriceFils: number, onSale = false): OrderableProduct => ({
    id,
    title: `Product ${id}`,
    image: '',
    unitPriceFils,
    available: 10,
    categoryId: 'C1',
    onSale,
  });
  const lines: StockLine[] = [{ productId: 'A', size: 'M', qty: 2 }];
  const products = [product('A', 14_950)];

  it('without promotions: the same figures and the same 409 body as before', () => {
    const price = priceDelivery(lines, products, 'Dubai', rules());
    expect([price.discountFils, price.applied, price.promoCode]).toEqual([0, [], null]);
    const aed = { subtotalAED: 299, deliveryAED: 20, totalAED: 319 };
    expect(matchesClientFigures(price, aed)).toBe(true);
    expect(Object.keys(currentFigures(price, {})).sort()).toEqual([
      'deliveryAED',
      'items',
      'subtotalAED',
      'totalAED',
    ]);
  });

  it('with a code: the discount must match when sent, and the 409 carries it', () => {
    const promo = pricePromotions(
      [{ productId: 'A', categoryId: 'C1', unitFils: 14_950, qty: 2, onSale: false }],
      'Dubai',
      rules(),
      { automatic: [], code: rule({}) },
    );
    const price = withPromotions(lines, products, promo, 'CODE');
    expect([price.subtotalFils, price.discountFils, price.deliveryFils, price.totalFils]).toEqual([
      29_900, 2_990, 2_000, 28_910,
    ]);
    const aed = { subtotalAED: 299, deliveryAED: 20, totalAED: 289.1 };
    expect(matchesClientFigures(price, aed)).toBe(true);
    expect(matchesClientFigures(price, { ...aed, discountAED: 29.9 })).toBe(true);
    expect(matchesClientFigures(price, { ...aed, discountAED: 29.91 })).toBe(false);
    expect(matchesClientFigures(price, { ...aed, totalAED: 319 })).toBe(false);
    expect(currentFigures(price)).toMatchObject({
      totalAED: 289.1,
      discountAED: 29.9,
      promotions: [{ code: 'CODE', kind: 'percent', discountAED: 29.9, freeDelivery: false }],
    });
  });
});
