import { sql } from 'kysely';
import { jobCountsQuery, jobDurationsQuery } from '../../src/areas/statistics/queries.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { seedJobs } from './seed-jobs.js';

const RUNS = 60;

async function latency(url: string, headers: Record<string, string>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started); // the first five warm up
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** GET /v1/statistics for an owner with 100,000 jobs (and 20,000 of another owner in the table). */
export const statisticsSection: BenchSection = {
  name: 'statistics',
  title: 'GET /v1/statistics for an owner with 100,000 jobs',
  async run(ctx) {
    const owner = await ctx.owner();
    const other = await ctx.owner();
    let started = performance.now();
    await seedJobs(ctx.db, owner.ownerId, 100_000);
    await seedJobs(ctx.db, other.ownerId, 20_000);
    await sql`VACUUM ANALYZE jobs`.execute(ctx.db);
    console.log(`seeded 120,000 jobs (generate_series) and vacuumed in ${fmt((performance.now() - started) / 1000)} s`);

    for (const [name, query] of [
      ['counts', jobCountsQuery(owner.ownerId, { to: new Date() })],
      ['durations', jobDurationsQuery(owner.ownerId, { to: new Date() })],
    ] as const) {
      const plan = await sql<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`.execute(ctx.db);
      const text = JSON.stringify(plan.rows[0]!['QUERY PLAN']);
      const scans = [...new Set([...text.matchAll(/"Node Type":"([^"]+)"[^{}]*?"Relation Name":"jobs"/g)].map((m) => m[1]))];
      const index = /"Index Name":"(jobs_[a-z_]+)"/.exec(text)?.[1];
      console.log(`jobs ${name} query (all time): ${scans.join(', ')} on ${index}; ${scans.includes('Seq Scan') ? 'A SEQ SCAN' : 'no Seq Scan'}; executed in ${fmt(plan.rows[0]!['QUERY PLAN'][0]!['Execution Time'])} ms`);
    }

    started = performance.now();
    const all = await latency(`${ctx.baseUrl}/v1/statistics`, owner.headers);
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const month = await latency(`${ctx.baseUrl}/v1/statistics?from=${from.toISOString()}&to=${to.toISOString()}&interval=day`, owner.headers);
    const year = await latency(`${ctx.baseUrl}/v1/statistics?interval=month`, owner.headers);
    console.log(`all time (100,000 jobs):            p50 ${fmt(all.p50)} ms, p95 ${fmt(all.p95)} ms`);
    console.log(`last 30 days, daily series (43,200): p50 ${fmt(month.p50)} ms, p95 ${fmt(month.p95)} ms`);
    console.log(`last 12 months, monthly series:      p50 ${fmt(year.p50)} ms, p95 ${fmt(year.p95)} ms`);
    console.log(`(${RUNS} sequential requests each, after 5 warm-up requests; ${fmt((performance.now() - started) / 1000)} s)`);
  },
};
