import { sharp } from '../../on-demand.js';
import { fitText, textPathData } from './fonts.js';
import { contrast, mix, type Palette } from './palette.js';

const THUMBNAIL_WIDTH = 1280;
const THUMBNAIL_HEIGHT = 720;

export interface ThumbnailContent {
  /** the main line, laid out to fit */
  title: string;
  /** a smaller line (hook, kicker) */
  subtitle?: string;
  /** a short mark (a figure, "#1") drawn large in the split layout */
  badge?: string;
}

/** mulberry32: a small seeded generator, so a variation is the same image every time (and test/support/gguf.ts's weights are the same for a seed). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Decorative circles, placed by the variation's seed. */
function circles(rand: () => number, color: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 40 + rand() * 160;
    out += `<circle cx="${(rand() * THUMBNAIL_WIDTH).toFixed(0)}" cy="${(rand() * THUMBNAIL_HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" fill-opacity="${(0.08 + rand() * 0.14).toFixed(2)}"/>`;
  }
  return out;
}

/**
 * The thumbnail as SVG (1280x720): one of three layouts (left-aligned with an accent bar,
 * centered on a diagonal band, split panel with a badge) chosen by `variation`, whose seed
 * also places the decoration and tilts the gradient, so each variation is a different image.
 * Text is drawn as paths from the bundled font: nothing depends on the machine's fonts.
 */
function thumbnailSvg(content: ThumbnailContent, palette: Palette, variation: number): string {
  const rand = seededRandom(hash(content.title) ^ Math.imul(variation + 1, 2654435761));
  const layout = variation % 3;
  const W = THUMBNAIL_WIDTH;
  const H = THUMBNAIL_HEIGHT;
  const { background, text, accent } = palette;
  const angle = Math.round(rand() * 90);
  const defs = `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${mix(background, accent, 0.28)}"/></linearGradient></defs>`;
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`, circles(rand, accent, 3 + Math.floor(rand() * 4))];
  const subtitle = content.subtitle?.trim();

  if (layout === 0) {
    const title = fitText(content.title, { maxWidth: 1020, maxHeight: subtitle ? 400 : 480, maxSize: 120, minSize: 40, maxLines: 4 });
    const sub = subtitle ? fitText(subtitle, { maxWidth: 1020, maxHeight: 110, maxSize: 44, minSize: 26, maxLines: 2 }) : undefined;
    const blockH = title.height + (sub ? sub.height + 30 : 0);
    const top = (H - blockH) / 2;
    parts.push(`<rect x="110" y="${top.toFixed(0)}" width="18" height="${blockH.toFixed(0)}" rx="9" fill="${accent}"/>`);
    parts.push(`<path d="${textPathData(title, 160, top, 1020, 'left')}" fill="${text}"/>`);
    if (sub) parts.push(`<path d="${textPathData(sub, 160, top + title.height + 30, 1020, 'left')}" fill="${accent}"/>`);
  } else if (layout === 1) {
    const y1 = 120 + rand() * 120;
    const y2 = H - 120 - rand() * 120;
    parts.push(`<polygon points="0,${y1.toFixed(0)} ${W},${(y1 - 90).toFixed(0)} ${W},${(y2 + 60).toFixed(0)} 0,${(y2 + 150).toFixed(0)}" fill="${accent}" fill-opacity="0.9"/>`);
    const title = fitText(content.title, { maxWidth: 1080, maxHeight: subtitle ? 330 : 420, maxSize: 116, minSize: 40, maxLines: 4 });
    const sub = subtitle ? fitText(subtitle, { maxWidth: 1000, maxHeight: 100, maxSize: 40, minSize: 24, maxLines: 2 }) : undefined;
    const blockH = title.height + (sub ? sub.height + 24 : 0);
    const top = (H - blockH) / 2;
    const onAccent = contrast(background, accent) >= contrast(text, accent) ? background : text;
    parts.push(`<path d="${textPathData(title, 100, top, 1080, 'center')}" fill="${onAccent}"/>`);
    if (sub) parts.push(`<path d="${textPathData(sub, 140, top + title.height + 24, 1000, 'center')}" fill="${onAccent}" fill-opacity="0.85"/>`);
  } else {
    const panel = 430 + Math.round(rand() * 80);
    parts.push(`<rect width="${panel}" height="${H}" fill="${accent}"/>`);
    const badge = fitText(content.badge?.trim() || '▶', { maxWidth: panel - 80, maxHeight: 300, maxSize: 220, minSize: 48, maxLines: 2 });
    const onAccent = contrast(background, accent) >= contrast(text, accent) ? background : text;
    parts.push(`<path d="${textPathData(badge, 40, (H - badge.height) / 2, panel - 80, 'center')}" fill="${onAccent}"/>`);
    const boxW = W - panel - 110;
    const title = fitText(content.title, { maxWidth: boxW, maxHeight: subtitle ? 420 : 520, maxSize: 100, minSize: 34, maxLines: 5 });
    const sub = subtitle ? fitText(subtitle, { maxWidth: boxW, maxHeight: 110, maxSize: 38, minSize: 22, maxLines: 3 }) : undefined;
    const blockH = title.height + (sub ? sub.height + 26 : 0);
    const top = (H - blockH) / 2;
    parts.push(`<path d="${textPathData(title, panel + 60, top, boxW, 'left')}" fill="${text}"/>`);
    if (sub) parts.push(`<path d="${textPathData(sub, panel + 60, top + title.height + 26, boxW, 'left')}" fill="${accent}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${esc(content.title)}</title>${defs}${parts.join('')}</svg>`;
}

/** Renders the thumbnail SVG to a 1280x720 PNG with sharp. */
export async function renderThumbnail(content: ThumbnailContent, palette: Palette, variation: number): Promise<Buffer> {
  const svg = thumbnailSvg(content, palette, variation);
  return sharp()(Buffer.from(svg), { density: 72 }).resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).png({ compressionLevel: 8 }).toBuffer();
}
