import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDirs } from '../../../src/areas/posts/images.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { createPost, imagePart, makeImage, multipart, pngBomb, uploadPostImage, type Part } from '../../support/uploads.js';

/** The largest upload the test app takes: small, so "too large" is cheap to send. */
const MAX = 64 * 1024;

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;
let dirs: ReturnType<typeof imageDirs>;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: MAX });
  alice = await t.owner();
  bob = await t.owner();
  dirs = imageDirs(t.config.dataDir);
});
afterAll(() => t.close());

const newPost = (owner: TestOwner = alice) => createPost(t, owner);
const upload = (postId: string, parts: Part[], owner: TestOwner = alice) => uploadPostImage(t, postId, parts, owner);

let listening: string | undefined;
/** The app on a real port (listening from the first test that needs one). */
const serverUrl = async () => (listening ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

const ls = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).sort();
const fileOf = (imageUrl: string) => path.join(dirs.images, path.basename(imageUrl));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The upload was refused and left nothing behind: no staged part, no stored image, the post unchanged. */
async function expectNothingStored(postId: string, imagesBefore: string[]) {
  expect(await ls(dirs.staging)).toEqual([]);
  expect(await ls(dirs.images)).toEqual(imagesBefore);
  const post = (await t.app.inject({ method: 'GET', url: `/v1/posts/${postId}`, headers: alice.headers })).json();
  return post;
}

describe('post image upload', () => {
  it.each([
    ['png', 'image/png', 'photo.png'],
    ['jpg', 'image/jpeg', 'photo.jpg'],
    ['gif', 'image/gif', 'anim.gif'],
    ['webp', 'image/webp', 'photo.webp'],
  ] as const)('stores a real %s and serves it back with its type and caching headers', async (kind, mime, filename) => {
    const post = await newPost();
    const bytes = await makeImage[kind]();
    const res = await upload(post.id, [imagePart(bytes, filename, mime)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: post.id, content: post.content });
    expect(body.imageUrl).toMatch(new RegExp(`^/media/images/[0-9a-f-]{36}\\.${kind}$`));
    // stored re-encoded from its pixels: the same kind of image, the same size
    const stored = await fs.readFile(fileOf(body.imageUrl));
    const [was, is] = [await sharp(bytes).metadata(), await sharp(stored).metadata()];
    expect([is.format, is.width, is.height]).toEqual([was.format, was.width, was.height]);

    const got = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(mime);
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(got.headers['content-length'])).toBe(stored.length);
    expect(got.rawPayload).toEqual(stored);
    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json().imageUrl).toBe(body.imageUrl);
  });

  it('decides the type from the bytes: a PNG named .jpg with a lying mimetype is stored and served as PNG', async () => {
    const post = await newPost();
    const png = await makeImage.png();
    const res = await upload(post.id, [imagePart(png, 'holiday.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\.png$/);
    const got = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    expect(got.headers['content-type']).toBe('image/png');
  });

  it('refuses what is not an accepted image, whatever its name and declared type says', async () => {
    const post = await newPost();
    const before = await ls(dirs.images);
    const cases: [string, Buffer, string][] = [
      ['a text file named .png', Buffer.from('definitely not a picture\n'.repeat(20)), 'not a recognised file type'],
      ['a PDF named .png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'application/pdf'],
      ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'not a recognised file type'],
      ['an empty file', Buffer.alloc(0), 'not a recognised file type'],
    ];
    for (const [what, data, why] of cases) {
      const res = await upload(post.id, [imagePart(data, 'image.png', 'image/png')]);
      const err = expectError(res, 400, 'validation_failed');
      expect(String(err.message), what).toContain('body.image must be a jpg, png, gif or webp image');
      expect(String(err.message), what).toContain(why);
    }
    const unchanged = await expectNothingStored(post.id, before);
    expect(unchanged.imageUrl).toBeUndefined();
  });

  it('refuses a truncated image: it does not decode', async () => {
    const post = await newPost();
    const before = await ls(dirs.images);
    const png = await makeImage.noisyPng(100, 100);
    const err = expectError(await upload(post.id, [imagePart(png.subarray(0, Math.floor(png.length / 2)))]), 400, 'validation_failed');
    expect(String(err.message)).toContain('does not decode (truncated or corrupt)');
    await expectNothingStored(post.id, before);
  });

  it('refuses decompression bombs and huge dimensions without decoding them', async () => {
    const post = await newPost();
    const before = await ls(dirs.images);
    const bomb = await pngBomb(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    let err = expectError(await upload(post.id, [imagePart(bomb)]), 400, 'validation_failed');
    expect(String(err.message)).toContain('is 100000×100000 pixels; at most 16384 pixels on a side are accepted');
    err = expectError(await upload(post.id, [imagePart(await pngBomb(12_000, 12_000))]), 400, 'validation_failed');
    expect(String(err.message)).toContain(`has 144000000 pixels; at most ${t.config.imageMaxPixels} are accepted (IMAGE_MAX_PIXELS)`);
    await expectNothingStored(post.id, before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and removes the partial file', async () => {
    const post = await newPost();
    const before = await ls(dirs.images);
    const big = await makeImage.noisyPng(200, 200);
    expect(big.length).toBeGreaterThan(MAX);
    const err = expectError(await upload(post.id, [imagePart(big)]), 413, 'payload_too_large');
    expect(err.message).toContain(`larger than the ${MAX} bytes accepted`);
    await expectNothingStored(post.id, before);
  });

  it('refuses a body without the image part, or with other parts', async () => {
    const post = await newPost();
    const before = await ls(dirs.images);
    const png = await makeImage.png();
    let err = expectError(await upload(post.id, [{ name: 'file', data: png, filename: 'a.png', type: 'image/png' }]), 400, 'validation_failed');
    expect(err.message).toEqual(['body.file is not allowed: send only the file part "image"', 'body.image is required: send the file in a multipart part named "image"']);
    err = expectError(await upload(post.id, []), 400, 'validation_failed');
    expect(err.message).toEqual(['body.image is required: send the file in a multipart part named "image"']);
    err = expectError(await upload(post.id, [{ name: 'image', data: 'just text, not a file' }]), 400, 'validation_failed');
    expect(err.message).toEqual(['body.image must be a file, not a text field', 'body.image is required: send the file in a multipart part named "image"']);
    err = expectError(await upload(post.id, [imagePart(png), { name: 'caption', data: 'hello' }]), 400, 'validation_failed');
    expect(err.message).toEqual(['body.caption is not allowed: send only the file part "image"']);
    err = expectError(await upload(post.id, [imagePart(png), imagePart(png)]), 400, 'validation_failed');
    expect(String(err.message)).toContain('more than one file');
    await expectNothingStored(post.id, before);
  });

  it('refuses a body that is not multipart (415) or not well-formed multipart (400)', async () => {
    const post = await newPost();
    const url = `/v1/posts/${post.id}/upload-image`;
    let err = expectError(await t.app.inject({ method: 'PATCH', url, headers: alice.headers, payload: { image: 'aGVsbG8=' } }), 415, 'unsupported_media_type');
    expect(err.message).toContain('multipart/form-data');
    expectError(await t.app.inject({ method: 'PATCH', url, headers: { ...alice.headers, 'content-type': 'image/png' }, payload: await makeImage.png() }), 415, 'unsupported_media_type');
    expectError(await t.app.inject({ method: 'PATCH', url, headers: alice.headers }), 415, 'unsupported_media_type');
    err = expectError(await t.app.inject({ method: 'PATCH', url, headers: { ...alice.headers, 'content-type': 'multipart/form-data' }, payload: 'no boundary' }), 400, 'validation_failed');
    expect(String(err.message)).toContain('the multipart body could not be read');
    const { payload, headers } = multipart([imagePart(await makeImage.png())]);
    err = expectError(await t.app.inject({ method: 'PATCH', url, headers: { ...alice.headers, ...headers }, payload: payload.subarray(0, payload.length - 60) }), 400, 'validation_failed');
    expect(await ls(dirs.staging)).toEqual([]);
  });

  it('replacing the image removes the old file; deleting the post removes its file', async () => {
    const post = await newPost();
    const first = (await upload(post.id, [imagePart(await makeImage.png())])).json().imageUrl;
    expect(await exists(fileOf(first))).toBe(true);
    const second = (await upload(post.id, [imagePart(await makeImage.jpg(), 'b.jpg', 'image/jpeg')])).json().imageUrl;
    expect(second).not.toBe(first);
    expect(await exists(fileOf(first))).toBe(false);
    expect(await exists(fileOf(second))).toBe(true);
    expectError(await t.app.inject({ method: 'GET', url: first }), 404, 'not_found');

    expect((await t.app.inject({ method: 'DELETE', url: `/v1/posts/${post.id}`, headers: alice.headers })).statusCode).toBe(204);
    expect(await exists(fileOf(second))).toBe(false);
    expectError(await t.app.inject({ method: 'GET', url: second }), 404, 'not_found');
  });

  it('concurrent uploads to one post leave exactly the winning file', async () => {
    const post = await newPost();
    const images = await Promise.all([makeImage.png(), makeImage.gif(), makeImage.webp(), makeImage.jpg()]);
    const answers = await Promise.all(images.map((img) => upload(post.id, [imagePart(img)])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const current = (await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json().imageUrl;
    for (const a of answers) expect(await exists(fileOf(a.json().imageUrl))).toBe(a.json().imageUrl === current);
  });

  it("another owner's post answers 404 exactly like an unknown one, and nothing is stored", async () => {
    const post = await newPost(alice);
    const before = await ls(dirs.images);
    for (const id of [post.id, OTHER_ID]) {
      const err = expectError(await upload(id, [imagePart(await makeImage.png())], bob), 404, 'not_found');
      expect(err.message).toBe(`Post ${id} was not found`);
    }
    await expectNothingStored(post.id, before);
  });

  it('needs credentials and the write scope; the image URL itself needs none', async () => {
    const post = await newPost();
    const { payload, headers } = multipart([imagePart(await makeImage.png())]);
    expectError(await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers, payload }), 401, 'unauthorized');
    const reader = await t.owner(['read']);
    expectError(await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers: { ...headers, ...reader.headers }, payload }), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'GET', url: '/media/images/00000000-0000-4000-8000-000000000000.png' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: '/media/images/..%2F..%2Fetc%2Fpasswd' }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: '/media/images/00000000-0000-4000-8000-000000000000.svg' }), 400, 'validation_failed');
  });

  it('streams a real upload over HTTP (fetch, FormData) and serves it back', async () => {
    const base = await serverUrl();
    const post = await newPost();
    const bytes = await makeImage.webp(300, 200);
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'application/octet-stream' }), 'upload.bin');
    const res = await fetch(`${base}/v1/posts/${post.id}/upload-image`, { method: 'PATCH', headers: alice.headers, body: form });
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    const got = await fetch(`${base}${imageUrl}`);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(await fs.readFile(fileOf(imageUrl)));
    expect((await sharp(Buffer.from(bytes)).metadata()).width).toBe(300);

    // too large over a real connection: 413 in the error shape, nothing left behind
    const big = new FormData();
    big.append('image', new Blob([await makeImage.noisyPng(300, 300)]), 'big.png');
    const refused = await fetch(`${base}/v1/posts/${post.id}/upload-image`, { method: 'PATCH', headers: alice.headers, body: big });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(await ls(dirs.staging)).toEqual([]);
  });

  it('a client that goes away mid-upload leaves no partial file', async () => {
    const base = new URL(await serverUrl());
    const post = await newPost();
    const boundary = 'cw-abort-boundary';
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: 'PATCH',
      path: `/v1/posts/${post.id}/upload-image`,
      headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(MAX) },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.alloc(20_000, 1));
    // the part is being staged on disk; then the client disappears before sending the rest
    await until(async () => (await ls(dirs.staging)).length === 1);
    req.destroy();
    await until(async () => (await ls(dirs.staging)).length === 0);
    expect((await t.app.inject({ method: 'GET', url: `/v1/posts/${post.id}`, headers: alice.headers })).json().imageUrl).toBeUndefined();
  });
});

/** Polls a condition that the server reaches on its own (a file appears, then goes); fails after ~10 s. */
async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}
