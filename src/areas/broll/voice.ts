import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, type FfmpegResult } from '../../generation/media/ffmpeg.js';
import { detectLanguage, isAbortError, type SpeechLanguage, type SpeechService } from '../../generation/speech/index.js';
import { sceneCues, type Cue } from './captions.js';
import type { Scene } from './scenes.js';

/** silence after each scene's speech, so that sentences do not run into each other */
const TAIL_SECONDS = 0.35;
/** a scene whose speech is shorter still lasts this long */
const MIN_SCENE_SECONDS = 1.2;

export interface VoiceOver {
  language: SpeechLanguage;
  /** per scene: its audio file in the run folder (undefined: silence), and the speech's seconds */
  tracks: { file?: string; seconds: number }[];
  speechSeconds: number;
  /** why there is no voice, when there is none */
  warning?: string;
}

/**
 * Speaks each scene's text in the short's language through the speech service the voice
 * export uses (cached by text), writing `voice-<i>.mp3` into `dir`. A speech engine that fails
 * leaves the video silent with a warning, timed on the short's own beats.
 */
export async function speakScenes(speech: SpeechService, scenes: Scene[], dir: string, signal?: AbortSignal): Promise<VoiceOver> {
  const language = detectLanguage(scenes.map((s) => s.text).join(' '));
  const tracks: VoiceOver['tracks'] = [];
  try {
    for (const scene of scenes) {
      const audio = await speech.speak({ text: scene.text, language }, { signal });
      const file = `voice-${scene.index}.${speech.format.extension}`;
      await fs.writeFile(path.join(dir, file), audio.audio);
      tracks.push({ file, seconds: audio.durationSeconds });
    }
  } catch (err) {
    if (isAbortError(err) || signal?.aborted) throw err;
    return {
      language,
      tracks: scenes.map((s) => ({ seconds: Math.max(0, s.end - s.start - TAIL_SECONDS) })),
      speechSeconds: 0,
      warning: `the voice-over could not be spoken (${(err as Error).message}): the video is silent and timed on the short's beats`,
    };
  }
  return { language, tracks, speechSeconds: tracks.reduce((s, t) => s + t.seconds, 0) };
}

/**
 * Times the scenes on the speech: each lasts its speech plus a short pause (whole frames), one
 * after the other; the captions are the phrases of each scene timed within its speech.
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
    cues.push(sceneCues(scene.text, at / fps, Math.max(0.5, speech), (at + n) / fps));
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
