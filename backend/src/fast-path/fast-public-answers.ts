import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CACHED_BY_URL } from '../cache/public-answers';
import type { CachedAnswer, PublicCacheService } from '../cache/public-cache.service';

/** Express's compression threshold: smaller bodies go as they are. */
const GZIP_FROM_BYTES = 1024;
const PRODUCT_PAGE = '/api/products/';

export interface FastPathOptions {
  cache: PublicCacheService;
  /** The cache key of a product page for a slug or id (reads its stock), or null. */
  productPageKey: (slugOrId: string) => Promise<string | null>;
  /** Other answers kept for this path: the storefront's rendered pages (PageCache). */
  findPage?: (req: IncomingMessage) => Promise<CachedAnswer | undefined>;
  /**
   * Told of each answer sent here, and from which cache (`catalog`: the public API answers;
   * `pages`: rendered pages), so the request is counted and logged under its route like one
   * Express answered (observability/http-observer.ts).
   */
  served?: (req: IncomingMessage, answer: CachedAnswer, cache: 'catalog' | 'pages') => void;
}

/**
 * Answers cached public catalog reads at the HTTP server, before Express and Nest: a drop's
 * burst of the same few lists and product pages then costs a version check, a cache lookup
 * and (for a product page) its one stock read. An answer is served here only once its route
 * has sent it through the whole stack, whose headers it replays; anything else (a miss, an
 * unknown product, another route) goes on to Express unchanged. Conditional requests get
 * 304 as Express would give them, and bodies are gzipped once per answer.
 */
export function installFastPublicAnswers(server: Server, options: FastPathOptions): void {
  const handlers = server.listeners('request') as Array<
    (req: IncomingMessage, res: ServerResponse) => void
  >;
  server.removeAllListeners('request');
  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    for (const handler of handlers) handler.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    findAnswer(req, options).then(
      (answer) => {
        if (!answer) return toExpress(req, res);
        options.served?.(req, answer, req.url?.startsWith('/api/') ? 'catalog' : 'pages');
        send(req, res, answer);
      },
      () => toExpress(req, res),
    );
  });
}

async function findAnswer(
  req: IncomingMessage,
  { cache, productPageKey, findPage }: FastPathOptions,
): Promise<CachedAnswer | undefined> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return undefined;
  const url = req.url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  let answer: CachedAnswer | undefined;
  if (!path.startsWith('/api/')) {
    answer = await findPage?.(req);
  } else if (CACHED_BY_URL.has(path)) {
    answer = await cache.peek(url);
  } else if (path.startsWith(PRODUCT_PAGE) && !path.includes('/', PRODUCT_PAGE.length)) {
    const slug = decodeSegment(path.slice(PRODUCT_PAGE.length));
    const key = slug ? await productPageKey(slug) : null;
    if (key) answer = await cache.peek(key);
  }
  return answer?.headers ? answer : undefined;
}

function decodeSegment(segment: string): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

function send(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const headers: Record<string, string | string[] | number> = {
    ...answer.headers,
    vary: 'Accept-Encoding',
  };
  if (isFresh(req, answer.etag)) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  answer.bytes ??= Buffer.from(answer.body);
  let body = answer.bytes;
  if (body.length >= GZIP_FROM_BYTES && acceptsGzip(req)) {
    answer.gzipped ??= gzipSync(body);
    body = answer.gzipped;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** If-None-Match names this ETag, and the client did not ask to bypass caches. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) {
    return false;
  }
  return match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/.test(accepted);
}
