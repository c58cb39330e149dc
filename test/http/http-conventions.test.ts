import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../src/http/openapi.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';

/** The HTTP conventions the document's "HTTP conventions" section promises. */
let t: TestApp;
let o: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  o = await t.owner();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
async function anecdote(owner: TestOwner, title = 'A story', content = 'Some text') {
  const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...owner.headers, ...json }, payload: { title, content } });
  expect(res.statusCode).toBe(201);
  return res;
}

describe('the document declares the conventions where they apply', () => {
  const spec = loadOpenApi();
  const def = (path: string, method: string) => spec.document.paths[path][method.toLowerCase()];
  const params = (path: string, method: string) => (def(path, method).parameters ?? []).map((p: { $ref?: string }) => p.$ref?.split('/').pop());

  it('every 201 declares Location and a link to the created resource', () => {
    for (const op of spec.operations) {
      const created = def(op.path, op.method).responses['201'];
      if (!created) continue;
      expect(created.headers?.Location, op.operationId).toBeDefined();
      expect(Object.keys(created.links ?? {}).length, op.operationId).toBeGreaterThan(0);
    }
  });

  it('every paginated list declares Link; every conditional GET declares ETag and 304', () => {
    for (const op of spec.operations) {
      if (op.method === 'GET' && params(op.path, op.method).includes('PageQuery')) expect(def(op.path, op.method).responses['200'].headers?.Link, op.operationId).toBeDefined();
      if (params(op.path, op.method).includes('IfNoneMatch')) {
        expect(def(op.path, op.method).responses['200'].headers?.ETag, op.operationId).toBeDefined();
        expect(def(op.path, op.method).responses['304'], op.operationId).toBeDefined();
      }
      if (params(op.path, op.method).includes('IfMatch')) expect(def(op.path, op.method).responses['412'], op.operationId).toBeDefined();
    }
  });
});

describe('ETag, If-None-Match and If-Match', () => {
  it('a GET carries an ETag; If-None-Match with it answers 304 with no body, another tag 200', async () => {
    const id = (await anecdote(o)).json().id;
    const first = await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: o.headers });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-none-match': `"other", ${tag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    const weak = await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-none-match': `W/${tag}` } });
    expect(weak.statusCode).toBe(304);
    const changed = await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-none-match': '"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().id).toBe(id);
  });

  it('If-Match: a stale tag answers 412 and changes nothing; the current one (or *) lets PATCH and DELETE through', async () => {
    const id = (await anecdote(o)).json().id;
    const tag = (await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: o.headers })).headers.etag as string;
    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, ...json, 'if-match': tag }, payload: { title: 'Second' } });
    expect(patched.statusCode).toBe(200);
    const newTag = patched.headers.etag as string;
    expect(newTag).toBeDefined();
    expect(newTag).not.toBe(tag);
    expect((await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: o.headers })).headers.etag).toBe(newTag);

    const stale = await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, ...json, 'if-match': tag }, payload: { title: 'Third' } });
    expectError(stale, 412, 'precondition_failed');
    expect((await t.app.inject({ url: `/v1/anecdotes/${id}`, headers: o.headers })).json().title).toBe('Second');
    // a weak tag never satisfies If-Match (strong comparison)
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-match': `W/${newTag}` } }), 412, 'precondition_failed');
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-match': tag } }), 412, 'precondition_failed');
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-match': newTag } })).statusCode).toBe(204);
    // on a resource that is gone, If-Match cannot hold: 404 as without it
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${id}`, headers: { ...o.headers, 'if-match': '*' } }), 404, 'not_found');
  });

  it('works the same on the other conditional resources (a theme)', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v1/users/themes', headers: { ...o.headers, ...json }, payload: { name: 'Plain' } });
    const url = created.headers.location as string;
    const tag = (await t.app.inject({ url, headers: o.headers })).headers.etag as string;
    expect((await t.app.inject({ url, headers: { ...o.headers, 'if-none-match': tag } })).statusCode).toBe(304);
    expectError(await t.app.inject({ method: 'PATCH', url, headers: { ...o.headers, ...json, 'if-match': '"nope"' }, payload: { name: 'Other' } }), 412, 'precondition_failed');
    expect((await t.app.inject({ method: 'PATCH', url, headers: { ...o.headers, ...json, 'if-match': '*' }, payload: { name: 'Other' } })).statusCode).toBe(200);
  });
});

describe('Location on 201', () => {
  it('names the created resource, which answers the same body', async () => {
    const created = await anecdote(o);
    expect(created.headers.location).toBe(`/v1/anecdotes/${created.json().id}`);
    const read = await t.app.inject({ url: created.headers.location as string, headers: o.headers });
    expect(read.json()).toEqual(created.json());
    const post = await t.app.inject({ method: 'POST', url: '/v1/posts', headers: { ...o.headers, ...json }, payload: { content: 'Hello' } });
    expect(post.headers.location).toBe(`/v1/posts/${post.json().id}`);
    const job = await t.app.inject({ method: 'POST', url: '/v1/post-generation', headers: { ...o.headers, ...json }, payload: { anecdoteId: created.json().id } });
    expect(job.statusCode).toBe(201);
    expect(job.headers.location).toBe(`/v1/post-generation/${job.json().id}`);
  });

  it('is replayed with an idempotent retry', async () => {
    const headers = { ...o.headers, ...json, 'idempotency-key': `loc-${Date.now()}` };
    const first = await t.app.inject({ method: 'POST', url: '/v1/posts', headers, payload: { content: 'Once' } });
    const again = await t.app.inject({ method: 'POST', url: '/v1/posts', headers, payload: { content: 'Once' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
  });
});

describe('405 with Allow', () => {
  it('a known path with a method it does not answer', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/anecdotes/00000000-0000-4000-8000-000000000000', headers: { ...o.headers, ...json }, payload: {} });
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
    const list = await t.app.inject({ method: 'DELETE', url: '/v1/anecdotes', headers: o.headers });
    expectError(list, 405, 'method_not_allowed');
    expect(list.headers.allow).toBe('GET, HEAD, POST');
    // a static segment wins over a template, as in the router
    const runs = await t.app.inject({ method: 'POST', url: '/v1/youtube-suggestions/runs', headers: o.headers });
    expect(runs.headers.allow).toBe('GET, HEAD');
    // OPTIONS without CORS: 405 too
    expectError(await t.app.inject({ method: 'OPTIONS', url: '/v1/posts' }), 405, 'method_not_allowed');
  });

  it('an unknown path stays 404', async () => {
    expectError(await t.app.inject({ method: 'PUT', url: '/v1/nothing-here', headers: o.headers }), 404, 'not_found');
  });
});

describe('compression', () => {
  it('a JSON answer over the threshold is br or gzip as accepted; small answers and clients that do not ask get it plain', async () => {
    const owner = await t.owner();
    for (let i = 0; i < 12; i++) await anecdote(owner, `Story ${i}`, 'A long enough text to fill the page. '.repeat(4));
    const url = '/v1/anecdotes?limit=20';
    const plain = await t.app.inject({ url, headers: owner.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gz = await t.app.inject({ url, headers: { ...owner.headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({ url, headers: { ...owner.headers, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({ url: '/v1/anecdotes?limit=1', headers: { ...owner.headers, 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never the event stream (it would be buffered) nor non-JSON answers', async () => {
    const yaml = await t.app.inject({ url: '/openapi.yaml', headers: { 'accept-encoding': 'gzip' } });
    expect(yaml.headers['content-encoding']).toBeUndefined();
    expect((await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/v1/events/stream', headers: { ...o.headers, 'accept-encoding': 'gzip, br' } }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});

describe('Link on paginated lists', () => {
  it('first, prev, next and last, the other query parameters kept', async () => {
    const owner = await t.owner();
    for (let i = 0; i < 5; i++) await anecdote(owner, `Linked ${i}`);
    const res = await t.app.inject({ url: '/v1/anecdotes?page=2&limit=2&q=Linked', headers: owner.headers });
    expect(res.json()).toMatchObject({ page: 2, totalPages: 3, total: 5 });
    const links = Object.fromEntries(
      String(res.headers.link)
        .split(', ')
        .map((l) => /^<([^>]+)>; rel="(\w+)"$/.exec(l)!)
        .map((m) => [m[2], m[1]]),
    );
    expect(links).toEqual({
      first: '/v1/anecdotes?page=1&limit=2&q=Linked',
      prev: '/v1/anecdotes?page=1&limit=2&q=Linked',
      next: '/v1/anecdotes?page=3&limit=2&q=Linked',
      last: '/v1/anecdotes?page=3&limit=2&q=Linked',
    });
    const next = await t.app.inject({ url: links.next!, headers: owner.headers });
    expect(next.json().anecdotes).toHaveLength(1);
    expect(next.headers.link).not.toMatch(/rel="next"/);
  });

  it('the bare-array carousel generations list stays an array and carries Link', async () => {
    const res = await t.app.inject({ url: '/v1/carousel/generations?limit=5', headers: o.headers });
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.headers.link).toBe('</v1/carousel/generations?limit=5&page=1>; rel="first", </v1/carousel/generations?limit=5&page=1>; rel="last"');
    const broll = await t.app.inject({ url: '/v1/broll', headers: o.headers });
    expect(Array.isArray(broll.json())).toBe(true);
  });
});

describe('CORS', () => {
  it('is off by default: no CORS headers', async () => {
    const res = await t.app.inject({ url: '/v1/anecdotes', headers: { ...o.headers, origin: 'http://app.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS allows the listed origins, with preflight, and no others', async () => {
    const c = await createTestApp({ corsOrigins: ['http://app.example'] });
    try {
      const owner = await c.owner();
      const preflight = await c.app.inject({
        method: 'OPTIONS',
        url: '/v1/anecdotes',
        headers: { origin: 'http://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-api-key, content-type, idempotency-key' },
      });
      expect(preflight.statusCode).toBe(200);
      expect(preflight.body).toBe('');
      expect(preflight.headers['access-control-allow-origin']).toBe('http://app.example');
      expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/POST/);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toMatch(/x-api-key/);
      const get = await c.app.inject({ url: '/v1/anecdotes', headers: { ...owner.headers, origin: 'http://app.example' } });
      expect(get.headers['access-control-allow-origin']).toBe('http://app.example');
      expect(String(get.headers['access-control-expose-headers'])).toMatch(/ETag/);
      const other = await c.app.inject({ url: '/v1/anecdotes', headers: { ...owner.headers, origin: 'http://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const otherPreflight = await c.app.inject({ method: 'OPTIONS', url: '/v1/anecdotes', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
      expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});
