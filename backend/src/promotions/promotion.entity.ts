import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PromotionKind, PromotionScope } from '../contract';
import { dateColumn, TimestampedEntity } from '../common/timestamps';

/** A discount code (`code` set) or an automatic offer (`code` null). Money in fils. */
@Entity('promotions')
@Index('UQ_promotions_code', ['code'], { unique: true })
export class PromotionEntity extends TimestampedEntity {
  /** Upper-cased; null for an automatic offer (several NULLs may share the unique index). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind: PromotionKind;

  /** Percent for `percent`, fils for `fixed`, 0 for `freeDelivery`. */
  @Column({ type: 'int' })
  value: number;

  /** The scope as JSON: `{"all":true}`, `{"categoryIds":[…]}` or `{"productIds":[…]}`. */
  @Column({
    type: 'text',
    transformer: {
      to: (v: PromotionScope) => JSON.stringify(v),
      from: (v: string | null): PromotionScope => (v ? (JSON.parse(v) as PromotionScope) : {}),
    },
  })
  appliesTo: PromotionScope;

  @Column({ type: 'int', nullable: true })
  minSubtotalFils: number | null;

  @Column({ ...dateColumn, nullable: true })
  startsAt: Date | null;

  @Column({ ...dateColumn, nullable: true })
  endsAt: Date | null;

  @Column({ type: 'int', nullable: true })
  maxRedemptions: number | null;

  @Column({ type: 'int', nullable: true })
  maxPerPhone: number | null;

  @Column({ type: 'boolean', default: false })
  firstOrderOnly: boolean;

  @Column({ type: 'boolean', default: false })
  excludeSaleItems: boolean;

  @Column({ type: 'boolean', default: false })
  combinable: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /**
   * Orders holding a redemption now. Only ever changed by a conditional UPDATE in the order's
   * transaction (redemptions.ts): the database decides who gets the last use.
   */
  @Column({ type: 'int', default: 0 })
  redeemed: number;
}

/** One order's use of one promotion; deleted when the order gives it back (cancelled, deleted). */
@Entity('promotion_redemptions')
@Index('IDX_promotion_redemptions_order', ['orderId'])
@Index('IDX_promotion_redemptions_promotion', ['promotionId'])
export class PromotionRedemptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  promotionId: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 16 })
  phone: string;

  /** This promotion's part of the order's discount. */
  @Column({ type: 'int' })
  discountFils: number;

  /** The order's total, for the promotion's revenue. */
  @Column({ type: 'int' })
  orderTotalFils: number;

  @Column(dateColumn)
  createdAt: Date;
}

/**
 * How many orders a phone holds with a promotion (its `maxPerPhone`): one row per pair, created
 * before the order's transaction and then only changed by a conditional UPDATE in it.
 */
@Entity('promotion_phone_uses')
export class PromotionPhoneUseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  promotionId: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  phone: string;

  @Column({ type: 'int', default: 0 })
  used: number;
}
