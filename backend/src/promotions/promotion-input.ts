/**
 * The checks of a promotion as staff send it (create and edit), with the contract's messages:
 * the fields depend on each other (the value on the kind, the end on the start), so they are
 * checked together here rather than field by field. Pure: no database access.
 */
import {
  normalizePromoCode,
  PROMO_MSG,
  PROMOTION_KINDS,
  PROMOTION_LIMITS,
  toFils,
} from '../contract';
import type { PromotionKind, PromotionScope } from '../contract';
import { invalidFields } from '../common/api-error';
import type { PromotionEntity } from './promotion.entity';

/** The stored fields a create or an edit decides (all of them after `checkPromotionInput`). */
export type PromotionFields = Pick<
  PromotionEntity,
  | 'code'
  | 'kind'
  | 'value'
  | 'appliesTo'
  | 'minSubtotalFils'
  | 'startsAt'
  | 'endsAt'
  | 'maxRedemptions'
  | 'maxPerPhone'
  | 'firstOrderOnly'
  | 'excludeSaleItems'
  | 'combinable'
  | 'active'
>;

export const NEW_PROMOTION: Omit<PromotionFields, 'kind'> = {
  code: null,
  value: 0,
  appliesTo: { all: true },
  minSubtotalFils: null,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  maxPerPhone: null,
  firstOrderOnly: false,
  excludeSaleItems: false,
  combinable: false,
  active: true,
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

function wholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function idList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > PROMOTION_LIMITS.scopeIdsMax) {
    return null;
  }
  if (!value.every((id) => typeof id === 'string' && id.length >= 1 && id.length <= 36)) {
    return null;
  }
  return [...new Set(value as string[])];
}

/** `{all:true}`, `{categoryIds}` or `{productIds}` (exactly one key), else null. */
export function scopeOf(value: unknown): PromotionScope | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1) return null;
  const scope = value as Record<string, unknown>;
  if (keys[0] === 'all') return scope.all === true ? { all: true } : null;
  if (keys[0] === 'categoryIds') {
    const ids = idList(scope.categoryIds);
    return ids ? { categoryIds: ids } : null;
  }
  if (keys[0] === 'productIds') {
    const ids = idList(scope.productIds);
    return ids ? { productIds: ids } : null;
  }
  return null;
}

/**
 * Applies `input` over `base` (a new promotion's defaults, or the stored one for an edit) and
 * answers the resulting fields, or a 400 naming every wrong field.
 */
export function checkPromotionInput(
  input: Record<string, unknown>,
  base: Omit<PromotionFields, 'kind'> & { kind?: PromotionKind },
): PromotionFields {
  const errors: Record<string, string> = {};
  const has = (key: string) => input[key] !== undefined;
  const out = { ...base };

  if (has('kind')) {
    if (!(PROMOTION_KINDS as readonly unknown[]).includes(input.kind))
      errors.kind = PROMO_MSG.kindInvalid;
    else out.kind = input.kind as PromotionKind;
  } else if (!out.kind) errors.kind = PROMO_MSG.kindInvalid;

  if (has('code')) {
    if (input.code === null || input.code === '') out.code = null;
    else {
      const code = normalizePromoCode(input.code);
      if (!code) errors.code = PROMO_MSG.codeInvalid;
      else out.code = code;
    }
  }

  const kind = out.kind;
  if (kind === 'freeDelivery') out.value = 0;
  else if (has('value') || has('kind')) {
    const value = input.value;
    if (kind === 'percent') {
      if (!wholeIn(value, PROMOTION_LIMITS.percentMin, PROMOTION_LIMITS.percentMax)) {
        errors.value = PROMO_MSG.percentValue;
      } else out.value = value;
    } else if (kind === 'fixed') {
      if (!isAmount(value) || value <= 0 || value > PROMOTION_LIMITS.fixedMaxAED) {
        errors.value = PROMO_MSG.fixedValue;
      } else out.value = toFils(value);
    }
  }

  if (has('appliesTo')) {
    const scope = scopeOf(input.appliesTo);
    if (!scope) errors.appliesTo = PROMO_MSG.appliesTo;
    else out.appliesTo = scope;
  }

  if (has('minSubtotalAED')) {
    const min = input.minSubtotalAED;
    if (min === null) out.minSubtotalFils = null;
    else if (!isAmount(min) || min <= 0 || min > PROMOTION_LIMITS.minSubtotalMaxAED) {
      errors.minSubtotalAED = PROMO_MSG.minSubtotal;
    } else out.minSubtotalFils = toFils(min);
  }

  for (const key of ['startsAt', 'endsAt'] as const) {
    if (!has(key)) continue;
    const value = input[key];
    if (value === null) out[key] = null;
    else if (typeof value !== 'string' || !ISO.test(value) || Number.isNaN(Date.parse(value))) {
      errors[key] = PROMO_MSG.dates;
    } else out[key] = new Date(value);
  }
  if (!errors.startsAt && !errors.endsAt && out.startsAt && out.endsAt) {
    if (out.endsAt.getTime() <= out.startsAt.getTime()) errors.endsAt = PROMO_MSG.endsBeforeStart;
  }

  if (has('maxRedemptions')) {
    const max = input.maxRedemptions;
    if (max === null) out.maxRedemptions = null;
    else if (!wholeIn(max, 1, PROMOTION_LIMITS.maxRedemptionsMax)) {
      errors.maxRedemptions = PROMO_MSG.maxRedemptions;
    } else out.maxRedemptions = max;
  }
  if (has('maxPerPhone')) {
    const max = input.maxPerPhone;
    if (max === null) out.maxPerPhone = null;
    else if (!wholeIn(max, 1, PROMOTION_LIMITS.maxPerPhoneMax)) {
      errors.maxPerPhone = PROMO_MSG.maxPerPhone;
    } else out.maxPerPhone = max;
  }

  for (const key of ['firstOrderOnly', 'excludeSaleItems', 'combinable', 'active'] as const) {
    if (!has(key)) continue;
    if (typeof input[key] !== 'boolean') errors[key] = PROMO_MSG.flag(key);
    else out[key] = input[key];
  }

  if (Object.keys(errors).length > 0) {
    throw invalidFields(errors, Object.values(errors)[0]);
  }
  return out as PromotionFields;
}
