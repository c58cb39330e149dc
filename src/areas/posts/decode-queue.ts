/**
 * The image decode queue of a process: at most `size` decodes at once (IMAGE_DECODE_CONCURRENCY),
 * the others waiting their turn, taken round robin between owners. One owner's uploads wait in
 * a line of their own: when a slot frees, the next owner in the rotation that has one waiting
 * gets it, and the owner just served goes to the end of the rotation. So another owner's upload
 * waits for at most one decode per owner ahead of it (and those in progress), however many one
 * owner has sent; a single FIFO made a 64×64 upload wait behind 16 of another owner's bombs.
 */
export class FairDecodeQueue {
  private active = 0;
  /** owners with uploads waiting, in rotation order (a Map keeps insertion order) */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly size: number) {}

  /** Runs `work` once this owner's turn comes, holding a slot until it settles. */
  async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(owner);
    try {
      return await work();
    } finally {
      this.release(owner);
    }
  }

  private async acquire(owner: string): Promise<void> {
    if (this.active < this.size && this.waiting.size === 0) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => {
      const line = this.waiting.get(owner);
      if (line) line.push(resolve);
      else this.waiting.set(owner, [resolve]);
    });
  }

  private release(owner: string): void {
    // the owner that just finished goes behind every other owner waiting
    const own = this.waiting.get(owner);
    if (own) {
      this.waiting.delete(owner);
      this.waiting.set(owner, own);
    }
    const next = this.waiting.entries().next();
    if (next.done) {
      this.active--;
      return;
    }
    const [nextOwner, line] = next.value;
    const wake = line.shift()!;
    this.waiting.delete(nextOwner);
    if (line.length) this.waiting.set(nextOwner, line); // served: to the end of the rotation
    wake(); // the slot passes straight to it
  }
}
