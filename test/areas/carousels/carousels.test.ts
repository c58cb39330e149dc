import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeRepository } from '../../../src/areas/themes/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { readPdf } from '../../support/pdf.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

const STORY = {
  title: 'The day the demo crashed',
  content:
    'Ten minutes before our biggest demo, the database went down. I had rehearsed on my laptop, never on the real environment. ' +
    'My hands were shaking, but I told the client exactly what had happened. We walked them through the architecture on a whiteboard instead. ' +
    'They signed two weeks later, and they said the honesty was the reason. I learned that how you handle a failure says more than a perfect demo.',
  tags: ['sales', 'demos'],
  mood: 'nervous',
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t.close());

const anecdote = async (owner: TestOwner, body: Record<string, unknown> = STORY) => (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: body })).json();
const run = (owner: TestOwner, payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/carousel-generation/from-anecdote/run', headers: owner.headers, payload: payload as object });
const get = (owner: TestOwner, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });

describe('carousels', () => {
  it('runs the pipeline within the request and answers the completed job with its carousel', async () => {
    const a = await anecdote(alice);
    const res = await run(alice, { anecdoteId: a.id });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ anecdoteId: a.id, status: 'completed', currentStep: 'done', progress: 1, riskLevel: expect.any(String) });
    expect(job.qualityScore).toBeGreaterThan(40);
    expect(job.totalTokensUsed).toBeGreaterThan(100);
    expect(job.carouselId).toEqual(expect.any(String));
    expect((await get(alice, `/v1/carousel-generation/${job.id}`)).json()).toEqual(job);

    const carousel = (await get(alice, `/v1/carousels/${job.carouselId}`)).json();
    expect(carousel).toMatchObject({ id: job.carouselId, anecdoteId: a.id, generationJobId: job.id, title: STORY.title, pdfUrl: `/v1/carousels/${job.carouselId}/pdf` });
    const slides = carousel.slides as Array<{ index: number; kind: string; title: string; body: string; visualHint?: string }>;
    expect(slides.map((s) => s.index)).toEqual(slides.map((_, i) => i));
    expect(slides[0]!.kind).toBe('cover');
    expect(slides[slides.length - 1]!.kind).toBe('cta');
    const content = slides.slice(1, -1);
    expect(content.every((s) => s.kind === 'content')).toBe(true);
    expect(content.length).toBeGreaterThanOrEqual(3);
    expect(content.length).toBeLessThanOrEqual(8);
    for (const s of slides) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.body.length).toBeGreaterThan(0);
    }
    // the story's own material, not placeholders
    const all = slides.map((s) => s.body).join(' ');
    expect(slides[0]!.body).toBe('Ten minutes before our biggest demo, the database went down.');
    expect(all).toContain('We walked them through the architecture on a whiteboard instead.');
    expect(all).toContain('How you handle a failure says more than a perfect demo.');
    expect(slides[slides.length - 1]!.body).toMatch(/\?/);
    expect(slides.some((s) => s.visualHint && /whiteboard|database|demo/.test(s.visualHint))).toBe(true);
  });

  it('renders the carousel as a multi-page PDF, one page per slide', async () => {
    const a = await anecdote(alice, { ...STORY, content: `${STORY.content} 🎉 Café crème for everyone — “finally”.` });
    const job = (await run(alice, { anecdoteId: a.id })).json();
    const carousel = (await get(alice, `/v1/carousels/${job.carouselId}`)).json();
    const res = await get(alice, carousel.pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`carousel-${carousel.id}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe(STORY.title);
    expect(pdf.pages).toHaveLength(carousel.slides.length);
    carousel.slides.forEach((s: { title: string }, i: number) => expect(pdf.pages[i]).toContain(s.title));
    expect(pdf.pages[0]).toContain('Ten minutes before our biggest demo');
    expect(pdf.pages.join(' ')).toContain('Café crème');
    expect(pdf.pages[pdf.pages.length - 1]).toContain(`${carousel.slides.length} / ${carousel.slides.length}`);
  });

  it("is deterministic with the local provider and writes in the owner's default theme", async () => {
    const owner = await t.owner();
    const a = await anecdote(owner);
    const slidesOf = async () => (await get(owner, `/v1/carousels/${(await run(owner, { anecdoteId: a.id })).json().carouselId}`)).json().slides;
    expect(await slidesOf()).toEqual(await slidesOf());
    const themes = themeRepository(t.db);
    const theme = await themes.create(owner.ownerId, { name: 'Coach', config: { pointOfView: 'second-person', tone: 'casual' } });
    await themes.setDefault(owner.ownerId, theme.id, true);
    const slides = await slidesOf();
    // the story stays in its author's words: "You had rehearsed on your laptop" would not be the reader's story
    expect(slides.map((s: { body: string }) => s.body).join(' ')).toContain('I had rehearsed on my laptop');
    expect(slides.map((s: { body: string }) => s.body).join(' ')).toContain("I'd rehearsed on my laptop".replace("I'd", 'I had'));
    expect(slides[slides.length - 1]).toMatchObject({ title: 'Your turn', body: expect.stringMatching(/^The day the demo crashed: .*\?$/) });
    const job = (await run(owner, { anecdoteId: a.id })).json();
    expect(job.warnings).toContainEqual(expect.stringMatching(/second person, but the story is told in the first person/));
  });

  it('makes at least three content slides from a one-sentence story', async () => {
    const a = await anecdote(alice, { title: 'Soaked', content: 'I missed the train, so I walked to the interview in the rain, but I got the job.' });
    const job = (await run(alice, { anecdoteId: a.id })).json();
    const { slides } = (await get(alice, `/v1/carousels/${job.carouselId}`)).json();
    expect(slides.filter((s: { kind: string }) => s.kind === 'content').length).toBeGreaterThanOrEqual(3);
    expect(slides.map((s: { body: string }) => s.body)).toContain('I missed the train.');
  });

  it('lists generations as a bare array, newest first, with page and limit', async () => {
    const owner = await t.owner();
    const a = await anecdote(owner);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await run(owner, { anecdoteId: a.id })).json().id);
    const all = await get(owner, '/v1/carousel/generations');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((j: { id: string }) => j.id)).toEqual([...ids].reverse());
    expect((await get(owner, '/v1/carousel/generations?page=1&limit=2')).json().map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    expect((await get(owner, '/v1/carousel/generations?page=2&limit=2')).json().map((j: { id: string }) => j.id)).toEqual([ids[0]]);
    expect((await get(owner, '/v1/carousel/generations?page=3&limit=2')).json()).toEqual([]);
    for (const qs of ['page=0', 'limit=0', 'limit=101', 'page=x']) expectError(await get(owner, `/v1/carousel/generations?${qs}`), 400, 'validation_failed');
  });

  it('refuses a missing or malformed anecdoteId with 400 and creates nothing', async () => {
    const owner = await t.owner();
    for (const payload of [{}, { anecdoteId: 'abc' }, { anecdoteId: 7 }, { anecdoteId: OTHER_ID, more: 1 }]) {
      const body = expectError(await run(owner, payload), 400, 'validation_failed');
      expect(Array.isArray(body.message)).toBe(true);
    }
    expectError(await t.app.inject({ method: 'POST', url: '/v1/carousel-generation/from-anecdote/run', headers: owner.headers }), 400, 'validation_failed');
    expectError(await get(owner, '/v1/carousels/nope'), 400, 'validation_failed');
    expectError(await get(owner, '/v1/carousels/nope/pdf'), 400, 'validation_failed');
    expectError(await get(owner, '/v1/carousel-generation/nope'), 400, 'validation_failed');
    expect((await get(owner, '/v1/carousel/generations')).json()).toEqual([]);
  });

  it("answers 404 for another owner's anecdote (in the body), job, carousel and PDF, exactly as for unknown ids", async () => {
    const a = await anecdote(alice);
    const job = (await run(alice, { anecdoteId: a.id })).json();
    const pairs: Array<[string, string]> = [
      [`/v1/carousel-generation/${job.id}`, `/v1/carousel-generation/${OTHER_ID}`],
      [`/v1/carousels/${job.carouselId}`, `/v1/carousels/${OTHER_ID}`],
      [`/v1/carousels/${job.carouselId}/pdf`, `/v1/carousels/${OTHER_ID}/pdf`],
    ];
    for (const [theirs, unknown] of pairs) {
      const body = expectError(await get(bob, theirs), 404, 'not_found');
      const other = expectError(await get(bob, unknown), 404, 'not_found');
      expect(body.message).toBe((other.message as string).replace(OTHER_ID, theirs.split('/')[3]!));
    }
    const viaBody = expectError(await run(bob, { anecdoteId: a.id }), 404, 'not_found');
    expect(viaBody.message).toBe(`Anecdote ${a.id} was not found`);
    expect((await get(bob, '/v1/carousel/generations')).json().find((j: { id: string }) => j.id === job.id)).toBeUndefined();
  });

  it('keeps the carousel readable after its anecdote is deleted', async () => {
    const a = await anecdote(alice);
    const job = (await run(alice, { anecdoteId: a.id })).json();
    await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a.id}`, headers: alice.headers });
    const carousel = await get(alice, `/v1/carousels/${job.carouselId}`);
    expect(carousel.statusCode).toBe(200);
    expect(carousel.json().anecdoteId).toBeUndefined();
    expect((await get(alice, `/v1/carousel-generation/${job.id}`)).json()).toMatchObject({ anecdoteId: a.id, carouselId: job.carouselId });
    expectError(await run(alice, { anecdoteId: a.id }), 404, 'not_found');
  });
});
