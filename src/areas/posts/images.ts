import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Metadata, Sharp } from 'sharp';
import { fileType, sharp } from '../../on-demand.js';
import { errors } from '../../http/errors.js';
import { FairDecodeQueue } from './decode-queue.js';

/**
 * The local directories of uploads: staging for uploads in flight (always local), and where the
 * `file` media store keeps stored images (key `images/<name>`).
 */
export function imageDirs(dataDir: string) {
  return { staging: path.join(dataDir, 'uploads', 'staging'), images: path.join(dataDir, 'images') };
}

/** The image types accepted, by the extension file-type gives them (APNG is stored as PNG). */
const ACCEPTED: Record<string, { ext: ImageExt; sharpFormat: string }> = {
  jpg: { ext: 'jpg', sharpFormat: 'jpeg' },
  png: { ext: 'png', sharpFormat: 'png' },
  apng: { ext: 'png', sharpFormat: 'png' },
  gif: { ext: 'gif', sharpFormat: 'gif' },
  webp: { ext: 'webp', sharpFormat: 'webp' },
};

export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp';

export const IMAGE_TYPES: Record<ImageExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Decoding limits: every frame counts towards the pixels (IMAGE_MAX_PIXELS); the side bound is fixed. */
const MAX_IMAGE_SIDE = 16_384;

export interface CheckedImage {
  ext: ImageExt;
  width: number;
  height: number;
  /** the image as stored: re-encoded from the decoded pixels, next to the staged upload */
  path: string;
  /** its size in bytes (what is kept, not what was sent) */
  bytes: number;
}

export interface ImageLimits {
  maxPixels: number;
  /** IMAGE_MAX_FRAMES: frames of an animated image (GIF, WebP, APNG) */
  maxFrames: number;
  /** decodes at once in this process (IMAGE_DECODE_CONCURRENCY); the others wait their turn, round robin between owners */
  concurrency: number;
  /** the multipart part named in refusals (default `image`) */
  field?: string;
}

const refuser =
  (field = 'image') =>
  (why: string) =>
    errors.validation([`body.${field} ${why}`]);

/**
 * Decides what a staged file is from its bytes (file-type), then makes it an image that can be
 * shown safely: the header is read first (sharp metadata, no pixels decoded) so a file
 * declaring more pixels than IMAGE_MAX_PIXELS (a decompression bomb, or just too big), or more
 * frames than IMAGE_MAX_FRAMES, is refused before any decoding; then every pixel of every frame
 * is decoded, within the limits, and encoded again into a new file. A truncated or corrupt file
 * is refused; whatever else the upload carried (bytes after the image's end, a ZIP or HTML
 * riding along, comments, EXIF and other metadata) is not in the re-encoded file, so a polyglot
 * is never served. Refusals are 400 validation_failed naming the reason.
 *
 * Everything past the type sniff runs in the decode queue (`FairDecodeQueue`): at most
 * `concurrency` at once, which bounds the memory N concurrent uploads take, taken round robin
 * between owners, so one owner's many uploads never starve another's. The header read is in it
 * too: counting an animated image's frames walks the whole file (a 9.2 MB GIF of 400,000
 * one-pixel frames is within the pixel limit; only IMAGE_MAX_FRAMES stops it before the
 * seconds of CPU its re-encoding would take).
 */
export function imageChecker(limits: ImageLimits) {
  const queue = new FairDecodeQueue(limits.concurrency);
  const refuse = refuser(limits.field);
  return async function checkImage(localFile: string, owner: string): Promise<CheckedImage> {
    const type = await fileType().fileTypeFromFile(localFile);
    const accepted = type && ACCEPTED[type.ext];
    if (!accepted) {
      throw refuse(`must be a jpg, png, gif or webp image; its bytes are ${type ? `${type.mime}` : 'not a recognised file type'}`);
    }
    return queue.run(owner, () => decodeChecked(localFile, accepted, limits));
  };
}

async function decodeChecked(localFile: string, accepted: { ext: ImageExt; sharpFormat: string }, limits: ImageLimits): Promise<CheckedImage> {
  const refuse = refuser(limits.field);
  let meta: Metadata;
  try {
    meta = await sharp()(localFile, { limitInputPixels: false, animated: true }).metadata();
  } catch (err) {
    throw refuse(`could not be read as a ${accepted.ext} image: ${(err as Error).message}`);
  }
  if (meta.format !== accepted.sharpFormat) throw refuse(`is not a consistent ${accepted.ext} image (it decodes as ${meta.format})`);
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (width < 1 || frameHeight < 1) throw refuse('declares no dimensions');
  if (width > MAX_IMAGE_SIDE || frameHeight > MAX_IMAGE_SIDE) {
    throw refuse(`is ${width}×${frameHeight} pixels; at most ${MAX_IMAGE_SIDE} pixels on a side are accepted`);
  }
  if (frames > limits.maxFrames) {
    throw refuse(`has ${frames} frames; at most ${limits.maxFrames} are accepted (IMAGE_MAX_FRAMES)`);
  }
  if (width * frameHeight * frames > limits.maxPixels) {
    throw refuse(`has ${width * frameHeight * frames} pixels${frames > 1 ? ` over ${frames} frames` : ''}; at most ${limits.maxPixels} are accepted (IMAGE_MAX_PIXELS)`);
  }
  if (accepted.ext === 'png') await checkPngData(localFile, refuse);
  const out = `${localFile}.clean.${accepted.ext}`;
  try {
    let image = sharp()(localFile, { limitInputPixels: limits.maxPixels, animated: true, failOn: 'error', sequentialRead: true });
    // EXIF orientation is applied to the pixels, since the metadata that carried it is dropped
    if (frames === 1) image = image.rotate();
    const info = await encode(image, accepted.ext).toFile(out);
    return { ext: accepted.ext, width: info.width, height: frames > 1 ? frameHeight : info.height, path: out, bytes: info.size };
  } catch (err) {
    await fs.rm(out, { force: true });
    throw refuse(`does not decode (truncated or corrupt): ${(err as Error).message}`);
  }
}

function encode(image: Sharp, ext: ImageExt): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 90 });
  }
}

const inflate = promisify(zlib.inflate);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG's image data (its IDAT chunks) may inflate only to what its header's pixels need: a
 * 1-pixel PNG can carry a deflate stream of gigabytes of zeros, which the decoder inflates in
 * full before it ignores it (the pixel limit cannot see it: the header is honest). The data is
 * inflated here with its output bounded by the header's size (rows, filter bytes, interlace
 * passes), off the event loop; more is a decompression bomb, refused before decoding.
 */
async function checkPngData(localFile: string, refuse: (why: string) => Error): Promise<void> {
  const png = await fs.readFile(localFile);
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, Math.min(png.length, offset + 8 + length)));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (png.length < 29 || idat.length === 0) return; // the decoder refuses it as truncated
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const bitDepth = png[24]!;
  const channels = PNG_CHANNELS[png[25]!] ?? 4;
  const rowBytes = Math.ceil((width * channels * bitDepth) / 8);
  // non-interlaced: a filter byte per row; Adam7: at most 7 passes of rows, each rounded up
  const needed = height * (rowBytes + 1) + (png[28] === 1 ? 15 * (height + 8) : 0) + 64;
  try {
    await inflate(Buffer.concat(idat), { maxOutputLength: needed });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw refuse(`carries image data that inflates past what its ${width}×${height} pixels need (${needed} bytes): a decompression bomb`);
    }
    // a corrupt stream: the decoder names it
  }
}
