import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import { createMediaStore } from './index.js';
import { StorageStartError, type MediaStore } from './store.js';

/** The marker object naming a store: written once by the first process that uses the store. */
export const MARKER_KEY = 'system/store-id';

/** Where the store is, for messages: the DATA_DIR, or the bucket and its endpoint. */
export function describeStore(config: Pick<Config, 'dataDir' | 'storage'>): string {
  const s3 = config.storage.s3;
  return config.storage.backend === 's3' && s3 ? `bucket ${s3.bucket} at ${s3.endpoint ?? `AWS S3 (${s3.region})`}` : `DATA_DIR ${config.dataDir}`;
}

/** Why an S3 request failed, in the operator's words. */
function s3Failure(err: unknown, config: Pick<Config, 'storage'>): string {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; cause?: { code?: string } };
  const status = e.$metadata?.httpStatusCode;
  const s3 = config.storage.s3!;
  if (status === 404 || e.name === 'NotFound' || e.name === 'NoSuchBucket') return `the bucket S3_BUCKET=${s3.bucket} does not exist (create it first)`;
  if (status === 403 || status === 401 || e.name === 'InvalidAccessKeyId' || e.name === 'SignatureDoesNotMatch' || e.name === 'Forbidden') {
    return `the server refused the credentials S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY for bucket ${s3.bucket} (HTTP ${status ?? e.name})`;
  }
  const code = e.code ?? e.cause?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || e.name === 'TimeoutError') {
    return `no S3 server answers at S3_ENDPOINT=${s3.endpoint ?? '(AWS)'} (${code ?? e.name})`;
  }
  return `${e.name ?? 'error'}: ${e.message ?? String(err)}${status ? ` (HTTP ${status})` : ''}`;
}

/**
 * Opens this process's media store: with `s3`, checks that the bucket answers (failing with a
 * message naming what failed); then reads the store's marker, writing one when the store is new.
 * Answers the store and its id (the marker's content).
 */
export async function openMediaStore(config: Pick<Config, 'dataDir' | 'storage'>): Promise<{ store: MediaStore; id: string }> {
  const store = await createMediaStore(config);
  if (store.checkBucket) {
    try {
      await store.checkBucket();
    } catch (err) {
      throw new StorageStartError(`STORAGE_BACKEND=s3: ${s3Failure(err, config)}`);
    }
  }
  try {
    return { store, id: await storeId(store) };
  } catch (err) {
    if (err instanceof StorageStartError) throw err;
    throw new StorageStartError(`the media store (${describeStore(config)}) cannot be read or written: ${config.storage.backend === 's3' ? s3Failure(err, config) : (err as Error).message}`);
  }
}

/** The id in the store's marker, written first if there is none. */
async function storeId(store: MediaStore): Promise<string> {
  const read = async () => {
    const got = await store.get(MARKER_KEY);
    if (!got) return undefined;
    const text = Buffer.concat(await got.stream.toArray())
      .toString('utf8')
      .trim();
    return text || undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await store.put(MARKER_KEY, Buffer.from(`${randomUUID()}\n`), { contentType: 'text/plain' });
  // two processes starting on a new store at once: whichever marker stands is the store's id
  return (await read())!;
}

/**
 * Refuses to write media for a job created by a process whose media store is another one (with
 * STORAGE_BACKEND=file: a worker whose DATA_DIR is not the API's), which would otherwise complete
 * with files the API answers 404 for. The job fails with this message and the process logs it.
 */
export function checkSameStore(services: { mediaDeletions: { storeId: string }; config: Pick<Config, 'dataDir' | 'storage'>; log: { error(o: object, m: string): void } }, job: { id: string; mediaStore: string | null }): void {
  if (!job.mediaStore || job.mediaStore === services.mediaDeletions.storeId) return;
  const message =
    `this process's media store (${describeStore(services.config)}, marker ${services.mediaDeletions.storeId}) is not the one of the process that created job ${job.id} (marker ${job.mediaStore}): ` +
    (services.config.storage.backend === 'file'
      ? 'with STORAGE_BACKEND=file every API and worker process must use one DATA_DIR (one disk or network file system); for processes on different machines use STORAGE_BACKEND=s3 with one bucket'
      : 'every API and worker process must use one bucket');
  services.log.error({ jobId: job.id, storeId: services.mediaDeletions.storeId, jobStore: job.mediaStore }, message);
  throw new StorageMismatchError(message);
}

class StorageMismatchError extends Error {}
