import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { promoMessage } from '../contract';
import type { AppliedDiscount, PromoErrorCode } from '../contract';
import { ApiError } from '../common/api-error';
import { countBelow, dateParam, prepareCounter, rowsChangedBy } from '../database/counters';
import type { CounterRow } from '../database/counters';
import { PromotionEntity, PromotionRedemptionEntity } from './promotion.entity';

/** The 409 of a code that no longer holds when the order is placed; nothing is stored. */
export function promoConflict(code: PromoErrorCode, missingFils = 0): ApiError {
  const missingAED = missingFils / 100;
  return new ApiError(
    code,
    HttpStatus.CONFLICT,
    promoMessage(code, missingAED),
    code === 'PROMO_MINIMUM' ? { missingAED } : undefined,
  );
}

/** A phone's uses of a promotion (`maxPerPhone`), one counter row per pair. */
function phoneUse(promotionId: string, phone: string): CounterRow {
  return { table: 'promotion_phone_uses', key: { promotionId, phone }, column: 'used' };
}

/** What an order holds of a promotion, as its transaction takes it. */
export interface Redemption {
  applied: AppliedDiscount;
  /** The promotion has a number of uses (`maxRedemptions`): its counter takes this one. */
  counted: boolean;
  /** Uses per phone (a first-order promotion counts as 1 per phone); null: no limit. */
  perPhone: number | null;
}

/** The per-phone limit that holds: `maxPerPhone`, and at most 1 for a first-order promotion. */
export function perPhoneLimit(p: {
  maxPerPhone: number | null;
  firstOrderOnly: boolean;
}): number | null {
  if (p.firstOrderOnly) return Math.min(p.maxPerPhone ?? 1, 1);
  return p.maxPerPhone;
}

/**
 * Redemptions, exact under concurrency: inside the order's transaction each promotion's
 * counter moves with a conditional update
 * (`UPDATE promotions SET redeemed = redeemed + 1 WHERE id = ? AND (maxRedemptions IS NULL OR
 * redeemed < maxRedemptions)`), and the phone's with another
 * (`… promotion_phone_uses SET used = used + 1 WHERE … AND used < ?`). The database decides
 * who gets the last use: an update that changed no row is a 409 and the whole order rolls back.
 * Promotions are taken in id order, after any stock, in every transaction (placing, cancelling,
 * deleting), so two never wait on each other's rows in the opposite order, and a limited code's
 * row is locked from its update to the commit only.
 */
@Injectable()
export class Redemptions {
  /**
   * Before the order's transaction: the (promotion, phone) counter rows are prepared
   * (database/counters.ts `prepareCounter`), so the transaction only updates them.
   */
  async preparePhoneRows(
    manager: EntityManager,
    redemptions: readonly Redemption[],
    phone: string,
  ): Promise<void> {
    for (const r of redemptions) {
      if (r.perPhone !== null)
        await prepareCounter(manager, phoneUse(r.applied.promotionId, phone));
    }
  }

  /** In the order's transaction: each promotion's use, or a 409 PROMO_USED_UP / PROMO_PHONE_LIMIT. */
  async take(
    manager: EntityManager,
    order: { id: string; phone: string; totalFils: number },
    redemptions: readonly Redemption[],
    now = new Date(),
  ): Promise<void> {
    const sorted = [...redemptions].sort((a, b) =>
      a.applied.promotionId < b.applied.promotionId ? -1 : 1,
    );
    for (const { applied, counted, perPhone } of sorted) {
      const id = applied.promotionId;
      // Only a promotion with a number of uses has a counter to take: an unlimited code makes
      // no row hot (every order with it would otherwise queue on this one row's lock).
      if (counted) {
        const changed = await rowsChangedBy(
          manager,
          'UPDATE promotions SET redeemed = redeemed + 1 WHERE id = ? AND (maxRedemptions IS NULL OR redeemed < maxRedemptions)',
          [id],
        );
        if (changed !== 1) throw promoConflict('PROMO_USED_UP');
      }
      if (perPhone !== null && !(await countBelow(manager, phoneUse(id, order.phone), perPhone))) {
        throw promoConflict('PROMO_PHONE_LIMIT');
      }
    }
    if (sorted.length === 0) return;
    const marks = sorted.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
    // The date as the driver stores a datetime column (a string on SQLite, a Date on MySQL).
    const createdAt = dateParam(manager, PromotionRedemptionEntity, 'createdAt', now);
    await rowsChangedBy(
      manager,
      'INSERT INTO promotion_redemptions (id, promotionId, orderId, phone, discountFils, orderTotalFils, createdAt) ' +
        `VALUES ${marks}`,
      sorted.flatMap((r) => [
        randomUUID(),
        r.applied.promotionId,
        order.id,
        order.phone,
        r.applied.discountFils,
        order.totalFils,
        createdAt,
      ]),
    );
  }

  /**
   * In the transaction of a cancel or a delete: the order's uses go back to their promotions
   * and its phone, and its redemption rows go.
   */
  async giveBack(manager: EntityManager, orderId: string): Promise<void> {
    const rows = (await manager.query(
      'SELECT promotionId, phone FROM promotion_redemptions WHERE orderId = ? ORDER BY promotionId',
      [orderId],
    )) as Array<{ promotionId: string; phone: string }>;
    for (const row of rows) {
      await manager.query(
        'UPDATE promotions SET redeemed = redeemed - 1 WHERE id = ? AND redeemed > 0',
        [row.promotionId],
      );
      await manager.query(
        'UPDATE promotion_phone_uses SET used = used - 1 WHERE promotionId = ? AND phone = ? AND used > 0',
        [row.promotionId, row.phone],
      );
    }
    if (rows.length > 0) {
      await manager.query('DELETE FROM promotion_redemptions WHERE orderId = ?', [orderId]);
    }
  }

  /**
   * An order moved back from Cancelled takes its uses again with the same conditional updates,
   * or answers 409 (the code's uses or the phone's are gone meanwhile). A promotion deleted
   * since is skipped: the order keeps the discount it was placed with.
   */
  async takeAgain(
    manager: EntityManager,
    order: { id: string; phone: string; totalFils: number },
    applied: readonly AppliedDiscount[],
  ): Promise<void> {
    if (applied.length === 0) return;
    const ids = applied.map((a) => a.promotionId);
    const rows = await manager.find(PromotionEntity, {
      where: ids.map((id) => ({ id })),
      select: { id: true, maxRedemptions: true, maxPerPhone: true, firstOrderOnly: true },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const redemptions = applied
      .filter((a) => byId.has(a.promotionId))
      .map((a) => ({
        applied: a,
        counted: (byId.get(a.promotionId) as PromotionEntity).maxRedemptions !== null,
        perPhone: perPhoneLimit(byId.get(a.promotionId) as PromotionEntity),
      }));
    await this.take(manager, order, redemptions);
  }
}
