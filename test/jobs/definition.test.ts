import { describe, expect, it } from 'vitest';
import { defineJob, type JobPipeline } from '../../src/jobs/definition.js';
import type { JobContext } from '../../src/jobs/kind.js';

// a kind's pipeline is built at its first job (its module imported then), once per process
describe('defineJob: the pipeline, built at the first job', () => {
  const context = (id: string) => ({ job: { id } }) as unknown as JobContext;
  /** a kind whose pipeline `build` makes, as this process's workers would register it */
  const kindBuiltBy = (build: () => Promise<JobPipeline<never>>) =>
    defineJob({
      name: 'post_generation',
      policy: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, concurrency: 1 },
      eventTypes: [],
      pipeline: build,
    }).kind({});

  it('builds it once, at the first run, and runs every job through it', async () => {
    let built = 0;
    const ran: string[] = [];
    const kind = kindBuiltBy(async () => {
      built++;
      return { run: async (ctx) => void ran.push(ctx.job.id) };
    });
    expect(built).toBe(0);
    await Promise.all([kind.run(context('a')), kind.run(context('b'))]);
    await kind.run(context('c'));
    expect(built).toBe(1);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('fails the job whose pipeline could not be built, and builds it again for the next', async () => {
    let attempts = 0;
    const kind = kindBuiltBy(async () => {
      attempts++;
      if (attempts === 1) throw new Error('module failed to load');
      return { run: async () => undefined };
    });
    await expect(kind.run(context('a'))).rejects.toThrow('module failed to load');
    await expect(kind.run(context('b'))).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
