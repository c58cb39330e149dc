import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pipeThrough, wavSeconds, wavToMp3 } from './audio.js';
import type { SpeechAudio, SpeechInput, SpeechProvider, Voice } from './provider.js';
import { wordsBySyllables } from './words.js';

/** Where Debian's festvox-us-slt-hts puts its voice (scripts/system-packages.mjs checks the same). */
const VOICE_DIR = '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts';
const BITRATE = 48;

const FESTIVAL_VOICES: Voice[] = [{ name: 'festival-slt', provider: 'festival', languages: ['en'] }];

/** Undefined when festival and its HTS voice are installed, else what is missing (checked at start, like ffmpeg). */
export function checkFestival(): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', 'command -v text2wave'], (err) => {
      if (err) resolve('text2wave (Debian package festival) is not installed: `node scripts/system-packages.mjs ensure festival`');
      else if (!existsSync(VOICE_DIR)) resolve(`${VOICE_DIR} (Debian package festvox-us-slt-hts) is not installed: \`node scripts/system-packages.mjs ensure festival\``);
      else resolve(undefined);
    });
  });
}

/**
 * English speech from Debian's festival with the HTS voice cmu_us_slt_arctic_hts (clearly
 * smoother than espeak-ng): `text2wave` runs as a child process per text (festival is a
 * separate program), its WAV encoded to MP3 by ffmpeg. Words are timed by syllables.
 */
export class FestivalSpeechProvider implements SpeechProvider {
  readonly name = 'festival';
  readonly version = `1-slt-hts-mp3-${BITRATE}k`;
  readonly format = { extension: 'mp3', mimeType: 'audio/mpeg' };
  readonly voices = FESTIVAL_VOICES;

  constructor(private readonly ffmpeg: string) {}

  async synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio> {
    // hts_engine's own speed (-r): Duration_Stretch means nothing to an HTS voice
    const rate = (input.rate ?? 1).toFixed(3);
    const text = input.text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
    const wav = await pipeThrough('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-eval', `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${rate}))))`], text, 'festival (text2wave)', signal);
    const durationSeconds = wavSeconds(wav);
    const audio = await wavToMp3(this.ffmpeg, wav, BITRATE, signal);
    return { audio, durationSeconds, words: wordsBySyllables(input.text, durationSeconds) };
  }
}
