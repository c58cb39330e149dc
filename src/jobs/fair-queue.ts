/**
 * Work shared fairly between owners: at most `size` runs at once in the process, at most
 * `perOwner` of them for one owner, the others waiting their turn, taken round robin between
 * owners. One owner's work waits in a line of its own: when a slot frees, the next owner in the
 * rotation that has work waiting (and is under its own cap) gets it, and the owner just served
 * goes to the end of the rotation. So another owner's work waits for at most one run per owner
 * ahead of it (and those in progress), however much one owner has sent. The image decode queue
 * (src/areas/posts/decode-queue.ts) and the component renders (B-roll scenes, previews) use it.
 */
export class FairQueue {
  private active = 0;
  private readonly activeBy = new Map<string, number>();
  /** owners with work waiting, in rotation order (a Map keeps insertion order) */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(
    private readonly size: number,
    private readonly perOwner = Number.POSITIVE_INFINITY,
  ) {}

  /** Runs `work` once this owner's turn comes, holding a slot until it settles. */
  async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(owner);
    try {
      return await work();
    } finally {
      this.release(owner);
    }
  }

  /** Runs waiting or in flight for this owner (a preview answers "rendering" meanwhile). */
  load(owner: string): number {
    return (this.activeBy.get(owner) ?? 0) + (this.waiting.get(owner)?.length ?? 0);
  }

  private acquire(owner: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const line = this.waiting.get(owner);
      if (line) line.push(resolve);
      else this.waiting.set(owner, [resolve]);
      this.pump();
    });
  }

  private release(owner: string): void {
    this.active--;
    const n = (this.activeBy.get(owner) ?? 1) - 1;
    if (n > 0) this.activeBy.set(owner, n);
    else this.activeBy.delete(owner);
    // the owner that just finished goes behind every other owner waiting
    const own = this.waiting.get(owner);
    if (own) {
      this.waiting.delete(owner);
      this.waiting.set(owner, own);
    }
    this.pump();
  }

  /** Hands free slots to the first owners in the rotation that are under their cap. */
  private pump(): void {
    while (this.active < this.size) {
      let chosen: string | undefined;
      for (const owner of this.waiting.keys()) {
        if ((this.activeBy.get(owner) ?? 0) < this.perOwner) {
          chosen = owner;
          break;
        }
      }
      if (chosen === undefined) return;
      const line = this.waiting.get(chosen)!;
      const wake = line.shift()!;
      this.waiting.delete(chosen);
      if (line.length) this.waiting.set(chosen, line); // served: to the end of the rotation
      this.active++;
      this.activeBy.set(chosen, (this.activeBy.get(chosen) ?? 0) + 1);
      wake();
    }
  }
}
