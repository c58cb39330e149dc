import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_DEFINITIONS } from '../../../src/areas/index.js';
import { loadOpenApi } from '../../../src/http/openapi.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createHangingModelApp, createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { storyReply, type FakeLlm } from '../../support/fake-llm.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

// POST .../{id}/cancel for every job kind that runs in the background. `t` runs jobs with the
// offline provider (B-roll renders with ffmpeg at a low frame rate); `slow` asks a local model
// server that answers only when told to, so a job can be canceled while it really runs.
let t: TestApp;
let slow: TestApp;
let llm: FakeLlm;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;

beforeAll(async () => {
  t = await createTestApp({ brollFps: 5, brollScale: 0.25 });
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

const post = (app: TestApp, owner: TestOwner, url: string, payload?: object, prefer?: string) => app.app.inject({ method: 'POST', url, headers: { ...owner.headers, ...(prefer ? { prefer } : {}) }, ...(payload ? { payload } : {}) });
const get = (app: TestApp, owner: TestOwner, url: string) => app.app.inject({ method: 'GET', url, headers: owner.headers });

/**
 * Every kind owners see, from the job registry: its path prefix (its cancel operation's path
 * without `/{id}/cancel`), its kind and its sample input; a row left pending (never queued)
 * stands for a job not started yet. A new kind is covered without editing this file.
 */
const cancelPath = (operationId: string) => loadOpenApi().operations.find((o) => o.operationId === operationId)?.path;
const KINDS = JOB_DEFINITIONS.flatMap(({ name, resource }) => (resource ? [{ base: cancelPath(resource.cancelOperation)!.replace(/\/\{id\}\/cancel$/, ''), kind: name, input: resource.sample }] : []));

const STORY = {
  title: 'The cold email',
  content: 'I sent 200 cold emails in one week. Three people answered. One of them became our first investor. I learned that volume beats polish when nobody knows you.',
};

describe('cancel', () => {
  it('covers every kind with a resource, each at its own POST .../{id}/cancel path', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(7);
    for (const { resource } of JOB_DEFINITIONS.filter((d) => d.resource)) expect(cancelPath(resource!.cancelOperation)).toMatch(/^\/v1\/.+\/\{id\}\/cancel$/);
    expect(new Set(KINDS.map((k) => k.base)).size).toBe(KINDS.length);
  });

  it.each(KINDS)('$base/{id}/cancel: a pending job ends canceled; again is 409; another owner or an unknown id is 404', async ({ base, kind, input }) => {
    const row = await jobRepository(t.db).create(alice.ownerId, kind, input);
    expectError(await post(t, bob, `${base}/${row.id}/cancel`), 404, 'not_found');
    expectError(await post(t, alice, `${base}/${OTHER_ID}/cancel`), 404, 'not_found');
    const res = await post(t, alice, `${base}/${row.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'canceled' });
    expect(res.json().completedAt).toEqual(expect.any(String));
    expect((await get(t, alice, `${base}/${row.id}`)).json().status).toBe('canceled');
    const again = expectError(await post(t, alice, `${base}/${row.id}/cancel`), 409, 'conflict');
    expect(again.message).toMatch(/canceled/);
    // another kind's cancel does not reach it
    const other = KINDS.find((k) => k.kind !== kind)!;
    expectError(await post(t, alice, `${other.base}/${row.id}/cancel`), 404, 'not_found');
  });

  it('a post generation canceled while its model call runs stops: the call is abandoned, nothing is written, regenerate runs it again', async () => {
    llm.handle(() => ({ hang: true }));
    const owner = await slow.owner();
    const a = (await post(slow, owner, '/v1/anecdotes', STORY)).json();
    const job = (await post(slow, owner, '/v1/post-generation', { anecdoteId: a.id })).json();
    await until(async () => llm.requests.find((r) => r.user.includes('cold email') && !r.aborted), Boolean);
    const asked = llm.requests.filter((r) => r.user.includes('cold email'));
    expect((await get(slow, owner, `/v1/post-generation/${job.id}`)).json().status).toBe('running');

    expectError(await post(slow, bob, `/v1/post-generation/${job.id}/cancel`), 404, 'not_found');
    const res = await post(slow, owner, `/v1/post-generation/${job.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, status: 'canceled', currentStep: 'post_draft' });
    // the worker notices, abandons the model call, and writes nothing more
    await until(async () => asked.every((r) => r.aborted), Boolean);
    const after = (await get(slow, owner, `/v1/post-generation/${job.id}`)).json();
    expect(after).toMatchObject({ status: 'canceled', currentStep: 'post_draft' });
    expect(after.postId).toBeUndefined();
    expect(llm.requests.filter((r) => r.user.includes('cold email'))).toHaveLength(asked.length);

    // restarted by its existing restart operation
    llm.handle(storyReply);
    const again = await post(slow, owner, `/v1/post-generation/${job.id}/regenerate`, {}, 'wait=60');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed', postId: expect.any(String) });
    expectError(await post(slow, owner, `/v1/post-generation/${job.id}/cancel`), 409, 'conflict');
  });

  it('a script job canceled while running restarts on PATCH with its brief, even unchanged', async () => {
    llm.handle(() => ({ hang: true }));
    const owner = await slow.owner();
    const ids = [(await post(slow, owner, '/v1/anecdotes', STORY)).json().id];
    const job = (await post(slow, owner, '/v1/script-jobs', { title: 'Cold emails', brief: 'Keep it short.', selectedAnecdoteIds: ids })).json();
    await until(
      async () => (await get(slow, owner, `/v1/script-jobs/${job.id}`)).json().status,
      (s) => s === 'running',
    );
    expect((await post(slow, owner, `/v1/script-jobs/${job.id}/cancel`)).json().status).toBe('canceled');
    llm.handle(storyReply);
    const res = await slow.app.inject({ method: 'PATCH', url: `/v1/script-jobs/${job.id}`, headers: { ...owner.headers, prefer: 'wait=60' }, payload: { brief: 'Keep it short.' } });
    expect(res.statusCode).toBe(200);
    expect(['completed', 'failed']).toContain(res.json().status);
    expect(res.json().status).not.toBe('canceled');
  });

  it('a B-roll job canceled while rendering stops (no video), and re-render runs it again', { timeout: 180_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const job = (await post(t, alice, `/v1/broll/from-short/${short.id}`, { format: '1:1' })).json();
    expect(job).toMatchObject({ status: 'running', currentStep: 'scene_rendering' });
    const res = await post(t, alice, `/v1/broll/${job.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('canceled');
    // the render's run is superseded: it never writes its video, whatever step it had reached
    const row = await until(
      () => jobRepository(t.db).byId(job.id),
      (r) => r!.run === 2,
    );
    expect(row!.status).toBe('canceled');
    await new Promise((r) => setTimeout(r, 1500));
    const after = (await get(t, alice, `/v1/broll/${job.id}`)).json();
    expect(after.status).toBe('canceled');
    expect(after.videoUrl).toBeUndefined();
    expectError(await get(t, alice, `/v1/broll/${job.id}/video`), 404, 'not_found');

    const again = await post(t, alice, `/v1/broll/${job.id}/re-render`, undefined, 'wait=60');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'completed', videoUrl: expect.any(String) });
  });

  it('a completed job answers 409, and the job is left as it was', async () => {
    const a = (await post(t, alice, '/v1/anecdotes', STORY)).json();
    const done = (await post(t, alice, '/v1/post-generation', { anecdoteId: a.id }, 'wait=60')).json();
    expect(done.status).toBe('completed');
    const err = expectError(await post(t, alice, `/v1/post-generation/${done.id}/cancel`), 409, 'conflict');
    expect(err.message).toMatch(/completed/);
    expect((await get(t, alice, `/v1/post-generation/${done.id}`)).json()).toMatchObject({ status: 'completed', postId: done.postId });

    const article = (await post(t, alice, '/v1/blog/articles', { topic: 'Cold emails that get answers' }, 'wait=60')).json();
    expect(article.status).toBe('draft');
    expectError(await post(t, alice, `/v1/blog/articles/${article.id}/cancel`), 409, 'conflict');
  });
});
