import type { Task } from '../task.js';
import { describeVerdict, fails, judge, textLanguage, type Platform, type Verdict } from './judge.js';

/**
 * The quality gate: every generated output is judged before anyone stores it, whatever the
 * provider. A failing output (a broken fill-in, a sentence in another language, a frame
 * repeated) is replaced by the first of the task's local candidates that passes (its plans in
 * order of preference, ending with a safe form), and the replacement is said in a warning.
 */

interface JudgedText {
  text: string;
  platform: Platform;
}

/** Keys whose strings are not prose: identifiers, code, colours, enums, links, the input's earlier draft. */
const NOT_PROSE = /^(?:id|\w*Ids?|url|href|src|sourceCode|code|\w*[cC]olou?r|category|kind|type|format|language|detectedLanguage|slug|font\w*|angle|previousDraft|mood|tags?|keywords)$/;
const CODE = /=>|\bimport\s|<\/|\{\s*\n|^\s*[#.]?[\w-]+\s*\{/;

/** Every prose string of a value with the key it sits under, depth first. */
function leaves(value: unknown, key = '', out: Array<{ key: string; text: string }> = []): Array<{ key: string; text: string }> {
  if (typeof value === 'string') {
    if (!NOT_PROSE.test(key) && /\p{L}{2}/u.test(value) && !CODE.test(value) && !/^https?:\/\//.test(value)) out.push({ key, text: value });
  } else if (Array.isArray(value)) for (const v of value) leaves(v, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, k, out);
  return out;
}

/** Output fields whose name says what they are for (a post's `content`, an article's `markdown`). */
const BY_KEY: Record<string, Platform> = { content: 'linkedin', markdown: 'article' };

/** The texts of an output the judges read: the task's own choice, else every prose string leaf. */
function judgedTexts<I, O>(task: Task<I, O>, output: O): JudgedText[] {
  if (task.judged) return task.judged(output);
  return leaves(output).map(({ key, text }) => ({ text, platform: BY_KEY[key] ?? (text.includes('\n') || text.length > 200 ? 'text' : 'line') }));
}

/** What the output was written from, found in the input: all its prose and, for one story, its title. */
export function gateContext(input: unknown): { source?: string; title?: string; titles?: string[] } {
  const all = leaves(input);
  // every prose string of the input: a site's material holds its claims in short strings ("our clients see 35% more bookings"),
  // and a figure or a phrase the output takes from one is no mismatch nor a cut
  // (titles aside: a title printed twice is counted against the story's own text)
  const source = all
    .filter((l) => l.key !== 'title' && l.key !== 'topic')
    .map((l) => l.text)
    .join('\n');
  // an article's topic is its title (its heading and its lead say it, not a frame repeated), whatever stories it draws on
  const topic = all.filter((l) => l.key === 'topic');
  // (a carousel's outline and its story carry the same title: one title said twice is still one)
  const titles = [...new Set((topic.length === 1 ? topic : all.filter((l) => l.key === 'title')).map((l) => l.text.trim()))];
  const allTitles = [...new Set(all.filter((l) => l.key === 'title' || l.key === 'topic').map((l) => l.text.trim()))];
  return { ...(source ? { source } : {}), ...(titles.length === 1 ? { title: titles[0]! } : {}), ...(allTitles.length ? { titles: allTitles } : {}) };
}

interface Judged<O> {
  output: O;
  failing: Array<{ text: JudgedText; verdict: Verdict }>;
}

export interface GateResult<O> {
  output: O;
  warnings: string[];
}

/** At most this many candidates are judged: the plans of a writer are few, the safe form comes last. */
const MAX_CANDIDATES = 12;

/** Judges every text of an output; `undefined` when the task writes no prose for a reader (a component's code). */
function judgeWith<I, O>(task: Task<I, O>, input: I): ((output: O) => Judged<O>) | undefined {
  if (!task.language && !task.judged) return undefined;
  const context = gateContext(input);
  const told = task.language?.(input);
  return (output: O): Judged<O> => {
    const texts = judgedTexts(task, output);
    const language = told ?? textLanguage(texts.map((t) => t.text).join('\n'));
    const failing = texts.map((text) => ({ text, verdict: judge(text.text, text.platform, { language, ...context }) })).filter((x) => fails(x.verdict));
    return { output, failing };
  };
}

/**
 * What the judges find wrong with an output, one line per failing text, in words a model can act
 * on in its repair turn: "`slides[3].body` reads broken: …". Empty when it passes.
 */
export function findings<I, O>(task: Task<I, O>, input: I, output: O): string[] {
  const judged = judgeWith(task, input)?.(output);
  if (!judged) return [];
  return judged.failing.map(({ text, verdict }) => `"${text.text.length > 120 ? `${text.text.slice(0, 117)}…` : text.text}" ${describeVerdict(verdict).join('; ')}`);
}

/**
 * `writer`: who wrote `first`, for the warnings: a model (whose failing draft the offline writer's
 * text replaces) or the offline writer (whose next plan does).
 */
export function gate<I, O>(task: Task<I, O>, input: I, first: O, opts: { writer: 'model' | 'offline'; validate: (raw: unknown) => O }): GateResult<O> {
  const judgeOutput = judgeWith(task, input);
  if (!judgeOutput) return { output: first, warnings: [] };
  const initial = judgeOutput(first);
  if (initial.failing.length === 0) return { output: first, warnings: [] };

  const what = opts.writer === 'model' ? "the model's draft" : "the writer's first plan";
  const why = (j: Judged<O>) => describeVerdict(j.failing[0]!.verdict).join('; ');
  const seen = new Set([JSON.stringify(first)]);
  const tried: Judged<O>[] = [];
  const all = [...take(task.candidates ? task.candidates(input) : [task.local(input)], MAX_CANDIDATES)];
  for (const [index, candidate] of all.entries()) {
    const key = JSON.stringify(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    let valid: O;
    try {
      valid = opts.validate(candidate);
    } catch {
      continue;
    }
    const judged = judgeOutput(valid);
    if (judged.failing.length === 0) {
      const by = opts.writer === 'model' ? "the offline writer's text" : index === all.length - 1 && all.length > 1 ? "the writer's safe form" : `the writer's plan ${index + 1}`;
      return { output: valid, warnings: [`quality gate: ${what} ${why(initial)}; replaced by ${by}`] };
    }
    tried.push(judged);
  }
  // nothing passes: the output with the fewest failing texts, the first one on a tie
  const best = tried.reduce((b, j) => (j.failing.length < b.failing.length ? j : b), initial);
  const kept = best === initial ? what : opts.writer === 'model' ? "the offline writer's text" : 'the candidate with the fewest defects';
  return { output: best.output, warnings: [`quality gate: no candidate passed; kept ${kept}, which ${why(best)}`] };
}

function* take<T>(items: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  let i = 0;
  for (const item of items) {
    yield item;
    if (++i >= n) return;
  }
}
