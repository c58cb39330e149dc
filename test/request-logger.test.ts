import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

// request.log is made lazily (src/http/request-logger.ts): what it writes must be what a pino
// child with the request id would have written
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level }, { write: (s: string) => lines.push(JSON.parse(s)) }) as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('request logging', () => {
  let info: ReturnType<typeof capture>;
  let t: TestApp;
  beforeAll(async () => {
    info = capture('info');
    t = await createTestApp({ logRequests: true }, { log: info.log, logger: undefined });
  });
  afterAll(() => t.close());

  it('carries the request id on the lines a request writes, with request logging on', async () => {
    const owner = await t.owner();
    const res = await t.app.inject({ url: '/v1/anecdotes?limit=0', headers: { ...owner.headers, 'x-request-id': 'req-log-1' } });
    expect(res.statusCode).toBe(400);
    const mine = info.lines.filter((l) => l.reqId === 'req-log-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request refused', 'request completed']);
    expect(mine[1]).toMatchObject({ level: 30, code: expect.any(String) });
    expect(mine[2]).toMatchObject({ res: { statusCode: 400 } });
  });

  it('writes nothing for a request that logs nothing, with request logging off', async () => {
    const quiet = capture('info');
    const app = await createTestApp({}, { log: quiet.log, logger: undefined });
    try {
      const owner = await app.owner();
      const ok = await app.app.inject({ url: '/v1/anecdotes', headers: { ...owner.headers, 'x-request-id': 'req-log-2' } });
      expect(ok.statusCode).toBe(200);
      expect(quiet.lines.filter((l) => l.reqId === 'req-log-2')).toEqual([]);
      const refused = await app.app.inject({ url: '/v1/anecdotes?limit=0', headers: { ...owner.headers, 'x-request-id': 'req-log-3' } });
      expect(refused.statusCode).toBe(400);
      expect(quiet.lines.filter((l) => l.reqId === 'req-log-3').map((l) => l.msg)).toEqual(['request refused']);
    } finally {
      await app.close();
    }
  });

  it('leaves out the levels the logger leaves out', async () => {
    const warn = capture('warn');
    const app = await createTestApp({}, { log: warn.log, logger: undefined });
    try {
      const owner = await app.owner();
      const refused = await app.app.inject({ url: '/v1/anecdotes?limit=0', headers: { ...owner.headers, 'x-request-id': 'req-log-4' } });
      expect(refused.statusCode).toBe(400);
      expect(warn.lines.filter((l) => l.reqId === 'req-log-4')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
