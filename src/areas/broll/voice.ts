import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, type FfmpegResult } from '../../generation/media/ffmpeg.js';
import { detectLanguage, isAbortError, type SpeechLanguage, type SpeechService, type WordTiming } from '../../generation/speech/index.js';
import { sceneCues, type Cue } from './captions.js';
import type { Scene } from './scenes.js';

/** silence after each scene's speech, so that sentences do not run into each other */
const TAIL_SECONDS = 0.35;
/** a scene whose speech is shorter still lasts this long */
const MIN_SCENE_SECONDS = 1.2;

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
      tracks: scenes.map((s) => ({ seconds: Math.max(0, s.end - s.start - TAIL_SECONDS) })),
      speechSeconds: 0,
      warnings: [...warnings, `the voice-over could not be spoken (${(err as Error).message}): the video is silent and timed on the short's beats`],
    };
  }
  return { ...base, tracks, speechSeconds: tracks.reduce((s, t) => s + t.seconds, 0), warnings };
}

/**
 * Times the scenes on the speech: each lasts its speech plus a short pause (whole frames), one
 * after the other; the captions are the phrases of each scene, each word timed on its speech.
 * Returns each scene's frame count and every cue.
 */
export function timeScenes(scenes: Scene[], voice: VoiceOver, fps: number): { frames: number[]; cues: Cue[][] } {
  const frames: number[] = [];
  const cues: Cue[][] = [];
  let at = 0;
  for (const [i, scene] of scenes.entries()) {
    const speech = voice.tracks[i]!.seconds;
    const n = Math.max(1, Math.round(Math.max(MIN_SCENE_SECONDS, speech + TAIL_SECONDS) * fps));
    scene.start = round2(at / fps);
    scene.end = round2((at + n) / fps);
    cues.push(sceneCues(scene.text, at / fps, Math.max(0.5, speech), (at + n) / fps, voice.tracks[i]!.words));
    frames.push(n);
    at += n;
  }
  return { frames, cues };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Joins the scene clips into the video with the voice-over: each scene's speech padded with
 * silence to the scene's exact length (so voice and picture stay in step), AAC. Clips all from
 * the same encoder are copied; mixed ones (a scene drawn by the ffmpeg fallback) re-encoded.
 */
export async function joinWithVoice(
  binary: string,
  dir: string,
  clips: string[],
  voice: VoiceOver,
  seconds: number[],
  out: string,
  opts: { reencode: boolean; fps: number; signal?: AbortSignal },
): Promise<FfmpegResult> {
  await fs.writeFile(path.join(dir, 'clips.txt'), clips.map((c) => `file '${c.replace(/'/g, "'\\''")}'`).join('\n') + '\n');
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
  const filter = `${parts.join(';')};${voice.tracks.map((_, i) => `[a${i}]`).join('')}concat=n=${voice.tracks.length}:v=0:a=1[a]`;
  const video = opts.reencode ? ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(opts.fps)] : ['-c:v', 'copy'];
  return runFfmpeg(binary, [...inputs, '-filter_complex', filter, '-map', '0:v', '-map', '[a]', ...video, '-c:a', 'aac', '-b:a', '128k', '-ac', '1', '-movflags', '+faststart', out], {
    cwd: dir,
    signal: opts.signal,
  });
}
