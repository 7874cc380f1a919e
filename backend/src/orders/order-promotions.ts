/**
 * An order's promotions, decided on rows read: which code holds, which automatic offer is
 * best, and the figures (the pure `pricePromotions` of the contract). The counters and the
 * phone's earlier orders are read in one statement, and only when a promotion in play has a
 * limit; with no promotion defined nothing is read at all.
 */
import type { EntityManager } from 'typeorm';
import { normalizePromoCode, cartProblem, pricePromotions, windowProblem } from '../contract';
import type {
  AppliedDiscount,
  City,
  DeliveryRules,
  PromoErrorCode,
  PromotionLine,
  PromotionPrice,
} from '../contract';
import type { OrderableProduct, StockLine } from '../catalog/stock-lines';
import type { PromotionBook, PromotionDef } from '../promotions/promotion-rules';
import { needsCounters } from '../promotions/promotion-rules';
import { perPhoneLimit } from '../promotions/redemptions';
import type { Redemption } from '../promotions/redemptions';

/** The counters of the promotions in play, and the phone's orders that were not cancelled. */
export interface PromotionState {
  redeemed: ReadonlyMap<string, number>;
  /** Uses of each promotion by this phone. */
  phoneUses: ReadonlyMap<string, number>;
  /** Orders of this phone that are not cancelled; null when no phone is known. */
  priorOrders: number | null;
}

const NO_STATE: PromotionState = { redeemed: new Map(), phoneUses: new Map(), priorOrders: null };

/** A code refused, with what the 400 or 409 says. */
export class PromoRefusal {
  constructor(
    readonly code: PromoErrorCode,
    readonly missingFils = 0,
  ) {}
}

/**
 * The promotions whose counters an order reads before its transaction: the automatic offers
 * with a limit (one used up must not be priced in) and a first-order code (the phone's orders).
 * A code's number of uses and uses per phone are left to the transaction's conditional updates
 * (no read on the order's path); `all` (the checkout's check) reads every limit of the code.
 */
export function toRead(book: PromotionBook, code: string | undefined, all = false): PromotionDef[] {
  const normalized = code === undefined ? null : normalizePromoCode(code);
  const byCode = normalized ? book.byCode.get(normalized) : undefined;
  const coded = byCode && (all ? needsCounters(byCode) : byCode.firstOrderOnly) ? [byCode] : [];
  return [...book.automatic.filter(needsCounters), ...coded];
}

/** One statement: the counters, the phone's uses and its orders, when anything in play needs them. */
export async function readPromotionState(
  manager: EntityManager,
  promotions: readonly PromotionDef[],
  phone: string | null,
): Promise<PromotionState> {
  const limited = promotions.filter(needsCounters);
  if (limited.length === 0) return NO_STATE;
  const marks = limited.map(() => '?').join(', ');
  // Only what a promotion in play asks: its phone's uses, the phone's orders.
  const perPhone =
    phone !== null && limited.some((p) => p.maxPerPhone !== null || p.firstOrderOnly);
  const firstOrder = phone !== null && limited.some((p) => p.firstOrderOnly);
  const rows = (await manager.query(
    `SELECT p.id, p.redeemed, ${
      perPhone
        ? '(SELECT u.used FROM promotion_phone_uses u WHERE u.promotionId = p.id AND u.phone = ?)'
        : '0'
    } AS used, ${
      firstOrder
        ? "(SELECT COUNT(*) FROM orders o WHERE o.phone = ? AND o.status <> 'CANCELLED')"
        : '0'
    } AS prior
       FROM promotions p WHERE p.id IN (${marks})`,
    [...(perPhone ? [phone] : []), ...(firstOrder ? [phone] : []), ...limited.map((p) => p.id)],
  )) as Array<{
    id: string;
    redeemed: number | string;
    used: number | string | null;
    prior: number | string;
  }>;
  return {
    redeemed: new Map(rows.map((r) => [r.id, Number(r.redeemed)])),
    phoneUses: new Map(rows.map((r) => [r.id, Number(r.used ?? 0)])),
    priorOrders: phone === null ? null : Number(rows[0]?.prior ?? 0),
  };
}

/** The cart's lines as the promotions see them. */
export function promotionLines(
  lines: readonly StockLine[],
  products: readonly OrderableProduct[],
): PromotionLine[] {
  return lines.map((line, i) => ({
    productId: products[i].id,
    categoryId: products[i].categoryId ?? null,
    unitFils: products[i].unitPriceFils,
    qty: line.qty,
    onSale: products[i].onSale ?? false,
  }));
}

/**
 * Why this promotion may not be used by this order now, or null. `phone` unknown (the check
 * without one): the per-phone and first-order rules wait for the order.
 */
function limitProblem(p: PromotionDef, state: PromotionState): PromoErrorCode | null {
  const redeemed = state.redeemed.get(p.id) ?? 0;
  if (p.maxRedemptions !== null && redeemed >= p.maxRedemptions) return 'PROMO_USED_UP';
  if (state.priorOrders === null) return null;
  if (p.firstOrderOnly && state.priorOrders > 0) return 'PROMO_FIRST_ORDER';
  const perPhone = perPhoneLimit(p);
  if (perPhone !== null && (state.phoneUses.get(p.id) ?? 0) >= perPhone) {
    return 'PROMO_PHONE_LIMIT';
  }
  return null;
}

export interface DecidedPromotions {
  price: PromotionPrice;
  redemptions: Redemption[];
  /** The code as stored (upper-cased), or null. */
  code: string | null;
}

/**
 * The order's figures with its promotions, or a PromoRefusal for a code that does not hold:
 * unknown (or deactivated), not started, expired, below its minimum, for no line of the cart,
 * used up, first orders only, or this phone's uses spent — in that order. Automatic offers
 * that do not hold are simply left out (a first-order offer waits for a known phone).
 */
export function decidePromotions(
  book: PromotionBook,
  codeInput: string | undefined,
  lines: readonly PromotionLine[],
  city: City,
  rules: DeliveryRules,
  state: PromotionState,
  now: Date,
): DecidedPromotions | PromoRefusal {
  let code: PromotionDef | null = null;
  if (codeInput !== undefined) {
    const normalized = normalizePromoCode(codeInput);
    code = normalized ? (book.byCode.get(normalized) ?? null) : null;
    if (!code) return new PromoRefusal('PROMO_UNKNOWN');
    const window = windowProblem(code, now);
    if (window) return new PromoRefusal(window);
    const cart = cartProblem(code, lines);
    if (cart)
      return new PromoRefusal(cart.code, cart.code === 'PROMO_MINIMUM' ? cart.missingFils : 0);
    const limit = limitProblem(code, state);
    if (limit) return new PromoRefusal(limit);
  }
  const automatic = book.automatic.filter(
    (p) =>
      windowProblem(p, now) === null &&
      limitProblem(p, state) === null &&
      !(p.firstOrderOnly && state.priorOrders === null),
  );
  const price = pricePromotions(lines, city, rules, { automatic, code });
  const byId = new Map([...automatic, ...(code ? [code] : [])].map((p) => [p.id, p]));
  const redemptions = price.applied.map((applied: AppliedDiscount): Redemption => {
    const p = byId.get(applied.promotionId) as PromotionDef;
    return { applied, counted: p.maxRedemptions !== null, perPhone: perPhoneLimit(p) };
  });
  return { price, redemptions, code: code?.code ?? null };
}
