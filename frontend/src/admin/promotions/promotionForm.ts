/**
 * The promotion dialog's values, their rules (the API's, with its messages: contract
 * PROMO_MSG) and the request they make. Dates are typed in Dubai time (the shop's: UTC+4 all
 * year, no daylight saving) and sent as ISO instants.
 */
import { normalizePromoCode, PROMO_MSG, PROMOTION_LIMITS } from '@freakdrop/contract';
import type { PromotionKind, PromotionScope } from '@freakdrop/contract';
import type { Promotion, PromotionInput } from '../../api/types';

export type ScopeChoice = 'all' | 'categories' | 'products';

export interface PromotionFormValues {
  automatic: boolean;
  code: string;
  kind: PromotionKind;
  value: number | null;
  scope: ScopeChoice;
  categoryIds: string[];
  productIds: string[];
  minSubtotalAED: number | null;
  /** `YYYY-MM-DDTHH:mm` in Dubai time, '' for none. */
  startsAt: string;
  endsAt: string;
  maxRedemptions: number | null;
  maxPerPhone: number | null;
  firstOrderOnly: boolean;
  excludeSaleItems: boolean;
  combinable: boolean;
  active: boolean;
}

export const NEW_PROMOTION: PromotionFormValues = {
  automatic: false,
  code: '',
  kind: 'percent',
  value: null,
  scope: 'all',
  categoryIds: [],
  productIds: [],
  minSubtotalAED: null,
  startsAt: '',
  endsAt: '',
  maxRedemptions: null,
  maxPerPhone: null,
  firstOrderOnly: false,
  excludeSaleItems: false,
  combinable: false,
  active: true,
};

/** Dubai is UTC+4 all year. */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A Dubai wall-clock time (`YYYY-MM-DDTHH:mm`, UTC+4) as an ISO instant; null for '' or a malformed value. */
export function dubaiToIso(local: string): string | null {
  if (!LOCAL.test(local)) return null;
  const ms = Date.parse(`${local}:00.000Z`) - DUBAI_OFFSET_MS;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** An ISO instant as the `datetime-local` value in Dubai time; '' for none. */
export function isoToDubai(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms + DUBAI_OFFSET_MS).toISOString().slice(0, 16) : '';
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
const wholeIn = (n: number | null, max: number) =>
  n === null || (Number.isInteger(n) && n >= 1 && n <= max);

type Field = keyof PromotionFormValues;

/** The message for one field (the API's), or null when it is fine. */
export function promotionFieldError(field: Field, v: PromotionFormValues): string | null {
  switch (field) {
    case 'code':
      return !v.automatic && !normalizePromoCode(v.code) ? PROMO_MSG.codeInvalid : null;
    case 'value':
      if (v.kind === 'percent') {
        const ok =
          v.value !== null &&
          Number.isInteger(v.value) &&
          v.value >= PROMOTION_LIMITS.percentMin &&
          v.value <= PROMOTION_LIMITS.percentMax;
        return ok ? null : PROMO_MSG.percentValue;
      }
      if (v.kind === 'fixed') {
        const ok =
          v.value !== null &&
          v.value > 0 &&
          v.value <= PROMOTION_LIMITS.fixedMaxAED &&
          decimals(v.value) <= 2;
        return ok ? null : PROMO_MSG.fixedValue;
      }
      return null;
    case 'categoryIds':
      return v.scope === 'categories' && v.categoryIds.length === 0 ? PROMO_MSG.appliesTo : null;
    case 'productIds':
      return v.scope === 'products' && v.productIds.length === 0 ? PROMO_MSG.appliesTo : null;
    case 'minSubtotalAED': {
      const n = v.minSubtotalAED;
      const ok =
        n === null || (n > 0 && n <= PROMOTION_LIMITS.minSubtotalMaxAED && decimals(n) <= 2);
      return ok ? null : PROMO_MSG.minSubtotal;
    }
    case 'startsAt':
      return v.startsAt && !dubaiToIso(v.startsAt) ? PROMO_MSG.dates : null;
    case 'endsAt': {
      if (!v.endsAt) return null;
      const ends = dubaiToIso(v.endsAt);
      if (!ends) return PROMO_MSG.dates;
      const starts = dubaiToIso(v.startsAt);
      return starts && Date.parse(ends) <= Date.parse(starts) ? PROMO_MSG.endsBeforeStart : null;
    }
    case 'maxRedemptions':
      return wholeIn(v.maxRedemptions, PROMOTION_LIMITS.maxRedemptionsMax)
        ? null
        : PROMO_MSG.maxRedemptions;
    case 'maxPerPhone':
      return wholeIn(v.maxPerPhone, PROMOTION_LIMITS.maxPerPhoneMax) ? null : PROMO_MSG.maxPerPhone;
    default:
      return null;
  }
}

/** The fields a rule checks, in the dialog's order. */
export const CHECKED_FIELDS: Field[] = [
  'code',
  'value',
  'categoryIds',
  'productIds',
  'minSubtotalAED',
  'startsAt',
  'endsAt',
  'maxRedemptions',
  'maxPerPhone',
];

/** Every field's message, for tests and a whole-form check. */
export function promotionErrors(v: PromotionFormValues): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const field of CHECKED_FIELDS) {
    const message = promotionFieldError(field, v);
    if (message) out[field] = message;
  }
  return out;
}

function scopeOf(v: PromotionFormValues): PromotionScope {
  if (v.scope === 'categories') return { categoryIds: v.categoryIds };
  if (v.scope === 'products') return { productIds: v.productIds };
  return { all: true };
}

/** The request of the dialog's values (every field: the same body creates and updates). */
export function toPromotionInput(v: PromotionFormValues): PromotionInput {
  return {
    code: v.automatic ? null : normalizePromoCode(v.code),
    kind: v.kind,
    value: v.kind === 'freeDelivery' ? 0 : (v.value ?? 0),
    appliesTo: scopeOf(v),
    minSubtotalAED: v.minSubtotalAED,
    startsAt: dubaiToIso(v.startsAt),
    endsAt: dubaiToIso(v.endsAt),
    maxRedemptions: v.maxRedemptions,
    maxPerPhone: v.maxPerPhone,
    firstOrderOnly: v.firstOrderOnly,
    excludeSaleItems: v.excludeSaleItems,
    combinable: !v.automatic && v.combinable,
    active: v.active,
  };
}

/** The answer's scope (one of its three forms). */
export function scopeOfPromotion(appliesTo: Promotion['appliesTo']): PromotionScope {
  if (appliesTo.categoryIds) return { categoryIds: appliesTo.categoryIds };
  if (appliesTo.productIds) return { productIds: appliesTo.productIds };
  return { all: true };
}

/** A saved promotion as the dialog's values. */
export function fromPromotion(p: Promotion): PromotionFormValues {
  const scope = scopeOfPromotion(p.appliesTo);
  return {
    automatic: p.code === null,
    code: p.code ?? '',
    kind: p.kind,
    value: p.kind === 'freeDelivery' ? null : p.value,
    scope: scope.categoryIds ? 'categories' : scope.productIds ? 'products' : 'all',
    categoryIds: scope.categoryIds ?? [],
    productIds: scope.productIds ?? [],
    minSubtotalAED: p.minSubtotalAED,
    startsAt: isoToDubai(p.startsAt),
    endsAt: isoToDubai(p.endsAt),
    maxRedemptions: p.maxRedemptions,
    maxPerPhone: p.maxPerPhone,
    firstOrderOnly: p.firstOrderOnly,
    excludeSaleItems: p.excludeSaleItems,
    combinable: p.combinable,
    active: p.active,
  };
}
