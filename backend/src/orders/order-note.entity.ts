import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { Relation } from 'typeorm';
import { ORDER_NOTE_LIMITS } from '../contract';
import { dateColumn } from '../common/timestamps';
import { OrderEntity } from './order.entity';

/** An internal note on an order, kept in its timeline; deleted with the order (foreign key). */
@Entity('order_notes')
@Index('IDX_order_notes_order_created', ['orderId', 'createdAt'])
export class OrderNoteEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<OrderEntity>;

  @Column({ type: 'varchar', length: ORDER_NOTE_LIMITS.textMax })
  text: string;

  /** The author's username (`by` is an SQL keyword). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  author: string | null;

  @Column(dateColumn)
  createdAt: Date;

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
    this.createdAt ??= new Date();
  }
}
