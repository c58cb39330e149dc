import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { fmt, type BenchSection } from './context.js';

const JOBS = 300;

/** POST /v1/post-generation N times, then the time until the in-process workers completed them all. */
export const postGenerationSection: BenchSection = {
  name: 'post-generation',
  title: `throughput of ${JOBS} post_generation jobs through pg-boss, one worker process (local provider)`,
  async run(ctx) {
    const owner = await ctx.owner();
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const anecdotes = anecdoteRepository(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = await anecdotes.create(owner.ownerId, {
        title: `Story ${i}`,
        content: `I almost gave up on project ${i} the week before launch. I was tired, but my team asked for one more try. We cut the scope in half and shipped on time. I learned that a smaller launch beats a late one.`,
        tags: ['launch', 'teams'],
      });
      ids.push(a.id);
    }
    const t0 = performance.now();
    const jobIds: string[] = [];
    // 8 clients submit at once, as an API under load would see them
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < JOBS) {
          const i = next++;
          const res = await fetch(`${ctx.baseUrl}/v1/post-generation`, { method: 'POST', headers, body: JSON.stringify({ anecdoteId: ids[i % ids.length] }) });
          if (res.status !== 201) throw new Error(`post-generation answered ${res.status}`);
          jobIds.push(((await res.json()) as { id: string }).id);
        }
      }),
    );
    const submitted = performance.now() - t0;
    for (;;) {
      const row = await ctx.db
        .selectFrom('jobs')
        .select((eb) => [eb.fn.countAll<number>().as('n')])
        .where('id', 'in', jobIds)
        .where('status', 'in', ['completed', 'failed'])
        .executeTakeFirstOrThrow();
      if (Number(row.n) === JOBS) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const total = (performance.now() - t0) / 1000;
    const failed = await ctx.db.selectFrom('jobs').select('id').where('id', 'in', jobIds).where('status', '=', 'failed').execute();
    console.log(`submitted ${JOBS} jobs in ${fmt(submitted / 1000, 2)} s; all done after ${fmt(total, 2)} s (${failed.length} failed)`);
    console.log(`throughput: ${fmt(JOBS / total)} jobs/s (target ≥ 20 jobs/s)`);
  },
};
