import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool } from '../../src/db/database.js';
import { createScratchDatabase } from '../../src/db/scratch.js';
import { freePort } from '../../test/support/process.js';
import { cutConnections } from '../../test/support/outage.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { startServer } from './processes.js';

const SECONDS = Number(process.env.BENCH_CUT_SECONDS ?? 60);
const CLIENTS = 8;
const CUT_EVERY_MS = 250;

/**
 * A real `npm start` process (API and workers) on a database of its own while every backend of
 * that database is terminated every 250 ms for 60 s (BENCH_CUT_SECONDS), under load from this
 * process: reads, writes, post generations, two event streams and a webhook endpoint. Reports whether the server survived, its answers
 * by status, and whether every accepted job ended, once, after the cuts stop.
 */
export const connectionCutsSection: BenchSection = {
  name: 'connection-cuts',
  title: `process survival and answers under ${SECONDS} s of database connection cuts (every ${CUT_EVERY_MS} ms)`,
  async run(ctx) {
    const scratch = await createScratchDatabase(ctx.databaseUrl, 'cw_bench_cuts', { required: true });
    const db = createDb(createPool(scratch.url, 2));
    const port = await freePort();
    const server = await startServer(
      [path.resolve('scripts/run.mjs'), 'main'],
      { DATABASE_URL: scratch.url, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'error', DB_CONNECT_TIMEOUT_MS: '1000', JOB_LEASE_SECONDS: '10', SITE_FETCH_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '200' },
      port,
    );
    try {
      const key = await createKey(db, 'bench-cuts', ['read', 'write']);
      const headers = { 'x-api-key': key.apiKey, 'content-type': 'application/json' };
      // a webhook endpoint on loopback: every completed job is delivered to it
      let delivered = 0;
      const receiver = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          delivered++;
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      const hook = await fetch(`${server.base}/v1/webhook-endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` }) });
      if (hook.status !== 201) throw new Error(`webhook endpoint: ${hook.status}`);
      const anecdote = await (await fetch(`${server.base}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify({ title: 'The cut cable', content: 'A cable was cut at noon. The service kept going.' }) })).json();
      const statuses = new Map<number, number>();
      const latencies: number[] = [];
      const jobIds: string[] = [];
      let loading = true;
      const call = async (p: string, body?: object) => {
        const began = performance.now();
        let status = 0;
        let json: { id?: string } | undefined;
        try {
          const res = await fetch(`${server.base}${p}`, { method: body ? 'POST' : 'GET', headers, ...(body ? { body: JSON.stringify(body) } : {}), signal: AbortSignal.timeout(20_000) });
          status = res.status;
          json = (await res.json()) as { id?: string };
        } catch {
          // no answer (status 0)
        }
        latencies.push(performance.now() - began);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        return status < 300 ? json : undefined;
      };
      const client = async () => {
        while (loading) {
          await call('/v1/anecdotes?limit=10');
          await call('/v1/anecdotes', { title: 'During', content: 'Written while connections were cut.' });
          const job = await call('/v1/post-generation', { anecdoteId: anecdote.id });
          if (job?.id) jobIds.push(job.id);
        }
      };
      // two event streams, reopened whenever they end
      let streamed = 0;
      const stream = async () => {
        while (loading) {
          try {
            const res = await fetch(`${server.base}/v1/events/stream`, { headers: { 'x-api-key': key.apiKey }, signal: AbortSignal.timeout(5000) });
            const reader = res.body?.getReader();
            while (reader && loading) {
              const { done, value } = await reader.read();
              if (done) break;
              streamed += (new TextDecoder().decode(value).match(/\nevent: /g) ?? []).length;
            }
          } catch {
            // aborted by its timeout, or cut: open another
          }
        }
      };
      const cuts = cutConnections(scratch.url, CUT_EVERY_MS);
      const clients = [...Array.from({ length: CLIENTS }, client), stream(), stream()];
      let maxRss = 0;
      const end = Date.now() + SECONDS * 1000;
      while (Date.now() < end && server.child.exitCode === null && server.child.signalCode === null) {
        maxRss = Math.max(maxRss, server.rssMb());
        await new Promise((r) => setTimeout(r, 500));
      }
      const cut = await cuts.stop();
      loading = false;
      await Promise.all(clients);
      const survived = server.child.exitCode === null && server.child.signalCode === null;
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((a, [, n]) => a + n, 0);
      const other = [...statuses].filter(([s]) => !(s >= 200 && s < 300) && s !== 503).reduce((a, [, n]) => a + n, 0);
      console.log(`server ${survived ? 'survived' : 'DIED'}; ${cut} backends terminated in ${SECONDS} s; peak RSS ${fmt(maxRss, 0)} MB`);
      console.log(`answers: ${total} (${fmt(total / SECONDS, 0)}/s): ${fmt((100 * ok) / total)}% 2xx, ${fmt((100 * (statuses.get(503) ?? 0)) / total)}% 503, ${other} other (${JSON.stringify(Object.fromEntries(statuses))})`);
      console.log(`latency p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms`);
      if (!survived) return;
      const began = Date.now();
      let left = jobIds.length;
      while (left > 0 && Date.now() - began < 120_000) {
        const rows = await db.selectFrom('jobs').select('status').where('id', 'in', jobIds).execute();
        left = rows.filter((r) => r.status !== 'completed').length;
        if (left > 0) await new Promise((r) => setTimeout(r, 500));
      }
      const dup = await sql<{ n: number }>`select count(*)::int as n from (select resource_id from events where type = 'post_generation.completed' group by resource_id having count(*) > 1) d`.execute(db);
      console.log(`${jobIds.length} jobs accepted: ${jobIds.length - left} completed ${fmt((Date.now() - began) / 1000)} s after the cuts stopped, ${left} not; ${dup.rows[0]!.n} with a second completion event`);
      await new Promise((r) => setTimeout(r, 3000));
      console.log(`events: ${streamed} read on the streams during the cuts; ${delivered} webhook deliveries received (${jobIds.length} completions)`);
      receiver.close();
    } finally {
      await server.stop();
      await db.destroy();
      await scratch.drop();
    }
  },
};
