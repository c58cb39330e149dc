import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { scratchDatabase } from '../support/database.js';
import { freePort, runToEnd, start, waitForHealth, type Proc } from '../support/process.js';
import { startReceiver } from '../support/receiver.js';
import { until } from '../support/wait.js';

// Real HTTP against a listening app on a database of its own (only its workers relay its webhooks).
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let t: TestApp;
let base: string;
let owner: TestOwner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const others: TestApp[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('metrics');
  // a small owner quota and public quota: the scrape must not be counted against either
  t = await createTestApp({ databaseUrl: scratch.url, siteFetchAllowPrivate: true, rateLimitMax: 40, publicRateLimitMax: 3 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await t.owner();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  for (const o of others) await o.close();
  await t?.close();
  await receiver?.close();
  await scratch?.drop();
});

async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.text();
}

/** The value of one sample (`name{a="x",b="y"}`, labels in any order), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v) && Object.keys(have).length === Object.keys(labels).length) return Number(m[3]);
  }
  return 0;
}

const api = (method: string, path: string, body?: unknown) => fetch(`${base}${path}`, { method, headers: { ...owner.headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

describe('GET /metrics', () => {
  it('counts requests by route template and status, never by raw URL, and is itself not rate-limited', async () => {
    const before = await scrape();
    const id = '7d4b0a52-9f51-4f0e-9a55-2f4b9b4f1c11';
    for (let i = 0; i < 2; i++) expect((await api('GET', `/v1/anecdotes/${id}`)).status).toBe(404);
    expect((await api('GET', '/v1/anecdotes')).status).toBe(200);
    expect((await fetch(`${base}/no/such/route/${id}`)).status).toBe(404);
    // more scrapes than the public quota (3): none refused, none with rate-limit headers
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      await res.arrayBuffer();
    }
    const after = await scrape();
    const count = (text: string, route: string, status: string) => sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count(after, '/v1/anecdotes/:id', '404') - count(before, '/v1/anecdotes/:id', '404')).toBe(2);
    expect(count(after, '/v1/anecdotes', '200') - count(before, '/v1/anecdotes', '200')).toBe(1);
    expect(count(after, 'unmatched', '404') - count(before, 'unmatched', '404')).toBe(1);
    expect(after).not.toContain(id);
    expect(after).not.toContain(owner.ownerId);
    // the scrape in progress is in flight
    expect(sample(after, 'http_requests_in_flight')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(after, 'db_pool_connections', { pool: 'app', state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^db_pool_connections\{pool="queue",state="idle"\} \d+/m);
    expect(after).toMatch(/^db_pool_connections\{pool="app",state="waiting"\} 0/m);
  });

  it('counts rate-limit refusals by quota', async () => {
    const o = await t.owner();
    const before = sample(await scrape(), 'rate_limit_refusals_total', { quota: 'owner' });
    let refused = 0;
    for (let i = 0; i < 45; i++) {
      const res = await fetch(`${base}/v1/anecdotes`, { headers: o.headers });
      if (res.status === 429) refused++;
      await res.arrayBuffer();
    }
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'rate_limit_refusals_total', { quota: 'owner' }) - before).toBe(refused);
  });

  it('reports job runs by kind and outcome, webhook attempts, and the job queue', async () => {
    const endpoint = await api('POST', '/v1/webhook-endpoints', { url: receiver.url, events: ['post_generation.completed'] });
    expect(endpoint.status).toBe(201);
    const before = await scrape();
    const anecdote = await (await api('POST', '/v1/anecdotes', { title: 'A lesson', content: 'The day I learned to listen to my team, everything changed.' })).json();
    const started = await api('POST', '/v1/post-generation', { anecdoteId: anecdote.id });
    expect(started.status).toBe(201);
    const job = await started.json();
    await until(
      async () => (await (await api('GET', `/v1/post-generation/${job.id}`)).json()).status,
      (s) => s === 'completed',
      30_000,
    );
    await until(
      async () => receiver.received.length,
      (n) => n > 0,
      30_000,
    );
    const attempts = (text: string) => sample(text, 'webhook_delivery_duration_seconds_count', { outcome: 'succeeded' });
    await until(
      async () => attempts(await scrape()),
      (n) => n === attempts(before) + 1,
      10_000,
    );
    // the delivery's attempt is observed before its queue entry is marked done: wait for the queue to settle
    const after = await until(scrape, (text) => /^job_queue_depth\{queue="webhook-delivery",state="active"\} 0$/m.test(text), 10_000);
    const runs = (text: string) => sample(text, 'job_run_duration_seconds_count', { kind: 'post_generation', outcome: 'completed' });
    expect(runs(after) - runs(before)).toBe(1);
    expect(sample(after, 'job_run_duration_seconds_sum', { kind: 'post_generation', outcome: 'completed' })).toBeGreaterThan(0);
    // every queue is reported, 0 when it is empty
    expect(after).toMatch(/^job_queue_depth\{queue="post_generation",state="created"\} 0$/m);
    expect(after).toMatch(/^job_queue_depth\{queue="webhook-delivery",state="active"\} 0$/m);
    expect(sample(after, 'job_queue_stats_failures_total')).toBe(0);
  });

  it('reports the depth and age of a queue with waiting work', async () => {
    // queue entries nobody takes: a kind this process does not work (the dead letter queue is worked in batches; use a raw insert)
    const schema = t.services.jobs.schema;
    await t.services.jobs.start();
    const { sql } = await import('kysely');
    await sql`INSERT INTO ${sql.table(`${schema}.job`)} (name, data, state, start_after, created_on)
      VALUES ('post_generation', '{}'::jsonb, 'retry', now() - interval '90 seconds', now() - interval '100 seconds')`.execute(t.db);
    try {
      const text = await scrape();
      expect(sample(text, 'job_queue_depth', { queue: 'post_generation', state: 'retry' })).toBe(1);
      expect(sample(text, 'job_queue_oldest_seconds', { queue: 'post_generation' })).toBeGreaterThanOrEqual(89);
    } finally {
      await sql`DELETE FROM ${sql.table(`${schema}.job`)} WHERE name = 'post_generation' AND state = 'retry'`.execute(t.db);
    }
  });

  it('counts open event streams', async () => {
    const before = sample(await scrape(), 'sse_connections');
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/events/stream`, { headers: owner.headers, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(sample(await scrape(), 'sse_connections')).toBe(before + 1);
    controller.abort();
    await until(
      async () => sample(await scrape(), 'sse_connections'),
      (n) => n === before,
      5000,
    );
  });

  it('loads no tracing module while tracing is off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((file) => file.includes('prom-client'))).toBe(true);
    // (@opentelemetry/api itself is a dependency prom-client loads, for exemplars; the SDK, the exporter and the Fastify plugin are tracing's)
    expect(loaded.filter((file) => /@opentelemetry\/(?!api\/)|@fastify\/otel/.test(file))).toEqual([]);
  });

  it('wants the bearer token when METRICS_TOKEN is set, and answers 404 with METRICS=false', async () => {
    const guarded = await createTestApp({ databaseUrl: scratch.url, metricsToken: 's3cret-token' });
    others.push(guarded);
    const gbase = await guarded.app.listen({ port: 0, host: '127.0.0.1' });
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 's3cret-token' }] as Record<string, string>[]) {
      const res = await fetch(`${gbase}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect((await res.json()).code).toBe('unauthorized');
    }
    const ok = await fetch(`${gbase}/metrics`, { headers: { authorization: 'Bearer s3cret-token' } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');

    const off = await createTestApp({ databaseUrl: scratch.url, metrics: false });
    others.push(off);
    const res = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('metrics on a non-loopback HOST (npm start)', () => {
  const env = () => ({ DATABASE_URL: scratch.url, WORKERS: 'false', SPEECH_WARMUP: 'false', HOST: '0.0.0.0', ALLOWED_HOSTS: 'metrics.example.com' });

  it('refuses to start without METRICS_TOKEN or METRICS=false, with one line saying so', { timeout: 60_000 }, async () => {
    const { code, output } = await runToEnd('src/main.ts', [], { ...env(), PORT: String(await freePort()) });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^configuration error: HOST=0\.0\.0\.0 is not a loopback address: set METRICS_TOKEN .* or METRICS=false/)]);
  });

  it('with METRICS_TOKEN it starts and /metrics wants the token; with METRICS=false /metrics is 404; on loopback it answers without one', { timeout: 120_000 }, async () => {
    const settings: { vars: Record<string, string>; expect: (api: string) => Promise<void> }[] = [
      {
        vars: { ...env(), METRICS_TOKEN: 'scrape-me' },
        expect: async (api) => {
          expect((await fetch(`${api}/metrics`)).status).toBe(401);
          const ok = await fetch(`${api}/metrics`, { headers: { authorization: 'Bearer scrape-me' } });
          expect(ok.status).toBe(200);
          expect(await ok.text()).toContain('http_request_duration_seconds');
        },
      },
      { vars: { ...env(), METRICS: 'false' }, expect: async (api) => expect((await fetch(`${api}/metrics`)).status).toBe(404) },
      { vars: { ...env(), HOST: '127.0.0.1' }, expect: async (api) => expect((await fetch(`${api}/metrics`)).status).toBe(200) },
    ];
    for (const s of settings) {
      const port = await freePort();
      const server: Proc = start('src/main.ts', [], { ...s.vars, PORT: String(port) });
      const api = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(api, server);
        await s.expect(api);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  });
});
