import { bare as framed, unpunctuated } from '../writing/packs/text.js';
import type { components } from '../../generated/openapi.js';
import type { ChatMessage, Task } from '../engine.js';
import { phrasesOf, type LanguagePack } from '../writing/phrases.js';
import { storyLanguage, storyLines, type StorySource } from '../writing/analyze/story.js';
import { hookScore, readBrief, shorten, speakingSeconds, topicsOf, type SentenceInfo } from './spoken.js';
import { PACKS, packOf } from '../writing/packs/index.js';
import { captionOf, splitSentences } from '../writing/analyze/clauses.js';
import { figurePhrase, statFigure } from '../writing/analyze/figures.js';

export type Script = components['schemas']['Script'];
export type ScriptSection = components['schemas']['ScriptSection'];

export type ScriptAnecdote = StorySource;

export interface ScriptInput {
  title: string;
  brief?: string;
  /** in the order the owner selected them */
  anecdotes: ScriptAnecdote[];
}

export type OutlinePurpose = 'hook' | 'story' | 'lesson' | 'cta';

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
  sentences: SentenceInfo[];
}

const analyze = (input: ScriptInput): Analyzed[] => input.anecdotes.map((anecdote) => ({ anecdote, sentences: storyLines(anecdote) }));

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
    s.sentences.forEach((sentence, i) => {
      if (i > 0 && refersBack(sentence.text)) return;
      const score = hookScore(sentence) - i * 0.2;
      if (!best || score > best.score) best = { story: si, sentence: i, score };
    }),
  );
  return best;
}

const all = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The language the anecdotes are told in (all of them together). */
export function scriptLanguage(input: Pick<ScriptInput, 'anecdotes'>): string {
  return storyLanguage({ title: input.anecdotes.map((a) => a.title).join('. '), content: input.anecdotes.map((a) => a.content).join(' ') });
}

const HEADINGS = { hook: '1', lesson: '∗', cta: '→' };

/** Offline outline: a hook, one part per anecdote (its own title), the lesson, a call to action, headed in the stories' language. */
export function composeOutline(input: ScriptInput): ScriptOutline {
  const stories = analyze(input);
  const language = scriptLanguage(input);
  const H = phrasesOf(language)?.script.headings ?? HEADINGS;
  const hook = pickHook(stories, language);
  const withLesson = stories.flatMap((s, i) => (s.sentences.some((x) => x.lesson) ? [i] : []));
  return {
    outline: [
      { heading: H.hook, purpose: 'hook', anecdoteIndexes: hook ? [hook.story] : [] },
      ...stories.map((s, i): OutlinePart => ({ heading: s.anecdote.title.trim() || `Story ${i + 1}`, purpose: 'story', anecdoteIndexes: [i] })),
      { heading: H.lesson, purpose: 'lesson', anecdoteIndexes: withLesson.length ? withLesson : all(stories.length) },
      { heading: H.cta, purpose: 'cta', anecdoteIndexes: [] },
    ],
  };
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
  if (anecdote?.tags?.length) notes.push(N.lowerThird(anecdote.tags.slice(0, 3).map((t) => `#${t.replace(/\s+/g, '')}`).join(' ')));
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
  const hookText = hook ? shorten(stories[hook.story]!.sentences[hook.sentence]!.text, 26, lang) : input.title;
  // camera directions and notes in the stories' language (English words for a language without a pack)
  const V = (P ?? PACKS.en).video;
  const n = stories.length;
  const sections: ScriptSection[] = [];
  let storyCount = 0;
  for (const part of input.outline) {
    const used = part.anecdoteIndexes.filter((i) => i >= 0 && i < n);
    if (part.purpose === 'hook') {
      const promise = P ? ` ${P.script.promise(unpunctuated(input.title), n)}` : '';
      const forWhom = P && audience ? ` ${P.script.audience(audience)}` : '';
      const cold = captionOf(hookText, lang, 8);
      sections.push(section(part.heading, `${hookText}${promise}${forWhom}`, [...(cold ? [V.notes.coldOpen(cold)] : []), V.notes.titleCard(framed(input.title))]));
    } else if (part.purpose === 'story') {
      for (const i of used) {
        const s = stories[i]!;
        // the hook was said already, and the lesson part says the lesson: the story does not say them twice
        const lessonSaid = input.outline.some((p) => p.purpose === 'lesson' && p.anecdoteIndexes.includes(i));
        const lines = s.sentences
          .filter((x) => !(lessonSaid && x.lesson))
          .map((x) => x.text)
          .filter((t) => !(hook && i === hook.story && t === stories[hook.story]!.sentences[hook.sentence]!.text) && t !== hookText);
        const title = unpunctuated(s.anecdote.title);
        const opener = !P ? '' : storyCount > 0 ? P.script.transition(title) : P.video.firstStory(title);
        storyCount++;
        const body = lines.length ? lines.join(' ') : s.anecdote.title;
        sections.push(section(part.heading, opener ? `${opener} ${body}` : body, notesFor(body, lang, s.anecdote)));
      }
    } else if (part.purpose === 'lesson') {
      const lessons = used.flatMap((i) => stories[i]!.sentences.filter((x) => x.lesson).map((x) => x.text));
      // a lesson that announces itself ("The lesson is simple: ...") takes no lead-in of the writer's
      const announced = P && lessons[0] !== undefined && P.selfAnnouncedLesson.test(lessons[0]);
      const core = lessons.length
        ? P && !announced ? `${P.script.lessonIntro} ${lessons.join(' ')}` : lessons.join(' ')
        : P ? P.script.lessonFallback(unpunctuated(input.title)) : unpunctuated(input.title);
      const key = captionOf(lessons[0] ?? framed(input.title), lang, 10);
      sections.push(section(part.heading, core, [V.camera.pushIn, ...(key ? [V.notes.keyLine(key)] : [])]));
    } else {
      // the brief's audience (read from an English brief) is spoken to first
      const who = P && audience ? `${P.video.audienceCta(audience)} ` : '';
      sections.push(section(part.heading, P ? `${who}${P.script.cta(unpunctuated(input.title))}` : unpunctuated(input.title), [V.notes.subscribe, V.notes.endScreen]));
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

const storiesForModel = (input: ScriptInput) =>
  input.anecdotes.map((a, i) => ({ index: i, title: a.title, content: a.content, mood: a.mood, storyType: a.storyType, tags: a.tags }));

/** The words the script should run to: the brief's length at 150 words a minute, else what the anecdotes hold. */
function wordTarget(input: ScriptInput): string {
  const { targetSeconds } = readBrief(input.brief);
  const words = targetSeconds ? Math.round((targetSeconds / 60) * 150) : undefined;
  return words ? `Word target: about ${words} spoken words in all.` : 'Word target: as many words as the anecdotes tell, without padding.';
}

const SYSTEM = 'You write long-form video scripts (YouTube, 5 to 15 minutes) in the first person, spoken style: short sentences, concrete details from the stories, no invented facts.';

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
    // the safe form: the anecdotes in their own sentences, no frame of the writer's; a story part
    // tells its anecdote whole, the hook its first sentence, the lesson each anecdote's last one,
    // the call to action stays the writer's
    yield {
      sections: input.outline.map((part, i) => {
        const told = part.anecdoteIndexes.filter((n) => n >= 0 && n < input.anecdotes.length).map((n) => splitSentences(input.anecdotes[n]!.content.replace(/\s+/g, ' ').trim(), scriptLanguage(input)));
        const text =
          part.purpose === 'hook' ? told[0]?.[0] : part.purpose === 'lesson' ? told.map((t) => t.at(-1)).filter(Boolean).join(' ') : part.purpose === 'cta' ? composed.sections[i]?.spokenText : told.map((t) => t.join(' ')).join(' ');
        return section(part.heading, text || unpunctuated(input.title), []);
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
        content: `Write the sections of the video "${input.title}", one per outline part, in order, in the language of the anecdotes (headings, spoken text, camera directions and on-screen notes alike).${input.brief ? ` Brief: ${input.brief}` : ''}\n${wordTarget(input)}\nFor each: heading, spokenText (what the narrator says), onScreenNotes (visuals, text on screen), estimatedSeconds (at 150 words a minute).\nOnly facts from the anecdotes: if the brief asks for more than they hold, say less rather than invent. Patients, clients and minors keep the anonymity the anecdotes give them.\nOutline:\n${JSON.stringify(input.outline)}\nAnecdotes:\n${JSON.stringify(storiesForModel(input))}`,
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
