import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type opentypeTypes from 'opentype.js';
import { opentype } from '../../on-demand.js';
import { codePointBoundary } from '../writing/cut.js';

/** A text-rendering step that cannot find or read its font; the message names the file. */
class FontError extends Error {}

export interface LoadedFont {
  /** absolute path of the TTF (ffmpeg's drawtext reads it) */
  file: string;
  face: opentypeTypes.Font;
}

const require = createRequire(import.meta.url);

/** The families rendered media can draw (the render child registers the same files: takumi.ts). */
export type BundledFamily = 'DejaVu Sans' | 'DejaVu Serif';
const BOLD_FILES: Record<BundledFamily, string> = { 'DejaVu Sans': 'DejaVuSans-Bold.ttf', 'DejaVu Serif': 'DejaVuSerif-Bold.ttf' };
const cached = new Map<BundledFamily, LoadedFont>();

/**
 * A font of rendered media, bold: DejaVu Sans (the default) or DejaVu Serif, shipped by the
 * dejavu-fonts-ttf npm package so that nothing has to be installed on the machine. Thumbnails
 * draw it as SVG paths; ffmpeg's drawtext reads the same file, so text measures the same everywhere.
 */
export function loadFont(family: BundledFamily = 'DejaVu Sans'): LoadedFont {
  const hit = cached.get(family);
  if (hit) return hit;
  let file: string;
  try {
    file = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', BOLD_FILES[family]);
  } catch {
    throw new FontError('no font file for drawing text: the dejavu-fonts-ttf package is not installed (run npm install)');
  }
  let buf: Buffer;
  try {
    buf = fs.readFileSync(file);
  } catch (err) {
    throw new FontError(`no font file for drawing text: ${file} cannot be read (${(err as Error).message})`);
  }
  const face = opentype().parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  const font = { file, face };
  cached.set(family, font);
  return font;
}

const SERIF = /serif|georgia|times|garamond|merriweather|playfair|lora|baskerville|caslon|crimson|libre|pt serif|source serif|bodoni|didot|cormorant|spectral|fraunces|domine|noto serif/i;
const MONO = /mono|code|courier|consolas|menlo|inconsolata/i;
const GEOMETRIC = /montserrat|poppins|futura|avenir|gotham|raleway|quicksand|nunito|manrope|outfit|urbanist|lexend|dm sans|circular|product sans|century gothic|josefin|sora|plus jakarta/i;
const HUMANIST = /open sans|lato|source sans|fira sans|noto sans|segoe|myriad|frutiger|gill sans|ubuntu|pt sans|work sans|mulish|cabin/i;
const GROTESK = /inter|helvetica|arial|roboto|neue|grotesk|ibm plex sans|sf pro|system-ui|archivo|figtree|geist/i;
const SCRIPT = /script|brush|hand|pacifico|lobster|caveat|dancing/i;

/** What kind of typeface a font family's name says it is (undefined: a name none of the known ones matches). */
export function familyKind(family: string): 'script' | 'monospace' | 'serif' | 'geometric' | 'humanist' | 'grotesque' | undefined {
  if (SCRIPT.test(family)) return 'script';
  if (MONO.test(family)) return 'monospace';
  if (SERIF.test(family) && !/sans/i.test(family)) return 'serif';
  if (GEOMETRIC.test(family)) return 'geometric';
  if (HUMANIST.test(family)) return 'humanist';
  if (GROTESK.test(family)) return 'grotesque';
  return undefined;
}

/** The bundled family a site's font family is drawn in: a serif one in DejaVu Serif, a known sans-serif one in DejaVu Sans; undefined for any other. */
export function bundledFamily(family: string): BundledFamily | undefined {
  const kind = familyKind(family);
  if (kind === 'serif') return 'DejaVu Serif';
  if (kind === 'geometric' || kind === 'humanist' || kind === 'grotesque' || /^(?:sans-serif|dejavu sans|verdana|tahoma)$/i.test(family.trim())) return 'DejaVu Sans';
  return undefined;
}

/** The text with characters the font has no glyph for dropped (emojis, CJK) and spaces tidied. */
function drawable(text: string, font = loadFont()): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (/\s/.test(ch)) out += ' ';
    else if (font.face.charToGlyphIndex(ch) > 0) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function measure(text: string, size: number, font = loadFont()): number {
  return font.face.getAdvanceWidth(text, size, { kerning: true });
}

export interface FitOptions {
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize: number;
  /** line height as a multiple of the font size */
  lineHeight?: number;
  maxLines?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
  /** widest line in pixels */
  width: number;
  /** block height in pixels (lines × size × lineHeight) */
  height: number;
}

/** Greedy word wrap at `size`; a word wider than the line is cut into pieces that fit. */
function wrap(text: string, size: number, maxWidth: number, font: LoadedFont): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size, font) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest, size, font) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), size, font) > maxWidth) cut--;
      cut = codePointBoundary(rest, cut) || Math.min(2, rest.length);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays `text` out to fit a box: the largest size (down to `minSize`) whose wrapped lines fit
 * both width and height; at the smallest size, the lines that do not fit are cut and the last
 * one ends with an ellipsis.
 */
export function fitText(text: string, opts: FitOptions, font = loadFont()): FittedText {
  const lineHeight = opts.lineHeight ?? 1.2;
  const clean = drawable(text, font);
  const result = (lines: string[], size: number): FittedText => ({
    lines,
    size,
    lineHeight,
    width: Math.max(0, ...lines.map((l) => measure(l, size, font))),
    height: lines.length * size * lineHeight,
  });
  if (!clean) return result([], opts.minSize);
  for (let size = opts.maxSize; size > opts.minSize; size = Math.floor(size * 0.92)) {
    const lines = wrap(clean, size, opts.maxWidth, font);
    if (lines.length * size * lineHeight <= opts.maxHeight && lines.length <= (opts.maxLines ?? Infinity)) return result(lines, size);
  }
  const size = opts.minSize;
  const all = wrap(clean, size, opts.maxWidth, font);
  const room = Math.max(1, Math.min(opts.maxLines ?? Infinity, Math.floor(opts.maxHeight / (size * lineHeight))));
  if (all.length <= room) return result(all, size);
  const kept = all.slice(0, room);
  let last = `${kept[room - 1]}…`;
  while (last.length > 1 && measure(last, size, font) > opts.maxWidth) last = `${last.slice(0, -2).trimEnd()}…`;
  kept[room - 1] = last;
  return result(kept, size);
}

/**
 * SVG path data drawing the fitted lines inside a box whose top-left corner is (x, y) and
 * whose width is `boxWidth`, each line aligned left, centered or right.
 */
export function textPathData(fitted: FittedText, x: number, y: number, boxWidth: number, align: 'left' | 'center' | 'right' = 'left', font = loadFont()): string {
  const { face } = font;
  const ascent = (face.ascender / face.unitsPerEm) * fitted.size;
  const descent = (Math.abs(face.descender) / face.unitsPerEm) * fitted.size;
  const step = fitted.size * fitted.lineHeight;
  // the glyph box (ascent + descent) centered in each line's step
  const pad = (step - ascent - descent) / 2;
  return fitted.lines
    .map((line, i) => {
      const w = measure(line, fitted.size, font);
      const left = align === 'left' ? x : align === 'center' ? x + (boxWidth - w) / 2 : x + boxWidth - w;
      return face.getPath(line, left, y + i * step + pad + ascent, fitted.size, { kerning: true }).toPathData(1);
    })
    .join('');
}
