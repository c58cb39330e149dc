import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { FairQueue } from '../../jobs/fair-queue.js';
import { runFfmpeg } from '../media/ffmpeg.js';
import { treeRss } from '../media/process-memory.js';
import { CARD_SOURCE, cardProps } from './card.js';
import { compileComponent } from './compile.js';
import { runSandbox, type ImageResolver, type SandboxJob, type SandboxLimits } from './sandbox.js';
import { ComponentRenderError, type ConsoleLine, type OwnImages, type SceneRenderer, type SceneRequest, type SceneResult } from './scene-renderer.js';
import { OWN_IMAGE } from './tree-check.mjs';

const require = createRequire(import.meta.url);

/** The project's fonts, registered in every render child: DejaVu Sans and Serif (dejavu-fonts-ttf). */
function fonts() {
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const f = (file: string, name: string, weight: number, style: string, generic: string) => ({ file: path.join(dir, file), name, weight, style, generic });
  return [
    f('DejaVuSans.ttf', 'DejaVu Sans', 400, 'normal', 'sans-serif'),
    f('DejaVuSans-Bold.ttf', 'DejaVu Sans', 700, 'normal', 'sans-serif'),
    f('DejaVuSans-Oblique.ttf', 'DejaVu Sans', 400, 'italic', 'sans-serif'),
    f('DejaVuSerif.ttf', 'DejaVu Serif', 400, 'normal', 'serif'),
    f('DejaVuSerif-Bold.ttf', 'DejaVu Serif', 700, 'normal', 'serif'),
  ];
}

export interface SandboxRendererOptions {
  ffmpeg: () => string;
  limits: Omit<SandboxLimits, 'sceneMs'> & { sceneMs: number };
  concurrency: number;
  perOwner: number;
  /** where a component's `/media/images/<name>` images are read, for the rendering owner only; unset: none is drawn */
  ownImages?: OwnImages;
}

/** An owner's image a render may draw: stored bytes at most (uploads are re-encoded, and bounded in pixels) */
const OWN_IMAGE_MAX_BYTES = 16 * 1024 * 1024;
/** different owner's images one render may draw */
const OWN_IMAGES_PER_RENDER = 8;

/** The scene's slow zoom, as the Remotion host drew it: 5% over the scene. */
const DRIFT = 0.05;

/**
 * The scene encoder's ffmpeg arguments: `frames` raw RGBA frames of `width`×`height` from its
 * standard input, encoded to `out` as H.264 (x264 superfast, one thread, no lookahead: about 75 MB
 * at 1080×1920). The bench's encoder floor encodes with the same arguments.
 */
export function sceneEncoderArgs(width: number, height: number, fps: number, frames: number, out: string): string[] {
  const rate = String(fps);
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-r',
    rate,
    '-i',
    'pipe:0',
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    // superfast over veryfast: about 12% less of the encoder's CPU on these flat frames, 8% more bytes, the same PSNR (52.6 dB against 52.4)
    '-preset',
    'superfast',
    '-tune',
    'zerolatency',
    '-crf',
    '23',
    '-threads',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-r',
    rate,
    '-g',
    String(fps * 2),
    '-video_track_timescale',
    '90000',
    '-an',
    '-movflags',
    '+faststart',
    out,
  ];
}

/**
 * Renders components (and the built-in card) in sandboxed children: QuickJS evaluates the
 * component, takumi draws its element trees with the project's fonts, raw frames are piped to
 * ffmpeg (x264, one thread). Renders are shared between owners round robin, with a cap per
 * owner (FairQueue). A component that fails or hits a limit is replaced by the card, and the
 * result's warning names it.
 */
export class SandboxSceneRenderer implements SceneRenderer {
  readonly name = 'sandbox';
  peakTreeRss = 0;
  readonly queue: FairQueue;
  private cardScript?: Promise<string>;
  private readonly compiled = new Map<string, Promise<string>>();
  private readonly fontList = fonts();

  constructor(private readonly opts: SandboxRendererOptions) {
    this.queue = new FairQueue(opts.concurrency, opts.perOwner);
  }

  private card(): Promise<string> {
    return (this.cardScript ??= compileComponent(CARD_SOURCE));
  }

  private compile(source: string): Promise<string> {
    let p = this.compiled.get(source);
    if (!p) {
      p = compileComponent(source);
      this.compiled.set(source, p);
      p.catch(() => this.compiled.delete(source));
      if (this.compiled.size > 64) this.compiled.delete(this.compiled.keys().next().value!);
    }
    return p;
  }

  private async job(req: SceneRequest, script: string, name: string, props: Record<string, unknown>, still?: number): Promise<SandboxJob & { fonts: unknown; limits: unknown }> {
    const overlays = req.overlay ? Array.from({ length: req.frames }, (_, f) => req.overlay!(f)) : undefined;
    return {
      layers: [{ name, script, props, drift: DRIFT }],
      config: { id: 'Scene', width: req.width, height: req.height, fps: req.fps, durationInFrames: req.frames },
      scale: req.scale ?? 1,
      background: req.background ?? req.card.palette.background,
      overlays,
      still: still === undefined ? undefined : { frame: Math.min(still, req.frames - 1) },
      fonts: this.fontList,
      limits: { ...this.opts.limits, maxImages: OWN_IMAGES_PER_RENDER, maxTextChars: 20_000, maxFontSize: 2000, maxTreeChars: 4_000_000, guestMemoryBytes: 128 * 1024 * 1024 },
    };
  }

  /**
   * Answers a render child naming `/media/images/<name>`: the bytes only when it is an image of
   * the rendering owner's posts, read from the media store once per render (the child keeps
   * them for every later frame). Anything else is refused, and the component gives way.
   */
  private images(owner: string): ImageResolver {
    return async (src) => {
      const notOwn = { refused: `the image ${src.slice(0, 80)}, which is not one of its owner's images (another owner's, deleted or unknown)` };
      if (!OWN_IMAGE.test(src) || !this.opts.ownImages) return notOwn;
      const got = await this.opts.ownImages(owner, src.slice(src.lastIndexOf('/') + 1), OWN_IMAGE_MAX_BYTES);
      if (!got) return notOwn;
      if (!Buffer.isBuffer(got)) return { refused: `the image ${src}, of ${got.tooLarge} bytes (over ${OWN_IMAGE_MAX_BYTES})` };
      return { data: got };
    };
  }

  private sample() {
    this.peakTreeRss = Math.max(this.peakTreeRss, treeRss());
  }

  private async encode(job: SandboxJob, out: string, limits: SandboxLimits, opts: { signal?: AbortSignal; onFrames?: (n: number) => void; images: ImageResolver }): Promise<ConsoleLine[]> {
    const w = Math.round(job.config.width * job.scale);
    const h = Math.round(job.config.height * job.scale);
    await fs.rm(out, { force: true });
    let input: Writable | undefined;
    const encoder = runFfmpeg(this.opts.ffmpeg(), sceneEncoderArgs(w, h, job.config.fps, job.config.durationInFrames, out), { signal: opts.signal, onInput: (stdin) => (input = stdin) });
    const sampler = setInterval(() => this.sample(), 250);
    // the encoder failing stops the child at once (its frames would have nowhere to go)
    const stop = new AbortController();
    const onAbort = () => stop.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const encoded = encoder.catch((err: unknown) => {
      stop.abort(err);
      throw err;
    });
    encoded.catch(() => undefined); // awaited below; the render's own failure may come first
    try {
      if (!input) throw new ComponentRenderError('the encoder could not be started');
      // frames go from the child to ffmpeg through one pipe: never through this process
      const result = await runSandbox(job, limits, { encoderInput: input, onFrame: opts.onFrames, signal: stop.signal, images: opts.images });
      await encoded;
      return result.console;
    } catch (err) {
      await encoder.catch(() => undefined);
      throw err;
    } finally {
      opts.signal?.removeEventListener('abort', onAbort);
      clearInterval(sampler);
      this.sample();
    }
  }

  async renderScene(req: SceneRequest, out: string, opts: { signal?: AbortSignal; onFrames?: (rendered: number) => void } = {}): Promise<SceneResult> {
    return this.queue.run(req.owner, async () => {
      const limits: SandboxLimits = this.opts.limits;
      let warning: string | undefined;
      let consoleLines: ConsoleLine[] = [];
      if (req.component) {
        const c = req.component;
        try {
          const script = await this.compile(c.sourceCode);
          consoleLines = await this.encode(await this.job(req, script, `component "${c.name}"`, c.props), out, limits, { ...opts, images: this.images(req.owner) });
          return { drawnBy: 'component', console: consoleLines };
        } catch (err) {
          if (opts.signal?.aborted) throw err;
          if (!(err instanceof ComponentRenderError)) throw err;
          consoleLines = (err as { console?: ConsoleLine[] }).console ?? [];
          warning = `component "${c.name}" (${c.id}) could not be rendered${req.label ? ` for ${req.label}` : ''} (${err.message}): the built-in card is shown instead`;
        }
      }
      await this.encode(await this.job(req, await this.card(), 'the built-in card', cardProps(req.card)), out, limits, { ...opts, images: this.images(req.owner) });
      return { drawnBy: 'card', warning, console: consoleLines };
    });
  }

  /**
   * A scene's raw RGBA frames (its size times `scale`, 4 bytes a pixel, frame after frame) written
   * to `frames` instead of an encoder: the component, or the card without one, in the same sandbox
   * as renderScene; a failing component rejects. For comparisons (the bench's encoder floor, the
   * drift tests); `plainDrift` draws without ./drift.mjs's lift.
   */
  async renderFrames(req: SceneRequest, frames: Writable, opts: { plainDrift?: boolean } = {}): Promise<void> {
    const script = req.component ? await this.compile(req.component.sourceCode) : await this.card();
    const name = req.component ? `component "${req.component.name}"` : 'the built-in card';
    const job = await this.job(req, script, name, req.component?.props ?? cardProps(req.card));
    // resolved once every frame is in `frames` (the child may exit before its last bytes are read)
    await Promise.all([runSandbox({ ...job, ...(opts.plainDrift ? { plainDrift: true } : {}) }, this.opts.limits, { frames, images: this.images(req.owner) }), finished(frames)]);
  }

  async renderStill(req: SceneRequest, out: string, frame: number, opts: { timeoutMs: number }): Promise<SceneResult> {
    return this.queue.run(req.owner, async () => {
      const script = req.component ? await this.compile(req.component.sourceCode) : await this.card();
      const name = req.component ? `component "${req.component.name}"` : 'the built-in card';
      const limits = { ...this.opts.limits, sceneMs: opts.timeoutMs, frameMs: Math.min(this.opts.limits.frameMs, opts.timeoutMs) };
      const job = await this.job(req, script, name, req.component?.props ?? cardProps(req.card), frame);
      const result = await runSandbox(job, limits, { images: this.images(req.owner) });
      this.sample();
      if (!result.png) throw new ComponentRenderError('drew nothing');
      await fs.writeFile(out, result.png);
      return { drawnBy: req.component ? 'component' : 'card', console: result.console };
    });
  }

  async close(): Promise<void> {}
}
