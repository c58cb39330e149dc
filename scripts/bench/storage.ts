import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createKey } from '../../src/auth/keys.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { fileMediaStore } from '../../src/storage/file.js';
import { s3MediaStore } from '../../src/storage/s3.js';
import type { MediaStore } from '../../src/storage/store.js';
import { freePort } from '../../test/support/process.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { startServer } from './processes.js';

const run = promisify(execFile);
const SIZE = 50 * 1024 * 1024;
const CLIENTS = 20;

/** One GET: time to the first body byte and to the last, in ms; the bytes counted, never kept. */
async function download(url: string, headers: Record<string, string>): Promise<{ ttfb: number; total: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  let ttfb = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) ttfb = performance.now() - t0;
    bytes += chunk.length;
  }
  return { ttfb, total: performance.now() - t0, bytes };
}

/**
 * A 50 MB video served through the API from each backend (an API process of its own, WORKERS=false):
 * time to first byte and throughput of one download at a time, then the API process's RSS while
 * 20 clients download it at once (flat: the bytes stream from the store, never whole in memory).
 * The s3 backend is a throwaway OpenStack Swift with s3api on this machine (scripts/swift-s3.mjs).
 */
export const storageSection: BenchSection = {
  name: 'storage',
  title: 'a 50 MB video through the API from the file and s3 backends: TTFB, throughput, RSS under 20 downloads',
  async run(ctx) {
    const { stdout } = await run(process.execPath, ['scripts/swift-s3.mjs', 'start', '--bucket', 'bench-media'], { timeout: 600_000 });
    const swift = JSON.parse(stdout.trim().split('\n').pop()!) as { dir: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-storage-'));
    try {
      const s3Env = { STORAGE_BACKEND: 's3', S3_ENDPOINT: swift.endpoint, S3_REGION: swift.region, S3_BUCKET: 'bench-media', S3_ACCESS_KEY_ID: swift.accessKeyId, S3_SECRET_ACCESS_KEY: swift.secretAccessKey };
      const backends: { name: string; store: MediaStore; env: Record<string, string> }[] = [
        { name: 'file', store: fileMediaStore(dataDir), env: { STORAGE_BACKEND: 'file' } },
        { name: 's3 (Swift)', store: s3MediaStore({ endpoint: swift.endpoint, region: swift.region, bucket: 'bench-media', accessKeyId: swift.accessKeyId, secretAccessKey: swift.secretAccessKey, forcePathStyle: true }), env: s3Env },
      ];
      // one completed B-roll job whose video is the 50 MB object, in each store
      const key = await createKey(ctx.db, `bench-storage-${Date.now()}`, ['read', 'write']);
      const headers = { 'x-api-key': key.apiKey };
      const repo = jobRepository(ctx.db);
      const job = await repo.create(key.ownerId, 'broll', { format: 'VERTICAL' });
      const video = `broll/${job.id}/run-1/video.mp4`;
      await repo.write(job.id, job.run, { status: 'completed', result: { scenes: [], files: { dir: `broll/${job.id}/run-1`, scenes: [], video }, videoUrl: `/v1/broll/${job.id}/video` } });
      const local = path.join(dataDir, 'upload.mp4');
      await fs.writeFile(local, randomBytes(SIZE));
      for (const b of backends) {
        const t0 = performance.now();
        await b.store.putFile(`media/${video}`, local, { contentType: 'video/mp4' });
        console.log(`${b.name}: stored the 50 MB video in ${fmt((performance.now() - t0) / 1000, 2)} s${b.name.startsWith('s3') ? ' (multipart, 8 MiB parts)' : ''}`);
      }
      await fs.rm(local);
      for (const b of backends) {
        const server = await startServer(['scripts/run.mjs', 'main'], { DATABASE_URL: ctx.databaseUrl, DATA_DIR: dataDir, WORKERS: 'false', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '1000000000', ...b.env }, await freePort(), '/health/live');
        try {
          const url = `${server.base}/v1/broll/${job.id}/video`;
          await download(url, headers); // warm: connections, caches
          const runs = [];
          for (let i = 0; i < 5; i++) runs.push(await download(url, headers));
          if (runs.some((r) => r.bytes !== SIZE)) throw new Error('a download was short');
          const ttfb = runs.map((r) => r.ttfb);
          const mbps = runs.map((r) => SIZE / 1048576 / (r.total / 1000));
          const idle = server.rssMb();
          let peak = idle;
          const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 25);
          const t0 = performance.now();
          const all = await Promise.all(Array.from({ length: CLIENTS }, () => download(url, headers)));
          const wall = performance.now() - t0;
          clearInterval(sampler);
          if (all.some((r) => r.bytes !== SIZE)) throw new Error('a concurrent download was short');
          console.log(
            `${b.name}: one at a time (5 runs): TTFB p50 ${fmt(percentile(ttfb, 50))} ms (max ${fmt(Math.max(...ttfb))}), ` +
              `throughput p50 ${fmt(percentile(mbps, 50), 0)} MB/s; ${CLIENTS} at once: ${fmt((CLIENTS * SIZE) / 1048576 / (wall / 1000), 0)} MB/s in all, ` +
              `TTFB p50 ${fmt(
                percentile(
                  all.map((r) => r.ttfb),
                  50,
                ),
                0,
              )} ms; API RSS ${fmt(idle, 0)} MB before, peak ${fmt(peak, 0)} MB during (${fmt(peak - idle, 0)} MB for ${fmt((CLIENTS * SIZE) / 1048576, 0)} MB sent)`,
          );
        } finally {
          await server.stop();
        }
      }
      for (const b of backends) await b.store.deletePrefix(`media/broll/${job.id}/`);
    } finally {
      await run(process.execPath, ['scripts/swift-s3.mjs', 'stop', swift.dir]).catch(() => undefined);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
};
