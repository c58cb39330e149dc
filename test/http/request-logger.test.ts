import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { createTestApp } from '../support/app.js';

// request.log is made lazily (src/http/request-logger.ts): what it writes must be what a pino
// child with the request id would have written
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level }, { write: (s: string) => lines.push(JSON.parse(s)) }) as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('request logging', () => {
  /** An app whose request logger writes at `level` into `lines`; `get` sends GET `url` as a fresh owner with the request id `id`. */
  async function withLoggedApp(level: string, fn: (lines: Record<string, unknown>[], get: (url: string, id: string) => Promise<number>) => Promise<void>, overrides: Partial<Config> = {}) {
    const { log, lines } = capture(level);
    const app = await createTestApp(overrides, { log, logger: undefined });
    try {
      const owner = await app.owner();
      await fn(lines, async (url, id) => (await app.app.inject({ url, headers: { ...owner.headers, 'x-request-id': id } })).statusCode);
    } finally {
      await app.close();
    }
  }
  const linesOf = (lines: Record<string, unknown>[], id: string) => lines.filter((l) => l.reqId === id);

  it('carries the request id on the lines a request writes, with request logging on', () =>
    withLoggedApp(
      'info',
      async (lines, get) => {
        expect(await get('/v1/anecdotes?limit=0', 'req-log-1')).toBe(400);
        const mine = linesOf(lines, 'req-log-1');
        expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request refused', 'request completed']);
        expect(mine[1]).toMatchObject({ level: 30, code: expect.any(String) });
        expect(mine[2]).toMatchObject({ res: { statusCode: 400 } });
      },
      { logRequests: true },
    ));

  it('writes nothing for a request that logs nothing, with request logging off', () =>
    withLoggedApp('info', async (lines, get) => {
      expect(await get('/v1/anecdotes', 'req-log-2')).toBe(200);
      expect(linesOf(lines, 'req-log-2')).toEqual([]);
      expect(await get('/v1/anecdotes?limit=0', 'req-log-3')).toBe(400);
      expect(linesOf(lines, 'req-log-3').map((l) => l.msg)).toEqual(['request refused']);
    }));

  it('a refused request is logged without its input at info (which refusal only); the detail at debug', async () => {
    const secret = 'sk_live_do_not_log_me';
    const send = (app: Awaited<ReturnType<typeof createTestApp>>, owner: { headers: Record<string, string> }, id: string) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/anecdotes',
        headers: { ...owner.headers, 'content-type': 'application/json', 'x-request-id': id },
        payload: JSON.stringify({ title: secret, content: 7, [secret]: secret }),
      });
    for (const level of ['info', 'debug']) {
      const { log, lines } = capture(level);
      const app = await createTestApp({}, { log, logger: undefined });
      try {
        const owner = await app.owner();
        expect((await send(app, owner, `req-log-5-${level}`)).statusCode).toBe(400);
        const mine = linesOf(lines, `req-log-5-${level}`);
        const info = mine.filter((l) => (l.level as number) >= 30);
        expect(info).toEqual([expect.objectContaining({ msg: 'request refused', statusCode: 400, code: 'FST_ERR_VALIDATION' })]);
        expect(info[0]).not.toHaveProperty('message');
        expect(JSON.stringify(info)).not.toContain(secret);
        expect(mine.filter((l) => l.level === 20).map((l) => l.msg)).toEqual(level === 'debug' ? ['request refused: detail'] : []);
      } finally {
        await app.close();
      }
    }
  });

  it('leaves out the levels the logger leaves out', () =>
    withLoggedApp('warn', async (lines, get) => {
      expect(await get('/v1/anecdotes?limit=0', 'req-log-4')).toBe(400);
      expect(linesOf(lines, 'req-log-4')).toEqual([]);
    }));
});
