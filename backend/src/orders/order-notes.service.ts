import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../contract';
import type { OrderNote, OrderWithTimeline } from '../contract';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { notFound } from '../common/api-error';
import { inTransaction } from '../database/transactions';
import { OrderItemEntity } from './order-item.entity';
import { OrderNoteEntity } from './order-note.entity';
import { normalizeOrderNumber } from './order-number';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import { toOrder } from './order.mapper';
import { buildTimeline, toOrderNote } from './order-timeline';

/** The order page: an order by its number with its timeline, and the staff's internal notes. */
@Injectable()
export class OrderNotes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityLog,
  ) {}

  /**
   * The order whose number this is (trimmed, upper-cased, dashes optional) with its timeline:
   * four queries (the order, then its lines, history and notes together); 404 when none.
   */
  async byNumber(input: string): Promise<OrderWithTimeline> {
    const manager = this.dataSource.manager;
    const row = await manager.findOne(OrderEntity, {
      where: { orderNumber: normalizeOrderNumber(input) },
    });
    if (!row) throw notFound(MSG.orderNotFound);
    const where = { orderId: row.id };
    const [items, history, notes] = await Promise.all([
      manager.find(OrderItemEntity, { where, order: { position: 'ASC' } }),
      manager.find(OrderStatusChangeEntity, { where, order: { changedAt: 'ASC' } }),
      manager.find(OrderNoteEntity, { where, order: { createdAt: 'ASC' } }),
    ]);
    return { ...toOrder(row, items, history), timeline: buildTimeline(history, notes) };
  }

  /** Adds a note (text already trimmed and checked) by the signed-in staff member; 404 without the order. */
  async add(orderId: string, text: string, actor: Actor): Promise<OrderNote> {
    const note = await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId } });
      if (!order) throw notFound(MSG.orderNotFound);
      const row = manager.create(OrderNoteEntity, {
        orderId,
        text,
        author: actor.username,
      });
      await manager.save(row);
      await this.activity.record(manager, {
        actor,
        action: 'note',
        entity: 'order',
        entityId: orderId,
        changes: { note: [null, text] },
      });
      return row;
    });
    return toOrderNote(note);
  }
}
