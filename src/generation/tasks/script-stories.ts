import { phrasesOf, hashOf, type LanguagePack } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, textOf, type Sentence, type Story } from '../writing/analyze/story.js';
import { LIST_ITEM } from '../writing/analyze/boundaries.js';
import { protagonistOf } from '../writing/analyze/people.js';
import { capitalize, terminate } from '../writing/voice.js';
import { describe, hookScore, topicsOf, type SentenceInfo } from './spoken.js';
import { PACKS, packOf } from '../writing/packs/index.js';
import { splitSentences } from '../writing/analyze/clauses.js';
import { figurePhrase, figuresIn, statFigure } from '../writing/analyze/figures.js';
import type { ScriptAnecdote, ScriptInput } from './script-types.js';

/**
 * The script composer's reading of each story (script.ts): the sentence that opens the video,
 * where each lesson is said, the line after the hook, a sentence as it is spoken, the on-screen notes.
 */
export interface Analyzed {
  anecdote: ScriptAnecdote;
  /** the story analysis: its sentences (list items marked), hook candidates, lesson */
  story: Story;
  sentences: SentenceInfo[];
}

export const analyze = (input: ScriptInput): Analyzed[] =>
  input.anecdotes.map((anecdote) => {
    const story = analyzeStory(anecdote);
    return { anecdote, story, sentences: story.sentences.map((s) => describe(s.raw)) };
  });

/** a list's lead-in ("I measured again:"): it announces the items after it */
const leadIn = (s: Sentence | undefined) => Boolean(s && /:\s*$/.test(s.raw));

/**
 * The sentences of a story that can open a video: the analysis's hook candidates (none leaning on
 * a sentence before), never a cue that points back at the lesson ("I learned that at 5:50 p.m."),
 * a list's lead-in or one of its items; a story that opens on its lesson opens the video on it.
 */
function hookCandidates(a: Analyzed, language: string): number[] {
  const P = phrasesOf(language);
  const { story } = a;
  const ok = (i: number) => {
    const s = story.sentences[i];
    return Boolean(s && !s.item && !leadIn(s) && !(P && i > 0 && P.lessonBack.test(s.raw) && s.lessonCue));
  };
  const first = story.lesson?.index === 0 && !story.sentences[0]?.leaning ? [0] : [];
  const found = [...new Set([...first, ...story.hooks])].filter(ok);
  return found.length || !story.sentences.length ? found : [0];
}

/** The sentence that opens the video best, and the anecdote it comes from; never one that opens on "she" or "he" for someone an earlier sentence introduced. */
export function pickHook(stories: Analyzed[], language: string): { story: number; sentence: number } | undefined {
  const people = packOf(language)?.people;
  // (a sentence's first word is capitalized: "Er hatte ...", "She ...")
  const refersBack = (text: string) => {
    const t = text.trim();
    const first = t.split(/\s+/)[0] ?? '';
    return Boolean(people && (people.subjectOpener.test(t) || people.pronouns.test(first) || people.pronouns.test(first.toLowerCase())));
  };
  let best: { story: number; sentence: number; score: number } | undefined;
  stories.forEach((s, si) =>
    hookCandidates(s, language).forEach((i) => {
      const sentence = s.sentences[i]!;
      // (nor on "elle"/"her" anywhere in it: "Le 3 février, elle prend sa garde" needs the sentence naming her)
      // (and a later sentence of three or four words leans on what came before: "I had not.")
      if (i > 0 && (refersBack(sentence.text) || Boolean(people?.pronouns.test(sentence.text)) || sentence.words < 5)) return;
      const score = hookScore(sentence) - i * 0.2;
      if (!best || score > best.score) best = { story: si, sentence: i, score };
    }),
  );
  return best;
}

/**
 * Where a story's lesson is said. A story that opens on its lesson says it there (its next
 * sentence may point back at it: "L'ho capito nel 2018"), and the lesson part says it again only
 * in the pack's frame; else the lesson part says it, with a sentence after it that points back at
 * it ("I learned that at 5:50 p.m."), and the story leaves both out. `stated`: the lesson is one
 * the story states (a lesson cue, its core, or a cue pointing back at it), not just its last sentence.
 */
export function lessonOf(a: Analyzed, language: string): { indexes: number[]; inPlace: boolean; stated: boolean; core?: string } | undefined {
  const { story } = a;
  const lesson = story.lesson;
  if (!lesson) return undefined;
  const P = phrasesOf(language);
  const next = story.sentences[lesson.index + 1];
  const pointsBack = Boolean(P && next?.lessonCue && P.lessonBack.test(next.raw));
  const stated = story.sentences[lesson.index]!.lessonCue || Boolean(lesson.core) || pointsBack;
  // (a story that states no lesson ends on its own closing sentence: the lesson part says it, moved from the story, never a moral of the writer's)
  const inPlace = lesson.index === 0;
  return { indexes: pointsBack && !inPlace ? [lesson.index, lesson.index + 1] : [lesson.index], inPlace, stated, core: lesson.core ? textOf(lesson.core) : undefined };
}

/**
 * The line after the hook, on the story's own material, varied by story: a share or an amount it
 * turns on ("15%", "389,90 €": a figure that says what it is, not a date or a bare count) that the
 * hook does not say, else the person it is about; none otherwise (no stock frame around the title,
 * which the call to action says, nor around a tag: "Worum es geht: „kunden“.").
 */
export function openLine(story: Story, P: LanguagePack, said: string): string | undefined {
  const seed = hashOf(story.title);
  const pick = <T>(options: T[]) => options[Math.abs(seed) % options.length]!;
  // (a hook with a figure of its own is followed by no other one: two numbers in two lines blur both)
  const figure = /\d/.test(said) ? undefined : story.sentences.flatMap((s) => figuresIn(s.raw, story.language)).find((f) => f.kind === 'percent' || f.kind === 'money');
  // (a share or an amount carries its unit: "15 %", "389,90 €")
  if (figure) return pick(P.plain.open.figure)(figure.text);
  // (the person the story is about: the one its first sentence opens on, not a side character named more often)
  const name = protagonistOf(
    story.sentences.map((s) => s.raw),
    story.language,
  );
  // (a name the hook already says is not said again on the next line)
  return name && !said.includes(name) ? pick(P.plain.open.person)(name) : undefined;
}

/** A story sentence as it is said: a list's items as sentences of their own, without their "-" or "1." marks; a lead-in ends on a full stop. */
export function spoken(s: Sentence, next: Sentence | undefined): string {
  // (its closing ";" or ":" goes, with the space French puts before it)
  const end = (t: string) => terminate(t.replace(/\s*[,;:]+\s*$/u, ''));
  if (s.item) return end(capitalize(s.raw.replace(LIST_ITEM, '').trim()));
  if (leadIn(s) && next?.item) return end(s.raw);
  return s.raw;
}

/** The language the anecdotes are told in (all of them together). */
export function scriptLanguage(input: Pick<ScriptInput, 'anecdotes'>): string {
  return storyLanguage({ title: input.anecdotes.map((a) => a.title).join('. '), content: input.anecdotes.map((a) => a.content).join(' ') });
}

/**
 * The stories the lesson part draws on: those that state a lesson; when none does, each story's own
 * closing sentence(s) (moved there from the story), unless that is its opening sentence or the hook.
 */
export function lessonParts(stories: Analyzed[], language: string, hook: { story: number; sentence: number } | undefined): number[] {
  const lessons = stories.map((s) => lessonOf(s, language));
  const stated = lessons.flatMap((l, i) => (l?.stated ? [i] : []));
  if (stated.length) return stated;
  return lessons.flatMap((l, i) => (l && !l.inPlace && !(hook?.story === i && l.indexes.includes(hook.sentence)) ? [i] : []));
}

/** Names a non-English text mentions: capitalized words inside a sentence (compromise reads English only). */
function namesIn(text: string, language?: string, max = 2): string[] {
  const names = splitSentences(text, language).flatMap((s) => [...s.matchAll(/(?<=[\p{L},;]\s)(\p{Lu}[\p{Ll}'’-]{2,}(?:\s\p{Lu}[\p{Ll}'’-]{2,})?)/gu)].map((m) => m[1]!));
  return [...new Set(names)].slice(0, max);
}

export function notesFor(text: string, language: string, anecdote?: ScriptAnecdote): string[] {
  const N = (phrasesOf(language) ?? PACKS.en).video.notes;
  const notes: string[] = [];
  const stat = statFigure(text, language);
  if (stat) notes.push(N.onScreen(figurePhrase(stat)));
  // on-screen notes are written in the story's language; a language without a pack gets none in words
  if (phrasesOf(language)) for (const t of language === 'en' ? topicsOf(text) : namesIn(text, language)) notes.push(N.show(t));
  if (anecdote?.mood && anecdote.mood !== 'neutral' && language === 'en') notes.push(N.mood(anecdote.mood));
  if (anecdote?.tags?.length)
    notes.push(
      N.lowerThird(
        anecdote.tags
          .slice(0, 3)
          .map((t) => `#${t.replace(/\s+/g, '')}`)
          .join(' '),
      ),
    );
  return notes.slice(0, 4);
}
