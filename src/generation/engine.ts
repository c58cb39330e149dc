import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Config } from '../config.js';
import { openAiRunner } from './openai.js';
import { gate } from './quality/gate.js';
import { GenerationError, type Task, type TaskRunner } from './task.js';
import { countTokens } from './tokens.js';

export { GenerationError, type ChatMessage, type Task, type TaskRunner } from './task.js';

export interface Generated<O> {
  output: O;
  /** prompt + completion tokens: the server's count for openai, gpt-tokenizer's for local */
  tokens: number;
  /** what the quality gate changed (a failing draft replaced by the next plan), for the job's warnings */
  warnings: string[];
}

export interface GenerationEngine {
  readonly provider: Config['generationProvider'];
  run<I, O>(task: Task<I, O>, input: I, opts?: { signal?: AbortSignal }): Promise<Generated<O>>;
}

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

/** The first of a task's local candidates (its plans in order, the safe form last) that matches its schema. */
function firstValid<I, O>(task: Task<I, O>, input: I, check: (raw: unknown) => O): { output: O; index: number } | undefined {
  if (!task.candidates) return undefined;
  let index = 0;
  for (const candidate of task.candidates(input)) {
    try {
      return { output: check(candidate), index };
    } catch {
      index++;
    }
  }
  return undefined;
}

/**
 * `gate: false` stores what the provider wrote without judging it: only the eval's BEFORE
 * figures use it, to measure the writer alone.
 */
export function createEngine(config: Pick<Config, 'generationProvider' | 'openai'>, opts: { gate?: boolean } = {}): GenerationEngine {
  const runner = config.generationProvider === 'openai' ? openAiRunner(config.openai) : localRunner;
  return {
    provider: config.generationProvider,
    async run(task, input, runOpts = {}) {
      const { raw, tokens } = await runner(task, input, runOpts.signal);
      const check = (candidate: unknown) => validate(task, candidate);
      let output: ReturnType<typeof check>;
      const warnings: string[] = [];
      try {
        output = check(raw);
      } catch (error) {
        // the offline writer's first plan outside its schema (a line too long to cut at a clause) is its defect, not the
        // caller's: its next plan that fits stands in, said in a warning; a model's output was already retried by its runner
        const next = config.generationProvider === 'local' && opts.gate !== false ? firstValid(task, input, check) : undefined;
        if (!next) throw error;
        output = next.output;
        warnings.push(`quality gate: the writer's first plan ${(error as Error).message.replace(/^[^:]*: /, '')}; replaced by the writer's plan ${next.index + 1}`);
      }
      if (opts.gate === false) return { output, tokens, warnings };
      const gated = gate(task, input, output, { provider: config.generationProvider, validate: check });
      return { output: gated.output, tokens, warnings: [...warnings, ...gated.warnings] };
    },
  };
}
