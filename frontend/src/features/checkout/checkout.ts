/**
 * The checkout's rules, figures and conflict answers, free of React for tests; their words in
 * the page's language (`lang`, English by default).
 */
import { formatAED } from '../../components/format';
import type { City, DeliveryRules, OrderLanguage } from '@freakdrop/contract';
import type { PlaceOrderRequest, StockConflictBody, TotalsConflictBody } from '../../api/types';
import {
  CHECKOUT_RULES,
  exceedsCodMax,
  isCity,
  missingForFreeDeliveryFils,
  orderCharges,
  fromFils,
  NO_SIZE,
  normalizeUaePhone,
  PHONE_PREFIX,
  ruleError,
  toFils,
} from '@freakdrop/contract';
import { ENGLISH } from '../../i18n';
import type { Language } from '../../i18n';
import { MSG } from '../../i18n/messages';
import { VARIANT_MSG } from '../../i18n/orderMessages';
import { CHECKOUT_TEXT } from './texts';
import { flatRules } from './delivery';
import type { CartItem, CartState, LineUpdate } from '../../app/cart';
import type { ApiErrorInfo } from '../../app/apiError';
import { lineKey } from '../../app/cart';

export interface CheckoutForm {
  customerName: string;
  phone: string;
  email: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  notes: string;
}
export type CheckoutErrors = Partial<Record<keyof CheckoutForm, string>>;

export const EMPTY_FORM: CheckoutForm = {
  customerName: '',
  phone: `${PHONE_PREFIX} `,
  email: '',
  city: '',
  addressLine1: '',
  addressLine2: '',
  notes: '',
};

/** Each field by the rule the API checks it with (CHECKOUT_RULES), the first message only. */
export function validateCheckout(form: CheckoutForm, lang: Language = ENGLISH): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of Object.keys(CHECKOUT_RULES) as (keyof typeof CHECKOUT_RULES)[]) {
    const message = ruleError(CHECKOUT_RULES[field], form[field]);
    if (message) errors[field] = lang.message(message);
  }
  return errors;
}

/** The figures the checkout shows and sends, in integer fils: no float drift in a total. */
export interface CheckoutFigures {
  lines: Array<{ item: CartItem; unitFils: number; totalFils: number }>;
  subtotalFils: number;
  deliveryFils: number;
  /** Cash-on-delivery fee (settings); 0 unless the shop charges one. */
  codFeeFils: number;
  /** What the promotions take off (the server's figure); 0 without one. */
  discountFils: number;
  totalFils: number;
  /** How much more gives free delivery, or null. */
  missingForFreeFils: number | null;
  /** The largest order paid in cash, when the total is above it; else null. */
  codMaxExceededFils: number | null;
}

/** A discount the server quoted for this cart (POST /api/promotions/check). */
export interface AppliedDiscount {
  discountAED: number;
  /** The delivery fee becomes 0. */
  freeDelivery: boolean;
}

/**
 * The checkout's figures with the shop's delivery rules (or a flat fee in AED): the fee of the
 * chosen city (the flat fee until one is chosen), free at or above the threshold, plus the COD
 * fee — the same pure rules the API prices with (contract/delivery.ts). A discount the server
 * quoted comes off the subtotal (the free-delivery threshold still compares with the subtotal
 * before it); the total never goes below the delivery and COD fees.
 */
export function checkoutFigures(
  items: readonly CartItem[],
  delivery: number | DeliveryRules,
  city?: string,
  discount?: AppliedDiscount | null,
): CheckoutFigures {
  const rules = typeof delivery === 'number' ? flatRules(delivery) : delivery;
  const lines = items.map((item) => {
    const unitFils = toFils(item.priceAED);
    return { item, unitFils, totalFils: unitFils * item.qty };
  });
  const subtotalFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const chosen: City | null = city && isCity(city) ? city : null;
  const charges = chosen
    ? orderCharges(rules, chosen, subtotalFils)
    : orderCharges({ ...rules, byCityFils: {} }, 'Dubai', subtotalFils);
  const discountFils = Math.min(toFils(discount?.discountAED ?? 0), subtotalFils);
  const deliveryFils = discount?.freeDelivery ? 0 : charges.deliveryFils;
  const totalFils = subtotalFils - discountFils + deliveryFils + charges.codFeeFils;
  return {
    lines,
    subtotalFils,
    deliveryFils,
    codFeeFils: charges.codFeeFils,
    discountFils,
    totalFils,
    missingForFreeFils: discount?.freeDelivery
      ? null
      : missingForFreeDeliveryFils(rules, chosen, subtotalFils),
    codMaxExceededFils: exceedsCodMax(rules, totalFils) ? rules.codMaxFils : null,
  };
}

/** What the checkout says about the order's messages: its page's language, the WhatsApp box. */
export interface MessagingChoice {
  language: OrderLanguage;
  whatsappConsent: boolean;
}

/**
 * Only ids, sizes, colours and quantities, with the figures the shopper saw: the server prices
 * everything itself and refuses figures that differ from its own. With `messaging`, the page's
 * language (the customer's messages are in it) and the WhatsApp consent go along.
 */
export function toPlaceOrderRequest(
  form: CheckoutForm,
  cart: CartState,
  delivery: number | DeliveryRules,
  promo?: (AppliedDiscount & { code: string | null }) | null,
  messaging?: MessagingChoice,
): PlaceOrderRequest {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  const figures = checkoutFigures(cart.items, delivery, form.city, promo);
  return {
    customerName: form.customerName.trim(),
    phone: normalizeUaePhone(form.phone) ?? form.phone.trim(),
    email: optional(form.email),
    city: form.city as City,
    addressLine1: form.addressLine1.trim(),
    addressLine2: optional(form.addressLine2),
    notes: optional(form.notes),
    items: cart.items.map((i) => ({
      productId: i.productId,
      size: i.size || NO_SIZE,
      ...(i.color ? { color: i.color } : {}),
      qty: i.qty,
    })),
    subtotalAED: fromFils(figures.subtotalFils),
    deliveryAED: fromFils(figures.deliveryFils),
    totalAED: fromFils(figures.totalFils),
    // Sent only when the shop charges one: a shop without it sends the base body.
    ...(figures.codFeeFils ? { codFeeAED: fromFils(figures.codFeeFils) } : {}),
    // Only with a code or a discount: without promotions the body stays the base one.
    ...(promo?.code ? { promoCode: promo.code } : {}),
    ...(promo?.code || figures.discountFils ? { discountAED: fromFils(figures.discountFils) } : {}),
    ...(messaging && {
      language: messaging.language,
      whatsappConsent: messaging.whatsappConsent,
    }),
  };
}

export interface ConflictResolution {
  /** One human line per change, shown above the summary. */
  changes: string[];
  updates: LineUpdate[];
  /** The server's delivery fee when it differs from the one shown. */
  deliveryAED?: number;
  /** The server's discount when its answer carries one. */
  discount?: AppliedDiscount;
}

/**
 * What a refused order changed, said in words, and how the cart must change to match: the
 * `TOTALS_CHANGED` and `OUT_OF_STOCK` answers carry the server's figures; any other is null.
 */
export function resolveConflict(
  failure: ApiErrorInfo,
  items: CartItem[],
  shownDeliveryAED: number,
  lang: Language = ENGLISH,
  shownDiscount?: AppliedDiscount | null,
): ConflictResolution | null {
  const text = lang.t(CHECKOUT_TEXT);
  const byKey = new Map(items.map((i) => [lineKey(i), i]));
  if (failure.code === 'TOTALS_CHANGED') {
    const body = failure.body as TotalsConflictBody;
    const changes: string[] = [];
    const updates: LineUpdate[] = [];
    for (const line of body.current.items) {
      const color = line.color ?? undefined;
      const mine = byKey.get(lineKey({ productId: line.productId, size: line.size, color }));
      const title = mine ? lang.title(mine) : line.title;
      if (mine && toFils(mine.priceAED) !== toFils(line.priceAED)) {
        changes.push(
          text.priceChanged(
            title,
            formatAED(mine.priceAED, lang.locale),
            formatAED(line.priceAED, lang.locale),
          ),
        );
      }
      const qty = mine?.qty ?? line.qty;
      if (line.available <= 0) changes.push(text.itemRemoved(title));
      else if (line.available < qty) changes.push(text.qtyReduced(title, qty, line.available));
      updates.push({
        productId: line.productId,
        size: line.size,
        color,
        priceAED: line.priceAED,
        available: line.available,
      });
    }
    const deliveryChanged = toFils(body.current.deliveryAED) !== toFils(shownDeliveryAED);
    if (deliveryChanged) {
      changes.push(
        text.deliveryChanged(
          formatAED(shownDeliveryAED, lang.locale),
          formatAED(body.current.deliveryAED, lang.locale),
        ),
      );
    }
    // A discount in the answer: the promotions that apply now (automatic offer first).
    const { discountAED, promotions } = body.current;
    const discount =
      discountAED === undefined
        ? undefined
        : { discountAED, freeDelivery: !!promotions?.some((p) => p.freeDelivery) };
    const shownFils = toFils(shownDiscount?.discountAED ?? 0);
    if (toFils(discountAED ?? 0) !== shownFils) {
      changes.push(
        text.discountChanged(
          formatAED(fromFils(shownFils), lang.locale),
          formatAED(discountAED ?? 0, lang.locale),
        ),
      );
    }
    if (!changes.length && body.message) changes.push(lang.message(body.message, failure.code));
    return {
      changes,
      updates,
      deliveryAED: deliveryChanged ? body.current.deliveryAED : undefined,
      ...(discount ? { discount } : {}),
    };
  }
  if (failure.code === 'OUT_OF_STOCK') {
    const body = failure.body as StockConflictBody;
    if (body.size !== undefined) return variantConflict(body, items, lang);
    const mine = items.filter((i) => i.productId === body.productId);
    const title = mine[0] && lang.title(mine[0]);
    // The API's own message in English; in Arabic the catalog's.
    const change =
      body.available <= 0 && title
        ? text.itemRemoved(title)
        : ((lang.locale === 'ar' ? undefined : body.message) ??
          lang.t(MSG).notEnoughStock(title ?? '', body.available));
    return {
      changes: [change],
      updates: [{ productId: body.productId, available: body.available }],
    };
  }
  return null;
}

/**
 * A 409 for one size and colour of a product that tracks stock per variant: the server's
 * message names the variant (`Only 2 left of "Drip Hoodie" in M / Black`); only that line of
 * the cart shrinks.
 */
function variantConflict(
  body: StockConflictBody,
  items: CartItem[],
  lang: Language,
): ConflictResolution {
  const size = body.size ?? NO_SIZE;
  const color = body.color ?? null;
  const mine = items.find(
    (i) => lineKey(i) === lineKey({ productId: body.productId, size, color: color ?? undefined }),
  );
  const title = mine ? lang.title(mine) : '';
  return {
    changes: [
      (lang.locale === 'ar' ? undefined : body.message) ??
        lang.t(VARIANT_MSG).notEnoughStock(title, size, color, body.available),
    ],
    updates: [{ productId: body.productId, size, color, available: body.available }],
  };
}
