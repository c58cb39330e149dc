import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../../src/config.js';
import { s3MediaStore } from '../../src/storage/s3.js';
import { freePort, runToEnd } from '../support/process.js';
import { storeConformance } from '../support/media-store.js';
import { startSwift, type Swift } from '../support/swift.js';
import { INSTALL_TIMEOUT_MS } from '../support/system-packages.js';

let swift: Swift;
beforeAll(async () => {
  swift = await startSwift();
}, INSTALL_TIMEOUT_MS);
afterAll(() => swift?.stop());

describe('s3 media store on a real S3-compatible server (Swift s3api)', () => {
  let n = 0;
  storeConformance(
    () => s3MediaStore(swift.settings),
    () => `media/test-${++n}/`,
  );

  it('uploads a large file in parts and reads ranges of it back', async () => {
    const store = s3MediaStore(swift.settings);
    const local = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 's3-big-')), 'big.mp4');
    const bytes = randomBytes(20 * 1024 * 1024 + 123);
    await fs.writeFile(local, bytes);
    const stored = await store.putFile('media/big/video.mp4', local, { move: true });
    expect(stored.size).toBe(bytes.length);
    // a multipart object's ETag is the MD5 of its parts' MD5s with a part count
    expect(stored.etag).toMatch(/-3"$/);
    await expect(fs.access(local)).rejects.toThrow();
    const part = (await store.get('media/big/video.mp4', { start: 9 * 1024 * 1024, end: 9 * 1024 * 1024 + 99 }))!;
    expect(part.size).toBe(bytes.length);
    expect(Buffer.concat(await part.stream.toArray())).toEqual(bytes.subarray(9 * 1024 * 1024, 9 * 1024 * 1024 + 100));
    await store.deletePrefix('media/big/');
    expect(await store.head('media/big/video.mp4')).toBeUndefined();
  });

  it('a missing bucket or wrong credentials fail the bucket check', async () => {
    await expect(s3MediaStore({ ...swift.settings, bucket: 'no-such-bucket' }).checkBucket()).rejects.toThrow();
    await expect(s3MediaStore({ ...swift.settings, secretAccessKey: 'wrong' }).checkBucket()).rejects.toThrow();
  });
});

describe('configuration and start-up of STORAGE_BACKEND=s3', () => {
  it('names every bad storage variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_BACKEND: 'gcs' })).toEqual(['STORAGE_BACKEND must be one of file, s3 (got "gcs")']);
    expect(problems({ STORAGE_BACKEND: 's3' })).toEqual(['S3_BUCKET is required when STORAGE_BACKEND=s3']);
    expect(problems({ STORAGE_BACKEND: 's3', S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_ACCESS_KEY_ID: 'k', S3_FORCE_PATH_STYLE: 'maybe' })).toEqual([
      'S3_ENDPOINT must use http: or https: (got "ftp:")',
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens; got "Bad_Bucket")',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      'S3_FORCE_PATH_STYLE must be true or false (got "maybe")',
    ]);
    expect(loadConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage.s3).toMatchObject({ bucket: 'media', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({}).storage).toEqual({ backend: 'file', s3: undefined });
  });

  it('npm start stops with one line naming what failed when the bucket does not answer', { timeout: 60_000 }, async () => {
    const env = { ...swift.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://127.0.0.1:1/none', DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 's3-start-')) };
    const missing = await runToEnd('src/main.ts', [], { ...env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('fatal: STORAGE_BACKEND=s3: the bucket S3_BUCKET=no-such-bucket does not exist (create it first)');
    expect(missing.output).not.toMatch(/\n\s+at /);
    const refused = await runToEnd('src/main.ts', [], { ...env, S3_SECRET_ACCESS_KEY: 'wrong' });
    expect(refused.output).toMatch(/fatal: STORAGE_BACKEND=s3: the server refused the credentials S3_ACCESS_KEY_ID\/S3_SECRET_ACCESS_KEY for bucket media-test/);
    const nobody = await runToEnd('src/main.ts', [], { ...env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    expect(nobody.output).toMatch(/fatal: STORAGE_BACKEND=s3: no S3 server answers at S3_ENDPOINT=http:\/\/127.0.0.1:\d+ \(ECONNREFUSED\)/);
  });
});
