import { phrasesOf, withoutConnector, type LanguagePack } from '../writing/phrases.js';
import { retellText } from '../writing/rephrase.js';
import { analyzeStory, textOf } from '../writing/analyze/story.js';
import { phraseRuns } from '../writing/analyze/clauses.js';
import { terminate } from '../writing/voice.js';
import { type ScriptPlan, storyTextOf } from './script-plan.js';
import { describe, hookScore, sentencesOf, shorten, wordCount, WORDS_PER_SECOND, type SentenceInfo } from './spoken.js';

/** The longest hook and closing line, beat and caption the short's schema takes: a line longer than these is never offered. */
export const MAX_LINE = 300;
export const MAX_BEAT = 400;
export const MAX_CAPTION = 80;
export const fits = (text: string, max: number) => text.length <= max;

/** shorts are read a little faster than long-form narration */
const SHORT_PACE = WORDS_PER_SECOND * 1.05;
const MIN_BEAT_SECONDS = 2.5;
export const beatSeconds = (text: string) => Math.max(MIN_BEAT_SECONDS, wordCount(text) / SHORT_PACE + 0.4);

/** a sentence opening on a short label ("Temperature: 9 °C at 8 a.m."): a list's item, said after its lead-in */
const ITEM_LABEL = /^[^\s:]+(?:\s[^\s:]+){0,3}:\s/u;

/** a text's words, lowercase, one space apart: what "says the title" compares */
export const words = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** (one line inside the other counts when the inner one is a clause of its own, six words or more: "the low C" inside a sentence is no repeat) */
export const sameAs = (a: string, b: string) => {
  const [x, y] = [words(a), words(b)];
  return x === y || (wordCount(y) >= 6 && ` ${x} `.includes(` ${y} `)) || (wordCount(x) >= 6 && ` ${y} `.includes(` ${x} `));
};

/** What a short reads from the script's plan: each part's story sentences by role (the writer's own lines left out). */
export interface ShortRoles {
  title: string;
  language: string;
  P: LanguagePack | undefined;
  /** the hook part's story sentences */
  opening: SentenceInfo[];
  /** each story part's story sentences */
  stories: string[][];
  /** the lesson part's story sentences and its text; undefined without a lesson part */
  lesson?: { sentences: string[]; text: string; led?: string };
  /** the call to action's first sentence */
  cta?: string;
}

/** The roles of a plan's parts, as a short says them. */
export function rolesOf(plan: ScriptPlan, title: string, language: string): ShortRoles {
  const parts = plan.parts;
  const lessonPart = parts.find((p) => p.purpose === 'lesson');
  const ctaPart = parts.findLast((p) => p.purpose === 'cta');
  const hookPart = parts.find((p) => p.purpose === 'hook');
  // (the sentence the writer's lead-in introduces is the lesson itself)
  const leadAt = lessonPart ? lessonPart.sentences.findIndex((s, i) => s.writer && lessonPart.sentences[i + 1] && !lessonPart.sentences[i + 1]!.writer) : -1;
  const led = lessonPart && leadAt >= 0 ? sentencesOf(lessonPart.sentences[leadAt + 1]!.text, language)[0] : undefined;
  return {
    title,
    language,
    P: phrasesOf(language),
    opening: hookPart ? sentencesOf(storyTextOf(hookPart), language).map(describe) : [],
    stories: parts.filter((p) => p.purpose === 'story').map((p) => sentencesOf(storyTextOf(p), language)),
    ...(lessonPart ? { lesson: { sentences: sentencesOf(storyTextOf(lessonPart), language), text: storyTextOf(lessonPart), ...(led ? { led } : {}) } } : {}),
    ...(ctaPart ? { cta: sentencesOf(ctaPart.sentences.map((s) => s.text).join(' '), language)[0] } : {}),
  };
}

/** A line as a short says it: a compound sentence stays one, figures in digits (see retell). */
export const retoldIn =
  (r: ShortRoles) =>
  (text: string, nextLeans = false): string =>
    r.P ? retellText(text, r.language, r.P.contrast, true, nextLeans, false) : text;

/** a cue pointing back at the lesson ("I learned that at 5:50 p.m.") needs the sentence before it */
export const backToLesson = (r: ShortRoles, text: string) => Number(Boolean(r.P?.lessonBack.test(text)));

/** Without a lesson part, the short closes on the story's own last sentence (no moral of the writer's). */
const storyLastOf = (r: ShortRoles) => r.stories.flat().at(-1);
/** ... or, when the hook said the story's only sentence, on the title its part says in its place (not on the call to action). */
const ownCloseOf = (r: ShortRoles) => (r.lesson ? undefined : (storyLastOf(r) ?? (r.stories.length ? r.title : undefined)));

/**
 * The hook: the most striking story sentence of the script's opening, else of its stories; never
 * one the lesson says, one leaning on a sentence not heard yet, a list's item, a cue pointing back
 * at the lesson, one from deep inside a story. A sentence too long to stop at a clause opens on
 * its first phrases, the rest of it a line of the short (`rest`).
 */
export function writeHook(r: ShortRoles): { hook: string; source?: string; rest?: string } {
  const { language, P } = r;
  const ownClose = ownCloseOf(r);
  // the lesson closes the short: it does not open it too
  const told = r.lesson?.text ?? ownClose ?? '';
  // nor on a sentence that leans on one the viewer has not heard ("She told me ..."; a "But" can go)
  const leans = (text: string) => Number(Boolean(P?.leaning.test(withoutConnector(text, language))));
  // (the stories' own sentences stand in when the opening has none that opens well; the opening's come first)
  const storyLines = r.stories.flatMap((lines) => lines.map((t, i) => ({ ...describe(t), late: i >= 4 })));
  // (a list's item, "Temperature: 9 °C.", leans on its lead-in; as in the story analysis, a story opens on one of its first sentences, not on one from deep inside)
  const item = (text: string) => Number(ITEM_LABEL.test(text));
  const late = (x: SentenceInfo & { late?: boolean }) => Number(Boolean(x.late));
  const unfit = (x: SentenceInfo & { late?: boolean }) => Number(told.includes(x.text)) + leans(x.text) + item(x.text) + backToLesson(r, x.text) + late(x);
  const storyInfos: Array<SentenceInfo & { late?: boolean }> = storyLines;
  const hookInfo = [...r.opening, ...storyLines].sort((a, b) => unfit(a) - unfit(b) || Number(storyInfos.includes(a)) - Number(storyInfos.includes(b)) || hookScore(b) - hookScore(a))[0];
  // a hook stands alone: no "But" or "And" leaning on a sentence the viewer has not heard
  const hookDraft = shorten(withoutConnector(retoldIn(r)(hookInfo?.text ?? r.title), language), 16, language);
  const hookRuns = fits(hookDraft, MAX_LINE) ? [hookDraft] : phraseRuns(hookDraft, 16, language);
  const hook = hookRuns.length > 1 && fits(hookRuns[0]!, MAX_LINE) ? hookRuns[0]! : fits(hookDraft, MAX_LINE) ? hookDraft : r.title;
  const rest = hook === hookRuns[0] && hookRuns.length > 1 ? hookRuns.slice(1).join(' ') : undefined;
  return { hook, ...(hookInfo ? { source: hookInfo.text } : {}), ...(rest ? { rest } : {}) };
}

/** The closing line, and the sentence it says when the beats must leave it out (`source`, when the line is its draft). */
export interface Closing {
  line: string;
  /** the sentences the closing line was drafted from, when it says its draft */
  saidFrom?: string;
}

/**
 * The closing line: the lesson (the sentence the writer's lead-in introduces, else the lesson
 * part's first with a lesson in it), said as its core after the pack's own lead-in; else the
 * story's own last sentence; else the call to action; never a line the hook already says.
 */
export function writeClosing(r: ShortRoles, hook: string): Closing {
  const { language, P } = r;
  const retold = retoldIn(r);
  const storyLast = storyLastOf(r);
  const ownClose = ownCloseOf(r);
  const lessonSentences = r.lesson?.sentences ?? [];
  const closingSource = r.lesson?.led ?? lessonSentences.find((s) => describe(s).lesson) ?? lessonSentences[0] ?? ownClose ?? r.cta ?? r.title;
  // the lesson without "I learned that": the lesson itself (the story analysis's core: a clause of its own, with its verb), after the writer's own lead-in
  const lessonRead = P ? analyzeStory({ title: '', content: closingSource }, language).lesson : undefined;
  // (a cue pointing back, "I learned that in my second year at St. Mary's", has a time, a place or a person after "that", no lesson)
  const core = lessonRead?.core && !P?.lessonBack.test(closingSource) ? terminate(textOf(lessonRead.core)) : undefined;
  const closingDraft =
    P && core
      ? shorten(`${P.lessonIntro.first} ${retold(core)}`, 22, language)
      : P?.lessonBack.test(closingSource)
        ? shorten(closingSource, 18, language) // (said as written: retelling read "St. Mary's" as "St. Mary is")
        : shorten(retold(closingSource), closingSource === ownClose ? 28 : 18, language); // (the story's own last sentence is said as a beat is)
  // a line no clause boundary shortens enough (an 87-word sentence) is no closing line, nor one the hook already says
  // (a lesson read in the story's first sentence): the story's own last line, else the title as a line
  // (the story's own last sentence cut to less than two thirds of it has lost what it was saying: "…, e aver scoperto.")
  const mostOf = (cut: string, whole: string) => (wordCount(cut) >= (wordCount(whole) * 2) / 3 ? cut : undefined);
  const closingPick =
    [closingSource === ownClose ? mostOf(closingDraft, closingSource) : closingDraft, storyLast && mostOf(shorten(retold(storyLast), 28, language), storyLast), terminate(r.title)].find(
      (t): t is string => typeof t === 'string' && t !== '' && fits(t, MAX_LINE) && !sameAs(t, hook),
    ) ?? r.title;
  // (the last line of a short ends as a sentence, a title too)
  return { line: terminate(closingPick), ...(closingPick === closingDraft ? { saidFrom: closingSource } : {}) };
}
