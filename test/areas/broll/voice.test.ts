import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scene } from '../../../src/areas/broll/scenes.js';
import { speakScenes, timeScenes } from '../../../src/areas/broll/voice.js';
import { ffmpegBinary } from '../../../src/generation/media/ffmpeg.js';
import { EspeakSpeechProvider } from '../../../src/generation/speech/espeak.js';
import { FestivalSpeechProvider } from '../../../src/generation/speech/festival.js';
import { SpeechService } from '../../../src/generation/speech/index.js';
import { mp3Info } from '../../support/audio.js';
import { ensureSystemPackages, INSTALL_TIMEOUT_MS } from '../../support/system-packages.js';

let dir: string;
let speech: SpeechService;
beforeAll(async () => {
  await ensureSystemPackages('festival');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-broll-voice-'));
  speech = new SpeechService(new FestivalSpeechProvider(ffmpegBinary(undefined)), path.join(dir, 'cache'), { fallback: new EspeakSpeechProvider() });
}, INSTALL_TIMEOUT_MS);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const scenes = (texts: string[]): Scene[] => texts.map((text, index) => ({ index, start: index * 3, end: index * 3 + 3, text, role: 'beat', category: 'text', props: {} }));

describe('B-roll voice-over with SPEECH_PROVIDER=festival', () => {
  it('English is read by the festival voice, each word timed inside its scene', { timeout: 60_000 }, async () => {
    const s = scenes(['The night before demo day, our build broke.', 'We fixed it at three in the morning.']);
    const voice = await speakScenes(speech, s, dir, { rate: 1.1 });
    expect(voice).toMatchObject({ language: 'en', voice: 'festival-slt', provider: 'festival', rate: 1.1, warnings: [] });
    for (const track of voice.tracks) expect(Math.abs(mp3Info(await fs.readFile(path.join(dir, track.file!))).durationSeconds - track.seconds)).toBeLessThan(0.2);
    const { frames, cues } = timeScenes(s, voice, 10);
    const words = cues.flat().flatMap((c) => c.words);
    expect(words.map((w) => w.word).join(' ')).toBe('The night before demo day, our build broke. We fixed it at three in the morning.');
    const second = cues[1]!.flatMap((c) => c.words);
    expect(second[0]!.start).toBeCloseTo(frames[0]! / 10, 3);
    for (const w of second) expect(w.end).toBeLessThanOrEqual((frames[0]! + frames[1]!) / 10 + 0.001);
  });

  it('a Polish short is read by the Polish espeak-ng voice, with a warning on the job, never by the English one', { timeout: 60_000 }, async () => {
    const s = scenes(['Mój pierwszy klient podpisał umowę dzień po tym, jak prawie zrezygnowałem.', 'Nie wierzyłem w ten projekt, ale on uwierzył.']);
    const voice = await speakScenes(speech, s, dir);
    expect(voice).toMatchObject({ language: 'pl', voice: 'espeak-pl', provider: 'espeak' });
    expect(voice.warnings).toEqual(["the festival speech provider has no Polish (pl) voice: espeak's espeak-pl reads it"]);
    expect(voice.speechSeconds).toBeGreaterThan(3);
  });
});
