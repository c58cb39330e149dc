import { createHash } from 'node:crypto';
import type { ShortScript } from '../../generation/tasks/short.js';
import { round1 } from '../../generation/tasks/spoken.js';
import { detectTextLanguage } from '../../generation/language.js';
import { statFigure } from '../../generation/writing/analyze/figures.js';
import type { ComponentCategory, ComponentRow } from '../components/repository.js';

/**
 * A B-roll scene as the job shows it: one beat of the short, its timing, and the component
 * chosen to show it with the props it is given.
 */
export interface Scene {
  index: number;
  start: number;
  end: number;
  text: string;
  caption?: string;
  role: 'hook' | 'beat' | 'closing';
  category: ComponentCategory;
  componentId?: string;
  componentName?: string;
  /** sha256 of the component's source and the props it was given, when it was chosen */
  componentSha256?: string;
  props: Record<string, unknown>;
  assetUrl?: string;
  /** the owner's image or clip the scene shows instead of its component (the request's `scenes`) */
  mediaId?: string;
  /** a target length merged this scene into the one before: that scene's visual shows both (its index) */
  shownWith?: number;
  /** a target length held this scene long enough to show it as two visuals */
  visuals?: number;
}

const CTA_VERBS = /\b(subscribe|follow|comment|share|tell me|try it|join|sign up|download|book a call|dm me)\b/i;
const STOP = new Set(['that', 'this', 'with', 'from', 'have', 'were', 'what', 'when', 'then', 'them', 'they', 'there', 'their', 'your', 'about', 'into', 'been', 'just', 'only', 'over', 'more', 'than']);

/**
 * What a scene's content calls for: the closing line → `cta` (as does a line asking the viewer
 * to act), a number → `stat`, a very short line → `transition`, anything else → `text`.
 */
export function categoryOf(text: string, role: Scene['role']): ComponentCategory {
  if (role === 'closing' || CTA_VERBS.test(text)) return 'cta';
  // a stat shows a real figure with what it counts (a share, an amount, a count): never an age, a year, a room number
  if (statFigure(text, detectTextLanguage(text).code)) return 'stat';
  if (text.split(/\s+/).filter(Boolean).length <= 3) return 'transition';
  return 'text';
}

/** The short's beats as timed scenes: the first is the hook, the last the closing line. */
export function splitScenes(short: ShortScript): Scene[] {
  const last = short.beats.length - 1;
  return short.beats.map((b, index) => {
    const role: Scene['role'] = index === 0 ? 'hook' : index === last ? 'closing' : 'beat';
    return { index, start: round1(b.start), end: round1(b.end), text: b.text, caption: b.caption, role, category: categoryOf(b.text, role), props: {} };
  });
}

function keywords(scene: Scene): Set<string> {
  const words = scene.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set(words.filter((w) => w.length > 3 && !STOP.has(w)));
  out.add(scene.role === 'beat' ? 'story' : scene.role);
  if (/%|percent/i.test(scene.text)) ['percent', 'percentage', 'growth'].forEach((w) => out.add(w));
  if (/[$€£]|\b(price|prices|revenue|money)\b/i.test(scene.text)) ['money', 'price', 'revenue'].forEach((w) => out.add(w));
  return out;
}

const termsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How well a component fits a scene: its category (10 for the one the scene calls for, 3 for a
 * text component, which can show any line, 2 for a custom one), plus 2 per tag and 1 per name
 * word found in the scene's content: its words, its role (hook, story, closing) and what it
 * holds (a percentage, money). Tags that only repeat the category ("number" on a stat) add
 * nothing: the category already counted.
 */
function fitScore(component: Pick<ComponentRow, 'category' | 'tags' | 'name'>, scene: Scene): number {
  const kw = keywords(scene);
  let score = component.category === scene.category ? 10 : component.category === 'text' ? 3 : component.category === 'custom' ? 2 : 0;
  if (score === 0) return 0;
  for (const tag of component.tags) if (termsOf(tag).some((t) => kw.has(t))) score += 2;
  for (const w of new Set(termsOf(component.name))) if (kw.has(w)) score += 1;
  return score;
}

/**
 * The component for a scene: the best-fitting one; with `avoid` (the previous choice, on a
 * re-render), the best other one of the same fit class (category match, or fallback) when the
 * library has one. Undefined when nothing fits: the scene is drawn in the built-in style.
 */
export function chooseComponent(scene: Scene, components: ComponentRow[], avoid?: string | null): { component: ComponentRow; score: number } | undefined {
  const ranked = components
    .map((component, order) => ({ component, score: fitScore(component, scene), order }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0];
  if (!best) return undefined;
  const sameClass = ranked.filter((r) => (best.score >= 10 ? r.score >= 10 : r.score < 10));
  return sameClass.find((r) => r.component.id !== avoid) ?? best;
}

/** The words after a figure up to the clause's end ("in one afternoon"), when they are a short whole phrase. */
function phraseAfter(text: string, from: number): string | undefined {
  const rest = /^[^,;:.!?—–]*/u.exec(text.slice(from))![0].trim();
  const words = rest.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 5 ? rest : undefined;
}

type Role = 'headline' | 'value' | 'prefix' | 'suffix' | 'label' | 'button';

/** The values a scene offers to a component's props, by role: a stat's value is a number (never NaN), its sign a prefix or suffix ("%" only for a share). */
function sceneValues(scene: Scene): Record<Role, string | number | undefined> {
  const figure = scene.category === 'stat' ? statFigure(scene.text, detectTextLanguage(scene.text).code) : undefined;
  const caption = scene.caption ?? scene.text;
  const verb = CTA_VERBS.exec(scene.text)?.[0];
  return {
    headline: scene.category === 'transition' ? caption : scene.text,
    value: figure && Number.isFinite(figure.value) ? figure.value : undefined,
    prefix: figure ? figure.prefix : undefined,
    suffix: figure ? figure.suffix : undefined,
    label: figure ? (figure.counts ?? phraseAfter(scene.text, figure.at + figure.text.length) ?? caption) : undefined,
    button: scene.category === 'cta' ? (verb ? verb[0]!.toUpperCase() + verb.slice(1) : 'Follow for more') : undefined,
  };
}

/** The figure as written ("40%", "$1,200"), for a component whose value prop is text. */
function valueText(scene: Scene): string | undefined {
  return statFigure(scene.text, detectTextLanguage(scene.text).code)?.text;
}

function propRole(key: string): Role | undefined {
  const k = key.toLowerCase();
  if (/^prefix/.test(k)) return 'prefix';
  if (/^suffix/.test(k)) return 'suffix';
  if (/button|cta|action|link/.test(k)) return 'button';
  if (/^(value|number|stat|figure|count|amount|metric)/.test(k)) return 'value';
  if (/label|subtitle|description|caption|subtext|unit/.test(k)) return 'label';
  if (/headline|title|heading|text|content|message|quote|line/.test(k)) return 'headline';
  return undefined;
}

/**
 * The props a component is given for a scene: its default props, with each prop whose name
 * says what it holds (headline, value, label, button...) filled from the scene's text (emptied
 * when the scene has nothing for it: a default never puts its own words in a video); when
 * none does, the scene's values are added under their own names. Without a component: the
 * scene's values.
 */
export function fillProps(component: Pick<ComponentRow, 'defaultProps'> | undefined, scene: Scene): Record<string, unknown> {
  const values = sceneValues(scene);
  const own = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  if (!component || Object.keys(component.defaultProps).length === 0) return own;
  const props: Record<string, unknown> = { ...component.defaultProps };
  const filled = new Set<string>();
  for (const key of Object.keys(props)) {
    const role = propRole(key);
    if (!role) continue;
    if (values[role] !== undefined) {
      props[key] = role === 'value' && typeof props[key] === 'string' ? (valueText(scene) ?? values[role]) : values[role];
      filled.add(role);
    } else if (typeof props[key] === 'string' || typeof props[key] === 'number') {
      // scene text comes from the scene: a default the scene has nothing for shows nothing
      props[key] = '';
    }
  }
  // a component none of whose props takes text still shows the scene's
  if (filled.size === 0) for (const [role, v] of Object.entries(own)) if (!(role in props)) props[role] = v;
  return props;
}

/**
 * Two adjacent beats a target length shows as one visual (length.ts): the first's component or
 * card and layout, carrying both beats' text. The headline is the two lines one after the other
 * (a transition's, their captions); a stat's card shows its figure and label rather than a
 * headline, so the second line goes after the label.
 */
export function mergedProps(component: Pick<ComponentRow, 'defaultProps'> | undefined, first: Scene, second: Scene): Record<string, unknown> {
  const caption = first.caption !== undefined || second.caption !== undefined ? `${first.caption ?? first.text} ${second.caption ?? second.text}` : undefined;
  const props = fillProps(component, { ...first, text: `${first.text} ${second.text}`, ...(caption !== undefined ? { caption } : {}) });
  if (first.category !== 'stat') return props;
  const line = second.caption ?? second.text;
  for (const [key, v] of Object.entries(props)) if (propRole(key) === 'label' && typeof v === 'string' && !v.includes(line)) props[key] = v ? `${v} · ${line}` : line;
  return props;
}

/** What a scene records of its component: sha256 of the source and the props (keys sorted), hex. */
export function componentHash(sourceCode: string, props: Record<string, unknown>): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
          )
        : v;
  const sorted = JSON.stringify(canon(props));
  return createHash('sha256').update(sourceCode).update('\0').update(sorted).digest('hex');
}

/** The text a rendered scene shows, read back from its props (whatever their names). */
export function shownText(props: Record<string, unknown>): Partial<Record<Role, string>> {
  const out: Partial<Record<Role, string>> = {};
  for (const [key, v] of Object.entries(props)) {
    const role = propRole(key);
    if (role && (typeof v === 'string' || typeof v === 'number') && String(v).trim() && out[role] === undefined) out[role] = String(v).trim();
  }
  return out;
}
