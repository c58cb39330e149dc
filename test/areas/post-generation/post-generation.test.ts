import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRepository } from '../../../src/areas/posts/repository.js';
import { themeRepository } from '../../../src/areas/themes/repository.js';
import { composePost, finishPost } from '../../../src/generation/tasks/post.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

const STORY = {
  title: 'First client',
  content:
    "I almost quit the day before we signed our first client. I'm not proud of it, but I was exhausted after six months without a single yes. " +
    "My co-founder called me at 11pm and told me I had one more shot. We rewrote the whole proposal around the client's real problem instead of our features. " +
    'The next morning, the client signed. It was not the biggest deal we would ever do, but it changed how we sold forever. ' +
    'I learned that the hardest moment usually comes right before the breakthrough. 🎉',
  tags: ['sales', 'grit'],
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t.close());

const anecdote = async (owner: TestOwner, body: Record<string, unknown> = STORY) => (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: body })).json();
const start = (owner: TestOwner, payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/post-generation', headers: owner.headers, payload: payload as object });
const get = (owner: TestOwner, id: string) => t.app.inject({ method: 'GET', url: `/v1/post-generation/${id}`, headers: owner.headers });
const regenerate = (owner: TestOwner, id: string, payload?: unknown) => t.app.inject({ method: 'POST', url: `/v1/post-generation/${id}/regenerate`, headers: owner.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const settled = (owner: TestOwner, id: string, run?: (job: any) => boolean) =>
  until(
    async () => (await get(owner, id)).json(),
    (j) => ['completed', 'failed'].includes(j.status) && (run ? run(j) : true),
  );

describe('post generation', () => {
  it('writes a post from the anecdote through post_draft and scoring, then sets postId', async () => {
    const a = await anecdote(alice);
    const res = await start(alice, { anecdoteId: a.id });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ anecdoteId: a.id, status: 'pending', currentStep: 'queued', progress: 0, warnings: [], totalTokensUsed: 0 });
    expect(job.postId).toBeUndefined();

    const done = await settled(alice, job.id);
    expect(done).toMatchObject({ id: job.id, status: 'completed', currentStep: 'done', progress: 1, riskLevel: expect.stringMatching(/^(low|medium|high)$/) });
    expect(done.qualityScore).toBeGreaterThan(0); // the rubric takes points off for the story's own sentences copied word for word
    expect(done.qualityScore).toBeLessThanOrEqual(100);
    expect(done.totalTokensUsed).toBeGreaterThan(100);
    expect(Date.parse(done.completedAt)).toBeGreaterThanOrEqual(Date.parse(done.startedAt));

    const post = await postRepository(t.db).get(alice.ownerId, done.postId);
    expect(post).toMatchObject({ generationJobId: job.id });
    // real writing from the story's own material: its hook, its sentences, its lesson, its tags
    expect(post!.content.split('\n')[0]).toContain('I almost quit the day before we signed our first client.');
    expect(post!.content).toContain('The next morning, the client signed.');
    expect(post!.content).toContain('the hardest moment usually comes right before the breakthrough');
    expect(post!.content).toMatch(/#Sales #Grit/);
    expect(post!.content).not.toMatch(/lorem|placeholder|\{\{|undefined/i);
  });

  it("writes in the given theme, else in the owner's default theme", async () => {
    const owner = await t.owner();
    const a = await anecdote(owner);
    const themes = themeRepository(t.db);
    const you = await themes.create(owner.ownerId, { name: 'Coach', config: { tone: 'professional', pacing: 'fast', pointOfView: 'second-person' } });
    const res = await start(owner, { anecdoteId: a.id, themeId: you.id });
    expect(res.json().themeId).toBe(you.id);
    const post = await postRepository(t.db).get(owner.ownerId, (await settled(owner, res.json().id)).postId);
    // formal: no contractions, no emoji; the story keeps its first person, and the job says why
    const job = await settled(owner, res.json().id);
    expect(post!.content).toMatch(/^I almost quit the day before we signed our first client\./);
    expect(post!.content).not.toMatch(/'m\b|🎉|\byou were\b/i);
    expect(job.warnings).toContainEqual(expect.stringMatching(/second person.*first person/));

    const casual = await themes.create(owner.ownerId, { name: 'Chatty', config: { tone: 'casual', pacing: 'slow', pointOfView: 'third person' } });
    await themes.setDefault(owner.ownerId, casual.id, true);
    const byDefault = await start(owner, { anecdoteId: a.id });
    expect(byDefault.json().themeId).toBe(casual.id);
    const other = await postRepository(t.db).get(owner.ownerId, (await settled(owner, byDefault.json().id)).postId);
    expect(other!.content).toMatch(/^I almost quit/);
    expect(other!.content).not.toMatch(/\bThey're not proud/);
  });

  it('regenerates with a reason: the next draft follows it, the post keeps the previous draft in its history', async () => {
    const a = await anecdote(alice);
    const first = await settled(alice, (await start(alice, { anecdoteId: a.id })).json().id);
    const before = (await postRepository(t.db).get(alice.ownerId, first.postId))!.content;

    const reason = 'Make it shorter and end with a question to the reader.';
    const res = await regenerate(alice, first.id, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, status: 'pending', currentStep: 'queued', progress: 0, reason, postId: first.postId, anecdoteId: a.id });

    const second = await settled(alice, first.id, (j) => j.reason === reason);
    expect(second).toMatchObject({ status: 'completed', postId: first.postId, progress: 1 });
    expect(second.totalTokensUsed).toBeGreaterThan(first.totalTokensUsed);
    const after = (await postRepository(t.db).get(alice.ownerId, first.postId))!.content;
    expect(after.length).toBeLessThan(before.length);
    expect(
      after
        .trim()
        .split('\n')
        .filter((l) => l.trim() && !l.trim().startsWith('#'))
        .pop()!
        .trim()
        .endsWith('?'),
    ).toBe(true);
    const history = await postRepository(t.db).history(alice.ownerId, first.postId);
    expect(history).toHaveLength(1);
    expect(history![0]).toMatchObject({ content: before, reason });

    const third = 'No emojis and no hashtags please, and add a call to action.';
    await regenerate(alice, first.id, { reason: third });
    await settled(alice, first.id, (j) => j.reason === third);
    const latest = (await postRepository(t.db).get(alice.ownerId, first.postId))!.content;
    expect(latest).not.toMatch(/#|\p{Extended_Pictographic}/u);
    // the call to action is the last line; the title is said once (by the sign-off, or by the call to action itself)
    expect(latest.trim().split('\n').pop()).toMatch(/(share it with someone|pass it on to someone)/i);
    expect(latest.split('First client').length - 1).toBeLessThanOrEqual(1);
    expect(await postRepository(t.db).history(alice.ownerId, first.postId)).toHaveLength(2);
  });

  it('regenerates without a body, an empty body or a null-free empty object; reasons of other wordings apply too', async () => {
    const a = await anecdote(alice);
    const job = await settled(alice, (await start(alice, { anecdoteId: a.id })).json().id);
    for (const payload of [undefined, {}]) {
      const res = await regenerate(alice, job.id, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().reason).toBeUndefined();
    }
    const longer = 'Could you make it longer and more formal?';
    await regenerate(alice, job.id, { reason: longer });
    const done = await settled(alice, job.id, (j) => j.reason === longer);
    const post = (await postRepository(t.db).get(alice.ownerId, done.postId))!.content;
    expect(post).toContain('I am not proud of it');
    expect(post).not.toMatch(/🎉|!/);
  });

  it("two quick regenerations leave one post whose content is the last run's draft", async () => {
    const a = await anecdote(alice);
    const job = await settled(alice, (await start(alice, { anecdoteId: a.id })).json().id);
    const r1 = 'Please make it more casual than before.';
    const r2 = 'Make it shorter, with no hashtags at all.';
    const [x, y] = await Promise.all([regenerate(alice, job.id, { reason: r1 }), regenerate(alice, job.id, { reason: r2 })]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const lastReason = (await get(alice, job.id)).json().reason;
    const done = await settled(alice, job.id, (j) => j.status === 'completed' && j.reason === lastReason);
    const rows = await t.db.selectFrom('posts').selectAll().where('generationJobId', '=', job.id).execute();
    expect(rows).toHaveLength(1);
    const input = { anecdote: { ...STORY, mood: 'neutral', storyType: 'personal' }, reason: lastReason, variant: 2 };
    expect(rows[0]!.content).toBe(finishPost(composePost(input), input));
    expect(done.postId).toBe(rows[0]!.id);
  });

  it("lists the owner's jobs newest first, paginated", async () => {
    const owner = await t.owner();
    const a = await anecdote(owner);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await start(owner, { anecdoteId: a.id })).json().id);
    const p1 = (await t.app.inject({ method: 'GET', url: '/v1/post-generation?limit=2', headers: owner.headers })).json();
    expect(p1).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(p1.postGenerations.map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    const p2 = (await t.app.inject({ method: 'GET', url: '/v1/post-generation?limit=2&page=2', headers: owner.headers })).json();
    expect(p2.postGenerations.map((j: { id: string }) => j.id)).toEqual([ids[0]]);
    for (const id of ids) await settled(owner, id);
  });

  it('refuses bad input with 400 validation_failed and stores nothing', async () => {
    const owner = await t.owner();
    const a = await anecdote(owner);
    const bad = [{}, { anecdoteId: 'not-a-uuid' }, { anecdoteId: 42 }, { anecdoteId: a.id, themeId: 'nope' }, { anecdoteId: a.id, extra: true }, { anecdoteId: null }];
    for (const payload of bad) {
      const body = expectError(await start(owner, payload), 400, 'validation_failed');
      expect(Array.isArray(body.message)).toBe(true);
    }
    expectError(await t.app.inject({ method: 'POST', url: '/v1/post-generation', headers: { ...owner.headers, 'content-type': 'application/json' }, payload: '{"anecdoteId":' }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'POST', url: '/v1/post-generation', headers: owner.headers }), 400, 'validation_failed');
    expect((await t.app.inject({ method: 'GET', url: '/v1/post-generation', headers: owner.headers })).json().total).toBe(0);

    const job = await settled(owner, (await start(owner, { anecdoteId: a.id })).json().id);
    for (const payload of [{ reason: 'too short' }, { reason: '             ' }, { reason: 12345678901 }, { reason: 'long enough reason', extra: 1 }, { reason: 'x'.repeat(2001) }]) {
      expectError(await regenerate(owner, job.id, payload), 400, 'validation_failed');
    }
    expectError(await regenerate(owner, 'not-a-uuid', {}), 400, 'validation_failed');
    expectError(await get(owner, 'not-a-uuid'), 400, 'validation_failed');
    // nothing was reset by the refused requests
    expect((await get(owner, job.id)).json()).toMatchObject({ status: 'completed', postId: job.postId, updatedAt: job.updatedAt });
  });

  it("answers 404 for unknown ids, and for another owner's anecdote, theme or job, also inside a body", async () => {
    const a = await anecdote(alice);
    const theme = await themeRepository(t.db).create(alice.ownerId, { name: 'Mine', config: { tone: 'formal' } });
    const job = await settled(alice, (await start(alice, { anecdoteId: a.id })).json().id);
    const mine = await anecdote(bob);

    const viaBody = expectError(await start(bob, { anecdoteId: a.id }), 404, 'not_found');
    expect(viaBody.message).toBe((expectError(await start(bob, { anecdoteId: OTHER_ID }), 404, 'not_found').message as string).replace(OTHER_ID, a.id));
    const themeBody = expectError(await start(bob, { anecdoteId: mine.id, themeId: theme.id }), 404, 'not_found');
    expect(themeBody.message).toMatch(/Theme/);

    for (const call of [() => get(bob, job.id), () => regenerate(bob, job.id, {}), () => regenerate(bob, job.id, { reason: 'Make it much shorter please.' })]) {
      const body = expectError(await call(), 404, 'not_found');
      expect(body.message).toBe(`Post generation job ${job.id} was not found`);
    }
    expectError(await get(bob, OTHER_ID), 404, 'not_found');
    const list = (await t.app.inject({ method: 'GET', url: '/v1/post-generation', headers: bob.headers })).json();
    expect(list.postGenerations.find((j: { id: string }) => j.id === job.id)).toBeUndefined();
    // alice's job was not reset by bob
    expect((await get(alice, job.id)).json()).toMatchObject({ status: 'completed', updatedAt: job.updatedAt });
  });

  it('a job whose anecdote was deleted cannot be regenerated (409), and a pending one fails with a warning', async () => {
    const a = await anecdote(alice);
    const job = await settled(alice, (await start(alice, { anecdoteId: a.id })).json().id);
    await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    expectError(await regenerate(alice, job.id, { reason: 'Make it shorter and punchier.' }), 409, 'conflict');
    expect((await get(alice, job.id)).json()).toMatchObject({ status: 'completed', postId: job.postId });

    const b = await anecdote(alice);
    const started = (await start(alice, { anecdoteId: b.id })).json();
    await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${b.id}`, headers: alice.headers });
    const ended = await settled(alice, started.id);
    if (ended.status === 'failed') expect(ended.warnings.join(' ')).toMatch(/no longer exists/);
    else expect(ended.postId).toBeDefined(); // the worker was faster than the delete
  });
});
