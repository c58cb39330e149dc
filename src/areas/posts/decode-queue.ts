import { FairQueue } from '../../jobs/fair-queue.js';

/**
 * The image decode queue of a process: at most `size` decodes at once (IMAGE_DECODE_CONCURRENCY),
 * the others waiting their turn, taken round robin between owners (the shared FairQueue, with no
 * per-owner cap below `size`). A single FIFO made a 64×64 upload wait behind 16 of another
 * owner's bombs.
 */
export class FairDecodeQueue extends FairQueue {
  constructor(size: number) {
    super(size);
  }
}
