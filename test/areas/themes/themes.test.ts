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

const create = (owner: TestOwner, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/users/themes', headers: owner.headers, payload });
const patch = (owner: TestOwner, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/v1/users/themes/${id}`, headers: owner.headers, payload });
const get = async (owner: TestOwner, id: string) => (await t.app.inject({ method: 'GET', url: `/v1/users/themes/${id}`, headers: owner.headers })).json();
const defaults = async (owner: TestOwner) => (await t.app.inject({ method: 'GET', url: '/v1/users/themes?limit=100', headers: owner.headers })).json().themes.filter((th: { isDefault: boolean }) => th.isDefault);

describe('themes', () => {
  it('creates a theme with its config (extra keys kept), reads, edits and deletes it', async () => {
    const res = await create(alice, { name: 'Candid founder', description: 'Short sentences.', config: { tone: 'candid', pacing: 'fast', pointOfView: 'first-person', emojis: false, maxHashtags: 3 } });
    expect(res.statusCode).toBe(201);
    const theme = res.json();
    expect(theme).toMatchObject({ name: 'Candid founder', description: 'Short sentences.', isDefault: false, config: { tone: 'candid', pacing: 'fast', pointOfView: 'first-person', emojis: false, maxHashtags: 3 } });
    expect(await get(alice, theme.id)).toEqual(theme);

    const minimal = (await create(alice, { name: 'Plain' })).json();
    expect(minimal).toMatchObject({ name: 'Plain', description: '', config: {}, isDefault: false });

    const edited = await patch(alice, theme.id, { name: 'Candid', config: { tone: 'warm' } });
    expect(edited.statusCode).toBe(200);
    // config replaces the whole configuration (the contract's PATCH rule)
    expect(edited.json()).toMatchObject({ id: theme.id, name: 'Candid', description: 'Short sentences.', config: { tone: 'warm' } });
    expect(edited.json().config).toEqual({ tone: 'warm' });

    expect((await t.app.inject({ method: 'DELETE', url: `/v1/users/themes/${theme.id}`, headers: alice.headers })).statusCode).toBe(204);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/users/themes/${theme.id}`, headers: alice.headers }), 404, 'not_found');
  });

  it("lists the owner's themes newest first, paginated", async () => {
    const owner = await t.owner();
    for (let i = 1; i <= 3; i++) await create(owner, { name: `Theme ${i}` });
    const page = (await t.app.inject({ method: 'GET', url: '/v1/users/themes?limit=2', headers: owner.headers })).json();
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(page.themes.map((th: { name: string }) => th.name)).toEqual(['Theme 3', 'Theme 2']);
  });

  it('duplicates a theme: new name, isDefault false, description and config override, config keys merge', async () => {
    const owner = await t.owner();
    const source = (await create(owner, { name: 'Storyteller', description: 'Long form.', config: { tone: 'warm', pacing: 'slow', pointOfView: 'first-person' } })).json();
    await patch(owner, source.id, { isDefault: true });

    const res = await t.app.inject({ method: 'POST', url: `/v1/users/themes/${source.id}/duplicate`, headers: owner.headers, payload: { name: 'Storyteller (fast)', config: { pacing: 'fast', emojis: true } } });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'Storyteller (fast)', description: 'Long form.', isDefault: false });
    expect(copy.config).toEqual({ tone: 'warm', pacing: 'fast', pointOfView: 'first-person', emojis: true });

    const described = (await t.app.inject({ method: 'POST', url: `/v1/users/themes/${source.id}/duplicate`, headers: owner.headers, payload: { description: 'Other words.' } })).json();
    expect(described).toMatchObject({ name: 'Storyteller (copy)', description: 'Other words.', config: source.config, isDefault: false });

    const bare = await t.app.inject({ method: 'POST', url: `/v1/users/themes/${source.id}/duplicate`, headers: owner.headers });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: 'Storyteller (copy)', config: source.config });

    const long = (await create(owner, { name: 'x'.repeat(100) })).json();
    const longCopy = (await t.app.inject({ method: 'POST', url: `/v1/users/themes/${long.id}/duplicate`, headers: owner.headers, payload: {} })).json();
    expect(longCopy.name).toBe(`${'x'.repeat(93)} (copy)`);

    // the source is untouched and still the only default
    expect(await get(owner, source.id)).toMatchObject({ isDefault: true, config: source.config });
    expect((await defaults(owner)).map((th: { id: string }) => th.id)).toEqual([source.id]);
  });

  it('makes one theme the default, clearing the others; unsetting or deleting the default leaves none', async () => {
    const owner = await t.owner();
    const a = (await create(owner, { name: 'A' })).json();
    const b = (await create(owner, { name: 'B' })).json();
    expect((await patch(owner, a.id, { isDefault: true })).json().isDefault).toBe(true);
    const switched = await patch(owner, b.id, { isDefault: true, name: 'B2' });
    expect(switched.json()).toMatchObject({ name: 'B2', isDefault: true });
    expect((await get(owner, a.id)).isDefault).toBe(false);
    expect((await defaults(owner)).map((th: { id: string }) => th.id)).toEqual([b.id]);

    expect((await patch(owner, b.id, { isDefault: false })).json().isDefault).toBe(false);
    expect(await defaults(owner)).toEqual([]);

    await patch(owner, a.id, { isDefault: true });
    await t.app.inject({ method: 'DELETE', url: `/v1/users/themes/${a.id}`, headers: owner.headers });
    expect(await defaults(owner)).toEqual([]);
    expect((await get(owner, b.id)).isDefault).toBe(false);
  });

  it('concurrent default switches all succeed and leave exactly one default', async () => {
    const owner = await t.owner();
    const themes = await Promise.all(Array.from({ length: 6 }, (_, i) => create(owner, { name: `T${i}` }).then((r) => r.json())));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(themes.map((th) => patch(owner, th.id, { isDefault: true })));
      expect(answers.map((r) => r.statusCode)).toEqual(themes.map(() => 200));
      expect(await defaults(owner)).toHaveLength(1);
    }
  });

  it('refuses bad input with the error body and changes nothing', async () => {
    const theme = (await create(alice, { name: 'Steady', config: { tone: 'calm' } })).json();
    const bad = async (res: Awaited<ReturnType<typeof create>>, fragment: string) => {
      const err = expectError(res, 400, 'validation_failed');
      expect(String(err.message)).toContain(fragment);
    };
    await bad(await create(alice, {}), 'body.name is required');
    await bad(await create(alice, { name: '' }), 'body.name');
    await bad(await create(alice, { name: 'x'.repeat(101) }), 'body.name');
    await bad(await create(alice, { name: 'Ok', isDefault: true }), 'body.isDefault is not allowed');
    await bad(await create(alice, { name: 'Ok', config: { tone: 3 } }), 'body.config.tone');
    await bad(await create(alice, { name: 'Ok', config: { nested: { deep: true } } }), 'body.config.nested');
    await bad(await create(alice, { name: 'Ok', config: 'casual' }), 'body.config');
    await bad(await patch(alice, theme.id, {}), 'body');
    await bad(await patch(alice, theme.id, { isDefault: 'yes' }), 'body.isDefault');
    await bad(await t.app.inject({ method: 'POST', url: `/v1/users/themes/${theme.id}/duplicate`, headers: alice.headers, payload: { name: '' } }), 'body.name');
    await bad(await t.app.inject({ method: 'POST', url: `/v1/users/themes/${theme.id}/duplicate`, headers: alice.headers, payload: { isDefault: true } }), 'body.isDefault is not allowed');
    await bad(await t.app.inject({ method: 'GET', url: '/v1/users/themes/nope', headers: alice.headers }), 'params.id');
    expect(await get(alice, theme.id)).toEqual(theme);
  });

  it("another owner's theme answers 404 on every operation, exactly like an unknown id", async () => {
    const theme = (await create(alice, { name: 'Mine', config: { tone: 'dry' } })).json();
    for (const id of [theme.id, OTHER_ID]) {
      expectError(await t.app.inject({ method: 'GET', url: `/v1/users/themes/${id}`, headers: bob.headers }), 404, 'not_found');
      expectError(await patch(bob, id, { name: 'Stolen' }), 404, 'not_found');
      expectError(await patch(bob, id, { isDefault: true }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'DELETE', url: `/v1/users/themes/${id}`, headers: bob.headers }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'POST', url: `/v1/users/themes/${id}/duplicate`, headers: bob.headers, payload: {} }), 404, 'not_found');
    }
    expect(await get(alice, theme.id)).toEqual(theme);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/users/themes?limit=100', headers: bob.headers })).json();
    expect(list.themes.map((th: { id: string }) => th.id)).not.toContain(theme.id);
  });

  it('a failed default switch of an unknown theme keeps the current default', async () => {
    const owner = await t.owner();
    const a = (await create(owner, { name: 'A' })).json();
    await patch(owner, a.id, { isDefault: true });
    expectError(await patch(owner, OTHER_ID, { isDefault: true }), 404, 'not_found');
    expect((await get(owner, a.id)).isDefault).toBe(true);
  });
});
