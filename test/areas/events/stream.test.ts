import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { OTHER_ID } from '../../support/http.js';
import { openSse } from '../../support/sse.js';
import { until } from '../../support/wait.js';

let a: TestApp;
let b: TestApp;
let baseB: string;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  // two apps with their own LISTEN connections and queues, as two processes would have
  a = await createTestApp();
  b = await createTestApp({ eventsKeepaliveSeconds: 1 });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await a.owner();
  bob = await a.owner();
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

/** A transition written by app A (a worker process there): the event reaches B's streams through Postgres. */
async function complete(owner: TestOwner) {
  const repo = jobRepository(a.db);
  const job = await repo.create(owner.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
  await repo.write(job.id, job.run, { status: 'completed' });
  return job.id;
}
const stream = (owner: TestOwner, extra: Record<string, string> = {}, query = '') => openSse(`${baseB}/v1/events/stream${query}`, { ...owner.headers, ...extra });

describe('GET /v1/events/stream', () => {
  it("streams the owner's events from another process as they happen, with id lines and keep-alives", async () => {
    const s = stream(alice);
    await s.ready;
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    const ids = [await complete(alice), await complete(bob), await complete(alice)];
    await until(
      async () => s.messages.length,
      (n) => n >= 2,
    );
    await until(
      async () => s.comments.filter((c) => c === 'keep-alive').length,
      (n) => n >= 1,
    );
    expect(s.messages.map((m) => JSON.parse(m.data).data.object.id)).toEqual([ids[0], ids[2]]);
    for (const m of s.messages) {
      const event = JSON.parse(m.data);
      expect(m.id).toBe(String(event.sequence));
      expect(m.event).toBe(event.type);
      expect((await a.app.inject({ method: 'GET', url: `/v1/events/${event.id}`, headers: alice.headers })).json()).toEqual(event);
    }
    s.close();
  });

  it('resumes after Last-Event-ID without gaps or duplicates (header or query)', async () => {
    const first = stream(alice);
    await first.ready;
    const before = [await complete(alice), await complete(alice)];
    await until(
      async () => first.messages.length,
      (n) => n === 2,
    );
    const last = first.messages.at(-1)!.id!;
    first.close();
    const missed = [];
    for (let i = 0; i < 5; i++) missed.push(await complete(alice));
    const second = stream(alice, { 'last-event-id': last });
    await second.ready;
    const live = await complete(alice);
    await until(
      async () => second.messages.length,
      (n) => n >= 6,
    );
    await new Promise((r) => setTimeout(r, 300));
    const seen = second.messages.map((m) => JSON.parse(m.data).data.object.id);
    expect(seen).toEqual([...missed, live]);
    const seqs = second.messages.map((m) => Number(m.id));
    expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
    expect(seqs[0]).toBeGreaterThan(Number(last));
    second.close();
    const third = stream(alice, {}, `?lastEventId=${first.messages[0]!.id}`);
    await third.ready;
    await until(
      async () => third.messages.length,
      (n) => n >= 7,
    );
    expect(third.messages.map((m) => JSON.parse(m.data).data.object.id)).toEqual([before[1], ...missed, live]);
    third.close();
  });

  it('refuses a bad Last-Event-ID and a missing key', async () => {
    const bad = stream(alice, { 'last-event-id': 'abc' });
    await bad.ready;
    expect(bad.status).toBe(400);
    bad.close();
    const anonymous = openSse(`${baseB}/v1/events/stream`, {});
    await anonymous.ready;
    expect(anonymous.status).toBe(401);
    anonymous.close();
  });

  it('ends open streams when the server closes, without hanging', async () => {
    const c = await createTestApp();
    const base = await c.app.listen({ port: 0, host: '127.0.0.1' });
    const s = openSse(`${base}/v1/events/stream`, alice.headers);
    await s.ready;
    expect(s.status).toBe(200);
    await c.close();
    await until(
      async () => s.ended,
      (e) => e,
    );
  });
});
