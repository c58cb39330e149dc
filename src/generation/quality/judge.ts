import { detectTextLanguage } from '../language.js';
import { brokenHits, type Hit } from './broken.js';
import { inOtherLanguage, JUDGED_LANGUAGES, sentenceLanguage } from './language.js';
import { copiedShare, norm, sentences, words } from './text.js';

/**
 * The judges, one set for production (the quality gate, `qualityScore`) and for `npm run eval`:
 * broken fill-ins, the language of every sentence, frames repeated inside a text, length, and
 * the share copied from the source (reported, never a reason to reject).
 */

/** What a text is for: its length range, and whether it is one piece (a caption, a title, a label). */
export type Platform = 'linkedin' | 'carousel' | 'script' | 'short' | 'article' | 'line' | 'text';

const LENGTH_RANGES: Record<Platform, [number, number]> = {
  linkedin: [400, 3000],
  carousel: [300, 2500],
  script: [1500, 20000],
  short: [200, 1200],
  article: [2500, 20000],
  line: [1, 200],
  text: [1, 100000],
};

/**
 * The length range a text is measured against: the platform's, except that a script told from
 * a story shorter than the platform's minimum needs no more than the story holds (a script says
 * its material; padding it to a fixed length would be the defect).
 */
export function lengthRange(platform: Platform, source?: string): [number, number] {
  const [min, max] = LENGTH_RANGES[platform];
  return platform === 'script' && source ? [Math.min(min, Math.max(LENGTH_RANGES.short[0], source.trim().length)), max] : [min, max];
}

export interface JudgeOptions {
  /** the language the text must be in (else the language most of it is in) */
  language?: string;
  /** what the text was written from */
  source?: string;
  /** the story's title */
  title?: string;
  /** the titles of all the stories the text draws on: whole pieces, never cut clauses */
  titles?: string[];
}

export interface Verdict {
  language: string;
  broken: Hit[];
  /** sentences in another language, with the language they are in */
  foreign: Array<{ sentence: string; language: string }>;
  /** word runs of 5+ repeated in two sentences of the text */
  repeated: string[];
  /** characters outside the platform's range: negative under, positive over, 0 inside */
  lengthOff: number;
  /** share of the words copied from the source in runs of 8+ (0 without a source) */
  copied: number;
  /** sentences the language judge could tell */
  judgedSentences: number;
}

/** Word runs of 5+ words found in two different sentences (a frame or the title used twice). */
function repeatedRuns(text: string, n = 5): string[] {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  sentences(text).forEach((s, i) => {
    const w = words(s);
    for (let k = 0; k + n <= w.length; k++) {
      const g = w.slice(k, k + n).join(' ');
      const at = seen.get(g);
      if (at === undefined) seen.set(g, i);
      else if (at !== i) out.add(g);
    }
  });
  return [...out];
}

/** The language most of a text's words are in, by the sentence judge (the service's detector when it tells none). */
export function textLanguage(text: string): string {
  const weight = new Map<string, number>();
  for (const s of sentences(text)) {
    const l = sentenceLanguage(s);
    if (l) weight.set(l, (weight.get(l) ?? 0) + words(s).length);
  }
  const best = [...weight].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : detectTextLanguage(text, { among: [...JUDGED_LANGUAGES] }).code;
}

export function judge(text: string, platform: Platform, opts: JudgeOptions = {}): Verdict {
  const language = opts.language ?? textLanguage(text);
  const one = platform === 'line';
  const units = one ? [text.trim()] : sentences(text);
  const foreign: Verdict['foreign'] = [];
  let judgedSentences = 0;
  for (const s of units) {
    const other = inOtherLanguage(s, language);
    if (other) foreign.push({ sentence: s, language: other });
    if (words(s).length >= 3) judgedSentences++;
  }
  const [min, max] = lengthRange(platform, opts.source);
  const len = text.trim().length;
  return {
    language,
    broken: brokenHits(text, { language, source: opts.source, title: opts.title, titles: opts.titles, titleOnce: platform === 'linkedin' || platform === 'short', short: one, whole: !one && platform !== 'text' }),
    foreign,
    // a script repeats its lesson on purpose, and an article's summary recaps its steps by their names: neither is a frame said twice
    repeated: one || platform === 'script' || platform === 'article' ? [] : repeatedRuns(text).filter((r) => !opts.title || !norm(opts.title).includes(r)),
    lengthOff: len < min ? len - min : len > max ? len - max : 0,
    copied: opts.source ? copiedShare(text, opts.source) : 0,
    judgedSentences,
  };
}

/** Whether a verdict keeps the text from being published as it is. */
export function fails(v: Verdict): boolean {
  return v.broken.length > 0 || v.foreign.length > 0 || v.repeated.length > 0;
}

/** The verdict in words, for a job's warnings. */
export function describeVerdict(v: Verdict): string[] {
  const out: string[] = [];
  if (v.broken.length)
    out.push(
      `reads broken in ${v.broken.length} place${v.broken.length > 1 ? 's' : ''} (${v.broken
        .slice(0, 3)
        .map((h) => `${h.name}: "${h.match}"`)
        .join('; ')})`,
    );
  if (v.foreign.length) out.push(`mixes languages: ${v.foreign.length} sentence${v.foreign.length > 1 ? 's' : ''} not in ${v.language} ("${v.foreign[0]!.sentence.slice(0, 60)}")`);
  if (v.repeated.length) out.push(`repeats a frame: "${v.repeated[0]}"`);
  return out;
}
