/**
 * At most `size` pieces of work at once in this process; the rest wait their turn, first come
 * first served. `peak` is the most that ran at once (what a test checks).
 */
export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  peak = 0;

  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
