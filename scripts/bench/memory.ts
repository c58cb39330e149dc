import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createScratchDatabase } from '../../src/db/scratch.js';
import { freePort } from '../../test/support/process.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { startServer, type ServerProcess } from './processes.js';

const STORY = 'I quit my job on a Monday. By Friday I had my first client. I learned that fear is loud but short. The next month was harder than I expected, and I learned to ask for help.';

/**
 * RSS of one API process with its workers, as `npm start` runs it, on a database of its own (so
 * that its jobs run in its own workers, not the bench's): under list requests alone, then under
 * a mixed load (lists and creates, post generation, carousel and script jobs run by its
 * workers, image uploads, statistics, 20 open event streams that are read). Sampled every
 * 500 ms; the figures the README quotes for memory under load.
 */
export const memorySection: BenchSection = {
  name: 'memory',
  title: 'RSS of an API process with workers: list load, then mixed load',
  async run(ctx) {
    const seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
    const scratch = await createScratchDatabase(ctx.databaseUrl, 'cw_bench_memory');
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-memory-'));
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' };
    let server: ServerProcess | undefined;
    try {
      for (const mixed of [false, true]) {
        server = await startServer(['scripts/run.mjs', 'main'], env, await freePort());
        const key = JSON.parse(execFileSync(process.execPath, ['scripts/run.mjs', 'cli', 'keys', 'create', '--owner', `memory-${Date.now()}`, '--json'], { env: { ...process.env, ...env } }).toString());
        const idle = server.rssMb();
        const { samples, counts } = await load(server, key.apiKey as string, mixed ? seconds : Math.ceil(seconds / 2), mixed);
        console.log(
          `${mixed ? 'mixed load' : 'list requests alone'} for ${mixed ? seconds : Math.ceil(seconds / 2)} s: RSS idle ${fmt(idle, 0)} MB, ` +
            `under load p50 ${fmt(percentile(samples, 50), 0)} MB, p95 ${fmt(percentile(samples, 95), 0)} MB, max ${fmt(Math.max(...samples), 0)} MB`,
        );
        console.log(
          `  answers: ${Object.entries(counts)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`,
        );
        await server.stop();
        server = undefined;
      }
    } finally {
      await server?.stop();
      await scratch.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
};

async function load(server: ServerProcess, apiKey: string, seconds: number, mixed: boolean) {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const counts: Record<string, number> = {};
  const bump = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);
  const call = async (method: string, url: string, body?: unknown): Promise<any> => {
    const res = await fetch(server.base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    bump(`${method} ${url.split('?')[0]} ${res.status}`);
    return res.status < 300 ? res.json().catch(() => ({})) : undefined;
  };
  const anecdotes: string[] = [];
  for (let i = 0; i < 50; i++) anecdotes.push((await call('POST', '/v1/anecdotes', { title: `Story ${i}`, content: STORY, tags: ['founders'] })).id);
  const end = Date.now() + seconds * 1000;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(server.rssMb()), 500);
  const loop = async (fn: () => Promise<unknown>) => {
    while (Date.now() < end) await fn().catch((err: Error) => bump(`error ${err.message}`));
  };
  const streams: AbortController[] = [];
  const work: Array<Promise<void>> = Array.from({ length: mixed ? 6 : 10 }, () => loop(() => call('GET', '/v1/anecdotes?limit=50')));
  if (mixed) {
    for (let i = 0; i < 20; i++) {
      const ac = new AbortController();
      streams.push(ac);
      void fetch(`${server.base}/v1/events/stream`, { headers: { 'x-api-key': apiKey }, signal: ac.signal })
        .then(async (res) => {
          const reader = res.body!.getReader();
          while (!(await reader.read()).done) bump('event stream chunk');
        })
        .catch(() => undefined);
    }
    const raw = Buffer.alloc(1200 * 900 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const png = await sharp(raw, { raw: { width: 1200, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const post = await call('POST', '/v1/posts', { content: 'A post with a picture.' });
    let n = 0;
    const next = () => anecdotes[n++ % anecdotes.length];
    work.push(
      loop(() => call('POST', '/v1/anecdotes', { title: 'Another story', content: STORY })),
      ...Array.from({ length: 3 }, () => loop(() => call('POST', '/v1/post-generation', { anecdoteId: next() }))),
      loop(() => call('POST', '/v1/carousel-generation/from-anecdote/run', { anecdoteId: next() })),
      loop(() => call('POST', '/v1/script-jobs', { title: 'A script', selectedAnecdoteIds: [next(), next()] })),
      loop(() => call('GET', '/v1/statistics')),
      loop(async () => {
        const form = new FormData();
        form.append('image', new Blob([png], { type: 'image/png' }), 'noise.png');
        const res = await fetch(`${server.base}/v1/posts/${post.id}/upload-image`, { method: 'PATCH', headers: { 'x-api-key': apiKey }, body: form });
        bump(`PATCH upload-image ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  await Promise.all(work);
  clearInterval(sampler);
  for (const s of streams) s.abort();
  return { samples, counts };
}
