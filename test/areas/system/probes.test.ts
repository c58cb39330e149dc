import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createKey } from '../../../src/auth/keys.js';
import { createDb, createPool } from '../../../src/db/database.js';
import { createTestApp } from '../../support/app.js';
import { startFakeLlm } from '../../support/fake-llm.js';
import { privatePostgres } from '../../support/outage.js';
import { freePort, start, waitForHealth } from '../../support/process.js';
import { until } from '../../support/wait.js';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

describe('liveness and readiness probes', () => {
  it('liveness never asks the database; readiness and /health follow it, and come back with it', { timeout: 120_000 }, async () => {
    const pg = await privatePostgres();
    cleanup.push(() => pg.remove());
    const t = await createTestApp({ databaseUrl: pg.url, dbTimeouts: { connectMs: 1000, statementMs: 2000 } });
    cleanup.push(() => t.close());
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    expect((await get('/health/live')).json()).toMatchObject({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', storage: 'up' }, version: expect.any(String) });

    await pg.stop();
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    const began = Date.now();
    const down = await get('/health/ready');
    expect(Date.now() - began).toBeLessThan(2500);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down', storage: 'up' } });
    expect((await get('/health')).statusCode).toBe(503);

    await pg.start();
    const back = await until(
      () => get('/health/ready'),
      (r) => r.statusCode === 200,
      60_000,
    );
    expect(back.json().status).toBe('ready');
  });

  it('with REDIS_URL, readiness checks Redis too', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    cleanup.push(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'up', redis: 'down', storage: 'up' } });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('on SIGTERM readiness answers 503 draining for SHUTDOWN_DRAIN_SECONDS while the API still serves, then the process exits 0', { timeout: 60_000 }, async () => {
    const DATABASE_URL = inject('databaseUrl');
    const db = createDb(createPool(DATABASE_URL, 1));
    cleanup.push(() => db.destroy());
    const key = await createKey(db, `probes-${Date.now()}`, ['read', 'write']);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL, WORKERS: 'false', SHUTDOWN_DRAIN_SECONDS: '3' });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    await waitForHealth(base, server);
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const pid =
      JSON.parse(
        server
          .output()
          .split('\n')
          .find((l) => l.startsWith('{') && l.includes('"pid"')) ?? '{}',
      ).pid ?? server.child.pid;
    process.kill(pid, 'SIGTERM');
    const draining = await until(
      () => fetch(`${base}/health/ready`),
      (r) => r.status === 503,
      2000,
    );
    expect(await draining.json()).toMatchObject({ status: 'draining', checks: { database: 'up' } });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/v1/anecdotes`, { headers: { 'x-api-key': key.apiKey } })).status).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('on SIGTERM a request waiting for its job (Prefer: wait) answers at once with the job as it stands', { timeout: 60_000 }, async () => {
    const llm = await startFakeLlm(() => ({ hang: true }));
    cleanup.push(() => llm.close());
    const DATABASE_URL = inject('databaseUrl');
    const db = createDb(createPool(DATABASE_URL, 1));
    cleanup.push(() => db.destroy());
    const key = await createKey(db, `probes-wait-${Date.now()}`, ['read', 'write']);
    const headers = { 'x-api-key': key.apiKey, 'content-type': 'application/json' };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL, GENERATION_PROVIDER: 'openai', OPENAI_BASE_URL: llm.baseUrl, OPENAI_MAX_RETRIES: '0', SHUTDOWN_TIMEOUT_SECONDS: '8' });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    await waitForHealth(base, server);
    const anecdote = await (await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify({ title: 'Held', content: 'A story the model never answers about.' }) })).json();
    const waiting = fetch(`${base}/v1/post-generation`, { method: 'POST', headers: { ...headers, prefer: 'wait=60' }, body: JSON.stringify({ anecdoteId: anecdote.id }) });
    await new Promise((r) => setTimeout(r, 1500)); // the request is waiting for its job now
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const res = await waiting;
    expect(Date.now() - signalled).toBeLessThan(4000);
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('wait=60');
    expect(['pending', 'running']).toContain((await res.json()).status);
    expect(await server.exited).toBe(0);
  });
});
