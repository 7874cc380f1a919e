import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * UAE VAT: `settings.vat` (the registration, JSON; NULL: not registered), the tax invoices and
 * credit notes (`vat_documents`) and their two gapless sequences (`vat_sequences`, one row each,
 * starting at 0). Nothing changes for a shop that never registers.
 */
export class Vat1764890000000 implements MigrationInterface {
  name = 'Vat1764890000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings ADD vat text NULL');
    await q.createTable(
      new Table({
        name: 'vat_documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'number', type: 'varchar', length: '16' },
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'orderNumber', type: 'varchar', length: '20' },
          { name: 'creditOf', type: 'varchar', length: '36', isNullable: true },
          { name: 'issuedAt', type: 'datetime', precision: 3 },
          { name: 'emirate', type: 'varchar', length: '32' },
          { name: 'netFils', type: 'int' },
          { name: 'vatFils', type: 'int' },
          { name: 'grossFils', type: 'int' },
          { name: 'body', type: 'text' },
        ],
        indices: [
          { name: 'UQ_vat_documents_number', columnNames: ['number'], isUnique: true },
          { name: 'UQ_vat_documents_credit_of', columnNames: ['creditOf'], isUnique: true },
          { name: 'IDX_vat_documents_order', columnNames: ['orderId'] },
          { name: 'IDX_vat_documents_issued', columnNames: ['issuedAt'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'vat_sequences',
        columns: [
          { name: 'name', type: 'varchar', length: '8', isPrimary: true },
          { name: 'last', type: 'int' },
        ],
      }),
    );
    await q.query("INSERT INTO vat_sequences (name, last) VALUES ('INV', 0), ('CN', 0)");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('vat_sequences');
    await q.dropTable('vat_documents');
    await q.query('ALTER TABLE settings DROP COLUMN vat');
  }
}
