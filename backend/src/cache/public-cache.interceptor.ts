import { Injectable, SetMetadata } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map } from 'rxjs';
import type { Observable } from 'rxjs';
import { PublicCacheService } from './public-cache.service';
import type { CachedAnswer } from './public-cache.service';

/**
 * Lists and other shared answers: browsers and nginx may keep them one second (nginx's
 * micro-cache then absorbs a drop's burst); the ETag lets them revalidate for a 304.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=1';
/** Product pages must show current stock: always revalidated (a 304 costs one small query). */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

const CACHE_TTL = Symbol('publicCacheTtl');
/** Marks a public GET whose answer depends only on its URL and the catalog version. */
export const PublicCache = (ttlMs: number) => SetMetadata(CACHE_TTL, ttlMs);

/** Sends a prepared answer; Express answers 304 itself when If-None-Match carries this ETag. */
export function prepareJson(res: Response, answer: CachedAnswer, cacheControl: string): string {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', cacheControl);
  return answer.body;
}

/**
 * Serves routes marked @PublicCache from the cache keyed by their URL. It runs before the
 * route's pipes, so a cached answer skips validation too: the same URL validated before.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicCacheService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ttl = this.reflector.get<number | undefined>(CACHE_TTL, context.getHandler());
    if (ttl === undefined) return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return from(this.cache.answer(req.originalUrl, ttl, () => lastValueFrom(next.handle()))).pipe(
      map((answer) => prepareJson(res, answer, SHARED_CACHE_CONTROL)),
    );
  }
}
