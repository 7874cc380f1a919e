import pino from 'pino';

/** Lines are written in blocks of about this many characters (some 250 request lines)... */
const BLOCK = 64 * 1024;
/** ...or at most this long after a line on a quiet shop. */
const MAX_DELAY_MS = 100;

/** Where the blocks go: pino's writer (sonic-boom) on standard output, given bytes. */
export interface BlockWriter {
  write(block: Buffer): unknown;
  flushSync(): void;
}

/**
 * Standard output for the log lines, in blocks: lines are collected as they come (an array
 * push) and written 64 KB at a time, or at most 100 ms after a line on a quiet shop, one
 * synchronous write call per block (pino's writer, sonic-boom, which retries a partial write
 * and a busy pipe). On the machines measured a write call costs 15-40 µs whatever its size,
 * and handing it to libuv's thread pool cost the event loop more than writing it (a fifth of
 * the catalog's throughput at 4 KB blocks); at 64 KB it is a fraction of a microsecond a
 * line. Like pino's default output, a write to a full pipe waits for its reader. `flushSync`
 * (when the app closes) writes what is pending; a kill -9 may lose the last 100 ms.
 */
export class BlockOutput {
  private pending: string[] = [];
  private size = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly out: BlockWriter = stdoutWriter()) {}

  write(line: string): void {
    this.pending.push(line);
    this.size += line.length;
    if (this.size >= BLOCK) this.flush();
    // Armed once per quiet spell, not per block: a busy shop fills its blocks long before.
    else
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, MAX_DELAY_MS).unref();
  }

  /** Writes the pending lines. */
  flush(): void {
    if (this.size === 0) return;
    const block = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.size = 0;
    this.out.write(block);
  }

  /** Writes everything pending now, before the process ends. */
  flushSync(): void {
    this.flush();
    this.out.flushSync();
  }
}

function stdoutWriter(): BlockWriter {
  const out = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  return out as unknown as BlockWriter;
}
