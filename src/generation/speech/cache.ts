import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SpeechAudio, SpeechFormat, SpeechLanguage, SpeechProvider, Voice, WordTiming } from './provider.js';
import { chooseVoice, listVoices, type VoiceChoice } from './voices.js';
import { wordsBySyllables } from './words.js';

/** What a caller asks to hear: the text in its language, optionally a voice and a speaking rate. */
export interface SpeechRequest {
  text: string;
  language: SpeechLanguage;
  voice?: string;
  rate?: number;
}

/** The audio, the voice that spoke it, and its words' timings (the provider's, or by syllables). */
export interface SpokenAudio extends SpeechAudio {
  provider: string;
  voice: string;
  words: WordTiming[];
  /** the voice is not the provider's own for the language (see chooseVoice) */
  warning?: string;
}

/** What the speech service did since it was created (tests and the bench read these). */
export interface SpeechStats {
  /** texts actually synthesized by the provider */
  synthesized: number;
  /** texts answered from the cache */
  cacheHits: number;
  /** syntheses abandoned because their signal aborted */
  aborted: number;
  failed: number;
  /** syntheses running or queued right now */
  inFlight: number;
}

interface Meta {
  durationSeconds: number;
  bytes: number;
  words?: WordTiming[];
}

export interface SpeechCacheOptions {
  /** the cache's size bound: past it, the least recently used entries are removed (default 1 GiB) */
  maxBytes?: number;
  /** hears about a failed clean-up (the cache goes on working) */
  onPruneError?: (err: unknown) => void;
  /** speaks the languages `provider` has no voice for (espeak-ng, when the provider is another) */
  fallback?: SpeechProvider;
}

/** a clean-up brings the cache down to this share of its bound, so that it does not run on every write */
const PRUNE_TO = 0.8;
/** the size this process counts drifts when other processes share the directory: count again this often */
const RECOUNT_EVERY_WRITES = 500;
/** temporary files older than this were left by a crash */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * A provider (and its fallback) behind a content-addressed file cache under `dir`: the key
 * hashes the provider, its settings version, the voice, the rate, the language and the text, so
 * unchanged text is never synthesized twice and a changed voice or text gets new audio. Entries are written atomically (temporary file,
 * then rename); a write failure only costs the caching, never the answer.
 */
export class SpeechService {
  readonly stats: SpeechStats = { synthesized: 0, cacheHits: 0, aborted: 0, failed: 0, inFlight: 0 };

  private readonly maxBytes: number;
  /** bytes under `dir` as last counted, plus what this process wrote since (undefined: not counted yet) */
  private bytes: number | undefined;
  private writesSinceCount = 0;
  private pruning: Promise<void> | undefined;

  constructor(
    readonly provider: SpeechProvider,
    private readonly dir: string,
    private readonly opts: SpeechCacheOptions = {},
  ) {
    this.maxBytes = opts.maxBytes ?? 1024 * 1024 * 1024;
  }

  get format(): SpeechFormat {
    return this.provider.format;
  }

  /** The chosen provider, then the fallback. */
  get providers(): SpeechProvider[] {
    return this.opts.fallback ? [this.provider, this.opts.fallback] : [this.provider];
  }

  /** Every voice requests may name, those speaking `language` when given. */
  voices(language?: SpeechLanguage): Voice[] {
    return listVoices(this.providers, language);
  }

  /** Whether a request may name this voice. */
  hasVoice(name: string): boolean {
    return this.voices().some((v) => v.name === name);
  }

  /** The voice a text in `language` is read by (throws UnknownVoiceError for an unknown `voice`). */
  choose(language: SpeechLanguage, voice?: string): VoiceChoice {
    return chooseVoice(this.providers, language, voice);
  }

  /**
   * Readies the provider ahead of the first export (see SpeechProvider.warm); resolves with the
   * time it took. Nothing is cached or counted in `stats`.
   */
  async warm(): Promise<number> {
    const t0 = performance.now();
    for (const p of this.providers) await p.warm?.();
    return performance.now() - t0;
  }

  /**
   * Lets the providers end what they keep loaded between syntheses (the espeak-ng engine's
   * process) when none is running or waiting: for a caller about to do heavy work of its own.
   */
  async release(): Promise<void> {
    for (const p of this.providers) await p.release?.();
  }

  /** `onCacheError` hears about cache writes that failed (the audio is still answered). */
  async speak(request: SpeechRequest, opts: { signal?: AbortSignal; onCacheError?: (err: unknown) => void } = {}): Promise<SpokenAudio> {
    const { signal } = opts;
    const { provider, voice, warning } = this.choose(request.language, request.voice);
    const input = { text: request.text, language: request.language, voice: voice.name, rate: request.rate ?? 1 };
    const spoken = (audio: SpeechAudio): SpokenAudio => ({
      ...audio,
      provider: provider.name,
      voice: voice.name,
      words: audio.words?.length ? audio.words : wordsBySyllables(input.text, audio.durationSeconds),
      ...(warning ? { warning } : {}),
    });
    const file = this.pathOf(provider, input);
    const hit = await this.read(file);
    if (hit) {
      this.stats.cacheHits++;
      const now = new Date();
      void fs.utimes(file, now, now).catch(() => undefined); // recently used: the last to be pruned
      return spoken(hit);
    }
    this.stats.inFlight++;
    let audio: SpeechAudio;
    try {
      audio = await provider.synthesize(input, signal);
      this.stats.synthesized++;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') this.stats.aborted++;
      else this.stats.failed++;
      throw err;
    } finally {
      this.stats.inFlight--;
    }
    await this.write(file, audio).then(
      (written) => this.wrote(written),
      (err: unknown) => opts.onCacheError?.(err),
    );
    return spoken(audio);
  }

  /** Resolves when no clean-up of the cache is running (tests wait on it). */
  async settled(): Promise<void> {
    await this.pruning;
  }

  private wrote(bytes: number) {
    if (this.bytes !== undefined) this.bytes += bytes;
    this.writesSinceCount++;
    const due = this.bytes === undefined || this.bytes > this.maxBytes || this.writesSinceCount >= RECOUNT_EVERY_WRITES;
    if (!due || this.pruning) return;
    this.pruning = this.prune()
      .catch((err: unknown) => this.opts.onPruneError?.(err))
      .finally(() => (this.pruning = undefined));
  }

  /**
   * Counts the cache; over its bound, removes the least recently used entries (by modification
   * time, which a hit refreshes) down to PRUNE_TO of it. Temporary files left by a crash go too.
   * Safe beside other processes using the same directory: a reader that loses an entry just
   * synthesizes it again.
   */
  private async prune(): Promise<void> {
    this.writesSinceCount = 0;
    const entries: Array<{ file: string; bytes: number; used: number }> = [];
    let total = 0;
    const names = await fs.readdir(this.dir, { recursive: true }).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names) {
      const file = path.join(this.dir, name);
      const st = await fs.stat(file).catch(() => undefined);
      if (!st?.isFile()) continue;
      if (name.endsWith('.tmp') || name.endsWith('.tmp.json')) {
        if (now - st.mtimeMs > ORPHAN_AGE_MS) await fs.rm(file, { force: true });
        else total += st.size;
      } else if (name.endsWith('.json')) {
        total += st.size; // counted here, removed with its audio
      } else {
        entries.push({ file, bytes: st.size, used: st.mtimeMs });
        total += st.size;
      }
    }
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      for (const e of entries) {
        if (total <= this.maxBytes * PRUNE_TO) break;
        const meta = await fs.stat(`${e.file}.json`).catch(() => undefined);
        await fs.rm(`${e.file}.json`, { force: true }); // the metadata first: without it the entry is a miss
        await fs.rm(e.file, { force: true });
        total -= e.bytes + (meta?.size ?? 0);
      }
    }
    this.bytes = total;
  }

  private pathOf(provider: SpeechProvider, input: { text: string; language: string; voice: string; rate: number }): string {
    const { name, version, format } = provider;
    const key = createHash('sha256')
      .update(JSON.stringify([name, version, input.voice, input.rate, input.language, input.text]))
      .digest('hex');
    return path.join(this.dir, name, key.slice(0, 2), `${key}.${format.extension}`);
  }

  private async read(file: string): Promise<SpeechAudio | undefined> {
    try {
      const meta = JSON.parse(await fs.readFile(`${file}.json`, 'utf8')) as Meta;
      const audio = await fs.readFile(file);
      if (audio.length !== meta.bytes || !(meta.durationSeconds >= 0)) return undefined; // torn or foreign: synthesize again
      return { audio, durationSeconds: meta.durationSeconds, ...(meta.words ? { words: meta.words } : {}) };
    } catch {
      return undefined;
    }
  }

  /** Resolves with the bytes written. */
  private async write(file: string, { audio, durationSeconds, words }: SpeechAudio): Promise<number> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    const meta = JSON.stringify({ durationSeconds, bytes: audio.length, ...(words ? { words } : {}) } satisfies Meta);
    try {
      await fs.writeFile(tmp, audio);
      await fs.rename(tmp, file);
      await fs.writeFile(`${tmp}.json`, meta);
      await fs.rename(`${tmp}.json`, `${file}.json`);
      return audio.length + Buffer.byteLength(meta);
    } finally {
      await fs.rm(tmp, { force: true });
      await fs.rm(`${tmp}.json`, { force: true });
    }
  }
}
