import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
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
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
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

/** A new post of `owner`'s, to upload images to. */
export async function createPost(t: TestApp, owner: TestOwner) {
  return (await t.app.inject({ method: 'POST', url: '/v1/posts', headers: owner.headers, payload: { content: 'A post with a picture.' } })).json();
}

/** PATCH /v1/posts/{postId}/upload-image as `owner`, with these multipart parts. */
export function uploadPostImage(t: TestApp, postId: string, parts: Part[], owner: TestOwner) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/v1/posts/${postId}/upload-image`, headers: { ...owner.headers, ...headers }, payload });
}
