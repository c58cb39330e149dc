import { execFile } from 'node:child_process';
import { loadConfig } from '../../src/config.js';
import { ffmpegBinary } from '../../src/generation/media/ffmpeg.js';
import { checkFestival } from '../../src/generation/speech/festival.js';
import { speechProvider } from '../../src/generation/speech/index.js';
import type { SpeechProvider } from '../../src/generation/speech/provider.js';
import { fmt } from './context.js';

/** About 40 words a language: what one B-roll scene or a short anecdote says. */
const TEXTS: Record<string, string> = {
  en: 'The night before demo day our build broke. We fixed it at three in the morning, slept two hours, and the demo worked. The lesson was simple: rehearse the boring parts, because that is where things go wrong when everybody is tired.',
  fr: "La veille du jour de la démo, notre version ne compilait plus. Nous l'avons réparée à trois heures du matin, dormi deux heures, et la démo a marché. La leçon était simple : répéter les parties ennuyeuses, là où tout casse.",
  de: 'Am Abend vor dem Demotag ging unser Build kaputt. Wir haben ihn um drei Uhr morgens repariert, zwei Stunden geschlafen, und die Demo hat funktioniert. Die Lehre war einfach: die langweiligen Teile üben, denn dort geht alles schief.',
  es: 'La noche antes del día de la demo se rompió nuestra versión. La arreglamos a las tres de la mañana, dormimos dos horas y la demo funcionó. La lección fue sencilla: ensayar las partes aburridas, porque ahí es donde todo falla.',
  pl: 'W noc przed dniem prezentacji nasza wersja przestała działać. Naprawiliśmy ją o trzeciej nad ranem, spaliśmy dwie godziny i prezentacja się udała. Lekcja była prosta: ćwiczyć nudne części, bo tam wszystko się psuje.',
};

/** Integrated loudness (EBU R128, LUFS) of an encoded file, by ffmpeg. */
function loudness(ffmpeg: string, audio: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const child = execFile(ffmpeg, ['-hide_banner', '-nostdin', '-i', 'pipe:0', '-af', 'ebur128', '-f', 'null', '-'], { maxBuffer: 64 * 1024 * 1024 }, (_err, _out, err) => {
      const m = /I:\s+(-?[\d.]+) LUFS/.exec(String(err).split('Summary:').pop() ?? '');
      resolve(m ? `${m[1]} LUFS` : '?');
    });
    child.stdin?.end(audio);
  });
}

/**
 * Real-time factor (seconds of work per second of speech, lower is faster) of each speech
 * provider per language, uncached: espeak-ng always, festival when installed, an
 * OpenAI-compatible server when SPEECH_BASE_URL is set (SPEECH_* as the service reads them).
 * A provider without a voice for a language is listed as what reads it instead.
 */
export async function voicesBench(): Promise<void> {
  const ffmpeg = ffmpegBinary(process.env.FFMPEG_PATH);
  const env = loadConfig({ ...process.env, SPEECH_PROVIDER: 'espeak' });
  const providers: SpeechProvider[] = [speechProvider(env)];
  const festival = await checkFestival();
  if (festival) console.log(`festival: not measured (${festival})`);
  else providers.push(speechProvider({ ...env, speech: { ...env.speech, provider: 'festival' } }));
  if (process.env.SPEECH_BASE_URL) providers.push(speechProvider(loadConfig({ ...process.env, SPEECH_PROVIDER: 'openai' })));
  else console.log('openai: not measured (set SPEECH_BASE_URL, SPEECH_MODEL, SPEECH_VOICE to measure an OpenAI-compatible server)');
  console.log(`${'provider'.padEnd(10)}${'language'.padEnd(10)}${'voice'.padEnd(16)}${'speech s'.padStart(9)}${'work s'.padStart(8)}${'RTF'.padStart(7)}${'words/min'.padStart(11)}  loudness`);
  for (const provider of providers) {
    await provider.warm?.();
    for (const [language, text] of Object.entries(TEXTS)) {
      const voice = provider.voices.find((v) => v.languages.includes(language));
      if (!voice) {
        console.log(`${provider.name.padEnd(10)}${language.padEnd(10)}(no voice: espeak-ng reads it, with a warning)`);
        continue;
      }
      const runs: number[] = [];
      let seconds = 0;
      let audio: Buffer = Buffer.alloc(0);
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const a = await provider.synthesize({ text: `${text}${' '.repeat(i)}`, language, voice: voice.name });
        runs.push((performance.now() - t0) / 1000);
        seconds = a.durationSeconds;
        audio = a.audio;
      }
      const work = runs.sort((a, b) => a - b)[1]!;
      const wpm = (text.split(/\s+/).length / seconds) * 60;
      console.log(`${provider.name.padEnd(10)}${language.padEnd(10)}${voice.name.padEnd(16)}${fmt(seconds, 2).padStart(9)}${fmt(work, 2).padStart(8)}${fmt(work / seconds, 3).padStart(7)}${fmt(wpm, 0).padStart(11)}  ${await loudness(ffmpeg, audio)}`);
    }
  }
}
