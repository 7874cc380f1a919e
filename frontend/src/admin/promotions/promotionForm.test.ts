/** The promotion dialog's rules (the API's messages), its request and Dubai time. */
import { PROMO_MSG } from '@freakdrop/contract';
import {
  dubaiToIso,
  fromPromotion,
  isoToDubai,
  NEW_PROMOTION,
  promotionErrors,
  toPromotionInput,
} from './promotionForm';
import type { PromotionFormValues } from './promotionForm';

const values = (changes: Partial<PromotionFormValues>): PromotionFormValues => ({
  ...NEW_PROMOTION,
  code: 'SAVE10',
  value: 10,
  ...changes,
});

describe('promotion form', () => {
  it('takes a valid code and percent', () => {
    expect(promotionErrors(values({}))).toEqual({});
  });

  it.each([
    ['a code too short', { code: 'AB' }, 'code', PROMO_MSG.codeInvalid],
    ['a code with a space', { code: 'SAVE 10' }, 'code', PROMO_MSG.codeInvalid],
    ['a code too long', { code: 'A'.repeat(33) }, 'code', PROMO_MSG.codeInvalid],
    ['a percent of 0', { value: 0 }, 'value', PROMO_MSG.percentValue],
    ['a percent of 91', { value: 91 }, 'value', PROMO_MSG.percentValue],
    ['a percent with decimals', { value: 10.5 }, 'value', PROMO_MSG.percentValue],
    ['no percent', { value: null }, 'value', PROMO_MSG.percentValue],
    ['a fixed amount of 0', { kind: 'fixed', value: 0 }, 'value', PROMO_MSG.fixedValue],
    [
      'a fixed amount with 3 decimals',
      { kind: 'fixed', value: 1.005 },
      'value',
      PROMO_MSG.fixedValue,
    ],
    ['no category', { scope: 'categories' }, 'categoryIds', PROMO_MSG.appliesTo],
    ['no product', { scope: 'products' }, 'productIds', PROMO_MSG.appliesTo],
    ['a minimum of 0', { minSubtotalAED: 0 }, 'minSubtotalAED', PROMO_MSG.minSubtotal],
    [
      'an end before the start',
      { startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T23:59' },
      'endsAt',
      PROMO_MSG.endsBeforeStart,
    ],
    ['0 uses', { maxRedemptions: 0 }, 'maxRedemptions', PROMO_MSG.maxRedemptions],
    ['1.5 uses per phone', { maxPerPhone: 1.5 }, 'maxPerPhone', PROMO_MSG.maxPerPhone],
  ] as const)('refuses %s', (_name, changes, field, message) => {
    expect(promotionErrors(values(changes as Partial<PromotionFormValues>))).toEqual({
      [field]: message,
    });
  });

  it('needs no code for an automatic offer and no value for free delivery', () => {
    expect(promotionErrors(values({ automatic: true, code: '' }))).toEqual({});
    expect(promotionErrors(values({ kind: 'freeDelivery', value: null }))).toEqual({});
    expect(promotionErrors(values({ kind: 'fixed', value: 25.5 }))).toEqual({});
  });

  it('reads dates in Dubai time (UTC+4) and shows them back the same', () => {
    expect(dubaiToIso('2026-12-01T00:00')).toBe('2026-11-30T20:00:00.000Z');
    expect(isoToDubai('2026-11-30T20:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(dubaiToIso('')).toBeNull();
    expect(isoToDubai(null)).toBe('');
  });

  it('makes the request: upper-cased code, scope, dates as ISO, null for what is empty', () => {
    expect(
      toPromotionInput(
        values({
          code: 'drop-20',
          kind: 'fixed',
          value: 20,
          scope: 'categories',
          categoryIds: ['c1'],
          endsAt: '2026-12-31T23:59',
          maxPerPhone: 1,
          firstOrderOnly: true,
          combinable: true,
        }),
      ),
    ).toEqual({
      code: 'DROP-20',
      kind: 'fixed',
      value: 20,
      appliesTo: { categoryIds: ['c1'] },
      minSubtotalAED: null,
      startsAt: null,
      endsAt: '2026-12-31T19:59:00.000Z',
      maxRedemptions: null,
      maxPerPhone: 1,
      firstOrderOnly: true,
      excludeSaleItems: false,
      combinable: true,
      active: true,
    });
    // An automatic offer: no code, never "combinable" (that is a code's choice).
    expect(toPromotionInput(values({ automatic: true, combinable: true }))).toMatchObject({
      code: null,
      combinable: false,
      appliesTo: { all: true },
    });
  });

  it('shows a saved promotion in the dialog as it was saved', () => {
    const saved = toPromotionInput(
      values({ scope: 'products', productIds: ['p1'], startsAt: '2026-12-01T10:30' }),
    );
    const back = fromPromotion({
      ...saved,
      id: 'x',
      code: saved.code ?? null,
      value: saved.value ?? 0,
      appliesTo: saved.appliesTo ?? { all: true },
      minSubtotalAED: null,
      startsAt: saved.startsAt ?? null,
      endsAt: null,
      maxRedemptions: null,
      maxPerPhone: null,
      firstOrderOnly: false,
      excludeSaleItems: false,
      combinable: false,
      active: true,
      createdAt: '',
      updatedAt: '',
    });
    expect(back).toMatchObject({
      scope: 'products',
      productIds: ['p1'],
      startsAt: '2026-12-01T10:30',
    });
  });
});
