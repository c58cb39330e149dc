import { bare as framed, unpunctuated } from '../writing/packs/text.js';
import type { components } from '../../generated/openapi.js';
import type { ChatMessage, Task } from '../engine.js';
import { phrasesOf, type LanguagePack } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, textOf, type Sentence, type Story, type StorySource } from '../writing/analyze/story.js';
import { LIST_ITEM } from '../writing/analyze/boundaries.js';
import { protagonistOf } from '../writing/analyze/people.js';
import { hashOf } from '../writing/phrases.js';
import { capitalize, terminate } from '../writing/voice.js';
import { describe, hookScore, readBrief, speakingSeconds, topicsOf, type SentenceInfo } from './spoken.js';
import { PACKS, packOf } from '../writing/packs/index.js';
import { captionOf, splitAtClause, splitSentences } from '../writing/analyze/clauses.js';
import { figurePhrase, figuresIn, statFigure } from '../writing/analyze/figures.js';

export type Script = components['schemas']['Script'];
export type ScriptSection = components['schemas']['ScriptSection'];

export type ScriptAnecdote = StorySource;

export interface ScriptInput {
  title: string;
  brief?: string;
  /** in the order the owner selected them */
  anecdotes: ScriptAnecdote[];
}

type OutlinePurpose = 'hook' | 'story' | 'lesson' | 'cta';

export interface OutlinePart {
  heading: string;
  purpose: OutlinePurpose;
  /** indexes into the input's anecdotes this part draws on */
  anecdoteIndexes: number[];
}

export interface ScriptOutline {
  outline: OutlinePart[];
}

export interface SectionsInput extends ScriptInput {
  outline: OutlinePart[];
}

export interface ScriptSections {
  sections: ScriptSection[];
}

const outlineSchema = {
  type: 'object',
  required: ['outline'],
  properties: {
    outline: {
      type: 'array',
      minItems: 2,
      maxItems: 60,
      items: {
        type: 'object',
        required: ['heading', 'purpose', 'anecdoteIndexes'],
        properties: {
          heading: { type: 'string', minLength: 1, maxLength: 200 },
          purpose: { enum: ['hook', 'story', 'lesson', 'cta'] },
          anecdoteIndexes: { type: 'array', items: { type: 'integer', minimum: 0 } },
        },
      },
    },
  },
};

const sectionsSchema = {
  type: 'object',
  required: ['sections'],
  properties: {
    sections: {
      type: 'array',
      minItems: 1,
      maxItems: 60,
      items: {
        type: 'object',
        required: ['heading', 'spokenText'],
        properties: {
          heading: { type: 'string', minLength: 1, maxLength: 200 },
          spokenText: { type: 'string', minLength: 1, maxLength: 20000 },
          onScreenNotes: { type: 'array', items: { type: 'string', maxLength: 300 }, maxItems: 12 },
          estimatedSeconds: { type: 'number', minimum: 0 },
        },
      },
    },
  },
};

interface Analyzed {
  anecdote: ScriptAnecdote;
  /** the story analysis: its sentences (list items marked), hook candidates, lesson */
  story: Story;
  sentences: SentenceInfo[];
}

const analyze = (input: ScriptInput): Analyzed[] =>
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
function pickHook(stories: Analyzed[], language: string): { story: number; sentence: number } | undefined {
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
function lessonOf(a: Analyzed, language: string): { indexes: number[]; inPlace: boolean; stated: boolean; core?: string } | undefined {
  const { story } = a;
  const lesson = story.lesson;
  if (!lesson) return undefined;
  const P = phrasesOf(language);
  const next = story.sentences[lesson.index + 1];
  const pointsBack = Boolean(P && next && next.lessonCue && P.lessonBack.test(next.raw));
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
function openLine(story: Story, P: LanguagePack, said: string): string | undefined {
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
function spoken(s: Sentence, next: Sentence | undefined): string {
  // (its closing ";" or ":" goes, with the space French puts before it)
  const end = (t: string) => terminate(t.replace(/\s*[,;:]+\s*$/u, ''));
  if (s.item) return end(capitalize(s.raw.replace(LIST_ITEM, '').trim()));
  if (leadIn(s) && next?.item) return end(s.raw);
  return s.raw;
}

/** The language the anecdotes are told in (all of them together). */
function scriptLanguage(input: Pick<ScriptInput, 'anecdotes'>): string {
  return storyLanguage({ title: input.anecdotes.map((a) => a.title).join('. '), content: input.anecdotes.map((a) => a.content).join(' ') });
}

const HEADINGS = { hook: '1', lesson: '∗', cta: '→' };

/** Offline outline: a hook, one part per anecdote (its own title), the lesson, a call to action, headed in the stories' language. */
export function composeOutline(input: ScriptInput): ScriptOutline {
  const stories = analyze(input);
  const language = scriptLanguage(input);
  const H = phrasesOf(language)?.script.headings ?? HEADINGS;
  const hook = pickHook(stories, language);
  const withLesson = lessonParts(stories, language, hook);
  return {
    outline: [
      { heading: H.hook, purpose: 'hook', anecdoteIndexes: hook ? [hook.story] : [] },
      ...stories.map((s, i): OutlinePart => ({ heading: s.anecdote.title.trim() || `Story ${i + 1}`, purpose: 'story', anecdoteIndexes: [i] })),
      // (no part for a lesson no story says: the writer invents none)
      ...(withLesson.length ? [{ heading: H.lesson, purpose: 'lesson' as const, anecdoteIndexes: withLesson }] : []),
      { heading: H.cta, purpose: 'cta', anecdoteIndexes: [] },
    ],
  };
}

/**
 * The stories the lesson part draws on: those that state a lesson; when none does, each story's own
 * closing sentence(s) (moved there from the story), unless that is its opening sentence or the hook.
 */
function lessonParts(stories: Analyzed[], language: string, hook: { story: number; sentence: number } | undefined): number[] {
  const lessons = stories.map((s) => lessonOf(s, language));
  const stated = lessons.flatMap((l, i) => (l?.stated ? [i] : []));
  if (stated.length) return stated;
  return lessons.flatMap((l, i) => (l && !l.inPlace && !(hook?.story === i && l.indexes.includes(hook.sentence)) ? [i] : []));
}

/**
 * The spoken connectors the composer adds (each names its story, so none repeats across videos):
 * a short leaves them out. Built from the packs' own frames, so a new pack is covered.
 */
const FRAME_SAMPLE = '\u0000';
const framePrefix = (frame: (t: string) => string) => frame(FRAME_SAMPLE).split(FRAME_SAMPLE)[0]!;
export const CONNECTOR = new RegExp(
  `^(?:${Object.values(PACKS)
    .flatMap((p) => [framePrefix(p.video.firstStory), framePrefix(p.script.transition)])
    .filter(Boolean)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
);

/** Names a non-English text mentions: capitalized words inside a sentence (compromise reads English only). */
function namesIn(text: string, language?: string, max = 2): string[] {
  const names = splitSentences(text, language).flatMap((s) => [...s.matchAll(/(?<=[\p{L},;]\s)(\p{Lu}[\p{Ll}'’-]{2,}(?:\s\p{Lu}[\p{Ll}'’-]{2,})?)/gu)].map((m) => m[1]!));
  return [...new Set(names)].slice(0, max);
}

function notesFor(text: string, language: string, anecdote?: ScriptAnecdote): string[] {
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

const section = (heading: string, spokenText: string, onScreenNotes: string[]): ScriptSection => ({
  heading,
  spokenText,
  onScreenNotes,
  estimatedSeconds: Math.round(speakingSeconds(spokenText) + 1),
});

/**
 * Offline sections for an outline, written from the anecdotes' own sentences: the hook opens on
 * the most striking sentence (a figure, a contrast, a question) and promises the stories; each
 * story is told in its own words with a spoken transition; the lesson gathers the sentences that
 * state one; the call to action speaks to the brief's audience.
 */
export function composeSections(input: SectionsInput): ScriptSections {
  const stories = analyze(input);
  const lang = scriptLanguage(input);
  const P: LanguagePack | undefined = phrasesOf(lang);
  const { audience } = lang === 'en' ? readBrief(input.brief) : { audience: undefined };
  const hook = pickHook(stories, lang);
  const hookSentence = hook ? stories[hook.story]!.story.sentences[hook.sentence] : undefined;
  // a long first sentence is cut for the hook at a clause; what the cut left out is told where the sentence stood ("die Regisseurin", whom a later line calls "Sie")
  const hookCut = hookSentence ? splitAtClause(hookSentence.raw, 26, lang) : undefined;
  const hookText = hookCut?.kept ?? input.title;
  // camera directions and notes in the stories' language (English words for a language without a pack)
  const V = (P ?? PACKS.en).video;
  const n = stories.length;
  const lessons = stories.map((s) => lessonOf(s, lang));
  const sections: ScriptSection[] = [];
  let storyCount = 0;
  for (const part of input.outline) {
    const used = part.anecdoteIndexes.filter((i) => i >= 0 && i < n);
    if (part.purpose === 'hook') {
      // after the hook, a line on the story's own material (its figure, the person it is about, a tag), never a stock frame around the title
      const from = hook ? stories[hook.story]! : stories[0];
      const line = from && P ? openLine(from.story, P, hookText) : undefined;
      const promise = line ? ` ${line}` : '';
      const forWhom = P && audience ? ` ${P.script.audience(audience)}` : '';
      const cold = captionOf(hookText, lang, 8);
      sections.push(section(part.heading, `${hookText}${promise}${forWhom}`, [...(cold ? [V.notes.coldOpen(cold)] : []), V.notes.titleCard(framed(input.title))]));
    } else if (part.purpose === 'story') {
      for (const i of used) {
        const s = stories[i]!;
        // the hook was said already, and the lesson part says the lesson: the story does not say them twice
        const lessonSaid = input.outline.some((p) => p.purpose === 'lesson' && p.anecdoteIndexes.includes(i));
        const lesson = lessons[i];
        const moved = new Set(lessonSaid && lesson && !lesson.inPlace ? lesson.indexes : []);
        const all = s.story.sentences;
        const hookHere = (x: (typeof all)[number]) => Boolean(hook && i === hook.story && x.index === hook.sentence);
        const lines = all.filter((x) => !moved.has(x.index) && (!hookHere(x) || hookCut?.rest) && x.raw !== hookText).map((x) => (hookHere(x) ? hookCut!.rest : spoken(x, all[x.index + 1])));
        // the first story follows the hook; the next ones are announced by their title
        const opener = P && storyCount > 0 ? P.script.transition(unpunctuated(s.anecdote.title)) : '';
        storyCount++;
        const body = lines.length ? lines.join(' ') : s.anecdote.title;
        sections.push(section(part.heading, opener ? `${opener} ${body}` : body, notesFor(body, lang, s.anecdote)));
      }
    } else if (part.purpose === 'lesson') {
      // each lesson once here: a lesson the story said in its place comes back in the pack's frame (or as its core), a moved one is said whole
      // a story that states none closes here on its own closing sentence, as written, without a lead-in (it is no lesson of the writer's)
      const said: string[] = [];
      const own: string[] = [];
      for (const i of used) {
        const l = lessons[i];
        if (!l) continue;
        // (a lesson that is a list's item is said as the story part says an item: no mark, a capital, a full stop)
        const all = stories[i]!.story.sentences;
        const text = l.indexes
          .map((x) => spoken(all[x]!, all[x + 1]))
          .filter((t) => t !== hookText)
          .join(' ');
        if (!text) continue;
        if (!l.stated) {
          if (!l.inPlace) own.push(text);
          continue;
        }
        said.push(l.inPlace ? (l.core ? terminate(l.core) : text) : text);
      }
      const first = said[0];
      // a lesson that announces itself ("The lesson is simple: ...") or holds a colon takes no lead-in of the writer's,
      // nor does one that leans on what came before ("That taught me ...": after a lead-in, "That" refers to nothing)
      const framed_ = P && first !== undefined && !P.selfAnnouncedLesson.test(first) && !P.leaning.test(first) && !/:\s/.test(first.split(/(?<=[.!?])\s/)[0]!);
      const inPlaceOnly = used.every((i) => !lessons[i]?.stated || lessons[i]!.inPlace);
      // (a lesson said in place that announces itself is not said twice: without another, the part says the stories' own closings, or is left out)
      const lessonSaid = first !== undefined && (framed_ || !inPlaceOnly) ? (framed_ ? `${P!.script.lessonIntro} ${said.join(' ')}` : said.join(' ')) : '';
      // (the stories' own closings come first: a lesson lead-in introduces the lesson only)
      const core = [...own, lessonSaid].filter(Boolean).join(' ');
      if (!core) continue;
      const key = captionOf(first ?? own[0]!, lang, 10);
      sections.push(section(part.heading, core, [V.camera.pushIn, ...(key ? [V.notes.keyLine(key)] : [])]));
    } else {
      // the brief's audience (read from an English brief) is spoken to, in place of the general call (one ask, not two)
      const ask = P ? (audience ? P.video.audienceCta(audience) : P.script.cta(unpunctuated(input.title))) : unpunctuated(input.title);
      sections.push(section(part.heading, ask, [V.notes.subscribe, V.notes.endScreen]));
    }
  }
  return { sections };
}

/** The script as the contract shows it: outline headings, sections, estimated duration. */
export function assembleScript(outline: OutlinePart[], sections: ScriptSection[]): Script {
  const timed = sections.map((s) => ({ ...s, estimatedSeconds: s.estimatedSeconds ?? Math.round(speakingSeconds(s.spokenText) + 1) }));
  return {
    outline: outline.map((p) => p.heading),
    sections: timed,
    estimatedDurationSeconds: timed.reduce((sum, s) => sum + (s.estimatedSeconds ?? 0), 0),
  };
}

/** The words a viewer hears, for scoring. */
export function spokenText(script: Script): string {
  return script.sections.map((s) => s.spokenText).join('\n\n');
}

const storiesForModel = (input: ScriptInput) => input.anecdotes.map((a, i) => ({ index: i, title: a.title, content: a.content, mood: a.mood, storyType: a.storyType, tags: a.tags }));

/** The words the script should run to: the brief's length at 150 words a minute, else what the anecdotes hold. */
function wordTarget(input: ScriptInput): string {
  const { targetSeconds } = readBrief(input.brief);
  const words = targetSeconds ? Math.round((targetSeconds / 60) * 150) : undefined;
  return words ? `Word target: about ${words} spoken words in all.` : 'Word target: as many words as the anecdotes tell, without padding.';
}

const SYSTEM = [
  'You write long-form YouTube video scripts (5 to 15 minutes) that the author reads to camera.',
  'Facts: only what the anecdotes say. Never invent names, figures, places, dates, quotes or events; keep every figure exactly as the anecdotes give it.',
  'Written for the ear: short sentences, one thought each, words a person says aloud (no lists, no parentheses, no symbols to read out).',
  'The hook (the first 15 seconds) opens on the most striking moment or figure and says what the viewer will take away: no greeting, no "in this video".',
  'Each story part tells its anecdote in its order with its concrete details. An anecdote told in the first person keeps its "I"; one about someone else keeps their name or role.',
  'Transitions say what links the parts. The lesson says what the anecdotes state, never a moral they lack.',
  'The call to action is one or two sentences: ask the viewer to comment with their own experience and to subscribe for the next story.',
].join('\n');

export const scriptOutlineTask: Task<ScriptInput, ScriptOutline> = {
  name: 'script-outline',
  schema: outlineSchema,
  local: composeOutline,
  *candidates(input) {
    yield composeOutline(input);
  },
  temperature: 0.7,
  language: scriptLanguage,
  messages(input): ChatMessage[] {
    return [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: `Outline a video titled "${input.title}".${input.brief ? ` Brief: ${input.brief}` : ''}\nParts in order: one hook, then story parts (each names the anecdote indexes it tells), one lesson, one call to action (purpose "cta").\nAnecdotes:\n${JSON.stringify(storiesForModel(input))}`,
      },
    ];
  },
};

export const scriptSectionsTask: Task<SectionsInput, ScriptSections> = {
  name: 'script-sections',
  schema: sectionsSchema,
  local: composeSections,
  *candidates(input) {
    const composed = composeSections(input);
    yield composed;
    // the safe form: the anecdotes in their own sentences (a list's items as sentences), no frame of
    // the writer's, each sentence said once; the hook is the first story's first sentence, the
    // lesson each anecdote's last one, a story part tells the rest, the call to action stays the writer's
    const stories = analyze(input);
    const lessonIn = new Set(input.outline.filter((p) => p.purpose === 'lesson').flatMap((p) => p.anecdoteIndexes));
    const hookOf = input.outline.find((p) => p.purpose === 'hook')?.anecdoteIndexes.find((n) => n >= 0 && n < stories.length);
    const said = (n: number, skip: (i: number, last: number) => boolean) => {
      const all = stories[n]!.story.sentences;
      return all.filter((x) => !skip(x.index, all.length - 1)).map((x) => spoken(x, all[x.index + 1]));
    };
    yield {
      sections: input.outline.map((part, i) => {
        const told = part.anecdoteIndexes.filter((n) => n >= 0 && n < stories.length);
        const text =
          part.purpose === 'hook'
            ? hookOf !== undefined
              ? said(hookOf, (x) => x > 0)[0]
              : undefined
            : part.purpose === 'lesson'
              ? told
                  .map((n) => said(n, (x, last) => x !== last || last === 0)[0])
                  .filter(Boolean)
                  .join(' ')
              : part.purpose === 'cta'
                ? composed.sections[i]?.spokenText
                : told.flatMap((n) => said(n, (x, last) => (n === hookOf && x === 0) || (lessonIn.has(n) && x === last && last > 0))).join(' ');
        // (a part with nothing of its own says the title as written, a question with its mark, a sentence with its stop)
        return section(part.heading, text || terminate(input.title.trim()), []);
      }),
    };
  },
  temperature: 0.7,
  language: scriptLanguage,
  messages(input): ChatMessage[] {
    return [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: `Write the sections of the video "${input.title}", one per outline part, in order, in the language of the anecdotes (headings, spoken text, camera directions and on-screen notes alike).${input.brief ? ` Brief: ${input.brief}` : ''}\n${wordTarget(input)}\nFor each: heading, spokenText (what the narrator says), onScreenNotes (what the viewer sees: B-roll, a figure on screen; short, never a copy of the spoken text), estimatedSeconds (at 150 words a minute).\nOnly facts from the anecdotes: if the brief asks for more than they hold, say less rather than invent. Patients, clients and minors keep the anonymity the anecdotes give them.\nOutline:\n${JSON.stringify(input.outline)}\nAnecdotes:\n${JSON.stringify(storiesForModel(input))}`,
      },
    ];
  },
};

/** A warning when the brief asks for a length far from what the anecdotes make. */
export function lengthWarning(script: Script, brief: string | undefined): string | undefined {
  const { targetSeconds } = readBrief(brief);
  const actual = script.estimatedDurationSeconds ?? 0;
  if (!targetSeconds || actual >= targetSeconds * 0.5) return undefined;
  const mins = (s: number) => `${Math.max(1, Math.round(s / 60))} min`;
  return `the script runs about ${actual < 60 ? `${Math.round(actual)} s` : mins(actual)}, well under the ${mins(targetSeconds)} the brief asks for: select more anecdotes`;
}
