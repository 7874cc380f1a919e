import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { Relation } from 'typeorm';
import type { OrderStatus, StatusReason } from '../contract';
import { dateColumn } from '../common/timestamps';
import { OrderEntity } from './order.entity';

/** One entry of an order's status history. */
@Entity('order_status_changes')
export class OrderStatusChangeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_order_status_changes_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.statusHistory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<OrderEntity>;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column(dateColumn)
  changedAt: Date;

  /** Why; null for changes made without one. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  reason: StatusReason | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The admin's username, or `system`; null for changes made before it was kept. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  changedBy: string | null;

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
    this.changedAt ??= new Date();
  }
}
