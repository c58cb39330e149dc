import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Config } from '../../src/config.js';
import { ensureSystemPackages } from './system-packages.js';

const run = promisify(execFile);

export interface Swift {
  dir: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** the S3_* settings of this server and its bucket */
  settings: NonNullable<Config['storage']['s3']>;
  /** the environment of a process using it (STORAGE_BACKEND=s3 and the S3_* variables) */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A real S3-compatible server (OpenStack Swift with s3api, installed when missing) with one bucket. */
export async function startSwift(bucket = 'media-test'): Promise<Swift> {
  await ensureSystemPackages('swift');
  const { stdout } = await run(process.execPath, ['scripts/swift-s3.mjs', 'start', '--bucket', bucket], { timeout: 600_000 });
  const s = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<Swift, 'settings' | 'env' | 'stop'>;
  return {
    ...s,
    settings: { endpoint: s.endpoint, region: s.region, bucket, accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, forcePathStyle: true },
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: s.endpoint,
      S3_REGION: s.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s.accessKeyId,
      S3_SECRET_ACCESS_KEY: s.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await run(process.execPath, ['scripts/swift-s3.mjs', 'stop', s.dir], { timeout: 60_000 });
    },
  };
}
