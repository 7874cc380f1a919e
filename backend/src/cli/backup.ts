/**
 * `npm run backup [-- --out <folder>]`: a consistent snapshot of the database and the images
 * in one timestamped archive (src/backup/backup.ts), made while the shop keeps running.
 * Uses the same environment as the server (DATABASE_URL, DATA_DIR, UPLOAD_DIR or S3_*).
 * Default folder: ./backups.
 */
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { backupFileName, createBackup } from '../backup/backup';
import { exitWith, loadCliConfig } from './exit-with';

/** `env`: the environment to read (a test passes its own); the process's when omitted. */
export async function runBackupCli(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<number> {
  const at = args.indexOf('--out');
  if (
    (at !== -1 && !args[at + 1]) ||
    args.some((a, i) => a.startsWith('-') && a !== '--out' && i !== at + 1)
  ) {
    console.error('Usage: npm run backup [-- --out <folder>]');
    return 2;
  }
  const folder = resolve(at === -1 ? 'backups' : args[at + 1]);
  const config = loadCliConfig(env);
  if (!config) return 1;
  const file = join(folder, backupFileName());
  const started = Date.now();
  try {
    const m = await createBackup(config, file);
    const rows = Object.entries(m.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(`Backup written: ${file}`);
    console.log(`  ${m.database === 'sqlite' ? 'SQLite' : 'MySQL'} snapshot: ${rows}`);
    console.log(
      `  images: ${m.images} (${m.files} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (m.missingFiles.length) {
      console.error(
        `  warning: ${m.missingFiles.length} image files were missing from storage: ${m.missingFiles.slice(0, 5).join(', ')}`,
      );
    }
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) exitWith(runBackupCli);
