import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { treeRss } from '../../src/generation/media/process-memory.js';
import { componentRepository } from '../../src/areas/components/repository.js';
import { sideBySide } from './broll-side-by-side.js';
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

/** CPU seconds used so far by this process and its descendants (live ones, and the reaped ones through their parents). */
function treeCpuSeconds(): number {
  const tick = 100;
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const e of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(e), { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) stack.push(child);
  }
  return total / tick;
}

/**
 * A validated short (about 30 seconds of voice-over) rendered as a vertical (1080x1920 at
 * BROLL_SCALE 1) B-roll job end to end through the API, with generated components (real TSX,
 * rendered in QuickJS children drawn by takumi), at the configured frame rate (BROLL_FPS, default 30).
 * First the same components through Remotion and the sandbox side by side (./broll-side-by-side.ts).
 * Figures: seconds of render per second of video, and the peak resident memory of this
 * process tree (API and worker in one process, render children and the encoders below it), sampled
 * every 250 ms.
 */
export const brollSection: BenchSection = {
  name: 'broll',
  title: 'B-roll: the components alone, then a 30-second vertical job rendered end to end (takumi + QuickJS); peak memory',
  async run(ctx) {
    const owner = await ctx.owner();
    const { headers } = owner;
    const made: string[] = [];
    for (const [name, category, prompt, tags] of [
      ['Counter', 'stat', 'A big number counting up in yellow on a black background', ['number', 'percent']],
      ['Typed headline', 'text', 'A headline that types itself, white on navy, Georgia font', ['hook', 'story']],
      ['Quote card', 'text', 'A quote that slides in from the left on a teal background', ['quote', 'story']],
      ['Subscribe', 'cta', 'A subscribe button that bounces in, white on red', ['subscribe', 'closing']],
      ['Swipe', 'transition', 'A short line that wipes in on a purple background', ['swipe']],
    ] as const) {
      made.push((await call(ctx, headers, 'POST', '/v1/components', { name, category, prompt, tags: [...tags] })).id);
    }
    if (process.env.BENCH_BROLL_SIDE_BY_SIDE !== 'false') {
      const rows = await componentRepository(ctx.db).selectable(owner.ownerId);
      await sideBySide(rows, ctx.services.renderer);
    }
    const t0 = performance.now();
    const preview = await fetch(`${ctx.baseUrl}/v1/components/${made[0]}/preview.png`, { headers });
    if (preview.status !== 200) throw new Error(`preview → ${preview.status}`);
    console.log(`first preview (one still in a fresh render child): ${fmt((performance.now() - t0) / 1000, 2)} s`);
    const ids: string[] = [];
    for (const s of STORIES) ids.push((await call(ctx, headers, 'POST', '/v1/anecdotes', s)).id);
    const script = await call(ctx, headers, 'POST', '/v1/script-jobs', { title: 'Three failures that built our company', selectedAnecdoteIds: ids });
    await poll(ctx, headers, `/v1/script-jobs/${script.id}`, (j) => j.status === 'completed');
    const created = await call(ctx, headers, 'POST', '/v1/shorts', { sourceScriptJobId: script.id });
    const short = await poll(ctx, headers, `/v1/shorts/${created.id}`, (j) => j.status === 'completed' && j.thumbnailStatus === 'completed');
    await call(ctx, headers, 'POST', `/v1/shorts/${short.id}/validate`);
    const scale = ctx.config.brollScale;
    console.log(`short: ${short.short.durationSeconds} s written, ${short.short.beats.length} scenes; ${ctx.config.brollFps} fps, ${1080 * scale}x${1920 * scale}; ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')} (other work on the machine counts)`);

    const runs = Number(process.env.BENCH_BROLL_RUNS ?? 1);
    const ratios: number[] = [];
    let treePeak = 0;
    for (let i = 0; i < runs; i++) {
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          treePeak = Math.max(treePeak, treeRss());
          await sleep(250);
        }
      })();
      const cpu0 = treeCpuSeconds();
      const t1 = performance.now();
      const job = await call(ctx, headers, 'POST', `/v1/broll/from-short/${short.id}`, { format: 'VERTICAL' });
      const done = await poll(ctx, headers, `/v1/broll/${job.id}`, (j) => j.status === 'completed');
      const seconds = (performance.now() - t1) / 1000;
      const cpu = treeCpuSeconds() - cpu0;
      sampling = false;
      await sampler;
      const row = await jobRepository(ctx.db).byId(job.id);
      const render = (row!.result as { render: { seconds: number; durationSeconds: number; workerTreePeakMb: number; ffmpegClips: number } }).render;
      ratios.push(seconds / render.durationSeconds);
      console.log(
        `run ${i + 1}: ${fmt(seconds, 1)} s end to end for ${fmt(render.durationSeconds, 1)} s of video (voice ${fmt(done.voiceOver.speechSeconds, 1)} s) = ${fmt(seconds / render.durationSeconds, 2)} s of render per second of video; ` +
          `CPU ${fmt(cpu, 1)} s (${fmt(cpu / render.durationSeconds, 2)} CPU-s per second of video: at least ${fmt(cpu / render.durationSeconds / os.availableParallelism(), 2)} s of render per second on an idle ${os.availableParallelism()}-core machine); ` +
          `${done.warnings.length} warnings${done.warnings.length ? ` (${done.warnings.join(' | ')})` : ''}; scenes drawn by ffmpeg: ${render.ffmpegClips}`,
      );
    }
    console.log(`render: median ${fmt(percentile(ratios, 50), 2)} s per second of video (target at most 2.0 on a quiet 2-core machine)`);
    console.log(`render worker peak memory (process tree: API + worker + render children + encoders): ${fmt(treePeak / 1048576, 0)} MB (target at most 600 MB; the renderer's own samples: ${fmt(ctx.services.renderer.peakTreeRss / 1048576, 0)} MB)`);
  },
};
