import { allocateDiscount, emirateOf, isTrn, vatInGross, vatOfOrder } from './vat';
import type { VatOrderInput } from './vat';

const order = (over: Partial<VatOrderInput> = {}): VatOrderInput => ({
  lines: [
    { description: 'Hoodie', qty: 2, unitFils: 19_900 },
    { description: 'Charm', qty: 3, unitFils: 3_950 },
  ],
  discountFils: 0,
  deliveryFils: 2_000,
  codFeeFils: 0,
  ratePercent: 5,
  ...over,
});

describe('the VAT in a VAT-inclusive amount', () => {
  it.each([
    // gross, rate, VAT (half-up of gross × rate / (100 + rate))
    [105, 5, 5],
    [100, 5, 5], // 4.7619 → 5
    [10, 5, 0], // 0.476 → 0
    [21, 5, 1], // exactly 1
    [2_000, 5, 95], // 95.238 → 95
    [1_050, 5, 50],
    [31, 5, 1], // 1.476 → 1
    [32, 5, 2], // 1.5238 → 2
    [115, 15, 15],
    [23, 15, 3], // exactly 3
    [10, 15, 1], // 1.304 → 1
    [999_999, 0, 0],
    [0, 5, 0],
  ])('gross %i fils at %i%% holds %i fils of VAT', (gross, rate, vat) => {
    expect(vatInGross(gross, rate)).toBe(vat);
  });

  it('rounds an exact half up (gross × rate / (100 + rate) = n.5)', () => {
    // At 100 %, 1 fils holds 0.5 fils of VAT and 3 fils 1.5.
    expect(vatInGross(1, 100)).toBe(1);
    expect(vatInGross(3, 100)).toBe(2); // 1.5 → 2
  });
});

describe('the discount spread over its lines', () => {
  it.each([
    [[1000, 3000], [true, true], 400, [100, 300]],
    [[1000, 1000, 1000], [true, true, true], 100, [33, 33, 34]],
    [[1000, 3000], [false, true], 400, [0, 400]],
    [[1000, 3000], [true, false], 2000, [1000, 0]], // capped to the lines it applies to
    [[500, 0, 500], [true, true, true], 1, [0, 0, 1]],
    [[700], [true], 0, [0]],
  ])('%j %j less %i → %j', (gross, applies, discount, shares) => {
    const got = allocateDiscount(gross, applies, discount);
    expect(got).toEqual(shares);
  });
});

describe('the VAT of an order', () => {
  const cases: [string, Partial<VatOrderInput>][] = [
    ['5%, no discount, delivery', {}],
    ['0%', { ratePercent: 0 }],
    ['15%', { ratePercent: 15 }],
    ['5% with a discount on every line', { discountFils: 4_321 }],
    ['15% with a discount and a COD fee', { ratePercent: 15, discountFils: 999, codFeeFils: 500 }],
    ['free delivery, no fee lines', { deliveryFils: 0 }],
    [
      'a discount on one line only',
      {
        lines: [
          { description: 'Sale tee', qty: 1, unitFils: 4_999, discounted: false },
          { description: 'Cap', qty: 3, unitFils: 3_333 },
        ],
        discountFils: 1_000,
        codFeeFils: 1_000,
      },
    ],
    [
      'many odd amounts',
      {
        lines: [1, 7, 13, 99, 101, 12_345].map((u, i) => ({
          description: `L${i}`,
          qty: i + 1,
          unitFils: u,
        })),
        discountFils: 777,
        deliveryFils: 1_501,
        codFeeFils: 333,
      },
    ],
  ];

  it.each(cases)(
    '%s: every line nets + VAT = gross and the sums equal the order total',
    (_, over) => {
      const input = order(over);
      const figures = vatOfOrder(input);
      const goods = input.lines.reduce((s, l) => s + l.unitFils * l.qty, 0);
      const total = goods - input.discountFils + input.deliveryFils + input.codFeeFils;
      expect(figures.grossFils).toBe(total);
      expect(figures.discountFils).toBe(input.discountFils);
      expect(figures.netFils + figures.vatFils).toBe(total);
      for (const line of figures.lines) {
        expect(line.netFils + line.vatFils).toBe(line.grossFils);
        expect(line.grossFils).toBe(line.unitFils * line.qty - line.discountFils);
        expect(line.vatFils).toBe(vatInGross(line.grossFils, input.ratePercent));
      }
      expect(figures.vatFils).toBe(figures.lines.reduce((s, l) => s + l.vatFils, 0));
      if (input.ratePercent === 0) expect(figures.vatFils).toBe(0);
    },
  );

  it('gives exact figures for the usual order (5%, AED 20 delivery)', () => {
    const figures = vatOfOrder(order());
    expect(figures.lines.map((l) => [l.kind, l.grossFils, l.netFils, l.vatFils])).toEqual([
      ['goods', 39_800, 37_905, 1_895], // 1895.238 → 1895
      ['goods', 11_850, 11_286, 564], // 564.286 → 564
      ['delivery', 2_000, 1_905, 95],
    ]);
    expect([figures.netFils, figures.vatFils, figures.grossFils]).toEqual([51_096, 2_554, 53_650]);
  });

  it('takes the discount off the lines before VAT, the remainder on the last line', () => {
    const figures = vatOfOrder(order({ discountFils: 1_001, deliveryFils: 0, codFeeFils: 700 }));
    // 1001 × 39800 / 51650 = 771.3 → 771; the last line gets 230.
    expect(figures.lines.map((l) => [l.kind, l.discountFils, l.grossFils, l.vatFils])).toEqual([
      ['goods', 771, 39_029, 1_859],
      ['goods', 230, 11_620, 553],
      ['codFee', 0, 700, 33],
    ]);
    expect(figures.grossFils).toBe(51_650 - 1_001 + 700);
  });

  it('leaves a line the discount does not apply to whole', () => {
    const figures = vatOfOrder(
      order({
        lines: [
          { description: 'Sale', qty: 1, unitFils: 5_000, discounted: false },
          { description: 'Full', qty: 1, unitFils: 5_000 },
        ],
        discountFils: 500,
      }),
    );
    expect(figures.lines.map((l) => l.discountFils)).toEqual([0, 500, 0]);
  });
});

describe('TRN and emirates', () => {
  it('checks a TRN is 15 digits', () => {
    expect(isTrn('100123456700003')).toBe(true);
    expect(isTrn('10012345670000')).toBe(false);
    expect(isTrn('1001234567000031')).toBe(false);
    expect(isTrn('10012345670000a')).toBe(false);
    expect(isTrn(' 100123456700003')).toBe(false);
  });

  it('puts Al Ain in Abu Dhabi and every other city in its own emirate', () => {
    expect(emirateOf('Al Ain')).toBe('Abu Dhabi');
    expect(emirateOf('Dubai')).toBe('Dubai');
    expect(emirateOf('Umm Al Quwain')).toBe('Umm Al Quwain');
  });
});
