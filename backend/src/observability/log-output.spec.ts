import { BlockOutput } from './log-output';
import type { BlockWriter } from './log-output';

/** A writer that keeps what it is given, block by block. */
class Blocks implements BlockWriter {
  readonly written: string[] = [];
  synced = 0;
  write(block: Buffer): void {
    this.written.push(block.toString());
  }
  flushSync(): void {
    this.synced += 1;
  }
}

const line = (i: number) => `{"n":${i},"pad":"${'x'.repeat(240)}"}\n`;

describe('BlockOutput', () => {
  afterEach(() => jest.useRealTimers());

  it('writes 64 KB blocks, every line once and in order', () => {
    const blocks = new Blocks();
    const out = new BlockOutput(blocks);
    for (let i = 0; i < 1000; i += 1) out.write(line(i));
    expect(blocks.written.length).toBe(3);
    for (const block of blocks.written) expect(block.length).toBeGreaterThanOrEqual(64 * 1024);
    out.flushSync();
    expect(blocks.synced).toBe(1);
    const lines = blocks.written.join('').split('\n').filter(Boolean);
    expect(lines.map((l) => (JSON.parse(l) as { n: number }).n)).toEqual(
      Array.from({ length: 1000 }, (_, i) => i),
    );
  });

  it('keeps non-ASCII text and lines longer than a block whole', () => {
    const blocks = new Blocks();
    const out = new BlockOutput(blocks);
    const arabic = `{"msg":"${'طلب '.repeat(20_000)}"}\n`;
    out.write(line(1));
    out.write(arabic);
    out.write(`{"msg":"é"}\n`);
    out.flushSync();
    expect(blocks.written.join('')).toBe(line(1) + arabic + `{"msg":"é"}\n`);
  });

  it('writes a quiet shop’s lines within 100 ms', () => {
    jest.useFakeTimers();
    const blocks = new Blocks();
    const out = new BlockOutput(blocks);
    out.write(line(1));
    out.write(line(2));
    jest.advanceTimersByTime(99);
    expect(blocks.written).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(blocks.written).toEqual([line(1) + line(2)]);
    out.write(line(3));
    jest.advanceTimersByTime(100);
    expect(blocks.written).toEqual([line(1) + line(2), line(3)]);
  });
});
