import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openRedis } from '../../src/redis.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { REDIS_URL, redisAnswers } from '../support/redis.js';
import { until } from '../support/wait.js';

// The Redis-shared limiter under a saturated event loop, in a file of its own: two apps of its
// own on the shared Redis, without the other rate-limit tests' apps holding database connections.

describe('rate limit with Redis under a busy event loop', () => {
  it('a saturated event loop does not turn an answer Redis sent in time into an outage: no fallback, the quota stays exact across two processes', { timeout: 60_000 }, async (ctx) => {
    if (!(await redisAnswers())) {
      console.warn(`Redis is not answering at ${REDIS_URL}: shared-quota test skipped`);
      ctx.skip();
    }
    // the clients as production makes them (their timeouts included)
    const r1 = openRedis(REDIS_URL) as Redis & { cwRateLimitAdd: (...args: unknown[]) => Promise<unknown> };
    const r2 = openRedis(REDIS_URL);
    const lines: Array<{ msg: string }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }) as unknown as FastifyBaseLogger;
    const opened: TestApp[] = [];
    try {
      const a = await createTestApp({ rateLimitMax: 6, rateLimitWindowSeconds: 60 }, { redis: r1, log });
      opened.push(a);
      const b = await createTestApp({ rateLimitMax: 6, rateLimitWindowSeconds: 60 }, { redis: r2 });
      opened.push(b);
      await until(
        async () => [r1.status, r2.status],
        (s) => s.every((x) => x === 'ready'),
        10_000,
      );
      const o = await a.owner();
      const get = (app: TestApp) => app.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers }).then((r) => r.statusCode);
      // one request through each (their credentials cached, the window known to both)
      expect([await get(a), await get(b)]).toEqual([200, 200]);
      // right after a's next count is sent, the event loop is busy for 800 ms (a long
      // synchronous task): Redis answers within a millisecond, but nothing reads it until then
      const add = r1.cwRateLimitAdd.bind(r1);
      let stalled = false;
      r1.cwRateLimitAdd = (...args: unknown[]) => {
        const answer = add(...args);
        if (!stalled) {
          stalled = true;
          setImmediate(() => {
            const end = Date.now() + 800;
            while (Date.now() < end);
          });
        }
        return answer;
      };
      expect(await get(a)).toBe(200);
      expect(stalled).toBe(true);
      const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => get(i % 2 ? a : b)));
      // with the client's own 500 ms timer, the answer was a timeout: a counted on its own
      // (logged) and, until its probe found Redis again, admitted past the shared quota
      expect(lines.filter((l) => /Redis is unavailable/.test(l.msg))).toEqual([]);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(' '),
      ).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    } finally {
      for (const app of opened) await app.close();
      r1.disconnect();
      r2.disconnect();
    }
  });
});
