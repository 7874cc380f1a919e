import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_VERSION, fromFils, LIMITS, toFils } from '../contract';
import type {
  AdminSettings,
  DeliveryRules,
  MessageChannelsInfo,
  MessageTemplates,
  Settings,
  SystemInfo,
  VatSettings,
} from '../contract';
import type { EntityManager } from 'typeorm';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { applyConfirmationInput, toConfirmationSettings } from './confirmation-settings';
import { applyMessageTemplatesInput, messageTemplatesOf } from './message-templates';
import {
  adminDeliverySettings,
  applyDeliveryInput,
  couriersOf,
  deliveryRulesOf,
  publicDeliverySettings,
} from './delivery-settings';
import { SettingsChanged } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import { changesBetween, snapshotOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { SettingsInputDto } from './dto/settings-input.dto';
import { SettingsEntity } from './settings.entity';
import { checkVatInput, vatSettingsOf } from './vat-settings';

const SETTINGS_ID = 1;

/**
 * How long the delivery rules that orders are priced with may be served from memory. They are
 * also dropped as soon as the catalog version moves (every settings change moves it, seen by
 * every replica within VERSION_POLL_MS), so this only bounds a write made behind the app's back
 * (a restore).
 */
export const RULES_TTL_MS = 5000;

@Injectable()
export class SettingsService {
  /** The delivery rules as last read, under the catalog version they were read at. */
  private rules?: { version: number; at: number; value: DeliveryRules };

  constructor(
    @InjectRepository(SettingsEntity) private readonly repo: Repository<SettingsEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly version: CatalogVersionService,
    private readonly events: DomainEvents,
    private readonly activity: ActivityLog,
  ) {}

  /** The settings row, or the defaults (20 AED, the default tagline, contacts from the env). */
  async get(): Promise<Settings> {
    return toSettings(await this.load());
  }

  /** Delivery fee in fils, as orders price it. */
  async deliveryFils(): Promise<number> {
    return (await this.load()).deliveryFils;
  }

  /** Every setting, for the admin console (GET /api/admin/settings): never public. */
  async adminSettings(): Promise<AdminSettings> {
    return toAdminSettings(await this.load());
  }

  /**
   * Hours after which an unconfirmed (PENDING) order is cancelled and its stock released;
   * 0 = never. One setting for the auto-cancel job and anything else that releases held stock.
   */
  async autoCancelUnconfirmedHours(): Promise<number> {
    return toConfirmationSettings(await this.load()).autoCancelUnconfirmedHours;
  }

  /** Delivery fees, free delivery, COD fee and maximum, in fils, as orders price them. */
  async deliveryRules(): Promise<DeliveryRules> {
    const version = await this.version.current();
    const cached = this.rules;
    if (cached && cached.version === version && Date.now() - cached.at < RULES_TTL_MS) {
      return cached.value;
    }
    const at = Date.now();
    const value = deliveryRulesOf(await this.load());
    this.rules = { version, at, value };
    return value;
  }

  /** Whether owners must enrol in two-step sign-in (read at each sign-in). */
  async requireTwoFactorForOwners(): Promise<boolean> {
    return (await this.load()).requireTwoFactorForOwners;
  }

  /** The message templates (stored over the defaults), read when a message is sent. */
  async messageTemplates(): Promise<MessageTemplates> {
    return messageTemplatesOf(await this.load());
  }

  async couriers(): Promise<string[]> {
    return couriersOf(await this.load());
  }

  /** Answers the public settings: a client that knows only the base fields sees them unchanged. */
  async update(input: SettingsInputDto, actor: Actor): Promise<Settings> {
    const row = await this.load();
    const before = settingsSnapshot(row);
    applyConfirmationInput(row, input);
    applyMessageTemplatesInput(row, input.messageTemplates);
    row.deliveryFils = toFils(input.deliveryAED);
    row.brandTagline = input.brandTagline;
    if (input.brandTaglineAr !== undefined) row.brandTaglineAr = input.brandTaglineAr || null;
    if (input.contactEmail !== undefined) row.contactEmail = input.contactEmail;
    if (input.whatsappNumber !== undefined) row.whatsappNumber = input.whatsappNumber;
    if (input.instagramHandle !== undefined) row.instagramHandle = input.instagramHandle;
    applyDeliveryInput(row, input);
    if (input.requireTwoFactorForOwners !== undefined)
      row.requireTwoFactorForOwners = input.requireTwoFactorForOwners;
    row.updatedAt = new Date();
    // The row and the catalog version together: every replica's public settings follow.
    const stored = await inTransaction(this.repo.manager.connection, async (manager) => {
      const written = await manager.save(row);
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'settings',
        entityId: String(SETTINGS_ID),
        changes: changesBetween(before, settingsSnapshot(written)),
      });
      await this.events.recordCatalogChange(manager);
      return written;
    });
    this.rules = undefined;
    this.events.publish(new SettingsChanged());
    return toSettings(stored);
  }

  /** The VAT registration (owner only): the defaults, not registered, until saved. */
  async vat(): Promise<VatSettings> {
    return vatSettingsOf(await this.load());
  }

  /**
   * Saves the VAT registration; a field left out keeps its value. Issued invoices keep their own
   * copy of the seller's details: a change here never alters them.
   */
  async updateVat(body: Record<string, unknown>, actor: Actor): Promise<VatSettings> {
    const row = await this.load();
    const before = vatSettingsOf(row);
    const next = checkVatInput(before, body);
    row.vat = JSON.stringify(next);
    row.updatedAt = new Date();
    await inTransaction(this.repo.manager.connection, async (manager) => {
      await manager.save(row);
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'settings',
        entityId: String(SETTINGS_ID),
        changes: changesBetween({ ...before }, { ...next }),
      });
      // The public settings say "Prices include VAT" on every replica.
      await this.events.recordCatalogChange(manager);
    });
    this.events.publish(new SettingsChanged());
    return next;
  }

  systemInfo(): SystemInfo {
    const db = this.config.database;
    return {
      platform: `Node.js ${process.version} on ${process.platform} (NestJS)`,
      version: APP_VERSION,
      environment: this.config.nodeEnv,
      database:
        db.type === 'sqlite' ? 'SQLite (embedded)' : `MySQL / MariaDB (${db.host}/${db.database})`,
      channels: channelsInfo(this.config),
    };
  }

  private async load(): Promise<SettingsEntity> {
    const row = await this.repo.findOne({ where: { id: SETTINGS_ID } });
    if (row) return row;
    return this.repo.create({
      id: SETTINGS_ID,
      deliveryFils: toFils(LIMITS.defaultDeliveryAED),
      brandTagline: LIMITS.defaultTagline,
      brandTaglineAr: null,
      contactEmail: this.config.contact.email,
      whatsappNumber: this.config.contact.whatsapp.replace(/[\s-]/g, ''),
      instagramHandle: this.config.contact.instagram,
      confirmationTemplateEN: null,
      confirmationTemplateAR: null,
      autoCancelUnconfirmedHours: 0,
      updatedAt: new Date(),
      deliveryByCity: null,
      freeDeliveryFromFils: null,
      codFeeFils: 0,
      codMaxOrderFils: null,
      couriers: null,
      requireTwoFactorForOwners: false,
      messageTemplates: null,
      vat: null,
    });
  }
}

function toSettings(row: SettingsEntity): Settings {
  return {
    deliveryAED: fromFils(row.deliveryFils),
    brandTagline: row.brandTagline,
    // Only when set: a client that knows only the base fields sees them unchanged.
    ...(row.brandTaglineAr ? { brandTaglineAr: row.brandTaglineAr } : {}),
    contactEmail: row.contactEmail,
    whatsappNumber: row.whatsappNumber,
    instagramHandle: row.instagramHandle,
    ...publicDeliverySettings(row),
    // Only when registered: a client that knows only the base fields sees them unchanged.
    ...(vatSettingsOf(row).registered ? { pricesIncludeVat: true as const } : {}),
  };
}

/** The VAT registration read in a transaction (the tax invoice copies it). */
export async function readVatSettings(manager: EntityManager): Promise<VatSettings> {
  const row = await manager.findOne(SettingsEntity, { where: { id: SETTINGS_ID } });
  return vatSettingsOf(row ?? { vat: null });
}

function toAdminSettings(row: SettingsEntity): AdminSettings {
  return {
    ...toSettings(row),
    brandTaglineAr: row.brandTaglineAr,
    ...adminDeliverySettings(row),
    ...toConfirmationSettings(row),
    requireTwoFactorForOwners: row.requireTwoFactorForOwners,
    messageTemplates: messageTemplatesOf(row),
  };
}

/** Whether each message channel is configured: never a token, a password or a URL. */
function channelsInfo(config: AppConfig): MessageChannelsInfo {
  const { email, whatsapp } = config.messages;
  return {
    email: { configured: Boolean(email), from: email?.from ?? null },
    whatsapp: {
      configured: Boolean(whatsapp),
      from: null,
      webhook: Boolean(config.messages.whatsappAppSecret && config.messages.whatsappVerifyToken),
    },
  };
}

/** What the activity log compares of the settings row. */
function settingsSnapshot(row: SettingsEntity): Record<string, unknown> {
  return snapshotOf(row, ['id', 'updatedAt']);
}
