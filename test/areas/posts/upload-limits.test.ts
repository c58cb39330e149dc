import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairDecodeQueue } from '../../../src/areas/posts/decode-queue.js';
import { imageDirs } from '../../../src/areas/posts/images.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { createPost, gifOfFrames, imagePart, makeImage, multipart, uploadPostImage, type Part } from '../../support/uploads.js';
import { until } from '../../support/wait.js';

// The limits a real upload meets: IMAGE_MAX_PIXELS, IMAGE_MAX_FRAMES, decodes one at a time
// (the default IMAGE_DECODE_CONCURRENCY) taken round robin between owners, and polyglots
// re-encoded so only the image is served.

let t: TestApp;
let alice: TestOwner;
let dirs: ReturnType<typeof imageDirs>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  dirs = imageDirs(t.config.dataDir);
});
afterAll(() => t.close());

const newPost = (owner: TestOwner = alice) => createPost(t, owner);
const upload = (postId: string, parts: Part[], owner: TestOwner = alice) => uploadPostImage(t, postId, parts, owner);

const storedOf = (imageUrl: string) => fs.readFile(path.join(dirs.images, path.basename(imageUrl)));

describe('upload limits', () => {
  it('a real 10000×10000 PNG (300 KB) is refused with 400 from its header, before decoding; the limit is IMAGE_MAX_PIXELS', { timeout: 60_000 }, async () => {
    expect(t.config.imageMaxPixels).toBe(16_777_216);
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(t.config.uploadMaxBytes);
    const post = await newPost();
    const err = expectError(await upload(post.id, [imagePart(huge)]), 400, 'validation_failed');
    expect(String(err.message)).toBe('body.image has 100000000 pixels; at most 16777216 are accepted (IMAGE_MAX_PIXELS)');
    expect(await fs.readdir(dirs.staging)).toEqual([]);
    // just under the limit is accepted
    const big = await sharp({ create: { width: 5000, height: 3000, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const ok = await upload(post.id, [imagePart(big)]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sharp(await storedOf(ok.json().imageUrl)).metadata()).toMatchObject({ width: 5000, height: 3000, format: 'png' });
  });

  it('a lower IMAGE_MAX_PIXELS refuses smaller images', async () => {
    const strict = await createTestApp({ imageMaxPixels: 1000 });
    try {
      const o = await strict.owner();
      const post = (await strict.app.inject({ method: 'POST', url: '/v1/posts', headers: o.headers, payload: { content: 'x' } })).json();
      const { payload, headers } = multipart([imagePart(await makeImage.png(40, 30))]);
      const res = await strict.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers: { ...o.headers, ...headers }, payload });
      expect(String(expectError(res, 400, 'validation_failed').message)).toContain('has 1200 pixels; at most 1000 are accepted');
    } finally {
      await strict.close();
    }
  });

  it('concurrent uploads wait their turn to decode and all succeed', async () => {
    const posts = await Promise.all(Array.from({ length: 4 }, () => newPost()));
    const images = await Promise.all([makeImage.noisyPng(800, 600), makeImage.jpg(1200, 900), makeImage.webp(900, 700), makeImage.gif(300, 200)]);
    const answers = await Promise.all(posts.map((p, i) => upload(p.id, [imagePart(images[i]!)])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await fs.readdir(dirs.staging)).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('a polyglot (a valid PNG with a ZIP and HTML after its end, HTML in a text chunk) is stored as the image alone', async () => {
    const png = await makeImage.png(64, 48);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('<html><script>alert(document.cookie)</script></html>'), Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);
    // a tEXt chunk before IEND carrying HTML (chunk CRCs fixed up, so decoders accept it)
    const text = Buffer.from('Comment\u0000<script>alert(1)</script>', 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)) >>> 0, 8 + text.length);
    const iend = png.length - 12;
    const polyglot = Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend), zip]);
    expect((await sharp(polyglot).metadata()).width).toBe(64); // a valid image as it is

    const post = await newPost();
    const res = await upload(post.id, [imagePart(polyglot)]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedOf(res.json().imageUrl);
    for (const marker of ['<script>', '<html>', 'PK\u0003\u0004', 'tEXt']) expect(stored.includes(Buffer.from(marker, 'latin1')), marker).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    const served = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.rawPayload).toEqual(stored);
  });

  it('a JPEG carrying a script in a comment segment and trailing bytes is stored without them; EXIF is dropped', async () => {
    const jpg = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-location-data' } } })
      .toBuffer();
    const comment = Buffer.from('<script>alert(2)</script>');
    const com = Buffer.alloc(4);
    com.writeUInt16BE(0xfffe, 0);
    com.writeUInt16BE(comment.length + 2, 2);
    const polyglot = Buffer.concat([jpg.subarray(0, 2), com, comment, jpg.subarray(2), Buffer.from('<?php echo 1; ?>')]);
    expect(polyglot.includes(Buffer.from('secret-location-data'))).toBe(true);
    const post = await newPost();
    const res = await upload(post.id, [imagePart(polyglot, 'x.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedOf(res.json().imageUrl);
    for (const marker of ['<script>', '<?php', 'secret-location-data']) expect(stored.includes(Buffer.from(marker)), marker).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 50, height: 40 });
    // another owner cannot put an image on this post
    const bob = await t.owner();
    expectError(await upload(post.id, [imagePart(jpg, 'x.jpg', 'image/jpeg')], bob), 404, 'not_found');
    expectError(await upload(OTHER_ID, [imagePart(jpg, 'x.jpg', 'image/jpeg')], bob), 404, 'not_found');
  });

  it('an animated GIF with more frames than IMAGE_MAX_FRAMES is refused with 400, however few its pixels; at the limit it is stored', { timeout: 60_000 }, async () => {
    expect(t.config.imageMaxFrames).toBe(1000);
    const post = await newPost();
    // the file of the report: 400,000 one-pixel frames, 9.2 MB, well within IMAGE_MAX_PIXELS
    const bomb = gifOfFrames(400_000);
    expect(bomb.length).toBe(9_200_020);
    const err = expectError(await upload(post.id, [imagePart(bomb, 'frames.gif', 'image/gif')]), 400, 'validation_failed');
    expect(err.message).toEqual(['body.image has 400000 frames; at most 1000 are accepted (IMAGE_MAX_FRAMES)']);
    expectError(await upload(post.id, [imagePart(gifOfFrames(1001), 'frames.gif', 'image/gif')]), 400, 'validation_failed');
    expect((await fs.readdir(dirs.staging)).filter((f) => !f.startsWith('.'))).toEqual([]);
    const ok = await upload(post.id, [imagePart(gifOfFrames(1000), 'frames.gif', 'image/gif')]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sharp(await storedOf(ok.json().imageUrl)).metadata()).toMatchObject({ format: 'gif', width: 1 });
  });

  it('a lower IMAGE_MAX_FRAMES refuses shorter animations', async () => {
    const strict = await createTestApp({ imageMaxFrames: 5 });
    try {
      const o = await strict.owner();
      const post = await createPost(strict, o);
      const res = await uploadPostImage(strict, post.id, [imagePart(gifOfFrames(6), 'a.gif', 'image/gif')], o);
      expect(expectError(res, 400, 'validation_failed').message).toEqual(['body.image has 6 frames; at most 5 are accepted (IMAGE_MAX_FRAMES)']);
      expect((await uploadPostImage(strict, post.id, [imagePart(gifOfFrames(5), 'a.gif', 'image/gif')], o)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('the decode queue takes owners in turn: after the decode in progress, each waiting owner gets one before any gets a second', async () => {
    const queue = new FairDecodeQueue(1);
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (owner: string, name: string) =>
      queue.run(owner, async () => {
        order.push(name);
        await new Promise<void>((release) => gates.set(name, release));
      });
    const all = [job('a', 'a1'), job('a', 'a2'), job('a', 'a3'), job('a', 'a4'), job('b', 'b1'), job('c', 'c1'), job('b', 'b2')];
    const settle = () => new Promise((r) => setImmediate(r));
    for (let i = 0; i < all.length; i++) {
      await settle();
      gates.get(order.at(-1)!)!();
    }
    await Promise.all(all);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  /** A WebP of a few hundred bytes that takes a few hundred ms of CPU to decode and re-encode. */
  const slowWebp = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 3, background: '#123456' } })
      .webp({ lossless: true })
      .toBuffer();
  const staged = async () => (await fs.readdir(dirs.staging).catch(() => [] as string[])).filter((f) => f.endsWith('.part')).length;

  it("one owner's many slow uploads do not starve another owner's small one: decodes are taken round robin between owners", { timeout: 120_000 }, async () => {
    const flooder = await t.owner();
    const control = await t.owner();
    const slow = await slowWebp(2000);
    expect(slow.length).toBeLessThan(1024);
    const posts = await Promise.all(Array.from({ length: 8 }, () => newPost(flooder)));
    const controlPost = await newPost(control);
    const done: string[] = [];
    const flood = posts.map((p, i) =>
      upload(p.id, [imagePart(slow, 'slow.webp', 'image/webp')], flooder).then((res) => {
        done.push(`flood-${i}`);
        return res.statusCode;
      }),
    );
    // every flooding upload received and waiting (or decoding) before the control owner sends
    await until(staged, (n) => n >= 7, 30_000);
    const controlAnswer = await upload(controlPost.id, [imagePart(await makeImage.png(64, 64))], control);
    expect(controlAnswer.statusCode, controlAnswer.body).toBe(200);
    const floodDoneBeforeControl = done.length;
    done.push('control');
    expect(await Promise.all(flood)).toEqual(Array(8).fill(200));
    // with one queue for all, the control upload came after all eight; round robin lets it in
    // after the decode in progress and at most one more of the flooder's
    expect(floodDoneBeforeControl, done.join(' ')).toBeLessThanOrEqual(3);
  });

  it("an animated image's frame scan waits in the decode queue like its decode", { timeout: 120_000 }, async () => {
    const o = await t.owner();
    const [first, second] = await Promise.all([newPost(o), newPost(o)]);
    // the slow image is in the store as soon as its decode ends (the upload's database work comes
    // after): seen there, or answered, when the refusal comes means the scan waited behind it
    const storedBefore = new Set(await fs.readdir(dirs.images).catch(() => [] as string[]));
    const slowStored = async () => (await fs.readdir(dirs.images).catch(() => [] as string[])).some((f) => f.endsWith('.webp') && !storedBefore.has(f));
    let slowAnswered = false;
    let refusedAfterDecode: boolean | undefined;
    const decoding = upload(first.id, [imagePart(await slowWebp(3000), 'slow.webp', 'image/webp')], o).then((res) => {
      slowAnswered = true;
      return res.statusCode;
    });
    await until(staged, (n) => n >= 1, 30_000);
    const frames = upload(second.id, [imagePart(gifOfFrames(400_000), 'frames.gif', 'image/gif')], o).then(async (res) => {
      refusedAfterDecode = slowAnswered || (await slowStored());
      return res.statusCode;
    });
    expect(await Promise.all([decoding, frames])).toEqual([200, 400]);
    // the header read (which walks every frame) runs in the queue, after the decode ahead of it
    expect(refusedAfterDecode).toBe(true);
  });
});
