import { compromise } from '../../on-demand.js';
import { describeVerdict, judge, lengthRange, textLanguage, type JudgeOptions, type Platform, type Verdict } from './judge.js';
import { assessRisk } from './risk.js';
import { sentences, words } from './text.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * Quality and risk of a generated text, from a documented rubric (0 to 100).
 *
 * Craft, four parts of 25:
 * - readability: average sentence length close to 8..20 words scores full marks;
 * - length fit: the text's characters inside the platform's range score full marks, falling
 *   off linearly to 0 at half the minimum or twice the maximum;
 * - hook strength: a first sentence of at most 12 words scores, plus a question, a number, a
 *   first-person or second-person opener, or a contrast word;
 * - repetition: the share of repeated word trigrams; none scores full marks.
 * Craft is 0 to 100 less, with the source given, the share copied from it in runs of 8+ words
 * beyond 60% (0.5 points per percent, up to 20: a post may keep the author's own sentences, the
 * copy share is reported, not a target).
 *
 * The score comes from the findings of the judges the quality gate and the eval use (judge.ts):
 * a broken sentence or fill-in (a figure cut from a time or a compound among them), a sentence in
 * another language, a frame repeated, and, given by the caller, a regeneration reason the text
 * does not apply (`unapplied`). A text with none scores 50 plus half its craft (50 to 100); a text
 * with any scores a quarter of its craft, at most 25, less 5 for each finding after the first.
 * So any output with a finding scores at least 25 points below any clean output of its kind.
 * Risk: see risk.ts.
 */
export interface Assessment {
  qualityScore: number;
  riskLevel: 'low' | 'medium' | 'high';
  warnings: string[];
  parts: { readability: number; lengthFit: number; hook: number; repetition: number; integrity: number };
  verdict: Verdict;
}

export interface AssessOptions extends JudgeOptions {
  /** the regeneration requests the text does not apply (its job's warnings say which) */
  unapplied?: number;
}

/** points off for `n` broken fill-ins or sentences in another language */
const penalty = (n: number) => (n === 0 ? 0 : Math.min(60, 35 + 10 * (n - 1)));

const CONTRAST = /(?<![\p{L}])(but|yet|however|until|instead|mais|pourtant|pero|aunque|aber|doch|ale|jednak|ma|però)(?![\p{L}])/iu;
const OPENER = /^(i|we|you|my|your|je|j'|nous|vous|yo|mi|ich|wir|sie|ja|my|io|noi)(?![\p{L}])/iu;

export function assessText(text: string, platform: Platform, opts: AssessOptions = {}): Assessment {
  const verdict = judge(text, platform, opts);
  const all = words(text);
  const count = sentences(text).length;
  const avg = count ? all.length / count : 0;
  const readability = avg === 0 ? 0 : avg >= 8 && avg <= 20 ? 25 : Math.max(0, 25 - Math.abs(avg < 8 ? 8 - avg : avg - 20) * 2.5);

  const [min, max] = lengthRange(platform, opts.source);
  const len = text.length;
  const lengthFit = len >= min && len <= max ? 25 : len < min ? Math.max(0, (25 * (len - min / 2)) / (min / 2)) : Math.max(0, 25 * (1 - (len - max) / max));

  // the hook is the first sentence of the first line (a script's opening paragraph goes on with its promise)
  const firstLine =
    sentences(
      text
        .split('\n')
        .find((l) => l.trim().length > 0)
        ?.trim() ?? '',
    )[0] ?? '';
  const firstWords = words(firstLine);
  let hook = 0;
  if (firstWords.length > 0 && firstWords.length <= 12) hook += 10;
  if (/\?/.test(firstLine)) hook += 5;
  if (/\d/.test(firstLine)) hook += 4;
  if (OPENER.test(firstLine)) hook += 3;
  if (CONTRAST.test(firstLine)) hook += 3;
  hook = Math.min(25, hook);

  const trigrams = all.slice(2).map((w, i) => `${all[i]} ${all[i + 1]} ${w}`);
  const repeatedTrigrams = trigrams.length - new Set(trigrams).size;
  const repetition = trigrams.length === 0 ? 25 : Math.max(0, 25 * (1 - (repeatedTrigrams / trigrams.length) * 4));

  const copiedOver = Math.round(Math.min(20, Math.max(0, (verdict.copied - 0.6) * 50)));
  const craft = Math.max(0, readability + lengthFit + hook + repetition - copiedOver);
  const findings = verdict.broken.length + verdict.foreign.length + verdict.repeated.length + Math.max(0, opts.unapplied ?? 0);
  const qualityScore = Math.round(findings === 0 ? 50 + craft / 2 : Math.max(0, Math.min(25, craft / 4) - 5 * (findings - 1)));

  const warnings = describeVerdict(verdict);
  if (verdict.copied > 0.6) warnings.push(`${Math.round(verdict.copied * 100)}% copied word for word from the source`);
  // written names are capitalized: compromise sometimes tags a common noun ("the lesson I took") as a name
  const people = verdict.language === 'en' ? [...new Set(nlp(text).people().out('array') as string[])].map((p) => p.replace(/[.,;:!?]+$/, '')).filter((p) => /^\p{Lu}/u.test(p)) : [];
  const risk = assessRisk(text, people);
  warnings.push(...risk.warnings);
  if (len > max) warnings.push(`too long for the platform: ${len} characters, over ${max}`);

  // (integrity: what the findings and the copy share took off the craft's own 0 to 100)
  const parts = { readability, lengthFit, hook, repetition, integrity: qualityScore - Math.round(readability + lengthFit + hook + repetition) };
  return { qualityScore, riskLevel: risk.riskLevel, warnings, parts, verdict };
}

/**
 * What is on screen (a B-roll scene's headline, its figure with what it counts): each piece
 * judged as one line against `source`, the points the same rubric takes off, and the warnings.
 */
export function judgeLines(lines: string[], opts: AssessOptions = {}): { penalty: number; warnings: string[] } {
  const language = opts.language ?? textLanguage(opts.source ?? lines.join('\n'));
  const verdicts = lines.filter((l) => l.trim() !== '').map((l) => judge(l, 'line', { ...opts, language }));
  const broken = verdicts.flatMap((v) => v.broken);
  const foreign = verdicts.flatMap((v) => v.foreign);
  const warnings = describeVerdict({ language, broken, foreign, repeated: [], lengthOff: 0, copied: 0, judgedSentences: 0 }).map((w) => `on screen: ${w}`);
  return { penalty: penalty(broken.length) + penalty(foreign.length), warnings };
}

/** The judges' facts as their warnings open ("reads broken in 2 places ...", "mixes languages: ..."). */
const VERDICT_FACTS = ['reads broken', 'mixes languages', 'repeats a frame'];

/**
 * A job's warnings from the quality gate and from the score, one per fact: the gate's note
 * (which says what was replaced, or what the kept text still has) stands for the judges' own
 * warning on the same fact; other warnings (risk, copy, length) stay, each once.
 */
export function mergeWarnings(gate: string[], quality: string[], ...others: string[][]): string[] {
  const told = VERDICT_FACTS.filter((fact) => gate.some((w) => w.startsWith('quality gate') && w.includes(fact)));
  const kept = quality.filter((w) => !told.some((fact) => w.startsWith(fact)));
  return [...new Set([...gate, ...kept, ...others.flat()])];
}
