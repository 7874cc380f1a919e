import { applyDecorators, Injectable, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom } from 'rxjs';
import type { Observable } from 'rxjs';
import { Public } from '../common/access';
import { prepareJson, urlKey } from './public-answers';
import { PublicCacheService } from './public-cache.service';
import type { CachedAnswer } from './public-cache.service';

export interface PublicAnswerOptions {
  /** SHARED_CACHE_CONTROL or REVALIDATE_CACHE_CONTROL (public-answers.ts). */
  cacheControl: string;
  /**
   * Keep the handler's answer under the request's whole URL this long (the handler is not
   * called while one is kept). Without it the handler returns a prepared `CachedAnswer`.
   */
  byUrlForMs?: number;
}

const PUBLIC_ANSWER = 'freakdrop:public-answer';

/**
 * Marks a GET whose answer is the same for everyone: served from the public answer cache with
 * its ETag and Cache-Control, and kept with its headers for the fast path (fast-path/), which
 * answers it to anyone without asking the guard. So it is always `@Public()` too (set here as
 * well, so a route can never be cached for everyone and guarded at once).
 */
export const PublicAnswer = (options: PublicAnswerOptions): MethodDecorator =>
  applyDecorators(
    Public(),
    SetMetadata(PUBLIC_ANSWER, options),
    UseInterceptors(PublicAnswerInterceptor),
  );

/** Sends a `@PublicAnswer` route's answer as prepared JSON (prepareJson), from the cache when kept. */
@Injectable()
export class PublicAnswerInterceptor implements NestInterceptor<unknown, string> {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: PublicCacheService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<string> {
    const options = this.reflector.get<PublicAnswerOptions>(PUBLIC_ANSWER, context.getHandler());
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    // The handler (and its validation pipe) runs only when no answer is kept.
    const compute = () => lastValueFrom(next.handle());
    const answer =
      options.byUrlForMs === undefined
        ? (compute() as Promise<CachedAnswer>)
        : this.cache.answer(urlKey(http.getRequest<Request>()), options.byUrlForMs, compute);
    return from(answer.then((kept) => prepareJson(res, kept, options.cacheControl)));
  }
}
