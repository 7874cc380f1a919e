import { applyDecorators, Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import { CATALOG_CHANGES } from './domain-events';
import type { DomainEvent } from './domain-events';

/**
 * The shop's one event bus. Two halves, because a cache lives in every replica:
 * - `recordCatalogChange(manager)`, inside the writer's transaction, moves the catalog version
 *   row. It is data, committed or rolled back with the write, and every replica polls it
 *   (cache/catalog-version.service.ts): that is how the others learn of a write, within
 *   VERSION_POLL_MS.
 * - `publish(event)`, after the commit, tells this process's listeners (`@OnEvent`, or
 *   `@OnCatalogChange()` for every catalog change) synchronously, before the writer answers:
 *   the replica that wrote sees its own write at once.
 */
/** Writes in the transaction of the event's writer, with its manager. */
export type InTransactionHandler<E extends DomainEvent> = (
  manager: EntityManager,
  event: E,
) => Promise<void>;

@Injectable()
export class DomainEvents {
  private readonly inTransactionHandlers = new Map<
    string,
    Array<InTransactionHandler<DomainEvent>>
  >();

  constructor(private readonly emitter: EventEmitter2) {}

  /**
   * A module whose rows must commit with the write that causes them (the messages' outbox)
   * registers here, once, at start; `inTransaction` calls it inside the writer's transaction.
   */
  handleInTransaction<E extends DomainEvent>(
    event: { readonly event: string },
    handler: InTransactionHandler<E>,
  ): void {
    const list = this.inTransactionHandlers.get(event.event) ?? [];
    list.push(handler as InTransactionHandler<DomainEvent>);
    this.inTransactionHandlers.set(event.event, list);
  }

  /**
   * Inside the writer's transaction: each registered handler writes with the writer's manager,
   * so its rows commit with the write or not at all (a handler that throws rolls it back). A
   * deadlock's retry calls them again, on the fresh attempt. Without handlers, nothing is sent.
   */
  async inTransaction(manager: EntityManager, event: DomainEvent): Promise<void> {
    for (const handler of this.inTransactionHandlers.get(event.name) ?? []) {
      await handler(manager, event);
    }
  }

  /** In the writer's transaction, as its last statement (the row lock is then held shortest). */
  async recordCatalogChange(manager: EntityManager): Promise<void> {
    await manager.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
  }

  /** After the commit. Listeners run now; one that fails is logged, never the writer's error. */
  publish(event: DomainEvent): void {
    this.emitter.emit(event.name, event);
  }
}

/** Listens to every event after which the catalog version moved (CATALOG_CHANGES). */
export const OnCatalogChange = (): MethodDecorator =>
  applyDecorators(...CATALOG_CHANGES.map((event) => OnEvent(event)));
