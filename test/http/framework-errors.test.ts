import net from 'node:net';
import type { AddressInfo } from 'node:net';
import inject, { type Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { attachConformance } from '../support/conformance.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';

// Errors that Fastify's router, its shutdown path and Node's HTTP parser used to answer in their
// own shape: each now has the spec's body, requestId and the rate-limit headers.

let t: TestApp;
let o: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  o = await t.owner();
});
afterAll(() => t.close());

function expectRateHeaders(headers: Record<string, unknown>) {
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(String(headers[h]), h).toMatch(/^\d+$/);
}

/** One raw exchange on a fresh socket: what a client that writes bytes itself gets back. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('router errors', () => {
  it('a path parameter that is not valid percent-encoding is a 400 in the error shape', async () => {
    for (const url of ['/v1/anecdotes/%ZZ', '/v1/anecdotes/%E0%A4%A', '/v1/posts/%ED%A0%80', '/v1/%ZZ/x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: o.headers });
      const body = expectError(res, 400, 'validation_failed');
      expect(JSON.stringify(body.message)).toMatch(/percent-encoded/);
      expect(JSON.stringify(body)).not.toMatch(/FST_ERR/);
      expectRateHeaders(res.headers);
    }
  });

  it('counts against the caller’s quota like any other request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/anecdotes/%ZZ', headers: o.headers });
    const second = await t.app.inject({ method: 'GET', url: '/v1/anecdotes/%ZZ', headers: o.headers });
    expect(Number(second.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
  });

  it('a path segment or path longer than the router takes is 414 uri_too_long', async () => {
    for (const url of [`/v1/anecdotes/${'a'.repeat(5000)}`, `/v1/${'x/'.repeat(1500)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: o.headers });
      expectError(res, 414, 'uri_too_long');
      expectRateHeaders(res.headers);
    }
    // a segment just under the bound is routed: a bad UUID, then the owner check
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${'a'.repeat(150)}`, headers: o.headers }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${OTHER_ID}`, headers: o.headers }), 404, 'not_found');
  });

  it('without a key a bad URL is still refused in the error shape, and the internal route is not reachable', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes/%ZZ' }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: '/__refused/bad-url', headers: o.headers }), 404, 'not_found');
  });
});

describe('body parser errors', () => {
  it('wrong, missing and odd content types on a JSON operation are 415 in the error shape', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', '']) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { ...o.headers, 'content-type': type }, payload: '{"title":"a","content":"b"}' });
      expect([400, 415]).toContain(res.statusCode);
      expectError(res, res.statusCode, res.statusCode === 415 ? 'unsupported_media_type' : 'validation_failed');
      expectRateHeaders(res.headers);
    }
  });

  it('a body over the limit is 413 with the rate-limit headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/posts',
      headers: { ...o.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'y'.repeat(1024 * 1024 + 10) }),
    });
    expectError(res, 413, 'payload_too_large');
    expectRateHeaders(res.headers);
  });
});

describe('bodies where none is taken', () => {
  it('an oversized body on an operation without a request body is 400, not an undeclared 413', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) });
    for (const url of [`/v1/components/${OTHER_ID}`, `/v1/users/themes/${OTHER_ID}`]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: { ...o.headers, 'content-type': 'application/json' }, payload: big });
      expect(JSON.stringify(expectError(res, 400, 'validation_failed').message)).toMatch(/takes no request body/);
      expectRateHeaders(res.headers);
    }
    // GET bodies are not read at all, whatever their size (and /health declares no 400)
    for (const url of ['/health', '/openapi.json']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' }, payload: big })).statusCode).toBe(200);
    }
    // a small body there is still ignored, as before
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/components/${OTHER_ID}`, headers: { ...o.headers, 'content-type': 'application/json' }, payload: '{}' }), 404, 'not_found');
    // and a bad URL with a big body is refused for its URL, before the body is read
    const bad = await t.app.inject({ method: 'DELETE', url: '/v1/users/themes/%ED%A0%80', headers: { ...o.headers, 'content-type': 'text/plain' }, payload: big });
    expect(JSON.stringify(expectError(bad, 400, 'validation_failed').message)).toMatch(/percent-encoded/);
  });
});

describe('malformed HTTP', () => {
  it('is answered with the error body, a request id and the rate-limit headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const bad = await rawExchange(port, 'GET /v1/anecdotes HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    const [head, body] = bad.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/x-ratelimit-limit: \d+/i);
    expect(head).toMatch(/x-ratelimit-reset: \d+/i);
    const json = JSON.parse(body);
    expect(json).toMatchObject({ statusCode: 400, code: 'validation_failed', error: 'Bad Request' });
    expect(head).toContain(`x-request-id: ${json.requestId}`);

    const huge = await rawExchange(port, `GET /v1/anecdotes?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 414 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toMatchObject({ statusCode: 414, code: 'uri_too_long' });
  });
});

describe('shutdown', () => {
  it('a request that arrives while the server drains gets our 503 with Retry-After and the rate-limit headers', async () => {
    const key = o.headers;
    let during: InjectResponse | undefined;
    const app = await buildApp({ ...t.services, logger: false, instrument: attachConformance });
    // runs once close() has begun (after the app's own preClose hooks): the router still takes
    // requests from connections that were open, as a keep-alive client's next request would be
    app.addHook('preClose', async () => {
      during = await inject((req, res) => app.routing(req, res), { method: 'GET', url: '/v1/anecdotes', headers: key });
    });
    await app.ready();
    const before = await app.inject({ method: 'GET', url: '/v1/anecdotes', headers: key });
    expect(before.statusCode).toBe(200);
    await app.close();
    if (!during) throw new Error('no request was answered during close');
    const body = expectError(during, 503, 'service_unavailable');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(during.headers['retry-after']).toBe(String(body.retryAfter));
    expect(during.headers.connection).toBe('close');
    expectRateHeaders(during.headers);
  });
});
