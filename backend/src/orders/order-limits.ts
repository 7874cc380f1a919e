import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { MSG, normalizeUaePhone } from '../contract';
import type { PlaceOrderRequest } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { invalidField, throttled } from '../common/api-error';
import { createDbRateLimiter, isRateLimited } from '../common/rate-limits';
import { ProductEntity } from '../catalog/product.entity';

const HOUR_SECONDS = 60 * 60;

/**
 * What one client may do at checkout, so a script cannot hold a drop's whole stock with fake
 * cash-on-delivery orders (config.security, SECURITY.md):
 * - at most ORDER_MAX_UNITS_PER_PRODUCT units of one product per order (all sizes together), 400;
 * - at most ORDER_RATE_LIMIT_PHONE orders per phone number and ORDER_RATE_LIMIT_IP per client
 *   address per hour, 429 with retryAfterSeconds. The points are taken atomically before the
 *   order is placed, so a burst cannot slip past the limit. Every attempt that gets that far
 *   counts, refused ones too (a sold-out product, changed totals): giving points back would
 *   double the database writes of a drop's refused shoppers. A replayed Idempotency-Key is
 *   the same order and gives its points back.
 */
@Injectable()
export class OrderLimits {
  private readonly perPhone: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;
  private readonly maxUnits: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxUnits = config.security.maxUnitsPerProduct;
    this.perPhone = createDbRateLimiter(dataSource, {
      keyPrefix: 'order-phone',
      points: config.security.ordersPerPhonePerHour,
      durationSeconds: HOUR_SECONDS,
    });
    this.perIp = createDbRateLimiter(dataSource, {
      keyPrefix: 'order-ip',
      points: config.security.ordersPerIpPerHour,
      durationSeconds: HOUR_SECONDS,
    });
  }

  /** Runs `place` within the limits; its points are given back unless it stored a new order. */
  async admit<T extends { replayed: boolean }>(
    body: PlaceOrderRequest,
    ip: string | undefined,
    place: () => Promise<T>,
  ): Promise<T> {
    await this.assertUnitsPerProduct(body);
    // An invalid phone is refused by the order itself (400); the address still counts.
    const phone = normalizeUaePhone(body.phone);
    const taken: Array<[RateLimiterAbstract, string]> = [];
    try {
      await take(this.perIp, ip ?? 'unknown', taken);
      if (phone) await take(this.perPhone, phone, taken);
    } catch (error) {
      await giveBack(taken);
      throw error;
    }
    const placed = await place();
    // A retry of an order already counted is not another order.
    if (placed.replayed) await giveBack(taken);
    return placed;
  }

  private async assertUnitsPerProduct(body: PlaceOrderRequest): Promise<void> {
    const units = new Map<string, number>();
    for (const item of body.items) {
      units.set(item.productId, (units.get(item.productId) ?? 0) + item.qty);
    }
    for (const [productId, qty] of units) {
      if (qty <= this.maxUnits) continue;
      const product = await this.dataSource
        .getRepository(ProductEntity)
        .findOne({ where: { id: productId }, select: { id: true, title: true } });
      const index = body.items.findIndex((item) => item.productId === productId);
      throw invalidField(
        `items.${index}.qty`,
        MSG.tooManyUnits(product?.title ?? productId, this.maxUnits),
      );
    }
  }
}

async function take(
  limiter: RateLimiterAbstract,
  key: string,
  taken: Array<[RateLimiterAbstract, string]>,
): Promise<void> {
  try {
    await limiter.consume(key);
    taken.push([limiter, key]);
  } catch (error) {
    if (isRateLimited(error)) {
      throw throttled(MSG.tooManyOrders, Math.ceil(error.msBeforeNext / 1000));
    }
    throw error;
  }
}

async function giveBack(taken: Array<[RateLimiterAbstract, string]>): Promise<void> {
  for (const [limiter, key] of taken) await limiter.reward(key).catch(() => undefined);
}
