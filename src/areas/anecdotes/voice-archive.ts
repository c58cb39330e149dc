import { Readable } from 'node:stream';
import type { ZipArchive, ZipEntryData } from 'archiver';
import { archiver } from '../../on-demand.js';
import type { FastifyBaseLogger } from 'fastify';
import { detectLanguage, isAbortError, SpeechError, type SpeechLanguage, type SpeechService } from '../../generation/speech/index.js';
import type { AnecdoteRow } from './repository.js';

/** One line of manifest.json: a spoken anecdote, or one that failed (file and duration null, error set). */
interface ManifestEntry {
  id: string;
  title: string;
  file: string | null;
  durationSeconds: number | null;
  language: SpeechLanguage;
  /** the voice that read it (or would have) */
  voice: string;
  /** the voice is not its language's own (see the speech service's voice choice) */
  warning?: string;
  error?: string;
}

interface VoiceManifest {
  generatedAt: string;
  format: { mimeType: string; extension: string };
  voice: string;
  count: number;
  failed: number;
  anecdotes: ManifestEntry[];
}

export interface VoiceArchiveOptions {
  /** the owner's anecdotes in export order, read one at a time; `first` was already read from it */
  rows: AsyncIterator<AnecdoteRow>;
  first: IteratorResult<AnecdoteRow>;
  speech: SpeechService;
  /** aborts when the client goes away: no more synthesis, no more entries */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** the voice that reads every anecdote (a name the service has), else each language's own */
  voice?: string;
  rate?: number;
}

const ENTRY_CHUNK = 64 * 1024;

/**
 * The ZIP archive of an owner's anecdotes as speech, produced while it is read: one audio entry
 * per anecdote (`NNN-<slug>.<ext>`, stored: the audio is already compressed), then
 * `manifest.json`. Each entry is synthesized (or taken from the cache), streamed through the
 * archive with backpressure, and released before the next is added, so memory stays flat
 * whatever the number of anecdotes. The next anecdote is synthesized while the current entry
 * streams. A failed synthesis is listed in the manifest and the archive goes on.
 *
 * `done` settles when the archive is finalized (or the export was abandoned); it rejects only
 * when the archive cannot be completed (a database error mid-export), after destroying it.
 */
export function voiceArchive(opts: VoiceArchiveOptions): { archive: ZipArchive; done: Promise<void> } {
  const archive = new (archiver().ZipArchive)({ zlib: { level: 6 } });
  archive.on('warning', (err: Error) => opts.log.warn({ err }, 'voice export: archive warning'));
  archive.on('error', (err: Error) => opts.log.debug({ err }, 'voice export: archive error'));
  const done = produce(archive, opts).catch((err: unknown) => {
    if (!opts.signal.aborted && !isAbortError(err)) {
      opts.log.error({ err }, 'voice export failed mid-stream');
      archive.destroy(err as Error);
    }
  });
  return { archive, done };
}

interface Spoken {
  row: AnecdoteRow;
  index: number;
  language: SpeechLanguage;
  voice: string;
  warning?: string;
  audio?: Buffer;
  durationSeconds?: number;
  error?: unknown;
}

async function produce(archive: ZipArchive, { rows, first, speech, signal, log, voice, rate }: VoiceArchiveOptions): Promise<void> {
  const entries: ManifestEntry[] = [];
  let index = 0;
  const speak = (row: AnecdoteRow): Promise<Spoken> => {
    const text = speechText(row);
    const language = detectLanguage(text);
    const choice = speech.choose(language, voice);
    const spoken: Spoken = { row, index: ++index, language, voice: choice.voice.name, ...(choice.warning ? { warning: choice.warning } : {}) };
    const onCacheError = (err: unknown) => log.warn({ err }, 'voice export: speech cache write failed');
    return speech.speak({ text, language, voice, rate }, { signal, onCacheError }).then(
      (a) => ({ ...spoken, audio: a.audio, durationSeconds: a.durationSeconds }),
      (error: unknown) => ({ ...spoken, error }),
    );
  };

  try {
    let next = first.done ? undefined : speak(first.value);
    while (next && !signal.aborted) {
      const item = await next;
      if (signal.aborted || isAbortError(item.error)) break;
      const following = await rows.next();
      next = following.done ? undefined : speak(following.value); // synthesized while this entry streams
      const { id, title } = item.row;
      if (item.audio) {
        const file = `${String(item.index).padStart(3, '0')}-${slugify(title)}.${speech.format.extension}`;
        await appendEntry(archive, chunks(item.audio), { name: file, store: true, date: new Date(item.row.updatedAt) });
        const durationSeconds = Math.round(item.durationSeconds! * 1000) / 1000;
        entries.push({ id, title, file, durationSeconds, language: item.language, voice: item.voice, ...(item.warning ? { warning: item.warning } : {}) });
      } else {
        if (!(item.error instanceof SpeechError)) log.error({ err: item.error, anecdoteId: id }, 'voice export: synthesis failed');
        const error = item.error instanceof SpeechError ? item.error.message : 'speech synthesis failed';
        entries.push({ id, title, file: null, durationSeconds: null, language: item.language, voice: item.voice, error });
      }
    }
    if (signal.aborted) {
      log.info({ spoken: entries.length }, 'voice export abandoned: the client went away');
      return;
    }
    const manifest: VoiceManifest = {
      generatedAt: new Date().toISOString(),
      format: { mimeType: speech.format.mimeType, extension: speech.format.extension },
      voice: speech.provider.name,
      count: entries.length,
      failed: entries.filter((e) => e.error !== undefined).length,
      anecdotes: entries,
    };
    await appendEntry(archive, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), { name: 'manifest.json' });
    await archive.finalize();
  } finally {
    await rows.return?.();
  }
}

/** Appends one entry and waits until the archive has taken all of it (or is gone). */
function appendEntry(archive: ZipArchive, source: Readable | Buffer, data: ZipEntryData): Promise<void> {
  return new Promise((resolve, reject) => {
    if (archive.destroyed) return reject(new DOMException('The archive was closed', 'AbortError'));
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
    };
    const onEntry = () => {
      cleanup();
      resolve();
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onClose = () => {
      cleanup();
      reject(new DOMException('The archive was closed', 'AbortError'));
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
    archive.append(source, data);
  });
}

/** The audio as a stream of slices, so the archive's backpressure paces it. */
function chunks(audio: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < audio.length; at += ENTRY_CHUNK) yield audio.subarray(at, at + ENTRY_CHUNK);
    })(),
    { objectMode: false },
  );
}

/** Title and content, with a pause between them. */
export function speechText(row: Pick<AnecdoteRow, 'title' | 'content'>): string {
  const title = row.title.trim();
  return `${title}${/[.!?…:;]$/.test(title) ? '' : '.'}\n\n${row.content.trim()}`;
}

/** `Été à Paris!` → `ete-a-paris`: ASCII letters and digits, hyphenated, at most 60 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'anecdote';
}
