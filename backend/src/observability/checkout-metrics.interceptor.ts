import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, tap, throwError } from 'rxjs';
import type { Observable } from 'rxjs';
import type { PlaceOrderResponse } from '../contract';
import { toErrorBody } from '../common/http-exception.filter';
import { Metrics } from './metrics';

/**
 * Counts the checkout's outcomes on the route that places orders: an order placed and its
 * units (not an idempotent replay, which answers with an order placed before), or a refusal
 * under the error code the client got, the same stable code clients branch on; an
 * `OUT_OF_STOCK` with nothing left is also a stock-out.
 */
@Injectable()
export class CheckoutMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap((placed) => {
        if (res.getHeader('Idempotent-Replayed')) return;
        const items = (placed as PlaceOrderResponse | undefined)?.order?.items ?? [];
        this.metrics.orderPlaced(items.reduce((units, item) => units + item.qty, 0));
      }),
      catchError((error: unknown) => {
        const { body } = toErrorBody(error);
        const reason = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
        this.metrics.orderRefused(reason, reason === 'OUT_OF_STOCK' && body.available === 0);
        return throwError(() => error);
      }),
    );
  }
}
