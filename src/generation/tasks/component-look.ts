/**
 * Reads the visual intent of a component prompt: motion, direction, speed, size, weight, case,
 * colors, quoted text, a figure to show. Plain rules over the prompt's words, so the same
 * prompt always gives the same look; anything the prompt does not say takes the category's
 * default.
 */
export type Motion = 'slide' | 'fade' | 'zoom' | 'bounce' | 'typewriter' | 'wipe' | 'circle';
export type Direction = 'left' | 'right' | 'top' | 'bottom';

interface Figure {
  value: number;
  prefix: string;
  suffix: string;
  decimals: number;
  /** the words that follow the figure in the prompt, if any */
  label?: string;
}

export interface Look {
  motion?: Motion;
  direction?: Direction;
  /** frames the entrance takes */
  frames: number;
  fontSize: number;
  fontWeight: number;
  uppercase: boolean;
  color?: string;
  background?: string;
  accent?: string;
  /** the CSS font family the prompt asks for (a named family, or serif / monospace / handwriting) */
  font?: string;
  /** the button text a call to action asks for (subscribe, follow, sign up, ...) */
  action: string;
  /** quoted strings of the prompt, in order */
  quoted: string[];
  figure?: Figure;
}

const NAMED_COLORS: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#e53935',
  blue: '#1e88e5',
  green: '#43a047',
  yellow: '#fdd835',
  orange: '#fb8c00',
  purple: '#8e24aa',
  violet: '#7e57c2',
  pink: '#ec407a',
  gray: '#9e9e9e',
  grey: '#9e9e9e',
  teal: '#00897b',
  navy: '#1a237e',
  gold: '#ffc107',
  cyan: '#00bcd4',
  brown: '#6d4c41',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  lime: '#00ff00',
  indigo: '#3f51b5',
  maroon: '#800000',
  olive: '#808000',
  silver: '#c0c0c0',
  beige: '#f5f5dc',
  coral: '#ff7f50',
  turquoise: '#40e0d0',
  crimson: '#dc143c',
  lavender: '#e6e6fa',
  mint: '#98ff98',
  salmon: '#fa8072',
};

/** Font families a prompt may name, and the CSS stack each renders with (DejaVu is on every renderer). */
const FONTS: [RegExp, string][] = [
  [/\b(georgia|times(?: new roman)?|garamond|serif|elegant font|classic font)\b/, 'Georgia, "Times New Roman", "DejaVu Serif", serif'],
  [/\b(mono(?:space|spaced)?|courier|code font|typewriter font|terminal)\b/, '"Courier New", "DejaVu Sans Mono", monospace'],
  [/\b(handwrit\w*|script font|cursive|comic sans)\b/, '"Comic Sans MS", cursive'],
  [/\b(condensed|narrow)\b/, '"DejaVu Sans Condensed", "Arial Narrow", sans-serif'],
  [/\b(sans[- ]serif|helvetica|arial|inter|roboto|modern font)\b/, 'Inter, Helvetica, Arial, "DejaVu Sans", sans-serif'],
];

const COLOR = `#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b|\\b(?:${Object.keys(NAMED_COLORS).join('|')})\\b`;

function hex(word: string): string {
  const w = word.toLowerCase();
  if (NAMED_COLORS[w]) return NAMED_COLORS[w];
  if (/^#[0-9a-f]{3}$/.test(w)) return `#${[...w.slice(1)].map((c) => c + c).join('')}`;
  return w;
}

const MOTIONS: [Motion, RegExp][] = [
  ['typewriter', /\b(typewriter|typing|typed|types? (?:out|itself|themselves|in)|letter by letter|character by character)\b/],
  ['bounce', /\b(bounc\w*|spring\w*|pop\w*|elastic|jump\w*)\b/],
  ['circle', /\b(circle|circular|iris|radial)\b/],
  ['wipe', /\b(wipe\w*|sweep\w*|swipe\w*)\b/],
  ['zoom', /\b(zoom\w*|scal\w*|grow\w*|punch\w*)\b/],
  ['slide', /\b(slid\w*|mov\w* in|enters?|push\w*)\b/],
  ['fade', /\b(fad\w*|dissolv\w*|appear\w*)\b/],
];

const DIRECTIONS: [Direction, RegExp][] = [
  ['left', /\b(from the left|from left|left to right|leftward|left)\b/],
  ['right', /\b(from the right|from right|right to left|right)\b/],
  ['top', /\b(from the top|from above|drops?|top|down)\b/],
  ['bottom', /\b(from the bottom|from below|rises?|bottom|up)\b/],
];

function first<T>(text: string, table: [T, RegExp][]): T | undefined {
  let best: { value: T; at: number } | undefined;
  for (const [value, re] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { value, at: m.index };
  }
  return best?.value;
}

/** Words after a figure that start describing the animation rather than the figure. */
const LABEL_STOP = /^(counting|counts?|that|which|with|in|on|fast|slow\w*|quick\w*|animat\w*|while|and|from|to)$/i;

function figureOf(prompt: string): Figure | undefined {
  const m = /([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(%|k\b|m\b|x\b|\+)?([^.,;:!?"'“”]*)/i.exec(prompt);
  if (!m) return undefined;
  const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`);
  if (!Number.isFinite(value)) return undefined;
  const words = m[5]!.trim().split(/\s+/).filter(Boolean);
  const stop = words.findIndex((w) => LABEL_STOP.test(w));
  const label = words.slice(0, Math.min(stop < 0 ? words.length : stop, 6)).join(' ');
  return {
    value,
    prefix: m[1] ?? '',
    suffix: m[4] ? (m[4].length === 1 && /[kmx]/i.test(m[4]) ? m[4].toUpperCase() : m[4]) : '',
    decimals: m[3] ? Math.min(m[3].length, 3) : 0,
    ...(label ? { label } : {}),
  };
}

/** The button text a call to action asks for, from its verbs. */
function actionOf(p: string): string {
  if (/\bsubscrib/.test(p)) return 'Subscribe';
  if (/\bfollow/.test(p)) return 'Follow for more';
  if (/\bsign(?:\s|-)?up|register/.test(p)) return 'Sign up';
  if (/\b(buy|shop|order)\b/.test(p)) return 'Shop now';
  if (/\b(download|get the app)\b/.test(p)) return 'Download';
  if (/\b(book|call|demo)\b/.test(p)) return 'Book a call';
  return 'Learn more';
}

export function readLook(prompt: string): Look {
  const text = prompt.toLowerCase();
  const quoted = [...prompt.matchAll(/"([^"]{1,200})"|“([^”]{1,200})”|'([^']{2,200})'(?!\w)/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter(Boolean);

  const look: Look = {
    motion: first(text, MOTIONS),
    direction: first(text, DIRECTIONS),
    frames: /\b(fast|quick\w*|snappy|rapid\w*|instant\w*)\b/.test(text) ? 10 : /\b(slow\w*|gentl\w*|calm|smooth\w*|subtl\w*)\b/.test(text) ? 30 : 18,
    fontSize: /\b(huge|giant|massive|full[- ]screen)\b/.test(text) ? 140 : /\b(big|large|bold|headline)\b/.test(text) ? 110 : /\b(small|tiny|subtle|caption)\b/.test(text) ? 48 : 80,
    fontWeight: /\b(light|thin|elegant)\b/.test(text) ? 300 : /\b(bold|heavy|strong|black weight)\b/.test(text) ? 800 : 700,
    uppercase: /\b(uppercase|upper case|all caps|capitals|caps)\b/.test(text),
    action: actionOf(text),
    quoted,
    figure: figureOf(prompt.replace(/#[0-9a-f]{3,6}\b/gi, '')),
    font: FONTS.find(([re]) => re.test(text))?.[1],
  };

  // "white on black": text color on background; "<color> background" / "background of <color>"
  const on = new RegExp(`(${COLOR})\\s+(?:text\\s+)?on(?:\\s+an?)?\\s+(${COLOR})`, 'i').exec(text);
  if (on) {
    look.color = hex(on[1]!);
    look.background = hex(on[2]!);
  }
  const bg = new RegExp(
    `(${COLOR})\\s+(?:colou?red\\s+)?(?:background|backdrop|screen|canvas)|(?:background|backdrop)\\s+(?:colou?r\\s+)?(?:of\\s+|in\\s+|is\\s+|that is\\s+)?(?:an?\\s+)?(?:solid\\s+|plain\\s+|bright\\s+|deep\\s+|dark\\s+|light\\s+)?(${COLOR})`,
    'i',
  ).exec(text);
  if (bg && !look.background) look.background = hex((bg[1] ?? bg[2])!);
  const rest = [...text.matchAll(new RegExp(COLOR, 'gi'))].map((m) => hex(m[0])).filter((c) => c !== look.color && c !== look.background);
  if (rest.length) {
    look.accent = rest[0];
    if (!look.color) look.color = rest[0];
  }
  return look;
}
