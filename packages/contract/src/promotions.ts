/**
 * Discount codes and automatic offers: the code's form, the limits, the messages, and the one
 * pure function that prices an order with them. The API prices every order with
 * `pricePromotions`; the storefront may run the same function to show an offer before asking.
 * Everything here is integer fils; AED numbers only at the edges.
 */
import { deliveryFeeFils, exceedsCodMax, formatAmountAED } from './delivery';
import type { DeliveryRules } from './delivery';
import type { City } from './constants';
import type { FieldRule } from './rules';

export const PROMOTION_KINDS = ['percent', 'fixed', 'freeDelivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Which lines a promotion applies to, exactly one of: `{ all: true }` every line,
 * `{ categoryIds: [...] }` the lines of these categories, `{ productIds: [...] }` these products.
 */
export interface PromotionScope {
  all?: boolean;
  categoryIds?: string[];
  productIds?: string[];
}

export const PROMOTION_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  percentMin: 1,
  percentMax: 90,
  /** The largest fixed discount, AED. */
  fixedMaxAED: 100_000,
  /** Categories or products one promotion may name. */
  scopeIdsMax: 200,
  maxRedemptionsMax: 1_000_000,
  maxPerPhoneMax: 1_000,
  minSubtotalMaxAED: 1_000_000,
  /** Promotions the shop may have (the admin list is one page). */
  promotionsMax: 500,
} as const;

/**
 * A code: 3-32 letters A-Z, digits, `-` or `_`. Matched case-insensitively: stored and compared
 * upper-cased (`summer10` is `SUMMER10`).
 */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** The code as the shop stores and compares it, or null when it cannot be a code. */
export function normalizePromoCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** The reasons a code is refused, each a stable error code. */
export const PROMO_ERROR_CODES = [
  'PROMO_UNKNOWN',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_MINIMUM',
  'PROMO_NOT_APPLICABLE',
  'PROMO_USED_UP',
  'PROMO_PHONE_LIMIT',
  'PROMO_FIRST_ORDER',
] as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

export const PROMO_MSG = {
  PROMO_UNKNOWN: "This code doesn't exist.",
  PROMO_NOT_STARTED: "This code isn't active yet.",
  PROMO_EXPIRED: 'This code has expired.',
  /** `PROMO_MINIMUM`: with the amount still missing. */
  minimum: (missingAED: number) => `Add AED ${formatAmountAED(missingAED)} more to use this code.`,
  PROMO_NOT_APPLICABLE: "This code doesn't apply to the items in your cart.",
  PROMO_USED_UP: 'This code has been fully used.',
  PROMO_PHONE_LIMIT: "You've already used this code.",
  PROMO_FIRST_ORDER: 'This code is for first orders only.',
  promotionUsed: 'This promotion has been used by orders: deactivate it instead.',
  promotionNotFound: 'Promotion not found',
  codeInvalid: `A code is ${PROMOTION_LIMITS.codeMin}-${PROMOTION_LIMITS.codeMax} letters, digits, - or _`,
  codeTaken: 'Another promotion has this code',
  kindInvalid: 'Kind must be percent, fixed or freeDelivery',
  percentValue: `A percentage must be a whole number from ${PROMOTION_LIMITS.percentMin} to ${PROMOTION_LIMITS.percentMax}`,
  fixedValue: 'A fixed discount must be an amount in AED above 0 with at most two decimals',
  appliesTo:
    'appliesTo must be { all: true }, { categoryIds: [...] } or { productIds: [...] } with at least one id',
  unknownCategory: (id: string) => `Category ${id} does not exist`,
  unknownProduct: (id: string) => `Product ${id} does not exist`,
  minSubtotal: 'The minimum subtotal must be an amount above 0, or empty',
  dates: 'Dates must be ISO 8601 date-times, or empty',
  endsBeforeStart: 'The end must come after the start',
  maxRedemptions: `The number of uses must be a whole number from 1 to ${PROMOTION_LIMITS.maxRedemptionsMax}, or empty`,
  maxPerPhone: `Uses per phone must be a whole number from 1 to ${PROMOTION_LIMITS.maxPerPhoneMax}, or empty`,
  flag: (field: string) => `${field} must be true or false`,
  tooMany: `The shop can have at most ${PROMOTION_LIMITS.promotionsMax} promotions`,
  /** The order line of a discount: `Discount (CODE)`, or `Discount` for an automatic offer. */
  discountLine: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
} as const;

/** The message of a refused code; `missingAED` only for PROMO_MINIMUM. */
export function promoMessage(code: PromoErrorCode, missingAED = 0): string {
  return code === 'PROMO_MINIMUM' ? PROMO_MSG.minimum(missingAED) : PROMO_MSG[code];
}

/** The code field (the checkout's and the admin form's). */
export const PROMOTION_RULES = {
  code: {
    kind: 'text',
    trim: true,
    upperCase: true,
    minLength: PROMOTION_LIMITS.codeMin,
    maxLength: PROMOTION_LIMITS.codeMax,
    pattern: PROMO_CODE_PATTERN,
    messages: {
      required: PROMO_MSG.PROMO_UNKNOWN,
      minLength: PROMO_MSG.codeInvalid,
      maxLength: PROMO_MSG.codeInvalid,
      pattern: PROMO_MSG.codeInvalid,
    },
  },
} as const satisfies Record<string, FieldRule>;

/** A promotion as the pricing sees it, in fils. */
export interface PromotionRule {
  id: string;
  /** null: an automatic offer. */
  code: string | null;
  kind: PromotionKind;
  /** Percent (1-90) for `percent`, fils for `fixed`, ignored for `freeDelivery`. */
  value: number;
  appliesTo: PromotionScope;
  /** Compared with the whole subtotal before any discount; null: no minimum. */
  minSubtotalFils: number | null;
  /** Lines sold at a sale price are not eligible. */
  excludeSaleItems: boolean;
  /** A code that applies together with the best automatic offer (else it replaces it). */
  combinable: boolean;
}

/** A cart line as the pricing sees it. */
export interface PromotionLine {
  productId: string;
  categoryId: string | null;
  /** The price paid: the sale price when there is one. */
  unitFils: number;
  qty: number;
  /** Sold at a sale price. */
  onSale: boolean;
}

/** A promotion that applies to an order, and what it gives. */
export interface AppliedDiscount {
  promotionId: string;
  code: string | null;
  kind: PromotionKind;
  /** Off the goods; 0 for free delivery. */
  discountFils: number;
  /** The delivery fee became 0. */
  freeDelivery: boolean;
}

export interface PromotionPrice {
  subtotalFils: number;
  /** Every applied discount together; never more than the subtotal. */
  discountFils: number;
  deliveryFils: number;
  codFeeFils: number;
  /** subtotal − discount + delivery + COD fee: never below delivery + COD fee. */
  totalFils: number;
  /** A free-delivery promotion applied. */
  freeDelivery: boolean;
  /** In the order they apply: the automatic offer first, then the code. */
  applied: AppliedDiscount[];
  /** The total is above the largest order paid in cash. */
  aboveCodMax: boolean;
}

/** Why a code gives nothing for this cart (`PROMO_MINIMUM` with the fils missing), or null. */
export type CartProblem =
  { code: 'PROMO_MINIMUM'; missingFils: number } | { code: 'PROMO_NOT_APPLICABLE' };

function inScope(scope: PromotionScope, line: PromotionLine): boolean {
  if (scope.categoryIds) {
    return line.categoryId !== null && scope.categoryIds.includes(line.categoryId);
  }
  if (scope.productIds) return scope.productIds.includes(line.productId);
  return scope.all === true;
}

/** The lines' value a promotion applies to: its scope, sale lines left out when it says so. */
export function eligibleSubtotalFils(
  promotion: Pick<PromotionRule, 'appliesTo' | 'excludeSaleItems'>,
  lines: readonly PromotionLine[],
): number {
  let sum = 0;
  for (const line of lines) {
    if (promotion.excludeSaleItems && line.onSale) continue;
    if (inScope(promotion.appliesTo, line)) sum += line.unitFils * line.qty;
  }
  return sum;
}

export function subtotalOf(lines: readonly PromotionLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitFils * line.qty, 0);
}

/** Why this promotion gives nothing for these lines, or null when it applies. */
export function cartProblem(
  promotion: PromotionRule,
  lines: readonly PromotionLine[],
): CartProblem | null {
  const subtotal = subtotalOf(lines);
  if (promotion.minSubtotalFils !== null && subtotal < promotion.minSubtotalFils) {
    return { code: 'PROMO_MINIMUM', missingFils: promotion.minSubtotalFils - subtotal };
  }
  if (eligibleSubtotalFils(promotion, lines) <= 0) return { code: 'PROMO_NOT_APPLICABLE' };
  return null;
}

/**
 * What one promotion gives off the goods: percent of the eligible subtotal rounded half-up to
 * the fils, or the fixed amount but never more than the eligible subtotal; 0 for free delivery.
 */
export function discountOf(promotion: PromotionRule, eligibleFils: number): number {
  if (promotion.kind === 'percent') return Math.floor((eligibleFils * promotion.value + 50) / 100);
  if (promotion.kind === 'fixed') return Math.min(promotion.value, eligibleFils);
  return 0;
}

function applied(promotion: PromotionRule, lines: readonly PromotionLine[]): AppliedDiscount {
  return {
    promotionId: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    discountFils: discountOf(promotion, eligibleSubtotalFils(promotion, lines)),
    freeDelivery: promotion.kind === 'freeDelivery',
  };
}

/**
 * The automatic offer worth most to the customer (its discount, or the delivery fee it saves),
 * among those that apply to these lines; the first listed on a tie. Null when none applies.
 */
export function bestAutomatic(
  offers: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  baseDeliveryFils: number,
): PromotionRule | null {
  let best: PromotionRule | null = null;
  let bestWorth = -1;
  for (const offer of offers) {
    if (offer.code !== null || cartProblem(offer, lines)) continue;
    const a = applied(offer, lines);
    const worth = a.discountFils + (a.freeDelivery ? baseDeliveryFils : 0);
    if (worth > bestWorth) {
      best = offer;
      bestWorth = worth;
    }
  }
  return best;
}

/**
 * The order's figures with its promotions:
 * - the delivery fee, and free delivery by the shop's threshold, on the subtotal before discount;
 * - the single best automatic offer that applies; a code (already known to apply, see
 *   `cartProblem`) replaces it unless the code is `combinable`, then both apply, the automatic
 *   offer first;
 * - the discounts together never exceed the subtotal, so the total is never below delivery +
 *   COD fee (a code applied after an offer gives what is left);
 * - a free-delivery promotion makes the delivery fee 0;
 * - the COD maximum compares with the total after all this.
 */
export function pricePromotions(
  lines: readonly PromotionLine[],
  city: City,
  rules: DeliveryRules,
  promotions: { automatic: readonly PromotionRule[]; code: PromotionRule | null },
): PromotionPrice {
  const subtotalFils = subtotalOf(lines);
  const baseDeliveryFils = deliveryFeeFils(rules, city, subtotalFils);
  const chosen: PromotionRule[] = [];
  const offer = bestAutomatic(promotions.automatic, lines, baseDeliveryFils);
  if (offer && (!promotions.code || promotions.code.combinable)) chosen.push(offer);
  if (promotions.code) chosen.push(promotions.code);

  const appliedList: AppliedDiscount[] = [];
  let left = subtotalFils;
  for (const promotion of chosen) {
    const one = applied(promotion, lines);
    one.discountFils = Math.min(one.discountFils, left);
    left -= one.discountFils;
    appliedList.push(one);
  }
  const discountFils = subtotalFils - left;
  const freeDelivery = appliedList.some((a) => a.freeDelivery);
  const deliveryFils = freeDelivery ? 0 : baseDeliveryFils;
  const totalFils = subtotalFils - discountFils + deliveryFils + rules.codFeeFils;
  return {
    subtotalFils,
    discountFils,
    deliveryFils,
    codFeeFils: rules.codFeeFils,
    totalFils,
    freeDelivery,
    applied: appliedList,
    aboveCodMax: exceedsCodMax(rules, totalFils),
  };
}

/** Whether a promotion's dates allow it at `now`: PROMO_NOT_STARTED, PROMO_EXPIRED or null. */
export function windowProblem(
  promotion: { startsAt: string | null; endsAt: string | null },
  now: Date,
): 'PROMO_NOT_STARTED' | 'PROMO_EXPIRED' | null {
  if (promotion.startsAt !== null && now.getTime() < Date.parse(promotion.startsAt)) {
    return 'PROMO_NOT_STARTED';
  }
  if (promotion.endsAt !== null && now.getTime() >= Date.parse(promotion.endsAt)) {
    return 'PROMO_EXPIRED';
  }
  return null;
}
