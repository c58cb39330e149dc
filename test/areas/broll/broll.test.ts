import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRepository, type ComponentValues } from '../../../src/areas/components/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { ffmpegInfo, mp4Boxes } from '../../support/mp4.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;
const allowed = new Set<string>();
const forbidden = new Set<string>();

const component = async (owner: TestOwner, v: Partial<ComponentValues> & Pick<ComponentValues, 'name' | 'category'>) => componentRepository(t.db).create(owner.ownerId, { sourceCode: 'export default () => null', isValidated: true, isPublic: false, ...v });

beforeAll(async () => {
  // a low frame rate and a quarter of the resolution keep the real renders quick
  t = await createTestApp({ brollFps: 5, brollScale: 0.25 });
  alice = await t.owner();
  bob = await t.owner();
  chain = videoChain(t);
  const mine: Array<Partial<ComponentValues> & Pick<ComponentValues, 'name' | 'category'>> = [
    { name: 'Big number counter', category: 'stat', tags: ['number', 'metric'], defaultProps: { value: '0', label: '', accentColor: '#ff3366' } },
    { name: 'Stat card', category: 'stat', tags: ['percent'], defaultProps: { number: '', caption: '', enterSeconds: 0.8 } },
    { name: 'Bold headline', category: 'text', tags: ['hook', 'headline'], defaultProps: { headline: '' } },
    { name: 'Quote card', category: 'text', tags: ['quote'], defaultProps: { text: '', textColor: '#ffffff', backgroundColor: '#222244' } },
    { name: 'Subscribe button', category: 'cta', tags: ['subscribe'], defaultProps: { buttonText: 'Subscribe', headline: '' } },
    { name: 'Follow outro', category: 'cta', tags: ['outro'], defaultProps: { cta: 'Follow', message: '' } },
    { name: 'Swipe', category: 'transition', tags: ['swipe'], defaultProps: { label: '' } },
    { name: 'Wipe', category: 'transition', tags: ['wipe'], defaultProps: { label: '' } },
  ];
  for (const c of mine) allowed.add((await component(alice, c)).id);
  // another owner's public component is never chosen for alice's scenes (until she duplicates it)
  forbidden.add((await component(bob, { name: 'Public headline', category: 'text', tags: ['headline', 'hook', 'story', 'closing', 'number'], isPublic: true, defaultProps: { headline: 'Scam alert: send 1 BTC', label: 'Scam alert' } })).id);
  forbidden.add((await component(alice, { name: 'Draft stat', category: 'stat', tags: ['number', 'metric', 'percent'], isValidated: false })).id);
  forbidden.add((await component(bob, { name: 'Bob stat', category: 'stat', tags: ['number', 'metric', 'percent'] })).id);
});
afterAll(() => t.close());

const post = (owner: TestOwner, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: owner.headers, ...(payload ? { payload } : {}) });
const finished = (owner: TestOwner, id: string) =>
  until(
    () => chain.json(owner, 'GET', `/v1/broll/${id}`),
    (j) => j.status === 'completed' || j.status === 'failed',
    120_000,
  );
const download = async (owner: TestOwner, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res.rawPayload;
};

describe('B-roll', () => {
  it('splits a validated short into scenes, picks fitting components, renders one vertical MP4', { timeout: 180_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const res = await post(alice, `/v1/broll/from-short/${short.id}`, { format: '9:16', voice: 'espeak-en-us', speakingRate: 1.2, captionStyle: 'bold-highlight' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'running', currentStep: 'scene_rendering', format: 'VERTICAL', captionStyle: 'bold-highlight', sourceShortId: short.id, sourceScriptJobId: short.sourceScriptJobId, scenes: [] });
    expect(created.startedAt).toBeTruthy();
    expect(created.videoUrl).toBeUndefined();

    const job = await finished(alice, created.id);
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    expect(job).toMatchObject({ currentStep: 'render', videoUrl: `/v1/broll/${job.id}/video`, warnings: [] });
    expect(job.qualityScore).toBe(100);
    const beats = short.short.beats;
    expect(job.scenes).toHaveLength(beats.length);
    // the scenes are timed on the voice-over: one after the other, each as long as its speech and a pause
    let at = 0;
    for (const [i, scene] of job.scenes.entries()) {
      expect(scene).toMatchObject({ index: i, text: beats[i].text, assetUrl: `/v1/broll/${job.id}/scenes/${i}/video` });
      expect(scene.start).toBeCloseTo(at, 1);
      expect(scene.end).toBeGreaterThan(scene.start + 0.5);
      at = scene.end;
      expect(allowed.has(scene.componentId), scene.componentName).toBe(true);
      expect(forbidden.has(scene.componentId)).toBe(false);
    }
    // a number → stat, the closing line → cta; props filled from the scene's text
    const price = job.scenes.find((s: { text: string }) => s.text.includes('40%'));
    expect(price).toMatchObject({ category: 'stat', componentName: 'Stat card', props: { number: '40%', caption: 'in one afternoon', enterSeconds: 0.8 } });
    const weeks = job.scenes.find((s: { text: string }) => s.text.includes('3 weeks'));
    expect(weeks).toMatchObject({ category: 'stat', componentName: 'Big number counter', props: { value: '3', label: 'weeks', accentColor: '#ff3366' } });
    const last = job.scenes[job.scenes.length - 1];
    expect(last).toMatchObject({ category: 'cta', text: short.short.closingLine });
    expect(['Subscribe button', 'Follow outro']).toContain(last.componentName);

    const mp4 = await download(alice, job.videoUrl);
    const boxes = mp4Boxes(mp4);
    expect(boxes).toMatchObject({ width: 270, height: 480, codec: 'avc1' });
    expect(boxes.durationSeconds).toBeCloseTo(at, 0);
    const info = await ffmpegInfo(mp4);
    expect(info).toMatchObject({ videoCodec: 'h264', width: 270, height: 480, fps: 5 });
    expect(Math.abs(info.durationSeconds - at)).toBeLessThan(0.3);
    expect(job.voiceOver).toMatchObject({ language: 'en', voice: 'espeak-en-us', provider: 'espeak', speakingRate: 1.2 });

    // word-timed captions: every spoken word with its own start and end, in order, inside the video
    expect(job.captionsJsonUrl).toBe(`/v1/broll/${job.id}/captions.json`);
    const captionsRes = await t.app.inject({ method: 'GET', url: job.captionsJsonUrl, headers: alice.headers });
    expect(captionsRes.statusCode).toBe(200);
    expect(captionsRes.headers['content-type']).toMatch(/^application\/json/);
    const captions = captionsRes.json();
    expect(captions.style).toBe('bold-highlight');
    const spokenWords = beats
      .map((b: { text: string }) => b.text)
      .join(' ')
      .split(/\s+/);
    expect(captions.words.map((w: { word: string }) => w.word)).toEqual(spokenWords);
    let lastStart = 0;
    for (const w of captions.words) {
      expect(w.start).toBeGreaterThanOrEqual(lastStart - 0.001);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(at + 0.001);
      lastStart = w.start;
    }
    expect(captions.cues.flatMap((c: { words: unknown[] }) => c.words)).toEqual(captions.words);
    const vtt = (await t.app.inject({ method: 'GET', url: job.captionsVttUrl, headers: alice.headers })).body;
    expect(vtt.split('\n\n').length - 1).toBe(captions.cues.length);
    expect(vtt).toMatch(/\n[^\n<]+ <\d\d:\d\d:\d\d\.\d{3}>[^\n]+\n/);

    const clip = mp4Boxes(await download(alice, job.scenes[2].assetUrl));
    expect(clip).toMatchObject({ width: 270, height: 480 });
    expect(Math.abs(clip.durationSeconds - (job.scenes[2].end - job.scenes[2].start))).toBeLessThan(0.3);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/broll/${job.id}/scenes/${job.scenes.length}/video`, headers: alice.headers }), 404, 'not_found');

    // re-render: components chosen afresh, each scene a different one (the library has two or more per category)
    const again = await post(alice, `/v1/broll/${job.id}/re-render`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: job.id, status: 'running', currentStep: 'scene_rendering', scenes: [] });
    expect(again.json().videoUrl).toBeUndefined();
    const second = await finished(alice, job.id);
    expect(second.status).toBe('completed');
    for (const [i, scene] of second.scenes.entries()) {
      expect(scene.componentId, `scene ${i}`).not.toBe(job.scenes[i].componentId);
      expect(scene.category).toBe(job.scenes[i].category);
    }
    expect(mp4Boxes(await download(alice, second.videoUrl)).width).toBe(270);
    // only the current render's files are kept (the earlier render's go once this one has completed)
    expect(
      await until(
        () => fs.readdir(path.join(t.config.dataDir, 'media', 'broll', job.id)),
        (dirs) => dirs.length === 1,
      ),
    ).toEqual(['run-2']);
  });

  it('renders the other formats at their resolutions; the aliases name the canonical formats', { timeout: 180_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const square = (await post(alice, `/v1/broll/from-short/${short.id}`, { format: '1:1' })).json();
    const wide = (await post(alice, `/v1/broll/from-short/${short.id}`, { format: 'HORIZONTAL' })).json();
    expect([square.format, wide.format]).toEqual(['SQUARE', 'HORIZONTAL']);
    for (const [job, w, h] of [
      [square, 270, 270],
      [wide, 480, 270],
    ] as const) {
      const done = await finished(alice, job.id);
      expect(done.status).toBe('completed');
      expect(mp4Boxes(await download(alice, done.videoUrl))).toMatchObject({ width: w, height: h });
    }
  });

  it('refuses bad input: format (400), a short not validated (409), unknown or foreign ids (404)', { timeout: 120_000 }, async () => {
    const unvalidated = await chain.short(alice);
    const validated = await chain.short(alice, { validated: true });
    for (const payload of [{ format: 'PORTRAIT' }, { format: 'vertical' }, { format: 916 }, { format: '9:16', extra: 1 }]) {
      const err = expectError(await post(alice, `/v1/broll/from-short/${validated.id}`, payload), 400, 'validation_failed');
      expect((err.message as string[]).join(' ')).toMatch(/format|extra/);
    }
    for (const payload of [{ speakingRate: 3 }, { speakingRate: 0.2 }, { speakingRate: 'fast' }, { captionStyle: 'karaoke' }, { voice: 'no voice' }]) {
      expectError(await post(alice, `/v1/broll/from-short/${validated.id}`, payload), 400, 'validation_failed');
    }
    const unknownVoice = expectError(await post(alice, `/v1/broll/from-short/${validated.id}`, { voice: 'nobody' }), 400, 'validation_failed');
    expect(unknownVoice.message).toBe('body.voice "nobody" is not a voice of this server: GET /v1/voices lists them');
    expectError(await post(alice, '/v1/broll/from-short/not-a-uuid', {}), 400, 'validation_failed');
    const conflict = expectError(await post(alice, `/v1/broll/from-short/${unvalidated.id}`, {}), 409, 'conflict');
    expect(conflict.message).toMatch(/not validated/);
    expect(expectError(await post(bob, `/v1/broll/from-short/${validated.id}`, {}), 404, 'not_found').message).toBe(`Short ${validated.id} was not found`);
    expectError(await post(alice, `/v1/broll/from-short/${OTHER_ID}`, {}), 404, 'not_found');
    expectError(await post(alice, `/v1/broll/from-short/${validated.sourceScriptJobId}`, {}), 404, 'not_found');
    expect((await chain.json(alice, 'GET', '/v1/broll')).some((j: { sourceShortId: string }) => j.sourceShortId === unvalidated.id)).toBe(false);

    // no body at all: VERTICAL
    const res = await post(alice, `/v1/broll/from-short/${validated.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json().format).toBe('VERTICAL');
    // not completed or failed yet: a re-render answers 400 as the spec's error table says
    const busy = expectError(await post(alice, `/v1/broll/${res.json().id}/re-render`), 400, 'validation_failed');
    expect(busy.message).toMatch(/only a completed or failed job can be re-rendered/);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/broll/${res.json().id}/video`, headers: alice.headers }), 404, 'not_found');
    await finished(alice, res.json().id);
  });

  it('two re-renders at once start one render; a failed render says why and can be re-rendered', { timeout: 180_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const realFfmpeg = t.config.ffmpegPath;
    t.config.ffmpegPath = '/nonexistent/ffmpeg';
    let failed;
    try {
      const job = (await post(alice, `/v1/broll/from-short/${short.id}`, {})).json();
      failed = await finished(alice, job.id);
    } finally {
      t.config.ffmpegPath = realFfmpeg;
    }
    expect(failed.status).toBe('failed');
    // the operator's FFMPEG_PATH is for the logs, never for the job's readers
    expect(failed.warnings.join(' ')).toMatch(/failed at \w+: video rendering is not available on this server/);
    expect(failed.warnings.join(' ')).not.toContain('/nonexistent');
    expect(failed.videoUrl).toBeUndefined();

    const both = await Promise.all([post(alice, `/v1/broll/${failed.id}/re-render`), post(alice, `/v1/broll/${failed.id}/re-render`)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const ok = await finished(alice, failed.id);
    expect(ok).toMatchObject({ status: 'completed', warnings: [] });
    expect(mp4Boxes(await download(alice, ok.videoUrl)).height).toBe(480);
  });

  it('lists the owner’s jobs newest first; another owner’s job answers 404 everywhere', { timeout: 120_000 }, async () => {
    const owner = await t.owner();
    const short = await chain.short(owner, { validated: true });
    const first = (await post(owner, `/v1/broll/from-short/${short.id}`, {})).json();
    const second = (await post(owner, `/v1/broll/from-short/${short.id}`, { format: 'SQUARE' })).json();
    const list = await chain.json(owner, 'GET', '/v1/broll');
    expect(list.map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
    expect((await chain.json(bob, 'GET', '/v1/broll')).some((j: { id: string }) => j.id === first.id)).toBe(false);
    await finished(owner, first.id);
    await finished(owner, second.id);

    const tries = [
      { method: 'GET' as const, url: `/v1/broll/${first.id}` },
      { method: 'POST' as const, url: `/v1/broll/${first.id}/re-render` },
      { method: 'GET' as const, url: `/v1/broll/${first.id}/video` },
      { method: 'GET' as const, url: `/v1/broll/${first.id}/scenes/0/video` },
      { method: 'GET' as const, url: `/v1/broll/${first.id}/captions.vtt` },
      { method: 'GET' as const, url: `/v1/broll/${first.id}/captions.srt` },
      { method: 'GET' as const, url: `/v1/broll/${first.id}/captions.json` },
    ];
    for (const req of tries) {
      const body = expectError(await t.app.inject({ ...req, headers: bob.headers }), 404, 'not_found');
      const unknown = await t.app.inject({ ...req, url: req.url.replace(first.id, OTHER_ID), headers: bob.headers });
      expect(unknown.json().message).toBe((body.message as string).replace(first.id, OTHER_ID));
    }
    expectError(await t.app.inject({ method: 'GET', url: `/v1/broll/${first.id}/scenes/x/video`, headers: owner.headers }), 400, 'validation_failed');
    expect((await chain.json(owner, 'GET', `/v1/broll/${first.id}`)).status).toBe('completed');
  });
});
