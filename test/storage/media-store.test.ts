import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../src/http/send-file.js';
import { fileMediaStore } from '../../src/storage/file.js';
import { scratchRoot, sweepScratch, withScratchDir } from '../../src/storage/scratch.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';
import { storeConformance } from '../support/media-store.js';
import { createPost, imagePart, makeImage, uploadPostImage } from '../support/uploads.js';

describe('file media store', () => {
  let dir: string;
  let n = 0;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-store-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  storeConformance(
    () => fileMediaStore(dir),
    () => `media/test-${++n}/`,
  );

  it('keeps objects where DATA_DIR always had them', async () => {
    const s = fileMediaStore(dir);
    await s.put('images/a.png', Buffer.from('a'));
    await s.put('media/thumbnails/j/1-v1.png', Buffer.from('b'));
    expect(await fs.readFile(path.join(dir, 'images', 'a.png'), 'utf8')).toBe('a');
    expect(await fs.readFile(path.join(dir, 'media', 'thumbnails', 'j', '1-v1.png'), 'utf8')).toBe('b');
  });

  it('render folders are removed after use, and swept when their process is gone', async () => {
    let inside = '';
    await expect(
      withScratchDir(dir, 'broll-x', async (d) => {
        inside = d;
        await fs.writeFile(path.join(d, 'clip.mp4'), 'x');
        throw new Error('ffmpeg died');
      }),
    ).rejects.toThrow('ffmpeg died');
    await expect(fs.access(inside)).rejects.toThrow();
    // a folder of a process that no longer exists, and one of this live process
    const dead = path.join(scratchRoot(dir), '2147483600-broll-y-abcd');
    const live = path.join(scratchRoot(dir), `${process.pid}-broll-z-abcd`);
    await fs.mkdir(dead, { recursive: true });
    await fs.mkdir(live, { recursive: true });
    expect(await sweepScratch(dir)).toBe(1);
    expect((await fs.readdir(scratchRoot(dir))).sort()).toEqual([path.basename(live)]);
  });
});

describe('Range', () => {
  it.each([
    ['bytes=0-3', { start: 0, end: 3 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-4', { start: 6, end: 9 }],
    ['bytes=-40', { start: 0, end: 9 }],
    ['bytes=8-100', { start: 8, end: 9 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,4-5', undefined],
    ['items=0-1', undefined],
    ['bytes=5-2', undefined],
  ] as const)('%s of 10 bytes', (header, want) => {
    expect(parseRange(header, 10)).toEqual(want);
  });
});

describe('stored media through the API', () => {
  let t: TestApp;
  let alice: TestOwner;
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.owner();
    const post = await createPost(t, alice);
    const res = await uploadPostImage(t, post.id, [imagePart(await makeImage.png())], alice);
    url = res.json().imageUrl;
    bytes = (await t.app.inject({ method: 'GET', url })).rawPayload;
  });
  afterAll(() => t.close());

  it('answers a byte range with 206 and Content-Range, the whole file with ETag and Accept-Ranges', async () => {
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers.etag).toMatch(/^".+"$/);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-4/${bytes.length}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.headers['content-type']).toBe('image/png');
    expect(part.rawPayload).toEqual(bytes.subarray(1, 5));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-3' } });
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 3));
    // several ranges, or If-Range naming another version: the whole file
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,3-4' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1', 'if-range': '"other"' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1', 'if-range': whole.headers.etag as string } })).statusCode).toBe(206);
  });

  it('answers 416 in the error shape when the range starts past the end', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expectError(res, 416, 'range_not_satisfiable');
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 304 with no body to If-None-Match naming the ETag', async () => {
    const { etag } = (await t.app.inject({ method: 'GET', url })).headers;
    const res = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag as string } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"else"' } })).statusCode).toBe(200);
  });

  it('deletions outlive a crash: a due guard removes an object its row never recorded, a recorded deletion is carried out later', async () => {
    const { media, mediaDeletions } = t.services;
    // stored, then the process died before the row was written: the guard falls due
    await mediaDeletions.guard('media/outbox/orphan.png', 0);
    await media.put('media/outbox/orphan.png', Buffer.from('x'));
    // a deletion committed with its row change, never carried out (the process died after the commit)
    await mediaDeletions.schedule(t.db, [{ key: 'media/outbox/gone/', keep: 'media/outbox/gone/kept/' }]);
    await media.put('media/outbox/gone/1.png', Buffer.from('y'));
    await media.put('media/outbox/gone/kept/2.png', Buffer.from('y'));
    // a write in flight (its guard not due) under a prefix being deleted: it stays
    await mediaDeletions.guard('media/outbox/gone/inflight/', 3600);
    await media.put('media/outbox/gone/inflight/3.png', Buffer.from('z'));
    await mediaDeletions.run();
    expect(await media.head('media/outbox/orphan.png')).toBeUndefined();
    expect(await media.head('media/outbox/gone/1.png')).toBeUndefined();
    expect(await media.head('media/outbox/gone/kept/2.png')).toBeDefined();
    expect(await media.head('media/outbox/gone/inflight/3.png')).toBeDefined();
    // recorded: the guard goes, nothing is left to do for this store
    await mediaDeletions.settle(t.db, 'media/outbox/gone/inflight/');
    const left = await t.db.selectFrom('mediaDeletions').select('key').where('store', '=', mediaDeletions.storeId).execute();
    expect(left).toEqual([]);
  });

  it('an unknown image answers 404 however it is asked for', async () => {
    const missing = url.replace(/[0-9a-f]{8}-/, '00000000-');
    expectError(await t.app.inject({ method: 'GET', url: missing }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: missing, headers: { range: 'bytes=0-1' } }), 404, 'not_found');
  });
});
