import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaStore } from '../src/storage/s3.js';
import { storeConformance } from './support/media-store.js';
import { startSwift, type Swift } from './support/swift.js';

let swift: Swift;
beforeAll(async () => {
  swift = await startSwift();
}, 600_000);
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
