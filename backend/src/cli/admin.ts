/**
 * Manage admin accounts from the shell:
 *   npm run admin -- create <username> <password>
 *   npm run admin -- reset-password <username> <password>
 *   npm run admin -- list
 * Uses the same DATABASE_URL as the server and runs pending migrations first.
 */
import 'reflect-metadata';
import { createDataSource } from '../database/data-source';
import { migrateUnderLock } from '../database/migrate';
import { upsertAdmin } from '../auth/passwords';
import { User } from '../auth/user.entity';
import { exitWith, loadCliConfig } from './exit-with';

const USAGE = `Usage:
  npm run admin -- create <username> <password>
  npm run admin -- reset-password <username> <password>
  npm run admin -- list`;

/** `env`: the environment to read (a test passes its own); the process's when omitted. */
export async function runAdminCli(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<number> {
  const [command, username, password] = args;
  if (!command || !['create', 'reset-password', 'list'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'list' && (!username || !password)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadCliConfig(env);
  if (!config) return 1;
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  try {
    await migrateUnderLock(dataSource);
    const users = dataSource.getRepository(User);
    if (command === 'list') {
      const all = await users.find({ order: { username: 'ASC' } });
      for (const u of all) console.log(`${u.username}\tcreated ${u.createdAt.toISOString()}`);
      if (all.length === 0)
        console.log('No admins yet: the server creates the first one at start.');
      return 0;
    }
    await upsertAdmin(users, username, password, command === 'create' ? 'create' : 'reset');
    console.log(
      command === 'create' ? `Created admin "${username}".` : `Password of "${username}" changed.`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) exitWith(runAdminCli, 'admin');
