import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Renders library components (Remotion TSX stored in the database) with Remotion 4 and the
 * system's Chromium (`browserExecutable`: Debian's package, never a downloaded browser).
 *
 * One "host" bundle (remotion-host/index.jsx) is built once per host source and Remotion
 * version and kept on disk; each render compiles the stored TSX with esbuild and hands the
 * compiled module text to the host as an input prop, so a job never bundles. One browser is
 * opened per process and reused. No `licenseKey` is ever passed: nothing is reported anywhere.
 * Everything here is loaded on first use (a worker that never renders never loads Remotion).
 */

export interface RenderLimits {
  /** a scene (or a still) taking longer is cancelled */
  timeoutMs: number;
  /** the process tree (this process, Chromium, the encoder) growing past this cancels the scene */
  maxMemoryBytes: number;
}

export class ComponentRenderError extends Error {
  /** true when nothing can render here (no Chromium, no host bundle), whatever the component */
  fatal = false;
}

const fatal = (message: string) => Object.assign(new ComponentRenderError(message), { fatal: true });

type Renderer = typeof import('@remotion/renderer');
type Browser = Awaited<ReturnType<Renderer['openBrowser']>>;

const HOST_ENTRY = 'index.jsx';

/** The project's root (the folder with package.json), from src/ or from dist/bundle/. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'src'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw fatal('the project folder (with src/) was not found: the component host cannot be bundled');
    dir = up;
  }
}

const hostDir = () => path.join(projectRoot(), 'src', 'generation', 'media', 'remotion-host');

/** Compiles a component's TSX into a CommonJS module text the host evaluates (5 to 50 ms). */
export async function compileComponent(source: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const out = await esbuild.transform(source, { loader: 'tsx', format: 'cjs', jsx: 'automatic', target: 'es2020', logLevel: 'silent' });
    return out.code;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    throw new ComponentRenderError(first ? `does not compile: ${first.text}${first.location ? ` (line ${first.location.line}:${first.location.column + 1})` : ''}` : 'does not compile');
  }
}

/**
 * Bytes of memory of a process and all its descendants (Linux /proc; 0 elsewhere): each
 * process's proportional set size (PSS, shared pages divided among the processes sharing them,
 * so Chromium's processes are not counted several times over), its RSS where PSS is unreadable.
 */
export function treeRss(root = process.pid): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pid = Number(e);
      rss.set(pid, Number(fields[21]) * 4096);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(pid);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += pss(pid) ?? rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function pss(pid: number): number | undefined {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The host's composition for a render, as its calculateMetadata works it out from the props
 * (size, frame rate, length): given directly, it spares selectComposition's extra page per scene.
 */
function compositionOf(scene: SceneRender, props: Record<string, unknown>) {
  return {
    id: 'Scene',
    width: scene.width,
    height: scene.height,
    fps: scene.fps,
    durationInFrames: scene.frames,
    defaultProps: {},
    props,
    defaultCodec: null,
    defaultOutName: null,
    defaultVideoImageFormat: null,
    defaultPixelFormat: null,
    defaultProResProfile: null,
    defaultSampleRate: null,
  };
}

export interface SceneRender {
  /** compiled component module (compileComponent), or undefined for the built-in card */
  moduleCode?: string;
  props?: Record<string, unknown>;
  /** the built-in card's content, shown when there is no module */
  card?: Record<string, unknown>;
  /** phrase captions, seconds from the scene's start */
  cues?: { start: number; end: number; text: string }[];
  safe?: { bottom: number; side: number };
  /** the composition's size (components lay out at it) */
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** the output's share of that size (Chromium draws fewer pixels) */
  scale?: number;
}

/**
 * One renderer per process: the host bundle (built on first use, then reused from disk), one
 * Chromium, and the peak memory of the process tree seen while rendering.
 */
export class ComponentRenderer {
  /** highest resident memory of this process and its children seen during renders, bytes */
  peakTreeRss = 0;
  private bundle?: Promise<string>;
  private browser?: Promise<Browser>;
  private renderer?: Promise<Renderer>;
  /** renders run one at a time per process (one browser, two cores) */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly opts: { chromiumPath: string; cacheDir?: string; log?: { warn(o: object, m: string): void } },
  ) {}

  private lib(): Promise<Renderer> {
    return (this.renderer ??= import('@remotion/renderer'));
  }

  /** The host bundle's folder, built once per host source and Remotion version (about 12 s). */
  hostBundle(): Promise<string> {
    this.bundle ??= this.buildHost().catch((err) => {
      this.bundle = undefined;
      throw err instanceof ComponentRenderError ? err : fatal(`the component host could not be bundled: ${(err as Error).message.split('\n')[0]}`);
    });
    return this.bundle;
  }

  private async buildHost(): Promise<string> {
    const dir = hostDir();
    const version = (JSON.parse(fs.readFileSync(path.join(projectRoot(), 'node_modules', 'remotion', 'package.json'), 'utf8')) as { version: string }).version;
    const hash = createHash('sha256').update(version).update(fs.readFileSync(path.join(dir, HOST_ENTRY))).digest('hex').slice(0, 16);
    const root = this.opts.cacheDir ?? path.join(os.tmpdir(), 'content-workflow-remotion');
    const target = path.join(root, `host-${hash}`);
    if (fs.existsSync(path.join(target, 'index.html'))) return target;
    const { bundle } = await import('@remotion/bundler');
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await bundle({ entryPoint: path.join(dir, HOST_ENTRY), outDir: tmp, enableCaching: false, onProgress: () => undefined });
    try {
      fs.renameSync(tmp, target);
    } catch {
      // another process finished first: use its bundle
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    return target;
  }

  private openBrowser(): Promise<Browser> {
    this.browser ??= this.lib()
      .then((r) => r.openBrowser('chrome', { browserExecutable: this.opts.chromiumPath, chromeMode: 'chrome-for-testing', logLevel: 'error' }))
      .catch((err) => {
        this.browser = undefined;
        throw fatal(`Chromium could not be started (${this.opts.chromiumPath}): ${(err as Error).message.split('\n')[0]}`);
      });
    return this.browser;
  }

  /** Checks that the bundle builds and Chromium starts (a worker calls it at start, in the background). */
  async warm(): Promise<void> {
    await Promise.all([this.hostBundle(), this.openBrowser()]);
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Runs `work` with a cancel signal that fires past `limits` (time, tree memory) or when
   * `signal` aborts; rejects with a ComponentRenderError saying which limit it hit.
   */
  private async bounded<T>(limits: RenderLimits, signal: AbortSignal | undefined, work: (cancel: ReturnType<Renderer['makeCancelSignal']>['cancelSignal']) => Promise<T>): Promise<T> {
    const { makeCancelSignal } = await this.lib();
    const { cancelSignal, cancel } = makeCancelSignal();
    let reason: string | undefined;
    const stop = (why: string) => {
      if (reason) return;
      reason = why;
      cancel();
    };
    const timer = setTimeout(() => stop(`took longer than ${Math.round(limits.timeoutMs / 1000)} s`), limits.timeoutMs);
    const sampler = setInterval(() => {
      const rss = treeRss();
      this.peakTreeRss = Math.max(this.peakTreeRss, rss);
      if (rss > limits.maxMemoryBytes) stop(`used more than ${Math.round(limits.maxMemoryBytes / 1048576)} MB`);
    }, 250);
    const onAbort = () => stop('was stopped');
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await work(cancelSignal);
    } catch (err) {
      if (signal?.aborted) throw signal.reason ?? err;
      if (reason) throw new ComponentRenderError(`rendering ${reason}`);
      if (err instanceof ComponentRenderError) throw err;
      throw new ComponentRenderError(`failed to render: ${(err as Error).message.split('\n')[0]!.slice(0, 300)}`);
    } finally {
      clearTimeout(timer);
      clearInterval(sampler);
      signal?.removeEventListener('abort', onAbort);
      this.peakTreeRss = Math.max(this.peakTreeRss, treeRss());
    }
  }

  /** Renders one scene to an H.264 MP4 (no audio) of exactly `frames` frames. */
  renderScene(scene: SceneRender, out: string, limits: RenderLimits, opts: { signal?: AbortSignal; onFrames?: (rendered: number) => void } = {}): Promise<void> {
    return this.serial(async () => {
      const [serveUrl, browser, r] = await Promise.all([this.hostBundle(), this.openBrowser(), this.lib()]);
      const inputProps = { ...scene, durationInFrames: scene.frames } as unknown as Record<string, unknown>;
      await this.bounded(limits, opts.signal, async (cancelSignal) => {
        await r.renderMedia({
          serveUrl,
          composition: compositionOf(scene, inputProps),
          inputProps,
          codec: 'h264',
          outputLocation: out,
          puppeteerInstance: browser,
          browserExecutable: this.opts.chromiumPath,
          chromeMode: 'chrome-for-testing',
          cancelSignal,
          muted: true,
          scale: scene.scale ?? 1,
          imageFormat: 'jpeg',
          jpegQuality: 85,
          x264Preset: 'veryfast',
          crf: 23,
          pixelFormat: 'yuv420p',
          // one tab: as fast as two on two cores (the encoder takes the other), and half Chromium's memory
          concurrency: 1,
          timeoutInMilliseconds: limits.timeoutMs,
          logLevel: 'error',
          overwrite: true,
          // a component's console (and its error, which the rejection carries) stays out of the logs
          onBrowserLog: () => undefined,
          onProgress: ({ renderedFrames }) => opts.onFrames?.(renderedFrames),
        });
      });
    });
  }

  /** Renders frame `frame` of a scene as a PNG. */
  renderStill(scene: SceneRender, out: string, limits: RenderLimits, frame = 0): Promise<void> {
    return this.serial(async () => {
      const [serveUrl, browser, r] = await Promise.all([this.hostBundle(), this.openBrowser(), this.lib()]);
      const inputProps = { ...scene, durationInFrames: scene.frames } as unknown as Record<string, unknown>;
      await this.bounded(limits, undefined, async (cancelSignal) => {
        const composition = await r.selectComposition({ serveUrl, id: 'Scene', inputProps, puppeteerInstance: browser, browserExecutable: this.opts.chromiumPath, logLevel: 'error', timeoutInMilliseconds: limits.timeoutMs, onBrowserLog: () => undefined });
        await r.renderStill({
          serveUrl,
          composition,
          inputProps,
          output: out,
          frame: Math.min(frame, composition.durationInFrames - 1),
          imageFormat: 'png',
          puppeteerInstance: browser,
          browserExecutable: this.opts.chromiumPath,
          chromeMode: 'chrome-for-testing',
          cancelSignal,
          timeoutInMilliseconds: limits.timeoutMs,
          logLevel: 'error',
          overwrite: true,
          onBrowserLog: () => undefined,
        });
      });
    });
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((b) => b.close({ silent: true })).catch(() => undefined);
  }
}
