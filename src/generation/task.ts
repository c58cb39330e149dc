import type { Platform } from './quality/judge.js';

// The shapes of a generation task and the error of a failed generation: what the engine
// (engine.ts) and its providers (openai.ts) share.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * One generation task (write a post, outline a carousel, ...). The same task runs on either
 * writer: the offline writer composes the output deterministically from the input's own
 * material (`local`); a model gets `messages` and answers JSON matching `schema`. Either way the
 * output is validated against `schema`, then judged by the quality gate (quality/gate.ts)
 * before anyone uses it: a failing output is replaced by the first of `candidates` that passes.
 */
export interface Task<I, O> {
  name: string;
  schema: Record<string, unknown>;
  local(input: I): O;
  messages(input: I): ChatMessage[];
  /** sampling temperature for a model: low for analysis and code, higher for stories (default 0.7) */
  temperature?: number;
  /** ISO 639-1 code of the language the output must be written in, when the input tells it */
  language?(input: I): string | undefined;
  /** the local plans in order of preference, ending with a safe form; the quality gate takes the first that passes */
  candidates?(input: I): Iterable<O>;
  /**
   * the schema a model's answer is held to for this input, stricter than `schema` where the prompt
   * asks for a count (a carousel of exactly the outlined slides); default `schema`
   */
  schemaFor?(input: I): Record<string, unknown>;
  /** what is wrong with a model's answer beyond its schema, one line each ("slide 4 is missing"), for its repair turn */
  check?(input: I, output: O): string[];
  /** the texts of an output the quality gate judges, each with what it is for (default: every prose string in it) */
  judged?(output: O): { text: string; platform: Platform }[];
}

/** A generation that could not produce a usable output; its message names the cause. */
export class GenerationError extends Error {}
