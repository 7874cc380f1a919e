import type { Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import type { SelectQueryBuilder } from 'typeorm';
import { DELIVERY_LIMITS } from '../contract';
import { rawDateTime } from '../database/dialect';
import { streamRows, streamsRows } from '../database/streaming';
import type { OrderStatus } from '../contract';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { groupByOrder } from './group-by-order';
import { CSV_BOM, CSV_HEADER, csvRow, orderCsvRow } from './order-csv';
import type { ExportItem, ExportOrder } from './order-csv';
import { OrderFilters } from './order-filter';
import type { OrderFilterInput } from './order-filter';

/** The list's filters (order-filter.ts): dates in the shop's time zone, inclusive. */
export type ExportFilter = OrderFilterInput;

/**
 * Streams the orders CSV, oldest first then by id, never every order in memory at once, and
 * waits for the response to drain before reading more. SQLite: keyset pages on (createdAt, id)
 * with each page's lines in one `IN (…)` query. MySQL/MariaDB: one query streamed row by row
 * from a connection of its own (see streamJoined).
 */
@Injectable()
export class OrderExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly filters: OrderFilters,
  ) {}

  async write(
    out: Writable,
    filter: ExportFilter,
    batch: number = DELIVERY_LIMITS.exportBatch,
  ): Promise<void> {
    // Behind compression() a response buffers until zlib has a block; flush every batch so the
    // rows go out as they are read (and the first byte leaves with the header row).
    const flush = () => (out as Writable & { flush?: () => void }).flush?.();
    const write = async (chunk: string) => {
      const ok = out.write(chunk);
      flush();
      if (!ok) await drained(out);
    };
    await write(CSV_BOM + csvRow(CSV_HEADER));
    if (streamsRows(this.dataSource)) await this.streamJoined(out, filter, batch, write);
    else await this.pages(out, filter, batch, write);
  }

  /** SQLite: keyset pages, each awaited; a page is read synchronously by better-sqlite3. */
  private async pages(
    out: Writable,
    filter: ExportFilter,
    batch: number,
    write: (chunk: string) => Promise<void>,
  ): Promise<void> {
    let after: Keyset | null = null;
    for (;;) {
      if (out.destroyed) return;
      const rows = await this.page(filter, after, batch);
      if (rows.length === 0) return;
      const byOrder = await this.itemsOf(rows.map((o) => o.id));
      await write(rows.map((o) => orderCsvRow(toExportOrder(o), byOrder.get(o.id) ?? [])).join(''));
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      // The stored value as the driver gave it (a Date on MySQL, text on SQLite) compares exactly.
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  /**
   * MySQL/MariaDB: ONE query (orders joined to their lines, in CSV order) streamed row by row
   * (database/streaming.ts): the API holds a few rows and one chunk of `batch` orders at a
   * time, and the export is one consistent read. Keyset pages on MySQL kept each page's rows,
   * Dates and strings alive across two round trips, and V8 promoted them: the RSS grew 30-120 MB.
   */
  private async streamJoined(
    out: Writable,
    filter: ExportFilter,
    batch: number,
    write: (chunk: string) => Promise<void>,
  ): Promise<void> {
    const qb = (await this.ordersQuery(filter))
      .leftJoin(OrderItemEntity, 'i', 'i.orderId = o.id')
      .addSelect('i.qty', 'itemQty')
      .addSelect('i.title', 'itemTitle')
      .addSelect('i.size', 'itemSize')
      .addSelect('i.color', 'itemColor')
      .addOrderBy('i.position', 'ASC');
    const [sql, params] = qb.getQueryAndParameters();
    await streamRows<JoinedRow>(this.dataSource, sql, params, async (rows) => {
      let current: RawOrder | null = null;
      let items: ExportItem[] = [];
      let chunk = '';
      let inChunk = 0;
      for await (const row of rows) {
        if (out.destroyed) return false;
        if (current === null || current.id !== row.id) {
          if (current !== null) {
            chunk += orderCsvRow(toExportOrder(current), items);
            inChunk += 1;
            if (inChunk >= batch) {
              await write(chunk);
              chunk = '';
              inChunk = 0;
              if (out.destroyed) return false;
            }
          }
          current = row;
          items = [];
        }
        if (row.itemTitle !== null) {
          items.push({
            qty: Number(row.itemQty),
            title: row.itemTitle,
            size: String(row.itemSize),
            color: row.itemColor,
          });
        }
      }
      if (current !== null) chunk += orderCsvRow(toExportOrder(current), items);
      if (chunk) await write(chunk);
      return true;
    });
  }

  /** The orders of the filter with the CSV's columns, oldest first then by id. */
  private ordersQuery(filter: ExportFilter): Promise<SelectQueryBuilder<OrderEntity>> {
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC');
    for (const column of ORDER_COLUMNS) qb.addSelect(`o.${column}`, column);
    return this.filters.apply(qb, filter);
  }

  /**
   * One batch of orders, as raw rows of the columns the CSV shows: no entity objects, so a
   * batch allocates little (V8 promotes what outlives a database round trip, and the RSS
   * follows).
   */
  private async page(
    filter: ExportFilter,
    after: Keyset | null,
    batch: number,
  ): Promise<RawOrder[]> {
    const qb = (await this.ordersQuery(filter)).limit(batch);
    if (after) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('o.createdAt > :afterAt', { afterAt: after.createdAt })
            .orWhere('o.createdAt = :afterAt AND o.id > :afterId', { afterId: after.id }),
        ),
      );
    }
    return qb.getRawMany<RawOrder>();
  }

  /** The lines of a batch of orders, one `IN (…)` query, grouped by order in position order. */
  private async itemsOf(ids: string[]): Promise<Map<string, ExportItem[]>> {
    const items = await this.dataSource
      .getRepository(OrderItemEntity)
      .createQueryBuilder('i')
      .select('i.orderId', 'orderId')
      .addSelect('i.qty', 'qty')
      .addSelect('i.title', 'title')
      .addSelect('i.size', 'size')
      .addSelect('i.color', 'color')
      .where('i.orderId IN (:...ids)', { ids })
      .orderBy('i.orderId', 'ASC')
      .addOrderBy('i.position', 'ASC')
      .getRawMany<ExportItem & { orderId: string }>();
    return groupByOrder(items);
  }
}

/**
 * Resolves when the response can take more, or is gone (a client abort closes it without a
 * 'drain': waiting for 'drain' alone would hang and hold the database connection forever).
 */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}

type Keyset = { createdAt: Date | string; id: string };

const ORDER_COLUMNS = [
  'orderNumber',
  'createdAt',
  'status',
  'customerName',
  'phone',
  'city',
  'addressLine1',
  'addressLine2',
  'subtotalFils',
  'deliveryFils',
  'codFeeFils',
  'totalFils',
  'courier',
  'remittedAt',
  'discountFils',
  'promoCode',
] as const;

type RawOrder = { id: string; createdAt: Date | string; remittedAt: Date | string | null } & Record<
  Exclude<(typeof ORDER_COLUMNS)[number], 'createdAt' | 'remittedAt'>,
  string | number | null
>;

/** A row of the joined query: the order's columns, then one line's (null: no lines). */
type JoinedRow = RawOrder & {
  itemQty: number | null;
  itemTitle: string | null;
  itemSize: string | null;
  itemColor: string | null;
};

function toExportOrder(row: RawOrder): ExportOrder {
  return {
    orderNumber: String(row.orderNumber),
    createdAt: rawDateTime(row.createdAt),
    status: row.status as OrderStatus,
    customerName: String(row.customerName),
    phone: String(row.phone),
    city: String(row.city) as ExportOrder['city'],
    addressLine1: String(row.addressLine1),
    addressLine2: row.addressLine2 === null ? null : String(row.addressLine2),
    subtotalFils: Number(row.subtotalFils),
    deliveryFils: Number(row.deliveryFils),
    codFeeFils: Number(row.codFeeFils ?? 0),
    totalFils: Number(row.totalFils),
    courier: row.courier === null ? null : String(row.courier),
    remittedAt: row.remittedAt === null ? null : rawDateTime(row.remittedAt),
    discountFils: Number(row.discountFils ?? 0),
    promoCode: row.promoCode === null ? null : String(row.promoCode),
  };
}
