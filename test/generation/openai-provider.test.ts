import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRepository } from '../../src/areas/posts/repository.js';
import { createEngine, GenerationError } from '../../src/generation/engine.js';
import { postTask } from '../../src/generation/tasks/post.js';
import { carouselOutlineTask } from '../../src/generation/tasks/carousel.js';
import { youtubeSuggestionsTask } from '../../src/generation/tasks/youtube.js';
import { siteRecapTask } from '../../src/areas/blog/generation/site-task.js';
import { createModelApp, type TestApp, type TestOwner } from '../support/app.js';
import { startFakeLlm, storyReply, type FakeHandler, type FakeLlm, type FakeRequest } from '../support/fake-llm.js';
import { until } from '../support/wait.js';

let fake: FakeLlm;
let t: TestApp;
let owner: TestOwner;
/** per-test answers, keyed by the anecdote title the request carries */
const routes = new Map<string, FakeHandler>();
const titleOf = (req: FakeRequest) => /Title: (.*)/.exec(req.user)?.[1] ?? '';
const requestsFor = (title: string) => fake.requests.filter((r) => titleOf(r) === title);

let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  // its own database: the other test files' workers (local provider) must not take these jobs
  ({ app: t, llm: fake, close } = await createModelApp((req) => (routes.get(titleOf(req)) ?? storyReply)(req), { database: 'openai' }));
  owner = await t.owner();
});
afterAll(() => close?.());

const story = { title: '', content: 'I almost quit the day before we signed. I learned that the hardest moment comes right before the breakthrough.', tags: ['sales'] };

describe('the openai provider, engine level', () => {
  const engine = (timeoutMs = 300, maxRetries = 2) => createEngine({ generationProvider: 'openai', openai: { baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs, maxRetries } });
  const input = (title: string) => ({ anecdote: { ...story, title } });

  it("asks for JSON with the story and the model, and counts the server's tokens", async () => {
    const out = await engine().run(postTask, input('engine ok'));
    expect(out.output.content).toMatch(/^Model draft \d+ about engine ok/);
    expect(out.tokens).toBe(330);
    const [req] = requestsFor('engine ok');
    expect(req!.model).toBe('fake-model');
    expect(req!.user).toContain('I almost quit the day before we signed.');
    expect(req!.system).toContain('JSON schema');
  });

  it('sends one leading system message with the task, the language and the schema; the whole theme; a per-task temperature', async () => {
    const french = { title: 'prompt fr', content: "Quand j'ai repris l'affaire de mon oncle, le marché comptait quarante étals. J'ai compris que je vendais un peu de compagnie.", tags: ['commerce'] };
    const theme = { tone: 'warm', pointOfView: 'first', signature: 'always sign with Camille' };
    await engine().run(postTask, { anecdote: french, theme, themeInfo: { name: 'Marché', description: 'Short, warm posts for local shop owners' } });
    const [post] = requestsFor('prompt fr');
    expect(post!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(post!.messages[0]!.content).toContain('Write every text field in French (language code fr)');
    expect(post!.messages[0]!.content).toMatch(/JSON schema: \{"type":"object"/);
    // the whole theme: its name, its description and every setting, the unmapped one too
    expect(post!.system).toContain('"Marché": Short, warm posts for local shop owners');
    expect(post!.system).toContain('signature: always sign with Camille');
    expect(post!.temperature).toBe(0.7);
    expect(post!.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { name: 'post_draft' } });

    routes.set('prompt outline', () => ({
      json: {
        title: 'x',
        slides: [
          { kind: 'cover', title: 'a' },
          { kind: 'content', title: 'b' },
          { kind: 'content', title: 'c' },
          { kind: 'content', title: 'd' },
          { kind: 'cta', title: 'e' },
        ],
      },
    }));
    await engine().run(carouselOutlineTask, { anecdote: { ...french, title: 'prompt outline' } });
    const [outline] = requestsFor('prompt outline');
    expect(outline!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(outline!.system).toContain('language code fr');
    expect(outline!.temperature).toBe(0.6);
  });

  it("gives the suggestion scores a rubric, in the anecdotes' language; the site recap runs cool", async () => {
    const seen: FakeRequest[] = [];
    const previous = routes.get('');
    routes.set('', (req) => (seen.push(req), { json: { suggestions: [] } }));
    try {
      await engine().run(youtubeSuggestionsTask, {
        anecdotes: [{ title: 'Die Werkstatt', content: 'Mein Vater hat vierzig Jahre lang eine kleine Autowerkstatt in Kassel geführt. Ich habe gelernt, dass man das Alte respektieren muss.' }],
        count: 3,
        settled: [],
      });
    } finally {
      if (previous) routes.set('', previous);
      else routes.delete('');
    }
    const req = seen[0]!;
    expect(req.system).toMatch(/rubric/);
    expect(req.system).toContain('up to 25');
    expect(req.system).toContain('language code de');
    expect(req.system).toMatch(/never by joining the anecdotes' titles/);
    expect(req.temperature).toBe(0.8);
    expect(siteRecapTask.temperature).toBe(0.2);
  });

  it("a model draft with a sentence in another language is replaced by the offline writer's text, with a warning", async () => {
    routes.set('engine mixed', () => ({ json: { content: "Quand j'ai repris l'affaire de mon oncle, le marché comptait quarante étals.\n\nThat moment still shapes how I work." } }));
    const french = { title: 'engine mixed', content: "Quand j'ai repris l'affaire de mon oncle, le marché comptait quarante étals. J'ai compris que je vendais un peu de compagnie.", tags: ['commerce'] };
    const out = await engine().run(postTask, { anecdote: french });
    expect(out.output.content).not.toContain('That moment');
    expect(out.warnings).toEqual([expect.stringMatching(/^quality gate: the model's draft mixes languages: 1 sentence not in fr .*; replaced by the offline writer's text$/)]);
  });

  it('steps down from strict json_schema to json_schema to json_object when the server refuses a response format, and remembers it', async () => {
    let calls = 0;
    const fallback = await startFakeLlm((req) => {
      calls++;
      return req.responseFormat?.type === 'json_schema' ? { status: 400, message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported" } : { json: { content: 'A draft.' } };
    });
    try {
      const e = createEngine({ generationProvider: 'openai', openai: { baseUrl: fallback.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 0 } }, { gate: false });
      expect((await e.run(postTask, input('fallback'))).output.content).toBe('A draft.');
      expect((await e.run(postTask, input('fallback'))).output.content).toBe('A draft.');
      // the refusal is remembered: the second task goes straight to json_object
      expect(fallback.requests.map((r) => `${r.responseFormat?.type}${(r.responseFormat?.json_schema as { strict?: boolean } | undefined)?.strict ? ' strict' : ''}`)).toEqual(['json_schema strict', 'json_schema', 'json_object', 'json_object']);
      expect(calls).toBe(4);
    } finally {
      await fallback.close();
    }
  });

  it("retries a 429 (after the server's Retry-After) and succeeds", async () => {
    let calls = 0;
    routes.set('engine 429', (req) => (calls++ === 0 ? { status: 429, message: 'slow down', headers: { 'retry-after-ms': '20' } } : storyReply(req)));
    const out = await engine().run(postTask, input('engine 429'));
    expect(out.output.content).toContain('engine 429');
    expect(requestsFor('engine 429')).toHaveLength(2);
  });

  it('a server that keeps answering 500: the offline writer writes it and says why; with GENERATION_FALLBACK=fail the run fails naming the cause', async () => {
    routes.set('engine 500', () => ({ status: 500, message: 'upstream exploded' }));
    const out = await engine(300, 2).run(postTask, input('engine 500'));
    expect(out.writer).toBe('offline');
    expect(out.output.content).toContain('I almost quit the day before we signed.');
    expect(out.warnings[0]).toMatch(/^the model server answered 500 after 3 tries: .*upstream exploded; written by the offline writer$/);
    expect(out.tokens).toBe(0);
    expect(requestsFor('engine 500')).toHaveLength(3);

    const failing = createEngine({ generationProvider: 'openai', generationFallback: 'fail', openai: { baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs: 300, maxRetries: 2 } });
    const err = await failing.run(postTask, input('engine 500')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GenerationError);
    expect((err as Error).message).toMatch(/post_draft: the model server answered 500 after 3 tries: .*upstream exploded/);
  });

  it('content that holds no JSON goes back to the model once, then the offline writer writes it', async () => {
    routes.set('engine not json', () => ({ content: 'Sure! Here is your post: {content: oops' }));
    const out = await engine().run(postTask, input('engine not json'));
    const sent = requestsFor('engine not json');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages.at(-1)!.content).toContain('- the answer holds no JSON object');
    expect(out.warnings[0]).toBe("the model server's answer could not be used after a repair turn (the answer holds no JSON object); written by the offline writer");
    expect(out.tokens).toBe(300);
  });

  it("JSON that breaks the task's schema goes back to the model with its exact problems", async () => {
    routes.set('engine bad schema', () => ({ json: { text: 'wrong field' } }));
    const out = await engine().run(postTask, input('engine bad schema'));
    expect(requestsFor('engine bad schema')[1]!.messages.at(-1)!.content).toContain('- `content` is required');
    expect(out.warnings[0]).toMatch(/`content` is required\); written by the offline writer$/);
    routes.set('engine empty', () => ({ json: { content: '' } }));
    const empty = await engine().run(postTask, input('engine empty'));
    expect(requestsFor('engine empty')[1]!.messages.at(-1)!.content).toContain('- `content` must have at least 1 characters (it has 0)');
    expect(empty.writer).toBe('offline');
  });

  it('times out a server that does not answer, after its retries; the offline writer writes it', async () => {
    routes.set('engine hang', () => ({ hang: true }));
    const out = await engine(200, 1).run(postTask, input('engine hang'));
    expect(out.warnings[0]).toBe('the model server did not answer within 200 ms (2 tries); written by the offline writer');
    expect(requestsFor('engine hang')).toHaveLength(2);
  });
});

describe('the openai provider through the jobs', () => {
  const anecdote = async (title: string) => (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: { ...story, title } })).json();
  const job = (id: string) => t.app.inject({ method: 'GET', url: `/v1/post-generation/${id}`, headers: owner.headers }).then((r) => r.json());
  const start = async (title: string) => (await t.app.inject({ method: 'POST', url: '/v1/post-generation', headers: owner.headers, payload: { anecdoteId: (await anecdote(title)).id } })).json();
  const settled = (id: string, pred: (j: any) => boolean = () => true) =>
    until(
      () => job(id),
      (j) => ['completed', 'failed'].includes(j.status) && pred(j),
    );

  it("writes the post with the model; a reason reaches the model and the style's hard rules hold", async () => {
    const done = await settled((await start('job ok')).id);
    expect(done).toMatchObject({ status: 'completed', currentStep: 'done', totalTokensUsed: 330 });
    const post = await postRepository(t.db).get(owner.ownerId, done.postId);
    expect(post!.content).toMatch(/^Model draft \d+ about job ok\. 🚀\n\n#Story$/);

    const reason = 'No emojis and no hashtags, and make it shorter.';
    await t.app.inject({ method: 'POST', url: `/v1/post-generation/${done.id}/regenerate`, headers: owner.headers, payload: { reason } });
    const again = await settled(done.id, (j) => j.reason === reason);
    expect(again.totalTokensUsed).toBe(660);
    const last = requestsFor('job ok').at(-1)!;
    expect(last.system).toContain(reason);
    expect(last.system).toContain('Emojis: none.');
    expect(last.system).toContain('- no hashtags at all;');
    expect(last.user).toContain('<previous_draft>');
    expect(last.user).toContain(post!.content); // the previous draft, to revise
    const replaced = (await postRepository(t.db).get(owner.ownerId, done.postId))!.content;
    expect(replaced).toMatch(/^Model draft \d+ about job ok\.$/);
    expect((await postRepository(t.db).history(owner.ownerId, done.postId))![0]).toMatchObject({ content: post!.content, reason });
  });

  it("a model's warning (facts the story lacks) reaches the job's warnings; the post keeps to the story", async () => {
    routes.set('job warns', () => ({ json: { content: 'A post without invented facts.', warning: 'The story does not name the daughter, so the post does not either.' } }));
    const done = await settled((await start('job warns')).id);
    expect(done.status).toBe('completed');
    expect(done.warnings).toContain('the model could not do everything asked: The story does not name the daughter, so the post does not either.');
  });

  it("a model draft that reads broken fails the quality gate: the offline writer's post is stored, and the job says so", async () => {
    routes.set('job broken', () => ({ json: { content: 'Let me take you back to You do not need a bigger list.\n\nWhat I took from it: day is that a plan is there to make you calm.' } }));
    const done = await settled((await start('job broken')).id);
    expect(done.status).toBe('completed');
    const post = await postRepository(t.db).get(owner.ownerId, done.postId);
    expect(post!.content).not.toContain('You do not need');
    expect(post!.content).toContain('breakthrough');
    expect(done.warnings).toContainEqual(expect.stringMatching(/^quality gate: the model's draft reads broken .*pasted-title.*; replaced by the offline writer's text$/));
  });

  it('a model draft that passes is stored as written, without a gate warning', async () => {
    const done = await settled((await start('job clean')).id);
    expect(done.warnings.filter((w: string) => w.startsWith('quality gate'))).toEqual([]);
  });

  it('a 429 is retried and the job completes', async () => {
    let calls = 0;
    routes.set('job 429', (req) => (calls++ === 0 ? { status: 429, headers: { 'retry-after': '0' } } : storyReply(req)));
    const done = await settled((await start('job 429')).id);
    expect(done.status).toBe('completed');
    expect(requestsFor('job 429')).toHaveLength(2);
  });

  it("a server that keeps failing: the job completes with the offline writer's post and a warning naming the cause", async () => {
    routes.set('job 500', () => ({ status: 500, message: 'model overloaded' }));
    const done = await settled((await start('job 500')).id);
    expect(done).toMatchObject({ status: 'completed', currentStep: 'done', totalTokensUsed: 0 });
    expect(done.warnings[0]).toMatch(/^the model server answered 500 after 2 tries: .*model overloaded; written by the offline writer$/);
    const post = await postRepository(t.db).get(owner.ownerId, done.postId);
    expect(post!.content).toContain('breakthrough');
    // 2 requests (1 SDK retry), one run: the job is not retried
    expect(requestsFor('job 500')).toHaveLength(2);
  });

  it('regenerating a running job cancels its run at once (the model call is aborted) and starts afresh', async () => {
    let calls = 0;
    routes.set('job hang', (req) => (calls++ === 0 ? { hang: true } : storyReply(req)));
    const started = await start('job hang');
    await until(
      async () => requestsFor('job hang').length,
      (n) => n === 1,
    );
    expect((await job(started.id)).status).toBe('running');
    const reason = 'Try again and make it more casual please.';
    const res = await t.app.inject({ method: 'POST', url: `/v1/post-generation/${started.id}/regenerate`, headers: owner.headers, payload: { reason } });
    expect(res.json()).toMatchObject({ status: 'pending', reason });
    const done = await settled(started.id, (j) => j.reason === reason);
    expect(done.status).toBe('completed');
    const requests = requestsFor('job hang');
    expect(requests).toHaveLength(2);
    expect(requests[0]!.aborted).toBe(true);
    const post = (await postRepository(t.db).get(owner.ownerId, done.postId))!;
    expect(post.content).toContain(`Model draft ${requests[1]!.n} about job hang`);
    expect(await postRepository(t.db).history(owner.ownerId, done.postId)).toEqual([]);
  });

  const runCarousel = async (title: string) => t.app.inject({ method: 'POST', url: '/v1/carousel-generation/from-anecdote/run', headers: owner.headers, payload: { anecdoteId: (await anecdote(title)).id } });

  it('runs a carousel with the model: outline then slides', async () => {
    const res = await runCarousel('carousel ok');
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ status: 'completed', progress: 1, totalTokensUsed: 340 + 520 });
    const carousel = (await t.app.inject({ method: 'GET', url: `/v1/carousels/${job.carouselId}`, headers: owner.headers })).json();
    expect(carousel.slides.map((s: { kind: string }) => s.kind)).toEqual(['cover', 'content', 'content', 'content', 'cta']);
    expect(carousel.slides[2]).toMatchObject({ index: 2, title: 'Slide 3', body: 'Model-written slide 3 of carousel ok.', visualHint: 'a whiteboard' });
    expect(requestsFor('carousel ok')[1]!.system).toContain('"What went wrong"');
  });

  it('a carousel the model cannot write is repaired once, then written by the offline writer, with the cause', async () => {
    routes.set('carousel not json', () => ({ content: 'no json here' }));
    routes.set('carousel short', () => ({ json: { title: 'x', slides: [{ kind: 'cover', title: 'x' }] } }));
    routes.set('carousel shape', () => ({ json: { title: 'x', slides: ['cover', 'content', 'content', 'content', 'content'].map((kind) => ({ kind, title: kind })) } }));
    routes.set('carousel count', (req) => (req.system.includes('Outline the carousel') ? storyReply(req) : { json: { slides: [{ title: 'one', body: 'only one' }] } }));
    const expected: Array<[string, RegExp]> = [
      ['carousel not json', /^the model server's answer could not be used after a repair turn \(the answer holds no JSON object\); written by the offline writer$/],
      ['carousel short', /`slides` must have at least 5 items \(it has 1\)/],
      ['carousel shape', /the last slide must be the call to action \(kind "cta"\), not "content"/],
      ['carousel count', /`slides` must have at least 5 items \(it has 1\); slide 2 \("What happened"\) is missing/],
    ];
    for (const [title, why] of expected) {
      const res = await runCarousel(title);
      expect(res.statusCode).toBe(201);
      const job = res.json();
      expect(`${title}: ${job.status}`).toBe(`${title}: completed`);
      expect(job.warnings.join('\n')).toMatch(why);
      const sent = requestsFor(title);
      // the repair turn carries the problem
      expect(sent.at(-1)!.messages.at(-1)!.content).toMatch(/^Your answer cannot be used as it is\. Its problems:/);
      const carousel = (await t.app.inject({ method: 'GET', url: `/v1/carousels/${job.carouselId}`, headers: owner.headers })).json();
      expect(carousel.slides.at(-1).kind).toBe('cta');
    }
  });
});
