import { ANY_CONTRAST, ANY_LESSON, phrasesOf } from '../phrases.js';
import { splitSentences } from './clauses.js';

/**
 * One reading of a sentence, for every writer: the story analysis (writing/story.ts) marks each
 * of a story's sentences with it, the video writers (scripts, shorts, YouTube ideas) read lines
 * with it. What a sentence carries: a figure, a contrast (the story's turn), a question, a lesson,
 * a negation, and whether it leans on the sentence before.
 */

const LESSON = new RegExp(`${ANY_LESSON.source}|\\b(learn(?:ed|t)?|lesson|takeaway|never again|the key|what matters)\\b`, 'iu');
// whole words only: "two" is not a figure inside "eighty-two"
const NUMBER_WORDS = /(?<![\p{L}-])(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|double|triple)(?![\p{L}-])/iu;
export const FIGURE = /(?:[$€£]\s?)?\d(?:[\d,.:]*\d)?(?:\s?(?:%|percent|a\.m\.|p\.m\.|€|\$|(?:x|k|m|bn|km|kg|h)(?![\p{L}])))?/iu;
export interface SentenceInfo {
  text: string;
  words: number;
  /** a number in digits ("10", "3.5%", "$200") or in words ("ten") */
  figure?: string;
  contrast: boolean;
  question: boolean;
  lesson: boolean;
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}']+/gu) ?? []).length;
}

/** The sentences of a text, whitespace tidied, empty ones dropped (the story analysis's splitter: "Mr. Okafor" stays one sentence). */
export function sentencesOf(text: string, language?: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const found = splitSentences(clean, language);
  return found.length ? found : [clean];
}

export function figureOf(text: string): string | undefined {
  const digits = FIGURE.exec(text);
  if (digits && /\d/.test(digits[0])) return digits[0].trim().replace(/[.,:]$/, '');
  return NUMBER_WORDS.exec(text)?.[0];
}

export function describe(text: string): SentenceInfo {
  return {
    text,
    words: wordCount(text),
    figure: figureOf(text),
    contrast: ANY_CONTRAST.test(text),
    question: /\?\s*$/.test(text),
    lesson: LESSON.test(text),
  };
}

/** How well a sentence opens a video: figures, contrast and questions hook; long ones do not. */
export function hookScore(s: SentenceInfo): number {
  return (s.figure ? 3 : 0) + (s.contrast ? 2 : 0) + (s.question ? 2 : 0) + (s.words <= 18 ? 2 : s.words <= 26 ? 1 : -1);
}

/**
 * The cues of one of a story's sentences in a language the caller knows, by its pack: its turn
 * (a contrast word), a figure in digits, a negation, a lesson cue, a pronoun or connector it opens
 * on (it leans on the sentence before). Without a pack, only the figure and the negation.
 */
export function storyCues(raw: string, language: string): { contrast: boolean; figure: boolean; negation: boolean; lessonCue: boolean; leaning: boolean } {
  const P = phrasesOf(language);
  return {
    contrast: P ? P.contrast.test(raw) : false,
    figure: /\d/.test(raw),
    negation: /(?<!\p{L})(ne|n'|pas|jamais|no|nunca|nicht|kein\w*|nie)(?!\p{L})/iu.test(raw),
    lessonCue: P ? P.lessonCue.test(raw) : false,
    leaning: P ? P.leaning.test(raw) : false,
  };
}
