import type { Readable } from 'node:stream';

/**
 * Where media live: uploaded images, thumbnails, B-roll clips and videos, captions, component
 * previews. Every write and read of media goes through one `MediaStore` built by the services;
 * pipelines and handlers name objects by key (`images/<name>`, `media/<relative>`), never by an
 * absolute path, so the `file` backend (a folder under DATA_DIR) and the `s3` backend (a bucket)
 * are interchangeable.
 */
export interface MediaStore {
  readonly backend: 'file' | 's3';
  /** Stores bytes under `key` (replacing what was there); readers never see half an object. */
  put(key: string, body: Buffer | Readable, opts?: PutOptions): Promise<StoredObject>;
  /**
   * Stores a local file under `key` (large files go up in parts on `s3`). With `move`, the local
   * file is gone afterwards (on `file`, an atomic rename when both are on one disk).
   */
  putFile(key: string, localFile: string, opts?: PutOptions & { move?: boolean }): Promise<StoredObject>;
  /** What is stored under `key`, or undefined. */
  head(key: string): Promise<StoredObject | undefined>;
  /**
   * The bytes under `key` as a stream (all, or the inclusive byte range `range`), with what
   * `head` answers; undefined when nothing is stored.
   */
  get(key: string, range?: ByteRange): Promise<(StoredObject & { stream: Readable }) | undefined>;
  /** Removes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object under `prefix` (ends with `/`), in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** s3: answers when the bucket answers (HeadBucket) */
  checkBucket?(): Promise<void>;
}

/** The media store cannot be used: the process does not start (the message names what failed). */
export class StorageStartError extends Error {}

interface PutOptions {
  contentType?: string;
}

export interface StoredObject {
  /** the whole object's size in bytes */
  size: number;
  /** a strong validator, quoted as in an HTTP ETag header */
  etag: string;
  contentType: string;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The top-level folders media keys live in; nothing else of DATA_DIR is ever reachable. */
const ROOTS = ['images/', 'media/', 'system/'];

/** Refuses a key that could leave the media folders (`..`, empty segments, absolute). */
export function checkKey(key: string, prefix = false): string {
  const segments = key.split('/');
  const body = prefix ? segments.slice(0, -1) : segments;
  if (!ROOTS.some((r) => key.startsWith(r)) || (prefix && !key.endsWith('/')) || body.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) {
    throw new Error(`not a media ${prefix ? 'prefix' : 'key'}: ${key}`);
  }
  return key;
}

/** The key of a generated media file whose row stores `relative` (relative to DATA_DIR/media, as rows always have). */
export function mediaKey(relative: string): string {
  return checkKey(`media/${relative}`);
}

/** The prefix of every generated media key under `relative` (a folder relative to DATA_DIR/media). */
export function mediaPrefix(relative: string): string {
  return checkKey(`media/${relative.replace(/\/?$/, '/')}`, true);
}

/** The key of an uploaded image by its stored name. */
export function imageKey(name: string): string {
  if (name.includes('/') || name.startsWith('.')) throw new Error(`not an image name: ${name}`);
  return checkKey(`images/${name}`);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a key by its extension (what the `file` backend answers, and the default on `s3`). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
