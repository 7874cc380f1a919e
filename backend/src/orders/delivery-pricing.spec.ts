import type { OrderableProduct, StockLine } from '../catalog/stock-lines';
import {
  cityFeesError,
  CITIES,
  couriersError,
  deliveryFeeFils,
  DELIVERY_MSG,
  missingForFreeDeliveryFils,
  orderCharges,
} from '../contract';
import type { City, DeliveryRules } from '../contract';
import { aboveCodMax, currentFigures, matchesClientFigures, priceDelivery } from './pricing';

const product = (id: string, unitPriceFils: number): OrderableProduct => ({
  id,
  title: `Product ${id}`,
  image: `/uploads/${id}.webp`,
  unitPriceFils,
  available: 10,
});

const FLAT: DeliveryRules = {
  deliveryFils: 2_000,
  byCityFils: {},
  freeFromFils: null,
  codFeeFils: 0,
  codMaxFils: null,
};

describe('delivery and cash-on-delivery pricing (integer fils)', () => {
  // A hoodie at 149.50 twice and a charm at 39.95: subtotal 338.95 AED.
  const hoodie = product('p-hoodie', 14_950);
  const charm = product('p-charm', 3_995);
  const lines: StockLine[] = [
    { productId: 'p-hoodie', size: 'M', qty: 2 },
    { productId: 'p-charm', size: 'N/A', qty: 1 },
  ];
  const SUBTOTAL = 2 * 14_950 + 3_995; // 33_895

  it('with every new setting at its default prices exactly as before: subtotal + flat fee', () => {
    for (const city of CITIES) {
      const price = priceDelivery(lines, [hoodie, charm], city, FLAT);
      expect([price.subtotalFils, price.deliveryFils, price.codFeeFils, price.totalFils]).toEqual([
        33_895, 2_000, 0, 35_895,
      ]);
      expect(currentFigures(price)).toEqual(
        expect.not.objectContaining({ codFeeAED: expect.anything() }),
      );
      expect(aboveCodMax(price, FLAT)).toBe(false);
    }
  });

  // Every combination of: a city fee (city listed or not), a threshold (none, below, at, above
  // the subtotal), a COD fee (0 or 7.25) and a maximum (none, below, at, above the total).
  const cityFees: Array<[string, Partial<Record<City, number>>]> = [
    ['no city fees', {}],
    ['Al Ain 35.50, Fujairah 0', { 'Al Ain': 3_550, Fujairah: 0 }],
  ];
  const thresholds: Array<[string, number | null]> = [
    ['never free', null],
    ['free from 338.94 (below)', SUBTOTAL - 1],
    ['free from 338.95 (at)', SUBTOTAL],
    ['free from 338.96 (above)', SUBTOTAL + 1],
  ];
  const codFees = [0, 725];
  const cities: City[] = ['Dubai', 'Al Ain', 'Fujairah'];

  /** The expected delivery fee, written out case by case. */
  function expectedDelivery(
    byCity: Partial<Record<City, number>>,
    free: number | null,
    city: City,
  ) {
    if (free !== null && SUBTOTAL >= free) return 0;
    if (city === 'Al Ain' && byCity['Al Ain'] !== undefined) return 3_550;
    if (city === 'Fujairah' && byCity.Fujairah !== undefined) return 0;
    return 2_000;
  }

  for (const [feesName, byCityFils] of cityFees) {
    for (const [freeName, freeFromFils] of thresholds) {
      for (const codFeeFils of codFees) {
        for (const city of cities) {
          const delivery = expectedDelivery(byCityFils, freeFromFils, city);
          const total = SUBTOTAL + delivery + codFeeFils;
          const maxima: Array<[string, number | null, boolean]> = [
            ['no maximum', null, false],
            ['maximum 1 fils below the total', total - 1, true],
            ['maximum at the total', total, false],
            ['maximum 1 fils above the total', total + 1, false],
          ];
          for (const [maxName, codMaxFils, refused] of maxima) {
            it(`${feesName}, ${freeName}, COD fee ${codFeeFils} fils, ${maxName}, to ${city}`, () => {
              const rules: DeliveryRules = {
                deliveryFils: 2_000,
                byCityFils,
                freeFromFils,
                codFeeFils,
                codMaxFils,
              };
              const price = priceDelivery(lines, [hoodie, charm], city, rules);
              expect(price.subtotalFils).toBe(SUBTOTAL);
              expect(price.deliveryFils).toBe(delivery);
              expect(price.codFeeFils).toBe(codFeeFils);
              expect(price.totalFils).toBe(total);
              expect(aboveCodMax(price, rules)).toBe(refused);
              expect(orderCharges(rules, city, SUBTOTAL)).toEqual({
                deliveryFils: delivery,
                codFeeFils,
                totalFils: total,
                aboveCodMax: refused,
              });
              const aed = {
                subtotalAED: SUBTOTAL / 100,
                deliveryAED: delivery / 100,
                totalAED: total / 100,
              };
              // Exactly these figures are accepted, with or without the COD fee sent…
              expect(matchesClientFigures(price, aed)).toBe(true);
              expect(matchesClientFigures(price, { ...aed, codFeeAED: codFeeFils / 100 })).toBe(
                true,
              );
              // …and one fils off anywhere is refused.
              expect(matchesClientFigures(price, { ...aed, totalAED: (total + 1) / 100 })).toBe(
                false,
              );
              expect(
                matchesClientFigures(price, { ...aed, codFeeAED: (codFeeFils + 1) / 100 }),
              ).toBe(false);
              if (codFeeFils > 0) {
                // A spec-only client that leaves the COD fee out of its total is refused.
                const withoutFee = { ...aed, totalAED: (SUBTOTAL + delivery) / 100 };
                expect(matchesClientFigures(price, withoutFee)).toBe(false);
                expect(currentFigures(price).codFeeAED).toBe(codFeeFils / 100);
              }
            });
          }
        }
      }
    }
  }

  it('has no rounding drift: 0.10 + 0.20 delivery + 0.05 COD fee is exactly 0.35', () => {
    const dime = product('p-dime', 10);
    const rules = { ...FLAT, deliveryFils: 20, codFeeFils: 5 };
    const price = priceDelivery(
      [{ productId: 'p-dime', size: 'N/A', qty: 1 }],
      [dime],
      'Dubai',
      rules,
    );
    expect(currentFigures(price)).toMatchObject({
      subtotalAED: 0.1,
      deliveryAED: 0.2,
      codFeeAED: 0.05,
      totalAED: 0.35,
    });
    expect(
      matchesClientFigures(price, {
        subtotalAED: 0.1,
        deliveryAED: 0.2,
        codFeeAED: 0.05,
        totalAED: 0.1 + 0.2 + 0.05,
      }),
    ).toBe(true);
  });

  it('says how much more gives free delivery, and nothing when it is free anyway', () => {
    const rules = { ...FLAT, byCityFils: { Fujairah: 0 }, freeFromFils: 30_000 };
    expect(missingForFreeDeliveryFils(rules, 'Dubai', 29_999)).toBe(1);
    expect(missingForFreeDeliveryFils(rules, 'Dubai', 12_345)).toBe(17_655);
    expect(missingForFreeDeliveryFils(rules, null, 12_345)).toBe(17_655);
    expect(missingForFreeDeliveryFils(rules, 'Dubai', 30_000)).toBeNull();
    expect(missingForFreeDeliveryFils(rules, 'Fujairah', 100)).toBeNull();
    expect(missingForFreeDeliveryFils(FLAT, 'Dubai', 100)).toBeNull();
    expect(deliveryFeeFils(rules, 'Fujairah', 100)).toBe(0);
  });

  it('checks the per-city fees: known cities, 0-1000, at most two decimals', () => {
    expect(cityFeesError({})).toBeNull();
    expect(cityFeesError({ 'Al Ain': 35.5, Dubai: 0, Fujairah: 1000, Sharjah: 19.99 })).toBeNull();
    expect(cityFeesError({ Narnia: 10 })).toBe(DELIVERY_MSG.unknownCity('Narnia'));
    expect(cityFeesError({ dubai: 10 })).toBe(DELIVERY_MSG.unknownCity('dubai'));
    for (const bad of [-1, 1000.01, 1.234, '5', null, Number.NaN]) {
      expect(cityFeesError({ Dubai: bad })).toBe(DELIVERY_MSG.cityFee);
    }
    expect(cityFeesError([10])).toBe(DELIVERY_MSG.cityFee);
    expect(cityFeesError(null)).toBe(DELIVERY_MSG.cityFee);
  });

  it('checks the couriers: at most 20 unique names of 1-60 characters', () => {
    expect(couriersError([])).toBeNull();
    expect(couriersError(['Ravi', 'Omar'])).toBeNull();
    expect(couriersError(Array.from({ length: 20 }, (_, i) => `C${i}`))).toBeNull();
    expect(couriersError(Array.from({ length: 21 }, (_, i) => `C${i}`))).toBe(
      DELIVERY_MSG.couriers,
    );
    expect(couriersError(['Ravi', 'ravi'])).toBe(DELIVERY_MSG.couriers);
    expect(couriersError([''])).toBe(DELIVERY_MSG.couriers);
    expect(couriersError(['x'.repeat(61)])).toBe(DELIVERY_MSG.couriers);
    expect(couriersError(['x'.repeat(60)])).toBeNull();
    expect(couriersError('Ravi')).toBe(DELIVERY_MSG.couriers);
    expect(couriersError([3])).toBe(DELIVERY_MSG.couriers);
  });
});
