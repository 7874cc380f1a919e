import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CachedAnswer, PublicCacheService } from './public-cache.service';

/**
 * Lists, categories and settings: browsers and nginx may keep them one second (nginx's
 * micro-cache then absorbs a drop's burst); the ETag lets them revalidate for a 304.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=1';
/** Product pages must show current stock: always revalidated (a 304 costs one small query). */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

/** The public GETs cached under their whole URL (path and query). */
const CACHED_BY_URL = new Set(['/api/products', '/api/categories', '/api/settings']);

/** Sets the headers of a prepared answer and returns its body for Nest to send. */
export function prepareJson(res: Response, answer: CachedAnswer, cacheControl: string): string {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  return answer.body;
}

/** The cache key of a URL-cached answer: its whole URL, as the route received it. */
export function urlKey(req: Request): string {
  return req.originalUrl;
}

/**
 * Serves a URL-cached answer before the request reaches Nest: no routing, pipes or
 * validation for a URL that was validated when its answer was computed. A miss goes on to
 * the route, which computes and caches the answer. Express answers 304 to a matching
 * If-None-Match itself.
 */
export function servePublicAnswers(cache: PublicCacheService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !CACHED_BY_URL.has(req.path)) {
      return next();
    }
    cache.peek(urlKey(req)).then(
      (hit) => {
        if (!hit) return next();
        res.send(prepareJson(res, hit, SHARED_CACHE_CONTROL));
      },
      () => next(),
    );
  };
}
