import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { PlaceOrderResponse } from '../contract';
import type { PlacedOrder } from './order-placement.service';
import { toPlacedResponse } from './order.mapper';

/**
 * Answers a placed order: its body as the checkout expects it, and `Idempotent-Replayed: true`
 * when an Idempotency-Key matched an order placed before (the replay answers like the first
 * request did, and says so).
 */
@Injectable()
export class IdempotentReplayInterceptor implements NestInterceptor<
  PlacedOrder,
  PlaceOrderResponse
> {
  intercept(
    context: ExecutionContext,
    next: CallHandler<PlacedOrder>,
  ): Observable<PlaceOrderResponse> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((placed) => {
        if (placed.replayed) res.setHeader('Idempotent-Replayed', 'true');
        return toPlacedResponse(placed.response);
      }),
    );
  }
}
