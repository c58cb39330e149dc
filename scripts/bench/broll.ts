import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, runFfmpeg } from '../../src/generation/media/ffmpeg.js';
import { treeMembers, type TreeMember } from '../../src/generation/media/process-memory.js';
import { componentRepository } from '../../src/areas/components/repository.js';
import { encoderFloor } from './broll-floor.js';
import { sideBySide } from './broll-side-by-side.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { isolatedServer } from './isolated.js';

const STORIES = [
  {
    title: 'The demo crash',
    content: 'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.',
  },
  {
    title: 'The price hike',
    content: 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.',
  },
];

const COMPONENTS = [
  ['Counter', 'stat', 'A big number counting up in yellow on a black background', ['number', 'percent']],
  ['Typed headline', 'text', 'A headline that types itself, white on navy, Georgia font', ['hook', 'story']],
  ['Quote card', 'text', 'A quote that slides in from the left on a teal background', ['quote', 'story']],
  ['Subscribe', 'cta', 'A subscribe button that bounces in, white on red', ['subscribe', 'closing']],
  ['Swipe', 'transition', 'A short line that wipes in on a purple background', ['swipe']],
] as const;

/** how often the server's process tree is sampled during a job */
const SAMPLE_MS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => fmt(bytes / 1048576, 0);
const load = () =>
  os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(' ');

async function call(base: string, headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function poll(base: string, headers: Record<string, string>, path: string, done: (j: any) => boolean): Promise<any> {
  for (;;) {
    const j = await call(base, headers, 'GET', path);
    if (j.status === 'failed') throw new Error(`${path} failed: ${j.warnings.join('; ')}`);
    if (done(j)) return j;
    await sleep(50);
  }
}

async function makeComponents(base: string, headers: Record<string, string>): Promise<string[]> {
  const made: string[] = [];
  for (const [name, category, prompt, tags] of COMPONENTS) made.push((await call(base, headers, 'POST', '/v1/components', { name, category, prompt, tags: [...tags] })).id);
  return made;
}

/**
 * The media case's files, made by ffmpeg (lavfi sources, nothing downloaded) and uploaded through
 * POST /v1/media: a 16:9 and a 3:4 image, a 4-second 720p clip, 40 seconds of music (two tones).
 */
async function uploadBenchMedia(base: string, headers: Record<string, string>): Promise<{ wide: string; tall: string; clip: string; music: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-broll-media-'));
  const recipes: Record<string, string[]> = {
    'wide.png': ['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080', '-frames:v', '1'],
    'tall.jpg': ['-f', 'lavfi', '-i', 'mandelbrot=size=1200x1600', '-frames:v', '1'],
    'clip.mp4': ['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=4', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    'music.m4a': ['-f', 'lavfi', '-i', 'sine=frequency=220:duration=40', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=40', '-filter_complex', 'amix=inputs=2', '-c:a', 'aac', '-b:a', '96k'],
  };
  const ids: Record<string, string> = {};
  try {
    for (const [name, args] of Object.entries(recipes)) {
      await runFfmpeg(ffmpegBinary(process.env.FFMPEG_PATH), [...args, path.join(dir, name)]);
      const form = new FormData();
      form.append('file', new Blob([await fs.readFile(path.join(dir, name))]), name);
      const res = await fetch(`${base}/v1/media`, { method: 'POST', headers, body: form });
      const json = (await res.json()) as { id: string };
      if (res.status !== 201) throw new Error(`POST /v1/media (${name}) → ${res.status}: ${JSON.stringify(json)}`);
      ids[name.slice(0, name.indexOf('.'))] = json.id;
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return ids as { wide: string; tall: string; clip: string; music: string };
}

/** CPU seconds process `pid` itself has used so far (not its children's), or undefined once gone. */
function ownCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by process `root` and its descendants (live ones, and the reaped ones through their parents). */
function treeCpuSeconds(root: number): number {
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
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) stack.push(child);
  }
  return total / tick;
}

const KINDS = ['server', 'render child', 'ffmpeg', 'espeak', 'other'] as const;
type Kind = (typeof KINDS)[number];

/** What a process of the server's tree is, from its command line. */
function kindOf(m: TreeMember, server: number): Kind {
  if (m.pid === server) return 'server';
  if (m.command.includes('sandbox-child.mjs')) return 'render child';
  if (m.command.includes('espeak-process.mjs')) return 'espeak';
  if (/(^|\/)ffmpeg(\s|$)/.test(m.command.split(' ')[0] ?? '') || /(^|\/)ffmpeg /.test(m.command)) return 'ffmpeg';
  return 'other';
}

interface TreePeak {
  /** highest sum of the tree's PSS at one sample, and what each kind held at that sample */
  pss: number;
  atPeak: Record<Kind, number>;
  /** highest sum of the tree's RSS at one sample (shared pages counted in every process) */
  rss: number;
  /** per kind: its highest PSS (all its processes at one sample), its highest RSS, and the most processes of it at once */
  kinds: Record<Kind, { pss: number; rss: number; count: number }>;
  /** the command lines of the processes counted as `other` (first 100 characters) */
  others: Set<string>;
  samples: number;
  /** longest gap between two samples, ms */
  maxGap: number;
  /** CPU seconds per kind: each process's own CPU at its last sample, less what it had used at the first (a process that ends loses what it used after its last sample) */
  cpu: Record<Kind, number>;
}

/** Samples the PSS and RSS of `root`'s process tree every SAMPLE_MS until stopped. */
function sampleTree(root: number): { stop(): Promise<TreePeak> } {
  const zero = () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const peak: TreePeak = { pss: 0, atPeak: zero(), rss: 0, kinds: Object.fromEntries(KINDS.map((k) => [k, { pss: 0, rss: 0, count: 0 }])) as TreePeak['kinds'], others: new Set(), samples: 0, maxGap: 0, cpu: zero() };
  // per process: its kind, its own CPU when first seen before the job (processes of the idle tree), and at its last sample
  const cpuOf = new Map<number, { kind: Kind; first: number; last: number }>();
  for (const m of treeMembers(root, { commands: true })) {
    const c = ownCpuSeconds(m.pid);
    if (c !== undefined) cpuOf.set(m.pid, { kind: kindOf(m, root), first: c, last: c });
  }
  let on = true;
  let last = performance.now();
  const take = () => {
    const now = performance.now();
    if (peak.samples) peak.maxGap = Math.max(peak.maxGap, now - last);
    last = now;
    peak.samples++;
    const members = treeMembers(root, { commands: true });
    const pss = zero();
    const rss = zero();
    const count = zero();
    for (const m of members) {
      const k = kindOf(m, root);
      pss[k] += m.pss;
      rss[k] += m.rss;
      count[k]++;
      const c = ownCpuSeconds(m.pid);
      if (c !== undefined) {
        const seen = cpuOf.get(m.pid);
        if (seen) seen.last = c;
        else cpuOf.set(m.pid, { kind: k, first: 0, last: c });
      }
      if (k === 'other') peak.others.add(m.command.slice(0, 100) || '(exiting: no command line left)');
    }
    for (const k of KINDS) {
      const p = peak.kinds[k];
      p.pss = Math.max(p.pss, pss[k]);
      p.rss = Math.max(p.rss, rss[k]);
      p.count = Math.max(p.count, count[k]);
    }
    const total = KINDS.reduce((s, k) => s + pss[k], 0);
    if (total > peak.pss) Object.assign(peak, { pss: total, atPeak: pss });
    peak.rss = Math.max(
      peak.rss,
      KINDS.reduce((s, k) => s + rss[k], 0),
    );
  };
  const loop = (async () => {
    while (on) {
      take();
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      take();
      for (const c of cpuOf.values()) peak.cpu[c.kind] += c.last - c.first;
      return peak;
    },
  };
}

/** The server's V8 heap now (its /metrics, prom-client's default gauges), MB. */
async function serverHeap(base: string): Promise<{ used: number; total: number; external: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN) / 1048576;
  return { used: gauge('nodejs_heap_size_used_bytes'), total: gauge('nodejs_heap_size_total_bytes'), external: gauge('nodejs_external_memory_bytes') };
}

/** Polls the server's heap every second until stopped: the highest of each figure. */
function sampleHeap(base: string): { stop(): Promise<{ used: number; total: number; external: number }> } {
  const max = { used: 0, total: 0, external: 0 };
  let on = true;
  const loop = (async () => {
    while (on) {
      const h = await serverHeap(base).catch(() => undefined);
      if (h) for (const k of ['used', 'total', 'external'] as const) max[k] = Math.max(max[k], h[k]);
      await sleep(1000);
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      return max;
    },
  };
}

const heapText = (h: { used: number; total: number; external: number }) => `V8 heap ${fmt(h.used, 0)} MB used of ${fmt(h.total, 0)} MB, external ${fmt(h.external, 0)} MB`;

/**
 * A validated short (about 30 seconds of voice-over) rendered as a vertical (1080x1920 at
 * BROLL_SCALE 1) B-roll job end to end through the API, with generated components (real TSX,
 * rendered in QuickJS children drawn by takumi), at the configured frame rate (BROLL_FPS, default 30).
 * First (BENCH_BROLL_SIDE_BY_SIDE, default on) the components alone in this process (./broll-side-by-side.ts).
 * The job runs in a server of its own started from `npm start`'s compiled entry on a database of
 * its own (./isolated.ts), as production runs it: its workers, render children, encoders and speech
 * engine are that server's process tree, and this process only makes the HTTP requests.
 * Then (BENCH_BROLL_MEDIA, default on) the same short with the owner's media: two images and a
 * clip in three scenes, music under the voice (uploadBenchMedia).
 * Figures: seconds of render per second of video (wall clock and the tree's CPU), and the peak
 * memory (PSS) of the server's process tree, sampled every 200 ms, broken down by process.
 */
export const brollSection: BenchSection = {
  name: 'broll',
  title: 'B-roll: the components alone, then a 30-second vertical job rendered end to end (takumi + QuickJS) by a server of its own, components only and with media (two images, a clip, music); peak memory of its process tree',
  async run(ctx) {
    if (process.env.BENCH_BROLL_SIDE_BY_SIDE !== 'false') {
      // in this process, before the server starts: the peak it prints is this process's tree alone
      const owner = await ctx.owner();
      await makeComponents(ctx.baseUrl, owner.headers);
      const rows = await componentRepository(ctx.db).selectable(owner.ownerId);
      await sideBySide(rows, ctx.services.renderer);
    }
    const iso = await isolatedServer(ctx, 'broll', { LOG_LEVEL: 'warn' });
    try {
      const base = iso.server.base;
      const pid = iso.server.child.pid!;
      const { headers } = await iso.owner();
      const made = await makeComponents(base, headers);
      const t0 = performance.now();
      const preview = await fetch(`${base}/v1/components/${made[0]}/preview.png`, { headers });
      if (preview.status !== 200) throw new Error(`preview → ${preview.status}: ${await preview.text()}`);
      await preview.arrayBuffer();
      console.log(`first preview (one still in a fresh render child): ${fmt((performance.now() - t0) / 1000, 2)} s`);
      const ids: string[] = [];
      for (const s of STORIES) ids.push((await call(base, headers, 'POST', '/v1/anecdotes', s)).id);
      const script = await call(base, headers, 'POST', '/v1/script-jobs', { title: 'Three failures that built our company', selectedAnecdoteIds: ids });
      await poll(base, headers, `/v1/script-jobs/${script.id}`, (j) => j.status === 'completed');
      const created = await call(base, headers, 'POST', '/v1/shorts', { sourceScriptJobId: script.id });
      const short = await poll(base, headers, `/v1/shorts/${created.id}`, (j) => j.status === 'completed' && j.thumbnailStatus === 'completed');
      await call(base, headers, 'POST', `/v1/shorts/${short.id}/validate`);
      const scale = ctx.config.brollScale;
      const idle = treeMembers(pid, { commands: true });
      const idleHeap = await serverHeap(base);
      console.log(
        `server: \`npm start\`'s compiled entry (pid ${pid}), booted in ${fmt(iso.server.bootMs / 1000, 1)} s; before the job its tree is ${idle.length} process(es), ` +
          `${mb(idle.reduce((s, m) => s + m.pss, 0))} MB PSS (server ${mb(idle.find((m) => m.pid === pid)?.pss ?? 0)} MB, RSS ${mb(idle.find((m) => m.pid === pid)?.rss ?? 0)} MB; ${heapText(idleHeap)})`,
      );
      console.log(`short: ${short.short.durationSeconds} s written, ${short.short.beats.length} scenes; ${ctx.config.brollFps} fps, ${1080 * scale}x${1920 * scale}; ${os.availableParallelism()} cores`);

      const runs = Number(process.env.BENCH_BROLL_RUNS ?? 1);
      const ratios: number[] = [];
      const cpus: number[] = [];
      const peaks: number[] = [];
      /** One job end to end, sampled: its figures printed under `label`; the ratio and peak answered. */
      const measure = async (label: string, request: Record<string, unknown>) => {
        const before = load();
        const sampler = sampleTree(pid);
        const heap = sampleHeap(base);
        const cpu0 = treeCpuSeconds(pid);
        const t1 = performance.now();
        const job = await call(base, headers, 'POST', `/v1/broll/from-short/${short.id}`, { format: 'VERTICAL', ...request });
        // when each step began (as the polls saw it, every 50 ms)
        const steps: { step: string; at: number }[] = [];
        const done = await poll(base, headers, `/v1/broll/${job.id}`, (j) => {
          if (j.currentStep && j.currentStep !== steps.at(-1)?.step) steps.push({ step: j.currentStep, at: performance.now() });
          return j.status === 'completed';
        });
        const t2 = performance.now();
        const seconds = (t2 - t1) / 1000;
        const cpu = treeCpuSeconds(pid) - cpu0;
        const peak = await sampler.stop();
        const heapPeak = await heap.stop();
        const row = await jobRepository(iso.db).byId(job.id);
        const render = (row!.result as { render: { seconds: number; durationSeconds: number; workerTreePeakMb: number; ffmpegClips: number; mediaClips?: number; ffmpegPeakRssKb: number } }).render;
        console.log(
          `${label} (load average before ${before}, after ${load()}): ${fmt(seconds, 1)} s end to end for ${fmt(render.durationSeconds, 1)} s of video (voice ${fmt(done.voiceOver.speechSeconds, 1)} s) = ${fmt(seconds / render.durationSeconds, 2)} s of render per second of video; ` +
            `server tree CPU ${fmt(cpu, 1)} s (${fmt(cpu / render.durationSeconds, 2)} CPU-s per second of video: at least ${fmt(cpu / render.durationSeconds / os.availableParallelism(), 2)} s of render per second on an idle ${os.availableParallelism()}-core machine); ` +
            `${done.warnings.length} warnings${done.warnings.length ? ` (${done.warnings.join(' | ')})` : ''}; scenes drawn by ffmpeg: ${render.ffmpegClips} cards, ${render.mediaClips ?? 0} from media (ffmpeg peak RSS ${fmt(render.ffmpegPeakRssKb / 1024, 0)} MB)`,
        );
        console.log(
          `  server process tree peak: ${mb(peak.pss)} MB PSS (at that moment: ${KINDS.filter((k) => peak.atPeak[k] > 0)
            .map((k) => `${k} ${mb(peak.atPeak[k])}`)
            .join(', ')}); sum of RSS ${mb(peak.rss)} MB; ` +
            `${peak.samples} samples, every ${SAMPLE_MS} ms (longest gap ${fmt(peak.maxGap, 0)} ms); the server's own samples of its tree: ${render.workerTreePeakMb} MB; the server's highest ${heapText(heapPeak)} (polled every second)`,
        );
        console.log(`  steps: queued ${fmt(((steps[0]?.at ?? t2) - t1) / 1000, 1)} s, ${steps.map((st, i) => `${st.step} ${fmt(((steps[i + 1]?.at ?? t2) - st.at) / 1000, 1)} s`).join(', ')}`);
        const seen = KINDS.reduce((a, k) => a + peak.cpu[k], 0);
        console.log(
          `  CPU per second of video by process: ${KINDS.filter((k) => peak.cpu[k] > 0)
            .map((k) => `${k} ${fmt(peak.cpu[k] / render.durationSeconds, 2)}`)
            .join(', ')}, not sampled (processes' last ${SAMPLE_MS} ms) ${fmt(Math.max(0, cpu - seen) / render.durationSeconds, 2)}`,
        );
        console.log(
          `  peak per process (PSS / RSS, most at once): ${KINDS.filter((k) => peak.kinds[k].count > 0)
            .map((k) => `${k} ${mb(peak.kinds[k].pss)} / ${mb(peak.kinds[k].rss)} MB (${peak.kinds[k].count})`)
            .join(', ')}${peak.others.size ? `; other: ${[...peak.others].join(' | ')}` : ''}`,
        );
        return { ratio: seconds / render.durationSeconds, cpu: cpu / render.durationSeconds, pss: peak.pss };
      };
      for (let i = 0; i < runs; i++) {
        const { ratio, cpu, pss } = await measure(`run ${i + 1}, components only`, {});
        ratios.push(ratio);
        cpus.push(cpu);
        peaks.push(pss);
      }
      // the floor, in the same minutes: ffmpeg alone encoding a scene's frames from memory with the scene encoder's arguments
      const before = load();
      const floor = await encoderFloor(ctx.services.renderer, ctx.config.brollFps);
      if (floor) {
        console.log(
          `encoder floor (load average before ${before}, after ${load()}): ffmpeg encoding ${floor.frames} frames of one 1080x1920 scene from memory, fed through a pipe with the scene encoder's arguments: ` +
            `${fmt(floor.wall, 2)} s and ${fmt(floor.cpu, 2)} CPU-s per second of video (drawing them took the render child ${fmt(floor.drawCpu, 2)} CPU-s per second); ` +
            `the job's median ${fmt(percentile(ratios, 50), 2)} s per second = ${fmt(percentile(ratios, 50) / floor.wall, 2)} × the floor, ${fmt(percentile(cpus, 50), 2)} CPU-s per second = ${fmt(percentile(cpus, 50) / floor.cpu, 2)} × its CPU`,
        );
      }
      // the owner's media: two images (Ken Burns), one clip (cropped, looped), music under the voice
      if (process.env.BENCH_BROLL_MEDIA !== 'false') {
        const media = await uploadBenchMedia(base, headers);
        const scenes = [
          { index: 0, mediaId: media.wide },
          { index: 1, mediaId: media.clip },
          { index: Math.min(2, short.short.beats.length - 1), mediaId: media.tall },
        ].filter((s, i, all) => all.findIndex((o) => o.index === s.index) === i);
        const withMedia = await measure('with media (two images, one clip, music)', { scenes, musicMediaId: media.music });
        console.log(`media case: ${fmt(withMedia.ratio, 2)} s per second of video, ${mb(withMedia.pss)} MB PSS peak, beside the components-only median ${fmt(percentile(ratios, 50), 2)} s and ${mb(Math.max(...peaks))} MB`);
      }
      console.log(`render: median ${fmt(percentile(ratios, 50), 2)} s per second of video, ${fmt(percentile(cpus, 50), 2)} CPU-s per second (target at most 1.0 s on a quiet 2-core machine)`);
      console.log(`peak memory of the server's process tree (server with its workers, render children, encoders, speech engine): ${peaks.map(mb).join(', ')} MB PSS (target at most 500 MB)`);
    } finally {
      await iso.stop();
    }
  },
};
