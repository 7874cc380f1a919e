import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How long one probe's answer is reused by the pages that ask `isUp()`. */
const REUSE_MS = 1000;

/**
 * Whether the database answers `SELECT 1`. The health check asks every time; the storefront's
 * pages ask `isUp()`, which shares one probe a second between all requests, so a page view
 * costs no extra query under load and a shopper sees the "back in a moment" page during an
 * outage instead of an app that cannot load anything.
 */
@Injectable()
export class DatabaseProbe {
  private up = true;
  private checkedAt = 0;
  private pending: Promise<boolean> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async check(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  isUp(now = Date.now()): Promise<boolean> {
    if (now - this.checkedAt < REUSE_MS) return Promise.resolve(this.up);
    this.pending ??= this.check().then((up) => {
      this.up = up;
      this.checkedAt = Date.now();
      this.pending = null;
      return up;
    });
    return this.pending;
  }
}
