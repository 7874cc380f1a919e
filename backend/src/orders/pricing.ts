import { fromFils, toFils } from '../contract';
import type { PlaceOrderRequest, TotalsConflictBody } from '../contract';
import type { OrderableProduct, StockLine } from '../catalog/stock.service';

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
  totalFils: number;
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
  return { lines: priced, subtotalFils, deliveryFils, totalFils: subtotalFils + deliveryFils };
}

type ClientFigures = Pick<PlaceOrderRequest, 'subtotalAED' | 'deliveryAED' | 'totalAED'>;

/** True when the client showed exactly the server's subtotal, delivery fee and total. */
export function matchesClientFigures(price: OrderPrice, client: ClientFigures): boolean {
  return (
    toFils(client.subtotalAED) === price.subtotalFils &&
    toFils(client.deliveryAED) === price.deliveryFils &&
    toFils(client.totalAED) === price.totalFils
  );
}

/** The `current` figures of a 409 TOTALS_CHANGED, in AED, for the checkout to show. */
export function currentFigures(price: OrderPrice): TotalsConflictBody['current'] {
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
  };
}
