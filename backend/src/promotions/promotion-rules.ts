/**
 * Promotions as orders use them: the stored row turned into the pure pricing's rule, plus the
 * conditions that need the database (dates, counters, the phone's orders). No database access.
 */
import { fromFils } from '../contract';
import type { Promotion, PromotionRule, PublicOffer } from '../contract';
import type { PromotionEntity } from './promotion.entity';

/** A promotion with everything orders check, as read once per catalog version. */
export interface PromotionDef extends PromotionRule {
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  maxPerPhone: number | null;
  firstOrderOnly: boolean;
}

/** The active promotions: automatic offers (oldest first) and codes by their upper-cased text. */
export interface PromotionBook {
  automatic: PromotionDef[];
  byCode: ReadonlyMap<string, PromotionDef>;
  /** Every active code-less offer is unlimited and for everyone: no counter read is needed. */
  automaticNeedsCounters: boolean;
}

export const EMPTY_BOOK: PromotionBook = {
  automatic: [],
  byCode: new Map(),
  automaticNeedsCounters: false,
};

export function toDef(row: PromotionEntity): PromotionDef {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    appliesTo: row.appliesTo,
    minSubtotalFils: row.minSubtotalFils,
    excludeSaleItems: row.excludeSaleItems,
    combinable: row.combinable,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    maxRedemptions: row.maxRedemptions,
    maxPerPhone: row.maxPerPhone,
    firstOrderOnly: row.firstOrderOnly,
  };
}

export function bookOf(rows: readonly PromotionEntity[]): PromotionBook {
  const active = rows.filter((row) => row.active).map(toDef);
  const automatic = active.filter((p) => p.code === null);
  return {
    automatic,
    byCode: new Map(active.filter((p) => p.code !== null).map((p) => [p.code as string, p])),
    automaticNeedsCounters: automatic.some(needsCounters),
  };
}

/** Whether deciding this promotion for an order needs a read: a counter or the phone's orders. */
export function needsCounters(p: PromotionDef): boolean {
  return p.maxRedemptions !== null || p.maxPerPhone !== null || p.firstOrderOnly;
}

/** The answer's value: percent as it is, a fixed amount in AED, 0 for free delivery. */
export function valueAED(row: Pick<PromotionEntity, 'kind' | 'value'>): number {
  return row.kind === 'fixed' ? fromFils(row.value) : row.value;
}

export function toPromotion(row: PromotionEntity): Promotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: valueAED(row),
    appliesTo: row.appliesTo,
    minSubtotalAED: row.minSubtotalFils === null ? null : fromFils(row.minSubtotalFils),
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    maxRedemptions: row.maxRedemptions,
    maxPerPhone: row.maxPerPhone,
    firstOrderOnly: row.firstOrderOnly,
    excludeSaleItems: row.excludeSaleItems,
    combinable: row.combinable,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOffer(def: PromotionDef): PublicOffer {
  return {
    id: def.id,
    kind: def.kind,
    value: def.kind === 'fixed' ? fromFils(def.value) : def.value,
    appliesTo: def.appliesTo,
    minSubtotalAED: def.minSubtotalFils === null ? null : fromFils(def.minSubtotalFils),
    excludeSaleItems: def.excludeSaleItems,
    endsAt: def.endsAt,
  };
}
