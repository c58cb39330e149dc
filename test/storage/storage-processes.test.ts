import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, migrate, type Db } from '../../src/db/database.js';
import { s3MediaStore } from '../../src/storage/s3.js';
import type { MediaStore } from '../../src/storage/store.js';
import { scratchDatabase } from '../support/database.js';
import { OTHER_ID } from '../support/http.js';
import { mp4Boxes } from '../support/mp4.js';
import { ended, freePort, runToEnd, start, waitForHealth, type Proc } from '../support/process.js';
import { startSwift, type Swift } from '../support/swift.js';
import { INSTALL_TIMEOUT_MS } from '../support/system-packages.js';
import { makeImage, multipart, imagePart } from '../support/uploads.js';
import { videoChain } from '../support/video.js';
import { until } from '../support/wait.js';

/**
 * An API process and a `npm run worker` process with different DATA_DIRs (as on two machines),
 * sharing only Postgres and, with STORAGE_BACKEND=s3, a bucket of a real S3-compatible server
 * (OpenStack Swift with s3api, started here).
 */

type Answer = { statusCode: number; headers: Record<string, string>; rawPayload: Buffer; body: string; json(): any };

/** Requests to a process over real HTTP, in the shape the test helpers take (`app.inject`). */
function over(base: string) {
  const inject = async (o: { method: string; url: string; headers?: Record<string, string>; payload?: object | Buffer }): Promise<Answer> => {
    const isJson = o.payload !== undefined && !Buffer.isBuffer(o.payload);
    const res = await fetch(base + o.url, {
      method: o.method,
      headers: { ...(isJson ? { 'content-type': 'application/json' } : {}), ...o.headers },
      body: o.payload === undefined ? undefined : isJson ? JSON.stringify(o.payload) : new Uint8Array(o.payload as Buffer),
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    return { statusCode: res.status, headers, rawPayload, body: rawPayload.toString(), json: () => JSON.parse(rawPayload.toString()) };
  };
  return { app: { inject } };
}

const dirs: string[] = [];
const tempDir = async (label: string) => {
  const d = await fs.mkdtemp(path.join(os.tmpdir(), `cw-${label}-`));
  dirs.push(d);
  return d;
};
const procs: Proc[] = [];
async function stopAll() {
  await Promise.all(
    procs.splice(0).map(async (p) => {
      if (ended(p.child)) return;
      p.child.kill('SIGTERM');
      const exited = await Promise.race([p.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!exited) p.child.kill('SIGKILL');
    }),
  );
}

/** An API process (no workers) and a worker process on their own DATA_DIRs. */
async function apiAndWorker(databaseUrl: string, env: Record<string, string>) {
  const [apiDir, workerDir] = [await tempDir('api'), await tempDir('worker')];
  const port = await freePort();
  const common = { DATABASE_URL: databaseUrl, SPEECH_WARMUP: 'false', BROLL_FPS: '5', RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn', ...env };
  const api = start('src/main.ts', [], { ...common, PORT: String(port), DATA_DIR: apiDir, WORKERS: 'false' });
  procs.push(api);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, api);
  const worker = start('src/worker.ts', [], { ...common, DATA_DIR: workerDir });
  procs.push(worker);
  return { base, api, worker, apiDir, workerDir };
}

const files = async (dir: string): Promise<string[]> => ((await fs.readdir(dir, { recursive: true }).catch(() => [])) as string[]).sort();

afterAll(async () => {
  await stopAll();
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

describe('STORAGE_BACKEND=s3: API and worker on different DATA_DIRs share a bucket', () => {
  let swift: Swift;
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  let bucket: MediaStore;
  let env: Record<string, string>;
  beforeAll(async () => {
    swift = await startSwift('media-procs');
    bucket = s3MediaStore(swift.settings);
    env = swift.env;
    scratch = await scratchDatabase('storage_s3');
    const pool = createPool(scratch.url, 2);
    await migrate(pool);
    await pool.end();
    db = createDb(createPool(scratch.url, 2));
  }, INSTALL_TIMEOUT_MS);
  afterAll(async () => {
    await stopAll();
    await db?.destroy();
    await scratch?.drop();
    await swift?.stop();
  });

  it('uploads, thumbnails and B-roll go to the bucket and are served by the API with Range; deletes and re-renders remove objects; migrate copies them', { timeout: 300_000 }, async () => {
    const { base, apiDir, workerDir } = await apiAndWorker(scratch.url, env);
    const t = over(base);
    // readiness asks the bucket
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const key = await createKey(db, 'storage-procs', ['read', 'write']);
    const other = await createKey(db, 'storage-procs-other', ['read', 'write']);
    const alice = { headers: { 'x-api-key': key.apiKey } };
    const bob = { headers: { 'x-api-key': other.apiKey } };

    // an uploaded image (the API process), in the bucket, served back with ranges
    const post = (await t.app.inject({ method: 'POST', url: '/v1/posts', headers: alice.headers, payload: { content: 'storage' } })).json();
    const png = await makeImage.png();
    const form = multipart([imagePart(png)]);
    const up = await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers: { ...alice.headers, ...form.headers }, payload: form.payload });
    expect(up.statusCode, up.body).toBe(200);
    const imageUrl: string = up.json().imageUrl;
    const imageKey = `images/${path.basename(imageUrl)}`;
    expect(await bucket.head(imageKey)).toMatchObject({ contentType: 'image/png' });
    const whole = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(whole.statusCode).toBe(200);
    const part = await t.app.inject({ method: 'GET', url: imageUrl, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 8));
    expect((await t.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': whole.headers.etag! } })).statusCode).toBe(304);

    // a carousel made by the worker; its PDF rendered once by the API into the bucket, then streamed from it
    const anecdote = (
      await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: alice.headers, payload: { title: 'The night the server melted', content: 'We lost the database at 2 a.m. and learned to keep backups. Three of us rebuilt it by dawn.' } })
    ).json();
    const carouselJob = (await t.app.inject({ method: 'POST', url: '/v1/carousel-generation/from-anecdote/run', headers: alice.headers, payload: { anecdoteId: anecdote.id } })).json();
    const carouselId = (
      await until(
        () => t.app.inject({ method: 'GET', url: `/v1/carousel-generation/${carouselJob.id}`, headers: alice.headers }).then((r) => r.json()),
        (j) => j.status === 'completed',
      )
    ).carouselId;
    const pdf = await t.app.inject({ method: 'GET', url: `/v1/carousels/${carouselId}/pdf`, headers: alice.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfPart = await t.app.inject({ method: 'GET', url: `/v1/carousels/${carouselId}/pdf`, headers: { ...alice.headers, range: 'bytes=0-4' } });
    expect(pdfPart.statusCode).toBe(206);
    expect(pdfPart.rawPayload.toString()).toBe('%PDF-');
    const pdfKeys: string[] = [];
    for await (const o of bucket.list(`media/carousels/${carouselId}/`)) pdfKeys.push(o.key);
    expect(pdfKeys).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/v1/carousels/${carouselId}/pdf`, headers: bob.headers })).statusCode).toBe(404);

    // thumbnails and a B-roll video rendered by the worker process, served by the API process
    const chain = videoChain(t as never);
    const short = await chain.short(alice as never, { validated: true });
    expect(short.thumbnails.map((th: { status: string }) => th.status)).toEqual(['completed', 'completed', 'completed']);
    const thumb = await t.app.inject({ method: 'GET', url: short.thumbnails[0].url, headers: alice.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: short.thumbnails[0].url, headers: bob.headers })).statusCode).toBe(404);

    const created = (await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: alice.headers, payload: { format: '9:16' } })).json();
    const done = (j: any) => j.status === 'completed' || j.status === 'failed';
    const job: any = await until(() => chain.json(alice as never, 'GET', `/v1/broll/${created.id}`), done, 150_000);
    expect(job.status, job.warnings?.join('; ')).toBe('completed');
    const video = await t.app.inject({ method: 'GET', url: job.videoUrl, headers: alice.headers });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(mp4Boxes(video.rawPayload).width).toBe(1080);
    const size = video.rawPayload.length;
    const tail = await t.app.inject({ method: 'GET', url: job.videoUrl, headers: { ...alice.headers, range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload).toEqual(video.rawPayload.subarray(size - 100));
    const past = await t.app.inject({ method: 'GET', url: job.videoUrl, headers: { ...alice.headers, range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.json().code).toBe('range_not_satisfiable');
    expect((await t.app.inject({ method: 'GET', url: job.videoUrl, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/broll/${OTHER_ID}/video`, headers: alice.headers })).statusCode).toBe(404);
    const scene = await t.app.inject({ method: 'GET', url: job.scenes[0].assetUrl, headers: alice.headers });
    expect(scene.statusCode).toBe(200);

    // no media in either process's DATA_DIR; the render folders are gone
    for (const dir of [apiDir, workerDir]) {
      expect((await files(dir)).filter((f) => f.startsWith('images/') || f.startsWith('media/'))).toEqual([]);
      expect(await files(path.join(dir, 'tmp', 'render'))).toEqual([]);
    }
    const keys = async (prefix: string) => {
      const out: string[] = [];
      for await (const o of bucket.list(prefix)) out.push(o.key);
      return out.sort();
    };
    expect(await keys(`media/broll/${job.id}/`)).toContain(`media/broll/${job.id}/run-1/video.mp4`);

    // a re-render replaces the previous run's objects; deleting the post removes its image
    await t.app.inject({ method: 'POST', url: `/v1/broll/${job.id}/re-render`, headers: alice.headers });
    const again = await until(
      () => chain.json(alice as never, 'GET', `/v1/broll/${job.id}`),
      (j) => done(j) && j.videoUrl !== undefined,
      150_000,
    );
    expect(again.status).toBe('completed');
    await until(
      () => keys(`media/broll/${job.id}/`),
      (k) => k.every((key) => key.startsWith(`media/broll/${job.id}/run-2/`)),
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/posts/${post.id}`, headers: alice.headers })).statusCode).toBe(204);
    expect(await bucket.head(imageKey)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);

    // migrate to a DATA_DIR and back to the bucket: copies, can be run again, check finds what is missing
    const target = await tempDir('migrated');
    const cli = (args: string[], extra: Record<string, string> = {}) => runToEnd('src/cli.ts', args, { ...env, DATABASE_URL: scratch.url, DATA_DIR: target, ...extra });
    const first = await cli(['storage', 'migrate', '--to', 'file']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/objects copied/);
    const video2 = `media/broll/${job.id}/run-2/video.mp4`;
    expect((await fs.readFile(path.join(target, video2))).length).toBe((await bucket.head(video2))!.size);
    const check = await cli(['storage', 'check'], { STORAGE_BACKEND: 'file' });
    expect(check.code, check.output).toBe(0);
    await fs.rm(path.join(target, video2));
    const missing = await cli(['storage', 'check'], { STORAGE_BACKEND: 'file' });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`broll job ${job.id} video: ${video2}`);
    const rerun = await cli(['storage', 'migrate', '--to', 'file']);
    expect(rerun.output).toMatch(/: 1 objects copied .*, \d+ already there/);
    expect((await cli(['storage', 'check'], { STORAGE_BACKEND: 'file' })).code).toBe(0);
    // and back: the bucket already has everything
    const back = await cli(['storage', 'migrate', '--to', 's3']);
    expect(back.output, back.output).toMatch(/: 0 objects copied .*, 0 removed from s3/);
  });
});

describe("STORAGE_BACKEND=file: a worker whose DATA_DIR is not the API's", () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  beforeAll(async () => {
    await stopAll();
    scratch = await scratchDatabase('storage_file');
    const pool = createPool(scratch.url, 2);
    await migrate(pool);
    await pool.end();
    db = createDb(createPool(scratch.url, 2));
  });
  afterAll(async () => {
    await stopAll();
    await db?.destroy();
    await scratch?.drop();
  });

  it('refuses to render into its own folder, saying why, instead of completing with files the API cannot serve', { timeout: 180_000 }, async () => {
    const { base, worker, workerDir } = await apiAndWorker(scratch.url, {});
    const t = over(base);
    const key = await createKey(db, 'storage-file', ['read', 'write']);
    const chain = videoChain(t as never);
    const script = await chain.script({ headers: { 'x-api-key': key.apiKey } } as never);
    expect(script.thumbnails[0].status).toBe('failed');
    expect(script.warnings.join('\n')).toMatch(/media store \(DATA_DIR .*\) is not the one of the process that created job .*every API and worker process must use one DATA_DIR/);
    expect(worker.output()).toContain('must use one DATA_DIR');
    expect((await files(workerDir)).filter((f) => f.startsWith('media/'))).toEqual([]);
  });
});
