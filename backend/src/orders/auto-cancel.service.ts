import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { SYSTEM_ACTOR } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { StockLedger } from '../catalog/stock-ledger.service';
import { quantitiesByProduct } from '../catalog/stock-lines';
import { OrderStatusChanged, StockReturned } from '../events/domain-events';
import type { DomainEvent } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { SettingsService } from '../settings/settings.service';
import { Redemptions } from '../promotions/redemptions';
import { VatDocuments } from '../vat/vat-documents';
import { OrderItemEntity } from './order-item.entity';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import { orderFacts } from './order.mapper';
import { inTransaction } from '../database/transactions';

/** The first look after a start (a restart catches up on what fell due meanwhile). */
const FIRST_RUN_AFTER_MS = 5_000;
/** Orders cancelled per transaction-by-transaction pass; the next pass takes the rest. */
const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Cancels PENDING orders older than the `autoCancelUnconfirmedHours` setting (0 = off) with
 * reason UNREACHABLE by `system`, and puts their stock back, as a manual cancel does.
 *
 * Every replica runs it; the database decides who cancels an order (DESIGN.md "Scheduled work
 * with several replicas"): each order is claimed by the conditional
 * `UPDATE orders SET status = 'CANCELLED' WHERE id = ? AND status = 'PENDING'` inside the
 * transaction that also restores the stock, writes the history and moves the catalog version.
 * Only the replica whose update changed the row (affected = 1) does the rest; the other one's
 * update waits for the row lock, then finds the order no longer PENDING and moves on. There is no state in memory,
 * so a restart simply finds the due orders again.
 */
@Injectable()
export class AutoCancelService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AutoCancelService.name);
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly ledger: StockLedger,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redemptions: Redemptions,
    private readonly vat: VatDocuments,
  ) {}

  /**
   * Every AUTO_CANCEL_EVERY_SECONDS (30 by default: an order is cancelled within a minute of
   * falling due); 0 leaves the job to the other replicas (the tests call runOnce themselves).
   */
  onApplicationBootstrap(): void {
    const everyMs = this.config.autoCancelEverySeconds * 1000;
    if (everyMs <= 0) return;
    const tick = () => void this.runOnce().catch((error: unknown) => this.report(error));
    this.timers = [setTimeout(tick, FIRST_RUN_AFTER_MS), setInterval(tick, everyMs)];
    for (const timer of this.timers) timer.unref();
  }

  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** One pass (never two at once on this replica); resolves to how many orders it cancelled. */
  runOnce(now = new Date()): Promise<number> {
    this.running ??= this.pass(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(now: Date): Promise<number> {
    const hours = await this.settings.autoCancelUnconfirmedHours();
    if (hours <= 0) return 0;
    const dueBefore = new Date(now.getTime() - hours * HOUR_MS);
    let cancelled = 0;
    for (;;) {
      const due = await this.dataSource.getRepository(OrderEntity).find({
        select: { id: true },
        // On the (status, createdAt) index, oldest first.
        where: { status: 'PENDING', createdAt: LessThan(dueBefore) },
        order: { createdAt: 'ASC', id: 'ASC' },
        take: BATCH,
      });
      for (const { id } of due) {
        const events = await this.cancel(id);
        if (events.length === 0) continue;
        cancelled += 1;
        for (const event of events) this.events.publish(event);
      }
      if (due.length < BATCH) break;
    }
    if (cancelled > 0) {
      this.logger.log(`auto-cancelled ${cancelled} unconfirmed order(s) older than ${hours} h`);
    }
    return cancelled;
  }

  /**
   * Claims and cancels one order; returns its events to publish after the commit, none when
   * another replica or an admin got there first. Stock that comes back moves the catalog
   * version in the same transaction, as a manual cancel does.
   */
  private cancel(id: string): Promise<DomainEvent[]> {
    return inTransaction(this.dataSource, async (manager) => {
      const now = new Date();
      const claimed = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where('id = :id AND status = :pending', { id, pending: 'PENDING' })
        .execute();
      if (claimed.affected !== 1) return [];
      const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
      const quantities = quantitiesByProduct(items);
      await this.ledger.restore(manager, quantities, now);
      // Its promotions' uses go back, after the stock (products before promotions everywhere).
      await this.redemptions.giveBack(manager, id);
      // An order invoiced at confirmation and set back to Pending: its invoice is credited.
      await this.vat.credit(manager, id, now);
      await manager.insert(OrderStatusChangeEntity, {
        id: randomUUID(),
        orderId: id,
        status: 'CANCELLED',
        changedAt: now,
        reason: 'UNREACHABLE',
        note: null,
        changedBy: SYSTEM_ACTOR,
      });
      // The customer's message (the outbox) is written with the cancellation.
      const order = await manager.findOne(OrderEntity, { where: { id } });
      const facts = order ? orderFacts(order, 'UNREACHABLE') : undefined;
      const changed = new OrderStatusChanged(id, 'PENDING', 'CANCELLED', SYSTEM_ACTOR, facts);
      await this.events.inTransaction(manager, changed);
      const events: DomainEvent[] = [changed];
      if (quantities.length === 0) return events;
      await this.events.recordCatalogChange(manager);
      const productIds = quantities.map((q) => q.productId);
      return [...events, new StockReturned(productIds, [id])];
    });
  }

  private report(error: unknown): void {
    // A database outage must not stop the timer: the next pass tries again.
    this.logger.error(`auto-cancel pass failed: ${(error as Error)?.message ?? String(error)}`);
  }
}
