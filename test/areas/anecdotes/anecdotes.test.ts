import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anecdoteRepository } from '../../../src/areas/anecdotes/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t.close());

const create = (owner: TestOwner, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload });

describe('anecdotes', () => {
  it('creates, reads, edits and deletes an anecdote', async () => {
    const res = await create(alice, { title: 'First client', content: 'I almost quit the day before we signed.', tags: ['sales', 'grit'] });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ title: 'First client', mood: 'neutral', storyType: 'personal', tags: ['sales', 'grit'], isFavorite: false });

    const got = await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    expect(got.json()).toEqual(a);

    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${a.id}`, headers: alice.headers, payload: { mood: 'proud', tags: ['sales'] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: a.id, mood: 'proud', tags: ['sales'], title: 'First client' });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));

    const del = await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: alice.headers }), 404, 'not_found');
  });

  it('toggles the favorite flag and answers the anecdote', async () => {
    const a = (await create(alice, { title: 'Toggle', content: 'A story.' })).json();
    const on = await t.app.inject({ method: 'POST', url: `/v1/anecdotes/${a.id}/favorite`, headers: alice.headers });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: a.id, title: 'Toggle', isFavorite: true });
    const off = await t.app.inject({ method: 'POST', url: `/v1/anecdotes/${a.id}/favorite`, headers: { ...alice.headers, 'content-type': 'application/json' }, payload: '' });
    expect(off.json().isFavorite).toBe(false);
  });

  it('concurrent toggles never lose an update', async () => {
    const a = (await create(alice, { title: 'Race', content: 'A story.' })).json();
    await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: `/v1/anecdotes/${a.id}/favorite`, headers: alice.headers })));
    const got = await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    expect(got.json().isFavorite).toBe(false);
  });

  it('paginates newest first with total, page and totalPages', async () => {
    const owner = await t.owner();
    for (let i = 1; i <= 12; i++) await create(owner, { title: `Story ${i}`, content: `Body ${i}` });
    const p1 = (await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: owner.headers })).json();
    expect(p1).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    expect(p1.anecdotes).toHaveLength(10);
    expect(p1.anecdotes[0].title).toBe('Story 12');
    const p2 = (await t.app.inject({ method: 'GET', url: '/v1/anecdotes?page=2&limit=10', headers: owner.headers })).json();
    expect(p2.anecdotes.map((a: { title: string }) => a.title)).toEqual(['Story 2', 'Story 1']);
    const p9 = (await t.app.inject({ method: 'GET', url: '/v1/anecdotes?page=9&limit=5', headers: owner.headers })).json();
    expect(p9).toMatchObject({ anecdotes: [], total: 12, page: 9, totalPages: 3 });
  });

  it('filters by favorite, tag and text (wildcards taken literally)', async () => {
    const owner = await t.owner();
    const a = (await create(owner, { title: 'Pricing lesson', content: 'We raised prices by 100%.', tags: ['pricing'] })).json();
    await create(owner, { title: 'Hiring', content: 'Our first hire.', tags: ['team'] });
    await create(owner, { title: 'Other', content: 'Nothing here_at all.', tags: ['team', 'pricing'] });
    await t.app.inject({ method: 'POST', url: `/v1/anecdotes/${a.id}/favorite`, headers: owner.headers });
    const list = async (qs: string) => (await t.app.inject({ method: 'GET', url: `/v1/anecdotes?${qs}`, headers: owner.headers })).json();
    expect((await list('isFavorite=true')).anecdotes.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect((await list('isFavorite=false')).total).toBe(2);
    expect((await list('tag=pricing')).total).toBe(2);
    expect((await list('tag=team&isFavorite=true')).total).toBe(0);
    expect((await list('q=PRICING')).total).toBe(1);
    expect((await list('q=100%25')).total).toBe(1);
    expect((await list('q=e_a')).total).toBe(1);
    expect((await list('q=%25')).total).toBe(1);
  });

  it('refuses out-of-range pagination and bad filters with 400', async () => {
    for (const qs of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'limit=1.5', 'isFavorite=maybe', 'page=-1']) {
      const body = expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes?${qs}`, headers: alice.headers }), 400, 'validation_failed');
      expect(Array.isArray(body.message)).toBe(true);
    }
  });

  it('validates bodies: all problems at once, unknown fields refused, no coercion', async () => {
    const body = expectError(await create(alice, { title: '', content: 5, extra: true, tags: 'x' }), 400, 'validation_failed');
    const messages = (body.message as string[]).join('\n');
    expect(body.message.length).toBeGreaterThanOrEqual(4);
    expect(messages).toMatch(/title/);
    expect(messages).toMatch(/content/);
    expect(messages).toMatch(/extra/);
    expect(messages).toMatch(/tags/);
    expectError(await create(alice, { title: 'x' }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: alice.headers }), 400, 'validation_failed');
    expectError(await create(alice, { title: 'x'.repeat(201), content: 'y' }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${OTHER_ID}`, headers: alice.headers, payload: {} }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${OTHER_ID}`, headers: alice.headers, payload: { isFavorite: 'true' } }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes/not-a-uuid', headers: alice.headers }), 400, 'validation_failed');
  });

  it("another owner's anecdote answers 404 on every operation and is not changed", async () => {
    const a = (await create(alice, { title: 'Private', content: 'Mine.' })).json();
    const tries = [
      { method: 'GET' as const, url: `/v1/anecdotes/${a.id}` },
      { method: 'PATCH' as const, url: `/v1/anecdotes/${a.id}`, payload: { title: 'Stolen' } },
      { method: 'POST' as const, url: `/v1/anecdotes/${a.id}/favorite` },
      { method: 'DELETE' as const, url: `/v1/anecdotes/${a.id}` },
    ];
    for (const req of tries) {
      const res = await t.app.inject({ ...req, headers: bob.headers });
      const body = expectError(res, 404, 'not_found');
      const unknown = await t.app.inject({ ...req, url: req.url.replace(a.id, OTHER_ID), headers: bob.headers });
      expect(unknown.json().message).toBe((body.message as string).replace(a.id, OTHER_ID));
    }
    const list = (await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: bob.headers })).json();
    expect(list.anecdotes.find((x: { id: string }) => x.id === a.id)).toBeUndefined();
    const still = await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    expect(still.json()).toMatchObject({ title: 'Private', isFavorite: false });
  });

  it('iterate() reads every anecdote exactly once, oldest first, across batches', async () => {
    const owner = await t.owner();
    const created: string[] = [];
    for (let i = 1; i <= 7; i++) created.push((await create(owner, { title: `Batch ${i}`, content: 'x' })).json().id);
    const seen: string[] = [];
    for await (const row of anecdoteRepository(t.db).iterate(owner.ownerId, 2)) seen.push(row.id);
    expect(seen).toEqual(created);
    const first = await anecdoteRepository(t.db).iterate(owner.ownerId, 3).next();
    expect(first.value).not.toHaveProperty('cursor');
  });
});
