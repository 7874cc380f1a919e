/**
 * Manage admin accounts from the shell:
 *   npm run admin -- create <username> <password> [--role owner|manager|agent|packer]
 *   npm run admin -- reset-password <username> <password>
 *   npm run admin -- list
 * Uses the same DATABASE_URL as the server and runs pending migrations first.
 */
import 'reflect-metadata';
import { createDataSource } from '../database/data-source';
import { migrateUnderLock } from '../database/migrate';
import { upsertAdmin } from '../auth/passwords';
import { User } from '../auth/user.entity';
import { isStaffRole, ROLE_NAMES } from '../auth/roles';
import type { StaffRole } from '../auth/roles';
import { exitWith, loadCliConfig } from './exit-with';

const USAGE = `Usage:
  npm run admin -- create <username> <password> [--role owner|manager|agent|packer]
  npm run admin -- reset-password <username> <password>
  npm run admin -- list`;

/** `env`: the environment to read (a test passes its own); the process's when omitted. */
export async function runAdminCli(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<number> {
  const { positional, role } = readRole(args);
  const [command, username, password] = positional;
  if (role === null || (role !== undefined && command !== 'create')) {
    console.error(`--role must be one of ${ROLE_NAMES.join(', ')}, and only with create\n${USAGE}`);
    return 2;
  }
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
      for (const u of all)
        console.log(
          `${u.username}\t${u.role}${u.disabled ? ' (disabled)' : ''}\tcreated ${u.createdAt.toISOString()}`,
        );
      if (all.length === 0)
        console.log('No admins yet: the server creates the first one at start.');
      return 0;
    }
    const mode = command === 'create' ? 'create' : 'reset';
    const saved = await upsertAdmin(users, username, password, mode, false, role ?? 'owner');
    console.log(
      mode === 'create'
        ? `Created admin "${saved.username}" (${saved.role}).`
        : `Password of "${username}" changed.`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * `--role NAME` (or `--role=NAME`) taken out of the arguments; `role` is null when it names no
 * role, undefined when not given (a new account is then an owner, as every account was before
 * roles).
 */
function readRole(args: string[]): { positional: string[]; role: StaffRole | null | undefined } {
  const positional: string[] = [];
  let role: StaffRole | null | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value =
      arg === '--role' ? args[++i] : arg.startsWith('--role=') ? arg.slice(7) : undefined;
    if (value === undefined && !arg.startsWith('--role')) positional.push(arg);
    else role = isStaffRole(value) ? value : null;
  }
  return { positional, role };
}

if (require.main === module) exitWith(runAdminCli, 'admin');
