import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In } from 'typeorm';
import { DELIVERY_LIMITS } from '../contract';
import type { OrderStatus } from '../contract';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { CSV_BOM, CSV_HEADER, csvRow, orderCsvRow } from './order-csv';
import { zoneOffsetMinutes } from './order-stats.service';
import { SHOP_TIME_ZONE } from '../contract';

export interface ExportFilter {
  /** YYYY-MM-DD in the shop's time zone, inclusive. */
  from?: string;
  to?: string;
  status?: OrderStatus;
}

const DAY_MS = 86_400_000;

/** The instant a shop-calendar day begins (Asia/Dubai has no daylight saving). */
export function shopDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const offset = zoneOffsetMinutes(new Date(utcMidnight), SHOP_TIME_ZONE);
  return new Date(utcMidnight - offset * 60_000);
}

/**
 * Streams the orders CSV: reads orders oldest first in batches with keyset pagination on
 * (createdAt, id) — never an OFFSET, never every order at once — with each batch's items in
 * one `IN (…)` query, and waits for the socket to drain before reading the next batch, so the
 * memory it holds is one batch whatever the number of orders.
 */
@Injectable()
export class OrderExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async write(out: Writable, filter: ExportFilter, batch = DELIVERY_LIMITS.exportBatch) {
    const write = async (chunk: string) => {
      if (!out.write(chunk)) await once(out, 'drain');
    };
    await write(CSV_BOM + csvRow(CSV_HEADER));
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      if (out.destroyed) return;
      const orders = await this.page(filter, after, batch);
      if (orders.length === 0) return;
      const items = await this.dataSource.getRepository(OrderItemEntity).find({
        select: ['orderId', 'position', 'qty', 'title', 'size', 'color'],
        where: { orderId: In(orders.map((o) => o.id)) },
        order: { orderId: 'ASC', position: 'ASC' },
      });
      const byOrder = new Map<string, OrderItemEntity[]>();
      for (const item of items) {
        const list = byOrder.get(item.orderId);
        if (list) list.push(item);
        else byOrder.set(item.orderId, [item]);
      }
      await write(orders.map((o) => orderCsvRow(o, byOrder.get(o.id) ?? [])).join(''));
      if (orders.length < batch) return;
      const last = orders[orders.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  private page(
    filter: ExportFilter,
    after: { createdAt: Date; id: string } | null,
    batch: number,
  ): Promise<OrderEntity[]> {
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .limit(batch);
    if (filter.status) qb.andWhere('o.status = :status', { status: filter.status });
    if (filter.from) qb.andWhere('o.createdAt >= :from', { from: shopDayStart(filter.from) });
    if (filter.to) {
      const end = new Date(shopDayStart(filter.to).getTime() + DAY_MS);
      qb.andWhere('o.createdAt < :to', { to: end });
    }
    if (after) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('o.createdAt > :afterAt', { afterAt: after.createdAt })
            .orWhere('o.createdAt = :afterAt AND o.id > :afterId', { afterId: after.id }),
        ),
      );
    }
    return qb.getMany();
  }
}
