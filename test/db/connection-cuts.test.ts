import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { scratchDatabase } from '../support/database.js';
import { cutConnections } from '../support/outage.js';
import { startReceiver } from '../support/receiver.js';
import { ended, freePort, killTree, start, waitForHealth, type Proc } from '../support/process.js';
import { until } from '../support/wait.js';

// A real `npm start` process (API and workers) on a database of its own, under mixed load
// (reads, writes, post generations, an event stream, a webhook endpoint), while every backend
// of that database is terminated again and again: idle pool clients, clients checked out by a
// request or a transaction, the LISTEN connection and pg-boss's pool all lose their connection.
// The process must keep running, answer 503 at worst, recover by itself, and lose no job.

const CUT_SECONDS = Number(process.env.CUT_SECONDS ?? 12);

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let server: Proc | undefined;

beforeAll(async () => {
  scratch = await scratchDatabase('cuts');
  db = createDb(createPool(scratch.url, 2));
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  if (server) killTree(server.child.pid);
  await receiver?.close();
  await db?.destroy();
  await scratch?.drop();
});

describe('database connections cut under load', () => {
  it('the process survives, answers 503 at worst, recovers, and every job ends exactly once', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = start('src/main.ts', [], {
      DATABASE_URL: scratch.url,
      PORT: String(port),
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      JOB_LEASE_SECONDS: '4',
      DB_CONNECT_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_BASE_MS: '200',
      RATE_LIMIT_MAX: '1000000',
      SPEECH_WARMUP: 'false',
    });
    await waitForHealth(base, server);
    const owner = await createKey(db, `cuts-${Date.now()}`, ['read', 'write']);
    const other = await createKey(db, `cuts-other-${Date.now()}`, ['read', 'write']);
    const headers = { 'x-api-key': owner.apiKey, 'content-type': 'application/json' };
    const hook = await fetch(`${base}/v1/webhook-endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url }) });
    expect(hook.status).toBe(201);
    const anecdote = await (await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify({ title: 'The cut cable', content: 'A cable was cut at noon. The service kept going, and every job came back.' }) })).json();

    const statuses = new Map<number, number>();
    const jobIds: string[] = [];
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    const call = async (path: string, init?: RequestInit) => {
      try {
        const res = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(15_000) });
        count(res.status);
        return res.status < 300 ? await res.json() : undefined;
      } catch {
        count(0); // no answer at all (the process died, or a connection was reset)
        return undefined;
      }
    };
    // an event stream that reconnects when it is closed
    let loading = true;
    const streams = (async () => {
      while (loading) {
        try {
          const res = await fetch(`${base}/v1/events/stream`, { headers: { 'x-api-key': owner.apiKey }, signal: AbortSignal.timeout(3000) });
          count(res.status);
          const reader = res.body?.getReader();
          while (reader && loading) if ((await reader.read()).done) break;
        } catch {
          // aborted by the timeout: open a new one
        }
      }
    })();
    const load = async () => {
      while (loading) {
        await call('/v1/anecdotes?limit=5');
        await call('/v1/anecdotes', { method: 'POST', body: JSON.stringify({ title: 'During', content: 'Written while the database connections were being cut.' }) });
        const job = await call('/v1/post-generation', { method: 'POST', body: JSON.stringify({ anecdoteId: anecdote.id }) });
        if (job?.id) jobIds.push(job.id);
      }
    };

    const cuts = cutConnections(scratch.url, 250);
    const workers = [load(), load(), load(), load()];
    const deadline = Date.now() + CUT_SECONDS * 1000;
    while (Date.now() < deadline) {
      expect(ended(server.child), server.output().slice(-3000)).toBe(false);
      await new Promise((r) => setTimeout(r, 250));
    }
    const cut = await cuts.stop();
    loading = false;
    await Promise.all([...workers, streams]);
    expect(cut).toBeGreaterThan(CUT_SECONDS);
    expect(ended(server.child), server.output().slice(-3000)).toBe(false);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught|fatal:|unexpected error/);

    // only answers a client can act on: success, or 503 (retry later)
    const seen = Object.fromEntries(statuses);
    for (const s of statuses.keys()) expect([200, 201, 503], JSON.stringify(seen)).toContain(s);
    expect(statuses.get(201) ?? 0, JSON.stringify(seen)).toBeGreaterThan(0);

    // it recovers by itself, and every job it accepted ends, once
    await until(
      () => fetch(`${base}/health`).then((r) => r.status),
      (s) => s === 200,
      30_000,
    );
    expect(jobIds.length).toBeGreaterThan(0);
    const rows = await until(
      () => db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', jobIds).execute(),
      (rs) => rs.length === jobIds.length && rs.every((r) => r.status === 'completed'),
      90_000,
    ).catch(async (err) => {
      const left = await db.selectFrom('jobs').select(['id', 'status', 'run', 'leaseExpiresAt', 'warnings']).where('id', 'in', jobIds).where('status', '!=', 'completed').execute();
      throw new Error(`${String(err).slice(0, 200)}\nnot completed: ${JSON.stringify(left).slice(0, 1500)}\n${server!.output().slice(-2000)}`);
    });
    expect(rows).toHaveLength(jobIds.length);
    const events = await db
      .selectFrom('events')
      .select(['resourceId', (eb) => eb.fn.countAll<string>().as('n')])
      .where('type', '=', 'post_generation.completed')
      .where('resourceId', 'in', jobIds)
      .groupBy('resourceId')
      .execute();
    expect(events).toHaveLength(jobIds.length);
    for (const e of events) expect(Number(e.n), e.resourceId).toBe(1);

    // the API answers normally again, and another owner sees none of it
    const res = await fetch(`${base}/v1/post-generation/${jobIds[0]}`, { headers });
    expect(res.status).toBe(200);
    expect((await fetch(`${base}/v1/post-generation/${jobIds[0]}`, { headers: { 'x-api-key': other.apiKey } })).status).toBe(404);
  });
});
