import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUCK } from '../../../src/areas/broll/voice.js';
import { ffmpegBinary, probe } from '../../../src/generation/media/ffmpeg.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { fakeLookup, startTestSites, type TestSites } from '../../support/sites.js';
import { multipart, uploadMediaFile } from '../../support/uploads.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

// B-roll from the owner's media library (issue 46): real media made by ffmpeg at test time,
// uploaded through POST /v1/media, shown in the rendered frames (pixels read back), music heard
// under the voice (the level in a band around its tone), owners kept apart.

const run = promisify(execFile);
const ffmpeg = ffmpegBinary();

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let chain: ReturnType<typeof videoChain>;
let work: string;
let sites: TestSites;

/** orange image with a white square in its middle, green-and-blue clip (the left half green, the right half blue), a 6 kHz tone */
const RECIPES: Record<string, string[]> = {
  'photo.png': ['-f', 'lavfi', '-i', 'color=c=0xff8000:s=320x200', '-vf', 'drawbox=x=140:y=80:w=40:h=40:color=white:t=fill', '-frames:v', '1'],
  'clip.mp4': ['-f', 'lavfi', '-i', 'color=c=0x00c000:s=160x120:r=10:d=1.5', '-vf', 'drawbox=x=80:y=0:w=80:h=120:color=0x0000ff:t=fill', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
  'logo.png': ['-f', 'lavfi', '-i', 'color=c=0x0000ff:s=120x120', '-frames:v', '1'],
  'music.wav': ['-f', 'lavfi', '-i', 'sine=frequency=6000:duration=4:sample_rate=44100', '-af', 'volume=6', '-c:a', 'pcm_s16le'],
};
const media: Record<string, string> = {};

const uploadWith = async (owner: TestOwner, name: string, fields: { name: string; value: string }[] = []) => {
  const { payload, headers } = multipart([...fields.map((f) => ({ name: f.name, data: Buffer.from(f.value) })), { name: 'file', data: await fs.readFile(path.join(work, name)), filename: name, type: 'application/octet-stream' }]);
  return t.app.inject({ method: 'POST', url: '/v1/media', headers: { ...owner.headers, ...headers }, payload });
};
const upload = (owner: TestOwner, name: string) => uploadMediaFile(t, owner, path.join(work, name));

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-broll-media-'));
  for (const [name, args] of Object.entries(RECIPES)) await run(ffmpeg, ['-hide_banner', '-nostdin', '-y', ...args, path.join(work, name)]);
  // a low frame rate and a quarter of the resolution keep the real renders quick
  // the site fixtures on loopback: the site analysis (brand "site") reads them
  sites = await startTestSites();
  t = await createTestApp({ brollFps: 5, brollScale: 0.25, siteFetchAllowPrivate: true }, { siteFetch: { timeoutMs: 1500, maxHtmlBytes: 512 * 1024, lookup: fakeLookup({}) } });
  alice = await t.owner();
  bob = await t.owner();
  chain = videoChain(t);
  for (const name of Object.keys(RECIPES)) media[name] = await upload(alice, name);
  media.bobPhoto = await upload(bob, 'photo.png');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sites?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** The frame of `video` at `seconds`, as RGB pixels. */
const frameAt = async (video: string, seconds: number) =>
  (await run(ffmpeg, ['-hide_banner', '-nostdin', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;
/** The share of a frame's pixels near an RGB colour. */
const share = (frame: Buffer, [r, g, b]: [number, number, number], within = 40) => {
  let n = 0;
  for (let i = 0; i + 2 < frame.length; i += 3) if (Math.abs(frame[i]! - r) < within && Math.abs(frame[i + 1]! - g) < within && Math.abs(frame[i + 2]! - b) < within) n++;
  return n / (frame.length / 3);
};
/** The share of the pixels of the frame's left or right half near a colour (a frame `width` pixels wide). */
const halfShare = (frame: Buffer, width: number, half: 'left' | 'right', rgb: [number, number, number]) => {
  const rows: Buffer[] = [];
  for (let at = 0; at + width * 3 <= frame.length; at += width * 3) {
    const mid = Math.floor(width / 2) * 3;
    rows.push(half === 'left' ? frame.subarray(at, at + mid) : frame.subarray(at + mid, at + width * 3));
  }
  return share(Buffer.concat(rows), rgb);
};
const ORANGE: [number, number, number] = [255, 128, 0];
const WHITE: [number, number, number] = [255, 255, 255];
const GREEN: [number, number, number] = [0, 192, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const download = async (owner: TestOwner, url: string, name: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const file = path.join(work, name);
  await fs.writeFile(file, res.rawPayload);
  return file;
};

const BAND = 'bandpass=f=6000:width_type=h:w=100';
/** The mean level (dB) of a file's audio in a narrow band around the music's 6 kHz tone, optionally in a window of seconds. */
const bandLevel = async (file: string, window?: [number, number]) => {
  const range = window ? ['-ss', window[0].toFixed(3), '-t', (window[1] - window[0]).toFixed(3)] : [];
  const { stderr } = await run(ffmpeg, ['-hide_banner', '-nostdin', ...range, '-i', file, '-map', '0:a', '-af', `${BAND},${BAND},${BAND},volumedetect`, '-f', 'null', '-']);
  const m = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  expect(m, stderr.slice(-400)).not.toBeNull();
  return m![1] === '-inf' ? -120 : Number(m![1]);
};

/** Every frame of `video` as RGB pixels, with its size. */
const framesOf = async (video: string) => {
  const { width, height } = await probe(ffmpeg, video);
  const raw = (await run(ffmpeg, ['-hide_banner', '-nostdin', '-i', video, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 })).stdout;
  const size = width * height * 3;
  return { width, height, frames: Array.from({ length: Math.floor(raw.length / size) }, (_, i) => raw.subarray(i * size, (i + 1) * size)) };
};
/** The rows of a frame `width` pixels wide above the captions (the top 60%: the card's text, never a caption). */
const aboveCaptions = (frame: Buffer, width: number) => frame.subarray(0, Math.floor((frame.length / (width * 3)) * 0.6) * width * 3);
const far = (a: Buffer, i: number, b: Buffer, j: number) => Math.abs(a[i]! - b[j]!) + Math.abs(a[i + 1]! - b[j + 1]!) + Math.abs(a[i + 2]! - b[j + 2]!) > 90;
/** The share of the pixels above the captions not of the background (its top left pixel's colour): the card's text and boxes. */
const ink = (frame: Buffer, width: number) => {
  const top = aboveCaptions(frame, width);
  let n = 0;
  for (let i = 0; i + 2 < top.length; i += 3) if (far(top, i, top, 0)) n++;
  return n / (top.length / 3);
};
/** The share of the pixels above the captions that differ between two frames of the same size. */
const changed = (a: Buffer, b: Buffer, width: number) => {
  const [x, y] = [aboveCaptions(a, width), aboveCaptions(b, width)];
  let n = 0;
  for (let i = 0; i + 2 < x.length; i += 3) if (far(x, i, y, i)) n++;
  return n / (x.length / 3);
};
const post = (owner: TestOwner, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: owner.headers, ...(payload ? { payload } : {}) });
const finished = (owner: TestOwner, id: string) =>
  until(
    () => chain.json(owner, 'GET', `/v1/broll/${id}`),
    (j) => j.status === 'completed' || j.status === 'failed',
    200_000,
  );

describe('B-roll media fields', () => {
  it('refuses media of another owner (404), an unknown scene index or a medium of the wrong kind (400), on creation and on re-render', { timeout: 240_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const beats = short.short.beats.length;
    const url = `/v1/broll/from-short/${short.id}`;
    // another owner's media, and an id nobody has: the same 404
    const foreign = expectError(await post(alice, url, { scenes: [{ index: 0, mediaId: media.bobPhoto }] }), 404, 'not_found');
    const unknown = expectError(await post(alice, url, { scenes: [{ index: 0, mediaId: OTHER_ID }] }), 404, 'not_found');
    expect(foreign.message).toBe(`Media ${media.bobPhoto} was not found`);
    expect(unknown.message).toBe(`Media ${OTHER_ID} was not found`);
    expectError(await post(alice, url, { musicMediaId: media.bobPhoto }), 404, 'not_found');
    expectError(await post(bob, url, { scenes: [{ index: 0, mediaId: media['photo.png'] }] }), 404, 'not_found');

    const bad = [
      [{ scenes: [{ index: beats, mediaId: media['photo.png'] }] }, /is not a scene of this short/],
      [
        {
          scenes: [
            { index: 0, mediaId: media['photo.png'] },
            { index: 0, mediaId: media['clip.mp4'] },
          ],
        },
        /named twice/,
      ],
      [{ scenes: [{ index: 0, mediaId: media['music.wav'] }] }, /is audio: a scene shows an image or a video clip/],
      [{ musicMediaId: media['photo.png'] }, /is an image: music is an audio item/],
      [{ musicMediaId: media['clip.mp4'] }, /is a video clip: music is an audio item/],
      [{ scenes: [{ index: -1, mediaId: media['photo.png'] }] }, /index/],
      [{ scenes: [{ index: 0, mediaId: 'not-a-uuid' }] }, /mediaId/],
      [{ scenes: [{ index: 0 }] }, /mediaId/],
      [{ targetSeconds: 2 }, /targetSeconds/],
      [{ targetSeconds: 'long' }, /targetSeconds/],
      [{ musicMediaId: null }, /musicMediaId/],
    ] as const;
    for (const [payload, message] of bad) {
      const err = expectError(await post(alice, url, payload), 400, 'validation_failed');
      expect(([] as string[]).concat(err.message as string).join(' '), JSON.stringify(payload)).toMatch(message);
    }
    expect((await chain.json(alice, 'GET', '/v1/broll')).some((j: { sourceShortId: string }) => j.sourceShortId === short.id)).toBe(false);

    // accepted: the job shows what it was asked for
    const res = await post(alice, url, { scenes: [{ index: 1, mediaId: media['photo.png'] }], musicMediaId: media['music.wav'], targetSeconds: 20 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mediaScenes: [{ index: 1, mediaId: media['photo.png'] }], musicMediaId: media['music.wav'], targetSeconds: 20 });
    const job = await finished(alice, res.json().id);
    expect(job.status, job.warnings.join('; ')).toBe('completed');

    // re-render: the same checks; a field given replaces the job's, [] and null remove them
    const rerender = `/v1/broll/${job.id}/re-render`;
    expectError(await post(alice, rerender, { scenes: [{ index: 0, mediaId: media.bobPhoto }] }), 404, 'not_found');
    expectError(await post(alice, rerender, { musicMediaId: OTHER_ID }), 404, 'not_found');
    expectError(await post(alice, rerender, { scenes: [{ index: beats + 3, mediaId: media['photo.png'] }] }), 400, 'validation_failed');
    expectError(await post(alice, rerender, { musicMediaId: media['clip.mp4'] }), 400, 'validation_failed');
    expectError(await post(alice, rerender, { extra: 1 }), 400, 'validation_failed');
    expectError(await post(bob, rerender, {}), 404, 'not_found');
    expect((await chain.json(alice, 'GET', `/v1/broll/${job.id}`)).status).toBe('completed');
    const again = await post(alice, rerender, { scenes: [], musicMediaId: null, targetSeconds: 25 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ targetSeconds: 25 });
    expect(again.json().mediaScenes).toBeUndefined();
    expect(again.json().musicMediaId).toBeUndefined();
    expect((await finished(alice, job.id)).status).toBe('completed');
  });

  it('shows the owner’s image (slowly zooming) and clip (cropped to the format, looped) in their scenes', { timeout: 240_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const res = await post(alice, `/v1/broll/from-short/${short.id}`, {
      format: 'VERTICAL',
      scenes: [
        { index: 0, mediaId: media['photo.png'] },
        { index: 1, mediaId: media['clip.mp4'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = await finished(alice, res.json().id);
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    // no medium gave way (the library has no component: the other scenes are built-in cards)
    expect(job.warnings.filter((w: string) => /medium|image|clip/.test(w))).toEqual([]);
    const [photo, clip, other] = job.scenes;
    expect(photo).toMatchObject({ index: 0, mediaId: media['photo.png'] });
    expect(clip).toMatchObject({ index: 1, mediaId: media['clip.mp4'] });
    expect(photo.componentId).toBeUndefined();
    expect(other.mediaId).toBeUndefined();
    // the clip (1.5 s) is looped: its scene lasts longer than it does
    expect(clip.end - clip.start).toBeGreaterThan(1.5);
    const video = await download(alice, job.videoUrl, 'media-scenes.mp4');

    // the image fills the 270×480 frame (cropped to 9:16) and pushes in: its white square grows
    const early = await frameAt(video, photo.start + 0.1);
    const late = await frameAt(video, photo.end - 0.25);
    expect(early.length).toBe(270 * 480 * 3);
    expect(share(early, ORANGE) + share(early, WHITE)).toBeGreaterThan(0.75);
    expect(share(late, ORANGE)).toBeGreaterThan(0.5);
    expect(share(late, WHITE)).toBeGreaterThan(share(early, WHITE) * 1.1);
    // the clip is cropped to fill the format (4:3 → 9:16, centred): green on the left, blue on the right
    for (const at of [clip.start + 0.2, clip.start + 1.7, clip.end - 0.25]) {
      const f = await frameAt(video, at);
      expect(halfShare(f, 270, 'left', GREEN), `at ${at}`).toBeGreaterThan(0.6);
      expect(halfShare(f, 270, 'right', BLUE), `at ${at}`).toBeGreaterThan(0.6);
    }
    // the next scene is its component's again: neither the image nor the clip
    const next = await frameAt(video, (other.start + other.end) / 2);
    expect(share(next, ORANGE) + share(next, GREEN) + share(next, BLUE)).toBeLessThan(0.05);
    // the scene's own clip is the medium too
    const sceneClip = await download(alice, photo.assetUrl, 'scene-0.mp4');
    expect(share(await frameAt(sceneClip, 0.3), ORANGE)).toBeGreaterThan(0.5);
  });

  it('a clip that makes ffmpeg fail fails its scene with a warning, not the job', { timeout: 240_000 }, async () => {
    const broken = await upload(alice, 'clip.mp4');
    // the stored object (file store: DATA_DIR/media/library/<id>.mp4) is spoiled after its checks passed
    const stored = path.join(t.config.dataDir, 'media', 'library', `${broken}.mp4`);
    await fs.writeFile(stored, Buffer.alloc(4096, 0x42));
    const short = await chain.short(alice, { validated: true });
    const res = await post(alice, `/v1/broll/from-short/${short.id}`, { scenes: [{ index: 1, mediaId: broken }] });
    expect(res.statusCode, res.body).toBe(201);
    const job = await finished(alice, res.json().id);
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    const warning = job.warnings.find((w: string) => w.startsWith('scene 1:'));
    expect(warning, job.warnings.join(' | ')).toMatch(new RegExp(`^scene 1: its clip ${broken} could not be rendered \\(rendering failed: ffmpeg exited with code \\d+\\): the scene's component is shown instead$`));
    // what the operator sees stays out of the job: no path, no binary
    expect(job.warnings.join(' ')).not.toContain(t.config.dataDir);
    const video = await download(alice, job.videoUrl, 'broken-clip.mp4');
    const f = await frameAt(video, (job.scenes[1].start + job.scenes[1].end) / 2);
    expect(halfShare(f, 270, 'left', GREEN)).toBeLessThan(0.05);
  });

  it('mixes the owner’s music under the voice-over: heard beside it, lowered while the voice speaks, faded at the end', { timeout: 300_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const plain = (await post(alice, `/v1/broll/from-short/${short.id}`, {})).json();
    const scored = (await post(alice, `/v1/broll/from-short/${short.id}`, { musicMediaId: media['music.wav'] })).json();
    const [without, withMusic] = [await finished(alice, plain.id), await finished(alice, scored.id)];
    expect(without.status).toBe('completed');
    expect(withMusic.status, withMusic.warnings.join('; ')).toBe('completed');
    expect(withMusic.warnings.filter((w: string) => /music/.test(w))).toEqual([]);
    expect(withMusic.musicMediaId).toBe(media['music.wav']);
    const quiet = await download(alice, without.videoUrl, 'no-music.mp4');
    const loud = await download(alice, withMusic.videoUrl, 'music.mp4');
    const seconds = withMusic.voiceOver.videoSeconds;
    expect(Math.abs(seconds - without.voiceOver.videoSeconds)).toBeLessThan(0.3);
    expect(seconds).toBeGreaterThan(6);

    // the tone is there, far above what the voice alone has in its band, over the whole video
    const [bandWithout, bandWith] = [await bandLevel(quiet), await bandLevel(loud)];
    expect(bandWith - bandWithout).toBeGreaterThan(20);
    // the 4 s music loops: still heard after its own end
    expect((await bandLevel(loud, [4.5, 5.5])) - (await bandLevel(quiet, [4.5, 5.5]))).toBeGreaterThan(15);

    // lowered while the voice speaks: below the level the music would have unlowered (its own × MUSIC_VOLUME)
    const own = await bandLevel(path.join(work, 'music.wav'));
    const unlowered = own + 20 * Math.log10(0.3);
    const first = withMusic.scenes[0];
    const speaking = await bandLevel(loud, [first.start + 0.3, first.end - 0.6]);
    expect(speaking).toBeLessThan(unlowered - 3);
    expect(speaking - (await bandLevel(quiet, [first.start + 0.3, first.end - 0.6]))).toBeGreaterThan(10);
    // faded out: the last half second far below the middle
    const end = await bandLevel(loud, [seconds - 0.4, seconds]);
    const middle = await bandLevel(loud, [seconds / 2 - 0.5, seconds / 2 + 0.5]);
    expect(end).toBeLessThan(middle - 6);
  });

  it('lowers the music by DUCK.db while the voice speaks (the band level of the music alone, against the pauses), and fades it to silence at the end', { timeout: 300_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const natural = await finished(alice, (await post(alice, `/v1/broll/from-short/${short.id}`, {})).json().id);
    // a target twice the story's length leaves pauses of seconds between the sentences: music alone there
    const targetSeconds = Math.round(natural.voiceOver.videoSeconds * 2);
    const [plain, scored] = await Promise.all([{}, { musicMediaId: media['music.wav'] }].map(async (extra) => finished(alice, (await post(alice, `/v1/broll/from-short/${short.id}`, { targetSeconds, ...extra })).json().id)));
    expect(scored.status, scored.warnings.join('; ')).toBe('completed');
    const quiet = await download(alice, plain.videoUrl, 'duck-voice.mp4');
    const loud = await download(alice, scored.videoUrl, 'duck-music.mp4');
    const seconds = scored.voiceOver.videoSeconds;
    const captions = await t.app.inject({ method: 'GET', url: scored.captionsJsonUrl, headers: alice.headers });
    const words: { start: number; end: number }[] = captions.json().words;
    // the music's own power in a window: the mix's band power less the voice's alone (the render without music)
    const musicLevel = async (w: [number, number]) => {
      const [mix, voiceOnly] = [await bandLevel(loud, w), await bandLevel(quiet, w)];
      expect(mix - voiceOnly, `window ${w}`).toBeGreaterThan(6);
      return 10 * Math.log10(10 ** (mix / 10) - 10 ** (voiceOnly / 10));
    };
    // spoken: inside a stretch of words (past the ramp down); alone: a gap between words of more
    // than two seconds, past the ramp up and the speech's trailing silence
    const speaking: [number, number][] = [];
    const alone: [number, number][] = [];
    let from = words[0]!.start;
    for (const [i, w] of words.entries()) {
      const next = words[i + 1];
      if (next && next.start - w.end < 0.5) continue;
      if (w.end - from > 1) speaking.push([from + DUCK.attack + 0.1, w.end - 0.1]);
      if (next && next.start - w.end > 2) alone.push([w.end + DUCK.release + 0.6, next.start - DUCK.attack - 0.1]);
      if (next) from = next.start;
    }
    expect(speaking.length).toBeGreaterThan(1);
    expect(alone.length).toBeGreaterThan(0);
    const own = await bandLevel(path.join(work, 'music.wav'));
    const spoken = await Promise.all(speaking.map(musicLevel));
    const unspoken = await Promise.all(alone.map(musicLevel));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // alone: the music at MUSIC_VOLUME (0.3) of its own level; under the voice DUCK.db lower, within 2 dB
    expect(Math.abs(mean(unspoken) - (own + 20 * Math.log10(0.3))), `alone ${unspoken}, own ${own}`).toBeLessThan(2);
    expect(Math.abs(mean(unspoken) - mean(spoken) - DUCK.db), `spoken ${spoken}, alone ${unspoken}`).toBeLessThan(2);
    for (const level of spoken) expect(Math.abs(mean(unspoken) - level - DUCK.db)).toBeLessThan(2);
    // the fade: the last tenth of a second near silence (more than 25 dB under the music alone; a linear 2 s fade gives about 31), the video's end
    const last = await bandLevel(loud, [seconds - 0.1, seconds]);
    expect(last, `last ${last}, alone ${mean(unspoken)}`).toBeLessThan(mean(unspoken) - 25);
  });

  it('targetSeconds: a 15 s story asked for 30 s lasts 30 s within 15% (beats held, long ones shown as two visuals, the image on its own scene); asked for 8 s it lands within 15% or warns', { timeout: 300_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const natural = await finished(alice, (await post(alice, `/v1/broll/from-short/${short.id}`, {})).json().id);
    const seconds = natural.voiceOver.videoSeconds;
    expect(seconds).toBeGreaterThan(11);
    expect(seconds).toBeLessThan(20);
    // the image on the longest scene (held past 5 s at 30 s, so shown as two visuals)
    const lengths = natural.scenes.map((s: any) => s.end - s.start);
    const at = lengths.indexOf(Math.max(...lengths));
    const scenes = [{ index: at, mediaId: media['photo.png'] }];
    const [stretched, tightened, unfillable] = await Promise.all([30, 8, 600].map(async (targetSeconds) => finished(alice, (await post(alice, `/v1/broll/from-short/${short.id}`, { targetSeconds, scenes })).json().id)));
    const lengthOf = async (job: any) => {
      expect(job.status, job.warnings.join('; ')).toBe('completed');
      // the file itself, not only the job's figure
      const file = await download(alice, job.videoUrl, `target-${job.targetSeconds}.mp4`);
      const length = (await probe(ffmpeg, file)).durationSeconds;
      expect(Math.abs(job.voiceOver.videoSeconds - length)).toBeLessThan(0.1);
      // the short's scenes, one after the other, the last ending with the video
      expect(job.scenes.map((s: any) => s.index)).toEqual(natural.scenes.map((s: any) => s.index));
      expect(job.scenes[job.scenes.length - 1].end).toBeCloseTo(length, 0);
      return { file, length };
    };

    // 30 s: within 15%, no warning; the voice as it was, held longer; held scenes shown as two visuals
    const long = await lengthOf(stretched);
    expect(Math.abs(long.length - 30) / 30, `${long.length} s for 30 s`).toBeLessThanOrEqual(0.15);
    expect(stretched.warnings.filter((w: string) => /cannot/.test(w))).toEqual([]);
    expect(stretched.voiceOver.speakingRate).toBe(1);
    expect(stretched.voiceOver.speechSeconds).toBeCloseTo(natural.voiceOver.speechSeconds, 0);
    const split = stretched.scenes.filter((s: any) => s.visuals === 2);
    expect(split.length).toBeGreaterThan(0);
    // the image's scene held past 5 s is two visuals; a card scene (alice has no components) stays one card, held
    for (const s of stretched.scenes) if (s.end - s.start > 5.05) expect(s.visuals, `scene ${s.index}`).toBe(s.mediaId ? 2 : undefined);
    // (at 600 s every scene is held 4 s after its speech: the card scenes too)
    const heldCards = unfillable.scenes.filter((s: any) => !s.mediaId && s.end - s.start > 5.05);
    expect(heldCards.length).toBeGreaterThan(0);
    for (const s of heldCards) expect(s.visuals, `scene ${s.index}`).toBeUndefined();
    for (const held of heldCards) {
      // its card's text stays on screen from its entrance to its closing fade: never faded out and entering again midway
      const clip = await framesOf(await download(alice, held.assetUrl, `target-held-${held.index}.mp4`));
      const fps = clip.frames.length / (held.end - held.start);
      const inks = clip.frames.map((f) => ink(f, clip.width));
      const shown = inks.slice(Math.ceil(0.7 * fps), inks.length - Math.ceil(0.4 * fps));
      expect(shown.length).toBeGreaterThan(10);
      expect(Math.min(...shown), `scene ${held.index}: ${inks.map((n) => n.toFixed(3)).join(' ')}`).toBeGreaterThan(0.6 * Math.max(...shown));
    }
    // the image stays on its scene, over both its visuals (pushing in, then pulling back out); the other scenes show no orange
    const photo = stretched.scenes[at];
    expect(photo).toMatchObject({ index: at, mediaId: media['photo.png'], visuals: 2 });
    for (const at of [photo.start + 0.2, (photo.start + photo.end) / 2, photo.end - 0.3]) expect(share(await frameAt(long.file, at), ORANGE), `at ${at}`).toBeGreaterThan(0.5);
    const other = stretched.scenes[at === 0 ? 1 : 0];
    expect(share(await frameAt(long.file, (other.start + other.end) / 2), ORANGE)).toBeLessThan(0.05);
    const sceneClip = await download(alice, photo.assetUrl, 'target-scene-photo.mp4');
    expect((await probe(ffmpeg, sceneClip)).durationSeconds).toBeCloseTo(photo.end - photo.start, 0);

    // 8 s: within 15%, or a warning that says it cannot be told in 8 s; the voice sped up, short scenes sharing a visual
    const brief = await lengthOf(tightened);
    const fits = Math.abs(brief.length - 8) / 8 <= 0.15;
    if (!fits) expect(tightened.warnings.join(' | ')).toMatch(/the story cannot be told in 8 s/);
    expect(tightened.voiceOver.speakingRate).toBeGreaterThan(1);
    expect(tightened.voiceOver.speechSeconds).toBeLessThan(natural.voiceOver.speechSeconds);
    expect(brief.length).toBeLessThan(seconds * 0.8);
    // the image stays on its scene: never merged away, shown on its own scene
    const briefPhoto = tightened.scenes[at];
    expect(briefPhoto.mediaId).toBe(media['photo.png']);
    expect(briefPhoto.shownWith).toBeUndefined();
    expect(tightened.scenes[at + 1]?.shownWith).toBeUndefined();
    expect(share(await frameAt(brief.file, (briefPhoto.start + briefPhoto.end) / 2), ORANGE)).toBeGreaterThan(0.5);
    const mergedAway = tightened.scenes.filter((s: any) => s.shownWith !== undefined);
    expect(mergedAway.length).toBeGreaterThan(0);
    const naturalFile = await download(alice, natural.videoUrl, 'target-natural.mp4');
    for (const s of mergedAway) {
      // a merged scene shares the visual of the one before it, its clip included
      expect(s.shownWith).toBe(s.index - 1);
      expect(s.assetUrl).toBe(`/v1/broll/${tightened.id}/scenes/${s.index}/video`);
      // that visual carries both scenes' text: its card is not the first scene's card alone (the natural render's frame of it)
      const first = tightened.scenes[s.index - 1];
      const alone = natural.scenes[s.index - 1];
      const settled = (from: number, to: number) => from + Math.min(0.7, to - from - 0.4);
      const [mergedFrame, aloneFrame] = [await frameAt(brief.file, settled(first.start, s.end)), await frameAt(naturalFile, settled(alone.start, alone.end))];
      const width = (await probe(ffmpeg, brief.file)).width;
      expect(changed(mergedFrame, aloneFrame, width), `scenes ${first.index} and ${s.index}`).toBeGreaterThan(0.01);
    }

    // 600 s: more than the story can fill: completed, as long as it gets, with a warning that says so
    expect(unfillable.status).toBe('completed');
    expect(unfillable.warnings.join(' | ')).toMatch(/^(.* \| )?the story cannot fill 600 s: with pauses of 4 s after each scene it lasts [\d.]+ s/);
    expect(unfillable.voiceOver.videoSeconds).toBeGreaterThan(seconds);
    expect(unfillable.voiceOver.videoSeconds).toBeLessThan(600 * 0.85);
  });

  it('a medium a queued or running job uses is not deleted (409); once the job ends it is, and a re-render then does without it', { timeout: 300_000 }, async () => {
    const photo = await upload(alice, 'photo.png');
    const music = await upload(alice, 'music.wav');
    const spare = await upload(alice, 'clip.mp4');
    const short = await chain.short(alice, { validated: true });
    const created = await post(alice, `/v1/broll/from-short/${short.id}`, { scenes: [{ index: 0, mediaId: photo }], musicMediaId: music });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().status).toBe('running');
    const del = (owner: TestOwner, mediaId: string) => t.app.inject({ method: 'DELETE', url: `/v1/media/${mediaId}`, headers: owner.headers });
    // the job was answered running: both its media answer 409 naming it; another owner's request 404 as ever
    for (const mediaId of [photo, music]) {
      const conflict = expectError(await del(alice, mediaId), 409, 'conflict');
      expect(conflict.message).toMatch(new RegExp(`^Media ${mediaId} is used by B-roll job ${id}, which is (pending|running)`));
      expectError(await del(bob, mediaId), 404, 'not_found');
      expect((await t.app.inject({ method: 'GET', url: `/v1/media/${mediaId}`, headers: alice.headers })).statusCode).toBe(200);
    }
    // a medium no job uses goes at once
    expect((await del(alice, spare)).statusCode).toBe(204);
    const job = await finished(alice, id);
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    expect(job.warnings.filter((w: string) => /gone|could not/.test(w))).toEqual([]);

    // finished: the media may go (their stored files with them)
    expect((await del(alice, photo)).statusCode).toBe(204);
    expect((await del(alice, music)).statusCode).toBe(204);
    expectError(await t.app.inject({ method: 'GET', url: `/v1/media/${photo}/content`, headers: alice.headers }), 404, 'not_found');
    expect(
      await until(
        () => fs.readdir(path.join(t.config.dataDir, 'media', 'library')),
        (names) => !names.some((n) => n.startsWith(photo) || n.startsWith(music)),
      ),
    ).toBeDefined();
    // a re-render of the job still names them: the scene shows its component, the video has the voice alone, each with a warning
    expect((await post(alice, `/v1/broll/${id}/re-render`)).statusCode).toBe(200);
    const again = await finished(alice, id);
    expect(again.status, again.warnings.join('; ')).toBe('completed');
    expect(again.warnings).toEqual(expect.arrayContaining([`scene 0: its medium ${photo} is gone (deleted): the scene's component is shown instead`, `the music ${music} is gone (deleted): the video is made without it`]));
    const video = await download(alice, again.videoUrl, 'gone.mp4');
    expect(share(await frameAt(video, (again.scenes[0].start + again.scenes[0].end) / 2), ORANGE)).toBeLessThan(0.05);
    // and naming a deleted medium anew answers 404
    expectError(await post(alice, `/v1/broll/${id}/re-render`, { scenes: [{ index: 0, mediaId: photo }] }), 404, 'not_found');
  });

  it('brand: explicit colours on the cards, the logo in the top right corner of every frame; `site` without a site context is a warning', { timeout: 300_000 }, async () => {
    const short = await chain.short(alice, { validated: true });
    const url = `/v1/broll/from-short/${short.id}`;
    expectError(await post(alice, url, { brand: { logoMediaId: media.bobPhoto } }), 404, 'not_found');
    expect(expectError(await post(alice, url, { brand: { logoMediaId: media['clip.mp4'] } }), 400, 'validation_failed').message as string).toMatch(/is a video clip: a logo is an image/);
    expectError(await post(alice, url, { brand: { colors: { accent: 'red' } } }), 400, 'validation_failed');
    expectError(await post(alice, url, { brand: 'mine' }), 400, 'validation_failed');

    const branded = (await post(alice, url, { brand: { colors: { background: '#ff00ff' }, logoMediaId: media['logo.png'] } })).json();
    expect(branded.brand).toEqual({ colors: { background: '#ff00ff' }, logoMediaId: media['logo.png'] });
    const fromSite = (await post(alice, url, { brand: 'site' })).json();
    const [job, site] = [await finished(alice, branded.id), await finished(alice, fromSite.id)];
    expect(job.status, job.warnings.join('; ')).toBe('completed');
    expect(job.warnings.filter((w: string) => /logo|brand/.test(w))).toEqual([]);
    const video = await download(alice, job.videoUrl, 'branded.mp4');
    // the logo: 30 px wide (a ninth of 270), 9 px from the top and right edges, on every scene
    for (const scene of job.scenes) {
      const f = await frameAt(video, (scene.start + scene.end) / 2);
      const px = (x: number, y: number) => [...f.subarray((y * 270 + x) * 3, (y * 270 + x) * 3 + 3)];
      const blue = [px(246, 24), px(236, 14), px(256, 34)].filter(([r, g, b]) => r! < 50 && g! < 50 && b! > 200).length;
      expect(blue, `scene ${scene.index}`).toBe(3);
      // outside the logo: not blue
      const [r, g, b] = px(200, 24);
      expect(r! < 50 && g! < 50 && b! > 200, `scene ${scene.index}`).toBe(false);
    }
    // the cards (the library has no component) stand on the brand's background
    const card = await frameAt(video, (job.scenes[2].start + job.scenes[2].end) / 2);
    expect(share(card, [255, 0, 255])).toBeGreaterThan(0.3);

    expect(site.status).toBe('completed');
    expect(site.brand).toBe('site');
    expect(site.warnings).toContain('brand "site": the site context has no brand colours (analyze the site first: POST /v1/blog/site/analyze): the default colours are used');
    // re-render: `{}` goes back to the default (no logo)
    const again = await post(alice, `/v1/broll/${job.id}/re-render`, { brand: {} });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().brand).toBeUndefined();
    const plain = await finished(alice, job.id);
    expect(plain.status).toBe('completed');
    const f = await frameAt(await download(alice, plain.videoUrl, 'unbranded.mp4'), (plain.scenes[2].start + plain.scenes[2].end) / 2);
    expect(share(f, [255, 0, 255])).toBeLessThan(0.05);
  });

  it('brand "site": the site\'s serif font on the cards, its logo once it is among the owner\'s media (uploaded with that sourceUrl), a warning before', { timeout: 300_000 }, async () => {
    const carol = await t.owner();
    const analyzed = await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: carol.headers, payload: { siteUrl: `${sites.origin}/fr/` } });
    expect(analyzed.statusCode, analyzed.body).toBe(201);
    const visual = analyzed.json().recap.visualIdentity;
    expect(visual.typography.fontFamilies[0]).toBe('Lora');
    const logoUrl = `${sites.origin}/images/logo-tilleuls.png`;
    expect(visual.logo.url).toBe(logoUrl);
    const short = await chain.short(carol, { validated: true });
    const url = `/v1/broll/from-short/${short.id}`;

    // the sourceUrl part: kept and shown; anything but an http(s) address, or sent twice, is 400 (and nothing is kept)
    for (const fields of [
      [{ name: 'sourceUrl', value: 'ftp://example.org/logo.png' }],
      [{ name: 'sourceUrl', value: 'not a url' }],
      [{ name: 'sourceUrl', value: `https://example.org/${'a'.repeat(2048)}` }],
      [
        { name: 'sourceUrl', value: logoUrl },
        { name: 'sourceUrl', value: logoUrl },
      ],
    ]) {
      expectError(await uploadWith(carol, 'logo.png', fields), 400, 'validation_failed');
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/media', headers: carol.headers })).json().total).toBe(0);
    // another owner's image from the same address is not carol's logo
    const bobs = await uploadWith(bob, 'logo.png', [{ name: 'sourceUrl', value: logoUrl }]);
    expect(bobs.statusCode, bobs.body).toBe(201);
    expect(bobs.json().sourceUrl).toBe(logoUrl);

    const before = await finished(carol, (await post(carol, url, { brand: 'site' })).json().id);
    expect(before.status, before.warnings.join('; ')).toBe('completed');
    expect(before.warnings).toContain(`brand "site": the site's logo is not among your media: add it with POST /v1/media (sourceUrl ${logoUrl}): the video is made without it`);
    // Lora is a serif: drawn in DejaVu Serif, no font warning; the site's colours, no colour warning
    expect(before.warnings.filter((w: string) => /font|colours/.test(w))).toEqual([]);

    const logo = await uploadWith(carol, 'logo.png', [{ name: 'sourceUrl', value: logoUrl }]);
    expect(logo.statusCode, logo.body).toBe(201);
    expect(logo.json()).toMatchObject({ kind: 'image', sourceUrl: logoUrl });
    expect((await t.app.inject({ method: 'GET', url: `/v1/media/${logo.json().id}`, headers: carol.headers })).json().sourceUrl).toBe(logoUrl);
    const after = await finished(carol, (await post(carol, url, { brand: 'site' })).json().id);
    expect(after.status, after.warnings.join('; ')).toBe('completed');
    expect(after.warnings.filter((w: string) => /brand|logo|font/.test(w))).toEqual([]);
    const [plain, branded] = [await download(carol, before.videoUrl, 'site-before.mp4'), await download(carol, after.videoUrl, 'site-after.mp4')];
    // the logo (blue, 30 px wide, 9 px from the top right corner) on every scene of the second render only
    for (const scene of after.scenes) {
      const at = (scene.start + scene.end) / 2;
      const px = (f: Buffer, x: number, y: number) => [...f.subarray((y * 270 + x) * 3, (y * 270 + x) * 3 + 3)];
      const isBlue = ([r, g, b]: number[]) => r! < 50 && g! < 50 && b! > 200;
      expect(isBlue(px(await frameAt(branded, at), 246, 24)), `scene ${scene.index}`).toBe(true);
      expect(isBlue(px(await frameAt(plain, at), 246, 24)), `scene ${scene.index}`).toBe(false);
    }
    // the card's text in DejaVu Serif: a render of the same short without the brand draws other glyphs
    const sans = await finished(carol, (await post(carol, url, {})).json().id);
    const card = after.scenes.findIndex((s: any) => s.category === 'text');
    expect(card).toBeGreaterThanOrEqual(0);
    const mid = (s: any) => (s.start + s.end) / 2;
    const [serifFrame, sansFrame] = [await frameAt(branded, mid(after.scenes[card])), await frameAt(await download(carol, sans.videoUrl, 'site-sans.mp4'), mid(sans.scenes[card]))];
    let differ = 0;
    for (let i = 0; i < serifFrame.length; i += 3) if (Math.abs(serifFrame[i]! - sansFrame[i]!) > 60) differ++;
    expect(differ / (serifFrame.length / 3)).toBeGreaterThan(0.002);
  });
});
