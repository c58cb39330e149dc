import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRepository } from '../../../src/areas/components/repository.js';
import { ffmpegBinary, probe } from '../../../src/generation/media/ffmpeg.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';
import { createPost, imagePart, makeImage, uploadPostImage } from '../../support/uploads.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

// Real renders (components in the QuickJS sandbox drawn by takumi, espeak-ng, ffmpeg; no browser) kept small: 10 fps at a
// quarter of 1080×1920. What is checked is what a viewer gets: picture and voice of the same
// length, a picture that moves, captions that say what is spoken, the components' own look.

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;
let work: string;
const ids: Record<string, string> = {};

function run(binary: string, args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve({ stdout: Buffer.concat(out), stderr: err }) : reject(new Error(`${path.basename(binary)} exited ${code}: ${err.slice(-500)}`))));
  });
}

beforeAll(async () => {
  t = await createTestApp({ brollFps: 10, brollScale: 0.25 });
  alice = await t.owner();
  bob = await t.owner();
  chain = videoChain(t);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-broll-render-'));
  const create = async (name: string, category: string, prompt: string, tags: string[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/components', headers: alice.headers, payload: { name, category, prompt, tags } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isValidated, res.json().warnings.join('; ')).toBe(true);
    return res.json().id as string;
  };
  // tags naming the scenes' roles (hook, story, closing) make these the best fits, over public components other tests add
  ids.magenta = await create('Magenta quote', 'text', 'A quote that types itself on a solid magenta background, white Georgia font', ['hook', 'story', 'quote']);
  ids.counter = await create('Counter', 'stat', 'A big number counting up in yellow on a black background', ['number']);
  ids.swipe = await create('Swipe', 'transition', 'A short line that slides in from the right on a teal background', ['swipe']);
  // type-checks, builds, and throws as it renders: the scene must fall back to the built-in card
  ids.broken = await create('Broken closing outro', 'cta', 'A subscribe button', ['closing', 'subscribe', 'follow']);
  await componentRepository(t.db).update(alice.ownerId, ids.broken, {
    sourceCode: 'export default function BrokenOutro(props: { text?: string }) {\n  if (props) throw new Error("this outro always fails");\n  return null;\n}\n',
    isValidated: true,
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(work, { recursive: true, force: true });
});

const get = (owner: TestOwner, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });

describe('B-roll rendered for real', () => {
  it('renders the components with a voice-over and captions; a failing component falls back to the card with a warning', { timeout: 240_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const created = (await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: alice.headers, payload: { format: 'VERTICAL' } })).json();
    const seen: { step: string; progress: number }[] = [];
    const job = await until(
      async () => {
        const j = (await get(alice, `/v1/broll/${created.id}`)).json();
        seen.push({ step: j.currentStep, progress: j.progress });
        return j;
      },
      (j) => j.status === 'completed' || j.status === 'failed',
      200_000,
    );
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    // progress only moves forward, from the voice-over through the scenes to the final render
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress).toBeGreaterThanOrEqual(seen[i - 1]!.progress);
    expect(job.progress).toBe(1);
    const events = (await get(alice, `/v1/events?resourceId=${job.id}&limit=100`)).json().events as { type: string; data: { object: { currentStep: string; progress: number } } }[];
    expect(events.some((e) => e.type === 'broll.completed')).toBe(true);

    // the component that throws: its scene shows the built-in card, the job says which component
    const closing = job.scenes[job.scenes.length - 1];
    expect(closing).toMatchObject({ category: 'cta', componentId: ids.broken });
    const warning = job.warnings.find((w: string) => w.includes(ids.broken!));
    expect(warning, job.warnings.join(' | ')).toMatch(/component "Broken closing outro" .* could not be rendered for scene \d+ .*this outro always fails.*built-in card/);
    expect(job.scenes.some((s: { componentId?: string }) => s.componentId === ids.magenta)).toBe(true);

    const video = path.join(work, 'video.mp4');
    const res = await get(alice, job.videoUrl);
    expect(res.statusCode).toBe(200);
    await fs.writeFile(video, res.rawPayload);

    // one video and one audio stream, of the same length (within 10%), as long as the scenes
    const streamSeconds = async (stream: 'v' | 'a') => {
      const { stderr } = await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-i', video, '-map', `0:${stream}`, '-f', 'null', '-']);
      const m = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].pop();
      expect(m, stderr.slice(-300)).toBeDefined();
      return Number(m![1]) * 3600 + Number(m![2]) * 60 + Number(m![3]);
    };
    const info = await probe(ffmpegBinary(), video);
    expect(info).toMatchObject({ width: 270, height: 480 });
    const [vs, as] = [await streamSeconds('v'), await streamSeconds('a')];
    expect(Math.abs(vs - as) / vs).toBeLessThan(0.1);
    expect(Math.abs(vs - job.scenes[job.scenes.length - 1].end)).toBeLessThan(0.3);
    expect(job.voiceOver).toMatchObject({ language: 'en' });
    expect(job.voiceOver.speechSeconds / job.voiceOver.videoSeconds).toBeGreaterThan(0.6);

    // the picture moves: frozen less than 40% of the time
    const freeze = (await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-i', video, '-vf', 'freezedetect=n=-60dB:d=1', '-map', '0:v', '-f', 'null', '-'])).stderr;
    const frozen = [...freeze.matchAll(/freeze_duration: ([\d.]+)/g)].reduce((s, m) => s + Number(m[1]), 0);
    const openEnded = /freeze_start: ([\d.]+)(?![\s\S]*freeze_end)/.exec(freeze);
    const frozenTotal = frozen + (openEnded ? vs - Number(openEnded[1]) : 0);
    expect(frozenTotal / vs).toBeLessThan(0.4);

    // the magenta component's scene shows its magenta background
    const scene = job.scenes.find((s: { componentId?: string }) => s.componentId === ids.magenta);
    const frame = (await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-ss', String((scene.start + scene.end) / 2), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'])).stdout;
    let magenta = 0;
    for (let i = 0; i + 2 < frame.length; i += 3) if (frame[i]! > 200 && frame[i + 1]! < 60 && frame[i + 2]! > 200) magenta++;
    expect(magenta / (frame.length / 3)).toBeGreaterThan(0.3);

    // captions: the same cues in WebVTT and SubRip, covering every word spoken, within the video
    const vtt = await get(alice, job.captionsVttUrl);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    const srt = await get(alice, job.captionsSrtUrl);
    expect(srt.statusCode).toBe(200);
    const cuesOf = (text: string, sep: '.' | ',') =>
      text
        .replace(/^WEBVTT\n\n/, '')
        .trim()
        .split(/\n\n+/)
        .map((block) => {
          const [, times, ...lines] = block.split('\n');
          const m = new RegExp(`^(\\d\\d):(\\d\\d):(\\d\\d)\\${sep}(\\d{3}) --> (\\d\\d):(\\d\\d):(\\d\\d)\\${sep}(\\d{3})$`).exec(times!);
          expect(m, times).not.toBeNull();
          const n = m!.slice(1).map(Number);
          return { start: n[0]! * 3600 + n[1]! * 60 + n[2]! + n[3]! / 1000, end: n[4]! * 3600 + n[5]! * 60 + n[6]! + n[7]! / 1000, text: lines.join(' ') };
        });
    // the WebVTT cues carry a timestamp before each word after the first, inside the cue
    const timed = cuesOf(vtt.body, '.');
    for (const c of timed) {
      const stamps = [...c.text.matchAll(/<(\d\d):(\d\d):(\d\d)\.(\d{3})>/g)].map((m) => +m[1]! * 3600 + +m[2]! * 60 + +m[3]! + +m[4]! / 1000);
      expect(stamps.length, c.text).toBe(
        c.text
          .replace(/<[^>]+>/g, '')
          .trim()
          .split(/\s+/).length - 1,
      );
      for (const [i, t] of stamps.entries()) {
        expect(t).toBeGreaterThan(i === 0 ? c.start : stamps[i - 1]!);
        expect(t).toBeLessThan(c.end);
      }
    }
    const fromVtt = timed.map((c) => ({ ...c, text: c.text.replace(/<[^>]+>/g, '') }));
    const fromSrt = cuesOf(srt.body, ',');
    expect(fromSrt).toEqual(fromVtt);
    for (let i = 0; i < fromVtt.length; i++) {
      expect(fromVtt[i]!.end).toBeGreaterThan(fromVtt[i]!.start);
      if (i > 0) expect(fromVtt[i]!.start).toBeGreaterThanOrEqual(fromVtt[i - 1]!.end - 0.001);
    }
    expect(fromVtt[fromVtt.length - 1]!.end).toBeLessThanOrEqual(vs + 0.1);
    const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    expect(words(fromVtt.map((c) => c.text).join(' '))).toEqual(words(job.scenes.map((s: { text: string }) => s.text).join(' ')));
    // each scene's cues lie within the scene
    for (const s of job.scenes) {
      const inside = fromVtt.filter((c) => c.start >= s.start - 0.01 && c.end <= s.end + 0.01);
      expect(words(inside.map((c) => c.text).join(' '))).toEqual(words(s.text));
    }

    // another owner's job: 404 like an unknown one
    for (const url of [`/v1/broll/${job.id}/captions.vtt`, `/v1/broll/${job.id}/captions.srt`]) {
      expectError(await get(bob, url), 404, 'not_found');
      expectError(await get(bob, url.replace(job.id, OTHER_ID)), 404, 'not_found');
    }
  });

  it("targetSeconds held long: a component scene held past 5 s is shown as its component, then its card, in one scene clip (the sandbox's parts joined)", { timeout: 240_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const created = (await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: alice.headers, payload: { targetSeconds: 40 } })).json();
    const job = await until(
      async () => (await get(alice, `/v1/broll/${created.id}`)).json(),
      (j) => j.status === 'completed' || j.status === 'failed',
      200_000,
    );
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    const video = path.join(work, 'held.mp4');
    await fs.writeFile(video, (await get(alice, job.videoUrl)).rawPayload);
    const length = (await probe(ffmpegBinary(), video)).durationSeconds;
    expect(Math.abs(length - 40) / 40, `${length} s for 40 s`).toBeLessThanOrEqual(0.15);
    const held = job.scenes.find((s: { visuals?: number; componentId?: string }) => s.visuals === 2 && s.componentId === ids.magenta);
    expect(held, JSON.stringify(job.scenes.map((s: any) => [s.index, s.end - s.start, s.visuals, s.componentName]))).toBeDefined();
    // its clip holds both visuals, as long as the scene
    const clip = path.join(work, 'held-scene.mp4');
    await fs.writeFile(clip, (await get(alice, held.assetUrl)).rawPayload);
    expect((await probe(ffmpegBinary(), clip)).durationSeconds).toBeCloseTo(held.end - held.start, 0);
    // the cut after the scene's speech (its last word's end and a breath): the component's last frame, then the card entering
    const words: { start: number; end: number }[] = (await get(alice, job.captionsJsonUrl)).json().words.filter((w: { start: number }) => w.start >= held.start && w.start < held.end);
    const cut = words[words.length - 1]!.end + 0.35;
    const frameAt = async (at: number) => (await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-ss', at.toFixed(3), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'])).stdout;
    const [before, after] = [await frameAt(cut - 0.25), await frameAt(cut + 0.15)];
    const diff = (a: Buffer, b: Buffer) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 90) n++;
      return n / (a.length / 3);
    };
    // (measured: 6% of the pixels change across the cut at 270×480)
    expect(diff(before, after), `cut at ${cut}`).toBeGreaterThan(0.01);
  });

  it('a re-render that picks a component again whose source or props changed since says so; scenes record the hash', { timeout: 240_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const created = (await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: alice.headers, payload: { format: 'VERTICAL' } })).json();
    const done = (id: string) =>
      until(
        () => get(alice, `/v1/broll/${id}`).then((r) => r.json()),
        (j) => j.status === 'completed' || j.status === 'failed',
        200_000,
      );
    const first = await done(created.id);
    expect(first.status, first.warnings.join('; ')).toBe('completed');
    const scene = first.scenes.find((s: { componentId?: string }) => s.componentId === ids.magenta);
    expect(scene.componentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.warnings.join(' ')).not.toMatch(/changed since/);
    // the component changes between the renders (its source gains a comment)
    const row = (await componentRepository(t.db).getVisible(alice.ownerId, ids.magenta!))!;
    await componentRepository(t.db).update(alice.ownerId, ids.magenta!, { sourceCode: `// edited\n${row.sourceCode}` });
    const again = await t.app.inject({ method: 'POST', url: `/v1/broll/${created.id}/re-render`, headers: alice.headers });
    expect(again.statusCode, again.body.slice(0, 300)).toBeLessThan(300);
    const second = await done(created.id);
    expect(second.status, second.warnings.join('; ')).toBe('completed');
    const changed = second.scenes.find((s: { index: number }) => s.index === scene.index);
    expect(changed.componentId).toBe(ids.magenta);
    expect(changed.componentSha256).not.toBe(scene.componentSha256);
    expect(second.warnings.join(' | ')).toMatch(new RegExp(`component "Magenta quote" \\(${ids.magenta}\\) changed since scene ${scene.index} was last rendered`));
    expectError(await t.app.inject({ method: 'POST', url: `/v1/broll/${created.id}/re-render`, headers: bob.headers }), 404, 'not_found');
  });

  it('previews a component with its default props, once per version; a failing source answers 409', { timeout: 120_000 }, async () => {
    const res = await get(alice, `/v1/components/${ids.magenta}/preview.png`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([540, 960]);
    let magenta = 0;
    for (let i = 0; i + 2 < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! > 200) magenta++;
    expect(magenta / (info.width * info.height)).toBeGreaterThan(0.5);
    await fs.writeFile(path.join(os.tmpdir(), 'cw-magenta-preview.png'), res.rawPayload);

    // the same version is served from storage: the same bytes
    expect((await get(alice, `/v1/components/${ids.magenta}/preview.png`)).rawPayload.equals(res.rawPayload)).toBe(true);
    // a new version (other default props) renders anew
    await t.app.inject({ method: 'PATCH', url: `/v1/components/${ids.magenta}`, headers: alice.headers, payload: { defaultProps: { text: 'Changed', background: '#00ff00', color: '#000000' } } });
    const changed = await get(alice, `/v1/components/${ids.magenta}/preview.png`);
    expect(changed.statusCode).toBe(200);
    const px = await sharp(changed.rawPayload).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer();
    expect([...px.subarray(0, 3)]).toEqual([0, 255, 0]);

    const broken = expectError(await get(alice, `/v1/components/${ids.broken}/preview.png`), 409, 'conflict');
    expect(broken.message).toMatch(/this outro always fails/);
    expectError(await get(bob, `/v1/components/${ids.magenta}/preview.png`), 404, 'not_found');
    expectError(await get(bob, `/v1/components/${OTHER_ID}/preview.png`), 404, 'not_found');
  });

  it("a B-roll scene draws its owner's own post image; a component naming another owner's image gives way to the card with a warning", { timeout: 240_000 }, async () => {
    const listener = await startReceiver();
    try {
      const uploaded = async (owner: TestOwner, png: Buffer) => {
        const post = await createPost(t, owner);
        const res = await uploadPostImage(t, post.id, [imagePart(png)], owner);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().imageUrl as string;
      };
      const alicePhoto = await uploaded(
        alice,
        await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 0, b: 255 } } })
          .png()
          .toBuffer(),
      );
      // a solid (200, 40, 90) picture
      const bobPhoto = await uploaded(bob, await makeImage.png(64, 48));
      const drawing = (src: string) => `import { AbsoluteFill, Img } from "remotion";\nexport default function Photo() {\n  return <AbsoluteFill><Img src=${JSON.stringify(src)} style={{ width: "100%", height: "100%" }} /></AbsoluteFill>;\n}\n`;
      const create = async (name: string, category: string, tags: string[], src: string) => {
        const res = await t.app.inject({ method: 'POST', url: '/v1/components', headers: bob.headers, payload: { name, category, prompt: 'A photo filling the frame', tags } });
        expect(res.statusCode, res.body).toBe(201);
        await componentRepository(t.db).update(bob.ownerId, res.json().id, { sourceCode: drawing(src), isValidated: true });
        return res.json().id as string;
      };
      const own = await create('Own photo', 'text', ['hook', 'story', 'quote'], bobPhoto);
      const borrowed = await create('Borrowed photo outro', 'cta', ['closing', 'subscribe', 'follow'], alicePhoto);

      const short = await chain.short(bob, { validated: true });
      const created = (await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: bob.headers, payload: { format: 'VERTICAL' } })).json();
      const job = await until(
        () => get(bob, `/v1/broll/${created.id}`).then((r) => r.json()),
        (j) => j.status === 'completed' || j.status === 'failed',
        200_000,
      );
      expect(job.status, job.warnings.join('; ')).toBe('completed');

      // the borrowed image: the card instead, and the job names the component and the image
      expect(job.scenes[job.scenes.length - 1]).toMatchObject({ componentId: borrowed });
      const warning = job.warnings.find((w: string) => w.includes(borrowed));
      expect(warning, job.warnings.join(' | ')).toContain(
        `component "Borrowed photo outro" (${borrowed}) could not be rendered for scene ${job.scenes.length - 1} (component "Borrowed photo outro" drew the image ${alicePhoto}, which is not one of its owner's images`,
      );
      expect(job.warnings.join(' ')).not.toContain(own);

      // the own photo's scene shows the photo's colour
      const video = path.join(work, 'bob.mp4');
      await fs.writeFile(video, (await get(bob, job.videoUrl)).rawPayload);
      const scene = job.scenes.find((s: { componentId?: string }) => s.componentId === own);
      expect(scene).toBeDefined();
      const frame = (await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-ss', String((scene.start + scene.end) / 2), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'])).stdout;
      let photo = 0;
      let blue = 0;
      for (let i = 0; i + 2 < frame.length; i += 3) {
        if (Math.abs(frame[i]! - 200) < 25 && Math.abs(frame[i + 1]! - 40) < 25 && Math.abs(frame[i + 2]! - 90) < 25) photo++;
        if (frame[i]! < 40 && frame[i + 1]! < 40 && frame[i + 2]! > 200) blue++;
      }
      expect(photo / (frame.length / 3)).toBeGreaterThan(0.5);
      expect(blue).toBe(0);
      expect(listener.received).toHaveLength(0);
      // Bob's job and components are his: Alice gets 404s
      expectError(await get(alice, `/v1/broll/${job.id}`), 404, 'not_found');
      expectError(await get(alice, `/v1/components/${own}`), 404, 'not_found');
    } finally {
      await listener.close();
    }
  });
});
