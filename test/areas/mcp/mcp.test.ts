import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCatalog } from '../../../src/areas/mcp/catalog.js';
import { mediaLinks, type Caller } from '../../../src/areas/mcp/operation.js';
import { jobWaits } from '../../../src/jobs/wait.js';
import { loadOpenApi } from '../../../src/http/openapi.js';
import { valueFor } from '../../../scripts/fuzz/values.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { startFakeLlm, storyReply, type FakeLlm } from '../../support/fake-llm.js';
import { OTHER_ID } from '../../support/http.js';
import { until } from '../../support/wait.js';

// The MCP endpoint through the SDK's own client (Client + StreamableHTTPClientTransport) over
// real HTTP against a listening app. The app writes with a local model server that answers only
// while `gate` is open, so that a job can be watched (or canceled) while it really runs.

const SECRET = 'mcp-test-secret-that-is-long-enough-for-hs256';
let t: TestApp;
let llm: FakeLlm;
let base: string;
let alice: TestOwner;
let bob: TestOwner;
const clients: Client[] = [];

interface Gate {
  promise: Promise<void>;
  release(): void;
}
let gate: Gate = { promise: Promise.resolve(), release: () => undefined };
function closed(): Gate {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

beforeAll(async () => {
  llm = await startFakeLlm(async (req) => {
    await gate.promise;
    return storyReply(req);
  });
  t = await createTestApp({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 60_000, maxRetries: 0 }, jwtSecret: SECRET });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(async () => {
  gate.release();
  for (const c of clients) await c.close().catch(() => undefined);
  await t?.close();
  await llm?.close();
});

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const token = (sub: string, scope?: string) =>
  new SignJWT(scope === undefined ? {} : { scope }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(SECRET));

type Result = Awaited<ReturnType<Client['callTool']>>;
const structured = (r: Result) => r.structuredContent as Record<string, any>;
const text = (r: Result) => (r.content as Array<{ type: string; text?: string }>).find((c) => c.type === 'text')!.text!;
/** A tool error's API error body. */
function toolError(r: Result, status: number, code: string) {
  expect(r.isError, text(r)).toBe(true);
  const body = JSON.parse(text(r));
  expect(body).toMatchObject({ statusCode: status, code });
  expect(typeof body.requestId).toBe('string');
  return body as { message: string | string[] };
}

const STORY = {
  title: 'The demo that almost failed',
  content: 'The night before demo day our build broke. We fixed it at 3 am, slept two hours, and the demo worked. Lesson: rehearse the boring parts.',
};

describe('tools/list', () => {
  it('lists the curated tools, with truthful annotations', async () => {
    const client = await connect(bearer(alice.apiKey));
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual([
      'create_anecdote', 'list_anecdotes', 'generate_post', 'regenerate_post', 'get_post', 'run_carousel', 'get_carousel', 'create_script_job',
      'create_short', 'validate_short', 'start_broll', 'analyze_site', 'write_article', 'list_themes', 'list_components', 'get_job', 'wait_for_job', 'cancel_job',
    ]);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('list_anecdotes')!.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false });
    expect(byName.get('create_anecdote')!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: false });
    expect(byName.get('cancel_job')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(byName.get('analyze_site')!.annotations).toMatchObject({ destructiveHint: true, openWorldHint: true });
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    // the tools that create take an idempotency key; the others do not
    const keyed = tools.filter((tool) => tool.inputSchema.properties?.idempotencyKey).map((tool) => tool.name);
    expect(keyed).toEqual(['create_anecdote', 'generate_post', 'regenerate_post', 'run_carousel', 'create_script_job', 'create_short', 'validate_short', 'start_broll', 'analyze_site', 'write_article']);
  });

  it("takes every schema from openapi/openapi.yaml: a tool's schema that drifts from its operation's fails here", async () => {
    // the document read again here, its references resolved by this test's own code
    const doc = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
    const deref = (node: any): any => {
      if (Array.isArray(node)) return node.map(deref);
      if (!node || typeof node !== 'object') return node;
      if (typeof node.$ref === 'string') {
        const { $ref, ...rest } = node;
        return { ...deref($ref.slice(2).split('/').reduce((o: any, k: string) => o[k], doc)), ...deref(rest) };
      }
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
    };
    const operations = new Map<string, any>();
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) if (op?.operationId) operations.set(op.operationId, { ...op, parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])] });
    }
    const OPERATIONS: Record<string, string> = {
      create_anecdote: 'createAnecdote', list_anecdotes: 'listAnecdotes', generate_post: 'createPostGeneration', regenerate_post: 'regeneratePostGeneration',
      get_post: 'getPost', run_carousel: 'runCarouselGenerationFromAnecdote', get_carousel: 'getCarousel', create_script_job: 'createScriptJob',
      create_short: 'createShort', validate_short: 'validateShort', start_broll: 'createBrollFromShort', analyze_site: 'analyzeBlogSite',
      write_article: 'createBlogArticle', list_themes: 'listThemes', list_components: 'listComponents',
    };
    const { tools } = await (await connect(bearer(alice.apiKey))).listTools();
    for (const tool of tools) {
      const operationId = OPERATIONS[tool.name];
      if (!operationId) continue;
      const op = deref(operations.get(operationId));
      const expected: Record<string, any> = {};
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' || p.in === 'query') expected[p.name] = p.schema;
        if (p.name === 'Idempotency-Key') expected.idempotencyKey = p.schema;
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      Object.assign(expected, body?.properties ?? {});
      expect(Object.keys(tool.inputSchema.properties ?? {}).sort(), tool.name).toEqual(Object.keys(expected).sort());
      for (const [name, schema] of Object.entries(expected)) expect(tool.inputSchema.properties![name], `${tool.name}.${name}`).toMatchObject(schema);
      expect(new Set(tool.inputSchema.required ?? [])).toEqual(new Set([...(body?.required ?? []), ...(op.parameters ?? []).filter((p: any) => p.required && p.in !== 'header').map((p: any) => p.name)]));
      const success = Object.entries<any>(op.responses).find(([s, r]) => s.startsWith('2') && r.content?.['application/json'])![1];
      expect(tool.outputSchema, tool.name).toMatchObject(success.content['application/json'].schema);
    }
    // the job tools answer any kind's job: their output is each kind's GET body
    const getJob = tools.find((tool) => tool.name === 'get_job')!;
    const shapes = (getJob.outputSchema!.anyOf as unknown[]).map((s) => JSON.stringify(s));
    for (const name of ['PostGenerationJob', 'CarouselGenerationJob', 'ScriptJob', 'ShortJob', 'BrollJob', 'BlogArticle', 'YoutubeSuggestionRun']) {
      const schema = deref({ $ref: `#/components/schemas/${name}` });
      expect(shapes.some((s) => s === JSON.stringify(schema) || s === JSON.stringify({ type: 'object', ...schema })), name).toBe(true);
    }
  });

  it("media are links named by the contract's file operations: a B-roll job's video and captions, rendered thumbnails, an image", () => {
    const id = '4d3c2b1a-0f9e-4d8c-b7a6-95847362514f';
    const caller = { spec: loadOpenApi(), baseUrl: 'https://api.example.com/content' } as Caller;
    const links = mediaLinks(caller, {
      id,
      status: 'completed',
      videoUrl: `/v1/broll/${id}/video`,
      captionsVttUrl: `/v1/broll/${id}/captions.vtt`,
      captionsSrtUrl: `/v1/broll/${id}/captions.srt`,
      imageUrl: '/media/images/x.png',
      sourceUrl: 'https://elsewhere.example/x.mp4',
      thumbnails: [
        { index: 0, url: `/v1/shorts/${id}/thumbnails/0`, status: 'completed' },
        { index: 1, url: `/v1/shorts/${id}/thumbnails/1`, status: 'pending' },
      ],
    });
    expect(links).toEqual([
      { type: 'resource_link', uri: `https://api.example.com/content/v1/broll/${id}/video`, name: `/v1/broll/${id}/video`, title: 'Download the rendered B-roll video', mimeType: 'video/mp4' },
      expect.objectContaining({ uri: `https://api.example.com/content/v1/broll/${id}/captions.vtt`, mimeType: 'text/vtt' }),
      expect.objectContaining({ uri: `https://api.example.com/content/v1/broll/${id}/captions.srt`, mimeType: 'application/x-subrip' }),
      // an image the contract serves in several types: no type is guessed
      { type: 'resource_link', uri: 'https://api.example.com/content/media/images/x.png', name: '/media/images/x.png', title: 'Get an uploaded image' },
      expect.objectContaining({ uri: `https://api.example.com/content/v1/shorts/${id}/thumbnails/0`, mimeType: 'image/png' }),
    ]);
  });

  it('an edit of the document is an edit of the tools (one source)', () => {
    const spec = loadOpenApi();
    const edited = { ...spec, document: structuredClone(spec.document) };
    edited.document.components.schemas.AnecdoteCreate.properties.location = { type: 'string', maxLength: 80 };
    edited.document.components.schemas.Anecdote.properties.location = { type: 'string' };
    const tool = buildCatalog(edited, t.services.jobs.definitions()).find((x) => x.name === 'create_anecdote')!;
    expect(tool.listing.inputSchema.properties.location).toEqual({ type: 'string', maxLength: 80 });
    expect(tool.listing.outputSchema.properties.location).toEqual({ type: 'string' });
    expect(tool.validate({ title: 'x', content: 'y', location: 'z'.repeat(81) })).toBe(false);
  });
});

describe('the workflow through tools', () => {
  it('anecdote → post → wait_for_job with progress notifications → the post content', { timeout: 120_000 }, async () => {
    const client = await connect(bearer(alice.apiKey));
    const anecdote = await client.callTool({ name: 'create_anecdote', arguments: STORY });
    expect(anecdote.isError, text(anecdote)).toBeFalsy();
    expect(structured(anecdote)).toMatchObject({ title: STORY.title, isFavorite: false });
    expect(text(anecdote)).toContain(structured(anecdote).id);

    gate = closed();
    const started = await client.callTool({ name: 'generate_post', arguments: { anecdoteId: structured(anecdote).id } });
    const job = structured(started);
    expect(job).toMatchObject({ anecdoteId: structured(anecdote).id, status: 'pending' });
    expect(text(started)).toMatch(/wait_for_job/);

    // the model answers only once the first notification has come: the wait sees the job run
    const notes: Array<{ progress: number; total?: number; message?: string }> = [];
    const waited = await client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 120 } }, undefined, {
      timeout: 150_000,
      onprogress: (p) => {
        notes.push(p);
        gate.release();
      },
    });
    expect(waited.isError, text(waited)).toBeFalsy();
    expect(structured(waited)).toMatchObject({ id: job.id, status: 'completed', progress: 1, postId: expect.any(String) });
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.map((n) => n.progress)).toEqual([...notes.map((n) => n.progress)].sort((a, b) => a - b));
    expect(new Set(notes.map((n) => n.progress)).size).toBe(notes.length);
    expect(notes[0]!.progress).toBeLessThan(1);
    expect(notes.at(-1)).toMatchObject({ progress: 1, total: 1, message: expect.stringMatching(/^completed/) });
    // after the job as it stood when the wait began, each notification is one of the job's events
    const events = (await t.app.inject({ method: 'GET', url: `/v1/events?resourceId=${job.id}&limit=100`, headers: alice.headers })).json().events as Array<{ type: string; data: { object: { progress: number; status: string; currentStep: string } } }>;
    const told = new Set(events.map((e) => `${e.data.object.status}: ${e.data.object.currentStep} ${e.data.object.progress}`));
    for (const n of notes.slice(1)) expect(told, JSON.stringify(n)).toContain(`${n.message} ${n.progress}`);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['post_generation.started', 'post_generation.completed']));

    const post = await client.callTool({ name: 'get_post', arguments: { id: structured(waited).postId } });
    expect(structured(post).content).toMatch(/^Model draft \d+ about The demo that almost failed/);
    // the same job read again, and the post regenerated with a reason
    expect(structured(await client.callTool({ name: 'get_job', arguments: { id: job.id } }))).toEqual(structured(waited));
    const again = await client.callTool({ name: 'regenerate_post', arguments: { id: job.id, reason: 'shorter, and end with a question' } });
    expect(structured(again)).toMatchObject({ id: job.id, reason: 'shorter, and end with a question' });
    const regenerated = await client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 60 } }, undefined, { timeout: 90_000 });
    expect(structured(regenerated)).toMatchObject({ status: 'completed', postId: structured(waited).postId });
  });

  it('a carousel run answers the job, and get_carousel links the PDF, which the credential fetches', { timeout: 120_000 }, async () => {
    const client = await connect({ 'x-api-key': alice.apiKey });
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    const run = await client.callTool({ name: 'run_carousel', arguments: { anecdoteId: anecdote.id } }, undefined, { timeout: 90_000 });
    expect(structured(run)).toMatchObject({ status: 'completed', carouselId: expect.any(String) });
    const carousel = await client.callTool({ name: 'get_carousel', arguments: { id: structured(run).carouselId } });
    expect(structured(carousel).slides.length).toBeGreaterThan(0);
    const links = (carousel.content as Array<{ type: string; uri?: string; mimeType?: string }>).filter((c) => c.type === 'resource_link');
    expect(links).toEqual([expect.objectContaining({ uri: `${base}${structured(carousel).pdfUrl}`, mimeType: 'application/pdf', name: structured(carousel).pdfUrl })]);
    // media are links, never bytes
    expect(JSON.stringify(carousel.content)).not.toMatch(/"blob"|"data"/);
    const pdf = await fetch(links[0]!.uri!, { headers: { 'x-api-key': alice.apiKey } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // the link is the owner's: another owner's key gets the same 404 as an unknown carousel
    expect((await fetch(links[0]!.uri!, { headers: { 'x-api-key': bob.apiKey } })).status).toBe(404);
  });

  it('cancel_job stops a running job; a second cancel is a conflict; a wait that times out answers the job still running', { timeout: 120_000 }, async () => {
    const client = await connect(bearer(alice.apiKey));
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    gate = closed();
    const job = structured(await client.callTool({ name: 'generate_post', arguments: { anecdoteId: anecdote.id } }));
    const waited = await client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 1 } });
    expect(waited.isError).toBeFalsy();
    expect(['pending', 'running']).toContain(structured(waited).status);
    expect(text(waited)).toMatch(/still (pending|running).*wait_for_job again/);

    const canceled = await client.callTool({ name: 'cancel_job', arguments: { id: job.id } });
    expect(canceled.isError, text(canceled)).toBeFalsy();
    expect(structured(canceled)).toMatchObject({ id: job.id, status: 'canceled' });
    toolError(await client.callTool({ name: 'cancel_job', arguments: { id: job.id } }), 409, 'conflict');
    gate.release();
    expect(structured(await client.callTool({ name: 'get_job', arguments: { id: job.id } })).status).toBe('canceled');
  });

  it('a client that goes away stops its wait (the job runs on)', { timeout: 60_000 }, async () => {
    const client = await connect(bearer(alice.apiKey));
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    gate = closed();
    const job = structured(await client.callTool({ name: 'generate_post', arguments: { anecdoteId: anecdote.id } }));
    const waits = jobWaits(t.services);
    const before = waits.size;
    const waiting = client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 300 } }, undefined, { timeout: 400_000 }).catch((err: unknown) => err);
    await until(async () => waits.size, (n) => n === before + 1);
    await client.close();
    await until(async () => waits.size, (n) => n === before);
    expect(await waiting).toBeInstanceOf(Error);
    gate.release();
    const other = await connect(bearer(alice.apiKey));
    const done = await other.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 60 } }, undefined, { timeout: 90_000 });
    expect(structured(done).status).toBe('completed');
  });

  it('an idempotency key makes a retry answer the first result, once', async () => {
    const client = await connect(bearer(alice.apiKey));
    const key = `mcp-${Date.now()}`;
    const story = { ...STORY, title: `Idempotent ${key}` };
    const first = await client.callTool({ name: 'create_anecdote', arguments: { ...story, idempotencyKey: key } });
    const second = await client.callTool({ name: 'create_anecdote', arguments: { ...story, idempotencyKey: key } });
    expect(structured(second)).toEqual(structured(first));
    expect(first._meta?.idempotentReplayed).toBeUndefined();
    expect(second._meta).toMatchObject({ idempotentReplayed: true });
    expect(text(second)).toMatch(/Replayed/);
    const list = await client.callTool({ name: 'list_anecdotes', arguments: { q: story.title } });
    expect(structured(list).total).toBe(1);
    const other = await client.callTool({ name: 'create_anecdote', arguments: { ...story, content: 'Another text', idempotencyKey: key } });
    toolError(other, 422, 'idempotency_key_mismatch');
  });
});

describe('owners, credentials and errors', () => {
  it("another owner's id answers the same not-found as an unknown id", { timeout: 60_000 }, async () => {
    const asBob = await connect(bearer(bob.apiKey));
    const bobs = structured(await asBob.callTool({ name: 'create_anecdote', arguments: STORY }));
    const bobsJob = structured(await asBob.callTool({ name: 'generate_post', arguments: { anecdoteId: bobs.id } }));
    const client = await connect(bearer(alice.apiKey));
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
    const reader = await t.owner(['read']);
    const jwtReader = await token(`mcp-reader-${Date.now()}`, 'read');
    for (const headers of [bearer(reader.apiKey), { 'x-api-key': reader.apiKey }, bearer(jwtReader)]) {
      const client = await connect(headers);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['list_anecdotes', 'get_post', 'get_carousel', 'list_themes', 'list_components', 'get_job', 'wait_for_job']);
      expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
      const refused = toolError(await client.callTool({ name: 'create_anecdote', arguments: STORY }), 403, 'forbidden');
      expect(refused.message).toMatch(/write scope/);
      expect(structured(await client.callTool({ name: 'list_anecdotes', arguments: {} })).total).toBe(0);
    }
    // a token with both scopes, for an owner named by label, sees every tool
    const writer = await connect(bearer(await token(`mcp-writer-${Date.now()}`)));
    expect((await writer.listTools()).tools).toHaveLength(18);
  });

  it('bad arguments are tool errors with the contract validation messages; an unknown tool is a JSON-RPC error', async () => {
    const client = await connect(bearer(alice.apiKey));
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
    const send = (headers: Record<string, string>) =>
      fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: message });
    for (const [headers, challenge] of [
      [{}, 'Bearer realm="content-workflow-api"'],
      [bearer('cw_000000000000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 'Bearer realm="content-workflow-api", error="invalid_token"'],
      [{ 'x-api-key': 'not-a-key' }, 'Bearer realm="content-workflow-api", error="invalid_token"'],
      [bearer('not-a-jwt'), 'Bearer realm="content-workflow-api", error="invalid_token"'],
    ] as const) {
      const res = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: message });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      const body = await res.json();
      expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.any(String), data: { statusCode: 401, code: 'unauthorized' } }, statusCode: 401, code: 'unauthorized' });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    // the SDK's client sees the refusal
    await expect(connect({})).rejects.toThrow(/401|Unauthorized/i);
    // a valid credential: the answer is counted like any request
    const first = await send(bearer(alice.apiKey));
    const second = await send(bearer(alice.apiKey));
    expect(first.status).toBe(200);
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(first.headers.get('x-ratelimit-remaining')));
    // without an Accept naming the event stream, the answer is plain JSON
    const json = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(alice.apiKey) }, body: message });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await json.json()).result.tools).toHaveLength(18);
    // a body that is no JSON-RPC message: 400 in the same shape
    const bad = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(alice.apiKey) }, body: '{"jsonrpc":"1.0","method":"x"}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 }, code: 'validation_failed', message: ['body.jsonrpc must be one of 2.0'] });
  });
});

describe('tool arguments fuzzed from the tools\' own schemas', () => {
  it('every call answers a result that keeps its output schema, a tool error with the API body, or a 400: never a crash or a 5xx', { timeout: 180_000 }, async () => {
    const client = await connect(bearer(alice.apiKey));
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
      const post = (message: object) =>
        small.app.inject({ method: 'POST', url: '/mcp', headers: { ...bearer(owner.apiKey), 'content-type': 'application/json' }, payload: message });
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
