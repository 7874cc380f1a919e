import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../contract';
import type { Order, OrderStatus } from '../contract';
import { StockLedger } from '../catalog/stock-ledger.service';
import { quantitiesByProduct } from '../catalog/stock-lines';
import type { StockQuantity } from '../catalog/stock-lines';
import { conflict, notFound } from '../common/api-error';
import { OrderDeleted, OrderStatusChanged, StockReturned } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { SettingsService } from '../settings/settings.service';
import { assertKnownCourier, assertNotRemitted } from './delivery-checks';
import { OrderItemEntity } from './order-item.entity';
import { OrderReads } from './order-reads.service';
import { recordStatus } from './order-rows';
import { OrderEntity } from './order.entity';
import { orderFacts } from './order.mapper';
import type { StatusChangeDetails } from './status-change';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { Redemptions } from '../promotions/redemptions';
import { storedDiscounts } from './order.mapper';
import { VatDocuments } from '../vat/vat-documents';

/** Statuses whose stock is out of the warehouse: everything but CANCELLED. */
const holdsStock = (status: OrderStatus) => status !== 'CANCELLED';

/** The event for stock an order gave back, or none when it had no product left to give it to. */
function stockReturned(
  orderId: string,
  quantities: readonly StockQuantity[],
): StockReturned | undefined {
  if (quantities.length === 0) return undefined;
  return new StockReturned(
    quantities.map((q) => q.productId),
    [orderId],
  );
}

/** The order's life after it was placed: its status machine (stock follows it) and deletion. */
@Injectable()
export class OrderStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly ledger: StockLedger,
    private readonly reads: OrderReads,
    private readonly events: DomainEvents,
    private readonly activity: ActivityLog,
    private readonly redemptions: Redemptions,
    private readonly vat: VatDocuments,
  ) {}

  /**
   * Any status may follow any other; stock follows the status: cancelling puts it back,
   * leaving CANCELLED takes it again or answers 409 with nothing changed. Every change is
   * recorded, with its reason, note and author when given; setting the current status again
   * changes nothing. Stock that comes back moves the catalog version in the same transaction
   * (a product seen sold out, on any replica, is orderable again).
   */
  async updateStatus(
    id: string,
    status: OrderStatus,
    details: StatusChangeDetails,
    actor: Actor,
  ): Promise<Order> {
    const { courier } = details;
    if (courier !== undefined) assertKnownCourier(await this.settings.couriers(), courier);
    const events = await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      assertNotRemitted(order, { status, courier });
      const courierChanged = courier !== undefined && courier !== order.courier;
      if (courierChanged) {
        await manager.update(OrderEntity, { id }, { courier, updatedAt: new Date() });
      }
      if (order.status === status) {
        if (courierChanged) {
          await this.activity.record(manager, {
            actor,
            action: 'update',
            entity: 'order',
            entityId: id,
            changes: { courier: [order.courier, courier ?? null] },
          });
        }
        return [];
      }
      const now = new Date();
      // Conditional on the status read: of two concurrent changes only one moves stock.
      const moved = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status, updatedAt: now })
        .where('id = :id AND status = :from', { id, from: order.status })
        .andWhere('remittanceId IS NULL')
        .execute();
      if (moved.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedUpdateOrderStatus);
      let returned: StockReturned | undefined;
      if (holdsStock(order.status) !== holdsStock(status)) {
        // Each line is named by its own title in a 409: the product may have been renamed.
        const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
        const quantities = quantitiesByProduct(items);
        if (holdsStock(status)) await this.ledger.take(manager, quantities, now);
        else {
          await this.ledger.restore(manager, quantities, now);
          returned = stockReturned(id, quantities);
        }
      }
      if (holdsStock(order.status) !== holdsStock(status) && order.promotions) {
        // The promotions' uses follow the stock, after it (products before promotions in every
        // transaction): back from Cancelled takes them again or answers 409, nothing changed.
        if (holdsStock(status)) {
          await this.redemptions.takeAgain(manager, order, storedDiscounts(order));
        } else await this.redemptions.giveBack(manager, id);
      }
      // The tax invoice (or its credit note) in the same transaction: numbered with it or not at all.
      await this.vat.onStatusChange(
        manager,
        order,
        () => manager.find(OrderItemEntity, { where: { orderId: id } }),
        status,
        now,
      );
      await recordStatus(manager, id, status, now, details);
      await this.activity.record(manager, {
        actor,
        action: 'status',
        entity: 'order',
        entityId: id,
        changes: {
          status: [order.status, status],
          ...(courierChanged ? { courier: [order.courier, courier ?? null] } : {}),
          ...(details.reason ? { reason: [null, details.reason] } : {}),
          ...(details.note ? { note: [null, details.note] } : {}),
        },
      });
      const facts = orderFacts(
        { ...order, courier: courier !== undefined ? courier : order.courier },
        details.reason ?? null,
      );
      const changed = new OrderStatusChanged(id, order.status, status, details.by ?? null, facts);
      // Its messages (the outbox) commit with the change.
      await this.events.inTransaction(manager, changed);
      // Stock came back: the catalog version moves with it, as the transaction's last write.
      if (returned) await this.events.recordCatalogChange(manager);
      return returned ? [changed, returned] : [changed];
    });
    // After the commit (a deadlock's retry starts over with a fresh list).
    for (const event of events) this.events.publish(event);
    return this.reads.findOne(id);
  }

  /**
   * Names the courier of an order and leaves its status as it is (one of the settings'
   * couriers, 400 otherwise; a remitted order keeps its courier, 409). Recorded in the
   * activity log as the courier part of a status change is.
   */
  async assignCourier(id: string, courier: string, actor: Actor): Promise<void> {
    assertKnownCourier(await this.settings.couriers(), courier);
    await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      assertNotRemitted(order, { status: order.status, courier });
      if (order.courier === courier) return;
      const changed = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ courier, updatedAt: new Date() })
        .where('id = :id AND remittanceId IS NULL', { id })
        .execute();
      if (changed.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedUpdateOrderStatus);
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'order',
        entityId: id,
        changes: { courier: [order.courier, courier] },
      });
    });
  }

  /** Deletes an order; its stock goes back unless it was delivered or already cancelled. */
  async remove(id: string, actor: Actor): Promise<void> {
    const events = await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      assertNotRemitted(order);
      const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(OrderEntity)
        .where('id = :id AND status = :status', { id, status: order.status })
        .execute();
      // A concurrent change of status or delete: let the admin look again.
      if (deleted.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedDeleteOrder);
      await this.activity.record(manager, {
        actor,
        action: 'delete',
        entity: 'order',
        entityId: id,
        changes: {
          orderNumber: [order.orderNumber, null],
          status: [order.status, null],
          totalFils: [String(order.totalFils), null],
        },
      });
      // An invoiced order is never deleted silently: its invoice is reversed by a credit note.
      await this.vat.onDelete(manager, order, new Date());
      const gone = new OrderDeleted(id, order.status);
      if (order.status === 'DELIVERED' || order.status === 'CANCELLED') return [gone];
      const quantities = quantitiesByProduct(items);
      await this.ledger.restore(manager, quantities);
      // Its promotions' uses go back too, after the stock (a delivered order keeps its use: the
      // promotion was used; a cancelled one gave it back already).
      if (order.promotions) await this.redemptions.giveBack(manager, id);
      const returned = stockReturned(id, quantities);
      if (!returned) return [gone];
      await this.events.recordCatalogChange(manager);
      return [gone, returned];
    });
    for (const event of events) this.events.publish(event);
  }
}
