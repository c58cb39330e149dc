/** Colours of rendered media (thumbnails, B-roll scenes), as #rrggbb. */
export interface Palette {
  background: string;
  text: string;
  accent: string;
  /** where the colours came from: brand (site context), theme, component or builtin */
  source: 'brand' | 'theme' | 'component' | 'builtin';
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** #rgb / rgb / #rrggbb → #rrggbb (lower case); anything else → undefined. */
function normalizeHex(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = HEX.exec(value.trim());
  if (!m) return undefined;
  const h = m[1]!.toLowerCase();
  return `#${h.length === 3 ? [...h].map((c) => c + c).join('') : h}`;
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes two colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Text colour stays readable: below 4.5:1 on the background it becomes white or near-black. */
function readable(p: Palette): Palette {
  if (contrast(p.text, p.background) >= 4.5) return p;
  const text = contrast('#ffffff', p.background) >= contrast('#111111', p.background) ? '#ffffff' : '#111111';
  return { ...p, text };
}

const BUILTIN: Record<string, Omit<Palette, 'source'>> = {
  professional: { background: '#0f2540', text: '#ffffff', accent: '#f2b134' },
  playful: { background: '#ffd23f', text: '#1b1b1e', accent: '#ee4266' },
  inspiring: { background: '#2d1e4f', text: '#ffffff', accent: '#ff8c42' },
  calm: { background: '#e8f1ee', text: '#1d3b36', accent: '#2a9d8f' },
  bold: { background: '#111111', text: '#ffffff', accent: '#e63946' },
};

/** A built-in palette, picked by a theme's tone when one matches, else the default one. */
export function builtinPalette(tone?: string): Palette {
  const t = (tone ?? '').toLowerCase();
  const key = /fun|playful|witty|humor|light/.test(t) ? 'playful' : /inspir|motivat|warm|uplift/.test(t) ? 'inspiring' : /calm|gentle|soft|reflect/.test(t) ? 'calm' : /bold|direct|provoc|punchy/.test(t) ? 'bold' : 'professional';
  return { ...BUILTIN[key]!, source: 'builtin' };
}

export interface BrandColor {
  hex?: unknown;
  role?: unknown;
}

/**
 * A palette from a site context's visual identity colours (`recap.visualIdentity.colors`):
 * by role (background, text, accent/primary/brand), the rest by contrast. Undefined when the
 * site gave no usable colour.
 */
export function paletteFromBrand(colors: BrandColor[] | undefined): Palette | undefined {
  const list = (colors ?? []).map((c) => ({ hex: normalizeHex(c?.hex), role: typeof c?.role === 'string' ? c.role.toLowerCase() : '' })).filter((c): c is { hex: string; role: string } => !!c.hex);
  if (list.length === 0) return undefined;
  const byRole = (re: RegExp) => list.find((c) => re.test(c.role))?.hex;
  const accent = byRole(/accent|primary|brand|highlight|link|button/) ?? list[0]!.hex;
  const background = byRole(/background|bg|surface/) ?? (luminance(accent) > 0.5 ? '#111111' : mix(accent, '#000000', 0.55));
  const text = byRole(/^text|foreground|body|heading/) ?? '#ffffff';
  let p: Palette = { background, text, accent, source: 'brand' };
  if (contrast(p.accent, p.background) < 1.5) p = { ...p, accent: mix(p.accent, luminance(p.background) > 0.5 ? '#000000' : '#ffffff', 0.45) };
  return readable(p);
}

/** Colour values named in a key/value bag (theme config, component default props). */
export function paletteFromProps(props: Record<string, unknown> | undefined, base: Palette, source: Palette['source']): Palette {
  if (!props) return base;
  let background: string | undefined;
  let text: string | undefined;
  let accent: string | undefined;
  for (const [key, value] of Object.entries(props)) {
    const hex = normalizeHex(value);
    if (!hex) continue;
    const k = key.toLowerCase();
    if (/background|bg/.test(k)) background ??= hex;
    else if (/accent|primary|highlight|brand|secondary/.test(k)) accent ??= hex;
    else if (/text|foreground|fg|^color$|fontcolor/.test(k)) text ??= hex;
  }
  if (!background && !text && !accent) return base;
  return readable({ background: background ?? base.background, text: text ?? base.text, accent: accent ?? base.accent, source });
}

/** ffmpeg's colour syntax for #rrggbb. */
export function ffmpegColor(hex: string): string {
  return `0x${hex.slice(1)}`;
}
