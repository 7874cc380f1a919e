/**
 * `npm run restore -- <backup.tar.gz>`: restores a backup made by `npm run backup` into the
 * database of DATABASE_URL, which must be empty (a new SQLite path, or an empty MySQL
 * database), and its images into UPLOAD_DIR or the S3 bucket. Start the shop afterwards.
 */
import 'reflect-metadata';
import { restoreBackup, RestoreError } from '../backup/backup';
import { exitWith, loadCliConfig } from './exit-with';

/** `env`: the environment to read (a test passes its own); the process's when omitted. */
export async function runRestoreCli(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error('Usage: npm run restore -- <backup.tar.gz>');
    return 2;
  }
  const config = loadCliConfig(env);
  if (!config) return 1;
  try {
    const m = await restoreBackup(config, args[0]);
    const total = Object.values(m.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${args[0]} (made ${m.createdAt}): ${total} rows, ${m.files} image files.`,
    );
    console.log('Start the shop as usual; it applies any newer migrations at start.');
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      console.error(`Restore refused: ${error.message}`);
      return 1;
    }
    console.error(`Restore failed: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) exitWith(runRestoreCli);
