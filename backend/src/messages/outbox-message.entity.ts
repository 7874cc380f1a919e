import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';
import type { MessageChannel, MessageEvent, MessageStatus, OrderLanguage } from '../contract';

/**
 * One message of the outbox: written in the transaction of the order change that causes it,
 * sent afterwards by a sender of any replica (outbox-sender.service.ts). `claimedUntil` is the
 * lease of the sender that took it; a row whose lease ran out (its sender died) is due again.
 */
@Entity('outbox_messages')
@Index('IDX_outbox_due', ['status', 'dueAt'])
@Index('IDX_outbox_order', ['orderId', 'createdAt'])
@Index('IDX_outbox_created', ['createdAt', 'id'])
@Index('IDX_outbox_provider', ['providerMessageId'])
export class OutboxMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** No foreign key: a message outlives its order's deletion (the number stays). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 20 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 24 })
  event: MessageEvent;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  @Column({ type: 'varchar', length: 10 })
  audience: 'customer' | 'staff';

  /** A phone (+971…) or an email address. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 2 })
  language: OrderLanguage;

  /** JSON: the placeholders' values, rendered with the templates when sent. */
  @Column({ type: 'text' })
  params: string;

  @Column({ type: 'varchar', length: 10 })
  status: MessageStatus;

  @Column({ type: 'int', default: 0 })
  tries: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerMessageId: string | null;

  /** When it may be tried (again). */
  @Column(dateColumn)
  dueAt: Date;

  @Column({ ...dateColumn, nullable: true })
  claimedUntil: Date | null;

  /** The claim of the sender holding the lease: only it may record the outcome. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column(dateColumn)
  createdAt: Date;

  @Column({ ...dateColumn, nullable: true })
  sentAt: Date | null;

  @Column({ ...dateColumn, nullable: true })
  deliveredAt: Date | null;

  @Column({ ...dateColumn, nullable: true })
  readAt: Date | null;

  @Column({ ...dateColumn, nullable: true })
  failedAt: Date | null;
}

/** A phone that replied STOP: no WhatsApp message goes to it any more. */
@Entity('whatsapp_opt_outs')
export class WhatsappOptOutEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phone: string;

  @Column(dateColumn)
  createdAt: Date;
}
