import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import { preferredWait, preferWaitHook } from '../../src/http/prefer-wait.js';
import { loadOpenApi } from '../../src/http/openapi.js';
import { sql } from 'kysely';
import { jobRepository } from '../../src/jobs/repository.js';
import { JobWaits } from '../../src/jobs/wait.js';
import { createHangingModelApp, createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import type { FakeLlm } from '../support/fake-llm.js';
import { expectError, OTHER_ID } from '../support/http.js';
import { videoChain } from '../support/video.js';
import { until } from '../support/wait.js';

// `Prefer: wait` on the operations that start or restart a job. Jobs run with the offline
// provider in this app's workers; a second app whose model never answers shows the time limit.
let t: TestApp;
let slow: TestApp;
let llm: FakeLlm;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;

const STORY = {
  title: 'The late invoice',
  content: 'Our biggest client paid 90 days late. We nearly missed payroll. I called every customer that week and asked for deposits upfront. Cash flow taught me more than any course.',
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
  chain = videoChain(t);
  ({ app: slow, llm } = await createHangingModelApp());
});
afterAll(async () => {
  await slow?.close();
  await llm?.close();
  await t?.close();
});

const inject = (app: TestApp, owner: TestOwner, method: 'POST' | 'PATCH', url: string, payload?: object, prefer?: string) =>
  app.app.inject({ method, url, headers: { ...owner.headers, ...(prefer !== undefined ? { prefer } : {}) }, ...(payload ? { payload } : {}) });
const anecdote = async (app: TestApp, owner: TestOwner) => (await inject(app, owner, 'POST', '/v1/anecdotes', STORY)).json();

describe('Prefer: wait', () => {
  it('reads wait and wait=N among other preferences, capped at 60 s; anything else is no wait', () => {
    expect(preferredWait('wait=5')).toBe(5);
    expect(preferredWait('respond-async, wait=12')).toBe(12);
    expect(preferredWait('return=minimal; foo="bar", WAIT = "7"')).toBe(7);
    expect(preferredWait('wait')).toBe(60);
    expect(preferredWait('wait=600')).toBe(60);
    expect(preferredWait(['return=minimal', 'wait=3'])).toBe(3);
    expect(preferredWait('wait=soon')).toBeUndefined();
    expect(preferredWait('wait=-1')).toBeUndefined();
    expect(preferredWait('return=minimal')).toBeUndefined();
    expect(preferredWait(undefined)).toBeUndefined();
  });

  it('answers a post generation once it is completed, with Preference-Applied; without the header at once', async () => {
    const a = await anecdote(t, alice);
    const plain = await inject(t, alice, 'POST', '/v1/post-generation', { anecdoteId: a.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().status).toBe('pending');
    expect(plain.headers['preference-applied']).toBeUndefined();

    const waited = await inject(t, alice, 'POST', '/v1/post-generation', { anecdoteId: a.id }, 'wait=30');
    expect(waited.statusCode).toBe(201);
    expect(waited.headers['preference-applied']).toBe('wait=30');
    expect(waited.json()).toMatchObject({ status: 'completed', currentStep: 'done', progress: 1, postId: expect.any(String) });

    // the restart operation too, and `wait` alone is the maximum
    const again = await inject(t, alice, 'POST', `/v1/post-generation/${waited.json().id}/regenerate`, { reason: 'Shorter, and end with a question.' }, 'wait');
    expect(again.statusCode).toBe(200);
    expect(again.headers['preference-applied']).toBe('wait=60');
    expect(again.json()).toMatchObject({ id: waited.json().id, status: 'completed', reason: 'Shorter, and end with a question.' });

    // errors are not waited on, and another owner's id is a 404 as ever
    expectError(await inject(t, bob, 'POST', `/v1/post-generation/${waited.json().id}/regenerate`, {}, 'wait=5'), 404, 'not_found');
    expectError(await inject(t, alice, 'POST', `/v1/post-generation/${OTHER_ID}/regenerate`, {}, 'wait=5'), 404, 'not_found');
  });

  it('answers after N seconds with the job as it stands when it is not final by then', async () => {
    const owner = await slow.owner();
    const a = await anecdote(slow, owner);
    const res = await inject(slow, owner, 'POST', '/v1/post-generation', { anecdoteId: a.id }, 'wait=1');
    expect(res.statusCode).toBe(201);
    expect(res.headers['preference-applied']).toBe('wait=1');
    expect(['pending', 'running']).toContain(res.json().status);
    // the model is still being asked: the job goes on after the answer
    await until(
      async () => llm.requests.length,
      (n) => n > 0,
    );
  });

  it('waits for script jobs (create and PATCH), shorts, thumbnail renders and blog articles', { timeout: 120_000 }, async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await anecdote(t, alice)).id);
    const script = await inject(t, alice, 'POST', '/v1/script-jobs', { title: 'Cash flow lessons', selectedAnecdoteIds: ids }, 'wait=60');
    expect(script.statusCode).toBe(201);
    expect(script.headers['preference-applied']).toBe('wait=60');
    expect(script.json()).toMatchObject({ status: 'completed', script: expect.any(Object) });
    const scriptId = script.json().id;

    const rewritten = await inject(t, alice, 'PATCH', `/v1/script-jobs/${scriptId}`, { brief: 'Focus on the payroll week.' }, 'wait=60');
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.headers['preference-applied']).toBe('wait=60');
    expect(rewritten.json()).toMatchObject({ status: 'completed', brief: 'Focus on the payroll week.' });

    // a new title re-renders the cover in a thumbnail job of its own: the wait is for that render
    const before = await until(
      () => chain.json(alice, 'GET', `/v1/script-jobs/${scriptId}`),
      (j) => j.thumbnailStatus === 'completed',
    );
    const renamed = await inject(t, alice, 'PATCH', `/v1/script-jobs/${scriptId}`, { title: 'What payroll week taught me' }, 'wait=60');
    expect(renamed.headers['preference-applied']).toBe('wait=60');
    expect(renamed.json()).toMatchObject({ title: 'What payroll week taught me', thumbnailStatus: 'completed' });
    expect(renamed.json().thumbnails[0].version).toBe(before.thumbnails[0].version + 1);

    const short = await inject(t, alice, 'POST', '/v1/shorts', { sourceScriptJobId: scriptId }, 'wait=60');
    expect(short.statusCode).toBe(201);
    expect(short.json()).toMatchObject({ status: 'completed', short: expect.any(Object) });
    const shortId = short.json().id;
    await until(
      async () => (await chain.json(alice, 'GET', `/v1/shorts/${shortId}`)).thumbnailStatus,
      (s) => s === 'completed',
    );
    const thumb = await inject(t, alice, 'POST', `/v1/shorts/${shortId}/regenerate-thumbnail/1`, undefined, 'wait=60');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['preference-applied']).toBe('wait=60');
    expect(thumb.json().thumbnails[1]).toMatchObject({ status: 'completed', version: 2 });

    const article = await inject(t, alice, 'POST', '/v1/blog/articles', { topic: 'Deposits upfront for small agencies' }, 'wait=60');
    expect(article.statusCode).toBe(201);
    expect(article.headers['preference-applied']).toBe('wait=60');
    expect(article.json()).toMatchObject({ status: 'draft' });
    expect(article.json().markdown.length).toBeGreaterThan(100);
  });

  it('ignores a Prefer header without a wait preference, and refuses an overlong one (400)', async () => {
    const a = await anecdote(t, alice);
    const res = await inject(t, alice, 'POST', '/v1/post-generation', { anecdoteId: a.id }, 'return=minimal');
    expect(res.statusCode).toBe(201);
    expect(res.headers['preference-applied']).toBeUndefined();
    expect(res.json().status).toBe('pending');
    expectError(await inject(t, alice, 'POST', '/v1/post-generation', { anecdoteId: a.id }, `wait=1, ${'x'.repeat(300)}`), 400, 'validation_failed');
  });

  it('applies to the carousel run too (already answered once its pipeline ran)', async () => {
    const a = await anecdote(t, alice);
    const res = await inject(t, alice, 'POST', '/v1/carousel-generation/from-anecdote/run', { anecdoteId: a.id }, 'wait=20');
    expect(res.statusCode).toBe(201);
    expect(res.headers['preference-applied']).toBe('wait=20');
    expect(res.json()).toMatchObject({ status: 'completed', progress: 1, carouselId: expect.any(String) });
  });

  it('stops waiting when the client goes away, and answers the job as it stands', async () => {
    const a = await anecdote(t, alice);
    // a job never queued: it stays pending, so only the disconnect can end the 60 s wait
    const job = await jobRepository(t.db).create(alice.ownerId, POST_GENERATION_KIND, { anecdoteId: a.id });
    const raw = Object.assign(new EventEmitter(), { writableEnded: false });
    const headers: Record<string, string> = {};
    const reply = { statusCode: 201, raw, header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    const req = { headers: { prefer: 'wait=60' }, principal: { ownerId: alice.ownerId } } as unknown as FastifyRequest;
    const answer = preferWaitHook(t.services).call(t.app, req, reply, { id: job.id });
    await until(
      async () => raw.listenerCount('close'),
      (n) => n > 0,
    );
    raw.emit('close');
    expect(await answer).toMatchObject({ id: job.id, status: 'pending', anecdoteId: a.id });
    expect(headers['preference-applied']).toBe('wait=60');
    expect(raw.listenerCount('close')).toBe(0);
  });

  it('is declared on the operations that start or restart a job, and Idempotency-Key on every POST', () => {
    const spec = loadOpenApi();
    const declared = (name: string) => spec.operations.filter((op) => (spec.document.paths[op.path][op.method.toLowerCase()].parameters ?? []).some((p: { $ref?: string }) => p.$ref === `#/components/parameters/${name}`));
    // every POST but /mcp: one JSON-RPC message a request, whose tools that create take the key as an argument
    const posts = spec.operations.filter((o) => o.method === 'POST' && o.operationId !== 'postMcpMessage');
    expect(
      declared('IdempotencyKey')
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(posts.map((o) => o.operationId).sort());
    expect(
      declared('PreferWait')
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(
      [
        'createPostGeneration',
        'regeneratePostGeneration',
        'runCarouselGenerationFromAnecdote',
        'createScriptJob',
        'updateScriptJob',
        'createShort',
        'regenerateShortThumbnail',
        'createBrollFromShort',
        'rerenderBroll',
        'createBlogArticle',
        'createYoutubeSuggestionRun',
        'createScriptJobFromYoutubeSuggestion',
      ].sort(),
    );
  });

  describe('waits of one process', () => {
    /** `n` pending jobs of alice that no worker runs (never queued) */
    const pendingJobs = async (n: number) =>
      (await sql<{ id: string }>`INSERT INTO jobs (owner_id, kind, input) SELECT ${alice.ownerId}, ${POST_GENERATION_KIND}, '{}'::jsonb FROM generate_series(1, ${n}::int) RETURNING id`.execute(t.db)).rows.map((r) => r.id);
    const complete = (ids: string[]) => sql`UPDATE jobs SET status = 'completed' WHERE id = ANY(${ids}::uuid[])`.execute(t.db);
    /** the app's database handle, counting the queries the waits send */
    const counting = () => {
      const count = { queries: 0 };
      const db = t.db.withPlugin({ transformQuery: (a) => (count.queries++, a.node), transformResult: async (a) => a.result });
      return { db, count };
    };

    it("wake on the job's own notification: 300 waits cost a few queries, not one per wait every 250 ms", async () => {
      const ids = await pendingJobs(300);
      const { db, count } = counting();
      const waits = new JobWaits(db, t.services.events);
      const started = Date.now();
      const done = new Map<string, number>();
      const all = ids.map((id) => waits.wait(id, 30_000).then((row) => (done.set(id, Date.now()), row)));
      await new Promise((r) => setTimeout(r, 1500));
      expect(done.size).toBe(0);
      // the first reads go together (one query at a time, however many waits)
      expect(count.queries).toBeLessThanOrEqual(3);
      const first = Date.now();
      await complete([ids[0]!]);
      await until(
        async () => done.has(ids[0]!),
        (d) => d,
      );
      // well before the 5 s fallback poll: the notification woke it
      expect(done.get(ids[0]!)! - first).toBeLessThan(2000);
      expect(done.size).toBe(1);
      await complete(ids.slice(1));
      const rows = await Promise.all(all);
      expect(rows.every((r) => r?.status === 'completed')).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(count.queries).toBeLessThanOrEqual(12);
      expect(waits.size).toBe(0);
    });

    it('a deleted job ends its wait (undefined); without notifications the slow poll still sees a final job', async () => {
      const [gone, polled] = await pendingJobs(2);
      const notified = new JobWaits(t.db, t.services.events);
      const deleted = notified.wait(gone!, 30_000);
      await new Promise((r) => setTimeout(r, 200));
      await sql`DELETE FROM jobs WHERE id = ${gone!}`.execute(t.db);
      expect(await deleted).toBeUndefined();

      const { db, count } = counting();
      const unheard = new JobWaits(db, undefined, 300);
      const waited = unheard.wait(polled!, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      // a few polls of all its jobs at once, every 300 ms here
      expect(count.queries).toBeGreaterThanOrEqual(2);
      expect(count.queries).toBeLessThanOrEqual(6);
      await complete([polled!]);
      expect((await waited)?.status).toBe('completed');
    });
  });
});
