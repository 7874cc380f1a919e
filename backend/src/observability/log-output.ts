import pino from 'pino';

/** Lines are written in blocks of about this many bytes (some 250 request lines)... */
const BLOCK = 64 * 1024;
/** ...or at most this long after a line on a quiet shop. */
const MAX_DELAY_MS = 100;

/** Where the blocks go: pino's writer (sonic-boom) on standard output, given bytes. */
export interface BlockWriter {
  write(block: Buffer): unknown;
  flushSync(): void;
}

/**
 * Standard output for the log lines, in blocks: lines are encoded as they come into one
 * buffer and written 64 KB at a time, or at most 100 ms after a line on a quiet shop, one
 * synchronous write call per block (pino's writer, sonic-boom, which retries a partial write
 * and a busy pipe). On the machines measured a write call costs 15-40 µs whatever its size,
 * and handing it to libuv's thread pool cost the event loop more than writing it (a tenth to
 * a fifth of the shop's busy time at 4 KB blocks); at 64 KB it is a fraction of a microsecond
 * a line. Like pino's default output, a write to a full pipe waits for its reader. `flushSync`
 * (when the app closes) writes what is pending; a kill -9 may lose the last 100 ms.
 */
export class BlockOutput {
  /** The block being filled, with room for a full block's last line. */
  private readonly block = Buffer.allocUnsafe(2 * BLOCK);
  private used = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly out: BlockWriter = stdoutWriter()) {}

  write(line: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (this.used + line.length * 3 > this.block.length) {
      this.flush();
      if (line.length * 3 > this.block.length) {
        this.out.write(Buffer.from(line));
        return;
      }
    }
    this.used += this.block.write(line, this.used);
    if (this.used >= BLOCK) this.flush();
    // Armed once per quiet spell, not per block: a busy shop fills its blocks long before.
    else
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, MAX_DELAY_MS).unref();
  }

  /** Writes the pending lines. */
  flush(): void {
    if (this.used === 0) return;
    // A copy: the writer keeps what a full pipe did not take yet, and the block is refilled.
    const bytes = Buffer.from(this.block.subarray(0, this.used));
    this.used = 0;
    this.out.write(bytes);
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
