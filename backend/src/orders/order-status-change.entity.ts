import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { Relation } from 'typeorm';
import type { OrderStatus } from '../contract';
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

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
    this.changedAt ??= new Date();
  }
}
