/**
 * Burned-in caption styles: for a frame of a scene, the element tree the renderer draws over it
 * (div and span with CSS-like styles, laid out with flexbox): the phrase being spoken, with the
 * word being spoken highlighted as the style says. The renderer calls the overlay per frame.
 */
import { contrast, type Palette } from '../../generation/media/palette.js';
import type { ElementNode, FrameOverlay } from '../../generation/render/scene-renderer.js';
import type { Cue } from './captions.js';

const CAPTION_STYLES = ['clean', 'bold-highlight', 'boxed'] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];

/** A timed word (seconds from the overlay's frame 0); `cue` groups the words shown together (a phrase). */
export interface OverlayWord {
  word: string;
  start: number;
  end: number;
  cue?: number;
}

export interface OverlayOptions {
  width: number;
  height: number;
  fps: number;
  palette: Pick<Palette, 'background' | 'text' | 'accent'>;
  /** the brand's family (a bundled one); DejaVu Sans when absent */
  fontFamily?: string;
}

/** a phrase stays up this long after its last word when the next one is not due yet */
const HOLD_SECONDS = 0.6;
/** without cue numbers: at most this many words on screen, and a new phrase after a mark or a pause */
const MAX_WORDS = 6;
const PAUSE_SECONDS = 0.35;

interface Phrase {
  words: OverlayWord[];
  from: number;
  until: number;
}

/** The words grouped into phrases (by `cue`, else by marks, pauses and length), each with when it is on screen. */
function phrasesOf(words: OverlayWord[], maxWords = Infinity): Phrase[] {
  const groups: OverlayWord[][] = [];
  for (const [i, w] of words.entries()) {
    const prev = words[i - 1];
    const last = groups.at(-1);
    const split = !last || (w.cue !== undefined || prev?.cue !== undefined ? w.cue !== prev?.cue : last.length >= MAX_WORDS || /[.!?;:,—–]["”’)]*$/.test(prev!.word) || w.start - prev!.end > PAUSE_SECONDS);
    if (split) groups.push([w]);
    else last.push(w);
  }
  // a style with few words on screen shows a long phrase in even runs of at most maxWords
  const runs = groups.flatMap((g) => {
    const n = Math.max(1, Math.ceil(g.length / maxWords));
    const size = Math.ceil(g.length / n);
    return Array.from({ length: n }, (_, k) => g.slice(k * size, (k + 1) * size));
  });
  return runs.map((g, i) => {
    const next = runs[i + 1]?.[0]?.start;
    const end = g.at(-1)!.end + HOLD_SECONDS;
    return { words: g, from: g[0]!.start, until: next === undefined ? end : Math.min(next, end) };
  });
}

/** The colour that reads on `fill`: the palette's background or its text, whichever contrasts more. */
const onFill = (fill: string, p: OverlayOptions['palette']) => (contrast(p.background, fill) >= contrast(p.text, fill) ? p.background : p.text);

interface Look {
  row: Record<string, string | number>;
  word: Record<string, string | number>;
  spoken: Record<string, string | number>;
  uppercase: boolean;
  /** at most this many words on screen at once */
  maxWords?: number;
}

function lookOf(style: CaptionStyle, o: OverlayOptions): Look {
  const unit = Math.min(o.width, o.height);
  const p = o.palette;
  const base = { fontFamily: o.fontFamily ?? 'DejaVu Sans', fontWeight: 700, lineHeight: 1.25, color: '#ffffff' };
  if (style === 'bold-highlight') {
    const size = Math.round(unit * 0.075);
    return {
      row: { gap: Math.round(size * 0.25) },
      word: { ...base, fontSize: size, fontWeight: 900, padding: `${Math.round(size * 0.06)}px ${Math.round(size * 0.18)}px`, borderRadius: Math.round(size * 0.2), textShadow: '0 4px 10px rgba(0,0,0,0.7)' },
      spoken: { backgroundColor: p.accent, color: onFill(p.accent, p), textShadow: 'none', transform: 'scale(1.08)' },
      uppercase: true,
      maxWords: 3,
    };
  }
  if (style === 'boxed') {
    const size = Math.round(unit * 0.055);
    return {
      row: { gap: Math.round(size * 0.3), backgroundColor: 'rgba(0,0,0,0.62)', borderRadius: Math.round(size * 0.35), padding: `${Math.round(size * 0.35)}px ${Math.round(size * 0.6)}px` },
      word: { ...base, fontSize: size, borderBottom: `${Math.max(2, Math.round(size * 0.08))}px solid transparent` },
      spoken: { color: p.accent, borderBottom: `${Math.max(2, Math.round(size * 0.08))}px solid ${p.accent}` },
      uppercase: false,
    };
  }
  const size = Math.round(unit * 0.06);
  return {
    row: { gap: Math.round(size * 0.28) },
    word: { ...base, fontSize: size, textShadow: '0 2px 8px rgba(0,0,0,0.85)' },
    spoken: { color: p.accent },
    uppercase: false,
  };
}

/**
 * The caption overlay of `style` for timed words: `(frame) => ElementNode | null`, null when no
 * phrase is on screen. The phrase sits centred above the bottom safe area (22 % of the height on
 * a vertical frame, 10 % otherwise), at most 80 % of the width, wrapping; the word being spoken
 * (the last one started, so a pause keeps its highlight) takes the style's highlight.
 */
export function styledCaptionOverlay(words: OverlayWord[], style: CaptionStyle, o: OverlayOptions): FrameOverlay {
  const look = lookOf(style, o);
  const phrases = phrasesOf(
    words.filter((w) => w.word.trim()),
    look.maxWords,
  );
  const bottom = Math.round(o.height * (o.height > o.width ? 0.22 : 0.1));
  return (frame) => {
    const t = frame / o.fps;
    const phrase = phrases.find((p) => t >= p.from && t < p.until);
    if (!phrase) return null;
    let spoken = -1;
    for (const [i, w] of phrase.words.entries()) if (w.start <= t) spoken = i;
    const children: ElementNode[] = phrase.words.map((w, i) => ({
      type: 'span',
      props: { style: i === spoken ? { ...look.word, ...look.spoken } : { ...look.word }, children: look.uppercase ? w.word.toLocaleUpperCase() : w.word },
    }));
    return {
      type: 'div',
      props: {
        style: { position: 'absolute', left: 0, right: 0, bottom, display: 'flex', flexDirection: 'row', justifyContent: 'center' },
        children: {
          type: 'div',
          props: {
            style: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', maxWidth: Math.round(o.width * 0.8), ...look.row },
            children,
          },
        },
      },
    };
  };
}

/** A scene's cues as the overlay's words: each word numbered with its cue, times from `offset` (the scene's start). */
export function overlayWordsOf(cues: Cue[], offset = 0): OverlayWord[] {
  return cues.flatMap((c, cue) => c.words.map((w) => ({ word: w.word, start: w.start - offset, end: w.end - offset, cue })));
}
