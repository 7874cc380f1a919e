import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG, normalizeUaePhone } from '../contract';
import type { PlaceOrderRequest } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { invalidField, throttled } from '../common/api-error';
import { createDbPointsLimiter, isRateLimited } from '../database/rate-limits';
import type { PointsLimiter } from '../database/rate-limits';
import { ProductEntity } from '../catalog/product.entity';

const HOUR_SECONDS = 60 * 60;

/**
 * What one client may do at checkout, so a script cannot hold a drop's whole stock with fake
 * cash-on-delivery orders (config.security, SECURITY.md):
 * - at most ORDER_MAX_UNITS_PER_PRODUCT units of one product per order (all sizes together), 400;
 * - at most ORDER_RATE_LIMIT_PHONE orders per phone number and ORDER_RATE_LIMIT_IP per client
 *   address per hour, 429 with retryAfterSeconds. The points are taken atomically once the
 *   order passed its prechecks and before its transaction, so a burst cannot slip past the
 *   limit, while a replayed Idempotency-Key, a sold-out product or changed totals cost no
 *   write (a drop's late shoppers add nothing to the database's load). An order refused later
 *   in its transaction (it lost the race for the last units) has counted.
 */
@Injectable()
export class OrderLimits {
  private readonly perPhone: PointsLimiter;
  private readonly perIp: PointsLimiter;
  private readonly maxUnits: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxUnits = config.security.maxUnitsPerProduct;
    this.perPhone = createDbPointsLimiter(dataSource, {
      keyPrefix: 'order-phone',
      points: config.security.ordersPerPhonePerHour,
      durationSeconds: HOUR_SECONDS,
    });
    this.perIp = createDbPointsLimiter(dataSource, {
      keyPrefix: 'order-ip',
      points: config.security.ordersPerIpPerHour,
      durationSeconds: HOUR_SECONDS,
    });
  }

  /**
   * The points of one order, once it passed its cheap checks (a replayed key, a sold-out
   * product and changed totals are answered before it, OrderPlacement.place): 429 past either
   * limit.
   */
  async admit(body: PlaceOrderRequest, ip: string | undefined): Promise<void> {
    await take(this.perIp, ip ?? 'unknown');
    // An invalid phone was refused before (400).
    const phone = normalizeUaePhone(body.phone);
    if (phone) await take(this.perPhone, phone);
  }

  /** Too many units of one product at once: a 400 naming the line, before anything else. */
  async assertUnitsPerProduct(body: PlaceOrderRequest): Promise<void> {
    const units = new Map<string, number>();
    for (const item of body.items) {
      units.set(item.productId, (units.get(item.productId) ?? 0) + item.qty);
    }
    for (const [productId, qty] of units) {
      if (qty <= this.maxUnits) continue;
      const product = await this.dataSource
        .getRepository(ProductEntity)
        .findOne({ where: { id: productId, status: 'active' }, select: { id: true, title: true } });
      const index = body.items.findIndex((item) => item.productId === productId);
      throw invalidField(
        `items.${index}.qty`,
        MSG.tooManyUnits(product?.title ?? productId, this.maxUnits),
      );
    }
  }
}

async function take(limiter: PointsLimiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isRateLimited(error)) {
      throw throttled(MSG.tooManyOrders, Math.ceil(error.msBeforeNext / 1000));
    }
    throw error;
  }
}
