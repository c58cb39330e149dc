import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp, TestOwner } from './app.js';

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built byte by byte, so a test controls every header of every part. */
export function multipart(parts: Part[]) {
  const boundary = `----cw-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const imagePart = (data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'image', data, filename, type });

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** Real images of each accepted type, made by sharp. */
export const makeImage = {
  png: (w = 64, h = 48) => solid(w, h).png().toBuffer(),
  jpg: (w = 64, h = 48) => solid(w, h).jpeg().toBuffer(),
  gif: (w = 64, h = 48) => solid(w, h).gif().toBuffer(),
  webp: (w = 64, h = 48) => solid(w, h).webp().toBuffer(),
  /** random pixels: the PNG stays about as large as its raw pixels (for size limits and truncation) */
  noisyPng: (w: number, h: number) => {
    const raw = Buffer.alloc(w * h * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  },
};

/**
 * A decompression bomb: a valid tiny PNG whose header (IHDR, with its CRC fixed up) declares
 * `width` × `height` pixels. Decoding it would need gigabytes; the file is a few hundred bytes.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage.png(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** Uploads the file at `file` to `owner`'s media library (POST /v1/media, declared as octet-stream: the type is read from the bytes), with these text parts before it; expects 201, answers the item's id. */
export async function uploadMediaFile(t: TestApp, owner: TestOwner, file: string, fields: Record<string, string> = {}): Promise<string> {
  const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, data: Buffer.from(value) })), { name: 'file', data: await fs.readFile(file), filename: path.basename(file), type: 'application/octet-stream' }]);
  const res = await t.app.inject({ method: 'POST', url: '/v1/media', headers: { ...owner.headers, ...headers }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A new post of `owner`'s, to upload images to. */
export async function createPost(t: TestApp, owner: TestOwner) {
  return (await t.app.inject({ method: 'POST', url: '/v1/posts', headers: owner.headers, payload: { content: 'A post with a picture.' } })).json();
}

/** PATCH /v1/posts/{postId}/upload-image as `owner`, with these multipart parts. */
export function uploadPostImage(t: TestApp, postId: string, parts: Part[], owner: TestOwner) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/v1/posts/${postId}/upload-image`, headers: { ...owner.headers, ...headers }, payload });
}

/**
 * An animated GIF of `frames` one-pixel frames, built byte by byte (each frame: a graphic
 * control extension, an image descriptor and one LZW-coded pixel; 23 bytes). 400,000 frames
 * make a 9.2 MB file with fewer pixels than any pixel limit: only a frame count limit stops it.
 */
export function gifOfFrames(frames: number): Buffer {
  // GIF89a, a 1×1 screen with a two-colour global colour table
  const head = Buffer.from([...Buffer.from('GIF89a', 'latin1'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]);
  // 10 ms delay; a 1×1 image at (0, 0); LZW minimum code size 2, one 2-byte sub-block (clear, 0, end)
  const frame = Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  const out = Buffer.alloc(head.length + frames * frame.length + 1);
  head.copy(out, 0);
  for (let i = 0; i < frames; i++) frame.copy(out, head.length + i * frame.length);
  out[out.length - 1] = 0x3b; // trailer
  return out;
}
