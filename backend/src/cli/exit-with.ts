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
