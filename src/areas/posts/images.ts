import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Metadata } from 'sharp';
import { fileType, sharp } from '../../on-demand.js';
import { errors } from '../../http/errors.js';

/**
 * Where uploaded images live. The disk store keeps them under DATA_DIR/images; an object
 * storage store can take its place (put uploads the checked staging file, open streams it
 * back, remove deletes it) without the handlers changing.
 */
export interface ImageStore {
  /** Takes a checked local file into the store under `name`; the local file is gone afterwards. */
  put(localFile: string, name: string): Promise<void>;
  /** The stored bytes and their size, or undefined when nothing is stored under `name`. */
  open(name: string): Promise<{ size: number; stream: Readable } | undefined>;
  /** Removes a stored image; a name with nothing stored is not an error. */
  remove(name: string): Promise<void>;
}

/** The directories of the disk store: staging for uploads in flight, and the stored images. */
export function imageDirs(dataDir: string) {
  return { staging: path.join(dataDir, 'uploads', 'staging'), images: path.join(dataDir, 'images') };
}

export function diskImageStore(dir: string): ImageStore {
  const file = (name: string) => {
    if (path.basename(name) !== name || name.startsWith('.')) throw new Error(`not an image name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(localFile, name) {
      await fs.mkdir(dir, { recursive: true });
      // staging lives on the same disk, so this is an atomic rename: a reader never sees half a file
      await fs.rename(localFile, file(name));
    },
    async open(name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(name), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
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

/** Decoding limits: every frame counts towards the pixels. */
export const IMAGE_LIMITS = { maxPixels: 100_000_000, maxSide: 16_384 };

export interface CheckedImage {
  ext: ImageExt;
  width: number;
  height: number;
}

const refuse = (why: string) => errors.validation([`body.image ${why}`]);

/**
 * Decides what the staged file is from its bytes (file-type), then makes sure it is an image
 * that can be shown: the header is read first (sharp metadata, no pixels decoded) so a
 * decompression bomb (a small file declaring huge dimensions) is refused before any decoding,
 * then every pixel of every frame is decoded, within the limits, so a truncated or corrupt
 * file is refused too. Refusals are 400 validation_failed naming the reason.
 */
export async function checkImage(localFile: string): Promise<CheckedImage> {
  const type = await fileType().fileTypeFromFile(localFile);
  const accepted = type && ACCEPTED[type.ext];
  if (!accepted) {
    throw refuse(`must be a jpg, png, gif or webp image; its bytes are ${type ? `${type.mime}` : 'not a recognised file type'}`);
  }
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
  if (width > IMAGE_LIMITS.maxSide || frameHeight > IMAGE_LIMITS.maxSide) {
    throw refuse(`is ${width}×${frameHeight} pixels; at most ${IMAGE_LIMITS.maxSide} pixels on a side are accepted`);
  }
  if (width * frameHeight * frames > IMAGE_LIMITS.maxPixels) {
    throw refuse(`has ${width * frameHeight * frames} pixels${frames > 1 ? ` over ${frames} frames` : ''}; at most ${IMAGE_LIMITS.maxPixels} are accepted`);
  }
  try {
    await sharp()(localFile, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: true, failOn: 'error', sequentialRead: true }).stats();
  } catch (err) {
    throw refuse(`does not decode (truncated or corrupt): ${(err as Error).message}`);
  }
  return { ext: accepted.ext, width, height: frameHeight };
}
