import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { expectError } from '../support/http.js';
import { REDIS_URL, redisAnswers } from '../support/redis.js';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function appWith(max: number, extra: Parameters<typeof createTestApp>[1] = {}) {
  const a = await createTestApp({ rateLimitMax: max, rateLimitWindowSeconds: 60 }, extra);
  apps.push(a);
  return a;
}

/** An app of its own for one test, closed as the test ends (not kept to the end of the file: the database's connections are shared). */
async function withApp(max: number, test: (t: TestApp) => Promise<void>) {
  const a = await createTestApp({ rateLimitMax: max, rateLimitWindowSeconds: 60 });
  try {
    await test(a);
  } finally {
    await a.close();
  }
}

describe('rate limiting', () => {
  it('every response carries the three headers; Reset is a Unix time', async () => {
    const t = await appWith(50);
    const o = await t.owner();
    const before = Math.floor(Date.now() / 1000);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers }), // 200
      await t.app.inject({ method: 'GET', url: '/v1/anecdotes' }), // 401
      await t.app.inject({ method: 'GET', url: '/v1/anecdotes?limit=0', headers: o.headers }), // 400
      await t.app.inject({ method: 'GET', url: '/v1/unknown', headers: o.headers }), // 404
      await t.app.inject({ method: 'GET', url: '/openapi.json' }), // public: its own quota
    ];
    const after = Math.ceil(Date.now() / 1000);
    for (const res of answers) {
      const limit = res === answers[4] ? t.config.publicRateLimitMax : 50;
      expect(res.headers['x-ratelimit-limit'], `${res.statusCode}`).toBe(String(limit));
      const remaining = Number(res.headers['x-ratelimit-remaining']);
      expect(remaining).toBeGreaterThanOrEqual(0);
      expect(remaining).toBeLessThan(limit);
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(before);
      expect(reset).toBeLessThanOrEqual(after + 60); // a window of 60 s from a request in between
    }
    // the authenticated owner's counter went down across its own requests
    const next = await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
    expect(Number(next.headers['x-ratelimit-remaining'])).toBe(50 - 4);
  });

  it('429 with Retry-After and retryAfter once the quota is spent; quotas are per owner', async () => {
    const t = await appWith(3);
    const o = await t.owner();
    const other = await t.owner();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
    const body = expectError(res, 429, 'rate_limit_exceeded');
    expect(body.error).toBe('Too Many Requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.retryAfter).toBe(Number(res.headers['retry-after']));
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: other.headers })).statusCode).toBe(200);
  });

  it("many API keys of one owner share its one quota: four keys get exactly one owner's requests, together", () =>
    withApp(6, async (t) => {
      const label = `many-keys-${randomUUID()}`;
      const keys = await Promise.all([0, 1, 2, 3].map(() => createKey(t.db, label, ['read', 'write'])));
      expect(new Set(keys.map((k) => k.ownerId)).size).toBe(1);
      expect(new Set(keys.map((k) => k.apiKey)).size).toBe(4);
      const other = await t.owner();
      // round robin over the four keys: 6 answers in all, then every key is refused
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { 'x-api-key': keys[i % 4]!.apiKey } });
        statuses.push(res.statusCode);
        if (res.statusCode === 200) expect(res.headers['x-ratelimit-remaining'], `request ${i}`).toBe(String(6 - 1 - i));
        else expectError(res, 429, 'rate_limit_exceeded');
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
      // a fifth key made now for the same owner starts with nothing either; another owner has its own quota
      const fifth = await createKey(t.db, label, ['read']);
      expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { 'x-api-key': fifth.apiKey } }), 429, 'rate_limit_exceeded');
      expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: other.headers })).statusCode).toBe(200);
    }));

  it("four keys of one owner in a concurrent burst over real HTTP: exactly one owner's quota is admitted", () =>
    withApp(5, async (t) => {
      const label = `burst-keys-${randomUUID()}`;
      const keys = await Promise.all([0, 1, 2, 3].map(() => createKey(t.db, label, ['read'])));
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => fetch(`${address}/v1/anecdotes`, { headers: { 'x-api-key': keys[i % 4]!.apiKey } }).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    }));

  it('is exact under a concurrent burst over real HTTP: 20 parallel against a quota of 4 admit 4', async () => {
    const t = await appWith(4);
    const o = await t.owner();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${address}/v1/anecdotes`, { headers: o.headers }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
  });

  it('public routes are not counted against the address quota: 1000 /health never 429; they have their own quota', async () => {
    const t = await appWith(3);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect([...statuses.entries()]).toEqual([[200, 1000]]);
    expect(Number((await t.app.inject({ method: 'GET', url: '/health' })).headers['x-ratelimit-limit'])).toBe(t.config.publicRateLimitMax);
    // the contract and the reference: a quota of their own (PUBLIC_RATE_LIMIT_MAX), with headers
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-ratelimit-limit'])).toBe(t.config.publicRateLimitMax);
    }
    expect((await t.app.inject({ method: 'GET', url: '/openapi.yaml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    // an unknown image is a 404 from the image route, not a 429
    const missing = await t.app.inject({ method: 'GET', url: '/media/images/0b7c1e0e-4a1b-4c43-9d5c-5a2f3c1e9b10.png' });
    expect(missing.statusCode).toBe(404);
    // while the owner routes keep the small address quota
    const api = [];
    for (let i = 0; i < 5; i++) api.push((await t.app.inject({ method: 'GET', url: '/v1/anecdotes' })).statusCode);
    expect(api).toEqual([401, 401, 401, 429, 429]);
  });

  it('the public quota is enforced per address', async () => {
    const t = await createTestApp({ rateLimitMax: 3, publicRateLimitMax: 4 });
    apps.push(t);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/openapi.yaml' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await t.app.inject({ method: 'GET', url: '/openapi.yaml', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes' })).statusCode).toBe(401);
  });

  it('with REDIS_URL two API processes share one quota (real Redis)', async (ctx) => {
    if (!(await redisAnswers())) {
      console.warn(`Redis is not answering at ${REDIS_URL}: shared-quota test skipped`);
      ctx.skip();
    }
    const r1 = new Redis(REDIS_URL);
    const r2 = new Redis(REDIS_URL);
    try {
      const a = await appWith(5, { redis: r1 });
      const b = await appWith(5, { redis: r2 });
      const o = await a.owner();
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers }).then((r) => r.statusCode)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      const res = await a.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
    } finally {
      r1.disconnect();
      r2.disconnect();
    }
  });

  it('far from the limit requests are answered before Redis counts them, and the limit stays exact across two processes', { timeout: 60_000 }, async (ctx) => {
    if (!(await redisAnswers())) {
      console.warn(`Redis is not answering at ${REDIS_URL}: shared-quota test skipped`);
      ctx.skip();
    }
    const r1 = new Redis(REDIS_URL);
    const r2 = new Redis(REDIS_URL);
    const check = new Redis(REDIS_URL);
    try {
      const a = await appWith(1000, { redis: r1 });
      const b = await appWith(1000, { redis: r2 });
      const o = await a.owner();
      // the commands the two limiters send to Redis, counted
      let commands = 0;
      for (const r of [r1, r2] as Array<Redis & { cwRateLimitAdd: (...args: unknown[]) => Promise<unknown> }>) {
        const add = r.cwRateLimitAdd.bind(r);
        r.cwRateLimitAdd = (...args: unknown[]) => {
          commands++;
          return add(...args);
        };
      }
      const statuses: number[] = [];
      const remaining: number[] = [];
      for (let batch = 0; batch < 22; batch++) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ((batch + i) % 2 ? a : b).app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })));
        for (const res of answers) {
          statuses.push(res.statusCode);
          remaining.push(Number(res.headers['x-ratelimit-remaining']));
          expect(res.headers['x-ratelimit-limit']).toBe('1000');
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100);
      expect(statuses.slice(0, 1000).every((s) => s === 200)).toBe(true);
      expect(Math.min(...remaining)).toBe(0);
      // every request reached Redis in the end, the early ones in batches
      const key = `cw-ratelimit:owner:${o.ownerId}`;
      for (let i = 0; i < 50 && Number(await check.get(key)) < 1100; i++) await new Promise((r) => setTimeout(r, 20));
      expect(Number(await check.get(key))).toBe(1100);
      expect(commands).toBeLessThan(1000);
      expect(await check.pttl(key)).toBeGreaterThan(0);
    } finally {
      r1.disconnect();
      r2.disconnect();
      check.disconnect();
    }
  });
});
