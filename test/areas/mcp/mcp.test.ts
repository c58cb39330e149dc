import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCatalog } from '../../../src/areas/mcp/catalog.js';
import { mediaLinks, type Caller } from '../../../src/areas/mcp/operation.js';
import { loadOpenApi } from '../../../src/http/openapi.js';
import { jobWaits } from '../../../src/jobs/wait.js';
import { bearer, startMcpApp, STORY, structured, text, toolError, type McpTestApp } from '../../support/mcp.js';
import { until } from '../../support/wait.js';

// The MCP endpoint through the SDK's own client over real HTTP: the tools and their schemas,
// and the workflow (anecdote, post with progress, carousel and its PDF, cancel, replay).
// Owners, credentials, errors and limits: mcp-access.test.ts.

let m: McpTestApp;
beforeAll(async () => {
  m = await startMcpApp();
});
afterAll(() => m?.close());

describe('tools/list', () => {
  it('lists the curated tools, with truthful annotations', async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual([
      'create_anecdote',
      'list_anecdotes',
      'generate_post',
      'regenerate_post',
      'get_post',
      'run_carousel',
      'get_carousel',
      'create_script_job',
      'create_short',
      'validate_short',
      'start_broll',
      'add_media_from_url',
      'analyze_site',
      'write_article',
      'list_themes',
      'list_components',
      'get_job',
      'wait_for_job',
      'cancel_job',
    ]);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect(byName.get('list_anecdotes')!.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false });
    expect(byName.get('create_anecdote')!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false, destructiveHint: false, openWorldHint: false });
    expect(byName.get('cancel_job')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(byName.get('analyze_site')!.annotations).toMatchObject({ destructiveHint: true, openWorldHint: true });
    // tools whose answers can carry text the caller did not write say openWorldHint (third-party.ts)
    const openWorld = tools.filter((tool) => tool.annotations?.openWorldHint).map((tool) => tool.name);
    expect(openWorld).toEqual(['add_media_from_url', 'analyze_site', 'write_article', 'list_components', 'get_job', 'wait_for_job', 'cancel_job']);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    // the tools that create take an idempotency key; the others do not
    const keyed = tools.filter((tool) => tool.inputSchema.properties?.idempotencyKey).map((tool) => tool.name);
    expect(keyed).toEqual(['create_anecdote', 'generate_post', 'regenerate_post', 'run_carousel', 'create_script_job', 'create_short', 'validate_short', 'start_broll', 'add_media_from_url', 'analyze_site', 'write_article']);
  });

  it("takes every schema from openapi/openapi.yaml: a tool's schema that drifts from its operation's fails here", async () => {
    // the document read again here, its references resolved by this test's own code
    const doc = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
    const deref = (node: any): any => {
      if (Array.isArray(node)) return node.map(deref);
      if (!node || typeof node !== 'object') return node;
      if (typeof node.$ref === 'string') {
        const { $ref, ...rest } = node;
        return {
          ...deref(
            $ref
              .slice(2)
              .split('/')
              .reduce((o: any, k: string) => o[k], doc),
          ),
          ...deref(rest),
        };
      }
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
    };
    const operations = new Map<string, any>();
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) if (op?.operationId) operations.set(op.operationId, { ...op, parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])] });
    }
    const OPERATIONS: Record<string, string> = {
      create_anecdote: 'createAnecdote',
      list_anecdotes: 'listAnecdotes',
      generate_post: 'createPostGeneration',
      regenerate_post: 'regeneratePostGeneration',
      get_post: 'getPost',
      run_carousel: 'runCarouselGenerationFromAnecdote',
      get_carousel: 'getCarousel',
      create_script_job: 'createScriptJob',
      create_short: 'createShort',
      validate_short: 'validateShort',
      start_broll: 'createBrollFromShort',
      add_media_from_url: 'importMedia',
      analyze_site: 'analyzeBlogSite',
      write_article: 'createBlogArticle',
      list_themes: 'listThemes',
      list_components: 'listComponents',
    };
    const { tools } = await (await m.connect(bearer(m.alice.apiKey))).listTools();
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
      const answer = success.content['application/json'].schema;
      if (tool.name === 'analyze_site' || tool.name === 'write_article') {
        // the fields a website's words are in move to thirdPartyText (same schemas), the rest stays
        const moved = tool.outputSchema!.properties!.thirdPartyText as any;
        for (const [name, schema] of Object.entries<any>(answer.properties)) {
          expect(tool.outputSchema!.properties![name] ?? moved.items.properties.data.properties[name], `${tool.name}.${name}`).toEqual(schema);
        }
        continue;
      }
      expect(tool.outputSchema, tool.name).toMatchObject(answer);
    }
    const listComponents = tools.find((tool) => tool.name === 'list_components')!;
    expect((listComponents.outputSchema!.properties!.thirdPartyText as any).items.properties.data).toEqual(deref({ $ref: '#/components/schemas/Component' }));
    // the job tools answer any kind's job: their output is each kind's GET body
    const getJob = tools.find((tool) => tool.name === 'get_job')!;
    const shapes = (getJob.outputSchema!.anyOf as unknown[]).map((s) => JSON.stringify(s));
    expect(shapes.filter((s) => s.includes('"thirdPartyText"'))).toHaveLength(1);
    for (const name of ['PostGenerationJob', 'CarouselGenerationJob', 'ScriptJob', 'ShortJob', 'BrollJob', 'YoutubeSuggestionRun']) {
      const schema = deref({ $ref: `#/components/schemas/${name}` });
      expect(
        shapes.some((s) => s === JSON.stringify(schema) || s === JSON.stringify({ type: 'object', ...schema })),
        name,
      ).toBe(true);
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
    const tool = buildCatalog(edited, m.t.services.jobs.definitions()).find((x) => x.name === 'create_anecdote')!;
    expect(tool.listing.inputSchema.properties.location).toEqual({ type: 'string', maxLength: 80 });
    expect(tool.listing.outputSchema.properties.location).toEqual({ type: 'string' });
    expect(tool.validate({ title: 'x', content: 'y', location: 'z'.repeat(81) })).toBe(false);
  });
});

describe('the workflow through tools', () => {
  it('anecdote → post → wait_for_job with progress notifications → the post content', { timeout: 120_000 }, async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const anecdote = await client.callTool({ name: 'create_anecdote', arguments: STORY });
    expect(anecdote.isError, text(anecdote)).toBeFalsy();
    expect(structured(anecdote)).toMatchObject({ title: STORY.title, isFavorite: false });
    expect(text(anecdote)).toContain(structured(anecdote).id);

    m.hold();
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
        m.release();
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
    const events = (await m.t.app.inject({ method: 'GET', url: `/v1/events?resourceId=${job.id}&limit=100`, headers: m.alice.headers })).json().events as Array<{ type: string; data: { object: { progress: number; status: string; currentStep: string } } }>;
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
    const client = await m.connect({ 'x-api-key': m.alice.apiKey });
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    const run = await client.callTool({ name: 'run_carousel', arguments: { anecdoteId: anecdote.id } }, undefined, { timeout: 90_000 });
    expect(structured(run)).toMatchObject({ status: 'completed', carouselId: expect.any(String) });
    const carousel = await client.callTool({ name: 'get_carousel', arguments: { id: structured(run).carouselId } });
    expect(structured(carousel).slides.length).toBeGreaterThan(0);
    const links = (carousel.content as Array<{ type: string; uri?: string; mimeType?: string }>).filter((c) => c.type === 'resource_link');
    expect(links).toEqual([expect.objectContaining({ uri: `${m.base}${structured(carousel).pdfUrl}`, mimeType: 'application/pdf', name: structured(carousel).pdfUrl })]);
    // media are links, never bytes
    expect(JSON.stringify(carousel.content)).not.toMatch(/"blob"|"data"/);
    const pdf = await fetch(links[0]!.uri!, { headers: { 'x-api-key': m.alice.apiKey } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // the link is the owner's: another owner's key gets the same 404 as an unknown carousel
    expect((await fetch(links[0]!.uri!, { headers: { 'x-api-key': m.bob.apiKey } })).status).toBe(404);
  });

  it('cancel_job stops a running job; a second cancel is a conflict; a wait that times out answers the job still running', { timeout: 120_000 }, async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    m.hold();
    const job = structured(await client.callTool({ name: 'generate_post', arguments: { anecdoteId: anecdote.id } }));
    const waited = await client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 1 } });
    expect(waited.isError).toBeFalsy();
    expect(['pending', 'running']).toContain(structured(waited).status);
    expect(text(waited)).toMatch(/still (pending|running).*wait_for_job again/);

    const canceled = await client.callTool({ name: 'cancel_job', arguments: { id: job.id } });
    expect(canceled.isError, text(canceled)).toBeFalsy();
    expect(structured(canceled)).toMatchObject({ id: job.id, status: 'canceled' });
    toolError(await client.callTool({ name: 'cancel_job', arguments: { id: job.id } }), 409, 'conflict');
    m.release();
    expect(structured(await client.callTool({ name: 'get_job', arguments: { id: job.id } })).status).toBe('canceled');
  });

  it('a client that goes away stops its wait (the job runs on)', { timeout: 60_000 }, async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const anecdote = structured(await client.callTool({ name: 'create_anecdote', arguments: STORY }));
    m.hold();
    const job = structured(await client.callTool({ name: 'generate_post', arguments: { anecdoteId: anecdote.id } }));
    const waits = jobWaits(m.t.services);
    const before = waits.size;
    const waiting = client.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 300 } }, undefined, { timeout: 400_000 }).catch((err: unknown) => err);
    await until(
      async () => waits.size,
      (n) => n === before + 1,
    );
    await client.close();
    await until(
      async () => waits.size,
      (n) => n === before,
    );
    expect(await waiting).toBeInstanceOf(Error);
    m.release();
    const other = await m.connect(bearer(m.alice.apiKey));
    const done = await other.callTool({ name: 'wait_for_job', arguments: { id: job.id, timeoutSeconds: 60 } }, undefined, { timeout: 90_000 });
    expect(structured(done).status).toBe('completed');
  });

  it('an idempotency key makes a retry answer the first result, once', async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
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
