import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, MediaStore } from '../storage/store.js';
import { tagListMatches } from './conventions.js';
import { errors, type ApiError } from './errors.js';

export interface SendStoredOptions {
  /** the content type sent (default: what the store answers for the key) */
  contentType?: string;
  /** default `private, no-cache` (revalidate with the ETag) */
  cacheControl?: string;
  /** further response headers */
  headers?: Record<string, string>;
  /** the 404 thrown when nothing is stored under the key */
  missing: () => ApiError;
}

/**
 * Sends a stored object as the answer, streamed from the store (never whole in memory), with
 * `Content-Length`, `ETag` and `Accept-Ranges`: `If-None-Match` naming the ETag answers 304,
 * one `Range` answers 206 with `Content-Range` (416 when it starts past the end), and anything
 * else the whole object. Throws `missing()` when nothing is stored under `key`.
 */
export async function sendStored(req: FastifyRequest, reply: FastifyReply, store: MediaStore, key: string, opts: SendStoredOptions): Promise<FastifyReply> {
  const rangeHeader = req.headers.range;
  const conditional = req.headers['if-none-match'] !== undefined;
  let range: ByteRange | undefined;
  let object;
  if (rangeHeader === undefined && !conditional) {
    // the common case costs one request to the store
    object = await store.get(key);
    if (!object) throw opts.missing();
  } else {
    const head = await store.head(key);
    if (!head) throw opts.missing();
    headers(reply, head.etag, head.contentType, opts);
    if (conditional && tagListMatches(req.headers['if-none-match'], head.etag, true)) return reply.code(304).send();
    const ifRange = req.headers['if-range'];
    if (rangeHeader !== undefined && (ifRange === undefined || ifRange === head.etag)) {
      const parsed = parseRange(rangeHeader, head.size);
      if (parsed === 'unsatisfiable') throw errors.rangeNotSatisfiable(rangeHeader, head.size);
      range = parsed;
    }
    object = await store.get(key, range);
    if (!object) throw opts.missing();
    // the object was replaced between the two requests: send the new one whole
    if (range && object.etag !== head.etag) {
      object.stream.destroy();
      range = undefined;
      object = await store.get(key);
      if (!object) throw opts.missing();
    }
  }
  headers(reply, object.etag, object.contentType, opts);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.stream);
}

function headers(reply: FastifyReply, etag: string, contentType: string, opts: SendStoredOptions): void {
  reply
    .header('content-type', opts.contentType ?? contentType)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('cache-control', opts.cacheControl ?? 'private, no-cache');
  if (opts.headers) reply.headers(opts.headers);
}

/**
 * One `bytes=` range against a size: the inclusive range, 'unsatisfiable' when it starts at or
 * past the end (or asks for the last 0 bytes), undefined when the header is to be ignored (another
 * unit, several ranges, malformed), which answers the whole object.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? Infinity : Number(m[2]);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
