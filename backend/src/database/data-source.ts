/**
 * TypeORM options built from the config; shared by the app, the admin CLI and the tests.
 * The same entities and migrations serve SQLite (better-sqlite3) and MySQL/MariaDB (mysql2).
 */
import { DataSource, DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/config';
import { prepareSqliteFile } from './file-modes';
import { guardedMysqlDriver } from './mysql-guard';
import { User } from '../auth/user.entity';
import { SessionRow } from '../auth/session.entity';
import { CategoryEntity } from '../catalog/categories/category.entity';
import { ProductEntity } from '../catalog/product.entity';
import { ProductVariantStockEntity } from '../catalog/product-variant-stock.entity';
import { SettingsEntity } from '../settings/settings.entity';
import { OrderEntity } from '../orders/order.entity';
import { OrderItemEntity } from '../orders/order-item.entity';
import { OrderStatusChangeEntity } from '../orders/order-status-change.entity';
import { OrderNoteEntity } from '../orders/order-note.entity';
import { StoredImageEntity } from '../uploads/stored-image.entity';
import { UploadTokenEntity } from '../uploads/upload-token.entity';
import { BlockedPhoneEntity } from '../blocked-phones/blocked-phone.entity';
import { RemittanceEntity } from '../cash/remittance.entity';
import { ActivityEntryEntity } from '../activity/activity-entry.entity';
import { TwoFactorRow } from '../auth/two-factor.entity';
import { RecoveryCodeRow } from '../auth/recovery-code.entity';
import {
  PromotionEntity,
  PromotionPhoneUseEntity,
  PromotionRedemptionEntity,
} from '../promotions/promotion.entity';
import { VatDocumentEntity, VatSequenceEntity } from '../vat/vat-document.entity';
import { InitialSchema1763700000000 } from './migrations/1763700000000-InitialSchema';
import { CatalogSearchAndVersion1764100000000 } from './migrations/1764100000000-CatalogSearchAndVersion';
import { VariantStock1764200000000 } from './migrations/1764200000000-VariantStock';
import { OrderConfirmation1764300000000 } from './migrations/1764300000000-OrderConfirmation';
import { DeliveryFeesAndCash1764400000000 } from './migrations/1764400000000-DeliveryFeesAndCash';
import { SecurityHardening1764500000000 } from './migrations/1764500000000-SecurityHardening';
import { ArabicContent1764600000000 } from './migrations/1764600000000-ArabicContent';
import { RemittanceOrderIdsLongtext1764700000000 } from './migrations/1764700000000-RemittanceOrderIdsLongtext';
import { Roles1764800000000 } from './migrations/1764800000000-Roles';
import { ActivityLogAndTwoFactor1764810000000 } from './migrations/1764810000000-ActivityLogAndTwoFactor';
import { ArabicTagline1764820000000 } from './migrations/1764820000000-ArabicTagline';
import { OrderSearch1764830000000 } from './migrations/1764830000000-OrderSearch';
import { OrderNotes1764840000000 } from './migrations/1764840000000-OrderNotes';
import { ProductStatus1764850000000 } from './migrations/1764850000000-ProductStatus';
import { Promotions1764860000000 } from './migrations/1764860000000-Promotions';
import { OutboxMessageEntity, WhatsappOptOutEntity } from '../messages/outbox-message.entity';
import { OrderMessages1764870000000 } from './migrations/1764870000000-OrderMessages';
import { Vat1764890000000 } from './migrations/1764890000000-Vat';

export const ENTITIES = [
  User,
  SessionRow,
  CategoryEntity,
  ProductEntity,
  SettingsEntity,
  OrderEntity,
  OrderItemEntity,
  OrderStatusChangeEntity,
  OrderNoteEntity,
  StoredImageEntity,
  UploadTokenEntity,
  ProductVariantStockEntity,
  BlockedPhoneEntity,
  RemittanceEntity,
  ActivityEntryEntity,
  PromotionEntity,
  PromotionRedemptionEntity,
  PromotionPhoneUseEntity,
  TwoFactorRow,
  RecoveryCodeRow,
  OutboxMessageEntity,
  WhatsappOptOutEntity,
  VatDocumentEntity,
  VatSequenceEntity,
];
export const MIGRATIONS = [
  InitialSchema1763700000000,
  CatalogSearchAndVersion1764100000000,
  VariantStock1764200000000,
  OrderConfirmation1764300000000,
  DeliveryFeesAndCash1764400000000,
  SecurityHardening1764500000000,
  ArabicContent1764600000000,
  RemittanceOrderIdsLongtext1764700000000,
  Roles1764800000000,
  ActivityLogAndTwoFactor1764810000000,
  ArabicTagline1764820000000,
  OrderSearch1764830000000,
  OrderNotes1764840000000,
  ProductStatus1764850000000,
  Promotions1764860000000,
  OrderMessages1764870000000,
  Vat1764890000000,
];

/**
 * `timeoutSeconds` (the app's DB_TIMEOUT_SECONDS) gives MySQL connections and queries a
 * deadline (database/mysql-guard.ts); the CLI leaves it out, a long restore may take its time.
 */
export function buildDataSourceOptions(
  db: DatabaseConfig,
  timeoutSeconds?: number,
): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    // Off: failed queries would be logged with their parameters (customers' names, phones,
    // addresses), and the expected unique conflicts are handled. Unexpected errors still
    // reach the error filter, which logs them without parameters.
    logging: false,
  };
  if (db.type === 'sqlite') {
    if (db.path !== ':memory:') prepareSqliteFile(db.path);
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.path,
      enableWAL: db.path !== ':memory:',
      // Writers wait for each other instead of failing with SQLITE_BUSY.
      prepareDatabase: (conn: { pragma: (s: string) => unknown }) => {
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: db.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    extra: { connectionLimit: 10 },
    ...(timeoutSeconds
      ? {
          connectorPackage: 'mysql2' as const,
          driver: guardedMysqlDriver(timeoutSeconds * 1000),
          connectTimeout: timeoutSeconds * 1000,
        }
      : {}),
  };
}

export function createDataSource(db: DatabaseConfig): DataSource {
  return new DataSource(buildDataSourceOptions(db));
}
