import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Messages to customers and staff: the outbox (`outbox_messages`), the WhatsApp opt-outs, the
 * order's language and WhatsApp consent (existing orders: English, no consent), the staff's
 * alert details (none, alerts off) and the message templates setting (null: the defaults).
 */
export class OrderMessages1764870000000 implements MigrationInterface {
  name = 'OrderMessages1764870000000';

  public async up(q: QueryRunner): Promise<void> {
    const date = { type: 'datetime', precision: 3 } as const;
    await q.createTable(
      new Table({
        name: 'outbox_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'orderId', type: 'varchar', length: '36', isNullable: true },
          { name: 'orderNumber', type: 'varchar', length: '20' },
          { name: 'event', type: 'varchar', length: '24' },
          { name: 'channel', type: 'varchar', length: '10' },
          { name: 'audience', type: 'varchar', length: '10' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'params', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'tries', type: 'int', default: 0 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'providerMessageId', type: 'varchar', length: '255', isNullable: true },
          { name: 'dueAt', ...date },
          { name: 'claimedUntil', ...date, isNullable: true },
          { name: 'claimToken', type: 'varchar', length: '36', isNullable: true },
          { name: 'createdAt', ...date },
          { name: 'sentAt', ...date, isNullable: true },
          { name: 'deliveredAt', ...date, isNullable: true },
          { name: 'readAt', ...date, isNullable: true },
          { name: 'failedAt', ...date, isNullable: true },
        ],
        indices: [
          { name: 'IDX_outbox_due', columnNames: ['status', 'dueAt'] },
          { name: 'IDX_outbox_order', columnNames: ['orderId', 'createdAt'] },
          { name: 'IDX_outbox_created', columnNames: ['createdAt', 'id'] },
          { name: 'IDX_outbox_provider', columnNames: ['providerMessageId'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'whatsapp_opt_outs',
        columns: [
          { name: 'phone', type: 'varchar', length: '16', isPrimary: true },
          { name: 'createdAt', ...date },
        ],
      }),
    );
    await q.query("ALTER TABLE orders ADD language varchar(2) NOT NULL DEFAULT 'en'");
    await q.query('ALTER TABLE orders ADD whatsappConsent boolean NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE users ADD email varchar(254) NULL');
    await q.query('ALTER TABLE users ADD whatsapp varchar(16) NULL');
    await q.query('ALTER TABLE users ADD newOrderAlerts boolean NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE settings ADD messageTemplates text NULL');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings DROP COLUMN messageTemplates');
    await q.query('ALTER TABLE users DROP COLUMN newOrderAlerts');
    await q.query('ALTER TABLE users DROP COLUMN whatsapp');
    await q.query('ALTER TABLE users DROP COLUMN email');
    await q.query('ALTER TABLE orders DROP COLUMN whatsappConsent');
    await q.query('ALTER TABLE orders DROP COLUMN language');
    await q.dropTable('whatsapp_opt_outs');
    await q.dropTable('outbox_messages');
  }
}
