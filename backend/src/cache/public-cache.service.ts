import { createHash } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { Metrics } from '../observability/metrics';
import { OnCatalogChange } from '../events/domain-events.service';
import { CatalogVersionService } from './catalog-version.service';

/** A public answer ready to send: its JSON text and a strong ETag of exactly those bytes. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /**
   * The response headers the route sent with it the first time (security headers included),
   * so a later request can be answered before Express with exactly the same ones.
   */
  headers?: Record<string, string | string[]>;
  /** The route template that sent it (`/api/products/:slugOrId`), for metrics and logs. */
  route?: string;
  /** The body as bytes, and gzipped, made the first time a request needs them. */
  bytes?: Buffer;
  gzipped?: Buffer;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/** At most this many answers, and this many bytes of them, are kept (random searches included). */
const MAX_ENTRIES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;

export function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/**
 * In-process cache of public catalog answers, keyed by the catalog version, so a write on any
 * replica retires them (see CatalogVersionService); a write here also empties it at once (its
 * event), so answers no request can reach any more do not hold memory until evicted. Each entry also has its own lifetime, which
 * bounds how stale stock figures in lists can be. Concurrent misses of one key compute once:
 * a drop's first second does not run the same query hundreds of times.
 */
@Injectable()
export class PublicCacheService {
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + 64,
  });
  private readonly computing = new Map<string, Promise<Entry>>();
  readonly enabled: boolean;

  constructor(
    private readonly version: CatalogVersionService,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.enabled = config.catalogCache;
  }

  /** The cached answer of `key` if there is a current one. */
  async peek(key: string): Promise<CachedAnswer | undefined> {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(`${await this.version.current()}|${key}`);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /** A catalog write committed here: every answer kept is under an older version now. */
  @OnCatalogChange()
  clear(): void {
    this.entries.clear();
  }

  /** The answer of `key`: cached, or computed once however many ask at the same time. */
  async answer(key: string, ttlMs: number, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    if (!this.enabled) return answerOf(await compute());
    const versionedKey = `${await this.version.current()}|${key}`;
    const hit = this.entries.get(versionedKey);
    if (hit && hit.expiresAt > Date.now()) {
      this.metrics?.cache('catalog', 'hit');
      return hit;
    }
    let pending = this.computing.get(versionedKey);
    // A request that joins a computation under way is a hit: it costs no query of its own.
    this.metrics?.cache('catalog', pending ? 'hit' : 'miss');
    if (!pending) {
      pending = compute()
        .then((value) => {
          const entry = { ...answerOf(value), expiresAt: Date.now() + ttlMs };
          this.entries.set(versionedKey, entry);
          return entry;
        })
        .finally(() => this.computing.delete(versionedKey));
      this.computing.set(versionedKey, pending);
    }
    return pending;
  }
}
