import { readFileSync } from 'node:fs';
import { componentRepository } from '../../src/areas/components/repository.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { fmt, percentile, type BenchContext, type BenchSection } from './context.js';

const STORIES = [
  {
    title: 'The demo crash',
    content:
      'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.',
  },
  {
    title: 'The price hike',
    content: 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.',
  },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(ctx: BenchContext, headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function poll(ctx: BenchContext, headers: Record<string, string>, path: string, done: (j: any) => boolean): Promise<any> {
  for (;;) {
    const j = await call(ctx, headers, 'GET', path);
    if (j.status === 'failed') throw new Error(`${path} failed: ${j.warnings.join('; ')}`);
    if (done(j)) return j;
    await sleep(50);
  }
}

const vmHwmKb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);

/**
 * A validated ~30-second short rendered as a vertical (1080x1920) B-roll job, end to end through
 * the API (request → completed, polled every 50 ms), at the configured frame rate (BROLL_FPS,
 * default 30). Memory: the ffmpeg children's peak RSS (VmHWM sampled from /proc by the
 * renderer) and this process's RSS (API and worker in one process) sampled during the render.
 */
export const brollSection: BenchSection = {
  name: 'broll',
  title: 'B-roll: a 30-second vertical job rendered end to end; render worker peak memory',
  async run(ctx) {
    const owner = await ctx.owner();
    const { headers } = owner;
    const components = componentRepository(ctx.db);
    for (const [name, category, tags] of [
      ['Big number', 'stat', ['number']],
      ['Stat card', 'stat', ['percent']],
      ['Bold headline', 'text', ['hook']],
      ['Quote card', 'text', ['quote']],
      ['Subscribe', 'cta', ['subscribe']],
      ['Swipe', 'transition', ['swipe']],
    ] as const) {
      await components.create(owner.ownerId, { name, category, tags: [...tags], defaultProps: {}, sourceCode: '', isValidated: true });
    }
    const ids: string[] = [];
    for (const s of STORIES) ids.push((await call(ctx, headers, 'POST', '/v1/anecdotes', s)).id);
    const script = await call(ctx, headers, 'POST', '/v1/script-jobs', { title: 'Three failures that built our company', selectedAnecdoteIds: ids });
    await poll(ctx, headers, `/v1/script-jobs/${script.id}`, (j) => j.status === 'completed');
    const created = await call(ctx, headers, 'POST', '/v1/shorts', { sourceScriptJobId: script.id });
    const short = await poll(ctx, headers, `/v1/shorts/${created.id}`, (j) => j.status === 'completed' && j.thumbnailStatus === 'completed');
    await call(ctx, headers, 'POST', `/v1/shorts/${short.id}/validate`);
    console.log(`short: ${short.short.durationSeconds} s, ${short.short.beats.length} scenes; ${ctx.config.brollFps} fps, 1080x1920`);

    const runs = 3;
    const totals: number[] = [];
    let ffmpegPeak = 0;
    let processPeak = 0;
    const baseline = process.memoryUsage().rss;
    for (let i = 0; i < runs; i++) {
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          processPeak = Math.max(processPeak, process.memoryUsage().rss);
          await sleep(20);
        }
      })();
      const t0 = performance.now();
      const job = await call(ctx, headers, 'POST', `/v1/broll/from-short/${short.id}`, { format: 'VERTICAL' });
      await poll(ctx, headers, `/v1/broll/${job.id}`, (j) => j.status === 'completed');
      const seconds = (performance.now() - t0) / 1000;
      sampling = false;
      await sampler;
      const row = await jobRepository(ctx.db).byId(job.id);
      const render = (row!.result as { render: { seconds: number; ffmpegPeakRssKb: number; durationSeconds: number } }).render;
      ffmpegPeak = Math.max(ffmpegPeak, render.ffmpegPeakRssKb);
      totals.push(seconds);
      console.log(
        `run ${i + 1}: ${fmt(seconds, 2)} s end to end (pipeline ${fmt(render.seconds, 2)} s) for ${fmt(render.durationSeconds, 1)} s of video = ${fmt(render.durationSeconds / seconds, 2)}x real time; ffmpeg peak RSS ${fmt(render.ffmpegPeakRssKb / 1024, 0)} MB`,
      );
    }
    console.log(`end to end: median ${fmt(percentile(totals, 50), 2)} s, worst ${fmt(Math.max(...totals), 2)} s over ${runs} renders`);
    console.log(`render worker peak memory: ffmpeg child ${fmt(ffmpegPeak / 1024, 0)} MB (VmHWM); API+worker process RSS ${fmt(processPeak / 1048576, 0)} MB (before the renders ${fmt(baseline / 1048576, 0)} MB, lifetime VmHWM ${fmt(vmHwmKb() / 1024, 0)} MB)`);
  },
};
