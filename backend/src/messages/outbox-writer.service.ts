import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { OrderPlaced, OrderStatusChanged } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { User } from '../auth/user.entity';
import { customerRows, EVENT_OF_STATUS, staffRows } from './message-rows';
import type { AlertRecipient, ChannelsOn } from './message-rows';
import { OutboxMessageEntity } from './outbox-message.entity';

/**
 * How long the list of staff who get new-order alerts is kept in memory: a profile change
 * applies to orders placed within this long on every replica (the checkout reads no account).
 */
export const RECIPIENTS_TTL_MS = 10_000;

/** The origin links in messages start with: PUBLIC_URL, else this replica's own address. */
export function publicOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * Writes the outbox rows of an order change inside its transaction (events/: `inTransaction`),
 * so an order placed and its messages commit together or not at all. One INSERT per change,
 * all of its rows in it; nothing is sent here (outbox-sender.service.ts does, after).
 */
@Injectable()
export class OutboxWriter implements OnModuleInit {
  private recipients?: { at: number; list: AlertRecipient[] };

  constructor(
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.handleInTransaction<OrderPlaced>(OrderPlaced, (manager, event) =>
      this.placed(manager, event),
    );
    this.events.handleInTransaction<OrderStatusChanged>(OrderStatusChanged, (manager, event) =>
      this.changed(manager, event),
    );
  }

  private get on(): ChannelsOn {
    return {
      email: Boolean(this.config.messages.email),
      whatsapp: Boolean(this.config.messages.whatsapp),
    };
  }

  private async placed(manager: EntityManager, event: OrderPlaced): Promise<void> {
    if (!event.order) return;
    const now = new Date();
    const origin = publicOrigin(this.config);
    const rows = [
      ...customerRows(event.orderId, event.order, 'order_placed', this.on, origin, now),
      ...staffRows(
        event.orderId,
        event.order,
        await this.alertRecipients(manager),
        this.on,
        origin,
        now,
      ),
    ];
    await insert(manager, rows);
  }

  private async changed(manager: EntityManager, event: OrderStatusChanged): Promise<void> {
    const messageEvent = EVENT_OF_STATUS[event.to];
    if (!event.order || !messageEvent) return;
    const origin = publicOrigin(this.config);
    await insert(
      manager,
      customerRows(event.orderId, event.order, messageEvent, this.on, origin, new Date()),
    );
  }

  /**
   * Active accounts with alerts on and an address, read through the transaction's own
   * connection (never a second one of the pool while holding one) at most every
   * RECIPIENTS_TTL_MS.
   */
  private async alertRecipients(manager: EntityManager): Promise<AlertRecipient[]> {
    const cached = this.recipients;
    if (cached && Date.now() - cached.at < RECIPIENTS_TTL_MS) return cached.list;
    const users = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.email', 'u.whatsapp'])
      .where('u.newOrderAlerts = :on AND u.disabled = :off', { on: true, off: false })
      .andWhere('(u.email IS NOT NULL OR u.whatsapp IS NOT NULL)')
      .getMany();
    const list = users.map((u) => ({ email: u.email, whatsapp: u.whatsapp }));
    this.recipients = { at: Date.now(), list };
    return list;
  }

  /** Forgets the alert recipients (a profile saved on this replica applies at once). */
  forgetRecipients(): void {
    this.recipients = undefined;
  }
}

async function insert(manager: EntityManager, rows: OutboxMessageEntity[]): Promise<void> {
  if (rows.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(OutboxMessageEntity)
    .values(rows as QueryDeepPartialEntity<OutboxMessageEntity>[])
    .updateEntity(false)
    .callListeners(false)
    .execute();
}
