import fs from 'node:fs/promises';
import path from 'node:path';
import { filterValue, runFfmpeg, type FfmpegResult } from '../../generation/media/ffmpeg.js';
import { detectLanguage, isAbortError, type SpeechLanguage, type SpeechService, type WordTiming } from '../../generation/speech/index.js';
import { sceneCues, type Cue } from './captions.js';
import { LENGTH, naturalLength, type Beat, type LengthPlan } from './length.js';
import type { Scene } from './scenes.js';

export interface VoiceOver {
  language: SpeechLanguage;
  /** the voice that read it (or would have), its provider and the speaking rate */
  voice: string;
  provider: string;
  rate: number;
  /** per scene: its audio file in the run folder (undefined: silence), the speech's seconds, its words' timings */
  tracks: { file?: string; seconds: number; words?: WordTiming[] }[];
  speechSeconds: number;
  /** why there is no voice, or why it is not the language's own */
  warnings: string[];
}

/** What a B-roll request asks of the voice: a voice name the service has, a speaking rate. */
export interface VoiceChoiceInput {
  voice?: string;
  rate?: number;
}

/**
 * Speaks each scene's text in the short's language through the speech service the voice
 * export uses (cached by text), writing `voice-<i>.mp3` into `dir`. A speech engine that fails
 * leaves the video silent with a warning, timed on the short's own beats.
 */
export async function speakScenes(speech: SpeechService, scenes: Scene[], dir: string, choice: VoiceChoiceInput = {}, signal?: AbortSignal): Promise<VoiceOver> {
  const language = detectLanguage(scenes.map((s) => s.text).join(' '));
  const rate = choice.rate ?? 1;
  const chosen = speech.choose(language, choice.voice);
  const base = { language, voice: chosen.voice.name, provider: chosen.provider.name, rate };
  const warnings = chosen.warning ? [chosen.warning] : [];
  const tracks: VoiceOver['tracks'] = [];
  try {
    for (const scene of scenes) {
      const audio = await speech.speak({ text: scene.text, language, voice: choice.voice, rate }, { signal });
      const file = `voice-${scene.index}.${speech.format.extension}`;
      await fs.writeFile(path.join(dir, file), audio.audio);
      tracks.push({ file, seconds: audio.durationSeconds, words: audio.words });
    }
  } catch (err) {
    if (isAbortError(err) || signal?.aborted) throw err;
    return {
      ...base,
      tracks: scenes.map((s) => ({ seconds: Math.max(0, s.end - s.start - LENGTH.natural.pause) })),
      speechSeconds: 0,
      warnings: [...warnings, `the voice-over could not be spoken (${(err as Error).message}): the video is silent and timed on the short's beats`],
    };
  }
  return { ...base, tracks, speechSeconds: tracks.reduce((s, t) => s + t.seconds, 0), warnings };
}

/**
 * Times the scenes on the speech: each beat lasts what the length plan gives it (whole frames;
 * without a plan, naturalLength's), one after the other; the captions are the phrases of each
 * scene, each word timed on its speech. Returns each scene's frame count and every cue.
 */
export function timeScenes(scenes: Scene[], voice: VoiceOver, fps: number, plan: LengthPlan = naturalLength(beatsOf(voice))): { frames: number[]; cues: Cue[][] } {
  const frames: number[] = [];
  const cues: Cue[][] = [];
  let at = 0;
  for (const [i, scene] of scenes.entries()) {
    const speech = voice.tracks[i]!.seconds;
    const n = Math.max(1, Math.round(plan.beats[i]! * fps));
    scene.start = round2(at / fps);
    scene.end = round2((at + n) / fps);
    cues.push(sceneCues(scene.text, at / fps, Math.max(0.5, speech), (at + n) / fps, voice.tracks[i]!.words));
    frames.push(n);
    at += n;
  }
  return { frames, cues };
}

/** The voice-over's tracks as the length plan sees them, with the medium each scene shows and (`cards`) whether it is drawn as its card. */
export const beatsOf = (voice: VoiceOver, scenes?: Scene[], cards?: boolean[]): Beat[] =>
  voice.tracks.map((t, i) => ({ seconds: t.seconds, spoken: !!t.file && voice.speechSeconds > 0, ...(scenes?.[i]?.mediaId ? { mediaId: scenes[i]!.mediaId } : {}), ...(cards?.[i] ? { card: true } : {}) }));

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The music's level under the voice-over. */
const MUSIC_VOLUME = 0.3;
/**
 * How far the music is lowered while the voice speaks (dB), and the ramps: down over `attack`
 * seconds before each scene's speech starts, back up over `release` seconds after it ends.
 */
export const DUCK = { db: 12, attack: 0.15, release: 0.4 };
/** seconds the music fades out over at the end (at most a quarter of the video) */
const MUSIC_FADE_SECONDS = 2;

/**
 * The music's gain over time (an ffmpeg expression of `t`, for `volume` with `eval=frame`):
 * MUSIC_VOLUME, lowered by DUCK.db while a scene's speech plays (from its scene's start for
 * the speech's seconds), ramped linearly in and out. The voice's own times, not its loudness:
 * every spoken stretch is lowered by the same amount, with no pumping between words.
 */
function duckingGain(voice: VoiceOver, seconds: number[]): string {
  let at = 0;
  const spans: string[] = [];
  for (const [i, track] of voice.tracks.entries()) {
    if (track.file && track.seconds > 0) {
      const [down, up] = [at - DUCK.attack, at + track.seconds + DUCK.release];
      spans.push(`clip((t-${down.toFixed(3)})/${DUCK.attack},0,1)*clip((${up.toFixed(3)}-t)/${DUCK.release},0,1)`);
    }
    at += seconds[i]!;
  }
  if (!spans.length) return String(MUSIC_VOLUME);
  const speaking = spans.reduce((a, b) => `max(${a},${b})`);
  const lowered = 1 - 10 ** (-DUCK.db / 20);
  return `${MUSIC_VOLUME}*(1-${lowered.toFixed(5)}*${speaking})`;
}

/**
 * Decodes the owner's music into the bed the join mixes (`music-bed.wav` in `dir`: mono PCM,
 * looped and cut to `seconds`), in an ffmpeg process of its own held to the render's limits:
 * the owner's file is never decoded by the join itself (whose memory the whole video's
 * encoding takes). Answers the bed's file name.
 */
export async function prepareMusic(binary: string, dir: string, file: string, seconds: number, opts: { limits: { timeoutMs: number; memoryBytes: number }; signal?: AbortSignal }): Promise<string> {
  const out = 'music-bed.wav';
  await runFfmpeg(binary, ['-stream_loop', '-1', '-i', file, '-vn', '-af', `aresample=44100,aformat=sample_fmts=s16:channel_layouts=mono,atrim=0:${seconds.toFixed(4)}`, '-c:a', 'pcm_s16le', out], {
    cwd: dir,
    signal: opts.signal,
    limits: opts.limits,
  });
  return out;
}

/**
 * Joins the scene clips into the video with the voice-over: each scene's speech padded with
 * silence to the scene's exact length (so voice and picture stay in step), AAC. Clips all from
 * the same encoder are copied; mixed ones (a scene drawn by the ffmpeg fallback) re-encoded.
 * With `music` (prepareMusic's bed in `dir`, as long as the video), it is mixed under the
 * voice: at MUSIC_VOLUME, lowered by DUCK.db while the voice speaks (duckingGain) and faded out
 * over the last seconds. With `logo` (prepareLogo's PNG in
 * `dir`), it is drawn in the top right corner of every frame (the video is then re-encoded).
 */
export async function joinWithVoice(
  binary: string,
  dir: string,
  clips: string[],
  voice: VoiceOver,
  seconds: number[],
  out: string,
  opts: { reencode: boolean; fps: number; signal?: AbortSignal; music?: string; logo?: { file: string; width: number } },
): Promise<FfmpegResult> {
  await fs.writeFile(path.join(dir, 'clips.txt'), `${clips.map((c) => `file '${c.replace(/'/g, "'\\''")}'`).join('\n')}\n`);
  const inputs: string[] = ['-f', 'concat', '-safe', '0', '-i', 'clips.txt'];
  const parts: string[] = [];
  let input = 1;
  for (const [i, track] of voice.tracks.entries()) {
    const d = seconds[i]!.toFixed(4);
    if (track.file) {
      inputs.push('-i', track.file);
      parts.push(`[${input++}:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=mono,apad,atrim=0:${d},asetpts=N/SR/TB[a${i}]`);
    } else {
      parts.push(`anullsrc=r=44100:cl=mono,atrim=0:${d},aformat=sample_fmts=fltp:channel_layouts=mono,asetpts=N/SR/TB[a${i}]`);
    }
  }
  let filter = `${parts.join(';')};${voice.tracks.map((_, i) => `[a${i}]`).join('')}concat=n=${voice.tracks.length}:v=0:a=1`;
  if (opts.music) {
    const total = seconds.reduce((a, b) => a + b, 0);
    const fade = Math.min(MUSIC_FADE_SECONDS, total / 4);
    inputs.push('-i', opts.music);
    filter +=
      '[voice];' +
      // in 10 ms frames, so that the gain, evaluated once a frame, ramps smoothly
      `[${input}:a]aresample=44100,aformat=sample_fmts=fltp:channel_layouts=mono,atrim=0:${total.toFixed(4)},asetpts=N/SR/TB,asetnsamples=n=441,volume=volume=${filterValue(duckingGain(voice, seconds))}:eval=frame[ducked];` +
      `[ducked]afade=t=out:st=${(total - fade).toFixed(4)}:d=${fade.toFixed(4)}[music];` +
      // amix halves both inputs: the voice is brought back to its own level
      `[voice][music]amix=inputs=2:duration=first:dropout_transition=0,volume=2[a]`;
  } else filter += '[a]';
  let videoOut = '0:v';
  if (opts.logo) {
    // the logo (already scaled) in the top right corner of every frame (the video re-encoded)
    const margin = Math.round(opts.logo.width / 30);
    inputs.push('-i', opts.logo.file);
    filter += `;[0:v][${input + (opts.music ? 1 : 0)}:v]overlay=x=W-w-${margin}:y=${margin}:format=auto,format=yuv420p[v]`;
    videoOut = '[v]';
  }
  // re-encoded with one x264 thread and no lookahead, as the sandbox's encoder: at 1080×1920 about
  // 90 MB instead of 270, and no slower on two cores
  const video = opts.reencode || opts.logo ? ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-threads', '1', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(opts.fps)] : ['-c:v', 'copy'];
  return runFfmpeg(binary, [...inputs, '-filter_complex', filter, '-map', videoOut, '-map', '[a]', ...video, '-c:a', 'aac', '-b:a', '128k', '-ac', '1', '-movflags', '+faststart', out], {
    cwd: dir,
    signal: opts.signal,
  });
}
