import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Config } from '../config.js';
import { firstJsonObject, schemaProblems } from './answer.js';
import { ModelUnavailableError, type ModelClient } from './model.js';
import { modelSchema } from './model-schema.js';
import { localModelClient } from './local-model/client.js';
import { dropNulls, openAiClient } from './openai.js';
import { promptOf, repairTurn } from './prompt.js';
import { findings, gate } from './quality/gate.js';
import { GenerationError, type ChatMessage, type Task } from './task.js';
import { countTokens } from './tokens.js';

export { GenerationError, type ChatMessage, type Task } from './task.js';

interface Generated<O> {
  output: O;
  /** prompt + completion tokens of every model call, repairs included (the server's count); gpt-tokenizer's for the offline writer */
  tokens: number;
  /** what went differently from asked (the quality gate's replacement, the model's failure), for the job's warnings */
  warnings: string[];
  /** who wrote the output: the model, or the offline writer (the provider, or the model's stand-in) */
  writer: 'model' | 'offline';
}

export interface GenerationEngine {
  readonly provider: Config['generationProvider'];
  /**
   * `fallback` overrides GENERATION_FALLBACK for this run: `fail` where the caller has something
   * better to keep than the offline writer's text (a component's previous source)
   */
  run<I, O>(task: Task<I, O>, input: I, opts?: { signal?: AbortSignal; fallback?: Config['generationFallback'] }): Promise<Generated<O>>;
  /** frees what the model client holds (a local model's child process) */
  close(): Promise<void>;
}

const ajv = new Ajv.default({ allErrors: true, strict: false });
addFormats.default(ajv);
/**
 * Compiled validators by schema text: a task's schema for one input (`schemaFor`, a carousel of
 * exactly 7 slides) is a new object each run, and the few distinct ones are compiled once. Ajv
 * keeps what it compiles: past a bound, both caches start afresh.
 */
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const MAX_VALIDATORS = 256;

function checker(schema: object) {
  const key = JSON.stringify(schema);
  let check = validators.get(key);
  if (!check) {
    if (validators.size >= MAX_VALIDATORS) {
      validators.clear();
      ajv.removeSchema();
    }
    check = ajv.compile(schema);
    validators.set(key, check);
  }
  return check;
}

/** The problems of a value against a schema, in words; empty when it matches. */
function problemsOf(schema: object, raw: unknown): string[] {
  const check = checker(schema);
  return check(raw) ? [] : schemaProblems(check.errors ?? [], raw);
}

function validate<O>(task: Task<unknown, O>, raw: unknown): O {
  const problems = problemsOf(task.schema, raw);
  if (problems.length) throw new GenerationError(`${task.name}: the generated output does not match its schema: ${problems.join('; ')}`);
  return raw as O;
}

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

/** The task's own checks of an answer (a check that trips on a broken shape finds nothing: the schema's problems say it). */
function checked<I, O>(task: Task<I, O>, input: I, raw: unknown): string[] {
  try {
    return task.check?.(input, raw as O) ?? [];
  } catch {
    return [];
  }
}

/** A model's answer that could not be used even after its repair turn, with what it cost. */
class UnusableAnswer extends Error {
  constructor(
    message: string,
    readonly tokens: number,
  ) {
    super(message);
  }
}

export interface EngineConfig {
  generationProvider: Config['generationProvider'];
  openai: Config['openai'];
  /** GENERATION_PROVIDER=local: the operator's GGUF file (LOCAL_MODEL_PATH); unset, the offline writer */
  localModel?: Config['localModel'];
  /** GENERATION_FALLBACK: `offline` (the offline writer writes what a model could not) or `fail` (the job fails) */
  generationFallback?: Config['generationFallback'];
}

/** The model the provider names, if any: the offline writer needs none. */
function modelClientOf(config: EngineConfig): ModelClient | undefined {
  if (config.generationProvider === 'openai') return openAiClient(config.openai);
  if (config.generationProvider === 'local' && config.localModel?.path) return localModelClient(config.localModel);
  return undefined;
}

/**
 * Runs tasks. With a model: its prompt (prompt.ts), the first JSON object of its answer, the
 * answer checked against the task's schema for this input and by the judges; what fails goes
 * back to the model once with the exact problems (the repair turn). A model that cannot answer
 * (down, 5xx or 429 after its retries) or whose repaired answer still breaks its schema leaves
 * the output to the offline writer, said in `warnings`, unless `GENERATION_FALLBACK=fail`.
 * Every output then passes the quality gate (quality/gate.ts).
 *
 * `gate: false` stores what the writer wrote without judging it: only the eval's BEFORE figures
 * use it, to measure the writer alone. `client` replaces the provider's model (the eval, tests).
 */
export function createEngine(config: EngineConfig, opts: { gate?: boolean; client?: ModelClient } = {}): GenerationEngine {
  const client = opts.client ?? modelClientOf(config);
  const fallback = config.generationFallback ?? 'offline';

  function offline<I, O>(task: Task<I, O>, input: I): Generated<O> {
    const raw = task.local(input);
    const tokens =
      countTokens(
        task
          .messages(input)
          .map((m) => m.content)
          .join('\n'),
      ) + countTokens(JSON.stringify(raw));
    const check = (candidate: unknown) => validate(task, candidate);
    const warnings: string[] = [];
    let output: O;
    try {
      output = check(raw);
    } catch (error) {
      // the offline writer's first plan outside its schema (a line too long to cut at a clause) is its defect, not the
      // caller's: its next plan that fits stands in, said in a warning
      const next = opts.gate !== false ? firstValid(task, input, check) : undefined;
      if (!next) throw error;
      output = next.output;
      warnings.push(`quality gate: the writer's first plan ${(error as Error).message.replace(/^[^:]*: /, '')}; replaced by the writer's plan ${next.index + 1}`);
    }
    if (opts.gate === false) return { output, tokens, warnings, writer: 'offline' };
    const gated = gate(task, input, output, { writer: 'offline', validate: check });
    return { output: gated.output, tokens, warnings: [...warnings, ...gated.warnings], writer: 'offline' };
  }

  async function withModel<I, O>(model: ModelClient, task: Task<I, O>, input: I, signal?: AbortSignal): Promise<Generated<O>> {
    const schema = task.schemaFor?.(input) ?? task.schema;
    const request = { task: task.name, schema: modelSchema(schema), temperature: task.temperature ?? 0.7, signal };
    let messages: ChatMessage[] = promptOf(task, input);
    let tokens = 0;
    for (let turn = 0; ; turn++) {
      let answer;
      try {
        answer = await model.complete({ ...request, messages });
      } catch (err) {
        if (err instanceof ModelUnavailableError) throw new ModelUnavailableError(err.message, tokens + err.tokens);
        throw err;
      }
      tokens += answer.tokens;
      const found = firstJsonObject(answer.text);
      const raw = found === undefined ? undefined : dropNulls(found);
      const problems = raw === undefined ? ['the answer holds no JSON object'] : [...problemsOf(schema, raw), ...checked(task, input, raw)];
      // the judges read an answer only once it has its shape
      if (!problems.length && opts.gate !== false) problems.push(...findings(task, input, raw as O));
      if (!problems.length) return { output: raw as O, tokens, warnings: [], writer: 'model' };
      if (turn === 1) {
        // schema problems make the answer unusable; a judge's finding leaves it to the quality gate
        if (raw !== undefined && !problemsOf(schema, raw).length && !checked(task, input, raw).length) return { output: raw as O, tokens, warnings: [], writer: 'model' };
        throw new UnusableAnswer(`${model.label}'s answer could not be used after a repair turn (${problems.join('; ')})`, tokens);
      }
      messages = [...messages, ...repairTurn(answer.text, problems)];
    }
  }

  return {
    provider: config.generationProvider,
    async run(task, input, runOpts = {}) {
      if (!client) return offline(task, input);
      let drafted;
      try {
        drafted = await withModel(client, task, input, runOpts.signal);
      } catch (err) {
        if (runOpts.signal?.aborted || !(err instanceof ModelUnavailableError || err instanceof UnusableAnswer)) throw err;
        const why = err.message;
        if ((runOpts.fallback ?? fallback) === 'fail') throw new GenerationError(`${task.name}: ${why}`);
        const written = offline(task, input);
        return { ...written, tokens: err.tokens, warnings: [`${why}; written by the offline writer`, ...written.warnings] };
      }
      if (opts.gate === false) return drafted;
      const gated = gate(task, input, drafted.output, { writer: 'model', validate: (raw) => validate(task, raw) });
      const replaced = gated.output !== drafted.output;
      return { ...drafted, output: gated.output, warnings: gated.warnings, writer: replaced ? 'offline' : 'model' };
    },
    async close() {
      await client?.close?.();
    },
  };
}
