import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../src/db/database.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';

let t: TestApp;
let o: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  o = await t.owner();
});
afterAll(() => t.close());

describe('errors on every route have the spec body', () => {
  it('malformed JSON is a 400 validation_failed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...o.headers, 'content-type': 'application/json' }, payload: '{"title": "x",' });
    const body = expectError(res, 400, 'validation_failed');
    expect(body.error).toBe('Bad Request');
    expect(JSON.stringify(body.message)).toMatch(/JSON/);
  });

  it('prototype poisoning in JSON is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/anecdotes',
      headers: { ...o.headers, 'content-type': 'application/json' },
      payload: '{"title":"x","content":"y","__proto__":{"isAdmin":true}}',
    });
    expectError(res, 400, 'validation_failed');
  });

  it('a content type the API does not take is 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...o.headers, 'content-type': 'text/plain' }, payload: 'title=x' });
    expectError(res, 415, 'unsupported_media_type');
    const xml = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...o.headers, 'content-type': 'application/xml' }, payload: '<a/>' });
    expectError(xml, 415, 'unsupported_media_type');
  });

  it('a JSON body declaring a charset other than UTF-8 is 415, not read as UTF-8; UTF-8 in any spelling is taken', async () => {
    const post = (type: string, payload: string | Buffer) => t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...o.headers, 'content-type': type }, payload });
    const json = '{"title":"Caf\u00e9","content":"\u00e9t\u00e9"}';
    for (const [type, payload] of [
      ['application/json; charset=utf-16', Buffer.from(json, 'utf16le')],
      // ASCII-only bytes that UTF-8 would read "fine": still not what the client said it sent
      ['application/json; charset=utf-16', '{"title":"x","content":"y"}'],
      ['application/json; charset=ISO-8859-1', Buffer.from(json, 'latin1')],
      ['application/json;charset="windows-1252"', Buffer.from(json, 'latin1')],
    ] as const) {
      expect(String(expectError(await post(type, payload), 415, 'unsupported_media_type').message), type).toMatch(/JSON bodies are UTF-8/);
    }
    for (const type of ['application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"', 'application/json']) {
      const res = await post(type, Buffer.from(json, 'utf8'));
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ title: 'Caf\u00e9', content: '\u00e9t\u00e9' });
    }
  });

  it('a literal null body is refused (400), also where the body is optional; no body at all is fine there', async () => {
    const send = (url: string, payload?: string) => t.app.inject({ method: 'POST', url, headers: { ...o.headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(payload !== undefined ? { payload } : {}) });
    const regenerate = `/v1/post-generation/${OTHER_ID}/regenerate`;
    expect(expectError(await send(regenerate, 'null'), 400, 'validation_failed').message).toEqual(['body must be object']);
    expect(expectError(await send('/v1/anecdotes', 'null'), 400, 'validation_failed').message).toEqual(['body must be object']);
    // without a body, or with {}, the optional-body operation goes on to look the job up
    expectError(await send(regenerate), 404, 'not_found');
    expectError(await send(regenerate, '{}'), 404, 'not_found');
  });

  it('a body over the limit is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/anecdotes',
      headers: { ...o.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', content: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('an unknown route is a 404 with the error body and rate-limit headers', async () => {
    for (const url of ['/v1/nothing-here', '/nope', '/v1/anecdotes/x/y/z']) {
      const res = await t.app.inject({ method: 'GET', url, headers: o.headers });
      expectError(res, 404, 'not_found');
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
    }
  });

  it('the request id is echoed when the client sends a sane one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: { ...o.headers, 'x-request-id': 'abc-123' } });
    expect(expectError(res, 404, 'not_found').requestId).toBe('abc-123');
    const bad = await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: { ...o.headers, 'x-request-id': 'a b\u0001' } });
    expect(expectError(bad, 404, 'not_found').requestId).not.toBe('a b\u0001');
  });

  it('a database that does not answer is a 503 with Retry-After that leaks nothing', async () => {
    // a database that is not there: every query throws
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const { buildApp } = await import('../../src/app.js');
    const broken = await buildApp({ ...t.services, db: createDb(pool), logger: false });
    try {
      const res = await broken.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers });
      const body = expectError(res, 503, 'service_unavailable');
      expect(body.error).toBe('Service Unavailable');
      expect(res.headers['retry-after']).toBe(String(body.retryAfter));
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|at /);
      const health = await broken.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await broken.close();
      await pool.end();
    }
  });
});

describe('health and published documents', () => {
  it('GET /health is 200 with the database up, without auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the contract as YAML and JSON, and the reference at /docs, without auth', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(yaml.body).toMatch(/^openapi: 3\.1/m);
    const json = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(json.json().openapi).toMatch(/^3\.1/);
    expect(Object.keys(json.json().paths)).toContain('/v1/anecdotes');
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    const page = docs.statusCode === 302 ? await t.app.inject({ method: 'GET', url: docs.headers.location as string }) : docs;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
  });
});
