import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { hostAllowed, splitHost } from '../../src/http/host-guard.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';

// DNS rebinding, tried as an attacker would: a page of evil.example whose name now resolves to
// the server makes the browser send `Host: evil.example` (and `Origin: http://evil.example`).
// Every route refuses it, /metrics included; /mcp also refuses a foreign Origin.

/** A raw HTTP request (fetch will not send a Host of one's choosing). */
function send(base: string, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; json: () => any }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: opts.method ?? 'GET', path: opts.path, headers: { ...(opts.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'evil', version: '1' } } });
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

describe('configuration', () => {
  it('ALLOWED_HOSTS and PUBLIC_BASE_URL name the allowed hosts; a public HOST needs one of them', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: 'API.example.com, api.example.com:8443,[2001:db8::1]', PUBLIC_BASE_URL: 'https://public.example.com:9443/base' }).allowedHosts).toEqual(['api.example.com', 'api.example.com:8443', '[2001:db8::1]', 'public.example.com']);
    expect(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts).toBe('*');
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://api.example.com' })).toThrow(/ALLOWED_HOSTS must be/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a.example.com:99999' })).toThrow(/ALLOWED_HOSTS must be/);
    // bound beyond loopback with no host name: refused at start, saying what to set
    const refused = (() => {
      try {
        loadConfig({ HOST: '0.0.0.0', METRICS: 'false' });
      } catch (err) {
        return err as ConfigError;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect(refused!.problems).toEqual([expect.stringMatching(/^HOST=0\.0\.0\.0 is not a loopback address: set PUBLIC_BASE_URL or ALLOWED_HOSTS/)]);
    expect(loadConfig({ HOST: '0.0.0.0', METRICS: 'false', ALLOWED_HOSTS: 'api.example.com' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', METRICS: 'false', PUBLIC_BASE_URL: 'https://api.example.com' }).allowedHosts).toEqual(['api.example.com']);
    expect(loadConfig({ HOST: '0.0.0.0', METRICS: 'false', ALLOWED_HOSTS: '*' }).allowedHosts).toBe('*');
  });

  it('matches names and ports as a Host header carries them', () => {
    expect(splitHost('[::1]:3000')).toEqual({ name: '[::1]', port: '3000' });
    expect(splitHost('Example.com:80')).toEqual({ name: 'example.com', port: '80' });
    expect(splitHost('example.com')).toEqual({ name: 'example.com', port: undefined });
    const allowed = ['api.example.com', 'other.example.com:8443'];
    for (const ok of ['api.example.com', 'api.example.com:443', 'API.EXAMPLE.COM.', 'other.example.com:8443', 'localhost:80', '127.0.0.1:3000', '127.9.9.9', '[::1]:1', undefined]) {
      expect(hostAllowed(allowed, ok), String(ok)).toBe(true);
    }
    for (const bad of ['evil.example', 'evil.example:3000', 'other.example.com', 'other.example.com:443', 'api.example.com.evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0:3000', '', '[::1', 'api.example.com@evil.example']) {
      expect(hostAllowed(allowed, bad), bad).toBe(false);
    }
    expect(hostAllowed('*', 'evil.example')).toBe(true);
  });
});

describe('a server bound to loopback, configured for api.example.com', () => {
  let t: TestApp;
  let o: TestOwner;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ allowedHosts: ['api.example.com'], corsOrigins: ['https://app.example.com'] });
    o = await t.owner();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('a rebinding request (foreign Host) answers 421 on every route, /metrics, /health, /docs and unknown paths included', async () => {
    for (const path of ['/metrics', '/health', '/health/live', '/health/ready', '/docs', '/docs/static/index.html', '/openapi.json', '/v1/anecdotes', '/no/such/path']) {
      for (const host of ['evil.example', `evil.example:${new URL(base).port}`, '127.0.0.1.nip.io']) {
        const res = await send(base, { path, headers: { host, origin: 'http://evil.example', ...o.headers } });
        expect(res.status, `${path} ${host}`).toBe(421);
        const body = res.json();
        expect(body).toMatchObject({ statusCode: 421, error: 'Misdirected Request', code: 'misdirected_request', requestId: res.headers['x-request-id'] });
        expect(body.message).toMatch(/does not answer for the host/);
        // nothing of the server's answer leaks: no metric, no list
        expect(res.text).not.toMatch(/http_requests|anecdotes"/);
        expect(res.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
      }
    }
    // the names it is configured for, and loopback names, are answered
    expect((await send(base, { path: '/health/live', headers: { host: 'api.example.com' } })).status).toBe(200);
    expect((await send(base, { path: '/v1/anecdotes', headers: { host: 'api.example.com:443', ...o.headers } })).status).toBe(200);
    expect((await send(base, { path: '/metrics', headers: { host: `127.0.0.1:${new URL(base).port}` } })).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    // app.inject's own Host (localhost:80) is loopback
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: 'evil.example' } }), 421, 'misdirected_request');
  });

  it('a rebinding request to /mcp answers 421 in the JSON-RPC error shape with the API fields, and runs nothing', async () => {
    const count = async () => (await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })).json().total as number;
    const before = await count();
    const create = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create_anecdote', arguments: { title: 'Rebound', content: 'Written by a rebinding page.' } } });
    for (const body of [INITIALIZE, create]) {
      const res = await send(base, { method: 'POST', path: '/mcp', body, headers: { host: 'evil.example', origin: 'http://evil.example', ...MCP_HEADERS, ...o.headers } });
      expect(res.status).toBe(421);
      expect(res.json()).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: expect.stringMatching(/does not answer for the host evil\.example/), data: { statusCode: 421, code: 'misdirected_request' } },
        statusCode: 421,
        code: 'misdirected_request',
        requestId: res.headers['x-request-id'],
      });
    }
    expect(await count()).toBe(before);
  });

  it('/mcp refuses a foreign Origin with 403 in the JSON-RPC error shape; no Origin, its own and CORS_ORIGINS are answered', async () => {
    const port = new URL(base).port;
    for (const origin of ['http://evil.example', 'null', `http://evil.example:${port}`, 'https://app.example.com.evil.example', 'http://api.example.com.evil.example']) {
      for (const host of ['api.example.com', `127.0.0.1:${port}`]) {
        const res = await send(base, { method: 'POST', path: '/mcp', body: INITIALIZE, headers: { host, origin, ...MCP_HEADERS, ...o.headers } });
        expect(res.status, `${origin} ${host}`).toBe(403);
        expect(res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { statusCode: 403, code: 'forbidden' } }, statusCode: 403, code: 'forbidden' });
        expect(res.json().message).toMatch(/Origin may not call \/mcp/);
        expect(res.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
      }
    }
    // without credentials the foreign origin is still refused as such (nothing about keys is told)
    const anonymous = await send(base, { method: 'POST', path: '/mcp', body: INITIALIZE, headers: { host: 'api.example.com', origin: 'http://evil.example', ...MCP_HEADERS } });
    expect(anonymous.status).toBe(403);
    for (const [host, origin] of [
      ['api.example.com', undefined],
      ['api.example.com', 'http://api.example.com'],
      [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`],
      ['api.example.com', 'https://app.example.com'],
    ] as const) {
      const res = await send(base, { method: 'POST', path: '/mcp', body: INITIALIZE, headers: { host, ...(origin ? { origin } : {}), ...MCP_HEADERS, ...o.headers } });
      expect(res.status, `${origin} ${host}: ${res.text}`).toBe(200);
    }
  });
});
