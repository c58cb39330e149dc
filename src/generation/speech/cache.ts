import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SpeechAudio, SpeechFormat, SpeechInput, SpeechProvider } from './provider.js';

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
}

/**
 * A provider behind a content-addressed file cache under `dir`: the key hashes the provider,
 * its settings version, the language and the text, so unchanged text is never synthesized twice
 * and a changed voice or text gets new audio. Entries are written atomically (temporary file,
 * then rename); a write failure only costs the caching, never the answer.
 */
export class SpeechService {
  readonly stats: SpeechStats = { synthesized: 0, cacheHits: 0, aborted: 0, failed: 0, inFlight: 0 };

  constructor(
    readonly provider: SpeechProvider,
    private readonly dir: string,
  ) {}

  get format(): SpeechFormat {
    return this.provider.format;
  }

  /**
   * Readies the provider ahead of the first export (see SpeechProvider.warm); resolves with the
   * time it took. Nothing is cached or counted in `stats`.
   */
  async warm(): Promise<number> {
    const t0 = performance.now();
    await this.provider.warm?.();
    return performance.now() - t0;
  }

  /** `onCacheError` hears about cache writes that failed (the audio is still answered). */
  async speak(input: SpeechInput, opts: { signal?: AbortSignal; onCacheError?: (err: unknown) => void } = {}): Promise<SpeechAudio> {
    const { signal } = opts;
    const file = this.pathOf(input);
    const hit = await this.read(file);
    if (hit) {
      this.stats.cacheHits++;
      return hit;
    }
    this.stats.inFlight++;
    let audio: SpeechAudio;
    try {
      audio = await this.provider.synthesize(input, signal);
      this.stats.synthesized++;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') this.stats.aborted++;
      else this.stats.failed++;
      throw err;
    } finally {
      this.stats.inFlight--;
    }
    await this.write(file, audio).catch((err: unknown) => opts.onCacheError?.(err));
    return audio;
  }

  private pathOf(input: SpeechInput): string {
    const { name, version, format } = this.provider;
    const key = createHash('sha256').update(JSON.stringify([name, version, input.language, input.text])).digest('hex');
    return path.join(this.dir, name, key.slice(0, 2), `${key}.${format.extension}`);
  }

  private async read(file: string): Promise<SpeechAudio | undefined> {
    try {
      const meta = JSON.parse(await fs.readFile(`${file}.json`, 'utf8')) as Meta;
      const audio = await fs.readFile(file);
      if (audio.length !== meta.bytes || !(meta.durationSeconds >= 0)) return undefined; // torn or foreign: synthesize again
      return { audio, durationSeconds: meta.durationSeconds };
    } catch {
      return undefined;
    }
  }

  private async write(file: string, { audio, durationSeconds }: SpeechAudio): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    const meta: Meta = { durationSeconds, bytes: audio.length };
    try {
      await fs.writeFile(tmp, audio);
      await fs.rename(tmp, file);
      await fs.writeFile(`${tmp}.json`, JSON.stringify(meta));
      await fs.rename(`${tmp}.json`, `${file}.json`);
    } finally {
      await fs.rm(tmp, { force: true });
      await fs.rm(`${tmp}.json`, { force: true });
    }
  }
}
