import { ConfigError, loadConfig } from '../config/config';
import type { AppConfig } from '../config/config';

/**
 * Runs a CLI's main function on this process's arguments and exits with its code; an error
 * that escapes it is printed (with `prefix`, else whole) and exits 1.
 */
export function exitWith(run: (args: string[]) => Promise<number>, prefix?: string): void {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(prefix ? `${prefix}: ${(error as Error).message ?? String(error)}` : error);
      process.exit(1);
    },
  );
}

/**
 * The configuration of `env` (the process's when omitted), or null once its error is printed:
 * a CLI then exits 1. Any other error escapes.
 */
export function loadCliConfig(env?: Record<string, string | undefined>): AppConfig | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return null;
    }
    throw error;
  }
}
