import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t.close());

const DEMO = 'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.';
const PRICE = 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.';

async function anecdote(owner: TestOwner, title: string, content: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: { title, content, tags: ['founders'] } });
  return res.json().id;
}

const post = (owner: TestOwner, payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/script-jobs', headers: owner.headers, payload: payload as object });
const get = (owner: TestOwner, id: string) => t.app.inject({ method: 'GET', url: `/v1/script-jobs/${id}`, headers: owner.headers });
const patch = (owner: TestOwner, id: string, payload: unknown) => t.app.inject({ method: 'PATCH', url: `/v1/script-jobs/${id}`, headers: owner.headers, payload: payload as object });
const settled = (owner: TestOwner, id: string, pred: (job: any) => boolean = (j) => ['completed', 'failed'].includes(j.status) && j.thumbnailStatus !== 'running' && j.thumbnailStatus !== 'pending') => until(async () => (await get(owner, id)).json(), pred);

describe('script jobs', () => {
  it('writes a long-form script from the selected anecdotes, in their order, with a cover thumbnail', async () => {
    const a = await anecdote(alice, 'The demo crash', DEMO);
    const b = await anecdote(alice, 'The price hike', PRICE);
    const res = await post(alice, { title: 'Three failures that built our company', brief: 'Ten minutes, candid tone, for founders.', selectedAnecdoteIds: [b, a] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'pending', title: 'Three failures that built our company', selectedAnecdoteIds: [b, a], thumbnailStatus: 'pending', totalTokensUsed: 0 });
    expect(created.script).toBeUndefined();

    const done = await settled(alice, created.id);
    expect(done.status).toBe('completed');
    const { script } = done;
    expect(script.outline).toEqual(['Hook', 'The price hike', 'The demo crash', 'The lesson', 'Call to action']);
    expect(script.sections.map((s: { heading: string }) => s.heading)).toEqual(script.outline);
    for (const s of script.sections) {
      expect(s.spokenText.length).toBeGreaterThan(20);
      expect(Array.isArray(s.onScreenNotes)).toBe(true);
      expect(s.estimatedSeconds).toBeGreaterThan(0);
    }
    // told from the anecdotes' own words: the most striking sentence opens, its story goes on
    // from there; the brief's audience is spoken to
    expect(script.sections[0].spokenText).toMatch(/^We raised prices by 40% in one afternoon\. /);
    expect(script.sections[0].spokenText).not.toMatch(/Today: |what they taught me/);
    expect(script.sections[0].spokenText).toContain('If you are one of the founders, this one is for you.');
    // the lesson sentence is said once, by the lesson part, not at the end of its story too
    expect(script.sections[1].spokenText).toBe('Half our customers complained. None of them left.');
    expect(script.sections[3].spokenText).toContain('That taught me our value was higher than our fear.');
    expect(script.sections[2].spokenText).toContain('We had rehearsed for 3 weeks.');
    expect(script.sections[2].onScreenNotes).toContain('On screen: 3 weeks');
    expect(script.sections[4].spokenText).toMatch(/^Founders, /);
    expect(script.estimatedDurationSeconds).toBe(script.sections.reduce((n: number, s: { estimatedSeconds: number }) => n + s.estimatedSeconds, 0));
    expect(done.qualityScore).toBeGreaterThan(0);
    expect(['low', 'medium', 'high']).toContain(done.riskLevel);
    expect(done.totalTokensUsed).toBeGreaterThan(0);
    // the brief asks for ten minutes; two short anecdotes make about one
    expect(done.warnings.join(' ')).toMatch(/well under the 10 min the brief asks for/);
    expect(done.currentStep).toBe('thumbnail');
    expect(done.startedAt && done.completedAt).toBeTruthy();

    expect(done.thumbnailStatus).toBe('completed');
    expect(done.thumbnails).toEqual([expect.objectContaining({ index: 0, url: `/v1/script-jobs/${done.id}/thumbnails/0`, status: 'completed', version: 1 })]);
    const img = await t.app.inject({ method: 'GET', url: done.thumbnails[0].url, headers: alice.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1280, height: 720 });
    expectError(await t.app.inject({ method: 'GET', url: `/v1/script-jobs/${done.id}/thumbnails/1`, headers: alice.headers }), 404, 'not_found');
  });

  it('lists the owner’s script jobs newest first, paginated', async () => {
    const owner = await t.owner();
    const a = await anecdote(owner, 'One', DEMO);
    for (let i = 1; i <= 3; i++) expect((await post(owner, { title: `Video ${i}`, selectedAnecdoteIds: [a] })).statusCode).toBe(201);
    const page = (await t.app.inject({ method: 'GET', url: '/v1/script-jobs?limit=2', headers: owner.headers })).json();
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(page.scriptJobs.map((j: { title: string }) => j.title)).toEqual(['Video 3', 'Video 2']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/script-jobs', headers: bob.headers })).json().scriptJobs.some((j: { title: string }) => j.title.startsWith('Video'))).toBe(false);
  });

  it('refuses bad bodies with 400 and unknown or foreign anecdotes with 404 naming them', async () => {
    const a = await anecdote(alice, 'Mine', DEMO);
    const foreign = await anecdote(bob, 'Bob’s', PRICE);
    for (const body of [
      {},
      { title: 'x' },
      { title: '', selectedAnecdoteIds: [a] },
      { title: 'x', selectedAnecdoteIds: [] },
      { title: 'x', selectedAnecdoteIds: ['not-a-uuid'] },
      { title: 'x', selectedAnecdoteIds: [a, a] },
      { title: 'x', selectedAnecdoteIds: a },
      { title: 'x', selectedAnecdoteIds: [a], extra: 1 },
      { title: 'x'.repeat(201), selectedAnecdoteIds: [a] },
    ]) {
      const err = expectError(await post(alice, body), 400, 'validation_failed');
      expect(Array.isArray(err.message)).toBe(true);
    }
    expect(expectError(await post(alice, { title: 'x', selectedAnecdoteIds: [a, foreign] }), 404, 'not_found').message).toBe(`Anecdote ${foreign} was not found`);
    const both = expectError(await post(alice, { title: 'x', selectedAnecdoteIds: [OTHER_ID, foreign] }), 404, 'not_found').message;
    expect(both).toContain(OTHER_ID);
    expect(both).toContain(foreign);
  });

  it('a title change keeps the script and re-renders only the cover', async () => {
    const a = await anecdote(alice, 'The demo crash', DEMO);
    const job = await settled(alice, (await post(alice, { title: 'Old title', selectedAnecdoteIds: [a] })).json().id);
    const cover1 = (await t.app.inject({ method: 'GET', url: job.thumbnails[0].url, headers: alice.headers })).rawPayload;

    const res = await patch(alice, job.id, { title: 'New title' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, title: 'New title', status: 'completed', script: job.script, completedAt: job.completedAt });
    const after = await settled(alice, job.id, (j) => j.thumbnails[0].version === 2 && j.thumbnails[0].status === 'completed');
    expect(after).toMatchObject({ status: 'completed', script: job.script, thumbnailStatus: 'completed', completedAt: job.completedAt });
    const cover2 = (await t.app.inject({ method: 'GET', url: after.thumbnails[0].url, headers: alice.headers })).rawPayload;
    expect(cover2.equals(cover1)).toBe(false);

    // the same values again change nothing
    const same = await patch(alice, job.id, { title: 'New title' });
    expect(same.json().thumbnails[0]).toMatchObject({ version: 2, status: 'completed' });
  });

  it('a new brief or anecdote selection makes a finished job write its script again', async () => {
    const a = await anecdote(alice, 'The demo crash', DEMO);
    const b = await anecdote(alice, 'The price hike', PRICE);
    const job = await settled(alice, (await post(alice, { title: 'Lessons', selectedAnecdoteIds: [a] })).json().id);
    expect(job.script.outline).toEqual(['Hook', 'The demo crash', 'The lesson', 'Call to action']);

    const res = await patch(alice, job.id, { selectedAnecdoteIds: [a, b], brief: 'For product managers.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', selectedAnecdoteIds: [a, b], brief: 'For product managers.', title: 'Lessons' });
    const again = await settled(alice, job.id, (j) => j.status === 'completed' && j.script.outline.length === 5 && j.thumbnailStatus === 'completed');
    expect(again.script.outline).toEqual(['Hook', 'The demo crash', 'The price hike', 'The lesson', 'Call to action']);
    expect(again.script.sections[4].spokenText).toMatch(/^Product managers, /);
    expect(Date.parse(again.completedAt)).toBeGreaterThan(Date.parse(job.completedAt));
    expect(again.thumbnails[0].version).toBe(2);
  });

  it('PATCH refuses bad input with 400, foreign anecdotes with 404, and changes nothing then', async () => {
    const a = await anecdote(alice, 'The demo crash', DEMO);
    const foreign = await anecdote(bob, 'Bob’s', PRICE);
    const job = await settled(alice, (await post(alice, { title: 'Keep me', selectedAnecdoteIds: [a] })).json().id);
    for (const body of [{}, { title: '' }, { selectedAnecdoteIds: [] }, { selectedAnecdoteIds: ['nope'] }, { brief: 5 }, { status: 'completed' }]) {
      expectError(await patch(alice, job.id, body), 400, 'validation_failed');
    }
    expect(expectError(await patch(alice, job.id, { selectedAnecdoteIds: [foreign] }), 404, 'not_found').message).toBe(`Anecdote ${foreign} was not found`);
    expectError(await patch(alice, job.id, { selectedAnecdoteIds: [OTHER_ID], title: 'Changed' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'PATCH', url: '/v1/script-jobs/not-a-uuid', headers: alice.headers, payload: { title: 'x' } }), 400, 'validation_failed');
    const still = (await get(alice, job.id)).json();
    expect(still).toMatchObject({ title: 'Keep me', selectedAnecdoteIds: [a], status: 'completed', script: job.script });
  });

  it("another owner's script job answers 404 on every operation and is not changed", async () => {
    const a = await anecdote(alice, 'Private', DEMO);
    const job = await settled(alice, (await post(alice, { title: 'Private video', selectedAnecdoteIds: [a] })).json().id);
    const bobsAnecdote = await anecdote(bob, 'Bob’s', PRICE);
    const tries = [
      { method: 'GET' as const, url: `/v1/script-jobs/${job.id}` },
      { method: 'PATCH' as const, url: `/v1/script-jobs/${job.id}`, payload: { title: 'Stolen' } },
      { method: 'PATCH' as const, url: `/v1/script-jobs/${job.id}`, payload: { selectedAnecdoteIds: [bobsAnecdote] } },
      { method: 'GET' as const, url: `/v1/script-jobs/${job.id}/thumbnails/0` },
    ];
    for (const req of tries) {
      const body = expectError(await t.app.inject({ ...req, headers: bob.headers }), 404, 'not_found');
      const unknown = await t.app.inject({ ...req, url: req.url.replace(job.id, OTHER_ID), headers: bob.headers });
      expect(unknown.json().message).toBe((body.message as string).replace(job.id, OTHER_ID));
    }
    // Bob cannot use Alice's anecdote either
    expectError(await post(bob, { title: 'x', selectedAnecdoteIds: [a] }), 404, 'not_found');
    expect((await get(alice, job.id)).json()).toMatchObject({ title: 'Private video', selectedAnecdoteIds: [a], script: job.script });
  });

  it('a job whose anecdotes were all deleted ends failed with a warning saying so', async () => {
    const a = await anecdote(alice, 'Soon gone', DEMO);
    await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a}`, headers: alice.headers });
    // created directly: the API refuses unknown anecdotes, but they can vanish after the job starts
    const { jobRepository } = await import('../../../src/jobs/repository.js');
    const row = await jobRepository(t.db).create(alice.ownerId, 'script', { title: 'Orphan', selectedAnecdoteIds: [a] });
    await t.services.jobs.enqueue('script', { jobId: row.id, run: row.run });
    const failed = await settled(alice, row.id, (j) => j.status === 'failed');
    expect(failed.warnings).toContain(`anecdote ${a} no longer exists and was left out`);
    expect(failed.warnings.join(' ')).toMatch(/none of the selected anecdotes exists any more/);
  });
});
