import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { scratchDatabase } from '../../support/database.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';
import { until } from '../../support/wait.js';

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // a database of its own: only this app's workers relay its deliveries (with its settings)
  scratch = await scratchDatabase('webhooks');
  t = await createTestApp({ databaseUrl: scratch.url, siteFetchAllowPrivate: true, webhookRetryBaseMs: 40 });
  alice = await t.owner();
  bob = await t.owner();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await scratch?.drop();
});

const inject = (owner: TestOwner, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => t.app.inject({ method, url, headers: owner.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const createEndpoint = async (owner: TestOwner, body: Record<string, unknown> = {}) => {
  const res = await inject(owner, 'POST', '/v1/webhook-endpoints', { url: receiver.url, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const deliveriesOf = async (owner: TestOwner, endpointId: string) => (await inject(owner, 'GET', `/v1/webhook-endpoints/${endpointId}/deliveries?limit=100`)).json().deliveries;
/** A post-generation job row of `owner`, moved to `status` the way a worker run does. */
async function transition(owner: TestOwner, status: 'completed' | 'failed') {
  const repo = jobRepository(t.db);
  const job = await repo.create(owner.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
  await repo.write(job.id, job.run, { status: 'running' });
  await repo.write(job.id, job.run, { status, progress: 1 });
  return job.id;
}
const receivedFor = (resourceId: string) => receiver.received.filter((r) => JSON.parse(r.body).data.object.id === resourceId);

describe('webhook endpoints', () => {
  it('creates an endpoint with its secret shown once, lists, reads, edits and deletes it', async () => {
    const created = await createEndpoint(alice, { description: 'ops', events: ['post_generation.completed'] });
    expect(created).toMatchObject({ url: receiver.url, description: 'ops', events: ['post_generation.completed'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const read = (await inject(alice, 'GET', `/v1/webhook-endpoints/${created.id}`)).json();
    expect(read.secret).toBeUndefined();
    expect(read).toMatchObject({ id: created.id, events: ['post_generation.completed'] });
    const list = (await inject(alice, 'GET', '/v1/webhook-endpoints')).json();
    expect(list.webhookEndpoints.map((e: any) => e.id)).toContain(created.id);
    expect(list.webhookEndpoints.every((e: any) => e.secret === undefined)).toBe(true);
    const patched = await inject(alice, 'PATCH', `/v1/webhook-endpoints/${created.id}`, { events: ['*'], enabled: false, description: null });
    expect(patched.json()).toMatchObject({ events: ['*'], enabled: false });
    expect(patched.json().description).toBeUndefined();
    expect((await inject(alice, 'DELETE', `/v1/webhook-endpoints/${created.id}`)).statusCode).toBe(204);
    expectError(await inject(alice, 'GET', `/v1/webhook-endpoints/${created.id}`), 404, 'not_found');
  });

  it("answers 404 for another owner's endpoints and events", async () => {
    const mine = await createEndpoint(alice, { enabled: false });
    const jobId = await transition(alice, 'failed');
    const event = (await inject(alice, 'GET', `/v1/events?resourceId=${jobId}`)).json().events[0];
    expect(event.type).toBe('post_generation.failed');
    for (const [method, url, body] of [
      ['GET', `/v1/webhook-endpoints/${mine.id}`],
      ['PATCH', `/v1/webhook-endpoints/${mine.id}`, { enabled: true }],
      ['DELETE', `/v1/webhook-endpoints/${mine.id}`],
      ['POST', `/v1/webhook-endpoints/${mine.id}/rotate-secret`],
      ['GET', `/v1/webhook-endpoints/${mine.id}/deliveries`],
      ['GET', `/v1/events/${event.id}`],
      ['POST', `/v1/events/${event.id}/redeliver`],
      ['GET', `/v1/webhook-endpoints/${OTHER_ID}`],
      ['GET', `/v1/events/${OTHER_ID}`],
    ] as const) {
      expectError(await inject(bob, method, url, body), 404, 'not_found');
    }
    expect((await inject(bob, 'GET', `/v1/events?resourceId=${jobId}`)).json().total).toBe(0);
    // redelivering to another owner's endpoint is a 404 too
    const bobs = await createEndpoint(bob);
    expectError(await inject(alice, 'POST', `/v1/events/${event.id}/redeliver`, { endpointId: bobs.id }), 404, 'not_found');
    await inject(bob, 'DELETE', `/v1/webhook-endpoints/${bobs.id}`);
  });

  it('holds at most 16 endpoints per owner (409 past that)', async () => {
    const carol = await t.owner();
    for (let i = 0; i < 16; i++) await createEndpoint(carol, { enabled: false });
    expectError(await inject(carol, 'POST', '/v1/webhook-endpoints', { url: receiver.url }), 409, 'conflict');
    expect((await inject(carol, 'GET', '/v1/webhook-endpoints?limit=100')).json().total).toBe(16);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      {},
      { url: 'not a url' },
      { url: 'ftp://example.org/hook' },
      { url: 'https://user:pw@example.org/hook' },
      { url: 'https://example.org/hook', events: ['no.such.type'] },
      { url: 'https://example.org/hook', events: [] },
      { url: 'https://example.org/hook', extra: 1 },
    ]) {
      expectError(await inject(alice, 'POST', '/v1/webhook-endpoints', body), 400, 'validation_failed');
    }
    const e = await createEndpoint(alice, { enabled: false });
    expectError(await inject(alice, 'PATCH', `/v1/webhook-endpoints/${e.id}`, {}), 400, 'validation_failed');
    expectError(await inject(alice, 'GET', '/v1/events?type=nope'), 400, 'validation_failed');
    expectError(await inject(alice, 'GET', '/v1/events?resourceId=nope'), 400, 'validation_failed');
    expectError(await inject(alice, 'GET', '/v1/webhook-endpoints/nope'), 400, 'validation_failed');
  });
});

describe('deliveries', () => {
  it('delivers a real job completion signed per Standard Webhooks, with the job exactly as GET shows it', async () => {
    const endpoint = await createEndpoint(alice, { events: ['post_generation.completed'] });
    const anecdote = (await inject(alice, 'POST', '/v1/anecdotes', { title: 'First client', content: 'I almost quit the day before we signed our first client. The next morning, the client signed. I learned a lot.' })).json();
    const job = (await inject(alice, 'POST', '/v1/post-generation', { anecdoteId: anecdote.id })).json();
    const got = await until(
      async () => receivedFor(job.id),
      (r) => r.length > 0,
    );
    const hook = got[0]!;
    const verified = new Webhook(endpoint.secret).verify(hook.body, hook.headers as Record<string, string>) as any;
    expect(verified.type).toBe('post_generation.completed');
    expect(hook.headers['webhook-id']).toBe(verified.id);
    const now = (await inject(alice, 'GET', `/v1/post-generation/${job.id}`)).json();
    expect(verified.data.object).toEqual(now);
    expect((await inject(alice, 'GET', `/v1/events/${verified.id}`)).json()).toEqual(verified);
    // a tampered body or another secret does not verify
    expect(() => new Webhook(endpoint.secret).verify(hook.body.replace('completed', 'failed'), hook.headers as Record<string, string>)).toThrow();
    const delivery = (
      await until(
        () => deliveriesOf(alice, endpoint.id),
        (d: any[]) => d[0]?.status === 'succeeded',
      )
    )[0];
    expect(delivery).toMatchObject({ eventId: verified.id, eventType: 'post_generation.completed', attemptCount: 1, attempts: [{ attempt: 1, statusCode: 200 }] });
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('retries after a 500 with backoff, recording every attempt, until the receiver accepts', async () => {
    const endpoint = await createEndpoint(alice);
    receiver.answers.push(500, 503);
    const jobId = await transition(alice, 'completed');
    const [delivery] = await until(
      () => deliveriesOf(alice, endpoint.id),
      (d: any[]) => d[0]?.status === 'succeeded',
    );
    expect(delivery.attempts.map((a: any) => a.statusCode)).toEqual([500, 503, 200]);
    expect(delivery.attempts[0].error).toMatch(/HTTP 500/);
    for (const a of delivery.attempts) expect(a.durationMs).toBeGreaterThanOrEqual(0);
    const seen = receivedFor(jobId);
    expect(seen.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(seen.map((r) => r.headers['webhook-id'])).size).toBe(1);
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('disables the endpoint when the receiver answers 410 Gone', async () => {
    const endpoint = await createEndpoint(alice);
    receiver.answers.push(410);
    const jobId = await transition(alice, 'failed');
    const [delivery] = await until(
      () => deliveriesOf(alice, endpoint.id),
      (d: any[]) => d[0]?.status === 'failed',
    );
    expect(delivery.attempts).toHaveLength(1);
    const after = (await inject(alice, 'GET', `/v1/webhook-endpoints/${endpoint.id}`)).json();
    expect(after).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/410/) });
    // nothing more is sent to it
    await transition(alice, 'completed');
    expect(await deliveriesOf(alice, endpoint.id)).toHaveLength(1);
    expect(receivedFor(jobId)).toHaveLength(1);
    // redelivery to a disabled endpoint is a conflict; enabled again, it works
    const [event] = (await inject(alice, 'GET', `/v1/events?resourceId=${jobId}`)).json().events;
    expectError(await inject(alice, 'POST', `/v1/events/${event.id}/redeliver`, { endpointId: endpoint.id }), 409, 'conflict');
    expect((await inject(alice, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { enabled: true })).json().disabledReason).toBeUndefined();
    const again = await inject(alice, 'POST', `/v1/events/${event.id}/redeliver`, { endpointId: endpoint.id });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().deliveries).toMatchObject([{ eventId: event.id, endpointId: endpoint.id, status: 'pending' }]);
    await until(
      async () => receivedFor(jobId),
      (r) => r.length === 2,
    );
    expect(receivedFor(jobId).map((r) => r.headers['webhook-id'])).toEqual([event.id, event.id]);
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('signs with both secrets during the overlap after a rotation', async () => {
    const endpoint = await createEndpoint(alice);
    const rotated = (await inject(alice, 'POST', `/v1/webhook-endpoints/${endpoint.id}/rotate-secret`)).json();
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const jobId = await transition(alice, 'completed');
    const [hook] = await until(
      async () => receivedFor(jobId),
      (r) => r.length > 0,
    );
    expect(String(hook!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret]) expect(() => new Webhook(secret).verify(hook!.body, hook!.headers as Record<string, string>)).not.toThrow();
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('sends only the subscribed types', async () => {
    const endpoint = await createEndpoint(alice, { events: ['post_generation.failed'] });
    const done = await transition(alice, 'completed');
    const failed = await transition(alice, 'failed');
    await until(
      async () => receivedFor(failed),
      (r) => r.length === 1,
    );
    const deliveries = await deliveriesOf(alice, endpoint.id);
    expect(deliveries.map((d: any) => d.eventType)).toEqual(['post_generation.failed']);
    expect(receivedFor(done).every((r) => JSON.parse(r.body).type !== 'post_generation.failed')).toBe(true);
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });
});

describe('outbox', () => {
  it('a transition rolled back records no event and sends nothing; a committed one both', async () => {
    const endpoint = await createEndpoint(alice);
    const repo = jobRepository(t.db);
    const job = await repo.create(alice.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await jobRepository(trx).write(job.id, job.run, { status: 'completed' });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect((await inject(alice, 'GET', `/v1/events?resourceId=${job.id}`)).json().total).toBe(0);
    expect(await deliveriesOf(alice, endpoint.id)).toHaveLength(0);
    await repo.write(job.id, job.run, { status: 'completed' });
    expect((await inject(alice, 'GET', `/v1/events?resourceId=${job.id}`)).json().total).toBe(1);
    await until(
      async () => receivedFor(job.id),
      (r) => r.length === 1,
    );
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });

  it('an attempt that died with its process (lease run out) is sent again by the sweep', async () => {
    const endpoint = await createEndpoint(alice, { enabled: false });
    const jobId = await transition(alice, 'completed');
    const [event] = (await inject(alice, 'GET', `/v1/events?resourceId=${jobId}`)).json().events;
    await inject(alice, 'PATCH', `/v1/webhook-endpoints/${endpoint.id}`, { enabled: true });
    // as a crashed worker leaves it: queued, leased, the lease over, no attempt recorded
    await t.db
      .insertInto('webhookDeliveries')
      .values({ ownerId: alice.ownerId, endpointId: endpoint.id, eventId: event.id, queued: true, leaseUntil: new Date(Date.now() - 1000) })
      .execute();
    await until(
      async () => receivedFor(jobId),
      (r) => r.length === 1,
      30_000,
    );
    const [delivery] = await until(
      () => deliveriesOf(alice, endpoint.id),
      (d: any[]) => d[0]?.status === 'succeeded',
    );
    expect(delivery.attempts).toHaveLength(1);
    await inject(alice, 'DELETE', `/v1/webhook-endpoints/${endpoint.id}`);
  });
});

describe('events', () => {
  it('lists events newest first, filtered by type and resource', async () => {
    const a = await transition(alice, 'completed');
    const b = await transition(alice, 'failed');
    const all = (await inject(alice, 'GET', '/v1/events?limit=100')).json();
    const seqs = all.events.map((e: any) => e.sequence);
    expect([...seqs].sort((x: number, y: number) => y - x)).toEqual(seqs);
    const failed = (await inject(alice, 'GET', '/v1/events?type=post_generation.failed&limit=100')).json();
    expect(failed.events.every((e: any) => e.type === 'post_generation.failed')).toBe(true);
    expect(failed.events.map((e: any) => e.data.object.id)).toContain(b);
    const ofA = (await inject(alice, 'GET', `/v1/events?resourceId=${a}`)).json();
    // the run's start (post_generation.started) is an event too
    expect(ofA).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(ofA.events[0]).toMatchObject({ type: 'post_generation.completed', data: { object: { id: a, status: 'completed' } } });
    expect(ofA.events[1]).toMatchObject({ type: 'post_generation.started', data: { object: { id: a, status: 'running' } } });
    // restarting and failing again is a new event; a step write is none
    const repo = jobRepository(t.db);
    const restarted = (await repo.restart(alice.ownerId, POST_GENERATION_KIND, a))!;
    await repo.write(a, restarted.run, { status: 'running', currentStep: 'post_draft' });
    await repo.write(a, restarted.run, { status: 'failed' });
    const again = (await inject(alice, 'GET', `/v1/events?resourceId=${a}`)).json();
    expect(again.events.map((e: any) => e.type)).toEqual(['post_generation.failed', 'post_generation.started', 'post_generation.completed', 'post_generation.started']);
  });
});
