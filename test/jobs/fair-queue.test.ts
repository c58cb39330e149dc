import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/jobs/fair-queue.js';

// The shared fair queue (image decodes, component renders): round robin between owners, and a
// per-owner cap on work in flight. Order is checked through gates the test opens, not timing.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('FairQueue', () => {
  it('takes owners in turn: one owner with much waiting delays another by one run at most', async () => {
    const q = new FairQueue(1);
    const order: string[] = [];
    const first = gate();
    const runs = [
      q.run('a', async () => {
        order.push('a0');
        await first.opened;
      }),
    ];
    for (let i = 1; i <= 3; i++) runs.push(q.run('a', async () => void order.push(`a${i}`)));
    runs.push(q.run('b', async () => void order.push('b0')));
    first.open();
    await Promise.all(runs);
    expect(order).toEqual(['a0', 'b0', 'a1', 'a2', 'a3']);
  });

  it('holds one owner to its cap in flight while free slots go to the others', async () => {
    const q = new FairQueue(3, 1);
    const started: string[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = [0, 1, 2].map((i) =>
      q.run('hostile', async () => {
        started.push(`h${i}`);
        await gates[i]!.opened;
      }),
    );
    await q.run('control', async () => void started.push('c'));
    expect(started).toEqual(['h0', 'c']);
    expect(q.load('hostile')).toBe(3);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual(['h0', 'c', 'h1', 'h2']);
    expect(q.load('hostile')).toBe(0);
  });
});
