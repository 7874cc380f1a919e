import { Column, Entity, Index, OneToMany } from 'typeorm';
import type { Relation } from 'typeorm';
import type { City, OrderLanguage, OrderStatus } from '../contract';
import { dateColumn, TimestampedEntity } from '../common/timestamps';
import { OrderItemEntity } from './order-item.entity';
import { OrderStatusChangeEntity } from './order-status-change.entity';

@Entity('orders')
@Index('IDX_orders_status_created', ['status', 'createdAt'])
@Index('IDX_orders_created', ['createdAt'])
@Index('IDX_orders_status_courier', ['status', 'courier'])
@Index('IDX_orders_remittance', ['remittanceId'])
@Index('IDX_orders_created_id', ['createdAt', 'id'])
@Index('IDX_orders_city_status_created', ['city', 'status', 'createdAt'])
@Index('IDX_orders_courier_created', ['courier', 'createdAt'])
@Index('IDX_orders_total', ['totalFils', 'createdAt'])
export class OrderEntity extends TimestampedEntity {
  /** Random, unguessable, e.g. FD-7K3M-9Q2X. */
  @Column({ type: 'varchar', length: 20, unique: true })
  orderNumber: string;

  @Column({ type: 'varchar', length: 100 })
  customerName: string;

  /** Normalised +971XXXXXXXXX. */
  @Column({ type: 'varchar', length: 16 })
  phone: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32 })
  city: City;

  @Column({ type: 'varchar', length: 200 })
  addressLine1: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine2: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  notes: string | null;

  @Column({ type: 'int' })
  subtotalFils: number;

  @Column({ type: 'int' })
  deliveryFils: number;

  @Column({ type: 'int' })
  totalFils: number;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  /** The client's Idempotency-Key: a retried POST returns the first order. */
  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  idempotencyKey: string | null;

  /** SHA-256 of the request the key placed (orders/idempotency.ts); a key expires after 24 h. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyHash: string | null;

  /** Cash-on-delivery fee, part of the total. */
  @Column({ type: 'int', default: 0 })
  codFeeFils: number;

  /** Who took it out for delivery (one of the settings' couriers), or null. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  courier: string | null;

  /** The cash remittance it is part of; a remitted order can no longer change. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  remittanceId: string | null;

  @Column({ ...dateColumn, nullable: true })
  remittedAt: Date | null;

  /** Off the goods by promotions (part of the total); 0 when none applied. */
  @Column({ type: 'int', default: 0 })
  discountFils: number;

  /** The discount code used, upper-cased, or null. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  promoCode: string | null;

  /** The promotions applied, as placed (`StoredDiscount[]` JSON), or null when none. */
  @Column({ type: 'text', nullable: true })
  promotions: string | null;
  /**
   * What the console's search matches (order-search-text.ts), in the text index: FULLTEXT on
   * MySQL/MariaDB, the FTS5 table `orders_fts` kept by triggers on SQLite.
   */
  @Column({ type: 'varchar', length: 320, default: '' })
  searchText: string;

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: Relation<OrderItemEntity>[];

  @OneToMany(() => OrderStatusChangeEntity, (change) => change.order, { cascade: ['insert'] })
  statusHistory: Relation<OrderStatusChangeEntity>[];

  /** The checkout's language: the customer's messages are in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: OrderLanguage;

  /** The customer agreed to order updates on WhatsApp (without it only email is used). */
  @Column({ type: 'boolean', default: false })
  whatsappConsent: boolean;
}
