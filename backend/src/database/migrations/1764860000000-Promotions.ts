import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Discount codes and automatic offers (`promotions`), each order's use of one
 * (`promotion_redemptions`), uses per phone (`promotion_phone_uses`), and on `orders` the
 * discount, the code and the promotions applied (a JSON list). Existing orders get 0, NULL and
 * NULL: their answers carry `discountAED: 0`, `promoCode: null`, `promotions: []`.
 */
export class Promotions1764860000000 implements MigrationInterface {
  name = 'Promotions1764860000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'promotions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'code', type: 'varchar', length: '32', isNullable: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'value', type: 'int' },
          { name: 'appliesTo', type: 'text' },
          { name: 'minSubtotalFils', type: 'int', isNullable: true },
          { name: 'startsAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'endsAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'maxRedemptions', type: 'int', isNullable: true },
          { name: 'maxPerPhone', type: 'int', isNullable: true },
          { name: 'firstOrderOnly', type: 'boolean', default: 0 },
          { name: 'excludeSaleItems', type: 'boolean', default: 0 },
          { name: 'combinable', type: 'boolean', default: 0 },
          { name: 'active', type: 'boolean', default: 1 },
          { name: 'redeemed', type: 'int', default: 0 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'updatedAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'UQ_promotions_code', columnNames: ['code'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'promotion_redemptions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'promotionId', type: 'varchar', length: '36' },
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'phone', type: 'varchar', length: '16' },
          { name: 'discountFils', type: 'int' },
          { name: 'orderTotalFils', type: 'int' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'IDX_promotion_redemptions_order', columnNames: ['orderId'] },
          { name: 'IDX_promotion_redemptions_promotion', columnNames: ['promotionId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'promotion_phone_uses',
        columns: [
          { name: 'promotionId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'phone', type: 'varchar', length: '16', isPrimary: true },
          { name: 'used', type: 'int', default: 0 },
        ],
      }),
    );
    await q.query('ALTER TABLE orders ADD discountFils int NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE orders ADD promoCode varchar(32) NULL');
    await q.query('ALTER TABLE orders ADD promotions text NULL');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders DROP COLUMN promotions');
    await q.query('ALTER TABLE orders DROP COLUMN promoCode');
    await q.query('ALTER TABLE orders DROP COLUMN discountFils');
    await q.dropTable('promotion_phone_uses');
    await q.dropTable('promotion_redemptions');
    await q.dropTable('promotions');
  }
}
