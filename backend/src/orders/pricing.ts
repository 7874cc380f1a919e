import { exceedsCodMax, fromFils, orderCharges, toFils } from '../contract';
import type {
  AppliedDiscount,
  AppliedPromotion,
  City,
  DeliveryRules,
  PlaceOrderRequest,
  PromotionPrice,
  TotalsConflictBody,
} from '../contract';
import type { OrderableProduct, StockLine } from '../catalog/stock-lines';

/** One line as the server prices it. */
export interface PricedLine {
  productId: string;
  size: string;
  color: string | null;
  qty: number;
  title: string;
  image: string;
  unitFils: number;
  /** Stock when the product was read, for the client to adjust its cart on a 409. */
  available: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  subtotalFils: number;
  deliveryFils: number;
  /** Cash-on-delivery fee (settings); 0 unless the shop charges one. */
  codFeeFils: number;
  totalFils: number;
  /** Off the goods by promotions; 0 without. */
  discountFils: number;
  /** The promotions that apply, automatic offer first; empty without. */
  applied: AppliedDiscount[];
  /** The discount code used (upper-cased), or null. */
  promoCode: string | null;
}

/**
 * The server's figures for an order, in integer fils: each line at the product's current price
 * (the sale price when there is one), the subtotal, the delivery fee and their sum.
 * `products` holds one product per line, in the lines' order. Prices a client sends never
 * enter here.
 */
export function priceOrder(
  lines: readonly StockLine[],
  products: readonly OrderableProduct[],
  deliveryFils: number,
  codFeeFils = 0,
): OrderPrice {
  const priced = lines.map((line, i): PricedLine => {
    const product = products[i];
    return {
      productId: product.id,
      size: line.size,
      color: line.color ?? null,
      qty: line.qty,
      title: product.title,
      image: product.image,
      unitFils: product.unitPriceFils,
      available: product.available,
    };
  });
  const subtotalFils = priced.reduce((sum, line) => sum + line.unitFils * line.qty, 0);
  return {
    lines: priced,
    subtotalFils,
    deliveryFils,
    codFeeFils,
    totalFils: subtotalFils + deliveryFils + codFeeFils,
    discountFils: 0,
    applied: [],
    promoCode: null,
  };
}

/**
 * The order priced with its promotions (the contract's `pricePromotions`, which decided the
 * delivery, the discount and the total): the lines as `priceOrder` prices them, the rest from it.
 */
export function withPromotions(
  lines: readonly StockLine[],
  products: readonly OrderableProduct[],
  promotions: PromotionPrice,
  promoCode: string | null,
): OrderPrice {
  return {
    ...priceOrder(lines, products, promotions.deliveryFils, promotions.codFeeFils),
    totalFils: promotions.totalFils,
    discountFils: promotions.discountFils,
    applied: promotions.applied,
    promoCode,
  };
}

/** The API's form of applied promotions (no internal ids: tracking shows them too). */
export function appliedPromotions(applied: readonly AppliedDiscount[]): AppliedPromotion[] {
  return applied.map((a) => ({
    code: a.code,
    kind: a.kind,
    discountAED: fromFils(a.discountFils),
    freeDelivery: a.freeDelivery,
  }));
}

/**
 * An order to `city` priced with the shop's delivery rules: the city's fee (or the flat fee),
 * nothing at or above the free-delivery threshold, plus the cash-on-delivery fee.
 */
export function priceDelivery(
  lines: readonly StockLine[],
  products: readonly OrderableProduct[],
  city: City,
  rules: DeliveryRules,
): OrderPrice {
  const goods = priceOrder(lines, products, 0);
  const charges = orderCharges(rules, city, goods.subtotalFils);
  return priceOrder(lines, products, charges.deliveryFils, charges.codFeeFils);
}

/** True when the order's total is above the largest order the shop takes in cash. */
export function aboveCodMax(price: OrderPrice, rules: Pick<DeliveryRules, 'codMaxFils'>): boolean {
  return exceedsCodMax(rules, price.totalFils);
}

type ClientFigures = Pick<
  PlaceOrderRequest,
  'subtotalAED' | 'deliveryAED' | 'totalAED' | 'codFeeAED' | 'discountAED' | 'promoCode'
>;

/**
 * True when the client showed exactly the server's subtotal, delivery fee and total, and the
 * server's COD fee and discount when it sent them (a client that knows neither sends none).
 */
export function matchesClientFigures(price: OrderPrice, client: ClientFigures): boolean {
  return (
    toFils(client.subtotalAED) === price.subtotalFils &&
    toFils(client.deliveryAED) === price.deliveryFils &&
    toFils(client.totalAED) === price.totalFils &&
    (client.codFeeAED === undefined || toFils(client.codFeeAED) === price.codFeeFils) &&
    (client.discountAED === undefined || toFils(client.discountAED) === price.discountFils)
  );
}

/**
 * The `current` figures of a 409 TOTALS_CHANGED, in AED, for the checkout to show;
 * `codFeeAED` when there is one or the client sent one, `discountAED` and `promotions` when a
 * promotion applies or the client sent a code or a discount (a client that knows only the base
 * fields sees the base body).
 */
export function currentFigures(
  price: OrderPrice,
  client?: Pick<ClientFigures, 'codFeeAED' | 'discountAED' | 'promoCode'>,
): TotalsConflictBody['current'] {
  const withCodFee = price.codFeeFils !== 0 || client?.codFeeAED !== undefined;
  const withDiscount =
    price.applied.length > 0 ||
    client?.discountAED !== undefined ||
    client?.promoCode !== undefined;
  return {
    items: price.lines.map((line) => ({
      productId: line.productId,
      size: line.size,
      color: line.color,
      qty: line.qty,
      title: line.title,
      priceAED: fromFils(line.unitFils),
      available: line.available,
    })),
    subtotalAED: fromFils(price.subtotalFils),
    deliveryAED: fromFils(price.deliveryFils),
    totalAED: fromFils(price.totalFils),
    ...(withCodFee ? { codFeeAED: fromFils(price.codFeeFils) } : {}),
    ...(withDiscount
      ? {
          discountAED: fromFils(price.discountFils),
          promotions: appliedPromotions(price.applied),
        }
      : {}),
  };
}
