import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { eventStreamStats, STREAM_BUFFER_BYTES } from '../../../src/areas/events/stream.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { seedEvents } from '../../support/events.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { openSse } from '../../support/sse.js';
import { until } from '../../support/wait.js';

// What one owner's event streams may cost the others, over real HTTP: a bound on open streams,
// replays sent only as fast as the client reads them, stalled clients cut off (and resuming).
const LIMIT = 4;
const EVENTS = 2500;
const EVENT_BYTES = 8000;

let t: TestApp;
let base: string;
let heavy: TestOwner;
let control: TestOwner;
let heavySeqs: string[];

beforeAll(async () => {
  t = await createTestApp({ eventsStreamsPerOwner: LIMIT, eventsStreamStallMs: 2000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  heavy = await t.owner();
  control = await t.owner();
  // about 20 MB of replay: more than the socket buffers of both sides hold
  await seedEvents(t.db, heavy.ownerId, EVENTS, EVENT_BYTES);
  heavySeqs = (await sql<{ s: string }>`SELECT seq::text AS s FROM events WHERE owner_id = ${heavy.ownerId} ORDER BY events.seq`.execute(t.db)).rows.map((r) => r.s);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A stream that is never read: the response arrives, then its socket is paused for good (until `read`). */
function unread(owner: TestOwner, lastEventId = '0') {
  let body = '';
  let ended = false;
  let response: http.IncomingMessage | undefined;
  const req = http.get(`${base}/v1/events/stream`, { headers: { ...owner.headers, 'last-event-id': lastEventId } });
  req.on('error', () => (ended = true));
  const ready = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      res.pause();
      resolve(res.statusCode ?? 0);
    });
  });
  return {
    ready,
    /** reads from now on (what the kernel kept, then what the server still sends) */
    read: () => response?.resume(),
    get body() {
      return body;
    },
    get ended() {
      return ended;
    },
    close: () => req.destroy(),
  };
}

/** the `id:` of every complete message of an SSE body */
const idsOf = (body: string) =>
  body
    .split('\n\n')
    .slice(0, -1)
    .flatMap((block) =>
      block
        .split('\n')
        .filter((l) => l.startsWith('id: '))
        .map((l) => l.slice(4)),
    );

async function latencies(owner: TestOwner, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/v1/anecdotes?limit=10`, { headers: owner.headers });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

describe('GET /v1/events/stream: bounds per owner', () => {
  it('answers 429 in the error shape past EVENTS_STREAMS_PER_OWNER; other owners are not counted; a closed stream frees its place', async () => {
    const streams = Array.from({ length: LIMIT }, () => openSse(`${base}/v1/events/stream`, heavy.headers));
    await Promise.all(streams.map((s) => s.ready));
    expect(streams.map((s) => s.status)).toEqual(Array(LIMIT).fill(200));

    const refused = await fetch(`${base}/v1/events/stream`, { headers: heavy.headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('x-ratelimit-limit')).toBeTruthy();
    const body = await refused.json();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limit_exceeded', retryAfter: 10, details: { limit: LIMIT }, requestId: expect.any(String) });
    expect(body.message).toMatch(/At most 4 event streams/);
    expect(refused.headers.get('x-request-id')).toBe(body.requestId);

    // another owner has places of its own, and still sees only its own events (another owner's event is a 404)
    const other = openSse(`${base}/v1/events/stream`, control.headers);
    await other.ready;
    expect(other.status).toBe(200);
    const heavyEvent = (await t.app.inject({ method: 'GET', url: '/v1/events?limit=1', headers: heavy.headers })).json().events[0];
    expectError(await t.app.inject({ method: 'GET', url: `/v1/events/${heavyEvent.id}`, headers: control.headers }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/events/${OTHER_ID}`, headers: control.headers }), 404, 'not_found');
    other.close();

    streams[0]!.close();
    await until(
      async () => streamsOf(heavy).open,
      (n) => n < LIMIT,
    );
    const again = await until(
      async () => {
        const s = openSse(`${base}/v1/events/stream`, heavy.headers);
        await s.ready;
        if (s.status !== 200) s.close();
        return s;
      },
      (s) => s.status === 200,
    );
    again.close();
    for (const s of streams) s.close();
    await until(
      async () => streamsOf(heavy).open,
      (n) => n === 0,
    );
  });

  it('gives back the place of a client that went away at any moment, even before its stream was set up', async () => {
    const owner = await t.owner();
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 3 * LIMIT }, (_, i) => {
          const req = http.get(`${base}/v1/events/stream`, { headers: owner.headers });
          req.on('error', () => undefined);
          return new Promise<void>((resolve) => {
            req.on('close', () => resolve());
            // gone after sending the request, at different moments of its handling
            setTimeout(() => req.destroy(), i % 4);
          });
        }),
      );
    }
    // the server may still be handling the last of them: let it finish before counting
    await new Promise((r) => setTimeout(r, 500));
    await until(
      async () => streamsOf(owner),
      (s) => s.open === 0 && s.places === 0,
    );
    const streams = Array.from({ length: LIMIT }, () => openSse(`${base}/v1/events/stream`, owner.headers));
    await Promise.all(streams.map((s) => s.ready));
    expect(streams.map((s) => s.status)).toEqual(Array(LIMIT).fill(200));
    for (const s of streams) s.close();
  });

  it('sends a replay only as fast as the client reads it, cuts off a client that reads nothing, and the client resumes without gaps', { timeout: 60_000 }, async () => {
    const s = unread(heavy);
    expect(await s.ready).toBe(200);
    // while unread, the server holds a bounded number of unsent bytes, not the 20 MB replay
    await new Promise((r) => setTimeout(r, 1000));
    const held = streamsOf(heavy);
    expect(held.open).toBe(1);
    expect(held.bufferedBytes).toBeLessThanOrEqual(2 * STREAM_BUFFER_BYTES + 2 * EVENT_BYTES + 64 * 1024);
    // nothing taken for EVENTS_STREAM_STALL_SECONDS (2 s here): closed by the server
    await until(
      async () => streamsOf(heavy).open,
      (n) => n === 0,
      10_000,
    );
    s.read();
    await until(
      async () => s.ended,
      (e) => e,
    );
    const first = idsOf(s.body);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(EVENTS);
    expect(first).toEqual(heavySeqs.slice(0, first.length));

    // the client resumes after the last id it got, reading this time: the rest, in order, once
    const resumed = openSse(`${base}/v1/events/stream`, { ...heavy.headers, 'last-event-id': first.at(-1)! });
    await resumed.ready;
    await until(
      async () => resumed.messages.length,
      (n) => n >= EVENTS - first.length,
      30_000,
    );
    expect([...first, ...resumed.messages.map((m) => m.id!)]).toEqual(heavySeqs);
    resumed.close();
    await until(
      async () => streamsOf(heavy).open,
      (n) => n === 0,
    );
  });

  it("leaves another owner's requests and live events alone while one owner's streams sit unread", { timeout: 60_000 }, async () => {
    const baseline = await latencies(control, 30);
    const streams = Array.from({ length: LIMIT }, () => unread(heavy));
    expect(await Promise.all(streams.map((s) => s.ready))).toEqual(Array(LIMIT).fill(200));
    await new Promise((r) => setTimeout(r, 500));
    const live = openSse(`${base}/v1/events/stream`, control.headers);
    await live.ready;
    const loaded = await latencies(control, 30);
    const repo = jobRepository(t.db);
    const job = await repo.create(control.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
    await repo.write(job.id, job.run, { status: 'completed' });
    await until(
      async () => live.messages.length,
      (n) => n === 1,
      5000,
    );
    expect(JSON.parse(live.messages[0]!.data).data.object.id).toBe(job.id);
    // the unread streams hold little, and the control owner's slowest requests stay in the range they had alone
    expect(streamsOf(heavy).bufferedBytes).toBeLessThanOrEqual(LIMIT * (2 * STREAM_BUFFER_BYTES + 2 * EVENT_BYTES + 64 * 1024));
    const p90 = (v: number[]) => v[Math.floor(v.length * 0.9)]!;
    expect(p90(loaded)).toBeLessThan(Math.max(10 * p90(baseline), 250));
    live.close();
    for (const s of streams) s.close();
    await until(
      async () => streamsOf(heavy).open,
      (n) => n === 0,
    );
  });
});

const streamsOf = (owner: TestOwner) => eventStreamStats(t.services, owner.ownerId);
