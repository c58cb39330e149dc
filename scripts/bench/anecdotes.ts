import autocannon from 'autocannon';
import Fastify from 'fastify';
import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { toAnecdote } from '../../src/areas/anecdotes/handlers.js';
import { pageInfo, pageOf } from '../../src/http/pagination.js';
import { fmt, type BenchSection } from './context.js';

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 8, pipelining: 1 });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers from ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

/** Full stack (auth, rate limit, validation, handler) vs a bare route with the same SQL on the same pool. */
export const anecdotesSection: BenchSection = {
  name: 'anecdotes',
  title: 'GET /v1/anecdotes (50 rows) vs a bare Fastify route running the same SQL',
  async run(ctx) {
    const owner = await ctx.owner();
    const repo = anecdoteRepository(ctx.db);
    for (let i = 0; i < 50; i++) {
      await repo.create(owner.ownerId, { title: `Story ${i}`, content: `A story about lesson ${i}. `.repeat(8), tags: ['bench', `t${i % 5}`] });
    }
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => {
      const page = pageOf({ limit: 50 });
      const { rows, total } = await repo.list(owner.ownerId, {}, page);
      return { anecdotes: rows.map(toAnecdote), ...pageInfo(total, page) };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      // warm up both
      await load(`${ctx.baseUrl}/v1/anecdotes?limit=50`, owner.headers);
      const full = await load(`${ctx.baseUrl}/v1/anecdotes?limit=50`, owner.headers);
      const base = await load(`${bareUrl}/bare`, {});
      console.log(`full stack: ${fmt(full.rps, 0)} req/s, p50 ${full.p50} ms, p99 ${full.p99} ms`);
      console.log(`bare route: ${fmt(base.rps, 0)} req/s, p50 ${base.p50} ms, p99 ${base.p99} ms`);
      console.log(`ratio full/bare: ${fmt(full.rps / base.rps, 2)} (target ≥ 0.70)`);
    } finally {
      await bare.close();
    }
  },
};
