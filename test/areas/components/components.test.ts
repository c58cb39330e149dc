import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const create = (owner: TestOwner, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/components', headers: owner.headers, payload });
const patch = (owner: TestOwner, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/v1/components/${id}`, headers: owner.headers, payload });
const duplicate = (owner: TestOwner, id: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/v1/components/${id}/duplicate`, headers: owner.headers, ...(payload ? { payload } : {}) });
const get = (owner: TestOwner, id: string) => t.app.inject({ method: 'GET', url: `/v1/components/${id}`, headers: owner.headers });
const list = async (owner: TestOwner, qs = '') => (await t.app.inject({ method: 'GET', url: `/v1/components?limit=100${qs}`, headers: owner.headers })).json();

describe('components (local provider)', () => {
  it.each(['text', 'stat', 'transition', 'cta', 'custom'])('generates a validated %s component with its source code', async (category) => {
    const res = await create(alice, { name: 'Launch headline', prompt: 'Slides in from the left, white on black. "We launched" 40% faster', category });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ name: 'Launch headline', category, isPublic: false, isValidated: true, warnings: [], ownerId: alice.ownerId, tags: [] });
    expect(c.sourceCode).toContain('export default function LaunchHeadline(');
    expect(c.sourceCode).toContain('from "remotion"');
    expect(c.description.length).toBeGreaterThan(10);
    expect(Object.keys(c.defaultProps).length).toBeGreaterThan(0);
    expect((await get(alice, c.id)).json()).toEqual(c);
  });

  it('rate limits new versions of one component (default props or a prompt), not other changes or other components', async () => {
    const c = (await create(alice, { name: 'Busy', prompt: 'A headline', category: 'text' })).json();
    const other = (await create(alice, { name: 'Calm', prompt: 'A headline', category: 'text' })).json();
    for (let i = 0; i < 10; i++) expect((await patch(alice, c.id, { defaultProps: { headline: `v${i}` } })).statusCode).toBe(200);
    const refused = await patch(alice, c.id, { defaultProps: { headline: 'one too many' } });
    const body = expectError(refused, 429, 'rate_limit_exceeded');
    expect(body.message).toMatch(/10 new versions/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(alice, c.id)).json().defaultProps).toEqual({ headline: 'v9' });
    // a rename is no new version; another component has its own count
    expect((await patch(alice, c.id, { name: 'Busy renamed' })).statusCode).toBe(200);
    expect((await patch(alice, other.id, { defaultProps: { headline: 'fine' } })).statusCode).toBe(200);
    expectError(await patch(bob, c.id, { defaultProps: { headline: 'x' } }), 404, 'not_found');
    expectError(await patch(bob, OTHER_ID, { defaultProps: { headline: 'x' } }), 404, 'not_found');
  });

  it('keeps the description, tags, default props and public flag it is given', async () => {
    const c = (await create(alice, { name: 'CTA', prompt: 'Subscribe button', category: 'cta', description: 'Ends every video.', tags: ['end', 'end', 'cta'], defaultProps: { headline: 'Bye' }, isPublic: true })).json();
    expect(c).toMatchObject({ description: 'Ends every video.', tags: ['end', 'cta'], defaultProps: { headline: 'Bye' }, isPublic: true, isValidated: true });
  });

  it('lists own and public components with category, tag and text filters', async () => {
    const owner = await t.owner();
    const other = await t.owner();
    const mine = (await create(owner, { name: 'Counter', prompt: '72% count up', category: 'stat', tags: ['numbers'] })).json();
    const shared = (await create(other, { name: 'Shared wipe', prompt: 'wipe', category: 'transition', tags: ['numbers'], isPublic: true })).json();
    const hidden = (await create(other, { name: 'Hidden wipe', prompt: 'wipe', category: 'transition' })).json();
    const ids = (page: { components: { id: string }[] }) => page.components.map((c) => c.id);

    const all = await list(owner);
    expect(ids(all)).toContain(mine.id);
    expect(ids(all)).toContain(shared.id);
    expect(ids(all)).not.toContain(hidden.id);
    expect(ids(await list(owner, '&category=stat'))).toContain(mine.id);
    expect(ids(await list(owner, '&category=stat'))).not.toContain(shared.id);
    expect(ids(await list(owner, '&tag=numbers'))).toEqual(expect.arrayContaining([mine.id, shared.id]));
    expect(ids(await list(owner, '&q=SHARED%20W'))).toEqual(expect.arrayContaining([shared.id]));
    expect(ids(await list(owner, '&q=SHARED%20W'))).not.toContain(mine.id);
    expect(ids(await list(other, '&q=wipe'))).toEqual(expect.arrayContaining([shared.id, hidden.id]));
    const paged = (await t.app.inject({ method: 'GET', url: '/v1/components?limit=1&category=stat', headers: owner.headers })).json();
    expect(paged).toMatchObject({ page: 1, totalPages: paged.total });
    expectError(await t.app.inject({ method: 'GET', url: '/v1/components?category=video', headers: owner.headers }), 400, 'validation_failed');
  });

  it("include=own lists the caller's components only; include=public and no include add other owners' public ones", async () => {
    const owner = await t.owner();
    const other = await t.owner();
    const mine = (await create(owner, { name: 'Mine, private', prompt: 'count up', category: 'stat' })).json();
    const minePublic = (await create(owner, { name: 'Mine, public', prompt: 'count up', category: 'stat', isPublic: true })).json();
    const shared = (await create(other, { name: 'Theirs, public', prompt: 'wipe', category: 'stat', isPublic: true })).json();
    const hidden = (await create(other, { name: 'Theirs, private', prompt: 'wipe', category: 'stat' })).json();
    const ids = (page: { components: { id: string }[] }) => page.components.map((c) => c.id);

    const own = await list(owner, '&include=own');
    expect(ids(own).sort()).toEqual([mine.id, minePublic.id].sort());
    expect(own.total).toBe(2);
    // with filters too, and paginated on what it keeps
    expect(ids(await list(owner, '&include=own&q=theirs'))).toEqual([]);
    const paged = (await t.app.inject({ method: 'GET', url: '/v1/components?include=own&limit=1', headers: owner.headers })).json();
    expect(paged).toMatchObject({ total: 2, totalPages: 2 });
    for (const qs of ['&include=public', '']) {
      const page = await list(owner, qs);
      expect(ids(page), qs).toEqual(expect.arrayContaining([mine.id, minePublic.id, shared.id]));
      expect(ids(page), qs).not.toContain(hidden.id);
    }
    // the other owner's private component is not found, include or not
    expectError(await get(owner, hidden.id), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/components?include=everyone', headers: owner.headers }), 400, 'validation_failed');
  });

  it('updates metadata; a prompt regenerates the source for the (new) category', async () => {
    const c = (await create(alice, { name: 'Title', prompt: 'fade in, white on black', category: 'text' })).json();
    const meta = await patch(alice, c.id, { name: 'Title v2', description: 'Opening title.', tags: ['intro'], defaultProps: { text: 'Hi' }, isPublic: true });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({ name: 'Title v2', description: 'Opening title.', tags: ['intro'], defaultProps: { text: 'Hi' }, isPublic: true, sourceCode: c.sourceCode, prompt: c.prompt });

    const regen = (await patch(alice, c.id, { prompt: 'A pulsing subscribe button, red', category: 'cta' })).json();
    expect(regen).toMatchObject({ category: 'cta', prompt: 'A pulsing subscribe button, red', isValidated: true, warnings: [] });
    expect(regen.sourceCode).not.toBe(c.sourceCode);
    expect(regen.sourceCode).toContain('buttonText');
    expect(regen.defaultProps).toMatchObject({ buttonText: 'Subscribe' });
    expect(regen.name).toBe('Title v2');

    const categoryOnly = (await patch(alice, c.id, { category: 'custom' })).json();
    expect(categoryOnly).toMatchObject({ category: 'custom', sourceCode: regen.sourceCode });
  });

  it('duplicates own and public components into a private copy of the caller', async () => {
    const original = (await create(bob, { name: 'Big number', prompt: '$2,400 saved per month', category: 'stat', tags: ['money'], isPublic: true })).json();
    const res = await duplicate(alice, original.id, { name: 'My big number' });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      name: 'My big number',
      ownerId: alice.ownerId,
      isPublic: false,
      category: 'stat',
      sourceCode: original.sourceCode,
      isValidated: true,
      tags: ['money'],
      defaultProps: original.defaultProps,
      prompt: original.prompt,
    });
    // no body at all: default name; a prompt regenerates the copy only
    const bare = await duplicate(alice, original.id);
    expect(bare.statusCode).toBe(201);
    expect(bare.json().name).toBe('Big number (copy)');
    const regen = (await duplicate(alice, original.id, { prompt: 'A fast wipe from the right', category: 'transition' })).json();
    expect(regen).toMatchObject({ category: 'transition', prompt: 'A fast wipe from the right', isValidated: true, name: 'Big number (copy)' });
    expect(regen.sourceCode).not.toBe(original.sourceCode);
    expect((await get(bob, original.id)).json()).toEqual(original);
    const long = (await create(alice, { name: 'n'.repeat(200), prompt: 'x', category: 'custom' })).json();
    expect((await duplicate(alice, long.id, {})).json().name).toBe(`${'n'.repeat(193)} (copy)`);
  });

  it('refuses bad input with the error body and changes nothing', async () => {
    const c = (await create(alice, { name: 'Stable', prompt: 'fade', category: 'text' })).json();
    const bad = (res: Awaited<ReturnType<typeof create>>, fragment: string) => {
      const err = expectError(res, 400, 'validation_failed');
      expect(String(err.message)).toContain(fragment);
    };
    bad(await create(alice, { prompt: 'p', category: 'text' }), 'body.name is required');
    bad(await create(alice, { name: 'n', category: 'text' }), 'body.prompt is required');
    bad(await create(alice, { name: 'n', prompt: 'p' }), 'body.category is required');
    bad(await create(alice, { name: 'x'.repeat(201), prompt: 'p', category: 'text' }), 'body.name');
    bad(await create(alice, { name: 'n', prompt: 'p', category: 'video' }), 'body.category must be one of text, stat, transition, cta, custom');
    bad(await create(alice, { name: 'n', prompt: 'p', category: 'text', sourceCode: 'export {}' }), 'body.sourceCode is not allowed');
    bad(await create(alice, { name: 'n', prompt: 'p', category: 'text', isValidated: true }), 'body.isValidated is not allowed');
    bad(await patch(alice, c.id, {}), 'body');
    bad(await patch(alice, c.id, { name: 'x'.repeat(201) }), 'body.name');
    bad(await patch(alice, c.id, { description: 'x'.repeat(1001) }), 'body.description');
    bad(await patch(alice, c.id, { category: 'intro' }), 'body.category must be one of');
    bad(await patch(alice, c.id, { prompt: '' }), 'body.prompt');
    bad(await patch(alice, c.id, { tags: 'intro' }), 'body.tags');
    bad(await patch(alice, c.id, { defaultProps: [1, 2] }), 'body.defaultProps');
    bad(await patch(alice, c.id, { isPublic: 'true' }), 'body.isPublic');
    bad(await patch(alice, c.id, { ownerId: bob.ownerId }), 'body.ownerId is not allowed');
    bad(await duplicate(alice, c.id, { name: 'x'.repeat(201) }), 'body.name');
    bad(await duplicate(alice, c.id, { category: 'video' }), 'body.category');
    bad(await duplicate(alice, c.id, { isPublic: true }), 'body.isPublic is not allowed');
    bad(await get(alice, 'not-a-uuid'), 'params.id');
    expect((await get(alice, c.id)).json()).toEqual(c);
  });

  it('a private component of another owner answers 404 on every operation, exactly like an unknown id', async () => {
    const c = (await create(alice, { name: 'Private', prompt: 'fade', category: 'text' })).json();
    for (const id of [c.id, OTHER_ID]) {
      expectError(await get(bob, id), 404, 'not_found');
      expectError(await patch(bob, id, { name: 'Mine' }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'DELETE', url: `/v1/components/${id}`, headers: bob.headers }), 404, 'not_found');
      expectError(await duplicate(bob, id, {}), 404, 'not_found');
    }
    expect((await get(alice, c.id)).json()).toEqual(c);
  });

  it('a public component of another owner can be read and duplicated but not changed or deleted (403)', async () => {
    const c = (await create(alice, { name: 'Public', prompt: 'zoom', category: 'text', isPublic: true })).json();
    expect((await get(bob, c.id)).json()).toEqual(c);
    expect(String(expectError(await patch(bob, c.id, { name: 'Mine' }), 403, 'forbidden').message)).toContain('not changed');
    expectError(await patch(bob, c.id, { prompt: 'Regenerate it for me' }), 403, 'forbidden');
    expect(String(expectError(await t.app.inject({ method: 'DELETE', url: `/v1/components/${c.id}`, headers: bob.headers }), 403, 'forbidden').message)).toContain('not deleted');
    expect((await get(alice, c.id)).json()).toEqual(c);
    // once private again, it is invisible to others
    await patch(alice, c.id, { isPublic: false });
    expectError(await get(bob, c.id), 404, 'not_found');
    expectError(await patch(bob, c.id, { name: 'Mine' }), 404, 'not_found');
  });

  it("deletes the owner's component", async () => {
    const c = (await create(alice, { name: 'Gone', prompt: 'fade', category: 'text' })).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/components/${c.id}`, headers: alice.headers });
    expect(del.statusCode).toBe(204);
    expectError(await get(alice, c.id), 404, 'not_found');
  });

  it('needs credentials, and the write scope to write', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/components' }), 401, 'unauthorized');
    const reader = await t.owner(['read']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/components', headers: reader.headers })).statusCode).toBe(200);
    expectError(await create(reader, { name: 'n', prompt: 'p', category: 'text' }), 403, 'forbidden');
  });
});
