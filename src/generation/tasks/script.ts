import { bare as framed, unpunctuated } from '../writing/packs/text.js';
import type { ChatMessage, Task } from '../engine.js';
import { phrasesOf, type LanguagePack } from '../writing/phrases.js';
import { terminate } from '../writing/voice.js';
import { readBrief, speakingSeconds } from './spoken.js';
import { PACKS } from '../writing/packs/index.js';
import { captionOf, splitAtClause } from '../writing/analyze/clauses.js';
import { own, type PlanPart, type PlanSentence, type ScriptPlan, planOfSections, textOf, told } from './script-plan.js';
import { analyze, lessonOf, lessonParts, notesFor, openLine, pickHook, scriptLanguage, spoken } from './script-stories.js';

export type { OutlinePart, Script, ScriptAnecdote, ScriptInput, ScriptOutline, ScriptSection, ScriptSections, SectionsInput } from './script-types.js';
import type { OutlinePart, Script, ScriptInput, ScriptOutline, ScriptSection, ScriptSections, SectionsInput } from './script-types.js';

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

const section = (heading: string, spokenText: string, onScreenNotes: string[]): ScriptSection => ({
  heading,
  spokenText,
  onScreenNotes,
  estimatedSeconds: Math.round(speakingSeconds(spokenText) + 1),
});

/**
 * Offline sections for an outline, written from the anecdotes' own sentences, and their plan
 * (script-plan.ts: each part's purpose and sentences, the story's apart from the writer's): the
 * hook opens on the most striking sentence (a figure, a contrast, a question) and promises the
 * stories; each story is told in its own words with a spoken transition; the lesson gathers the
 * sentences that state one; the call to action speaks to the brief's audience.
 */
export function planSections(input: SectionsInput): ScriptSections & { plan: ScriptPlan } {
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
  const parts: PlanPart[] = [];
  // a section says its plan part's sentences, one after the other
  const add = (purpose: PlanPart['purpose'], heading: string, sentences: PlanSentence[], notes: (text: string) => string[]) => {
    const part = { purpose, sentences };
    const text = textOf(part);
    sections.push(section(heading, text, notes(text)));
    parts.push(part);
  };
  let storyCount = 0;
  for (const part of input.outline) {
    const used = part.anecdoteIndexes.filter((i) => i >= 0 && i < n);
    if (part.purpose === 'hook') {
      // after the hook, a line on the story's own material (its figure, the person it is about, a tag), never a stock frame around the title
      const from = hook ? stories[hook.story]! : stories[0];
      const line = from && P ? openLine(from.story, P, hookText) : undefined;
      const cold = captionOf(hookText, lang, 8);
      const opening = hook && hookCut ? told(hookText, hook.story, hook.sentence) : own(hookText);
      add('hook', part.heading, [opening, ...(line ? [own(line)] : []), ...(P && audience ? [own(P.script.audience(audience))] : [])], () => [...(cold ? [V.notes.coldOpen(cold)] : []), V.notes.titleCard(framed(input.title))]);
    } else if (part.purpose === 'story') {
      for (const i of used) {
        const s = stories[i]!;
        // the hook was said already, and the lesson part says the lesson: the story does not say them twice
        const lessonSaid = input.outline.some((p) => p.purpose === 'lesson' && p.anecdoteIndexes.includes(i));
        const lesson = lessons[i];
        const moved = new Set(lessonSaid && lesson && !lesson.inPlace ? lesson.indexes : []);
        const all = s.story.sentences;
        const hookHere = (x: (typeof all)[number]) => Boolean(hook && i === hook.story && x.index === hook.sentence);
        const lines = all.filter((x) => !moved.has(x.index) && (!hookHere(x) || hookCut?.rest) && x.raw !== hookText).map((x) => told(hookHere(x) ? hookCut!.rest! : spoken(x, all[x.index + 1]), i, x.index));
        // the first story follows the hook; the next ones are announced by their title
        const opener = P && storyCount > 0 ? P.script.transition(unpunctuated(s.anecdote.title)) : '';
        storyCount++;
        const body = lines.length ? lines : [own(s.anecdote.title)];
        add('story', part.heading, [...(opener ? [own(opener)] : []), ...body], () => notesFor(body.map((x) => x.text).join(' '), lang, s.anecdote));
      }
    } else if (part.purpose === 'lesson') {
      // each lesson once here: a lesson the story said in its place comes back in the pack's frame (or as its core), a moved one is said whole
      // a story that states none closes here on its own closing sentence, as written, without a lead-in (it is no lesson of the writer's)
      const said: PlanSentence[][] = [];
      const own_: PlanSentence[][] = [];
      for (const i of used) {
        const l = lessons[i];
        if (!l) continue;
        // (a lesson that is a list's item is said as the story part says an item: no mark, a capital, a full stop)
        const all = stories[i]!.story.sentences;
        const text = l.indexes.map((x) => told(spoken(all[x]!, all[x + 1]), i, x)).filter((t) => t.text !== hookText);
        if (!text.length) continue;
        if (!l.stated) {
          if (!l.inPlace) own_.push(text);
          continue;
        }
        said.push(l.inPlace && l.core ? [told(terminate(l.core), i, l.indexes[0]!)] : text);
      }
      const first = said[0]?.map((x) => x.text).join(' ');
      // a lesson that announces itself ("The lesson is simple: ...") or holds a colon takes no lead-in of the writer's,
      // nor does one that leans on what came before ("That taught me ...": after a lead-in, "That" refers to nothing)
      const framed_ = P && first !== undefined && !P.selfAnnouncedLesson.test(first) && !P.leaning.test(first) && !/:\s/.test(first.split(/(?<=[.!?])\s/)[0]!);
      const inPlaceOnly = used.every((i) => !lessons[i]?.stated || lessons[i]!.inPlace);
      // (a lesson said in place that announces itself is not said twice: without another, the part says the stories' own closings, or is left out)
      const lessonSaid = first !== undefined && (framed_ || !inPlaceOnly) ? [...(framed_ ? [own(P!.script.lessonIntro)] : []), ...said.flat()] : [];
      // (the stories' own closings come first: a lesson lead-in introduces the lesson only)
      const core = [...own_.flat(), ...lessonSaid];
      if (!core.length) continue;
      const key = captionOf(first ?? own_[0]!.map((x) => x.text).join(' '), lang, 10);
      add('lesson', part.heading, core, () => [V.camera.pushIn, ...(key ? [V.notes.keyLine(key)] : [])]);
    } else {
      // the brief's audience (read from an English brief) is spoken to, in place of the general call (one ask, not two)
      const ask = P ? (audience ? P.video.audienceCta(audience) : P.script.cta(unpunctuated(input.title))) : unpunctuated(input.title);
      add('cta', part.heading, [own(ask)], () => [V.notes.subscribe, V.notes.endScreen]);
    }
  }
  return { sections, plan: { parts } };
}

/** The offline sections for an outline (`planSections` without the plan). */
export function composeSections(input: SectionsInput): ScriptSections {
  return { sections: planSections(input).sections };
}

/**
 * The safe form of the sections, and its plan: the anecdotes in their own sentences (a list's
 * items as sentences), no frame of the writer's, each sentence said once; the hook is the first
 * story's first sentence, the lesson each anecdote's last one, a story part tells the rest, the
 * call to action stays the writer's (`composed`'s).
 */
function safeSections(input: SectionsInput, composed: ScriptSections): ScriptSections & { plan: ScriptPlan } {
  const stories = analyze(input);
  const lessonIn = new Set(input.outline.filter((p) => p.purpose === 'lesson').flatMap((p) => p.anecdoteIndexes));
  const hookOf = input.outline.find((p) => p.purpose === 'hook')?.anecdoteIndexes.find((n) => n >= 0 && n < stories.length);
  const said = (n: number, skip: (i: number, last: number) => boolean) => {
    const all = stories[n]!.story.sentences;
    return all.filter((x) => !skip(x.index, all.length - 1)).map((x) => told(spoken(x, all[x.index + 1]), n, x.index));
  };
  const parts = input.outline.map((part, i): PlanPart => {
    const used = part.anecdoteIndexes.filter((n) => n >= 0 && n < stories.length);
    const cta = composed.sections[i]?.spokenText;
    const sentences =
      part.purpose === 'hook'
        ? hookOf !== undefined
          ? said(hookOf, (x) => x > 0).slice(0, 1)
          : []
        : part.purpose === 'lesson'
          ? used.flatMap((n) => said(n, (x, last) => x !== last || last === 0).slice(0, 1))
          : part.purpose === 'cta'
            ? cta
              ? [own(cta)]
              : []
            : used.flatMap((n) => said(n, (x, last) => (n === hookOf && x === 0) || (lessonIn.has(n) && x === last && last > 0)));
    // (a part with nothing of its own says the title as written, a question with its mark, a sentence with its stop)
    return { purpose: part.purpose, sentences: sentences.length ? sentences : [own(terminate(input.title.trim()))] };
  });
  return { sections: input.outline.map((part, i) => section(part.heading, textOf(parts[i]!), [])), plan: { parts } };
}

/**
 * The plan of the sections a script job keeps: the composer's own when they are its draft or its
 * safe form, else (a model's sections) each part's purpose from the outline.
 */
export function scriptPlanOf(input: SectionsInput, sections: ScriptSection[]): ScriptPlan {
  const same = (drafted: ScriptSection[]) => drafted.length === sections.length && drafted.every((s, i) => s.heading === sections[i]!.heading && s.spokenText === sections[i]!.spokenText);
  const composed = planSections(input);
  for (const drafted of [composed, safeSections(input, composed)]) if (same(drafted.sections)) return drafted.plan;
  return planOfSections(
    input.outline.map((p) => p.purpose),
    sections,
  );
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
    const composed = planSections(input);
    yield { sections: composed.sections };
    yield { sections: safeSections(input, composed).sections };
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
