import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { closeEspeakEngine } from '../../src/generation/speech/espeak.js';
import { fmt, type BenchContext, type BenchSection } from './context.js';
import { voicesBench } from './voices.js';

const run = promisify(execFile);

/** A full garbage collection, so each export starts from a settled heap. */
function gc() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const EN = (
  'the a we our team client product market founder launch money night morning call meeting investor deal customer ' +
  'lesson mistake week year office city friend plan idea price contract email problem answer story first last ' +
  'almost never always quickly finally really together again still built signed lost learned changed told asked waited'
).split(' ');
const FR = (
  'le la nous notre équipe client produit marché fondateur lancement argent nuit matin appel réunion investisseur ' +
  'contrat leçon erreur semaine année bureau ville ami projet idée prix courriel problème réponse histoire premier ' +
  'dernier presque jamais toujours vite enfin vraiment ensemble encore avons construit signé perdu appris changé dit'
).split(' ');

/** A deterministic story of about `words` words; every fourth one in French. */
function story(seed: number, words = 150): { title: string; content: string } {
  let x = seed * 2654435761 + 12345;
  const rnd = () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const vocab = seed % 4 === 3 ? FR : EN;
  const sentences: string[] = [];
  let n = 0;
  while (n < words) {
    const len = 8 + Math.floor(rnd() * 10);
    const s = Array.from({ length: len }, () => vocab[Math.floor(rnd() * vocab.length)]!);
    s[0] = s[0]![0]!.toUpperCase() + s[0]!.slice(1);
    sentences.push(`${s.join(' ')}.`);
    n += len;
  }
  return { title: `${seed % 4 === 3 ? 'Histoire' : 'Story'} ${seed}`, content: `${seed}. ${sentences.join(' ')}` };
}

interface Run {
  ttHeaders: number;
  ttfb: number;
  total: number;
  bytes: number;
  rssGrowth: number;
  synthesized: number;
  cacheHits: number;
}

/** One export over real HTTP, streamed to a file (the client keeps nothing in memory), with the server's RSS sampled. */
async function exportOnce(ctx: BenchContext, headers: Record<string, string>, file: string): Promise<Run> {
  gc();
  await new Promise((r) => setTimeout(r, 50));
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const stats0 = { ...ctx.speech.stats };
  const t0 = performance.now();
  let ttHeaders = 0;
  let ttfb = 0;
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${ctx.baseUrl}/v1/anecdotes/export/voice`, { headers }, (res) => {
        ttHeaders = performance.now() - t0;
        if (res.statusCode !== 200) return reject(new Error(`export answered ${res.statusCode}`));
        const out = createWriteStream(file);
        res.on('data', (d: Buffer) => {
          if (bytes === 0) ttfb = performance.now() - t0;
          bytes += d.length;
        });
        res.pipe(out);
        out.on('finish', () => resolve());
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  } finally {
    clearInterval(sampler);
  }
  return {
    ttHeaders,
    ttfb,
    total: performance.now() - t0,
    bytes,
    rssGrowth: peak - base,
    synthesized: ctx.speech.stats.synthesized - stats0.synthesized,
    cacheHits: ctx.speech.stats.cacheHits - stats0.cacheHits,
  };
}

async function ownerWith(ctx: BenchContext, count: number, seedBase: number) {
  const owner = await ctx.owner();
  const repo = anecdoteRepository(ctx.db);
  for (let i = 0; i < count; i++) await repo.create(owner.ownerId, story(seedBase + i));
  return owner;
}

const MB = 1024 * 1024;
const line = (label: string, r: Run) =>
  console.log(
    `${label.padEnd(22)} TTFB ${fmt(r.ttfb, 0).padStart(6)} ms (headers ${fmt(r.ttHeaders, 0)} ms)  total ${fmt(r.total / 1000, 1).padStart(6)} s  ` +
      `${fmt(r.bytes / MB, 1).padStart(5)} MB  RSS growth ${fmt(r.rssGrowth / MB, 1).padStart(5)} MB  synthesized ${r.synthesized}, cached ${r.cacheHits}`,
  );

/** Voice export of 50 and 200 anecdotes of ~150 words: time to first byte, total, server RSS growth; cold and warm cache. */
export const voiceSection: BenchSection = {
  name: 'voice',
  title: 'speech providers: real-time factor per provider and language; GET /v1/anecdotes/export/voice: 50 vs 200 anecdotes of ~150 words, cold and warm cache',
  async run(ctx) {
    await voicesBench();
    if (process.env.BENCH_VOICE_PROVIDERS_ONLY === 'true') return;
    const dir = path.join(ctx.config.dataDir, 'bench-voice');
    await fs.mkdir(dir, { recursive: true });
    const first = await ownerWith(ctx, 1, 9000);
    const o50 = await ownerWith(ctx, 50, 1000);
    const o200 = await ownerWith(ctx, 200, 2000);
    const words = story(2000).content.split(/\s+/).length;
    console.log(`anecdotes of ~${words} words; speech engine: espeak-ng (WASM, a child process over stdin/stdout), MP3 32 kbps`);

    // the first export of a process: with SPEECH_WARMUP=false the engine starts inside it;
    // by default `npm start` has warmed it (speech.warm(), as src/main.ts does) before it comes
    await closeEspeakEngine();
    const unwarmed = await exportOnce(ctx, first.headers, path.join(dir, 'first-unwarmed.zip'));
    line('first, engine cold', unwarmed);
    console.log(`(the engine's load is most of that first RSS growth: once per process, not per export)`);
    await closeEspeakEngine();
    const warmMs = await ctx.speech.warm();
    console.log(`speech.warm() at start (SPEECH_WARMUP=true): ${fmt(warmMs, 0)} ms, in the background while the API already answers`);
    const second = await ownerWith(ctx, 1, 9100);
    const warmedFirst = await exportOnce(ctx, second.headers, path.join(dir, 'first-warmed.zip'));
    line('first, engine warmed', warmedFirst);

    const cold50 = await exportOnce(ctx, o50.headers, path.join(dir, 'cold50.zip'));
    line('cold, 50 anecdotes', cold50);
    const cold200 = await exportOnce(ctx, o200.headers, path.join(dir, 'cold200.zip'));
    line('cold, 200 anecdotes', cold200);
    const warm50 = await exportOnce(ctx, o50.headers, path.join(dir, 'warm50.zip'));
    line('warm, 50 anecdotes', warm50);
    const warm200 = await exportOnce(ctx, o200.headers, path.join(dir, 'warm200.zip'));
    line('warm, 200 anecdotes', warm200);

    const { stdout } = await run('unzip', ['-tq', path.join(dir, 'cold200.zip')]).catch((e: { stdout?: string; message: string }) => ({ stdout: e.stdout ?? e.message }));
    console.log(`unzip -tq cold200.zip: ${stdout.trim()}`);
    console.log(
      `targets: TTFB < 1 s (first export after npm start: ${fmt(warmedFirst.ttfb, 0)} ms, ${fmt(unwarmed.ttfb, 0)} ms with SPEECH_WARMUP=false; ` +
        `cold 200: ${fmt(cold200.ttfb, 0)} ms), RSS growth < 100 MB and flat in the count ` +
        `(cold ${fmt(cold50.rssGrowth / MB, 1)} → ${fmt(cold200.rssGrowth / MB, 1)} MB, warm ${fmt(warm50.rssGrowth / MB, 1)} → ${fmt(warm200.rssGrowth / MB, 1)} MB)`,
    );
    await fs.rm(dir, { recursive: true, force: true });
  },
};
