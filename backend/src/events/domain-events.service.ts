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
@Injectable()
export class DomainEvents {
  constructor(private readonly emitter: EventEmitter2) {}

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
