import type { BundledFamily } from '../media/fonts.js';
import type { Palette } from '../media/palette.js';

/**
 * What draws B-roll scenes and component previews (Deps.renderer), as SpeechProvider is for
 * speech: the sandboxed component renderer (./takumi.ts: QuickJS + takumi in capped children)
 * or the plain ffmpeg card (src/areas/broll/render.ts). The B-roll pipeline and the previews
 * know only this interface.
 */

/** One element of a frame: what the dialect's createElement produces, as plain data. */
export interface ElementNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: ElementNode | string | (ElementNode | string)[] };
}

/** Something drawn above the scene on each frame (captions), or nothing on that frame. */
export type FrameOverlay = (frame: number) => ElementNode | null;

type CardCategory = 'text' | 'stat' | 'cta' | 'transition' | 'custom';

/** The built-in card's content: the category's layout, its text, colours and timing. */
export interface CardContent {
  category: CardCategory;
  headline?: string;
  value?: string;
  label?: string;
  button?: string;
  palette: Palette;
  /** seconds the entrance animation lasts */
  enter: number;
  /** seconds the clip fades out at the end */
  exit: number;
  /** the brand's family, when not the default DejaVu Sans */
  fontFamily?: BundledFamily;
}

interface SceneComponent {
  id: string;
  name: string;
  sourceCode: string;
  props: Record<string, unknown>;
}

export interface SceneRequest {
  /** whose render this is: renders are shared fairly between owners */
  owner: string;
  /** what the warnings call this render ("scene 3") */
  label?: string;
  /** the component to draw; undefined: the built-in card */
  component?: SceneComponent;
  card: CardContent;
  /** the composition's size (components lay out at it) */
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** the output's share of that size */
  scale?: number;
  overlay?: FrameOverlay;
  /** the colour behind the component; unset: the card's background */
  background?: string;
}

export interface ConsoleLine {
  level: string;
  text: string;
}

export interface SceneResult {
  /** what drew the scene: the component, or the built-in card in its place */
  drawnBy: 'component' | 'card' | 'ffmpeg-card';
  /** why the component gave way to the card (names it), when it did */
  warning?: string;
  /** what the component printed, as data (never written to the server log) */
  console: ConsoleLine[];
}

/**
 * Reads one of an owner's own uploaded images (a post's image, by its stored file name) for a
 * render, from the project's media store (never over HTTP): its bytes when `fileName` is the
 * image of one of `owner`'s posts; undefined when it is not (another owner's, deleted, unknown);
 * `{ tooLarge }` with its size when it is over `maxBytes` (then nothing is read).
 */
export type OwnImages = (owner: string, fileName: string, maxBytes: number) => Promise<Buffer | { tooLarge: number } | undefined>;

export interface SceneRenderer {
  /** a short name for logs and job results ("sandbox", "ffmpeg-card") */
  readonly name: string;
  /** highest memory of the process tree seen during renders, bytes */
  readonly peakTreeRss: number;
  /**
   * Renders a scene to an H.264 MP4 (no audio) of exactly `frames` frames. A component that
   * fails or hits a limit gives way to the built-in card (`warning` names it); rejects only
   * when nothing could be drawn, or when `signal` aborts.
   */
  renderScene(req: SceneRequest, out: string, opts?: { signal?: AbortSignal; onFrames?: (rendered: number) => void }): Promise<SceneResult>;
  /** Renders frame `frame` of a scene as a PNG, within `timeoutMs`; a failing component rejects (a preview says why). */
  renderStill(req: SceneRequest, out: string, frame: number, opts: { timeoutMs: number }): Promise<SceneResult>;
  close(): Promise<void>;
}

/** A component that could not be rendered: the message says why (compile error, a limit, what it threw). */
export class ComponentRenderError extends Error {}
