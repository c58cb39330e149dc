import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipText, codePointBoundary, cutText } from '../../src/generation/writing/cut.js';
import { composeArticle } from '../../src/areas/blog/generation/article-task.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, unstorableFields, unstorableText } from '../../src/http/input-guard.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';

// Input the database or JSON cannot hold is refused as 400 validation_failed naming the field,
// in one place for every operation (src/http/input-guard.ts), never a 500.

let t: TestApp;
let o: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  o = await t.owner();
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PATCH', url: string, payload: string, owner = o) => t.app.inject({ method, url, headers: { ...owner.headers, 'content-type': 'application/json' }, payload });

const messages = (body: { message: string | string[] }) => [body.message].flat().join('\n');

describe('text the database cannot store', () => {
  it('a NUL character in a body field is refused naming the field, nothing is stored', async () => {
    const res = await json('POST', '/v1/anecdotes', JSON.stringify({ title: 'a\u0000b', content: 'x' }));
    expect(messages(expectError(res, 400, 'validation_failed'))).toContain('body.title contains a NUL character');
    const list = await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
    expect(list.json().total).toBe(0);
  });

  it('lone surrogates (high or low, escaped or raw) anywhere in a body are refused; pairs are kept', async () => {
    for (const payload of ['{"title":"x\\ud800","content":"y"}', '{"title":"x","content":"\\udc00y"}', '{"title":"x","content":"y","tags":["ok","\\ud83d"]}']) {
      const body = expectError(await json('POST', '/v1/anecdotes', payload), 400, 'validation_failed');
      expect(messages(body)).toMatch(/body\.(title|content|tags\.1) contains an unpaired surrogate/);
    }
    const ok = await json('POST', '/v1/anecdotes', JSON.stringify({ title: 'emoji \ud83d\ude00', content: 'pair' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().title).toBe('emoji 😀');
  });

  it('NUL and lone surrogates in query and path parameters are refused naming the parameter', async () => {
    expect(messages(expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes?q=%00', headers: o.headers }), 400, 'validation_failed'))).toContain('query.q contains a NUL character');
    expect(messages(expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes?tag=a%00', headers: o.headers }), 400, 'validation_failed'))).toContain('query.tag contains a NUL character');
    expect(messages(expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes/a%00b', headers: o.headers }), 400, 'validation_failed'))).toContain('params.id contains a NUL character');
    // query parameters the operation does not declare are ignored, as everywhere
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes?other=%00', headers: o.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health?a=%00' })).statusCode).toBe(200);
    // an undecodable query value stays as sent and is simply searched for
    const junk = await t.app.inject({ method: 'GET', url: '/v1/anecdotes?q=%ED%A0%80%ZZ', headers: o.headers });
    expect(junk.statusCode, junk.body).toBe(200);
  });

  it('a NUL in a key of a free-form object is refused too', async () => {
    const res = await json('POST', '/v1/users/themes', '{"name":"t","config":{"a\\u0000b":"x"}}');
    expect(messages(expectError(res, 400, 'validation_failed'))).toMatch(/body\.config has a property name that contains a NUL character/);
  });

  it('the check reports every field and stops at a bound', () => {
    expect(unstorableFields({ a: 'x\u0000', b: ['\ud800'], c: { d: Infinity } }, 'body')).toEqual([
      'body.a contains a NUL character',
      'body.b.0 contains an unpaired surrogate (not valid Unicode text)',
      'body.c.d is a number JSON cannot represent (too large)',
    ]);
    expect(
      unstorableFields(
        Array.from({ length: 100 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });
});

describe('numbers JSON cannot round-trip', () => {
  it('1e999 inside a theme config is refused instead of being stored as null', async () => {
    for (const payload of ['{"name":"t","config":{"speed":1e999}}', '{"name":"t","config":{"speed":-1e400}}']) {
      const body = expectError(await json('POST', '/v1/users/themes', payload), 400, 'validation_failed');
      expect(messages(body)).toContain('body.config.speed is a number JSON cannot represent');
    }
    const themes = await t.app.inject({ method: 'GET', url: '/v1/users/themes', headers: o.headers });
    expect(themes.statusCode).toBe(200);
    expect(JSON.stringify(themes.json())).not.toContain('speed');
    const ok = await json('POST', '/v1/users/themes', '{"name":"t","config":{"speed":1e300}}');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().config.speed).toBe(1e300);
    expectError(await json('PATCH', `/v1/users/themes/${OTHER_ID}`, '{"config":{"speed":1}}'), 404, 'not_found');
  });
});

describe('deep JSON', () => {
  it('is refused with 400 before it is parsed', async () => {
    const deep = `{"title":"x","content":"y","tags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const body = expectError(await json('POST', '/v1/anecdotes', deep), 400, 'validation_failed');
    expect(messages(body)).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    // brackets inside strings do not count; nesting at the bound is only a schema error
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    const atBound = `{"title":"x","content":"y","tags":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect(messages(expectError(await json('POST', '/v1/anecdotes', atBound), 400, 'validation_failed'))).not.toContain('deeper');
  });
});

describe('pagination bounds', () => {
  it('page has a documented maximum; huge, infinite and fractional pages and limits are 400', async () => {
    for (const q of ['page=1e17', 'page=Infinity', 'page=1000001', 'page=1e999', 'page=-1', 'page=1.5', 'limit=1e17', 'limit=Infinity', 'limit=101', 'limit=0']) {
      for (const path of ['/v1/anecdotes', '/v1/posts', '/v1/blog/articles', '/v1/components']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${q}`, headers: o.headers });
        expectError(res, 400, 'validation_failed');
      }
    }
    const last = await t.app.inject({ method: 'GET', url: '/v1/anecdotes?page=1000000&limit=100', headers: o.headers });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ anecdotes: [], page: 1000000 });
  });
});

describe('text cut on code-point boundaries', () => {
  it('never splits a surrogate pair', () => {
    const s = `${'a'.repeat(199)}😀b`;
    expect(cutText(s, 200)).toBe('a'.repeat(199));
    expect(cutText(s, 201)).toBe(`${'a'.repeat(199)}😀`);
    expect(cutText('abc', 10)).toBe('abc');
    expect(clipText(`${'a'.repeat(298)}😀😀`, 300)).toBe(`${'a'.repeat(298)}…`);
    expect(codePointBoundary('😀', 1)).toBe(0);
    expect(codePointBoundary('a😀', 1)).toBe(1);
  });

  it('a blog topic with emoji at the cut makes a draft, not a raw database error', async () => {
    const topic = `${'x'.repeat(199)}😀 and more words about emoji 🎉`;
    const draft = composeArticle({ topic, language: 'en' } as never);
    expect(draft.title.length).toBeLessThanOrEqual(200);
    expect(unstorableText(draft.title)).toBeUndefined();
    expect(unstorableText(draft.description)).toBeUndefined();

    const res = await json('POST', '/v1/blog/articles', JSON.stringify({ topic }));
    expect(res.statusCode, res.body).toBe(201);
    let article = res.json();
    for (let i = 0; i < 300 && !['draft', 'failed'].includes(article.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      article = (await t.app.inject({ method: 'GET', url: `/v1/blog/articles/${article.id}`, headers: o.headers })).json();
    }
    expect(article.status, JSON.stringify(article.warnings)).toBe('draft');
    expect(JSON.stringify(article)).not.toMatch(/invalid byte sequence|unicode|22P05|22021/i);
  });
});
