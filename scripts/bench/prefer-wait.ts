import http from 'node:http';
import { sql } from 'kysely';
import { fmt, percentile, type BenchSection } from './context.js';
import { isolatedServer } from './isolated.js';

const WAITS = 300;
const WAIT_SECONDS = 20;
const WINDOW_SECONDS = 10;

/**
 * 300 concurrent `POST /v1/post-generation` with `Prefer: wait=20` on a server without workers
 * (its own process and database: the jobs stay pending), the requests sent from this process:
 * the database transactions per second while they all wait (pg_stat_database, over 10 s, against
 * the same server idle), then the time from one statement completing all the jobs to each answer.
 */
export const preferWaitSection: BenchSection = {
  name: 'prefer-wait',
  title: `${WAITS} concurrent Prefer: wait=${WAIT_SECONDS} requests: database transactions/s while waiting, wake-up latency`,
  async run(ctx) {
    const iso = await isolatedServer(ctx, 'waits', { WORKERS: 'false' });
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      const owner = await iso.owner();
      const anecdote = (await (await fetch(`${iso.server.base}/v1/anecdotes`, { method: 'POST', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Bench', content: 'A story told for the bench.' }) })).json()) as {
        id: string;
      };
      const body = JSON.stringify({ anecdoteId: anecdote.id });

      const idleStart = await iso.transactions();
      await new Promise((r) => setTimeout(r, 5000));
      const idle = ((await iso.transactions()) - idleStart) / 5;

      const answers = Array.from(
        { length: WAITS },
        () =>
          new Promise<{ status: number; at: number; jobStatus?: string }>((resolve) => {
            const req = http.request(`${iso.server.base}/v1/post-generation`, { method: 'POST', agent, headers: { ...owner.headers, 'content-type': 'application/json', prefer: `wait=${WAIT_SECONDS}` } }, (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (text += c));
              res.on('end', () => {
                let jobStatus: string | undefined;
                try {
                  jobStatus = (JSON.parse(text) as { status?: string }).status;
                } catch {
                  // not JSON
                }
                resolve({ status: res.statusCode ?? 0, at: performance.now(), jobStatus });
              });
            });
            req.on('error', () => resolve({ status: 0, at: performance.now() }));
            req.end(body);
          }),
      );
      // every job created, then 3 s for the last requests to reach their wait (a loaded machine is slow to answer 300 at once)
      const started = performance.now();
      for (;;) {
        const { n } = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs WHERE owner_id = ${owner.ownerId}`.execute(iso.db)).rows[0]!;
        if (n >= WAITS) break;
        if (performance.now() - started > 8000) throw new Error(`only ${n} of ${WAITS} jobs created in 8 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 3000));
      const before = await iso.transactions();
      await new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000));
      const waiting = ((await iso.transactions()) - before) / WINDOW_SECONDS;

      const completedAt = performance.now();
      await sql`UPDATE jobs SET status = 'completed', current_step = 'done', progress = 1, completed_at = now() WHERE owner_id = ${owner.ownerId} AND status = 'pending'`.execute(iso.db);
      const all = await Promise.all(answers);
      const woken = all.filter((a) => a.jobStatus === 'completed').map((a) => a.at - completedAt);
      const statuses = new Map<number, number>();
      for (const a of all) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      console.log(`database transactions/s: idle server ${fmt(idle)}, with ${WAITS} requests waiting ${fmt(waiting)} (over ${WINDOW_SECONDS} s, pg_stat_database)`);
      console.log(`all ${WAITS} jobs completed by one statement → answers with the completed job: ${woken.length}/${WAITS}, p50 ${fmt(percentile(woken, 50))} ms, p99 ${fmt(percentile(woken, 99))} ms, max ${fmt(Math.max(...woken))} ms`);
      console.log(
        `answer statuses: ${[...statuses]
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      );
    } finally {
      agent.destroy();
      await iso.stop();
    }
  },
};
