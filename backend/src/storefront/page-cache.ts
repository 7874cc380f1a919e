import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { replayableHeaders } from '../cache/public-answers';
import type { CachedAnswer } from '../cache/public-cache.service';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { ProductHeads, productPageKey } from '../catalog/product-heads';
import { choseArabic, localeOfPath } from '../contract';
import { OnCatalogChange } from '../events/domain-events.service';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { matchedRoute } from '../observability/http-observer';
import { Metrics } from '../observability/metrics';

/**
 * How long a rendered page is answered from memory. A product page is also keyed by its
 * product's stock and update time, read on every request, so its own price, sizes and stock are
 * always current; the lifetime bounds its related products' "sold out" badges and the lists of
 * `/` and `/shop`, whose stock orders change without a catalog write (the API's lists: 1 s).
 */
const PRODUCT_PAGE_TTL_MS = 10_000;
const LIST_PAGE_TTL_MS = 1_000;

/** At most this many pages, and this many bytes of them (markup and its gzip). */
const MAX_ENTRIES = 5000;
const MAX_BYTES = 96 * 1024 * 1024;

/** A product page, in English or under a language prefix (`/ar/product/{slug}`). */
const PRODUCT_PATH = /^(?:\/[a-z]{2})?\/product\/([^/]+)$/;

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/**
 * Finished storefront pages, answered at the HTTP server before Express (see fast-path/): a
 * page whose data has not changed costs a version check, a lookup and, for a product page, its
 * one stock read, instead of Express, the page's reads, a Redux store, the render and gzip.
 * Keyed by the catalog version (a write on any replica retires every page within 200 ms, a
 * write here empties the cache at once through its event), the whole URL and what else the
 * markup names (the origin of its canonical links when PUBLIC_URL is not set). Only what a
 * route sent through the whole stack is kept, with its headers, and only a 200 that sets no
 * cookie.
 */
@Injectable()
export class PageCache {
  private readonly pages = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length * 2 + 256,
  });
  private readonly enabled: boolean;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly version: CatalogVersionService,
    private readonly heads: ProductHeads,
    @Optional() private readonly metrics?: Metrics,
  ) {
    this.enabled = config.catalogCache;
  }

  /** The current page for a request, if one is kept. */
  async find(req: IncomingMessage): Promise<CachedAnswer | undefined> {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return;
    // A shopper who chose Arabic is sent from an English page to its Arabic one (the controller).
    if (localeOfPath(pathOf(req.url)) === 'en' && choseArabic(req.headers.cookie)) return;
    const key = await this.keyOf(req, req.url);
    const hit = key === null ? undefined : this.pages.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  /**
   * The key a route's page will be kept under, read before the route reads its data: a write
   * meanwhile then leaves the page under a key no later request has, never old markup under a
   * new key. Null when the page is not kept.
   */
  async keyFor(req: Request): Promise<string | null> {
    if (!this.enabled || req.method !== 'GET') return null;
    // The route renders the page: it was not kept (a kept one is sent by the fast path).
    this.metrics?.cache('pages', 'miss');
    return this.keyOf(req, req.originalUrl);
  }

  /** Keeps a page the route has just sent (its headers are all set by then). */
  keep(key: string | null, res: Response, status: number, html: string): void {
    if (key === null || status !== 200 || res.hasHeader('set-cookie')) return;
    const headers = replayableHeaders(res);
    // Express's own ETag when it set one, so a browser revalidating either answer gets its 304.
    const sent = res.getHeader('etag');
    headers.etag =
      typeof sent === 'string' ? sent : `"${createHash('sha1').update(html).digest('base64url')}"`;
    const etag = headers.etag.replace(/^W\//, '');
    // A product page lives between half its lifetime and all of it, at random: pages kept at
    // the same moment (after a catalog write, say) would otherwise all expire together and be
    // rendered again in one burst, which the shoppers of that second would wait for.
    const ttl = key.includes('|product:')
      ? PRODUCT_PAGE_TTL_MS * (0.5 + Math.random() / 2)
      : LIST_PAGE_TTL_MS;
    const route = matchedRoute(res.req);
    this.pages.set(key, { body: html, etag, headers, route, expiresAt: Date.now() + ttl });
  }

  /** A catalog write committed here: every page kept is under an older version now. */
  @OnCatalogChange()
  clear(): void {
    this.pages.clear();
  }

  /** The page's key, or null for an unknown product (its 404 is never kept). */
  private async keyOf(req: IncomingMessage, url: string): Promise<string | null> {
    const product = PRODUCT_PATH.exec(pathOf(url));
    let data = '';
    if (product) {
      const slug = decodeSegment(product[1]);
      const head = slug === null ? null : await this.heads.find(slug, req);
      if (!head) return null;
      data = productPageKey(head);
    }
    return `${await this.version.current()}|${this.originOf(req)}|${data}|${url}`;
  }

  /** What the markup's absolute links are built from (storefront-pages.service originOf). */
  private originOf(req: IncomingMessage): string {
    if (this.config.publicUrl) return '';
    const h = req.headers;
    return `${h.host ?? ''} ${String(h['x-forwarded-host'] ?? '')} ${String(h['x-forwarded-proto'] ?? '')}`;
  }
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
