import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OnCatalogChange } from '../events/domain-events.service';

/** How stale this replica's idea of the version may be: another replica's write shows after this. */
export const VERSION_POLL_MS = 200;

/**
 * The catalog's version: one row moved in the transaction of every write to products,
 * categories or settings and of every order that gives stock back (events/: the writer calls
 * `DomainEvents.recordCatalogChange`). Public answers are cached under it, so a write on any
 * replica retires every replica's cached answers within VERSION_POLL_MS, and this replica's at
 * once (the write's event, below). Stock taken by orders does not move it: product pages
 * re-check their stock on every request, lists live at most a second.
 */
@Injectable()
export class CatalogVersionService {
  private known = 0;
  private readAt = 0;
  private reading?: Promise<number>;
  /** Changes this process was told of; a read in flight across one may hold the old value. */
  private changes = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The version, read from the database at most every VERSION_POLL_MS (one read in flight). */
  current(): Promise<number> {
    if (Date.now() - this.readAt < VERSION_POLL_MS) return Promise.resolve(this.known);
    if (!this.reading) {
      const reading = this.read().finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  /**
   * The version as this replica knows it when that is fresh (read within VERSION_POLL_MS and
   * no catalog change here since), else undefined. Never queries: for callers that hold a connection.
   */
  peek(): number | undefined {
    return Date.now() - this.readAt < VERSION_POLL_MS ? this.known : undefined;
  }

  /**
   * A catalog write committed here (its event): the new value is read on the next request,
   * whatever the poll interval, and not from a read already in flight (it may have been
   * answered before the commit).
   */
  @OnCatalogChange()
  forget(): void {
    this.readAt = 0;
    this.changes += 1;
    this.reading = undefined;
  }

  private async read(): Promise<number> {
    const startedAt = Date.now();
    const changes = this.changes;
    const rows = (await this.dataSource.query(
      'SELECT version FROM catalog_version WHERE id = 1',
    )) as Array<{ version: number | string }>;
    const version = Number(rows[0]?.version ?? 0);
    // A change that landed while this read was in flight must not be hidden by it.
    if (this.changes === changes && this.readAt <= startedAt) {
      this.known = version;
      this.readAt = startedAt;
    }
    return version;
  }
}
