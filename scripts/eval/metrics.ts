import { brokenHits, copiedShare, DETECTORS, inOtherLanguage, judge, norm, sentenceLanguage, sentences, words, type Hit } from '../../src/generation/quality.js';

/**
 * The measures of the content evaluation (`npm run eval`): the production judges
 * (src/generation/quality/, the same the quality gate and `qualityScore` use), read per output,
 * plus two eval-only measures (article similarity, sentences repeated across stories).
 */

export { DETECTORS, norm, sentenceLanguage, sentences, words };

export interface Judged {
  text: string;
  lang: string;
  source?: string;
  title?: string;
  titles?: string[];
  titleOnce?: boolean;
  short?: boolean;
  whole?: boolean;
}

/** Broken fill-ins of one output, with its source and title when it has them. */
export function brokenOf(o: Judged): Hit[] {
  return brokenHits(o.text, { language: o.lang, source: o.source, title: o.title, titles: o.titles, titleOnce: o.titleOnce, short: o.short, whole: o.whole });
}

/** The sentences of one output (the whole text for a caption or a title) and those in another language. */
export function languageOf(o: Judged): { judged: number; wrong: Array<{ sentence: string; language: string }> } {
  const v = judge(o.text, o.short ? 'line' : 'text', { language: o.lang });
  return { judged: v.judgedSentences, wrong: v.foreign };
}

/** Share of the output's words that sit in runs of 8+ consecutive words found in the source: the measure `qualityScore` uses. */
export const verbatimShare = copiedShare;

/** Whether one sentence of a source would be judged in another language than its story's (the judge's noise floor). */
export const sourceSentenceWrong = (s: string, lang: string) => inOtherLanguage(s, lang) !== undefined;

/** Jaccard similarity of two texts' word 3-gram sets. */
export function similarity(a: string, b: string): number {
  const g = (t: string) => {
    const w = words(t);
    return new Set(w.slice(2).map((x, i) => `${w[i]} ${w[i + 1]} ${x}`));
  };
  const A = g(a);
  const B = g(b);
  const inter = [...A].filter((x) => B.has(x)).length;
  return A.size + B.size - inter === 0 ? 0 : inter / (A.size + B.size - inter);
}
