import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DELIVERY_MSG, fromFils } from '../contract';
import type { CashLedger, CourierCash, Remittance, RemittanceListResponse } from '../contract';
import { conflict } from '../common/api-error';
import { OrderEntity } from '../orders/order.entity';
import { inTransaction } from '../orders/transactions';
import { SettingsService } from '../settings/settings.service';
import { RemittanceRequestDto } from './dto/cash.dto';
import { RemittanceEntity } from './remittance.entity';

interface LedgerRow {
  courier: string | null;
  orders: number | string;
  collected: number | string | null;
  remitted: number | string | null;
}

function toRemittance(row: RemittanceEntity): Remittance {
  return {
    id: row.id,
    courier: row.courier,
    amountAED: fromFils(row.amountFils),
    orderIds: row.orderIds,
    note: row.note,
    by: row.byUser,
    createdAt: row.createdAt.toISOString(),
  };
}

const refused = (message: string) => conflict('REMITTANCE_REFUSED', message);

/**
 * The couriers' cash: what DELIVERED orders collected, per courier, and what was handed over
 * (remittances). A remitted order is locked (orders/delivery-checks.ts).
 */
@Injectable()
export class CashService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** One GROUP BY over delivered orders; the settings' couriers appear even with nothing. */
  async ledger(): Promise<CashLedger> {
    const rows: LedgerRow[] = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.courier', 'courier')
      .addSelect('COUNT(*)', 'orders')
      .addSelect('SUM(o.totalFils)', 'collected')
      .addSelect('SUM(CASE WHEN o.remittanceId IS NULL THEN 0 ELSE o.totalFils END)', 'remitted')
      .where('o.status = :status', { status: 'DELIVERED' })
      .groupBy('o.courier')
      .getRawMany();
    const byCourier = new Map<string | null, CourierCash>();
    const entry = (courier: string | null, orders: number, collected: number, remitted: number) =>
      ({
        courier,
        deliveredOrders: orders,
        collectedAED: fromFils(collected),
        remittedAED: fromFils(remitted),
        outstandingAED: fromFils(collected - remitted),
      }) satisfies CourierCash;
    let collected = 0;
    let remitted = 0;
    for (const row of rows) {
      const c = Number(row.collected ?? 0);
      const r = Number(row.remitted ?? 0);
      collected += c;
      remitted += r;
      byCourier.set(row.courier ?? null, entry(row.courier ?? null, Number(row.orders), c, r));
    }
    const named = await this.settings.couriers();
    const couriers: CourierCash[] = named.map(
      (name) => byCourier.get(name) ?? entry(name, 0, 0, 0),
    );
    const others = [...byCourier.values()]
      .filter((c) => c.courier !== null && !named.includes(c.courier))
      .sort((a, b) => String(a.courier).localeCompare(String(b.courier)));
    couriers.push(...others);
    const nobody = byCourier.get(null);
    if (nobody) couriers.push(nobody);
    return {
      collectedAED: fromFils(collected),
      remittedAED: fromFils(remitted),
      outstandingAED: fromFils(collected - remitted),
      couriers,
    };
  }

  /**
   * Records cash handed over for some orders: each must be DELIVERED, carry this courier and not
   * be remitted yet, else 409 naming the first that is not and nothing is recorded. The amount
   * is the sum of their totals. The orders are marked with a conditional update, so two
   * remittances of the same order cannot both succeed.
   */
  async remit(input: RemittanceRequestDto, by: string): Promise<Remittance> {
    const ids = [...new Set(input.orderIds)];
    const saved = await inTransaction(this.dataSource, async (manager) => {
      const orders = await manager.find(OrderEntity, { where: { id: In(ids) } });
      const byId = new Map(orders.map((o) => [o.id, o]));
      let amountFils = 0;
      for (const id of ids) {
        const order = byId.get(id);
        if (!order) throw refused(DELIVERY_MSG.orderMissing(id));
        const why =
          order.remittanceId !== null
            ? DELIVERY_MSG.alreadyRemitted
            : order.status !== 'DELIVERED'
              ? DELIVERY_MSG.notDelivered
              : order.courier !== input.courier
                ? DELIVERY_MSG.otherCourier(input.courier)
                : null;
        if (why) throw refused(DELIVERY_MSG.remittanceOrder(order.orderNumber, why));
        amountFils += order.totalFils;
      }
      const now = new Date();
      const row = manager.create(RemittanceEntity, {
        id: randomUUID(),
        courier: input.courier,
        amountFils,
        orderIds: ids,
        note: input.note ?? null,
        byUser: by,
        createdAt: now,
      });
      await manager.insert(RemittanceEntity, row);
      const marked = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ remittanceId: row.id, remittedAt: now })
        .where({ id: In(ids) })
        .andWhere('status = :status AND courier = :courier AND remittanceId IS NULL', {
          status: 'DELIVERED',
          courier: input.courier,
        })
        .execute();
      // Another remittance or a status change won meanwhile: record nothing, let staff look again.
      if (marked.affected !== ids.length) {
        throw refused(DELIVERY_MSG.remittanceOrder(orders[0].orderNumber, 'changed meanwhile'));
      }
      return row;
    });
    return toRemittance(saved);
  }

  /** Newest first. */
  async remittances(): Promise<RemittanceListResponse> {
    const rows = await this.dataSource.getRepository(RemittanceEntity).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 500,
    });
    return { remittances: rows.map(toRemittance) };
  }
}
