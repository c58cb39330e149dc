import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { makeImage, multipart, pngBomb, type Part } from '../../support/uploads.js';

// The media library (issue 46): real files of every accepted kind made with ffmpeg at test time,
// each kind of bad file refused with nothing kept, owners kept apart, the stored file served and
// deleted with its row (or its owner).

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const run = promisify(execFile);

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let work: string;
const files: Record<string, Buffer> = {};

const VIDEO = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];
const TONE = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];
const RECIPES: Record<string, string[]> = {
  'clip.mp4': [...VIDEO, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  'clip.mov': [...VIDEO, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  'clip.webm': [...VIDEO, '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis', '-shortest'],
  'tone.wav': [...TONE, '-c:a', 'pcm_s16le'],
  'tone.mp3': [...TONE, '-c:a', 'libmp3lame'],
  'tone.m4a': [...TONE, '-c:a', 'aac'],
};

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-media-'));
  await Promise.all(
    Object.entries(RECIPES).map(async ([name, args]) => {
      await run(ffmpeg, ['-hide_banner', '-nostdin', '-y', ...args, path.join(work, name)]);
      files[name] = await fs.readFile(path.join(work, name));
    }),
  );
  files['photo.png'] = await makeImage.png(64, 48);
  files['photo.jpg'] = await makeImage.jpg(64, 48);
  files['photo.webp'] = await makeImage.webp(64, 48);
  t = await createTestApp({ mediaMaxBytes: 2 * 1024 * 1024, mediaMaxSeconds: 5 });
  alice = await t.owner();
  bob = await t.owner();
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

const filePart = (data: Buffer, filename = 'upload.bin', type = 'application/octet-stream'): Part => ({ name: 'file', data, filename, type });
const upload = (parts: Part[], owner: TestOwner = alice) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/v1/media', headers: { ...owner.headers, ...headers }, payload });
};
const get = (url: string, owner: TestOwner = alice, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...owner.headers, ...headers } });
const libraryDir = () => path.join(t.config.dataDir, 'media', 'library');
const stored = async () => (await fs.readdir(libraryDir()).catch(() => [] as string[])).sort();
const total = async (owner: TestOwner = alice) => (await get('/v1/media', owner)).json().total as number;

describe('uploads of each kind', () => {
  it.each([
    ['photo.png', 'image', 'image/png'],
    ['photo.jpg', 'image', 'image/jpeg'],
    ['photo.webp', 'image', 'image/webp'],
  ])('%s is stored as an image with its size', async (name, kind, contentType) => {
    const res = await upload([filePart(files[name]!, 'no-extension')]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind, contentType, width: 64, height: 48 });
    expect(body.durationSeconds).toBeUndefined();
    expect(res.headers.location).toBe(`/v1/media/${body.id}`);
    const content = await get(`/v1/media/${body.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe(contentType);
    expect(content.rawPayload.length).toBe(body.bytes);
  });

  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.mov', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
  ])('%s is stored as a video clip with its frame size and length', async (name, contentType) => {
    // the declared name and type say otherwise: the bytes decide
    const res = await upload([filePart(files[name]!, 'song.mp3', 'audio/mpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'video', contentType, width: 160, height: 120, bytes: files[name]!.length });
    expect(body.durationSeconds).toBeGreaterThan(0.9);
    expect(body.durationSeconds).toBeLessThan(1.2);
    const content = await get(`/v1/media/${body.id}/content`);
    expect(content.rawPayload.equals(files[name]!)).toBe(true);
  });

  it.each([
    ['tone.wav', 'audio/wav'],
    ['tone.mp3', 'audio/mpeg'],
    ['tone.m4a', 'audio/mp4'],
  ])('%s is stored as audio with its length', async (name, contentType) => {
    const res = await upload([filePart(files[name]!, 'clip.mp4', 'video/mp4')]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'audio', contentType });
    expect(body.width).toBeUndefined();
    expect(body.durationSeconds).toBeGreaterThan(0.9);
    expect(body.durationSeconds).toBeLessThan(1.2);
  });
});

describe('refused uploads keep nothing', () => {
  const refusals: [string, () => Promise<Buffer>, string][] = [
    ['a text file named x.png', async () => Buffer.from('just some text, not a picture\n'.repeat(20)), 'not a recognised file type'],
    ['a truncated MP4', async () => files['clip.mp4']!.subarray(0, Math.floor(files['clip.mp4']!.length / 2)), 'truncated'],
    ['a truncated WebM', async () => files['clip.webm']!.subarray(0, Math.floor(files['clip.webm']!.length * 0.6)), 'decode'],
    ['a truncated WAV', async () => files['tone.wav']!.subarray(0, 4000), 'truncated'],
    ['a decompression bomb (PNG header declaring 100000×100000)', () => pngBomb(100_000, 100_000), 'pixels'],
    ['a polyglot PNG with a ZIP after its end', async () => Buffer.concat([files['photo.png']!, Buffer.from('PK\u0003\u0004<html><script>alert(1)</script></html>PK\u0005\u0006'), Buffer.alloc(18)]), 'ZIP'],
    ['a polyglot MP4 with HTML after its end', async () => Buffer.concat([files['clip.mp4']!, Buffer.from('<html><script>alert(1)</script></html>')]), 'mp4'],
    ['a polyglot WAV with bytes after its end', async () => Buffer.concat([files['tone.wav']!, Buffer.from('<?php echo 1; ?>'.repeat(10))]), 'after the end'],
    ['a GIF (not a library type)', () => makeImage.gif(10, 10), 'image/gif'],
  ];
  it.each(refusals)('%s answers 400 validation_failed', async (_name, make, why) => {
    const before = await total();
    const files0 = await stored();
    const err = expectError(await upload([filePart(await make(), 'x.png', 'image/png')]), 400, 'validation_failed');
    expect(String(err.message)).toContain('body.file');
    expect(String(err.message)).toContain(why);
    expect(await total()).toBe(before);
    expect(await stored()).toEqual(files0);
    expect((await fs.readdir(path.join(t.config.dataDir, 'uploads', 'staging'))).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('a clip longer than MEDIA_MAX_SECONDS is refused', async () => {
    const long = path.join(work, 'long.wav');
    await run(ffmpeg, ['-hide_banner', '-nostdin', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=6', '-ar', '8000', '-c:a', 'pcm_u8', long]);
    const err = expectError(await upload([filePart(await fs.readFile(long))]), 400, 'validation_failed');
    expect(String(err.message)).toContain('at most 5 are accepted (MEDIA_MAX_SECONDS)');
  });

  it('a file over MEDIA_MAX_BYTES answers 413 and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([files['tone.wav']!, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const err = expectError(await upload([filePart(big)]), 413, 'payload_too_large');
    expect(String(err.message)).toContain('MEDIA_MAX_BYTES');
    expect(await stored()).toEqual(before);
  });

  it('a missing file part, a text field, or a request that is not multipart are refused', async () => {
    expectError(await upload([{ name: 'other', data: files['photo.png']!, filename: 'a.png' }]), 400, 'validation_failed');
    expectError(await upload([{ name: 'file', data: 'text' }]), 400, 'validation_failed');
    const res = await t.app.inject({ method: 'POST', url: '/v1/media', headers: { ...alice.headers, 'content-type': 'application/json' }, payload: { file: 'x' } });
    expect([400, 415]).toContain(res.statusCode);
  });
});

describe('the library', () => {
  it('lists newest first, pages, and filters by kind', async () => {
    const owner = await t.owner();
    for (const name of ['photo.png', 'tone.wav', 'clip.mp4', 'tone.mp3']) expect((await upload([filePart(files[name]!)], owner)).statusCode).toBe(201);
    const all = (await get('/v1/media?limit=3', owner)).json();
    expect(all).toMatchObject({ total: 4, page: 1, totalPages: 2 });
    expect(all.media.map((m: { contentType: string }) => m.contentType)).toEqual(['audio/mpeg', 'video/mp4', 'audio/wav']);
    const second = (await get('/v1/media?limit=3&page=2', owner)).json();
    expect(second.media.map((m: { kind: string }) => m.kind)).toEqual(['image']);
    const audio = (await get('/v1/media?kind=audio', owner)).json();
    expect(audio.total).toBe(2);
    expect(audio.media.every((m: { kind: string }) => m.kind === 'audio')).toBe(true);
    expectError(await get('/v1/media?kind=document', owner), 400, 'validation_failed');
    const one = (await get(`/v1/media/${all.media[0].id}`, owner)).json();
    expect(one).toEqual(all.media[0]);
    // counted in the statistics: items by kind, their bytes in the stored bytes
    const stats = (await get('/v1/statistics', owner)).json();
    expect(stats.media.library).toEqual({ image: 1, video: 1, audio: 2 });
    const bytes = [...all.media, ...second.media].reduce((n: number, m: { bytes: number }) => n + m.bytes, 0);
    expect(stats.media.storageBytes).toBe(bytes);
  });

  it('serves a byte range and answers 304 to its ETag', async () => {
    const body = (await upload([filePart(files['clip.mp4']!)])).json();
    const url = `/v1/media/${body.id}/content`;
    const whole = await get(url);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get(url, alice, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${files['clip.mp4']!.length}`);
    expect(part.rawPayload.equals(files['clip.mp4']!.subarray(10, 20))).toBe(true);
    expect((await get(url, alice, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url, alice, { range: `bytes=${files['clip.mp4']!.length + 5}-` })).statusCode).toBe(416);
  });

  it("another owner's id answers 404 on every route, and its file stays", async () => {
    const body = (await upload([filePart(files['photo.png']!)])).json();
    for (const url of [`/v1/media/${body.id}`, `/v1/media/${body.id}/content`]) expectError(await get(url, bob), 404, 'not_found');
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/media/${body.id}`, headers: bob.headers }), 404, 'not_found');
    expect((await get('/v1/media', bob)).json().media.map((m: { id: string }) => m.id)).not.toContain(body.id);
    expect((await get(`/v1/media/${body.id}/content`)).statusCode).toBe(200);
    for (const url of [`/v1/media/${OTHER_ID}`, `/v1/media/${OTHER_ID}/content`]) expectError(await get(url), 404, 'not_found');
  });

  it('deleting an item removes its row and its stored file', async () => {
    const body = (await upload([filePart(files['tone.m4a']!)])).json();
    expect(await stored()).toContain(`${body.id}.m4a`);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/media/${body.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(204);
    expectError(await get(`/v1/media/${body.id}`), 404, 'not_found');
    expect(await stored()).not.toContain(`${body.id}.m4a`);
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/media/${body.id}`, headers: alice.headers }), 404, 'not_found');
  });

  it("deleting an owner removes its media's files", async () => {
    const owner = await t.owner();
    const body = (await upload([filePart(files['clip.webm']!)], owner)).json();
    expect(await stored()).toContain(`${body.id}.webm`);
    await t.db.deleteFrom('owners').where('id', '=', owner.ownerId).execute();
    await t.services.mediaDeletions.run();
    expect(await stored()).not.toContain(`${body.id}.webm`);
  });
});
