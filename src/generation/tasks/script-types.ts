import type { components } from '../../generated/openapi.js';
import type { StorySource } from '../writing/analyze/story.js';

/** The script composer's inputs and outputs, apart from it so that its steps (script-plan.ts, script-stories.ts) import no module that imports them. */
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
