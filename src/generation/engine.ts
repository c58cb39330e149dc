import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Config } from '../config.js';
import { openAiRunner } from './openai.js';
import { countTokens } from './tokens.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * One generation task (write a post, outline a carousel, ...). The same task runs on either
 * provider: `local` composes the output offline and deterministically from the input's own
 * material; `openai` sends `messages` and expects JSON matching `schema`. Either way the
 * output is validated against `schema` before anyone uses it.
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
}

export interface Generated<O> {
  output: O;
  /** prompt + completion tokens: the server's count for openai, gpt-tokenizer's for local */
  tokens: number;
}

export interface GenerationEngine {
  readonly provider: Config['generationProvider'];
  run<I, O>(task: Task<I, O>, input: I, opts?: { signal?: AbortSignal }): Promise<Generated<O>>;
}

/** A generation that could not produce a usable output; its message names the cause. */
export class GenerationError extends Error {}

export type TaskRunner = (task: Task<any, any>, input: unknown, signal?: AbortSignal) => Promise<{ raw: unknown; tokens: number }>;

const ajv = new Ajv.default({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

function validate<O>(task: Task<unknown, O>, raw: unknown): O {
  let check = validators.get(task.schema);
  if (!check) {
    check = ajv.compile(task.schema);
    validators.set(task.schema, check);
  }
  if (!check(raw)) {
    const why = (check.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
    throw new GenerationError(`${task.name}: the generated output does not match its schema: ${why}`);
  }
  return raw as O;
}

const localRunner: TaskRunner = async (task, input) => {
  const raw = task.local(input);
  const prompt = task.messages(input).map((m) => m.content).join('\n');
  return { raw, tokens: countTokens(prompt) + countTokens(JSON.stringify(raw)) };
};

export function createEngine(config: Pick<Config, 'generationProvider' | 'openai'>): GenerationEngine {
  const runner = config.generationProvider === 'openai' ? openAiRunner(config.openai) : localRunner;
  return {
    provider: config.generationProvider,
    async run(task, input, opts = {}) {
      const { raw, tokens } = await runner(task, input, opts.signal);
      return { output: validate(task, raw), tokens };
    },
  };
}
