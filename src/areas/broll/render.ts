import fs from 'node:fs/promises';
import path from 'node:path';
import { filterValue, runFfmpeg, type FfmpegResult } from '../../generation/media/ffmpeg.js';
import { fitText, loadFont, type BundledFamily, type FittedText } from '../../generation/media/fonts.js';
import { contrast, ffmpegColor, type Palette } from '../../generation/media/palette.js';
import type { CardContent, SceneRenderer, SceneRequest, SceneResult } from '../../generation/render/scene-renderer.js';

export type BrollFormat = 'VERTICAL' | 'HORIZONTAL' | 'SQUARE';

export const RESOLUTIONS: Record<BrollFormat, { width: number; height: number }> = {
  VERTICAL: { width: 1080, height: 1920 },
  HORIZONTAL: { width: 1920, height: 1080 },
  SQUARE: { width: 1080, height: 1080 },
};

/** What one scene clip shows: its category's layout, its text, colours and timing (the card's content). */
export type SceneVisual = CardContent;

interface Layer {
  text: FittedText;
  top: number;
  color: string;
  /** slides up while it fades in */
  animated: boolean;
}

/** ffmpeg encoding shared by every clip, so that the clips join without re-encoding. */
function encoding(fps: number): string[] {
  return ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-r', String(fps), '-g', String(fps * 2), '-video_track_timescale', '90000', '-an'];
}

const onColor = (fill: string, p: Palette) => (contrast(p.background, fill) >= contrast(p.text, fill) ? p.background : p.text);

/**
 * Lays the scene out for its category: `text` a headline beside an accent bar; `stat` the
 * figure large in the accent colour over its label; `cta` the line over an accent button;
 * `transition` a short line on an accent field; `custom` the line in an accent lower third.
 */
function layout(v: SceneVisual, W: number, H: number): { background: string; boxes: string[]; layers: Layer[] } {
  const p = v.palette;
  const maxW = W * 0.8;
  const left = (W - maxW) / 2;
  const unit = Math.min(W, H);
  const font = loadFont(v.fontFamily);
  const fit = (text: string, maxHeight: number, maxSize: number, minSize: number) => fitText(text, { maxWidth: maxW, maxHeight, maxSize, minSize, lineHeight: 1.25 }, font);
  const boxes: string[] = [];
  const layers: Layer[] = [];
  const headline = v.headline ?? v.label ?? v.value ?? '';
  let background = p.background;

  if (v.category === 'stat' && v.value) {
    const value = fit(v.value, H * 0.3, unit * 0.28, unit * 0.06);
    const label = v.label ? fit(v.label, H * 0.22, unit * 0.07, unit * 0.03) : undefined;
    const gap = unit * 0.04;
    const total = value.height + (label ? gap + label.height : 0);
    const top = (H - total) / 2;
    layers.push({ text: value, top, color: p.accent, animated: true });
    boxes.push(`drawbox=x=${Math.round(W * 0.3)}:y=${Math.round(top + value.height + gap / 2 - 4)}:w=${Math.round(W * 0.4)}:h=8:color=${ffmpegColor(p.accent)}:t=fill`);
    if (label) layers.push({ text: label, top: top + value.height + gap, color: p.text, animated: true });
  } else if (v.category === 'cta') {
    const line = fit(headline, H * 0.35, unit * 0.075, unit * 0.035);
    const button = fit(v.button ?? 'Follow for more', H * 0.1, unit * 0.06, unit * 0.03);
    const padX = unit * 0.06;
    const padY = unit * 0.03;
    const bw = Math.min(W * 0.9, button.width + 2 * padX);
    const bh = button.height + 2 * padY;
    const gap = unit * 0.08;
    const top = (H - line.height - gap - bh) / 2;
    layers.push({ text: line, top, color: p.text, animated: true });
    boxes.push(`drawbox=x=${Math.round((W - bw) / 2)}:y=${Math.round(top + line.height + gap)}:w=${Math.round(bw)}:h=${Math.round(bh)}:color=${ffmpegColor(p.accent)}:t=fill`);
    layers.push({ text: button, top: top + line.height + gap + padY, color: onColor(p.accent, p), animated: false });
  } else if (v.category === 'transition') {
    background = p.accent;
    const line = fit(headline, H * 0.3, unit * 0.1, unit * 0.04);
    layers.push({ text: line, top: (H - line.height) / 2, color: onColor(p.accent, p), animated: true });
  } else if (v.category === 'custom') {
    const band = H * 0.26;
    const bandTop = H * 0.62;
    boxes.push(`drawbox=x=0:y=${Math.round(bandTop)}:w=${W}:h=${Math.round(band)}:color=${ffmpegColor(p.accent)}@0.92:t=fill`);
    const line = fitText(headline, { maxWidth: maxW, maxHeight: band * 0.8, maxSize: unit * 0.065, minSize: unit * 0.03, lineHeight: 1.25 }, font);
    layers.push({ text: line, top: bandTop + (band - line.height) / 2, color: onColor(p.accent, p), animated: true });
  } else {
    const line = fit(headline, H * 0.55, unit * 0.085, unit * 0.035);
    const top = (H - line.height) / 2;
    boxes.push(`drawbox=x=${Math.round(left - unit * 0.04)}:y=${Math.round(top)}:w=${Math.round(unit * 0.015)}:h=${Math.round(line.height)}:color=${ffmpegColor(p.accent)}:t=fill`);
    layers.push({ text: line, top, color: p.text, animated: true });
  }
  return { background, boxes, layers };
}

export interface ClipOptions {
  binary: string;
  /** the run's folder: the clip and its text files are written here */
  dir: string;
  name: string;
  visual: SceneVisual;
  width: number;
  height: number;
  fps: number;
  frames: number;
  signal?: AbortSignal;
}

/**
 * Renders one scene as an H.264 MP4 clip of exactly `frames` frames: the background colour,
 * the category's boxes, each text line drawn with drawtext from the bundled font (from a text
 * file, so no text is ever parsed as filter syntax), sliding up and fading in over `enter`
 * seconds, the whole clip fading out to its background over `exit` seconds.
 */
export async function renderClip(o: ClipOptions): Promise<FfmpegResult> {
  const font = loadFont(o.visual.fontFamily);
  const { background, boxes, layers } = layout(o.visual, o.width, o.height);
  const seconds = o.frames / o.fps;
  const enter = Math.max(0.05, Math.min(o.visual.enter, seconds / 3));
  const exit = Math.max(0.05, Math.min(o.visual.exit, seconds / 3));
  const filters: string[] = [...boxes];
  let n = 0;
  for (const layer of layers) {
    const step = layer.text.size * layer.text.lineHeight;
    for (const [i, line] of layer.text.lines.entries()) {
      const file = `${o.name}-t${n++}.txt`;
      await fs.writeFile(path.join(o.dir, file), line);
      const y = Math.round(layer.top + i * step + (step - layer.text.size * 1.16) / 2);
      const rise = Math.round(o.height * 0.03);
      const yExpr = layer.animated ? `${y}+${rise}*max(0,1-t/${enter.toFixed(3)})` : String(y);
      const alpha = layer.animated ? `min(1,t/${enter.toFixed(3)})` : '1';
      filters.push(
        `drawtext=fontfile=${filterValue(font.file)}:textfile=${filterValue(file)}:expansion=none:fontsize=${Math.round(layer.text.size)}:fontcolor=${ffmpegColor(layer.color)}` + `:x=(w-text_w)/2:y=${filterValue(yExpr)}:alpha=${filterValue(alpha)}`,
      );
    }
  }
  filters.push(`fade=t=out:st=${(seconds - exit).toFixed(3)}:d=${exit.toFixed(3)}:color=${ffmpegColor(background)}`);
  const source = `color=c=${ffmpegColor(background)}:s=${o.width}x${o.height}:r=${o.fps}:d=${(seconds + 1).toFixed(3)}`;
  return runFfmpeg(o.binary, ['-f', 'lavfi', '-i', source, '-vf', filters.join(','), '-frames:v', String(o.frames), ...encoding(o.fps), '-movflags', '+faststart', `${o.name}.mp4`], {
    cwd: o.dir,
    signal: o.signal,
  });
}

export interface MediaClipOptions {
  binary: string;
  /** the run's folder: the medium is read from it, the clip and its text files written to it */
  dir: string;
  name: string;
  /** the medium's file in `dir`, and what it is */
  file: string;
  kind: 'image' | 'video';
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** the scene's captions, timed from the scene's start: drawn at the bottom, one phrase at a time */
  cues?: { start: number; end: number; text: string }[];
  /** the render's limits (BROLL_SCENE_TIMEOUT_SECONDS, BROLL_SCENE_MEMORY_MB) */
  limits: { timeoutMs: number; memoryBytes: number };
  /** the brand's family for the captions (DejaVu Sans when absent) */
  fontFamily?: BundledFamily;
  /** the second visual of a split scene: an image zooms back out, panning the other way; a clip goes on from `offset` seconds */
  second?: { offset: number };
  signal?: AbortSignal;
}

/** How far an image zooms over its scene (the slow Ken Burns push), and how far it pans across. */
const KEN_BURNS_ZOOM = 0.12;
const KEN_BURNS_PAN = 0.5;

/**
 * Renders a scene from one of the owner's media as an H.264 MP4 of exactly `frames` frames, in
 * a separate ffmpeg process held to the render's limits. An image is cropped to fill the format
 * (at twice the size, so the motion is smooth), then slowly zoomed in while panning from left
 * to right (zoompan); a clip is resampled to the frame rate, cropped to fill the format, and
 * looped when shorter than the scene (trimmed when longer). The captions are drawn over it,
 * white on a dark band, each phrase in its own time. Encoded as renderClip's clips are.
 */
export async function renderMediaClip(o: MediaClipOptions): Promise<FfmpegResult> {
  const { width: W, height: H, frames: n } = o;
  const cover = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1`;
  // a clip's second visual starts where the first left off (looped: within its length)
  const offset = o.second && o.kind === 'video' ? ['-ss', o.second.offset.toFixed(3)] : [];
  const input = o.kind === 'image' ? ['-loop', '1', '-framerate', String(o.fps), '-i', o.file] : ['-stream_loop', '-1', ...offset, '-i', o.file];
  // the second visual of an image runs the first backwards: zooming out, panning right to left
  const on = o.second ? `(${n}-1-on)` : 'on';
  const filters =
    o.kind === 'image'
      ? [
          cover(2 * W, 2 * H),
          // zoom grows over the scene; x pans across the room the zoom leaves, y stays centred
          `zoompan=z=${filterValue(`1+${KEN_BURNS_ZOOM}*${on}/${n}`)}:x=${filterValue(`(iw-iw/zoom)*(${(1 - KEN_BURNS_PAN) / 2}+${KEN_BURNS_PAN}*${on}/${n})`)}:y=${filterValue('(ih-ih/zoom)/2')}:d=1:s=${W}x${H}:fps=${o.fps}`,
        ]
      : [`fps=${o.fps}`, cover(W, H)];
  const font = loadFont(o.fontFamily);
  const unit = Math.min(W, H);
  for (const [i, cue] of (o.cues ?? []).entries()) {
    const fitted = fitText(cue.text, { maxWidth: W * 0.84, maxHeight: H * 0.16, maxSize: unit * 0.07, minSize: unit * 0.03, lineHeight: 1.25 }, font);
    const step = fitted.size * fitted.lineHeight;
    const top = H * 0.78 - fitted.height / 2;
    const when = filterValue(`between(t,${Math.max(0, cue.start).toFixed(3)},${cue.end.toFixed(3)})`);
    filters.push(`drawbox=x=0:y=${Math.round(top - unit * 0.02)}:w=${W}:h=${Math.round(fitted.height + unit * 0.04)}:color=black@0.55:t=fill:enable=${when}`);
    for (const [j, line] of fitted.lines.entries()) {
      const file = `${o.name}-c${i}-${j}.txt`;
      await fs.writeFile(path.join(o.dir, file), line);
      filters.push(
        `drawtext=fontfile=${filterValue(font.file)}:textfile=${filterValue(file)}:expansion=none:fontsize=${Math.round(fitted.size)}:fontcolor=white` + `:x=(w-text_w)/2:y=${Math.round(top + j * step + (step - fitted.size * 1.16) / 2)}:enable=${when}`,
      );
    }
  }
  filters.push('format=yuv420p');
  // one x264 thread without lookahead, as the sandbox's encoder: about 90 MB at 1080×1920 instead of 250 to 300
  return runFfmpeg(o.binary, [...input, '-vf', filters.join(','), '-frames:v', String(n), ...encoding(o.fps), '-tune', 'zerolatency', '-threads', '1', '-movflags', '+faststart', `${o.name}.mp4`], {
    cwd: o.dir,
    signal: o.signal,
    limits: o.limits,
  });
}

/**
 * Joins the two visuals of a split scene into the scene's clip (`out` in `dir`): copied when one
 * encoder made both, else re-encoded as renderClip's clips are.
 */
export async function joinParts(binary: string, dir: string, parts: string[], out: string, opts: { reencode: boolean; fps: number; signal?: AbortSignal }): Promise<FfmpegResult> {
  const list = `${path.basename(out, '.mp4')}-parts.txt`;
  await fs.writeFile(path.join(dir, list), `${parts.map((p) => `file '${p}'`).join('\n')}\n`);
  const video = opts.reencode ? [...encoding(opts.fps), '-tune', 'zerolatency', '-threads', '1'] : ['-c:v', 'copy', '-an'];
  return runFfmpeg(binary, ['-f', 'concat', '-safe', '0', '-i', list, ...video, '-movflags', '+faststart', out], { cwd: dir, signal: opts.signal });
}

/**
 * Decodes the owner's logo image into the PNG the join draws (`logo.png` in `dir`), a ninth of
 * the video's `width` wide, in an ffmpeg process of its own held to the render's limits.
 */
export async function prepareLogo(binary: string, dir: string, file: string, width: number, opts: { limits: { timeoutMs: number; memoryBytes: number }; signal?: AbortSignal }): Promise<string> {
  const w = Math.max(8, Math.round(width / 9 / 2) * 2);
  await runFfmpeg(binary, ['-i', file, '-vf', `scale=${w}:-2,format=rgba`, '-frames:v', '1', 'logo.png'], { cwd: dir, signal: opts.signal, limits: opts.limits });
  return 'logo.png';
}

/**
 * The plain card as a SceneRenderer: ffmpeg draws the built-in card of every scene (no
 * component code runs, no captions), for a machine where the sandboxed renderer is not wanted
 * (RENDERER=ffmpeg-card). A scene with a component says it was drawn as the card.
 */
export class FfmpegCardRenderer implements SceneRenderer {
  readonly name = 'ffmpeg-card';
  peakTreeRss = 0;

  constructor(private readonly binary: () => string) {}

  private async clip(req: SceneRequest, out: string, frames: number, signal?: AbortSignal): Promise<void> {
    const scale = req.scale ?? 1;
    const run = await renderClip({
      binary: this.binary(),
      dir: path.dirname(out),
      name: path.basename(out, '.mp4'),
      visual: req.card,
      width: Math.round(req.width * scale),
      height: Math.round(req.height * scale),
      fps: req.fps,
      frames,
      signal,
    });
    this.peakTreeRss = Math.max(this.peakTreeRss, run.peakRssKb * 1024);
  }

  async renderScene(req: SceneRequest, out: string, opts: { signal?: AbortSignal; onFrames?: (rendered: number) => void } = {}): Promise<SceneResult> {
    await this.clip(req, out, req.frames, opts.signal);
    opts.onFrames?.(req.frames);
    const warning = req.component ? `component "${req.component.name}" (${req.component.id}) was not rendered: this server draws built-in cards only (RENDERER=ffmpeg-card)` : undefined;
    return { drawnBy: 'ffmpeg-card', warning, console: [] };
  }

  async renderStill(req: SceneRequest, out: string, frame: number): Promise<SceneResult> {
    const n = Math.min(frame, req.frames - 1);
    const clip = `${out.replace(/\.png$/, '')}-still.mp4`;
    await this.clip(req, clip, n + 1);
    await runFfmpeg(this.binary(), ['-i', clip, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', out]);
    await fs.rm(clip, { force: true });
    return { drawnBy: 'ffmpeg-card', console: [] };
  }

  async close(): Promise<void> {}
}
