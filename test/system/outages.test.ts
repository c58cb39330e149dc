import net from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../src/redis.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';
import { privatePostgres, privateRedis } from '../support/outage.js';
import { until } from '../support/wait.js';

// Fault tests: every dependency here is a private instance this file starts, stops, freezes and
// kills itself; the shared Postgres and Redis are never touched.

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

function capturingLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino({ level: 'info' }, { write: (s: string) => lines.push(JSON.parse(s)) }) as unknown as FastifyBaseLogger;
  return { log, lines, count: (re: RegExp) => lines.filter((l) => re.test(l.msg)).length };
}

/** An app whose rate limiter counts in a private Redis (quota 1000), ready, with an owner and a list request. */
async function appOnPrivateRedis() {
  const redisServer = await privateRedis();
  cleanup.push(() => redisServer.kill());
  cleanup.push(async () => redisServer.thaw());
  const redis = openRedis(redisServer.url);
  cleanup.push(async () => redis.disconnect());
  const { log, count } = capturingLog();
  const t: TestApp = await createTestApp({ rateLimitMax: 1000 }, { redis, log });
  cleanup.push(() => t.close());
  const o = await t.owner();
  await until(
    async () => redis.status,
    (s) => s === 'ready',
    30_000,
  );
  const get = () => t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
  return { redisServer, redis, count, t, o, get };
}

describe('Redis down under a running app', () => {
  it('the limiter falls back to per-process counters (logged once), keeps its headers, and returns to Redis', { timeout: 60_000 }, async () => {
    const { redisServer, redis, count, t, o, get } = await appOnPrivateRedis();
    for (let i = 0; i < 10; i++) expect((await get()).statusCode).toBe(200);
    // all ten counted in Redis (the last batch answered): this process knows the window
    const counted = async () => {
      const check = new Redis(redisServer.url);
      try {
        const keys = await check.keys('cw-ratelimit:*');
        return keys.length === 1 ? Number(await check.get(keys[0]!)) : 0;
      } finally {
        check.disconnect();
      }
    };
    await until(counted, (n) => n === 10, 10_000);

    await redisServer.kill();
    // (a request the client sends before it has seen the connection close is counted as before)
    await until(
      async () => redis.status,
      (s) => s !== 'ready',
      10_000,
    );
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await get());
    // a port that takes connections and never answers (a Redis stuck mid-start): the client
    // sits connected but not ready, which is still the outage
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(Number(new URL(redisServer.url).port), '127.0.0.1', resolve));
    await until(
      async () => redis.status,
      (s) => s === 'connect',
      10_000,
    );
    for (let i = 0; i < 10; i++) answers.push(await get());
    await new Promise((resolve) => {
      silent.close(resolve);
      for (const socket of held) socket.destroy();
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-ratelimit-limit'])).toBe(1000);
    }
    // counted per process meanwhile, every request of the outage, whatever the client was doing
    // (reconnecting, connecting, connected and not ready): the remaining count goes down one by
    // one from a fresh per-process counter, not on from the ten counted in Redis
    expect(answers.map((res) => Number(res.headers['x-ratelimit-remaining']))).toEqual(answers.map((_, i) => 1000 - 1 - i));
    expect((await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${OTHER_ID}`, headers: o.headers })).statusCode).toBe(404);
    expect(count(/Redis is unavailable/)).toBe(1);

    await redisServer.start();
    await until(
      async () => count(/Redis answers again/),
      (n) => n === 1,
      30_000,
    );
    expect((await get()).statusCode).toBe(200);
    // counted in Redis again (far from the limit, counts go in batches every few milliseconds)
    await until(counted, (n) => n > 0, 30_000);
    expect(count(/Redis is unavailable/)).toBe(1);
  });
});

describe('Redis frozen under a running app', () => {
  it('requests stop waiting on it once the outage is known, and a probe finds it again without a reconnect', { timeout: 60_000 }, async () => {
    const { redisServer, redis, count, get } = await appOnPrivateRedis();
    expect((await get()).statusCode).toBe(200);

    redisServer.freeze();
    // the connection stays open ('ready'): the outage shows as commands that time out (500 ms)
    await until(
      async () => (await get(), count(/Redis is unavailable/)),
      (n) => n === 1,
      10_000,
    );
    const began = Date.now();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await get());
    // ten requests waiting on the command timeout would take five seconds
    expect(Date.now() - began).toBeLessThan(2500);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const remaining = answers.map((res) => Number(res.headers['x-ratelimit-remaining']));
    expect(remaining).toEqual(remaining.map((_, i) => remaining[0]! - i));
    expect(redis.status).toBe('ready');

    redisServer.thaw();
    await until(
      async () => (await get(), count(/Redis answers again/)),
      (n) => n === 1,
      10_000,
    );
    expect(redis.status).toBe('ready');
    expect((await get()).statusCode).toBe(200);
    expect(count(/Redis is unavailable/)).toBe(1);
  });
});

describe('the database stopped or frozen under a running app', () => {
  it('answers 503 with Retry-After (auth included), /health 503 within 2 s, and recovers without restart', { timeout: 180_000 }, async () => {
    const pg = await privatePostgres();
    cleanup.push(() => pg.remove());
    const t = await createTestApp({ databaseUrl: pg.url, dbTimeouts: { connectMs: 1000, statementMs: 2000 } });
    cleanup.push(() => t.close());
    const o = await t.owner();
    const created = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: o.headers, payload: { title: 'Before', content: 'the outage' } });
    expect(created.statusCode).toBe(201);

    const expectUnavailable = async () => {
      for (const req of [
        { method: 'GET' as const, url: '/v1/anecdotes' },
        { method: 'GET' as const, url: `/v1/anecdotes/${created.json().id}` },
        { method: 'POST' as const, url: '/v1/anecdotes', payload: { title: 'During', content: 'the outage' } },
      ]) {
        const res = await t.app.inject({ ...req, headers: o.headers });
        const body = expectError(res, 503, 'service_unavailable');
        expect(res.headers['retry-after']).toBe(String(body.retryAfter));
        expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|terminated|timeout exceeded/);
      }
      const began = Date.now();
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(Date.now() - began).toBeLessThan(2000);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    };
    const recovered = async () => {
      const health = await until(
        () => t.app.inject({ method: 'GET', url: '/health' }),
        (r) => r.statusCode === 200,
        60_000,
      );
      expect(health.statusCode).toBe(200);
      const res = await until(
        () => t.app.inject({ method: 'GET', url: `/v1/anecdotes/${created.json().id}`, headers: o.headers }),
        (r) => r.statusCode === 200,
        30_000,
      );
      expect(res.json().title).toBe('Before');
    };

    await pg.stop();
    await expectUnavailable();
    await pg.start();
    await recovered();

    pg.freeze();
    try {
      await expectUnavailable();
    } finally {
      pg.thaw();
    }
    await recovered();
  });
});
