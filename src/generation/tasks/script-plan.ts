import { detectTextLanguage } from '../language.js';
import type { OutlinePart, Script, ScriptSection } from './script-types.js';
import { sentencesOf } from './spoken.js';

/**
 * The plan of a script: what each of its parts is for and which sentences it says, the story's
 * (with the story and the sentence they come from) apart from the writer's own lines. The script
 * composer writes it beside the script (script.ts `planSections`), the script job stores it with
 * its result (never in the API's script), and the short reads each part's role from it
 * (short.ts) instead of guessing it from the script's headings, lead-ins and connectors.
 */
export interface ScriptPlan {
  /** one a section of the script, in its order */
  parts: PlanPart[];
}

/** What a part of a script is for: its outline part's purpose. */
type PartPurpose = OutlinePart['purpose'];

export interface PlanPart {
  purpose: PartPurpose;
  /** the part's sentences in order: joined by a space they are its section's spoken text */
  sentences: PlanSentence[];
}

export interface PlanSentence {
  /** as the script says it (the hook may say a sentence's first clauses, the lesson part a lesson's core) */
  text: string;
  /** the story it tells, an index into the script's anecdotes, and that story's sentence (the story analysis's index) */
  story?: number;
  sentence?: number;
  /** the writer's own line, no story's: a transition, the line after the hook, a lesson's lead-in, the call to action, the title standing in */
  writer?: true;
}

/** A plan sentence from a story: its text, the story and the sentence it tells. */
export const told = (text: string, story: number, sentence: number): PlanSentence => ({ text, story, sentence });
/** A line of the writer's own. */
export const own = (text: string): PlanSentence => ({ text, writer: true });

/** A plan part and the section text it says. */
export const textOf = (part: PlanPart): string => part.sentences.map((s) => s.text).join(' ');

/** The sentences a story tells in a part, without the writer's lines, as one text. */
export const storyTextOf = (part: PlanPart): string =>
  part.sentences
    .filter((s) => !s.writer)
    .map((s) => s.text)
    .join(' ');

const languageOf = (sections: ScriptSection[]) => detectTextLanguage(sections.map((s) => s.spokenText).join(' ')).code;

/**
 * The plan of sections written without the composer (a model's): each part's purpose from its
 * outline part, its sentences as the section says them, none of them known as a story's or the writer's.
 */
export function planOfSections(purposes: PartPurpose[], sections: ScriptSection[]): ScriptPlan {
  const language = languageOf(sections);
  return { parts: sections.map((s, i) => ({ purpose: purposes[i] ?? 'story', sentences: sentencesOf(s.spokenText, language).map((text) => ({ text })) })) };
}

/**
 * The plan a short reads: the one stored with the script, else (a script stored before plans
 * were) one read from the sections' places. The first section is the hook, whose first sentence
 * is the story's and the rest the writer's; the last is the call to action; the one before it is
 * the lesson when there are more sections between them than `stories` (the script's stories,
 * when known), else when there are at least two; the rest tell the stories.
 */
export function readScriptPlan(script: Script, plan?: ScriptPlan, stories?: number): ScriptPlan {
  const sections = script.sections;
  if (plan && plan.parts.length === sections.length) return plan;
  const n = sections.length;
  const language = languageOf(sections);
  const middle = n - 2;
  const hasLesson = middle >= 2 && (stories === undefined || middle > stories);
  const purposeAt = (i: number): PartPurpose => (n > 1 && i === 0 ? 'hook' : n > 1 && i === n - 1 ? 'cta' : hasLesson && i === n - 2 ? 'lesson' : 'story');
  return {
    parts: sections.map((s, i) => {
      const purpose = purposeAt(i);
      const sentences = sentencesOf(s.spokenText, language).map((text, k): PlanSentence => (purpose === 'cta' || (purpose === 'hook' && k > 0) ? own(text) : { text }));
      return { purpose, sentences };
    }),
  };
}
