import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ffmpegBinary } from '../../generation/media/ffmpeg.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { iso } from '../../http/serialize.js';
import { sendStored } from '../../http/send-file.js';
import { receiveFile } from '../../http/uploads.js';
import { mediaKey } from '../../storage/store.js';
import { parseSiteUrl, SiteFetchError } from '../../net/address.js';
import { SiteFetcher } from '../../net/fetcher.js';
import { imageDirs } from '../posts/images.js';
import { jobUsingMedia, MEDIA_JOB_KINDS } from './in-use.js';
import { mediaChecker } from './check.js';
import { mediaRepository, type MediaRow } from './repository.js';

type Media = components['schemas']['Media'];

/** An uploaded file is deleted this long after it was stored unless its row recorded it. */
const UPLOAD_GUARD_SECONDS = 3600;
/** How long one ffmpeg run over an upload (the probe, then the full decode) may take. */
const FFMPEG_TIMEOUT_MS = 120_000;
/** How long fetching a file for importMedia may take, redirects included. */
const IMPORT_TIMEOUT_MS = 120_000;

/** An upload's `sourceUrl`: an absolute http(s) address, at most 2048 characters. */
function isSourceUrl(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType as Media['contentType'],
    bytes: Number(row.bytes),
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
    ...(row.sourceUrl ? { sourceUrl: row.sourceUrl } : {}),
    createdAt: iso(row.createdAt),
  };
}

export function mediaHandlers({ db, config, media, mediaDeletions, siteFetch }: Pick<Deps, 'db' | 'config' | 'media' | 'mediaDeletions' | 'siteFetch'>): Handlers {
  const repo = mediaRepository(db);
  const { staging } = imageDirs(config.dataDir);
  const checkMedia = mediaChecker({
    ffmpeg: () => ffmpegBinary(config.ffmpegPath),
    maxPixels: config.imageMaxPixels,
    maxFrames: config.imageMaxFrames,
    maxSeconds: config.mediaMaxSeconds,
    concurrency: config.imageDecodeConcurrency,
    timeoutMs: FFMPEG_TIMEOUT_MS,
  });

  /**
   * Adds the file at `localFile` (received or fetched into the staging folder) to the owner's
   * library: checked from its bytes (every refusal 400, nothing kept), stored under a guard until
   * its row is written. The one way uploadMedia and importMedia keep a file; the local file is
   * removed whatever happens.
   */
  const keep = async (owner: string, localFile: string, sourceUrl?: string): Promise<MediaRow> => {
    const id = randomUUID();
    let checkedPath: string | undefined;
    try {
      const checked = await checkMedia(localFile, owner);
      checkedPath = checked.path;
      const key = mediaKey(`library/${id}.${checked.ext}`);
      // nothing is replaced: a new row records the new object (replace answers undefined only when swap does)
      const created = await mediaDeletions.replace({
        keys: key,
        guardSeconds: UPLOAD_GUARD_SECONDS,
        put: async () => {
          await media.putFile(key, checked.path, { move: true, contentType: checked.contentType });
        },
        swap: async (trx) => ({
          result: await mediaRepository(trx).create({
            id,
            ownerId: owner,
            kind: checked.kind,
            contentType: checked.contentType,
            storageKey: key,
            store: mediaDeletions.storeId,
            bytes: checked.bytes,
            width: checked.width ?? null,
            height: checked.height ?? null,
            durationSeconds: checked.durationSeconds ?? null,
            sourceUrl: sourceUrl ?? null,
          }),
        }),
      });
      return created!;
    } finally {
      await fs.rm(localFile, { force: true });
      if (checkedPath && checkedPath !== localFile) await fs.rm(checkedPath, { force: true });
    }
  };

  return {
    async uploadMedia(req, reply) {
      const owner = ownerOf(req);
      const received = await receiveFile(req, { field: 'file', stagingDir: staging, maxBytes: config.mediaMaxBytes, setting: 'MEDIA_MAX_BYTES', textFields: ['sourceUrl'] });
      const sourceUrl = received.fields.sourceUrl;
      if (sourceUrl !== undefined && !isSourceUrl(sourceUrl)) {
        await fs.rm(received.path, { force: true });
        throw errors.validation('body.sourceUrl must be an http or https address of at most 2048 characters', { sourceUrl: sourceUrl.slice(0, 200) });
      }
      const row = await keep(owner, received.path, sourceUrl);
      reply.code(201);
      return toMedia(row);
    },

    /** The file at a URL, fetched as the site analysis fetches (public addresses only), capped at MEDIA_MAX_BYTES while it streams, then kept as an upload is, with the URL as its `sourceUrl`. */
    async importMedia(req, reply) {
      const owner = ownerOf(req);
      const fetcher = new SiteFetcher({ allowPrivate: config.siteFetchAllowPrivate, ...siteFetch, timeoutMs: IMPORT_TIMEOUT_MS });
      await fs.mkdir(staging, { recursive: true });
      const file = path.join(staging, `import-${randomUUID()}`);
      let url: URL | undefined;
      try {
        url = parseSiteUrl(req.body.url, 'url');
        await fetcher.download(url, file, config.mediaMaxBytes);
      } catch (err) {
        await fs.rm(file, { force: true });
        if (!(err instanceof SiteFetchError)) throw err;
        if (err.resolvedAddress) req.log.warn({ url: err.url, resolvedAddress: err.resolvedAddress }, 'media import refused: the host resolves to a non-public address');
        if (err.kind === 'too_large') throw errors.payloadTooLarge(`The file at ${err.url} is larger than the ${config.mediaMaxBytes} bytes accepted (MEDIA_MAX_BYTES)`);
        const details = { cause: err.kind, ...(err.url ? { url: err.url } : {}) };
        throw errors.validation(err.kind === 'invalid_url' ? [`body.url: ${err.message}`] : `The file could not be fetched: ${err.message}`, details);
      } finally {
        await fetcher.close();
      }
      // the address asked for: a B-roll with brand 'site' finds the site's logo by it
      const row = await keep(owner, file, url.href.length <= 2048 ? url.href : undefined);
      reply.code(201);
      return toMedia(row);
    },

    async listMedia(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), page, req.query.kind);
      return { media: rows.map(toMedia), ...pageInfo(total, page) };
    },

    async getMedia(req) {
      return toMedia(found(await repo.get(ownerOf(req), req.params.id), 'Media', req.params.id));
    },

    async getMediaContent(req, reply) {
      const row = found(await repo.get(ownerOf(req), req.params.id), 'Media', req.params.id);
      return sendStored(req, reply, media, row.storageKey, {
        contentType: row.contentType,
        headers: { 'x-content-type-options': 'nosniff' },
        missing: () => errors.notFound('Media', req.params.id),
      });
    },

    async deleteMedia(req, reply) {
      const owner = ownerOf(req);
      const { id } = req.params;
      await db.transaction().execute(async (trx) => {
        const trxRepo = mediaRepository(trx);
        // locked first: a job naming it meanwhile waits, then finds it gone (404)
        found(await trxRepo.lock(owner, id, 'update'), 'Media', id);
        const job = await jobUsingMedia(trx, owner, id);
        if (job) throw errors.conflict(`Media ${id} is used by ${MEDIA_JOB_KINDS[job.kind]} ${job.id}, which is ${job.status}: delete it once the job has finished (or cancel the job)`, { jobId: job.id, status: job.status });
        // the row's trigger schedules its object's deletion in the same transaction
        await trxRepo.remove(owner, id);
      });
      await mediaDeletions.run().catch(() => undefined);
      return reply.code(204).send();
    },
  };
}
