import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { fromFils, PROMO_MSG, PROMOTION_LIMITS, windowProblem } from '../contract';
import type {
  Promotion,
  PromotionListItem,
  PromotionListResponse,
  PublicOfferList,
} from '../contract';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { conflict, invalidRequest, notFound } from '../common/api-error';
import { inTransaction } from '../database/transactions';
import { isUniqueViolation } from '../database/unique-violation';
import { PromotionChanged } from '../events/domain-events';
import type { Change } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { checkPromotionInput, NEW_PROMOTION } from './promotion-input';
import type { PromotionFields } from './promotion-input';
import { PromotionEntity } from './promotion.entity';
import { bookOf, EMPTY_BOOK, toOffer, toPromotion } from './promotion-rules';
import type { PromotionBook } from './promotion-rules';

/**
 * How long the active promotions orders are priced with may be served from memory. They are
 * dropped as soon as the catalog version moves (every promotion write moves it), so this only
 * bounds a write made behind the app's back (a restore).
 */
const BOOK_TTL_MS = 5000;

function snapshot(row: PromotionFields): Record<string, unknown> {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    appliesTo: row.appliesTo,
    minSubtotalFils: row.minSubtotalFils,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    maxPerPhone: row.maxPerPhone,
    firstOrderOnly: row.firstOrderOnly,
    excludeSaleItems: row.excludeSaleItems,
    combinable: row.combinable,
    active: row.active,
  };
}

/** The promotion's counter set to the orders holding a use of it now. */
async function recountUses(manager: EntityManager, id: string): Promise<void> {
  await manager.query(
    'UPDATE promotions SET redeemed = (SELECT COUNT(*) FROM promotion_redemptions r WHERE r.promotionId = ?) WHERE id = ?',
    [id, id],
  );
}

/** The promotion's uses per phone rebuilt from the orders holding a use of it now. */
async function recountPhoneUses(manager: EntityManager, id: string): Promise<void> {
  await manager.query('DELETE FROM promotion_phone_uses WHERE promotionId = ?', [id]);
  await manager.query(
    'INSERT INTO promotion_phone_uses (promotionId, phone, used) ' +
      'SELECT promotionId, phone, COUNT(*) FROM promotion_redemptions WHERE promotionId = ? GROUP BY promotionId, phone',
    [id],
  );
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, Array<string | null>> {
  const out: Record<string, Array<string | null>> = {};
  for (const key of Object.keys(after ?? before ?? {})) {
    const a = text(before?.[key]);
    const b = text(after?.[key]);
    if (a !== b) out[key] = [a, b];
  }
  return out;
}

/**
 * Promotions: staff's list and edits (each write in a transaction with its activity line and a
 * move of the catalog version), the public automatic offers, and the book of active promotions
 * orders are priced with, kept in memory per catalog version: with no promotion defined an
 * order sends no statement more than before.
 */
@Injectable()
export class PromotionsService {
  private book?: { version: number; at: number; value: PromotionBook };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly version: CatalogVersionService,
    private readonly events: DomainEvents,
    private readonly activity: ActivityLog,
  ) {}

  /** The active promotions, from memory under the current catalog version. */
  async active(): Promise<PromotionBook> {
    const version = await this.version.current();
    const cached = this.book;
    if (cached && cached.version === version && Date.now() - cached.at < BOOK_TTL_MS) {
      return cached.value;
    }
    const at = Date.now();
    const rows = await this.dataSource.manager.find(PromotionEntity, {
      where: { active: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const value = rows.length === 0 ? EMPTY_BOOK : bookOf(rows);
    this.book = { version, at, value };
    return value;
  }

  /** The automatic offers running now, for the storefront (`GET /api/promotions/offers`). */
  async offers(now = new Date()): Promise<PublicOfferList> {
    const book = await this.active();
    return {
      offers: book.automatic
        .filter((p) => windowProblem(p, now) === null && !p.firstOrderOnly)
        .map(toOffer),
    };
  }

  /** Every promotion, newest first, with its redemptions, discount given and revenue. */
  async list(): Promise<PromotionListResponse> {
    const rows = await this.dataSource.manager.find(PromotionEntity, {
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    const sums = (await this.dataSource.query(
      `SELECT promotionId, COUNT(*) AS n, SUM(discountFils) AS discount, SUM(orderTotalFils) AS revenue
         FROM promotion_redemptions GROUP BY promotionId`,
    )) as Array<{
      promotionId: string;
      n: number | string;
      discount: number | string;
      revenue: number | string;
    }>;
    const byId = new Map(sums.map((s) => [s.promotionId, s]));
    return {
      promotions: rows.map((row): PromotionListItem => {
        const s = byId.get(row.id);
        return {
          ...toPromotion(row),
          redemptions: Number(s?.n ?? 0),
          discountGivenAED: fromFils(Number(s?.discount ?? 0)),
          revenueAED: fromFils(Number(s?.revenue ?? 0)),
        };
      }),
    };
  }

  async get(id: string): Promise<Promotion> {
    return toPromotion(await this.load(id));
  }

  async create(input: Record<string, unknown>, actor: Actor): Promise<Promotion> {
    const fields = checkPromotionInput(input, NEW_PROMOTION);
    const count = await this.dataSource.manager.count(PromotionEntity);
    if (count >= PROMOTION_LIMITS.promotionsMax) throw invalidRequest(PROMO_MSG.tooMany);
    const row = this.dataSource.manager.create(PromotionEntity, { ...fields, redeemed: 0 });
    const stored = await this.write(row.code, 'created', async (manager) => {
      const saved = await manager.save(row);
      await this.activity.record(manager, {
        actor,
        action: 'create',
        entity: 'promotion',
        entityId: saved.id,
        changes: changesBetween(null, snapshot(saved)),
      });
      return saved;
    });
    return toPromotion(stored);
  }

  async update(id: string, input: Record<string, unknown>, actor: Actor): Promise<Promotion> {
    const row = await this.load(id);
    const before = snapshot(row);
    const fields = checkPromotionInput(input, row);
    Object.assign(row, fields);
    row.updatedAt = new Date();
    const stored = await this.write(row.code, 'updated', async (manager) => {
      // Only the definition: the counters belong to the orders' conditional updates…
      await manager.update(PromotionEntity, { id }, { ...fields, updatedAt: row.updatedAt });
      // …except when a limit changes: they are counted again from the redemptions, as orders
      // of an unlimited promotion take no counter.
      if (before.maxRedemptions !== row.maxRedemptions) await recountUses(manager, id);
      if (before.maxPerPhone !== row.maxPerPhone || before.firstOrderOnly !== row.firstOrderOnly) {
        await recountPhoneUses(manager, id);
      }
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'promotion',
        entityId: id,
        changes: changesBetween(before, snapshot(row)),
      });
      return row;
    });
    return toPromotion(stored);
  }

  /** 409 PROMOTION_USED while an order holds a redemption (the DELETE's own condition decides). */
  async remove(id: string, actor: Actor): Promise<void> {
    const row = await this.load(id);
    await this.write(row.code, 'deleted', async (manager) => {
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(PromotionEntity)
        .where(
          'id = :id AND NOT EXISTS (SELECT 1 FROM promotion_redemptions r WHERE r.promotionId = :id)',
          { id },
        )
        .execute();
      if (deleted.affected !== 1) {
        const still = await manager.findOne(PromotionEntity, { where: { id } });
        if (still) throw conflict('PROMOTION_USED', PROMO_MSG.promotionUsed);
        throw notFound(PROMO_MSG.promotionNotFound);
      }
      await manager.query('DELETE FROM promotion_phone_uses WHERE promotionId = ?', [id]);
      await this.activity.record(manager, {
        actor,
        action: 'delete',
        entity: 'promotion',
        entityId: id,
        changes: changesBetween(snapshot(row), null),
      });
      return row;
    });
  }

  private async load(id: string): Promise<PromotionEntity> {
    const row = await this.dataSource.manager.findOne(PromotionEntity, { where: { id } });
    if (!row) throw notFound(PROMO_MSG.promotionNotFound);
    return row;
  }

  /** A promotion write with the catalog version in its transaction; a taken code is a 409. */
  private async write(
    code: string | null,
    change: Change,
    work: (manager: EntityManager) => Promise<PromotionEntity>,
  ): Promise<PromotionEntity> {
    let stored: PromotionEntity;
    try {
      stored = await inTransaction(this.dataSource, async (manager) => {
        const result = await work(manager);
        await this.events.recordCatalogChange(manager);
        return result;
      });
    } catch (error) {
      if (code !== null && isUniqueViolation(error, 'promotions', 'code')) {
        throw conflict('PROMO_CODE_TAKEN', PROMO_MSG.codeTaken);
      }
      throw error;
    }
    this.book = undefined;
    this.events.publish(new PromotionChanged(stored.id, change));
    return stored;
  }
}
