import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import { buildApp } from '../../src/app.js';
import { createKey } from '../../src/auth/keys.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { openServices } from '../../src/services.js';
import { fmt, percentile, type BenchSection } from './context.js';

const JOBS = 200;
const CLIENTS = 200;
const ROUNDS = 5;
const ANECDOTE = '00000000-0000-4000-8000-000000000000';

/**
 * Webhook delivery latency (job completion committed → the receiver has the request) and SSE
 * fan-out (one event → all 200 open streams of its owner). Runs on a database of its own, with
 * private addresses allowed (the receiver is on loopback), so the bench app's own relay, which
 * refuses loopback, never sees these deliveries.
 */
export const webhooksSection: BenchSection = {
  name: 'webhooks',
  title: `webhook delivery latency (${JOBS} jobs) and SSE fan-out to ${CLIENTS} clients`,
  async run(ctx) {
    const base = ctx.services.events!.connectionString;
    const name = `cw_bench_webhooks_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const opened = await openServices({ ...ctx.config, databaseUrl: url.toString(), siteFetchAllowPrivate: true }, { work: true, poolSize: 20 });
    const app = await buildApp({ ...opened.services, logger: false });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const arrivals = new Map<string, number>();
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        arrivals.set((JSON.parse(body) as { data: { object: { id: string } } }).data.object.id, performance.now());
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const streams: http.ClientRequest[] = [];
    try {
      const { db } = opened.services;
      const key = await createKey(db, 'bench-webhooks', ['read', 'write']);
      const headers = { 'x-api-key': key.apiKey, 'content-type': 'application/json' };
      const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const created = await fetch(`${baseUrl}/v1/webhook-endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: hook }) });
      if (created.status !== 201) throw new Error(`endpoint creation answered ${created.status}`);

      const repo = jobRepository(db);
      const complete = async () => {
        const job = await repo.create(key.ownerId, POST_GENERATION_KIND, { anecdoteId: ANECDOTE });
        await repo.write(job.id, job.run, { status: 'completed' });
        return { id: job.id, at: performance.now() };
      };
      // delivery latency: one completion every 50 ms (20 jobs/s), as busy workers would commit them
      const pending: Promise<{ id: string; at: number }>[] = [];
      for (let i = 0; i < JOBS; i++) {
        pending.push(complete());
        await new Promise((r) => setTimeout(r, 50));
      }
      const done = await Promise.all(pending);
      const waitAll = async (n: number) => {
        const deadline = performance.now() + 120_000;
        while (arrivals.size < n && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      };
      await waitAll(JOBS);
      const latencies = done.filter((d) => arrivals.has(d.id)).map((d) => arrivals.get(d.id)! - d.at);
      console.log(`delivery latency at 20 jobs/s, commit → receiver (${latencies.length}/${JOBS} delivered): p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(Math.max(...latencies))} ms`);
      // a burst: JOBS completions at once, until the receiver has them all
      const t0 = performance.now();
      await Promise.all(Array.from({ length: JOBS }, () => complete()));
      await waitAll(2 * JOBS);
      const burst = (performance.now() - t0) / 1000;
      console.log(`burst of ${JOBS} completions at once: all delivered after ${fmt(burst, 2)} s (${fmt(JOBS / burst)} deliveries/s, 8 delivery workers)`);

      // SSE fan-out: 200 streams of one owner, then one event at a time
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const received: number[][] = Array.from({ length: CLIENTS }, () => []);
      await Promise.all(
        Array.from(
          { length: CLIENTS },
          (_, i) =>
            new Promise<void>((resolve, reject) => {
              const req = http.get(`${baseUrl}/v1/events/stream`, { agent, headers: { 'x-api-key': key.apiKey } }, (res) => {
                if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => {
                  if (chunk.includes('\nid: ') || chunk.startsWith('id: ')) received[i]!.push(performance.now());
                  resolve();
                });
              });
              req.on('error', () => undefined);
              streams.push(req);
            }),
        ),
      );
      const rssOpen = process.memoryUsage().rss;
      const spans: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const { at } = await complete();
        const until = performance.now() + 30_000;
        while (received.some((r) => r.length < round) && performance.now() < until) await new Promise((r) => setTimeout(r, 2));
        spans.push(Math.max(...received.map((r) => (r[round - 1] ?? Infinity) - at)));
      }
      console.log(`SSE fan-out, commit → all ${CLIENTS} streams have the event: median ${fmt(percentile(spans, 50))} ms, worst of ${ROUNDS} ${fmt(Math.max(...spans))} ms`);
      console.log(`RSS with ${CLIENTS} open streams: +${fmt((rssOpen - rssBefore) / 1024 / 1024)} MB (server and clients in this one process)`);
    } finally {
      for (const s of streams) s.destroy();
      agent.destroy();
      await app.close();
      await opened.close();
      await new Promise<void>((r) => receiver.close(() => r()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  },
};
