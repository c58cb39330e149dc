import net from 'node:net';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRepository } from '../../src/areas/posts/repository.js';
import { createEngine } from '../../src/generation/engine.js';
import { modelSchema } from '../../src/generation/model-schema.js';
import { createModelApp, createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { scratchDatabase } from '../support/database.js';
import { grammarRefusal, llamaCppRefusal, schemaAnswer, startFakeLlm, type FakeHandler, type FakeLlm, type FakeRequest } from '../support/fake-llm.js';
import { taskCases } from '../support/task-cases.js';
import { until } from '../support/wait.js';

// The model path against the servers it meets: a llama.cpp-style server that builds a grammar
// of the schema (and refuses what it cannot expand), answers wrapped in prose, an answer that
// breaks its schema and is repaired, a server that is down, a 429 with Retry-After. The figures
// the issue asks for (requests sent, the final status) are the assertions below.

const ajv = new Ajv.default({ allErrors: true, strict: false });

describe('every task on a llama.cpp-style server', () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm((req) => llamaCppRefusal(req) ?? schemaAnswer(req));
  });
  afterAll(() => llm.close());

  it('the schemas as the tasks declare them would be refused: their length limits are past what a grammar builder expands', () => {
    const refused = taskCases().filter(({ task }) => grammarRefusal(task.schema));
    expect(refused.map((c) => c.kind)).toEqual(expect.arrayContaining(['post', 'script-sections', 'component', 'article']));
    for (const { task } of taskCases()) expect(grammarRefusal(modelSchema(task.schema))).toBeUndefined();
  });

  for (const { kind, task, input } of taskCases()) {
    it(`${kind}: one request, no refusal, the model's answer kept and valid against the task's schema`, async () => {
      const engine = createEngine({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'llama', timeoutMs: 5000, maxRetries: 0 } });
      const before = llm.requests.length;
      const out = await engine.run(task, input);
      const sent = llm.requests.slice(before);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(sent[0]!.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      expect(grammarRefusal(sent[0]!.responseFormat!.json_schema!.schema)).toBeUndefined();
      expect(out.warnings.filter((w) => w.includes('written by the offline writer'))).toEqual([]);
      const schema = task.schemaFor?.(input) ?? task.schema;
      expect(ajv.validate(schema, out.output), JSON.stringify(ajv.errors)).toBe(true);
      // the limits the grammar no longer carries are told in words
      if (JSON.stringify(task.schema).includes('maxLength')) expect(sent[0]!.system).toContain('Limits the answer must keep:');
    });
  }

  it('a server whose grammar builder refuses every schema gets json_object, then plain text, and the task still completes', async () => {
    const strictest = await startFakeLlm((req) => (req.responseFormat ? { status: 400, message: 'failed to parse grammar' } : { content: `Sure:\n${JSON.stringify((schemaAnswer(req) as { json: unknown }).json)}` }));
    try {
      const { task, input } = taskCases()[0]!;
      const engine = createEngine({ generationProvider: 'openai', openai: { baseUrl: strictest.baseUrl, apiKey: 'k', model: 'llama', timeoutMs: 5000, maxRetries: 0 } });
      const out = await engine.run(task, input);
      expect(out.writer).toBe('model');
      expect(strictest.requests.map((r) => r.responseFormat?.type ?? 'text')).toEqual(['json_schema', 'json_schema', 'json_object', 'text']);
    } finally {
      await strictest.close();
    }
  });
});

describe('the scenarios through a post generation job', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let owner: TestOwner;
  const routes = new Map<string, FakeHandler>();
  const titleOf = (req: FakeRequest) => /Title: (.*)/.exec(req.user)?.[1] ?? '';
  const requestsFor = (title: string) => fake.requests.filter((r) => titleOf(r) === title);
  const story = 'I almost quit the day before we signed. I learned that the hardest moment comes right before the breakthrough.';

  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ app: t, llm: fake, close } = await createModelApp((req) => (routes.get(titleOf(req)) ?? schemaAnswer)(req), { database: 'model-path', openai: { maxRetries: 2 } }));
    owner = await t.owner();
  });
  afterAll(() => close?.());

  const run = async (app: TestApp, who: TestOwner, title: string) => {
    const anecdote = (await app.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: who.headers, payload: { title, content: story, tags: ['sales'] } })).json();
    const started = (await app.app.inject({ method: 'POST', url: '/v1/post-generation', headers: who.headers, payload: { anecdoteId: anecdote.id } })).json();
    return until(
      () => app.app.inject({ method: 'GET', url: `/v1/post-generation/${started.id}`, headers: who.headers }).then((r) => r.json()),
      (j) => ['completed', 'failed'].includes(j.status),
    );
  };
  const contentOf = async (app: TestApp, who: TestOwner, job: { postId: string }) => (await postRepository(app.db).get(who.ownerId, job.postId))!.content;

  it("prose-wrapped JSON in a code fence: one request, the model's post", async () => {
    const post = 'We almost walked away the day before the deal.\n\nThe hardest moment comes right before the breakthrough.';
    routes.set('prose', () => ({ content: `Here is your post:\n\n\`\`\`json\n${JSON.stringify({ content: post })}\n\`\`\`\n\nLet me know if you want changes {or not}.` }));
    const done = await run(t, owner, 'prose');
    expect(done).toMatchObject({ status: 'completed', totalTokensUsed: 150 });
    expect(requestsFor('prose')).toHaveLength(1);
    expect(await contentOf(t, owner, done)).toBe(post);
  });

  it('a schema violation is repaired on the second request, which carries the problem; both calls count', async () => {
    const post = 'We almost walked away the day before the deal.\n\nThe hardest moment comes right before the breakthrough.';
    routes.set('repair', (req) => (req.messages.length === 2 ? { json: { text: post } } : { json: { content: post } }));
    const done = await run(t, owner, 'repair');
    expect(done).toMatchObject({ status: 'completed', totalTokensUsed: 300 });
    const sent = requestsFor('repair');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]!.messages[2]!.content).toBe(JSON.stringify({ text: post }));
    expect(sent[1]!.messages[3]!.content).toContain('- `content` is required');
    expect(done.warnings.filter((w: string) => w.includes('offline writer'))).toEqual([]);
    expect(await contentOf(t, owner, done)).toBe(post);
  });

  it('429 with Retry-After: waited for, retried, completed', async () => {
    let calls = 0;
    routes.set('busy', (req) => (calls++ === 0 ? { status: 429, message: 'slow down', headers: { 'retry-after': '1' } } : schemaAnswer(req)));
    const started = Date.now();
    const done = await run(t, owner, 'busy');
    expect(done.status).toBe('completed');
    expect(requestsFor('busy')).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('a server that is down: the offline writer writes the post and the job says why', async () => {
    // a port that refuses connections: taken, then closed
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const downDb = await scratchDatabase('model-down');
    const down = await createTestApp({
      databaseUrl: downDb.url,
      generationProvider: 'openai',
      openai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 1 },
    });
    try {
      const who = await down.owner();
      const done = await run(down, who, 'down');
      expect(done).toMatchObject({ status: 'completed', totalTokensUsed: 0 });
      expect(done.warnings[0]).toMatch(/^the model server could not be reached \(2 tries\): .*; written by the offline writer$/);
      expect(await contentOf(down, who, done)).toContain('I almost quit the day before we signed.');
    } finally {
      await down.close();
      await downDb.drop();
    }
  });

  it('another owner cannot read the job', async () => {
    const done = await run(t, owner, 'prose');
    const other = await t.owner();
    expect((await t.app.inject({ method: 'GET', url: `/v1/post-generation/${done.id}`, headers: other.headers })).statusCode).toBe(404);
  });
});
