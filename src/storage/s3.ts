import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  type DeleteObjectsCommandInput,
  type DeleteObjectsCommandOutput,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FinalizeRequestMiddleware } from '@smithy/types';
import type { Config } from '../config.js';
import { checkKey, contentTypeOf, type MediaStore, type StoredObject } from './store.js';

export type S3Settings = NonNullable<Config['storage']['s3']>;

/** Files above this go up in parts (multipart upload), PART_SIZE each, two at a time. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * The client for S3-compatible servers (AWS, R2, Ceph, Swift's s3api): path-style when asked,
 * and checksums only where the operation requires them. Since 3.729 the SDK sends CRC32
 * checksums with `aws-chunked` streaming by default, which servers other than AWS refuse.
 */
function s3Client(s: S3Settings): S3Client {
  // the versions pinned here run on Node 20; later ones need Node 22 (README, Configuration)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const config: S3ClientConfig = {
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
    maxAttempts: 3,
  };
  return new S3Client(config);
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * DeleteObjects must carry Content-MD5 on S3-compatible servers (Swift answers "Missing required
 * header ... Content-MD5"); the SDK sends an x-amz-checksum-* header instead. This sets the MD5 of
 * the body and drops the checksum headers, before the request is signed.
 */
function withContentMd5(command: DeleteObjectsCommand): DeleteObjectsCommand {
  const md5: FinalizeRequestMiddleware<DeleteObjectsCommandInput, DeleteObjectsCommandOutput> = (next) => async (args) => {
    const request = args.request as { headers: Record<string, string>; body?: unknown };
    if (typeof request.body === 'string' || request.body instanceof Uint8Array) {
      for (const name of Object.keys(request.headers)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('x-amz-checksum-') || lower === 'x-amz-sdk-checksum-algorithm') delete request.headers[name];
      }
      request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
    }
    return next(args);
  };
  command.middlewareStack.addRelativeTo(md5, { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'contentMd5ForDeleteObjects', override: true });
  return command;
}

/**
 * The `s3` backend: keys are object keys of S3_BUCKET as they are (`images/a.png`,
 * `media/broll/<id>/run-1/video.mp4`). Bytes stream both ways; files go up in parts.
 */
export function s3MediaStore(settings: S3Settings, client = s3Client(settings)): MediaStore & { client: S3Client; checkBucket(): Promise<void> } {
  const Bucket = settings.bucket;
  const described = (key: string, o: { ContentLength?: number; ETag?: string; ContentType?: string }, size = o.ContentLength ?? 0): StoredObject => ({
    size,
    etag: o.ETag ?? `"${size}"`,
    contentType: o.ContentType && o.ContentType !== 'binary/octet-stream' ? o.ContentType : contentTypeOf(key),
  });
  const head = async (key: string): Promise<StoredObject | undefined> => {
    try {
      return described(key, await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) })));
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  };
  const upload = async (key: string, Body: Readable, contentType: string | undefined): Promise<void> => {
    await new Upload({
      client,
      params: { Bucket, Key: checkKey(key), Body, ContentType: contentType ?? contentTypeOf(key) },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    }).done();
  };
  async function* list(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: checkKey(prefix, true), ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return {
    backend: 's3',
    client,
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async put(key, body, opts) {
      if (Buffer.isBuffer(body)) {
        const res = await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: opts?.contentType ?? contentTypeOf(key) }));
        return { size: body.length, etag: res.ETag ?? `"${body.length}"`, contentType: opts?.contentType ?? contentTypeOf(key) };
      }
      await upload(key, body, opts?.contentType);
      const stored = await head(key);
      if (!stored) throw new Error(`the object ${key} is not in bucket ${Bucket} after its upload`);
      return stored;
    },
    async putFile(key, localFile, opts) {
      const { size } = await fs.stat(localFile);
      let stored: StoredObject | undefined;
      if (size <= PART_SIZE) {
        // small files in one request, with their length known
        const res = await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: createReadStream(localFile), ContentLength: size, ContentType: opts?.contentType ?? contentTypeOf(key) }));
        stored = { size, etag: res.ETag ?? `"${size}"`, contentType: opts?.contentType ?? contentTypeOf(key) };
      } else {
        await upload(key, createReadStream(localFile), opts?.contentType);
        stored = await head(key);
        if (!stored) throw new Error(`the object ${key} is not in bucket ${Bucket} after its upload`);
      }
      if (opts?.move) await fs.rm(localFile, { force: true });
      return stored;
    },
    head,
    async get(key, range) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : res.ContentLength;
        return { ...described(key, res, total ?? 0), stream: res.Body as Readable };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async deletePrefix(prefix) {
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const res = await client.send(withContentMd5(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } })));
        const failed = (res.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length) throw new Error(`could not delete ${failed.length} objects under ${prefix}: ${failed[0]!.Key} ${failed[0]!.Code} ${failed[0]!.Message ?? ''}`);
        batch = [];
      };
      for await (const o of list(prefix)) {
        batch.push(o.key);
        if (batch.length === 1000) await flush();
      }
      await flush();
    },
    list,
  };
}
