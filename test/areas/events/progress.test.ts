import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';

/** Progress on every job kind, `*.started` / throttled `*.progress` events, and the webhook test event. */
let t: TestApp;
let o: TestOwner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ siteFetchAllowPrivate: true });
  o = await t.owner();
  receiver = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const json = { 'content-type': 'application/json' };
const inject = (owner: TestOwner, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...owner.headers, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const eventsOf = async (owner: TestOwner, resourceId: string) => (await inject(owner, 'GET', `/v1/events?resourceId=${resourceId}&limit=100`)).json().events.reverse();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('progress', () => {
  it('a job reports progress from 0 to 1 with its step, and its run is told as started then completed', async () => {
    const owner = await t.owner();
    const anecdote = (await inject(owner, 'POST', '/v1/anecdotes', { title: 'Demo day', content: 'We shipped the night before. It worked.' }, json)).json();
    const queued = await inject(owner, 'POST', '/v1/post-generation', { anecdoteId: anecdote.id }, json);
    expect(queued.json().progress).toBe(0);
    expect(queued.json().currentStep).toBe('queued');
    let job = (await inject(owner, 'GET', `/v1/post-generation/${queued.json().id}`)).json();
    for (let i = 0; i < 100 && job.status !== 'completed'; i++) {
      await sleep(100);
      job = (await inject(owner, 'GET', `/v1/post-generation/${queued.json().id}`)).json();
    }
    expect(job).toMatchObject({ status: 'completed', progress: 1 });
    const types = (await eventsOf(owner, job.id)).map((e: { type: string }) => e.type);
    expect(types[0]).toBe('post_generation.started');
    expect(types.at(-1)).toBe('post_generation.completed');
    expect(types.filter((x: string) => x !== 'post_generation.progress')).toEqual(['post_generation.started', 'post_generation.completed']);
  });

  it('every job kind carries progress and currentStep', async () => {
    const res = await inject(o, 'GET', '/v1/script-jobs');
    for (const j of res.json().scriptJobs) expect(typeof j.progress).toBe('number');
    const repo = jobRepository(t.db);
    const job = await repo.create(o.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
    const read = (await inject(o, 'GET', `/v1/post-generation/${job.id}`)).json();
    expect(read).toMatchObject({ progress: 0, currentStep: 'queued' });
  });

  it('progress events are throttled to one per second per job, with the job as it stood', async () => {
    const repo = jobRepository(t.db);
    const job = await repo.create(o.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
    await repo.write(job.id, job.run, { status: 'running' });
    await repo.write(job.id, job.run, { currentStep: 'post_draft', progress: 0.1 });
    await repo.write(job.id, job.run, { progress: 0.2 });
    await repo.write(job.id, job.run, { currentStep: 'scoring', progress: 0.8 });
    let events = await eventsOf(o, job.id);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['post_generation.started', 'post_generation.progress']);
    expect(events[1].data.object).toMatchObject({ status: 'running', currentStep: 'post_draft', progress: 0.1 });
    await sleep(1100);
    await repo.write(job.id, job.run, { progress: 0.9 });
    await repo.write(job.id, job.run, { status: 'completed', progress: 1 });
    events = await eventsOf(o, job.id);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['post_generation.started', 'post_generation.progress', 'post_generation.progress', 'post_generation.completed']);
    expect(events[2].data.object.progress).toBe(0.9);
  });

  it('webhooks get started and progress only when an endpoint names them, never through *', async () => {
    const owner = await t.owner();
    const all = (await inject(owner, 'POST', '/v1/webhook-endpoints', { url: receiver.url, events: ['*'] }, json)).json();
    const named = (await inject(owner, 'POST', '/v1/webhook-endpoints', { url: receiver.url, events: ['post_generation.started', 'post_generation.progress'] }, json)).json();
    const repo = jobRepository(t.db);
    const job = await repo.create(owner.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
    await repo.write(job.id, job.run, { status: 'running' });
    await repo.write(job.id, job.run, { progress: 0.5 });
    await repo.write(job.id, job.run, { status: 'completed', progress: 1 });
    const typesFor = async (endpointId: string) =>
      (
        await t.db
          .selectFrom('webhookDeliveries')
          .innerJoin('events', 'events.id', 'webhookDeliveries.eventId')
          .select('events.type')
          .where('webhookDeliveries.endpointId', '=', endpointId)
          .where('events.resourceId', '=', job.id)
          .orderBy('events.seq')
          .execute()
      ).map((r) => r.type);
    expect(await typesFor(all.id)).toEqual(['post_generation.completed']);
    expect(await typesFor(named.id)).toEqual(['post_generation.started', 'post_generation.progress']);
  });
});

describe('POST /v1/webhook-endpoints/{id}/test', () => {
  it('sends one signed test event whatever the endpoint subscribes to, and answers the attempt', async () => {
    const endpoint = (await inject(o, 'POST', '/v1/webhook-endpoints', { url: receiver.url, events: ['broll.completed'] }, json)).json();
    const before = receiver.received.length;
    const res = await inject(o, 'POST', `/v1/webhook-endpoints/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ succeeded: true, attempt: { attempt: 1, statusCode: 200 } });
    const hook = receiver.received.slice(before).find((r) => r.headers['webhook-id'] === result.eventId)!;
    expect(hook).toBeDefined();
    const verified = new Webhook(endpoint.secret).verify(hook.body, hook.headers as Record<string, string>) as { type: string; id: string; data: { object: { id: string } } };
    expect(verified).toMatchObject({ id: result.eventId, type: 'webhook_endpoint.test', data: { object: { id: endpoint.id } } });
    expect((verified.data.object as Record<string, unknown>).secret).toBeUndefined();
    // not an event, not a delivery
    expect((await eventsOf(o, endpoint.id)).length).toBe(0);
    expect((await inject(o, 'GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`)).json().deliveries).toHaveLength(0);
  });

  it('reports a refusal by the receiver, and 404 for another owner', async () => {
    // its own owner and receiver: a delivery still in flight for an earlier test's endpoint
    // must not take the queued 500
    const owner = await t.owner();
    const own = await startReceiver();
    try {
      const endpoint = (await inject(owner, 'POST', '/v1/webhook-endpoints', { url: own.url }, json)).json();
      own.answers.push(500);
      const result = (await inject(owner, 'POST', `/v1/webhook-endpoints/${endpoint.id}/test`)).json();
      expect(result).toMatchObject({ succeeded: false, attempt: { statusCode: 500, error: 'the endpoint answered HTTP 500' } });
      const other = await t.owner();
      expectError(await inject(other, 'POST', `/v1/webhook-endpoints/${endpoint.id}/test`), 404, 'not_found');
    } finally {
      await own.close();
    }
  });
});
