import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { DELIVERY_LIMITS, DELIVERY_MSG, fromFils, toFils } from '../contract';
import type {
  CashLedger,
  CourierCash,
  OutstandingFigures,
  OutstandingOrdersResponse,
  Remittance,
  RemittanceListResponse,
} from '../contract';
import { conflict, invalidRequest } from '../common/api-error';
import { OrderEntity } from '../orders/order.entity';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { SettingsService } from '../settings/settings.service';
import { OutstandingQueryDto, RemittanceRequestDto } from './dto/cash.dto';
import { RemittanceEntity } from './remittance.entity';

interface LedgerRow {
  courier: string | null;
  orders: number | string;
  collected: number | string | null;
  remitted: number | string | null;
  outstandingOrders: number | string | null;
}

/** `%` and `_` typed in a search match themselves (both databases honour ESCAPE '!'). */
function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
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
    private readonly activity: ActivityLog,
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
      .addSelect('SUM(CASE WHEN o.remittanceId IS NULL THEN 1 ELSE 0 END)', 'outstandingOrders')
      .where('o.status = :status', { status: 'DELIVERED' })
      .groupBy('o.courier')
      .getRawMany();
    const byCourier = new Map<string | null, CourierCash>();
    const entry = (
      courier: string | null,
      orders: number,
      collected: number,
      remitted: number,
      outstandingOrders: number,
    ) =>
      ({
        courier,
        deliveredOrders: orders,
        collectedAED: fromFils(collected),
        remittedAED: fromFils(remitted),
        outstandingAED: fromFils(collected - remitted),
        outstandingOrders,
      }) satisfies CourierCash;
    let collected = 0;
    let remitted = 0;
    for (const row of rows) {
      const c = Number(row.collected ?? 0);
      const r = Number(row.remitted ?? 0);
      collected += c;
      remitted += r;
      const waiting = Number(row.outstandingOrders ?? 0);
      byCourier.set(
        row.courier ?? null,
        entry(row.courier ?? null, Number(row.orders), c, r, waiting),
      );
    }
    const named = await this.settings.couriers();
    const couriers: CourierCash[] = named.map(
      (name) => byCourier.get(name) ?? entry(name, 0, 0, 0, 0),
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
   * A courier's delivered, unremitted orders, oldest first, one page at a time (q: part of the
   * order number), with the count and amount of ALL of them: the Cash screen never needs the
   * whole list to show what a courier holds or to hand it all over (`allOutstanding`).
   */
  async outstanding(query: OutstandingQueryDto): Promise<OutstandingOrdersResponse> {
    const limit = query.limit ?? DELIVERY_LIMITS.outstandingPageSize;
    const page = query.page ?? 1;
    const figures = await this.outstandingFigures(this.dataSource.manager, query.courier);
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select(['o.id', 'o.orderNumber', 'o.createdAt', 'o.totalFils'])
      .where('o.status = :status AND o.courier = :courier AND o.remittanceId IS NULL', {
        status: 'DELIVERED',
        courier: query.courier,
      })
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .skip((page - 1) * limit)
      .take(limit);
    if (query.q) {
      qb.andWhere("UPPER(o.orderNumber) LIKE :q ESCAPE '!'", {
        q: likeContains(query.q.toUpperCase()),
      });
    }
    const [orders, total] = await qb.getManyAndCount();
    return {
      courier: query.courier,
      orders: orders.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        totalAED: fromFils(o.totalFils),
      })),
      total,
      outstanding: figures,
    };
  }

  private async outstandingFigures(
    manager: EntityManager,
    courier: string,
  ): Promise<OutstandingFigures> {
    const row = await manager
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('COUNT(*)', 'orders')
      .addSelect('SUM(o.totalFils)', 'amount')
      .where('o.status = :status AND o.courier = :courier AND o.remittanceId IS NULL', {
        status: 'DELIVERED',
        courier,
      })
      .getRawOne<{ orders: number | string; amount: number | string | null }>();
    return { orders: Number(row?.orders ?? 0), amountAED: fromFils(Number(row?.amount ?? 0)) };
  }

  /**
   * Records cash handed over, for the orders named (`orderIds`) or for all the courier's
   * outstanding ones (`allOutstanding`, resolved here). Named orders must each be DELIVERED,
   * carry this courier and not be remitted yet, else 409 naming the first that is not; all
   * outstanding must still be the count and amount staff saw, else 409 OUTSTANDING_CHANGED with
   * the current figures. Either way nothing is recorded on a refusal, and the amount is the sum
   * of the totals. The orders are marked with a conditional update, so two remittances of the
   * same order cannot both succeed.
   */
  async remit(input: RemittanceRequestDto, actor: Actor): Promise<Remittance> {
    const by = actor.username ?? 'admin';
    if (input.allOutstanding && input.orderIds) throw invalidRequest(DELIVERY_MSG.orderIdsOrAll);
    const saved = await inTransaction(this.dataSource, async (manager) => {
      const { ids, amountFils, firstNumber } = input.allOutstanding
        ? await this.allOutstanding(manager, input.courier, input.allOutstanding)
        : await this.named(manager, input.courier, input.orderIds ?? []);
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
      const update = manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ remittanceId: row.id, remittedAt: now })
        .where('status = :status AND courier = :courier AND remittanceId IS NULL', {
          status: 'DELIVERED',
          courier: input.courier,
        });
      // All outstanding: the same condition marks them, no list of ids is sent back to the
      // database; a count that differs means an order was delivered or changed meanwhile.
      if (!input.allOutstanding) update.andWhere({ id: In(ids) });
      const marked = await update.execute();
      // Another remittance or a status change won meanwhile: record nothing, let staff look again.
      if (marked.affected !== ids.length) {
        throw refused(DELIVERY_MSG.remittanceOrder(firstNumber, 'changed meanwhile'));
      }
      await this.activity.record(manager, {
        actor,
        action: 'create',
        entity: 'remittance',
        entityId: row.id,
        changes: {
          courier: [null, row.courier],
          amountFils: [null, String(row.amountFils)],
          orders: [null, String(ids.length)],
          note: [null, row.note],
        },
      });
      return row;
    });
    return toRemittance(saved);
  }

  private async named(
    manager: EntityManager,
    courier: string,
    orderIds: string[],
  ): Promise<{ ids: string[]; amountFils: number; firstNumber: string }> {
    const ids = [...new Set(orderIds)];
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
            : order.courier !== courier
              ? DELIVERY_MSG.otherCourier(courier)
              : null;
      if (why) throw refused(DELIVERY_MSG.remittanceOrder(order.orderNumber, why));
      amountFils += order.totalFils;
    }
    return { ids, amountFils, firstNumber: orders[0].orderNumber };
  }

  private async allOutstanding(
    manager: EntityManager,
    courier: string,
    expected: OutstandingFigures,
  ): Promise<{ ids: string[]; amountFils: number; firstNumber: string }> {
    const orders = await manager.find(OrderEntity, {
      select: { id: true, orderNumber: true, totalFils: true },
      where: { status: 'DELIVERED', courier, remittanceId: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const amountFils = orders.reduce((sum, o) => sum + o.totalFils, 0);
    if (orders.length === 0) throw refused(DELIVERY_MSG.nothingOutstanding);
    if (orders.length !== expected.orders || amountFils !== toFils(expected.amountAED)) {
      const now = { orders: orders.length, amountAED: fromFils(amountFils) };
      throw conflict(
        'OUTSTANDING_CHANGED',
        DELIVERY_MSG.outstandingChanged(now.orders, now.amountAED),
        {
          outstanding: now,
        },
      );
    }
    return { ids: orders.map((o) => o.id), amountFils, firstNumber: orders[0].orderNumber };
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
