import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The activity log (`activity_log`, only ever appended to), two-step sign-in's secrets and
 * recovery codes (`admin_two_factor`, `admin_recovery_codes`), and the setting that makes
 * owners enrol (`settings.requireTwoFactorForOwners`, off: existing shops sign in as before).
 * Whether an account's two-step sign-in is on is `users.twoFactorEnabled`, in the next file.
 */
export class ActivityLogAndTwoFactor1764810000000 implements MigrationInterface {
  name = 'ActivityLogAndTwoFactor1764810000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'activity_log',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'varchar', length: '36', isNullable: true },
          { name: 'actorUsername', type: 'varchar', length: '64', isNullable: true },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'entity', type: 'varchar', length: '40' },
          { name: 'entityId', type: 'varchar', length: '100', isNullable: true },
          { name: 'changes', type: 'text' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
        ],
        indices: [
          { name: 'IDX_activity_at', columnNames: ['at', 'id'] },
          { name: 'IDX_activity_entity', columnNames: ['entity', 'entityId', 'at'] },
          { name: 'IDX_activity_actor', columnNames: ['actorUsername', 'at'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'admin_two_factor',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'secret', type: 'varchar', length: '255' },
          { name: 'lastTimeStep', type: 'bigint', default: 0 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'admin_recovery_codes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'IDX_admin_recovery_codes_user', columnNames: ['userId', 'codeHash'] }],
      }),
    );
    await q.query('ALTER TABLE settings ADD requireTwoFactorForOwners boolean NOT NULL DEFAULT 0');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings DROP COLUMN requireTwoFactorForOwners');
    await q.dropTable('admin_recovery_codes');
    await q.dropTable('admin_two_factor');
    await q.dropTable('activity_log');
  }
}
