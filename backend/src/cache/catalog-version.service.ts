import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';

/** How stale this replica's idea of the version may be: another replica's write shows after this. */
export const VERSION_POLL_MS = 200;

/**
 * The catalog's version: one row bumped after every write to products, categories or settings.
 * Public answers are cached under it, so a write on any replica retires every replica's cached
 * answers within VERSION_POLL_MS (and this replica's at once). Stock taken by orders does not
 * bump it: product pages re-check their stock on every request, lists live at most a second.
 */
@Injectable()
export class CatalogVersionService {
  private known = 0;
  private readAt = 0;
  private reading?: Promise<number>;
  /** Bumps made here; a read that was in flight across one may hold the old value. */
  private bumps = 0;

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
   * no bump here since), else undefined. Never queries: for callers that hold a connection.
   */
  peek(): number | undefined {
    return Date.now() - this.readAt < VERSION_POLL_MS ? this.known : undefined;
  }

  /** Called once a catalog write is done (inside its transaction when there is one). */
  async bump(manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
    // This replica reads the new value on its next request, whatever the poll interval, and
    // not from a read that was already in flight (it may have been answered before the bump).
    this.readAt = 0;
    this.bumps += 1;
    this.reading = undefined;
  }

  private async read(): Promise<number> {
    const startedAt = Date.now();
    const bumps = this.bumps;
    const rows = (await this.dataSource.query(
      'SELECT version FROM catalog_version WHERE id = 1',
    )) as Array<{ version: number | string }>;
    const version = Number(rows[0]?.version ?? 0);
    // A bump that landed while this read was in flight must not be hidden by it.
    if (this.bumps === bumps && this.readAt <= startedAt) {
      this.known = version;
      this.readAt = startedAt;
    }
    return version;
  }
}
