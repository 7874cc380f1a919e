import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter } from 'prom-client';
import { DataSource, In } from 'typeorm';
import type { WhereExpressionBuilder } from 'typeorm';
import { MESSAGE_SUBJECTS, MESSAGING_MSG, placeholdersInOrder, renderMessage } from '../contract';
import type { MessageChannel, MessageTemplates } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { skipLockedSuffix } from '../database/dialect';
import { inTransaction } from '../database/transactions';
import { METRIC_PREFIX, Metrics } from '../observability/metrics';
import { SettingsService } from '../settings/settings.service';
import type { Channel, SendOutcome } from './channels/channel';
import { EmailChannel } from './channels/email-channel';
import { WhatsappChannel } from './channels/whatsapp-channel';
import type { MessageParams } from './message-rows';
import { OutboxMessageEntity, WhatsappOptOutEntity } from './outbox-message.entity';
import { nextTryAt } from './retry';

/** Messages one pass claims and sends at once. */
export const SEND_BATCH = 20;

/**
 * The outbox's sender, on every replica (MESSAGES_POLL_MS > 0). Each pass claims due rows in a
 * short transaction — MySQL/MariaDB `SELECT … FOR UPDATE SKIP LOCKED`, so replicas take
 * different rows without waiting; SQLite one writer at a time — by setting a lease
 * (`claimedUntil`) and a claim token, then sends OUTSIDE any transaction and records the
 * outcome only while its token still holds the row. A sender killed mid-send leaves its rows
 * claimed until the lease runs out; then any sender takes them again (at-least-once: a message
 * the provider accepted just before the kill goes out once more, README).
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Messages');
  private readonly channels: Partial<Record<MessageChannel, Channel>> = {};
  private readonly failures: Counter<'channel'>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private readonly outcomes: Array<{
    row: OutboxMessageEntity;
    changes: Partial<OutboxMessageEntity>;
    resolve: () => void;
    reject: (error: unknown) => void;
  }> = [];
  private writing?: Promise<void>;
  /** How long a claim holds a row: longer than a send may take (the batch's run side by side). */
  readonly leaseMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly metrics: Metrics,
  ) {
    const { messages } = config;
    this.leaseMs = messages.leaseMs;
    if (messages.email) {
      this.channels.email = new EmailChannel({
        ...messages.email,
        timeoutMs: messages.sendTimeoutMs,
      });
    }
    if (messages.whatsapp) {
      this.channels.whatsapp = new WhatsappChannel({
        ...messages.whatsapp,
        timeoutMs: messages.sendTimeoutMs,
      });
    }
    this.failures = new Counter({
      name: `${METRIC_PREFIX}outbox_send_failures_total`,
      help: 'Message sends that failed (retried or final), by channel',
      labelNames: ['channel'],
      registers: [metrics.registry],
    });
    const queued = () =>
      this.dataSource
        .getRepository(OutboxMessageEntity)
        .createQueryBuilder('m')
        .select('COUNT(*)', 'n')
        .addSelect('MIN(m.createdAt)', 'oldest')
        .where('m.status = :queued', { queued: 'queued' })
        .getRawOne<{ n: number | string; oldest: Date | string | null }>();
    metrics.gauge(
      'outbox_queue_depth',
      'Messages waiting to be sent (queued), in the shared database',
      async () => Number((await queued())?.n ?? 0),
    );
    metrics.gauge(
      'outbox_oldest_message_age_seconds',
      'Age of the oldest queued message',
      async () => {
        const oldest = (await queued())?.oldest;
        if (!oldest) return 0;
        const at = oldest instanceof Date ? oldest : new Date(`${oldest.replace(' ', 'T')}Z`);
        return Math.max(0, (Date.now() - at.getTime()) / 1000);
      },
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.messages.pollMs > 0) this.schedule(this.config.messages.pollMs);
  }

  /**
   * Stops taking rows; the sends in flight finish and are recorded before the database closes
   * (modules are destroyed before the connection is shut).
   */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    for (const channel of Object.values(this.channels)) channel.close?.();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().then(
        () => this.schedule(this.config.messages.pollMs),
        (error: unknown) => {
          this.log.error(
            `message sender pass failed: ${(error as Error)?.message ?? String(error)}`,
          );
          this.schedule(this.config.messages.pollMs);
        },
      );
    }, delay);
    this.timer.unref?.();
  }

  /** Passes until a pass finds fewer than a full batch due; resolves with how many were sent. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.pass();
      total += n;
      if (n < SEND_BATCH || this.stopped) return total;
    }
  }

  /** One pass: claims up to SEND_BATCH due rows and sends them side by side. */
  async pass(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    const templates = await this.settings.messageTemplates();
    const optedOut = await this.optedOutAmong(
      rows.filter((r) => r.channel === 'whatsapp').map((r) => r.recipient),
    );
    await Promise.all(rows.map((row) => this.sendOne(row, templates, optedOut)));
    return rows.length;
  }

  /**
   * Due rows (queued, due, no live lease) claimed for this sender: a lease, a token, one try
   * more. A try is counted when claimed, so a message whose send kills the process stops
   * after its tries like any other.
   */
  private async claim(): Promise<OutboxMessageEntity[]> {
    if (!(await this.anyDue())) return [];
    const token = randomUUID();
    return inTransaction(this.dataSource, async (manager) => {
      const now = new Date();
      const due = <Q extends WhereExpressionBuilder>(qb: Q): Q =>
        qb
          .where('status = :queued', { queued: 'queued' })
          .andWhere('dueAt <= :now', { now })
          .andWhere('(claimedUntil IS NULL OR claimedUntil <= :now)', { now });
      const [sql, params] = due(
        manager.createQueryBuilder().select('id').from(OutboxMessageEntity, 'outbox_messages'),
      )
        .orderBy('dueAt')
        .limit(SEND_BATCH)
        .getQueryAndParameters();
      const found: Array<{ id: string }> = await manager.query(
        `${sql}${skipLockedSuffix(manager)}`,
        params,
      );
      if (found.length === 0) return [];
      await due(
        manager
          .createQueryBuilder()
          .update(OutboxMessageEntity)
          .set({
            claimedUntil: new Date(now.getTime() + this.leaseMs),
            claimToken: token,
            tries: () => 'tries + 1',
          }),
      )
        .andWhere('id IN (:...ids)', { ids: found.map((r) => r.id) })
        .execute();
      return manager.getRepository(OutboxMessageEntity).find({ where: { claimToken: token } });
    });
  }

  private async sendOne(
    row: OutboxMessageEntity,
    templates: MessageTemplates,
    optedOut: ReadonlySet<string>,
  ): Promise<void> {
    const channel = this.channels[row.channel];
    if (!channel) {
      const reason = row.channel === 'email' ? MESSAGING_MSG.emailOff : MESSAGING_MSG.whatsappOff;
      return this.record(row, { status: 'skipped', lastError: reason });
    }
    if (row.channel === 'whatsapp' && optedOut.has(row.recipient)) {
      return this.record(row, { status: 'skipped', lastError: MESSAGING_MSG.optedOut });
    }
    let params: MessageParams = {};
    try {
      params = JSON.parse(row.params) as MessageParams;
    } catch {
      // written by message-rows.ts: JSON
    }
    const template = templates[row.event][row.language];
    let outcome: SendOutcome;
    try {
      outcome = await channel.send({
        id: row.id,
        recipient: row.recipient,
        template: row.event,
        language: row.language,
        subject: renderMessage(MESSAGE_SUBJECTS[row.event][row.language], params),
        text: renderMessage(template, params),
        parameters: placeholdersInOrder(template).map((name) => params[name] ?? ''),
      });
    } catch (error) {
      outcome = { ok: false, retry: true, reason: (error as Error)?.message ?? String(error) };
    }
    const now = new Date();
    if (outcome.ok) {
      return this.record(row, {
        status: 'sent',
        providerMessageId: outcome.providerMessageId.slice(0, 255),
        sentAt: now,
        lastError: null,
      });
    }
    this.failures.inc({ channel: row.channel });
    const next = outcome.retry
      ? nextTryAt(row.tries, now, this.config.messages.retryBaseMs, outcome.retryAfterMs)
      : null;
    if (next) return this.record(row, { lastError: outcome.reason, dueAt: next });
    return this.record(row, { status: 'failed', lastError: outcome.reason, failedAt: now });
  }

  /**
   * Writes the outcome while this sender's claim still holds the row (its token), and frees
   * it. Outcomes that arrive while a write is under way go together in the next transaction
   * (a group commit: one commit for many sends, none waits for a slower send of its batch).
   */
  private record(row: OutboxMessageEntity, changes: Partial<OutboxMessageEntity>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.outcomes.push({ row, changes, resolve, reject });
      if (!this.writing) this.writing = this.writeOutcomes();
    });
  }

  private async writeOutcomes(): Promise<void> {
    while (this.outcomes.length > 0) {
      const batch = this.outcomes.splice(0);
      try {
        await inTransaction(this.dataSource, async (manager) => {
          for (const { row, changes } of batch) {
            await manager
              .createQueryBuilder()
              .update(OutboxMessageEntity)
              .set({ ...changes, claimedUntil: null, claimToken: null })
              .where('id = :id AND claimToken = :token', { id: row.id, token: row.claimToken })
              .execute();
          }
        });
        for (const outcome of batch) outcome.resolve();
      } catch (error) {
        for (const outcome of batch) outcome.reject(error);
      }
    }
    this.writing = undefined;
  }

  /**
   * One plain read before any transaction: an idle outbox costs each replica one indexed
   * SELECT per poll, and no transaction (on SQLite, none queued behind the orders').
   */
  private async anyDue(): Promise<boolean> {
    const now = new Date();
    const row = await this.dataSource
      .getRepository(OutboxMessageEntity)
      .createQueryBuilder('m')
      .select('m.id')
      .where('m.status = :queued AND m.dueAt <= :now', { queued: 'queued', now })
      .andWhere('(m.claimedUntil IS NULL OR m.claimedUntil <= :now)', { now })
      .limit(1)
      .getRawOne();
    return row !== undefined;
  }

  /** Which of these phones replied STOP: one read per pass. */
  private async optedOutAmong(phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await this.dataSource
      .getRepository(WhatsappOptOutEntity)
      .find({ where: { phone: In([...new Set(phones)]) } });
    return new Set(rows.map((r) => r.phone));
  }
}
