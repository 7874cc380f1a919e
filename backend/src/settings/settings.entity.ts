import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/** The shop's single settings row (id 1). */
@Entity('settings')
export class SettingsEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  deliveryFils: number;

  @Column({ type: 'varchar', length: 100 })
  brandTagline: string;

  /** Null: the Arabic storefront shows its own default tagline. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  brandTaglineAr: string | null;

  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ type: 'varchar', length: 20 })
  whatsappNumber: string;

  @Column({ type: 'varchar', length: 60 })
  instagramHandle: string;

  /** Null: the contract's default template. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  confirmationTemplateEN: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  confirmationTemplateAR: string | null;

  /** See ConfirmationSettings in the contract; 0 = off. */
  @Column({ type: 'int', default: 0 })
  autoCancelUnconfirmedHours: number;

  @Column(dateColumn)
  updatedAt: Date;

  // Delivery and cash on delivery (settings/delivery-settings.ts): null means the default.
  /** JSON: city → fee in fils. */
  @Column({ type: 'text', nullable: true })
  deliveryByCity: string | null;

  @Column({ type: 'int', nullable: true })
  freeDeliveryFromFils: number | null;

  @Column({ type: 'int', default: 0 })
  codFeeFils: number;

  @Column({ type: 'int', nullable: true })
  codMaxOrderFils: number | null;

  /** JSON: the couriers' names. */
  @Column({ type: 'text', nullable: true })
  couriers: string | null;

  /** Owners must enrol in two-step sign-in at their next sign-in. */
  @Column({ type: 'boolean', default: false })
  requireTwoFactorForOwners: boolean;

  /** JSON: event → language → text, only the ones changed from the defaults; null: all default. */
  @Column({ type: 'text', nullable: true })
  messageTemplates: string | null;
  /** JSON: the VAT registration (settings/vat-settings.ts); null: not registered. */
  @Column({ type: 'text', nullable: true })
  vat: string | null;
}
