import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, speechText } from '../../../src/areas/anecdotes/voice-archive.js';
import { EspeakSpeechProvider } from '../../../src/generation/speech/espeak.js';
import { detectLanguage, isAbortError, SpeechService } from '../../../src/generation/speech/index.js';
import { mp3Info } from '../../support/audio.js';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-speech-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('language detection', () => {
  it('tells the languages it speaks apart, and falls back to English on short or unknown text', () => {
    expect(detectLanguage('First client. I almost quit the day before we signed the contract.')).toBe('en');
    expect(detectLanguage("Premier client. J'ai failli abandonner la veille de la signature du contrat.")).toBe('fr');
    expect(detectLanguage('El primer cliente. Casi renuncio el día antes de firmar el contrato.')).toBe('es');
    expect(detectLanguage('Der erste Kunde. Ich hätte am Tag vor der Unterschrift fast aufgegeben.')).toBe('de');
    expect(detectLanguage('Il primo cliente. Ho quasi mollato il giorno prima della firma del contratto.')).toBe('it');
    expect(detectLanguage('O primeiro cliente. Quase desisti na véspera da assinatura do contrato.')).toBe('pt');
    expect(detectLanguage('Le premier client')).toBe('fr');
    // every language the service detects, not only those of a few voices: Polish is Polish (never Italian)
    expect(detectLanguage('Mój pierwszy klient podpisał umowę dzień po tym, jak prawie zrezygnowałem, bo nie wierzyłem w ten projekt.')).toBe('pl');
    expect(detectLanguage('Hello')).toBe('en');
    expect(detectLanguage('12345 67890 !!!')).toBe('en');
  });
});

describe('archive names', () => {
  it('slugs titles to lower-case ASCII with hyphens', () => {
    expect(slugify('Été à Paris!')).toBe('ete-a-paris');
    expect(slugify('  Hello,   World -- 2024  ')).toBe('hello-world-2024');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('日本語')).toBe('anecdote');
    expect(slugify('x'.repeat(200))).toHaveLength(60);
  });

  it('speaks the title, then the content', () => {
    expect(speechText({ title: 'A title', content: 'Body.' })).toBe('A title.\n\nBody.');
    expect(speechText({ title: 'Really?', content: 'Yes.' })).toBe('Really?\n\nYes.');
  });
});

describe('espeak-ng provider', () => {
  const provider = new EspeakSpeechProvider();

  it('speaks English and French into MP3 whose duration grows with the text', async () => {
    const short = await provider.synthesize({ text: 'A short sentence.', language: 'en', voice: 'espeak-en-us' });
    const long = await provider.synthesize({ text: 'A much longer sentence, which goes on and on for a while before it stops. '.repeat(3), language: 'en', voice: 'espeak-en-us' });
    const fr = await provider.synthesize({ text: 'Une phrase en français, assez courte.', language: 'fr', voice: 'espeak-fr' });
    for (const a of [short, long, fr]) {
      const info = mp3Info(a.audio);
      expect(Math.abs(info.durationSeconds - a.durationSeconds)).toBeLessThan(0.2);
    }
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 4);
    expect(fr.durationSeconds).toBeGreaterThan(1);
  });

  it('an abort stops a long synthesis promptly, and the engine keeps working', async () => {
    const stop = new AbortController();
    const started = Date.now();
    setTimeout(() => stop.abort(), 50);
    const err = await provider.synthesize({ text: 'This text would take minutes to speak. '.repeat(400), language: 'en', voice: 'espeak-en-us' }, stop.signal).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    const after = await provider.synthesize({ text: 'Still here.', language: 'en', voice: 'espeak-en-us' });
    expect(after.durationSeconds).toBeGreaterThan(0.3);
  });

  it('runs espeak-ng (GPL-3.0) as a separate program over stdin/stdout, never inside this process or its threads', async () => {
    await provider.synthesize({ text: 'Where am I spoken?', language: 'en', voice: 'espeak-en-us' });
    const children = (await fs.readdir('/proc')).filter((d) => /^\d+$/.test(d));
    const engines: string[] = [];
    for (const pid of children) {
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      if (ppid !== String(process.pid)) continue;
      const cmd = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
      if (cmd.some((a) => a.endsWith('espeak-process.mjs'))) engines.push(pid);
    }
    expect(engines).toHaveLength(1);
    // nothing in the service's sources loads the engine: only the program the child runs
    const loaders: string[] = [];
    for (const f of await fs.readdir('src', { recursive: true })) {
      const file = path.join('src', String(f));
      if (!/\.(ts|mjs|js)$/.test(file)) continue;
      if ((await fs.readFile(file, 'utf8')).includes("'@echogarden/espeak-ng-emscripten'")) loaders.push(file);
    }
    expect(loaders).toEqual(['src/generation/speech/espeak-process.mjs']);
  });

  it('release ends the idle engine process (the next synthesis starts another), never one at work', async () => {
    const engines = async () => {
      const found: string[] = [];
      for (const pid of (await fs.readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
        const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
        if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] !== String(process.pid)) continue;
        const cmd = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
        if (cmd.some((a) => a.endsWith('espeak-process.mjs'))) found.push(pid);
      }
      return found;
    };
    await provider.synthesize({ text: 'Warm.', language: 'en', voice: 'espeak-en-us' });
    const [first] = await engines();
    expect(first).toBeDefined();
    // at work: a release leaves it alone
    const long = provider.synthesize({ text: 'This sentence keeps the engine busy for a moment. '.repeat(20), language: 'en', voice: 'espeak-en-us' });
    await provider.release();
    expect((await long).durationSeconds).toBeGreaterThan(10);
    expect(await engines()).toEqual([first]);
    // idle: the service's release ends it, and the service speaks on with a new one
    const service = new SpeechService(provider, path.join(dir, 'released'));
    await service.release();
    expect(await engines()).toEqual([]);
    const after = await service.speak({ text: 'Spoken by a new engine.', language: 'en' });
    expect(after.durationSeconds).toBeGreaterThan(0.5);
    const now = await engines();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(first);
  });

  it('queued work aborted before it starts never runs', async () => {
    const stop = new AbortController();
    stop.abort();
    const err = await provider.synthesize({ text: 'Never spoken.', language: 'en', voice: 'espeak-en-us' }, stop.signal).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
  });
});

describe('speech cache', () => {
  it('reuses audio by content hash, and re-synthesizes a torn entry', async () => {
    const cacheDir = path.join(dir, 'cache-a');
    const speech = new SpeechService(new EspeakSpeechProvider(), cacheDir);
    const input = { text: 'Cache me if you can.', language: 'en' as const };
    const a = await speech.speak(input);
    const b = await speech.speak(input);
    expect(b.audio.equals(a.audio)).toBe(true);
    expect(speech.stats).toMatchObject({ synthesized: 1, cacheHits: 1 });
    // the same text in another language is other audio
    await speech.speak({ ...input, language: 'fr' });
    expect(speech.stats.synthesized).toBe(2);
    // truncate the audio file: the entry no longer matches its metadata and is made again
    const files: string[] = [];
    for (const f of await fs.readdir(cacheDir, { recursive: true })) if (String(f).endsWith('.mp3')) files.push(path.join(cacheDir, String(f)));
    expect(files).toHaveLength(2);
    for (const f of files) await fs.truncate(f, 10);
    await speech.speak(input);
    expect(speech.stats.synthesized).toBe(3);
  });

  it('warming starts the engine without caching or counting anything; a provider without warm() warms at once', async () => {
    const cacheDir = path.join(dir, 'cache-warm');
    const speech = new SpeechService(new EspeakSpeechProvider(), cacheDir);
    expect(await speech.warm()).toBeGreaterThanOrEqual(0);
    expect(speech.stats).toMatchObject({ synthesized: 0, cacheHits: 0, failed: 0, inFlight: 0 });
    await expect(fs.readdir(cacheDir)).rejects.toThrow(/ENOENT/);
    const a = await speech.speak({ text: 'Warm and ready.', language: 'en' });
    expect(mp3Info(a.audio).durationSeconds).toBeGreaterThan(0.3);

    const plain = new SpeechService({ name: 'plain', version: '1', format: { extension: 'wav', mimeType: 'audio/wav' }, voices: [], synthesize: () => Promise.reject(new Error('unused')) }, cacheDir);
    expect(await plain.warm()).toBeLessThan(50);
  });

  it('stays within its bound: the least recently used entries go, a hit keeps an entry, orphaned temporary files are swept', async () => {
    const cacheDir = path.join(dir, 'cache-bounded');
    const texts = ['One short sentence to keep.', 'Two short sentences, the second.', 'Three is a crowd here.', 'Four sentences now.', 'Five and the cache is full.'];
    // a bound of about three entries
    const probe = new SpeechService(new EspeakSpeechProvider(), path.join(dir, 'cache-probe'));
    const sizes = await Promise.all(texts.map(async (text) => (await probe.speak({ text, language: 'en' })).audio.length + 60));
    const maxBytes = Math.round((sizes[0]! + sizes[1]! + sizes[2]!) * 1.05);

    await fs.mkdir(path.join(cacheDir, 'espeak'), { recursive: true });
    const orphan = path.join(cacheDir, 'espeak', 'crashed.mp3.1234.tmp');
    await fs.writeFile(orphan, 'half an mp3');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(orphan, old, old);

    const pruneErrors: unknown[] = [];
    const speech = new SpeechService(new EspeakSpeechProvider(), cacheDir, { maxBytes, onPruneError: (e) => pruneErrors.push(e) });
    const say = async (i: number) => {
      await speech.speak({ text: texts[i]!, language: 'en' });
      await speech.settled();
      await new Promise((r) => setTimeout(r, 20)); // distinct modification times
    };
    await say(0);
    await expect(fs.stat(orphan)).rejects.toThrow(/ENOENT/);
    await say(1);
    await say(2);
    await say(0); // a hit: the first entry is now the most recently used
    expect(speech.stats).toMatchObject({ synthesized: 3, cacheHits: 1 });
    await say(3);
    await say(4);

    let total = 0;
    for (const f of await fs.readdir(cacheDir, { recursive: true })) {
      const st = await fs.stat(path.join(cacheDir, String(f)));
      if (st.isFile()) total += st.size;
    }
    expect(total).toBeLessThanOrEqual(maxBytes);
    expect(pruneErrors).toEqual([]);
    // the entry used last is still there; the oldest unused one (texts[1]) was removed and is spoken again
    const before = speech.stats.synthesized;
    await say(4);
    expect(speech.stats.synthesized).toBe(before);
    await say(1);
    expect(speech.stats.synthesized).toBe(before + 1);
  });

  it('answers the audio even when the cache cannot be written', async () => {
    const blocker = path.join(dir, 'not-a-dir');
    await fs.writeFile(blocker, 'x');
    const speech = new SpeechService(new EspeakSpeechProvider(), path.join(blocker, 'cache'));
    const failures: unknown[] = [];
    const a = await speech.speak({ text: 'Uncached.', language: 'en' }, { onCacheError: (e) => failures.push(e) });
    expect(a.audio.length).toBeGreaterThan(0);
    expect(failures).toHaveLength(1);
  });
});
