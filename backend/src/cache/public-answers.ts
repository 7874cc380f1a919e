import type { Request, Response } from 'express';
import { matchedRoute } from '../observability/http-observer';
import type { CachedAnswer } from './public-cache.service';

/**
 * Lists, categories and settings: browsers and nginx may keep them one second (nginx's
 * micro-cache then absorbs a drop's burst); the ETag lets them revalidate for a 304.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=1';
/** Product pages must show current stock: always revalidated (a 304 costs one small query). */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

/** The public GETs cached under their whole URL (path and query). */
export const CACHED_BY_URL = new Set(['/api/products', '/api/categories', '/api/settings']);

/** Headers that belong to one response, never to a cached answer. */
const PER_RESPONSE = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  // The request's own id (observability/http-observer.ts), never the first request's.
  'x-request-id',
]);

/**
 * Sets the headers of a prepared answer and returns its body for Nest to send. The first
 * time, it keeps the response's headers with the answer (see fast-path/fast-public-answers.ts).
 */
export function prepareJson(res: Response, answer: CachedAnswer, cacheControl: string): string {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  if (!answer.headers && !res.hasHeader('set-cookie')) {
    answer.route = matchedRoute(res.req);
    answer.headers = replayableHeaders(res);
  }
  return answer.body;
}

/** The headers a response has set that a later request may be answered with as they are. */
export function replayableHeaders(res: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_RESPONSE.has(name)) {
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
  }
  return headers;
}

/** The cache key of a URL-cached answer: its whole URL, as the route received it. */
export function urlKey(req: Request): string {
  return req.originalUrl;
}
