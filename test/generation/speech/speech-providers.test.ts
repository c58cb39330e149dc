import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { toneWav } from '../../support/audio.js';
import { ffmpegBinary } from '../../../src/generation/media/ffmpeg.js';
import { EspeakSpeechProvider } from '../../../src/generation/speech/espeak.js';
import { FestivalSpeechProvider } from '../../../src/generation/speech/festival.js';
import { OpenAiSpeechProvider } from '../../../src/generation/speech/openai-speech.js';
import { SpeechError, SpeechService, UnknownVoiceError } from '../../../src/generation/speech/index.js';
import { wordsBySyllables } from '../../../src/generation/speech/words.js';
import { mp3Info } from '../../support/audio.js';
import { ensureSystemPackages, INSTALL_TIMEOUT_MS } from '../../support/system-packages.js';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-speech-providers-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const ffmpeg = ffmpegBinary(undefined);

describe('choosing a voice', () => {
  const espeak = new EspeakSpeechProvider();
  const festival = new FestivalSpeechProvider(ffmpeg);

  it('espeak-ng speaks each detected language with its own voice; Polish is read by the Polish voice, never the Italian one', () => {
    const speech = new SpeechService(espeak, path.join(dir, 'choose-a'));
    expect(speech.choose('pl')).toMatchObject({ voice: { name: 'espeak-pl', languages: ['pl'] } });
    expect(speech.choose('pl').warning).toBeUndefined();
    expect(speech.choose('en').voice.name).toBe('espeak-en-us');
    // a language no voice speaks: the English voice, said
    const tagalog = speech.choose('tl');
    expect(tagalog.voice.name).toBe('espeak-en-us');
    expect(tagalog.warning).toBe('no voice speaks Filipino (tl): the English voice espeak-en-us reads it');
    expect(speech.voices('pl').map((v) => v.name)).toEqual(['espeak-pl']);
  });

  it('festival speaks English; other languages fall back to espeak-ng with a warning; a named voice is honoured, or refused when unknown', () => {
    const speech = new SpeechService(festival, path.join(dir, 'choose-b'), { fallback: espeak });
    expect(speech.choose('en')).toMatchObject({ provider: { name: 'festival' }, voice: { name: 'festival-slt' } });
    expect(speech.choose('en').warning).toBeUndefined();
    const polish = speech.choose('pl');
    expect(polish).toMatchObject({ provider: { name: 'espeak' }, voice: { name: 'espeak-pl' } });
    expect(polish.warning).toBe("the festival speech provider has no Polish (pl) voice: espeak's espeak-pl reads it");
    expect(speech.choose('en', 'espeak-en-us')).toMatchObject({ provider: { name: 'espeak' }, voice: { name: 'espeak-en-us' } });
    expect(speech.choose('fr', 'festival-slt').warning).toMatch(/festival-slt speaks English \(en\), not French \(fr\)/);
    expect(() => speech.choose('en', 'nobody')).toThrow(UnknownVoiceError);
    expect(speech.voices('en').map((v) => v.name)).toEqual(['festival-slt', 'espeak-en-us']);
  });
});

describe('word timings', () => {
  it('espeak-ng tells where each word starts: in order, inside the audio, the words of the text', async () => {
    const text = 'The night before demo day, our build broke. We fixed it at three.';
    const a = await new EspeakSpeechProvider().synthesize({ text, language: 'en', voice: 'espeak-en-us' });
    expect(a.words!.map((w) => w.word)).toEqual(['The', 'night', 'before', 'demo', 'day', 'our', 'build', 'broke', 'We', 'fixed', 'it', 'at', 'three']);
    let last = 0;
    for (const w of a.words!) {
      expect(w.start).toBeGreaterThanOrEqual(last);
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.end).toBeLessThanOrEqual(a.durationSeconds + 0.001);
      last = w.start;
    }
    // the sentence's pause falls between "broke" and "We"
    const broke = a.words!.find((w) => w.word === 'broke')!;
    const we = a.words!.find((w) => w.word === 'We')!;
    expect(we.start - broke.end).toBeGreaterThan(0.1);
  });

  it('espeak-ng\'s words are the text\'s own, one per token, whatever it split them into ("40%", "L\'équipe")', async () => {
    const espeak = new EspeakSpeechProvider();
    const en = await espeak.synthesize({ text: 'We raised prices by 40% in one afternoon — 3 weeks later.', language: 'en', voice: 'espeak-en-us' });
    expect(en.words!.map((w) => w.word)).toEqual(['We', 'raised', 'prices', 'by', '40%', 'in', 'one', 'afternoon', '—', '3', 'weeks', 'later']);
    const dash = en.words![8]!;
    expect(dash.end).toBe(dash.start); // not spoken: no time
    const fr = await espeak.synthesize({ text: "L'équipe était déjà prête à Noël, où ça?", language: 'fr', voice: 'espeak-fr' });
    expect(fr.words!.map((w) => w.word)).toEqual(["L'équipe", 'était', 'déjà', 'prête', 'à', 'Noël', 'où', 'ça']);
    expect(fr.words![1]!.start).toBeGreaterThan(0.1);
  });

  it("without the provider's timings, words share the duration by syllables, pauses at the marks", () => {
    const words = wordsBySyllables('A remarkable day. Yes!', 3);
    expect(words.map((w) => w.word)).toEqual(['A', 'remarkable', 'day', 'Yes']);
    expect(words[1]!.end - words[1]!.start).toBeCloseTo(3 * (words[0]!.end - words[0]!.start), 2); // re-mark-able: three syllables to one
    expect(words[3]!.start - words[2]!.end).toBeGreaterThan(0.2);
    expect(words[3]!.end).toBeLessThanOrEqual(3);
  });

  it('the cache keeps the words and keys on voice and rate', async () => {
    const speech = new SpeechService(new EspeakSpeechProvider(), path.join(dir, 'cache-voice'));
    const a = await speech.speak({ text: 'Keyed on the voice.', language: 'en' });
    const b = await speech.speak({ text: 'Keyed on the voice.', language: 'en' });
    expect(b.words).toEqual(a.words);
    expect(a).toMatchObject({ provider: 'espeak', voice: 'espeak-en-us' });
    await speech.speak({ text: 'Keyed on the voice.', language: 'en', voice: 'espeak-fr' });
    const fast = await speech.speak({ text: 'Keyed on the voice.', language: 'en', rate: 1.6 });
    expect(speech.stats).toMatchObject({ synthesized: 3, cacheHits: 1 });
    expect(fast.durationSeconds).toBeLessThan(a.durationSeconds * 0.8);
  });
});

describe('festival', () => {
  beforeAll(() => ensureSystemPackages('festival'), INSTALL_TIMEOUT_MS);

  it('speaks English with the HTS voice into MP3 whose length is the one reported; a faster rate is shorter', { timeout: 60_000 }, async () => {
    const festival = new FestivalSpeechProvider(ffmpeg);
    const text = 'The night before demo day, our build broke. We fixed it at three in the morning.';
    const a = await festival.synthesize({ text, language: 'en', voice: 'festival-slt' });
    const info = mp3Info(a.audio);
    expect(Math.abs(info.durationSeconds - a.durationSeconds)).toBeLessThan(0.2);
    expect(a.durationSeconds).toBeGreaterThan(2);
    expect(a.words).toHaveLength(16);
    const fast = await festival.synthesize({ text, language: 'en', voice: 'festival-slt', rate: 1.5 });
    expect(fast.durationSeconds).toBeLessThan(a.durationSeconds * 0.85);
  });
});

describe('OpenAI-compatible speech server', () => {
  const requests: Array<{ url: string; auth?: string; body: Record<string, unknown> }> = [];
  let failNext = 0;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        requests.push({ url: req.url!, auth: req.headers.authorization, body });
        if (String(body.input).includes('HANG')) return; // never answers
        if (failNext > 0) {
          failNext--;
          res.writeHead(503, { 'content-type': 'application/json', 'retry-after-ms': '10' }).end('{"error":{"message":"busy"}}');
          return;
        }
        if (body.voice === 'missing') {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"unknown voice"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav((String(body.input).split(' ').length * 0.3) / Number(body.speed ?? 1)));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const provider = (env: Record<string, string> = {}) =>
    new OpenAiSpeechProvider(loadConfig({ SPEECH_PROVIDER: 'openai', SPEECH_BASE_URL: base, SPEECH_API_KEY: 'sk-test', SPEECH_MODEL: 'kokoro', SPEECH_VOICE: 'af_heart,am_adam', SPEECH_MAX_RETRIES: '2', ...env }).speech, ffmpeg);

  it('posts the protocol (model, voice, input, WAV, speed) with the key; the WAV comes back as MP3 of its length', { timeout: 30_000 }, async () => {
    const p = provider();
    expect(p.voices.map((v) => v.name)).toEqual(['af_heart', 'am_adam']);
    const a = await p.synthesize({ text: 'one two three four five six', language: 'en', voice: 'am_adam', rate: 1.25 });
    expect(requests.at(-1)).toEqual({ url: '/v1/audio/speech', auth: 'Bearer sk-test', body: { model: 'kokoro', voice: 'am_adam', input: 'one two three four five six', response_format: 'wav', speed: 1.25 } });
    expect(a.durationSeconds).toBeCloseTo(1.44, 2);
    expect(Math.abs(mp3Info(a.audio).durationSeconds - a.durationSeconds)).toBeLessThan(0.15);
    expect(a.words).toHaveLength(6);
  });

  it('retries a busy server, then says what failed: the status after its tries, or the timeout', { timeout: 30_000 }, async () => {
    failNext = 2;
    const before = requests.length;
    await provider().synthesize({ text: 'after two refusals', language: 'en', voice: 'af_heart' });
    expect(requests.length - before).toBe(3);
    const refused = await provider()
      .synthesize({ text: 'no such voice', language: 'en', voice: 'missing' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SpeechError);
    expect((refused as Error).message).toMatch(/^the speech server answered 400 after 3 tries: .*unknown voice/);
    const slow = await provider({ SPEECH_TIMEOUT_MS: '200', SPEECH_MAX_RETRIES: '0' })
      .synthesize({ text: 'HANG', language: 'en', voice: 'af_heart' })
      .catch((e: unknown) => e);
    expect((slow as Error).message).toBe('the speech server did not answer within 200 ms (1 try)');
  });

  it('refuses to start without SPEECH_BASE_URL, naming it', () => {
    expect(() => loadConfig({ SPEECH_PROVIDER: 'openai' })).toThrow(/SPEECH_BASE_URL is required when SPEECH_PROVIDER=openai/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'piper' })).toThrow(/SPEECH_PROVIDER must be one of espeak, festival, openai/);
  });
});
