/**
 * What decoding one upload may cost. A 7000×7000 PNG is under 5 MB but decodes to about
 * 180 MB; four at once took about 310 MB. So an image over IMAGE_MAX_PIXELS is refused from its
 * header alone, before it is decoded, and at most IMAGE_PROCESSING_CONCURRENCY images are
 * decoded and re-encoded at a time; the others wait their turn.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;
export const IMAGE_PROCESSING_CONCURRENCY = 2;

/** A counting semaphore: `run` waits for one of `size` slots. */
export class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
