import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueFor } from '../../../scripts/fuzz/values.js';
import { createTestApp } from '../../support/app.js';
import { OTHER_ID } from '../../support/http.js';
import { bearer, startMcpApp, STORY, structured, text, toolError, type McpTestApp } from '../../support/mcp.js';

// The MCP endpoint's boundaries through the SDK's own client over real HTTP: owners, scopes and
// credentials, validation, the rate limit, and tool arguments fuzzed from each tool's schema.

let m: McpTestApp;
beforeAll(async () => {
  m = await startMcpApp();
});
afterAll(() => m?.close());

describe('owners, credentials and errors', () => {
  it("another owner's id answers the same not-found as an unknown id", { timeout: 60_000 }, async () => {
    const asBob = await m.connect(bearer(m.bob.apiKey));
    const bobs = structured(await asBob.callTool({ name: 'create_anecdote', arguments: STORY }));
    const bobsJob = structured(await asBob.callTool({ name: 'generate_post', arguments: { anecdoteId: bobs.id } }));
    const client = await m.connect(bearer(m.alice.apiKey));
    const same = async (name: string, args: (id: string) => Record<string, unknown>, theirs: string) => {
      const foreign = toolError(await client.callTool({ name, arguments: args(theirs) }), 404, 'not_found');
      const unknown = toolError(await client.callTool({ name, arguments: args(OTHER_ID) }), 404, 'not_found');
      expect(String(foreign.message).replace(theirs, 'X')).toBe(String(unknown.message).replace(OTHER_ID, 'X'));
    };
    await same('generate_post', (id) => ({ anecdoteId: id }), bobs.id);
    await same('get_job', (id) => ({ id }), bobsJob.id);
    await same('wait_for_job', (id) => ({ id, timeoutSeconds: 1 }), bobsJob.id);
    await same('cancel_job', (id) => ({ id }), bobsJob.id);
    await same('regenerate_post', (id) => ({ id }), bobsJob.id);
    // and Bob's job went on untouched
    expect(structured(await asBob.callTool({ name: 'get_job', arguments: { id: bobsJob.id } })).status).not.toBe('canceled');
  });

  it('a read-only credential sees the read tools only, and a write tool called anyway is refused', async () => {
    const reader = await m.t.owner(['read']);
    const jwtReader = await m.token(`mcp-reader-${Date.now()}`, 'read');
    for (const headers of [bearer(reader.apiKey), { 'x-api-key': reader.apiKey }, bearer(jwtReader)]) {
      const client = await m.connect(headers);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['list_anecdotes', 'get_post', 'get_carousel', 'list_themes', 'list_components', 'get_job', 'wait_for_job']);
      expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
      const refused = toolError(await client.callTool({ name: 'create_anecdote', arguments: STORY }), 403, 'forbidden');
      expect(refused.message).toMatch(/write scope/);
      expect(structured(await client.callTool({ name: 'list_anecdotes', arguments: {} })).total).toBe(0);
    }
    // a token with both scopes, for an owner named by label, sees every tool
    const writer = await m.connect(bearer(await m.token(`mcp-writer-${Date.now()}`)));
    expect((await writer.listTools()).tools).toHaveLength(19);
  });

  it('bad arguments are tool errors with the contract validation messages; an unknown tool is a JSON-RPC error', async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const bad = toolError(await client.callTool({ name: 'generate_post', arguments: { anecdoteId: 'nope', extra: 1 } }), 400, 'validation_failed');
    expect(bad.message).toEqual(expect.arrayContaining(['arguments.anecdoteId must match format "uuid"', 'arguments.extra is not allowed']));
    const missing = toolError(await client.callTool({ name: 'create_anecdote', arguments: { title: '' } }), 400, 'validation_failed');
    expect(missing.message).toEqual(expect.arrayContaining(['arguments.content is required', 'arguments.title must NOT have fewer than 1 characters']));
    toolError(await client.callTool({ name: 'wait_for_job', arguments: { id: OTHER_ID, timeoutSeconds: 301 } }), 400, 'validation_failed');
    const notAnObject = toolError(await client.callTool({ name: 'create_anecdote', arguments: ['a story'] as never }), 400, 'validation_failed');
    expect(notAnObject.message).toEqual(['arguments must be object']);
    // the operation answers its own refusals (a short that is unknown to this owner)
    toolError(await client.callTool({ name: 'start_broll', arguments: { shortId: OTHER_ID } }), 404, 'not_found');
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool: no_such_tool/);
  });

  it('a missing or unknown credential answers 401 in the JSON-RPC error shape with WWW-Authenticate, counted by the rate limit', async () => {
    const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const send = (headers: Record<string, string>) => fetch(`${m.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: message });
    for (const [headers, challenge] of [
      [{}, 'Bearer realm="content-workflow-api"'],
      [bearer('cw_000000000000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 'Bearer realm="content-workflow-api", error="invalid_token"'],
      [{ 'x-api-key': 'not-a-key' }, 'Bearer realm="content-workflow-api", error="invalid_token"'],
      [bearer('not-a-jwt'), 'Bearer realm="content-workflow-api", error="invalid_token"'],
    ] as const) {
      const res = await fetch(`${m.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: message });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      const body = await res.json();
      expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.any(String), data: { statusCode: 401, code: 'unauthorized' } }, statusCode: 401, code: 'unauthorized' });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    // the SDK's client sees the refusal
    await expect(m.connect({})).rejects.toThrow(/401|Unauthorized/i);
    // a valid credential: the answer is counted like any request
    const first = await send(bearer(m.alice.apiKey));
    const second = await send(bearer(m.alice.apiKey));
    expect(first.status).toBe(200);
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(first.headers.get('x-ratelimit-remaining')));
    // without an Accept naming the event stream, the answer is plain JSON
    const json = await fetch(`${m.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(m.alice.apiKey) }, body: message });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await json.json()).result.tools).toHaveLength(19);
    // a body that is no JSON-RPC message: 400 in the same shape
    const bad = await fetch(`${m.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(m.alice.apiKey) }, body: '{"jsonrpc":"1.0","method":"x"}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 }, code: 'validation_failed', message: ['body.jsonrpc must be one of 2.0'] });
  });
});

describe("tool arguments fuzzed from the tools' own schemas", () => {
  it('every call answers a result that keeps its output schema, a tool error with the API body, or a 400: never a crash or a 5xx', { timeout: 180_000 }, async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const { tools } = await client.listTools();
    const outcomes: Record<string, number> = {};
    for (const [i, tool] of tools.entries()) {
      const args = fc.sample(valueFor(tool.inputSchema, 'arguments', { deref: (x) => x }), { seed: 20261201 + i, numRuns: 6 });
      for (const given of args) {
        // a long wait would only be waiting: the fuzz keeps waits short
        if (tool.name === 'wait_for_job' && given && typeof given === 'object') (given as Record<string, unknown>).timeoutSeconds = 1;
        let outcome: string;
        try {
          // the client checks a result's structured content against the tool's output schema
          const res = await client.callTool({ name: tool.name, arguments: given as Record<string, unknown> }, undefined, { timeout: 60_000 });
          if (res.isError) {
            const body = JSON.parse(text(res));
            expect(body.statusCode, text(res)).not.toBe(500);
            expect(typeof body.code).toBe('string');
            expect(typeof body.requestId).toBe('string');
            outcome = `tool error ${body.statusCode}`;
          } else outcome = 'result';
        } catch (err) {
          // refused before any tool ran: arguments that are no object (JSON-RPC invalid params),
          // or text the API never stores (a NUL character: the request's 400)
          const known = (err instanceof McpError && err.code === -32602) || (err instanceof StreamableHTTPError && err.code === 400);
          expect(known, `${tool.name} ${JSON.stringify(given)?.slice(0, 200)}: ${String(err)}`).toBe(true);
          outcome = err instanceof McpError ? 'invalid params' : 'http 400';
        }
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }
    expect(outcomes.result ?? 0).toBeGreaterThan(0);
    expect(outcomes['tool error 400'] ?? 0).toBeGreaterThan(0);
  });
});

describe('the rate limit', () => {
  it('counts each MCP request and each operation a tool performs; past the quota the refusal is a JSON-RPC error with Retry-After', { timeout: 60_000 }, async () => {
    const small = await createTestApp({ rateLimitMax: 6 });
    try {
      const owner = await small.owner();
      const post = (message: object) => small.app.inject({ method: 'POST', url: '/mcp', headers: { ...bearer(owner.apiKey), 'content-type': 'application/json' }, payload: message });
      const list = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-ratelimit-remaining']).toBe('5');
      // a tool call: the MCP request, and the operation it calls (listAnecdotes)
      const call = await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_anecdotes', arguments: {} } });
      expect(call.json().result.structuredContent).toMatchObject({ anecdotes: [], total: 0 });
      expect(call.headers['x-ratelimit-remaining']).toBe('4');
      expect((await post({ jsonrpc: '2.0', id: 3, method: 'ping' })).headers['x-ratelimit-remaining']).toBe('2');
      await post({ jsonrpc: '2.0', id: 4, method: 'ping' });
      await post({ jsonrpc: '2.0', id: 5, method: 'ping' });
      const refused = await post({ jsonrpc: '2.0', id: 6, method: 'ping' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { statusCode: 429, code: 'rate_limit_exceeded' } }, code: 'rate_limit_exceeded', retryAfter: expect.any(Number) });
    } finally {
      await small.close();
    }
  });
});
