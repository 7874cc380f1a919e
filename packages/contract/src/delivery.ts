/**
 * Delivery fees per city, free delivery from an order value, the cash-on-delivery fee and the
 * largest order paid in cash: the pure rules the API prices an order with and the checkout shows
 * before it is sent. Everything here is integer fils; AED numbers only at the edges.
 */
import { CITIES, LIMITS } from './constants';
import type { City } from './constants';
import type { FieldRule } from './rules';

export const DELIVERY_LIMITS = {
  cityFeeMaxAED: 1000,
  couriersMax: 20,
  courierNameMax: 60,
  remittanceNoteMax: 500,
  remittanceOrdersMax: 500,
  /** Page size of a courier's outstanding orders on the Cash screen, and the largest page. */
  outstandingPageSize: 50,
  outstandingPageMax: 100,
  /** Longest order-number search on the Cash screen. */
  outstandingSearchMax: 40,
  /** Orders read per query by the CSV export. */
  exportBatch: 200,
} as const;

export const DELIVERY_MSG = {
  unknownCity: (key: string) => `${key} is not one of the cities the shop delivers to`,
  cityFee: `A city's delivery fee must be an amount from 0 to ${DELIVERY_LIMITS.cityFeeMaxAED}`,
  freeDeliveryFrom: 'Free delivery from must be an amount of 0 or more, or empty',
  codFee: 'Cash on delivery fee must be 0 or greater',
  codMaxOrder: 'The largest cash order must be an amount of 0 or more, or empty',
  couriers: `Couriers must be a list of at most ${DELIVERY_LIMITS.couriersMax} different names of 1 to ${DELIVERY_LIMITS.courierNameMax} characters`,
  unknownCourier: 'Courier must be one of the couriers in the settings',
  codMaxExceeded: (maxAED: number) =>
    `Orders above AED ${formatAmountAED(maxAED)} can't be paid in cash. Please contact us on WhatsApp.`,
  addForFreeDelivery: (aed: number) => `Add AED ${formatAmountAED(aed)} more for free delivery`,
  codFeeLine: 'Cash on delivery fee',
  orderRemitted: 'This order is in a cash remittance and can no longer change',
  remittanceOrder: (orderNumber: string, why: string) => `Order ${orderNumber} ${why}`,
  notDelivered: 'is not delivered',
  otherCourier: (courier: string) => `was not delivered by ${courier}`,
  alreadyRemitted: 'is already remitted',
  orderMissing: (id: string) => `Order ${id} does not exist`,
  orderIdsRequired: 'Choose at least one delivered order',
  orderIdsOrAll: 'Send either orderIds or allOutstanding, not both',
  allOutstandingInvalid:
    'allOutstanding must give the orders (a whole number of at least 1) and amountAED staff saw',
  outstandingChanged: (orders: number, aed: number) =>
    `The courier's outstanding cash changed: now ${orders} orders, AED ${formatAmountAED(aed)}. Please look again.`,
  nothingOutstanding: 'This courier has no delivered orders waiting to be handed over',
  courierRequired: 'Choose a courier',
  searchTooLong: `Search at most ${DELIVERY_LIMITS.outstandingSearchMax} characters`,
  dateInvalid: 'Dates must be written YYYY-MM-DD',
} as const;

/** The settings that price the delivery and cash handling of an order, in fils. */
export interface DeliveryRules {
  deliveryFils: number;
  /** Fee per city; a city not in it pays `deliveryFils`. */
  byCityFils: Partial<Record<City, number>>;
  /** At or above this subtotal the delivery is free; null: never. */
  freeFromFils: number | null;
  /** Added to every order. */
  codFeeFils: number;
  /** An order whose total is above this is refused; null: no maximum. */
  codMaxFils: number | null;
}

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}

/** The delivery fee of an order to `city` with this subtotal. */
export function deliveryFeeFils(rules: DeliveryRules, city: City, subtotalFils: number): number {
  if (rules.freeFromFils !== null && subtotalFils >= rules.freeFromFils) return 0;
  return rules.byCityFils[city] ?? rules.deliveryFils;
}

/**
 * How much more the cart needs for free delivery, or null when there is no threshold, the
 * cart already reaches it, or the delivery to this city is free anyway.
 */
export function missingForFreeDeliveryFils(
  rules: DeliveryRules,
  city: City | null,
  subtotalFils: number,
): number | null {
  if (rules.freeFromFils === null || subtotalFils >= rules.freeFromFils) return null;
  const fee = city ? (rules.byCityFils[city] ?? rules.deliveryFils) : rules.deliveryFils;
  if (fee === 0 && city) return null;
  return rules.freeFromFils - subtotalFils;
}

export interface OrderCharges {
  deliveryFils: number;
  codFeeFils: number;
  totalFils: number;
  /** True when the total is above the largest order paid in cash. */
  aboveCodMax: boolean;
}

/** Delivery, COD fee and total of an order with this subtotal to `city`. */
export function orderCharges(rules: DeliveryRules, city: City, subtotalFils: number): OrderCharges {
  const deliveryFils = deliveryFeeFils(rules, city, subtotalFils);
  const totalFils = subtotalFils + deliveryFils + rules.codFeeFils;
  return {
    deliveryFils,
    codFeeFils: rules.codFeeFils,
    totalFils,
    aboveCodMax: exceedsCodMax(rules, totalFils),
  };
}

export function exceedsCodMax(
  rules: Pick<DeliveryRules, 'codMaxFils'>,
  totalFils: number,
): boolean {
  return rules.codMaxFils !== null && totalFils > rules.codMaxFils;
}

/** `5,000` / `99.50`: an AED amount without the currency, as the shop writes it. */
export function formatAmountAED(aed: number): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  return aed.toLocaleString('en-US', {
    minimumFractionDigits: hasFils ? 2 : 0,
    maximumFractionDigits: 2,
  });
}

/** Field rules of the new settings (the admin form and PUT /api/admin/settings). */
export const DELIVERY_RULES = {
  cityFee: {
    kind: 'number',
    maxDecimals: 2,
    min: 0,
    max: DELIVERY_LIMITS.cityFeeMaxAED,
    messages: { required: DELIVERY_MSG.cityFee },
  },
  freeDeliveryFromAED: {
    kind: 'number',
    optional: true,
    maxDecimals: 2,
    min: 0,
    max: 1_000_000,
    messages: { required: DELIVERY_MSG.freeDeliveryFrom },
  },
  codFeeAED: {
    kind: 'number',
    maxDecimals: 2,
    min: 0,
    max: 10_000,
    messages: { required: DELIVERY_MSG.codFee, max: 'Cash on delivery fee must be at most 10000' },
  },
  codMaxOrderAED: {
    kind: 'number',
    optional: true,
    maxDecimals: 2,
    min: 0,
    max: LIMITS.maxOrderTotalAED,
    messages: { required: DELIVERY_MSG.codMaxOrder },
  },
  courier: {
    kind: 'text',
    trim: true,
    minLength: 1,
    maxLength: DELIVERY_LIMITS.courierNameMax,
    messages: { required: DELIVERY_MSG.couriers },
  },
} as const satisfies Record<string, FieldRule>;

/** The courier list's problem, or null: at most 20 unique names of 1-60 characters. */
export function couriersError(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > DELIVERY_LIMITS.couriersMax) {
    return DELIVERY_MSG.couriers;
  }
  const seen = new Set<string>();
  for (const name of value) {
    if (typeof name !== 'string') return DELIVERY_MSG.couriers;
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > DELIVERY_LIMITS.courierNameMax) {
      return DELIVERY_MSG.couriers;
    }
    if (seen.has(trimmed.toLowerCase())) return DELIVERY_MSG.couriers;
    seen.add(trimmed.toLowerCase());
  }
  return null;
}

/** The per-city fees' problem, or null: known cities only, each fee 0-1000 with 2 decimals. */
export function cityFeesError(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return DELIVERY_MSG.cityFee;
  }
  for (const [key, fee] of Object.entries(value)) {
    if (!isCity(key)) return DELIVERY_MSG.unknownCity(key);
    if (
      typeof fee !== 'number' ||
      !Number.isFinite(fee) ||
      fee < 0 ||
      fee > DELIVERY_LIMITS.cityFeeMaxAED ||
      (String(fee).split('.')[1]?.length ?? 0) > 2
    ) {
      return DELIVERY_MSG.cityFee;
    }
  }
  return null;
}
