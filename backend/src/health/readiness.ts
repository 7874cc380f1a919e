import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReadinessResponse } from '../contract';
import { DatabaseProbe } from './database-probe';

/**
 * Whether this replica should get traffic: the database answers, every migration is applied,
 * and the process is not shutting down. `drain()` (main.ts, on SIGTERM) turns it off for good,
 * so a load balancer or orchestrator stops sending requests while the ones in flight finish.
 */
@Injectable()
export class Readiness {
  private draining = false;
  /** Migrations run only at start: once seen applied they stay applied in this process. */
  private migrationsApplied = false;

  constructor(
    private readonly probe: DatabaseProbe,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<ReadinessResponse> {
    const up = await this.probe.check();
    if (up && !this.migrationsApplied) {
      this.migrationsApplied = await this.dataSource.showMigrations().then(
        (pending) => !pending,
        () => false,
      );
    }
    const ready = up && this.migrationsApplied && !this.draining;
    return {
      status: ready ? 'ok' : 'error',
      database: up ? 'up' : 'down',
      migrations: this.migrationsApplied ? 'applied' : 'pending',
      draining: this.draining,
    };
  }
}
