import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, BeforeInsert } from 'typeorm';
import { randomUUID } from 'node:crypto';
import type { Relation } from 'typeorm';
import { OrderEntity } from './order.entity';

/** A line of an order, with the title, image and unit price as they were when ordered. */
@Entity('order_items')
export class OrderItemEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_order_items_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<OrderEntity>;

  /** Null once the product is deleted; the line keeps its own title and price. */
  @Index('IDX_order_items_product')
  @Column({ type: 'varchar', length: 36, nullable: true })
  productId: string | null;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  image: string;

  @Column({ type: 'varchar', length: 8 })
  size: string;

  @Column({ type: 'varchar', length: 16, nullable: true })
  color: string | null;

  @Column({ type: 'int' })
  qty: number;

  @Column({ type: 'int' })
  unitPriceFils: number;

  @BeforeInsert()
  protected assignId(): void {
    this.id ??= randomUUID();
  }
}
