import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { maskEmail, maskPhone, MESSAGE_LIMITS, MESSAGING_MSG } from '../contract';
import type { MessageListResponse, OutboxMessage } from '../contract';
import { conflict, notFound } from '../common/api-error';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import type { MessageQueryDto } from './dto/message-query.dto';
import { OutboxMessageEntity } from './outbox-message.entity';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

export function toOutboxMessage(row: OutboxMessageEntity, masked = false): OutboxMessage {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const recipient = masked
    ? row.channel === 'email'
      ? maskEmail(row.recipient)
      : maskPhone(row.recipient)
    : row.recipient;
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    event: row.event,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    audience: row.audience,
    recipient,
    language: row.language,
    tries: row.tries,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
    nextTryAt: row.status === 'queued' ? row.dueAt.toISOString() : null,
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
  };
}

/** An order number as typed: upper case, dashes optional (`fd7k3m9q2x` → `FD-7K3M-9Q2X`). */
function orderNumberOf(raw: string): string {
  const bare = raw.trim().toUpperCase().replace(/-/g, '');
  return bare.length === 10 ? `${bare.slice(0, 2)}-${bare.slice(2, 6)}-${bare.slice(6)}` : bare;
}

/** The console's reads of the outbox, and sending a failed message again. */
@Injectable()
export class MessageReads {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityLog,
  ) {}

  async list(query: MessageQueryDto): Promise<MessageListResponse> {
    const limit = query.limit ?? MESSAGE_LIMITS.listDefault;
    const page = query.page ?? 1;
    const qb = this.dataSource.getRepository(OutboxMessageEntity).createQueryBuilder('m');
    if (query.status) qb.andWhere('m.status = :status', { status: query.status });
    if (query.channel) qb.andWhere('m.channel = :channel', { channel: query.channel });
    if (query.order) {
      const order = query.order.trim();
      if (ID.test(order)) qb.andWhere('m.orderId = :order', { order });
      else qb.andWhere('m.orderNumber = :order', { order: orderNumberOf(order) });
    }
    if (query.from) qb.andWhere('m.createdAt >= :from', { from: new Date(query.from) });
    if (query.to) {
      const to = new Date(query.to);
      if (DAY_ONLY.test(query.to))
        qb.andWhere('m.createdAt < :to', { to: new Date(to.getTime() + 86_400_000) });
      else qb.andWhere('m.createdAt <= :to', { to });
    }
    const [rows, total] = await qb
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { messages: rows.map((row) => toOutboxMessage(row)), total };
  }

  /** The order's messages, oldest first (an unknown order has none). */
  async forOrder(orderId: string, masked: boolean): Promise<OutboxMessage[]> {
    // One change's rows share their time: the customer's first, WhatsApp before email.
    const rows = await this.dataSource.getRepository(OutboxMessageEntity).find({
      where: { orderId },
      order: { createdAt: 'ASC', audience: 'ASC', channel: 'DESC', recipient: 'ASC' },
    });
    return rows.map((row) => toOutboxMessage(row, masked));
  }

  /**
   * A failed message back in the queue, due now, its tries from zero: one conditional UPDATE,
   * so two clicks (or two staff) queue it once. The activity log keeps who did it.
   */
  async resend(id: string, actor: Actor): Promise<OutboxMessage> {
    return inTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(OutboxMessageEntity);
      const now = new Date();
      const result = await repo
        .createQueryBuilder()
        .update()
        .set({
          status: 'queued',
          tries: 0,
          dueAt: now,
          claimedUntil: null,
          claimToken: null,
          failedAt: null,
        })
        .where('id = :id AND status = :failed', { id, failed: 'failed' })
        .execute();
      const row = await repo.findOne({ where: { id } });
      if (!row) throw notFound(MESSAGING_MSG.messageNotFound);
      if (!result.affected) throw conflict('MESSAGE_NOT_FAILED', MESSAGING_MSG.resendOnlyFailed);
      await this.activity.record(manager, {
        actor,
        action: 'resend',
        entity: 'message',
        entityId: id,
        changes: { status: ['failed', 'queued'] },
      });
      return toOutboxMessage(row);
    });
  }
}
