import type { DataSource } from 'typeorm';
import { dialectOf } from './dialect';

const LOCK_NAME = 'freakdrop_migrations';

/**
 * Runs pending migrations, then `afterMigrate` (the first admin, the demo seed), under a
 * database-wide lock on MySQL so replicas starting together migrate and seed exactly once.
 * SQLite serialises writers itself and runs each migration in a transaction.
 */
export async function migrateUnderLock(
  dataSource: DataSource,
  afterMigrate: () => Promise<void> = async () => undefined,
): Promise<number> {
  if (dialectOf(dataSource) !== 'mysql') {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    await afterMigrate();
    return ran.length;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const rows = (await runner.query('SELECT GET_LOCK(?, 120) AS got', [LOCK_NAME])) as Array<{
      got: number | string;
    }>;
    if (Number(rows[0]?.got) !== 1) throw new Error('Timed out waiting for the migration lock');
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      await afterMigrate();
      return ran.length;
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}
