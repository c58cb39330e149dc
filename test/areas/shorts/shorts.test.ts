import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRepository } from '../../../src/jobs/repository.js';
import { siteContextRepository } from '../../../src/areas/blog/site-repository.js';
import { themeRepository } from '../../../src/areas/themes/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
  chain = videoChain(t);
});
afterAll(() => t.close());

const image = async (owner: TestOwner, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return res.rawPayload;
};

/** A job row left pending (never queued), to stand for one still running. */
const pendingJob = (ownerId: string, kind: string, input: Record<string, unknown>) => jobRepository(t.db).create(ownerId, kind, input);

describe('shorts', () => {
  it('condenses a completed script into a 30–60 s short with a hook, captioned beats and three thumbnails', async () => {
    const script = await chain.script(alice);
    const res = await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: script.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', sourceScriptJobId: script.id, title: script.title, thumbnailStatus: 'pending', validated: false, thumbnails: [] });

    const short = await until(
      async () => await chain.json(alice, 'GET', `/v1/shorts/${res.json().id}`),
      (j) => j.status === 'completed' && j.thumbnailStatus === 'completed',
    );
    const { hook, beats, closingLine, durationSeconds } = short.short;
    expect(beats[0]).toMatchObject({ start: 0, text: hook });
    expect(beats[0].end).toBeLessThanOrEqual(6);
    expect(beats[beats.length - 1].text).toBe(closingLine);
    expect(durationSeconds).toBeGreaterThanOrEqual(30);
    expect(durationSeconds).toBeLessThanOrEqual(60);
    expect(beats[beats.length - 1].end).toBe(durationSeconds);
    beats.forEach((b: { start: number; end: number; caption: string }, i: number) => {
      expect(b.end).toBeGreaterThan(b.start);
      if (i > 0) expect(b.start).toBe(beats[i - 1].end);
      // a caption is a whole phrase of the beat (at most 12 words) or absent, never a torn fragment
      if (b.caption) expect(b.caption.split(' ').length).toBeLessThanOrEqual(12);
    });
    // the script's own sentences, the figures among them
    expect(beats.map((b: { text: string }) => b.text)).toContain('We had rehearsed for 3 weeks.');
    expect(short).toMatchObject({ currentStep: 'render', riskLevel: expect.any(String), qualityScore: expect.any(Number) });
    expect(short.totalTokensUsed).toBeGreaterThan(0);

    expect(short.thumbnails).toHaveLength(3);
    const pngs: Buffer[] = [];
    for (const [i, th] of short.thumbnails.entries()) {
      expect(th).toMatchObject({ index: i, url: `/v1/shorts/${short.id}/thumbnails/${i}`, status: 'completed', version: 1 });
      const png = await image(alice, th.url);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
      pngs.push(png);
    }
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(3);
  });

  it('takes the title given, else the script’s', async () => {
    const script = await chain.script(alice, 'Long title');
    const res = await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: script.id, title: 'The demo that crashed' } });
    expect(res.json().title).toBe('The demo that crashed');
  });

  it('refuses a script that is not completed (409), unknown or foreign (404), and bad bodies (400)', async () => {
    const pending = await pendingJob(alice.ownerId, 'script', { title: 'Not yet', selectedAnecdoteIds: [] });
    const conflict = expectError(await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: pending.id } }), 409, 'conflict');
    expect(conflict.message).toMatch(/not completed/);
    const bobs = await chain.script(bob);
    expect(expectError(await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: bobs.id } }), 404, 'not_found').message).toBe(`Script job ${bobs.id} was not found`);
    expectError(await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: OTHER_ID } }), 404, 'not_found');
    for (const payload of [{}, { sourceScriptJobId: 'nope' }, { sourceScriptJobId: bobs.id, title: '' }, { sourceScriptJobId: bobs.id, extra: true }]) {
      expectError(await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload }), 400, 'validation_failed');
    }
    // a short job id is not a script job id
    const short = await chain.short(alice);
    expectError(await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: short.id } }), 404, 'not_found');
  });

  it('validates a completed short once; a short not completed answers 409', async () => {
    const short = await chain.short(alice);
    const res = await t.app.inject({ method: 'POST', url: `/v1/shorts/${short.id}/validate`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: short.id, validated: true, status: 'completed' });
    const again = await chain.json(alice, 'POST', `/v1/shorts/${short.id}/validate`);
    expect(again.validatedAt).toBe(res.json().validatedAt);

    const pending = await pendingJob(alice.ownerId, 'short', { title: 'Busy', sourceScriptJobId: OTHER_ID });
    expectError(await t.app.inject({ method: 'POST', url: `/v1/shorts/${pending.id}/validate`, headers: alice.headers }), 409, 'conflict');
    expect((await chain.json(alice, 'GET', `/v1/shorts/${pending.id}`)).validated).toBe(false);
  });

  it('regenerates one thumbnail as a new variation, leaving the others as they were', async () => {
    const short = await chain.short(alice);
    const before = await Promise.all(short.thumbnails.map((th: { url: string }) => image(alice, th.url)));
    const res = await t.app.inject({ method: 'POST', url: `/v1/shorts/${short.id}/regenerate-thumbnail/1`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().thumbnails[1].status).toBe('pending');
    expect(res.json().thumbnailStatus).toBe('running');
    expect(res.json().status).toBe('completed');
    // the previous image is served until the new one is ready
    expect((await image(alice, short.thumbnails[1].url)).length).toBeGreaterThan(0);

    const after = await until(
      () => chain.json(alice, 'GET', `/v1/shorts/${short.id}`),
      (j) => j.thumbnails[1].status === 'completed' && j.thumbnails[1].version === 2,
    );
    expect(after.thumbnailStatus).toBe('completed');
    expect(after.thumbnails.map((th: { version: number }) => th.version)).toEqual([1, 2, 1]);
    const now = await Promise.all(after.thumbnails.map((th: { url: string }) => image(alice, th.url)));
    expect(now[1].equals(before[1])).toBe(false);
    expect(now[0].equals(before[0])).toBe(true);
    expect(now[2].equals(before[2])).toBe(true);
    expect(await sharp(now[1]).metadata()).toMatchObject({ width: 1280, height: 720 });
  });

  it('refuses a bad thumbnail index with 400, one the short lacks with 404, a short not completed with 409', async () => {
    const short = await chain.short(alice);
    for (const index of ['abc', '-1', '1.5', '%20']) {
      expectError(await t.app.inject({ method: 'POST', url: `/v1/shorts/${short.id}/regenerate-thumbnail/${index}`, headers: alice.headers }), 400, 'validation_failed');
      expectError(await t.app.inject({ method: 'GET', url: `/v1/shorts/${short.id}/thumbnails/${index}`, headers: alice.headers }), 400, 'validation_failed');
    }
    for (const index of ['3', '99999999999999999999']) {
      expectError(await t.app.inject({ method: 'POST', url: `/v1/shorts/${short.id}/regenerate-thumbnail/${index}`, headers: alice.headers }), 404, 'not_found');
      expectError(await t.app.inject({ method: 'GET', url: `/v1/shorts/${short.id}/thumbnails/${index}`, headers: alice.headers }), 404, 'not_found');
    }
    const pending = await pendingJob(alice.ownerId, 'short', { title: 'Busy', sourceScriptJobId: OTHER_ID });
    expectError(await t.app.inject({ method: 'POST', url: `/v1/shorts/${pending.id}/regenerate-thumbnail/0`, headers: alice.headers }), 409, 'conflict');
    expectError(await t.app.inject({ method: 'GET', url: `/v1/shorts/${pending.id}/thumbnails/0`, headers: alice.headers }), 404, 'not_found');
  });

  it('draws thumbnails in the owner’s brand colours when a site context exists', async () => {
    const owner = await t.owner();
    await siteContextRepository(t.db).replace(owner.ownerId, {
      siteUrl: 'https://example.com',
      audience: 'founders',
      positioning: 'x',
      recap: {
        visualIdentity: {
          colors: [
            { hex: '#ff0000', role: 'accent' },
            { hex: '#00ff00', role: 'background' },
          ],
        },
      },
    });
    const short = await chain.short(owner);
    // layout 2 (the third thumbnail) has a solid accent panel on the left
    const png = await image(owner, short.thumbnails[2].url);
    const { data } = await sharp(png).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('without a site context, draws them in the palette of the default theme’s tone', async () => {
    const owner = await t.owner();
    const theme = await themeRepository(t.db).create(owner.ownerId, { name: 'Fun', config: { tone: 'playful' } });
    await themeRepository(t.db).setDefault(owner.ownerId, theme.id, true);
    const short = await chain.short(owner);
    const png = await image(owner, short.thumbnails[2].url);
    const { data } = await sharp(png).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xee, 0x42, 0x66]); // the playful accent
  });

  it('lists the owner’s shorts newest first', async () => {
    const owner = await t.owner();
    const s1 = await chain.short(owner);
    const page = await chain.json(owner, 'GET', '/v1/shorts?limit=5');
    expect(page).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(page.shorts[0].id).toBe(s1.id);
    expect((await chain.json(bob, 'GET', '/v1/shorts?limit=100')).shorts.some((s: { id: string }) => s.id === s1.id)).toBe(false);
  });

  it("another owner's short answers 404 on every operation and is not changed", async () => {
    const short = await chain.short(alice);
    const tries = [
      { method: 'GET' as const, url: `/v1/shorts/${short.id}` },
      { method: 'POST' as const, url: `/v1/shorts/${short.id}/validate` },
      { method: 'POST' as const, url: `/v1/shorts/${short.id}/regenerate-thumbnail/0` },
      { method: 'GET' as const, url: `/v1/shorts/${short.id}/thumbnails/0` },
    ];
    for (const req of tries) {
      const body = expectError(await t.app.inject({ ...req, headers: bob.headers }), 404, 'not_found');
      const unknown = await t.app.inject({ ...req, url: req.url.replace(short.id, OTHER_ID), headers: bob.headers });
      expect(unknown.json().message).toBe((body.message as string).replace(short.id, OTHER_ID));
    }
    const still = await chain.json(alice, 'GET', `/v1/shorts/${short.id}`);
    expect(still).toMatchObject({ validated: false, thumbnailStatus: 'completed' });
    expect(still.thumbnails.map((th: { version: number }) => th.version)).toEqual([1, 1, 1]);
  });
});
