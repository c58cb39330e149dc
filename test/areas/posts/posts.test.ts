import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRepository } from '../../../src/areas/posts/repository.js';
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

const create = (owner: TestOwner, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/posts', headers: owner.headers, payload });

describe('posts', () => {
  it('creates, reads, edits and deletes a post', async () => {
    const res = await create(alice, { content: 'Ten minutes before the demo, the database went down.' });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ content: 'Ten minutes before the demo, the database went down.', videoUrl: null, authorId: alice.ownerId });
    expect(post.imageUrl).toBeUndefined();

    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json()).toEqual(post);

    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}`, headers: alice.headers, payload: { videoUrl: 'https://videos.example/demo.mp4' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: post.id, content: post.content, videoUrl: 'https://videos.example/demo.mp4' });
    const detached = await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}`, headers: alice.headers, payload: { videoUrl: null, content: 'Three lessons.' } });
    expect(detached.json()).toMatchObject({ content: 'Three lessons.', videoUrl: null });

    const del = await t.app.inject({ method: 'DELETE', url: `/v1/posts/${post.id}`, headers: alice.headers });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers }), 404, 'not_found');
  });

  it("lists the owner's posts newest first, paginated", async () => {
    const owner = await t.owner();
    for (let i = 1; i <= 12; i++) await create(owner, { content: `Post ${i}` });
    await create(alice, { content: "Not in the owner's list" });
    const p1 = (await t.app.inject({ method: 'GET', url: '/v1/posts', headers: owner.headers })).json();
    expect(p1).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    expect(p1.posts).toHaveLength(10);
    expect(p1.posts[0].content).toBe('Post 12');
    const p2 = (await t.app.inject({ method: 'GET', url: '/v1/posts?page=2&limit=10', headers: owner.headers })).json();
    expect(p2.posts.map((p: { content: string }) => p.content)).toEqual(['Post 2', 'Post 1']);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/posts?limit=0', headers: owner.headers }), 400, 'validation_failed');
  });

  it('answers the previous drafts of a post, newest first', async () => {
    const post = (await create(alice, { content: 'Draft one' })).json();
    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}/history`, headers: alice.headers })).json()).toEqual({ history: [] });
    const repo = postRepository(t.db);
    await t.db.transaction().execute((trx) => postRepository(trx).replaceContent(alice.ownerId, post.id, 'Draft two', 'Make it shorter please'));
    await t.db.transaction().execute((trx) => postRepository(trx).replaceContent(alice.ownerId, post.id, 'Draft three'));
    expect((await repo.get(alice.ownerId, post.id))?.content).toBe('Draft three');
    const res = await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}/history`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const { history } = res.json();
    expect(history.map((h: { content: string }) => h.content)).toEqual(['Draft two', 'Draft one']);
    expect(history[1]).toMatchObject({ postId: post.id, reason: 'Make it shorter please' });
    expect(history[0].reason).toBeUndefined();
  });

  it('refuses bad input with the error body and changes nothing', async () => {
    const post = (await create(alice, { content: 'Keep me' })).json();
    const bad = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
      const res = await t.app.inject({ method, url, headers: { ...alice.headers, 'content-type': 'application/json' }, payload: payload as string });
      return expectError(res, 400, 'validation_failed');
    };
    expect((await bad('POST', '/v1/posts', {})).message).toContain('body.content is required');
    await bad('POST', '/v1/posts', { content: '' });
    await bad('POST', '/v1/posts', { content: 'x'.repeat(20_001) });
    await bad('POST', '/v1/posts', { content: 'ok', authorId: OTHER_ID });
    await bad('POST', '/v1/posts', '{"content": "unterminated');
    await bad('PATCH', `/v1/posts/${post.id}`, {});
    await bad('PATCH', `/v1/posts/${post.id}`, { content: 42 });
    await bad('PATCH', `/v1/posts/${post.id}`, { imageUrl: '/media/images/x.png' });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/posts/not-a-uuid', headers: alice.headers }), 400, 'validation_failed');
    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json()).toEqual(post);
  });

  it("another owner's post answers 404 on every operation, exactly like an unknown id", async () => {
    const post = (await create(alice, { content: 'Alice only' })).json();
    for (const id of [post.id, OTHER_ID]) {
      expectError(await t.app.inject({ method: 'GET', url: `/v1/posts/${id}`, headers: bob.headers }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'PATCH', url: `/v1/posts/${id}`, headers: bob.headers, payload: { content: 'Mine now' } }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'DELETE', url: `/v1/posts/${id}`, headers: bob.headers }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'GET', url: `/v1/posts/${id}/history`, headers: bob.headers }), 404, 'not_found');
    }
    const list = (await t.app.inject({ method: 'GET', url: '/v1/posts?limit=100', headers: bob.headers })).json();
    expect(list.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json()).toEqual(post);
  });

  it('needs credentials, and the write scope to write', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/posts' }), 401, 'unauthorized');
    const reader = await t.owner(['read']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/posts', headers: reader.headers })).statusCode).toBe(200);
    expectError(await create(reader, { content: 'Nope' }), 403, 'forbidden');
  });
});
