/**
 * The orders CSV: RFC 4180 cells, every one quoted and guarded against spreadsheet formulas,
 * one row per order. Pure functions, unit tested in order-csv.spec.ts.
 */
import { NO_SIZE, ORDER_STATUS_LABELS, SHOP_TIME_ZONE } from '../contract';
import type { OrderItemEntity } from './order-item.entity';
import type { OrderEntity } from './order.entity';

/** What a row shows of an order and of its lines. */
export type ExportOrder = Pick<
  OrderEntity,
  | 'orderNumber'
  | 'createdAt'
  | 'status'
  | 'customerName'
  | 'phone'
  | 'city'
  | 'addressLine1'
  | 'addressLine2'
  | 'subtotalFils'
  | 'deliveryFils'
  | 'codFeeFils'
  | 'totalFils'
  | 'courier'
  | 'remittedAt'
  | 'discountFils'
  | 'promoCode'
>;
export type ExportItem = Pick<OrderItemEntity, 'qty' | 'title' | 'size' | 'color'>;

/** Excel and LibreOffice read the file as UTF-8 with it. */
export const CSV_BOM = '\uFEFF';

export const CSV_HEADER = [
  'Order number',
  'Created at (Dubai)',
  'Status',
  'Customer name',
  'Phone',
  'City',
  'Address',
  'Items',
  'Subtotal (AED)',
  'Delivery (AED)',
  'COD fee (AED)',
  'Total (AED)',
  'Courier',
  'Remitted at (Dubai)',
  // After the earlier columns, so a sheet that reads them by position still does.
  'Discount (AED)',
  'Promo code',
];

/**
 * What a spreadsheet may take as the start of a formula: `=`, `+`, `-`, `@` (after spaces too), or
 * a tab or a carriage return (OWASP's CSV-injection list).
 */
const FORMULA_START = /^(?:[\t\r]| *[=+\-@])/;
/**
 * Where a spreadsheet may start a new cell inside ours: Excel and LibreOffice split on `,`, `;`
 * or tab depending on the locale and the import dialog, and on line breaks; spaces after one
 * are skipped. A formula start there runs like one at the beginning.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ \t]*)(?=[=+\-@])/g;

/**
 * One cell: a formula start at the beginning, or after a separator a spreadsheet may split on,
 * gets a `'` before it (shown as text, never run); then the cell is quoted (RFC 4180, quotes
 * doubled), every cell, so no separator inside it is ever read as the end of the cell.
 */
export function csvCell(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const dubai = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const HOUR_MS = 3_600_000;
/** The shop's offset from UTC, in ms, for the hour that contains `at` (cached per hour). */
const offsets = new Map<number, number>();
function shopOffsetMs(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(dubai.formatToParts(at).map((part) => [part.type, part.value]));
    const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
    offset = local - Math.floor(at.getTime() / 60_000) * 60_000;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** `2026-11-24 07:05`, in the shop's time zone (one Intl call per hour of dates, not per row). */
export function shopDateTime(at: Date): string {
  const local = new Date(at.getTime() + shopOffsetMs(at)).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Fils as `149.50`. */
export function csvAmount(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `2 x Drip Hoodie (M / Black); 1 x Skull Cap` */
export function itemsText(
  items: readonly Pick<OrderItemEntity, 'qty' | 'title' | 'size' | 'color'>[],
) {
  return items
    .map((item) => {
      const variant = [item.size === NO_SIZE ? null : item.size, item.color].filter(Boolean);
      return `${item.qty} x ${item.title}${variant.length ? ` (${variant.join(' / ')})` : ''}`;
    })
    .join('; ');
}

export function orderCsvRow(order: ExportOrder, items: readonly ExportItem[]): string {
  return csvRow([
    order.orderNumber,
    shopDateTime(order.createdAt),
    ORDER_STATUS_LABELS[order.status],
    order.customerName,
    order.phone,
    order.city,
    [order.addressLine1, order.addressLine2].filter(Boolean).join(', '),
    itemsText(items),
    csvAmount(order.subtotalFils),
    csvAmount(order.deliveryFils),
    csvAmount(order.codFeeFils ?? 0),
    csvAmount(order.totalFils),
    order.courier ?? '',
    order.remittedAt ? shopDateTime(order.remittedAt) : '',
    csvAmount(order.discountFils ?? 0),
    order.promoCode ?? '',
  ]);
}
