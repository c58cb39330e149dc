import type { Color, Oklch } from 'culori';
import type { AtRule, Declaration, Root } from 'postcss';
import { culori, postcssSafeParser } from '../../../on-demand.js';
import valueParser from 'postcss-value-parser';

interface ColorFact {
  hex: string;
  role: string;
  label: string;
  source: 'theme-color' | 'css';
}

export interface CssFacts {
  colors: ColorFact[];
  fontFamilies: string[];
  /** the generic family the main font falls back to, when one is given */
  fallbackGeneric?: string;
  cues: string[];
  background?: string;
}

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded', 'emoji', 'math', 'fangsong']);
const NOT_A_FAMILY = new Set(['-apple-system', 'blinkmacsystemfont', 'inherit', 'initial', 'unset', 'revert', 'var', 'apple color emoji', 'segoe ui emoji', 'segoe ui symbol', 'noto color emoji']);
const ROOT_SELECTOR = /(?:^|,)\s*(?:html|body|:root|main)\s*(?:$|,)/i;
const ACCENT_SELECTOR = /\b(?:a|button)\b(?![-\w])|\.(?:btn|button|cta|primary|accent|brand|highlight)|:hover|\.link/i;
const HEADING_SELECTOR = /(?:^|[\s,>])h[1-3]\b/i;
// culori and the CSS parser are loaded on the first analysis, not at start
let oklchOf: ((color: string) => Oklch | undefined) | undefined;
let diffOf: ((a: string, b: string) => number) | undefined;
const oklch = (hex: string) => (oklchOf ??= culori().converter('oklch'))(hex);
const diff = (a: string, b: string) => (diffOf ??= culori().differenceCiede2000())(a, b);
const parseColor = (text: string) => culori().parse(text);
const formatHex = (color: Color) => culori().formatHex(color);
const safeParse = (css: string) => postcssSafeParser()(css);

type Role = 'accent' | 'secondary' | 'background' | 'surface' | 'text' | 'heading' | 'border';

/** A readable name for a color: lightness and hue words ("Dark blue", "Off-white"). */
function colorLabel(hex: string): string {
  const c = oklch(hex);
  if (!c) return hex;
  const l = c.l;
  if ((c.c ?? 0) < 0.035) {
    if (l > 0.98 && (c.c ?? 0) < 0.01) return 'White';
    if (l > 0.94) return 'Off-white';
    if (l < 0.15) return 'Black';
    if (l < 0.3) return 'Near-black';
    return l > 0.65 ? 'Light gray' : 'Gray';
  }
  const h = c.h ?? 0;
  const name = h < 35 || h >= 350 ? 'red' : h < 75 ? 'orange' : h < 115 ? 'yellow' : h < 165 ? 'green' : h < 215 ? 'teal' : h < 285 ? 'blue' : h < 325 ? 'purple' : 'pink';
  if (l < 0.5 && name === 'orange') return l < 0.35 ? 'Dark brown' : 'Brown';
  const tone = l < 0.4 ? 'Dark' : l > 0.82 ? 'Light' : (c.c ?? 0) > 0.15 ? 'Vivid' : '';
  return tone ? `${tone} ${name}` : name[0]!.toUpperCase() + name.slice(1);
}

/** The comma-separated items of a CSS value, unquoted ("'Inter', sans-serif" → [Inter, sans-serif]). */
function commaList(value: string): string[] {
  const items: string[][] = [[]];
  for (const n of valueParser(value).nodes) {
    if (n.type === 'div' && n.value === ',') items.push([]);
    else items[items.length - 1]!.push(n.type === 'space' ? ' ' : n.value);
  }
  return items.map((parts) => parts.join('').replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Real-world CSS is often broken somewhere: the safe parser repairs what it can instead of giving up. */
function parseSheet(css: string): Root | undefined {
  try {
    return safeParse(css) as Root;
  } catch {
    return undefined;
  }
}

function inDarkScheme(decl: Declaration): boolean {
  for (let p = decl.parent; p; p = p.parent as typeof p) {
    if (p.type === 'atrule' && /prefers-color-scheme\s*:\s*dark/i.test((p as AtRule).params)) return true;
    if (p.type === 'atrule' && (p as AtRule).name === 'font-face') return true;
  }
  return false;
}

function selectorOf(decl: Declaration): string {
  return decl.parent?.type === 'rule' ? (decl.parent as unknown as { selector: string }).selector : '';
}

/** Colors and fonts of a site's stylesheets (postcss, postcss-value-parser, culori). */
export function analyzeCss(sheets: string[], opts: { themeColor?: string; fontHints?: string[] } = {}): CssFacts {
  const roots = sheets
    .slice(0, 20)
    .map(parseSheet)
    .filter((r): r is Root => Boolean(r));
  const vars = new Map<string, string>();
  for (const root of roots) root.walkDecls(/^--/, (d) => void (vars.has(d.prop) || inDarkScheme(d) ? undefined : vars.set(d.prop, d.value)));

  const resolve = (value: string, depth = 0): string => (depth > 4 ? value : value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^)]*))?\)/g, (_, name: string, fallback?: string) => resolve(vars.get(name) ?? fallback ?? '', depth + 1)));

  const scores = new Map<string, Map<Role, number>>();
  const add = (hex: string, role: Role, weight: number) => {
    const roles = scores.get(hex) ?? new Map<Role, number>();
    roles.set(role, (roles.get(role) ?? 0) + weight);
    scores.set(hex, roles);
  };
  const colorsIn = (value: string): string[] => {
    const found: string[] = [];
    valueParser(resolve(value)).walk((node) => {
      const text = node.type === 'function' && /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)$/i.test(node.value) ? valueParser.stringify(node) : node.type === 'word' ? node.value : undefined;
      if (!text || (node.type === 'word' && !/^#[0-9a-f]{3,8}$/i.test(text) && !/^[a-z]{3,20}$/i.test(text))) return;
      const parsed = parseColor(text);
      if (parsed && (parsed.alpha ?? 1) >= 0.5 && !/^(?:transparent|currentcolor)$/i.test(text)) found.push(formatHex(parsed));
      return node.type === 'function' ? false : undefined;
    });
    return found;
  };

  const families = new Map<string, number>();
  let fallbackGeneric: string | undefined;
  let fallbackWeight = 0;
  const addFamilies = (value: string, weight: number) => {
    const list = commaList(resolve(value));
    const primary = list.find((f) => !GENERIC.has(f.toLowerCase()) && !NOT_A_FAMILY.has(f.toLowerCase()));
    if (primary) families.set(primary, (families.get(primary) ?? 0) + weight);
    const generic = list.find((f) => GENERIC.has(f.toLowerCase()));
    if (generic && weight > fallbackWeight) [fallbackGeneric, fallbackWeight] = [generic.toLowerCase(), weight];
  };
  for (const f of opts.fontHints ?? []) families.set(f, (families.get(f) ?? 0) + 3);

  const cueCounts = { sticky: 0, grid: 0, radius: [] as number[], pill: 0, shadow: 0, maxWidth: [] as number[], uppercase: 0 };
  for (const root of roots) {
    root.walkAtRules('font-face', (at) => at.walkDecls('font-family', (d) => addFamilies(d.value, 1)));
    root.walkDecls((decl) => {
      if (inDarkScheme(decl)) return;
      const prop = decl.prop.toLowerCase();
      const sel = selectorOf(decl);
      const isRoot = ROOT_SELECTOR.test(sel);
      if (prop === 'font-family') return addFamilies(decl.value, isRoot ? 3 : HEADING_SELECTOR.test(sel) ? 2 : 1);
      if (prop.startsWith('--')) {
        if (/font|family/i.test(prop) && /,|sans|serif|mono/i.test(decl.value)) addFamilies(decl.value, 1);
        const role: Role | undefined = /primary|brand|accent|main|highlight|link/i.test(prop)
          ? 'accent'
          : /secondary|tertiary/i.test(prop)
            ? 'secondary'
            : /(?:^|-)(?:bg|background|base|canvas|page)(?:-|$)/i.test(prop)
              ? 'background'
              : /surface|card|panel/i.test(prop)
                ? 'surface'
                : /text|foreground|fg|body|ink|content/i.test(prop)
                  ? 'text'
                  : /border|line|divider|stroke/i.test(prop)
                    ? 'border'
                    : undefined;
        if (role) for (const hex of colorsIn(decl.value)) add(hex, role, 2);
        return;
      }
      if (prop === 'background' || prop === 'background-color') {
        const role: Role = isRoot ? 'background' : ACCENT_SELECTOR.test(sel) ? 'accent' : 'surface';
        for (const hex of colorsIn(decl.value)) add(hex, role, isRoot ? 5 : 1);
      } else if (prop === 'color') {
        const role: Role = isRoot ? 'text' : ACCENT_SELECTOR.test(sel) ? 'accent' : HEADING_SELECTOR.test(sel) ? 'heading' : 'text';
        for (const hex of colorsIn(decl.value)) add(hex, role, isRoot ? 5 : 1);
      } else if (/^(?:border(?:-\w+)?-color|border|outline-color)$/.test(prop)) {
        for (const hex of colorsIn(decl.value)) add(hex, 'border', 0.5);
      } else if (prop === 'fill' || prop === 'stroke') {
        for (const hex of colorsIn(decl.value)) add(hex, 'accent', 0.5);
      } else if (prop === 'position' && /sticky|fixed/i.test(decl.value) && /header|nav|top-?bar|menu/i.test(sel)) {
        cueCounts.sticky++;
      } else if (prop === 'display' && /\bgrid\b/.test(decl.value)) {
        cueCounts.grid++;
      } else if (prop === 'border-radius') {
        const px = /(\d+(?:\.\d+)?)(px|rem|%)/.exec(resolve(decl.value));
        if (px) {
          const size = px[2] === 'rem' ? Number(px[1]) * 16 : Number(px[1]);
          if (px[2] === '%' ? size >= 50 : size >= 100) cueCounts.pill++;
          else cueCounts.radius.push(size);
        }
      } else if (prop === 'box-shadow' && !/^none$/i.test(decl.value)) {
        cueCounts.shadow++;
      } else if (prop === 'max-width' && /container|wrap|content|inner|main|section/i.test(sel)) {
        const px = /^(\d{3,4})px$/.exec(decl.value.trim());
        if (px && Number(px[1]) >= 700 && Number(px[1]) <= 1800) cueCounts.maxWidth.push(Number(px[1]));
      } else if (prop === 'text-transform' && /uppercase/i.test(decl.value)) {
        cueCounts.uppercase++;
      }
    });
  }

  return {
    ...pickColors(scores, opts.themeColor),
    fontFamilies: [...families.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([f]) => f)
      .slice(0, 4),
    fallbackGeneric,
    cues: cssCues(cueCounts),
  };
}

function pickColors(scores: Map<string, Map<Role, number>>, themeColor: string | undefined): { colors: ColorFact[]; background?: string } {
  const chosen: ColorFact[] = [];
  const near = (hex: string) => chosen.some((c) => diff(c.hex, hex) < 5);
  const push = (hex: string | undefined, role: string, source: ColorFact['source'] = 'css') => {
    if (!hex || near(hex)) return;
    chosen.push({ hex, role, label: colorLabel(hex), source });
  };
  const theme = themeColor ? parseColor(themeColor) : undefined;
  if (theme) push(formatHex(theme), 'accent', 'theme-color');

  const best = (role: Role, filter: (hex: string) => boolean = () => true) =>
    [...scores.entries()]
      .filter(([hex, roles]) => (roles.get(role) ?? 0) > 0 && filter(hex))
      .sort((a, b) => (b[1].get(role) ?? 0) - (a[1].get(role) ?? 0))
      .map(([hex]) => hex);
  const chromatic = (hex: string) => (oklch(hex)?.c ?? 0) >= 0.04;

  for (const hex of best('accent', chromatic).slice(0, 3)) push(hex, 'accent');
  const background = best('background')[0];
  push(background, 'background');
  push(best('text')[0], 'text');
  push(best('heading')[0], 'heading');
  for (const hex of best('secondary').slice(0, 2)) push(hex, 'secondary');
  push(best('surface')[0], 'surface');
  push(best('border')[0], 'border');
  if (!chosen.some((c) => c.role === 'accent')) push(best('text', chromatic)[0] ?? best('surface', chromatic)[0], 'accent');
  return { colors: chosen.slice(0, 8), background: background ?? chosen.find((c) => c.role === 'background')?.hex };
}

function cssCues(c: { sticky: number; grid: number; radius: number[]; pill: number; shadow: number; maxWidth: number[]; uppercase: number }): string[] {
  const cues: string[] = [];
  if (c.sticky) cues.push('Sticky header that stays visible on scroll');
  if (c.maxWidth.length) {
    const common = c.maxWidth.sort((a, b) => a - b)[Math.floor(c.maxWidth.length / 2)];
    cues.push(`Centered content column (max width about ${common}px)`);
  }
  if (c.grid >= 2) cues.push('Grid-based sections');
  if (c.radius.length >= 3) {
    const median = c.radius.sort((a, b) => a - b)[Math.floor(c.radius.length / 2)]!;
    cues.push(median >= 8 ? `Rounded corners (about ${Math.round(median)}px)` : 'Subtle, mostly square corners');
  }
  if (c.pill) cues.push('Pill-shaped buttons');
  if (c.shadow >= 2) cues.push('Soft shadows on cards and buttons');
  if (c.uppercase >= 2) cues.push('Uppercase labels and small caps accents');
  return cues;
}
