import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { fromFils, LIMITS, ORDER_STATUSES, SHOP_TIME_ZONE } from '../contract';
import type { AdminStats, DailyStat, OrderStatus } from '../contract';
import { ProductsService } from '../catalog/products.service';
import { localDaySql } from '../database/dialect';
import { orderRates } from './order-rates';
import { OrderEntity } from './order.entity';
import { OrderReads } from './order-reads.service';
import { zoneOffsetMinutes } from './shop-day';

export const STATS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export { zoneOffsetMinutes };

/** The last `days` shop days (oldest first, today last) and the instant the first one began. */
export function shopDays(
  now: Date,
  days: number,
  offsetMinutes: number,
): { dates: string[]; since: Date } {
  const local = new Date(now.getTime() + offsetMinutes * 60000);
  const todayUtcMidnight = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
  );
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i -= 1) {
    dates.push(new Date(todayUtcMidnight - i * DAY_MS).toISOString().slice(0, 10));
  }
  return { dates, since: new Date(todayUtcMidnight - (days - 1) * DAY_MS - offsetMinutes * 60000) };
}

/** The dashboard's figures, computed by the database over all orders, not a page of them. */
@Injectable()
export class OrderStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderReads,
    private readonly products: ProductsService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const [totals, daily, recentOrders, lowStockProducts, rates] = await Promise.all([
      this.totals(),
      this.daily(now),
      this.orders.recent(LIMITS.dashboardItems),
      this.products.lowStock(LIMITS.dashboardItems),
      orderRates(this.dataSource, now),
    ]);
    return { ...totals, daily, recentOrders, lowStockProducts, rates };
  }

  /** Counts per status, revenue (DELIVERED) and open value, from one GROUP BY. */
  private async totals(): Promise<Pick<AdminStats, 'counts' | 'revenueAED' | 'openValueAED'>> {
    const rows = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(o.totalFils), 0)', 'fils')
      .groupBy('o.status')
      .getRawMany<{ status: OrderStatus; count: string | number; fils: string | number }>();
    const counts = Object.fromEntries([
      ['all', 0],
      ...ORDER_STATUSES.map((s) => [s, 0]),
    ]) as AdminStats['counts'];
    let revenueFils = 0;
    let openFils = 0;
    for (const row of rows) {
      const count = Number(row.count);
      const fils = Number(row.fils);
      counts[row.status] = count;
      counts.all += count;
      if (row.status === 'DELIVERED') revenueFils += fils;
      else if (row.status !== 'CANCELLED') openFils += fils;
    }
    return { counts, revenueAED: fromFils(revenueFils), openValueAED: fromFils(openFils) };
  }

  /**
   * Orders placed and revenue of those now DELIVERED, per shop day (by the day each order was
   * placed), for the last 14 days; days without orders are there with zeros.
   */
  private async daily(now: Date): Promise<DailyStat[]> {
    const offset = zoneOffsetMinutes(now, SHOP_TIME_ZONE);
    const { dates, since } = shopDays(now, STATS_DAYS, offset);
    // Dates are stored in UTC; shifting by the zone's offset gives the shop's calendar day.
    const day = localDaySql(this.dataSource, 'o.createdAt', offset);
    const rows = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select(day, 'day')
      .addSelect('COUNT(*)', 'orders')
      .addSelect(
        "COALESCE(SUM(CASE WHEN o.status = 'DELIVERED' THEN o.totalFils ELSE 0 END), 0)",
        'fils',
      )
      .where('o.createdAt >= :since', { since })
      .groupBy(day)
      .getRawMany<{ day: string; orders: string | number; fils: string | number }>();
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return dates.map((date) => {
      const row = byDay.get(date);
      return {
        date,
        orders: Number(row?.orders ?? 0),
        revenueAED: fromFils(Number(row?.fils ?? 0)),
      };
    });
  }
}
