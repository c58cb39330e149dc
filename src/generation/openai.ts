import type OpenAIClient from 'openai';
import { openai } from '../on-demand.js';
import type { Config } from '../config.js';
import { GenerationError, type ChatMessage, type Task, type TaskRunner } from './task.js';
import { languageName } from './language.js';
import { countTokens } from './tokens.js';

/**
 * Runs tasks on any OpenAI-compatible chat-completions server through the official SDK:
 * JSON output, a timeout per request (`OPENAI_TIMEOUT_MS`), and the SDK's retries with
 * exponential backoff (honouring the server's Retry-After) on 408/409/429/5xx and connection
 * errors (`OPENAI_MAX_RETRIES`). What still fails becomes a GenerationError naming the cause;
 * an abort (the job run was superseded or the worker stops) is passed through untouched.
 */
/**
 * The messages a model gets for a task: ONE leading system message (the task's instructions,
 * the language to write in, the JSON schema to answer with; many chat templates refuse a system
 * message anywhere else), then the task's user turns.
 */
export function promptOf(task: Task<any, any>, input: unknown): ChatMessage[] {
  const messages = task.messages(input);
  const language = task.language?.(input);
  const system = [
    ...messages.filter((m) => m.role === 'system').map((m) => m.content),
    ...(language
      ? [`Write every text field in ${languageName(language, 'en')} (language code ${language}), the language of the source material, even where these instructions are in English; keep names as they are.`]
      : []),
    `Answer with one JSON object only, matching this JSON schema: ${JSON.stringify(task.schema)}`,
  ].join('\n\n');
  return [{ role: 'system', content: system }, ...messages.filter((m) => m.role !== 'system')];
}

/** A server that refuses `response_format: json_schema` (400/422 naming it) gets `json_object` from then on. */
const refusesSchema = (err: unknown, OpenAI: typeof OpenAIClient) =>
  err instanceof OpenAI.APIError && (err.status === 400 || err.status === 422) && /response_format|json_schema|schema/i.test(err.message);

export function openAiRunner(opts: Config['openai']): TaskRunner {
  // the SDK is loaded on the first task, not when the process starts
  let client: OpenAIClient | undefined;
  const clientOf = (OpenAI: typeof OpenAIClient) =>
    (client ??= new OpenAI({
      baseURL: opts.baseUrl,
      apiKey: opts.apiKey ?? 'not-needed',
      timeout: opts.timeoutMs,
      maxRetries: opts.maxRetries,
    }));
  const tries = `${opts.maxRetries + 1} ${opts.maxRetries === 0 ? 'try' : 'tries'}`;
  let jsonSchema = true;
  return async (task, input, signal) => {
    const messages = promptOf(task, input);
    const OpenAI = openai();
    let completion;
    const ask = (schema: boolean) =>
      clientOf(OpenAI).chat.completions.create(
        {
          model: opts.model,
          messages,
          response_format: schema
            ? { type: 'json_schema', json_schema: { name: task.name.replace(/[^a-zA-Z0-9_-]/g, '_'), schema: task.schema, strict: false } }
            : { type: 'json_object' },
          temperature: task.temperature ?? 0.7,
        },
        { signal },
      );
    try {
      try {
        completion = await ask(jsonSchema);
      } catch (err) {
        if (!jsonSchema || !refusesSchema(err, OpenAI)) throw err;
        jsonSchema = false;
        completion = await ask(false);
      }
    } catch (err) {
      if (err instanceof OpenAI.APIUserAbortError || signal?.aborted) throw err;
      if (err instanceof OpenAI.APIConnectionTimeoutError) {
        throw new GenerationError(`${task.name}: the model server did not answer within ${opts.timeoutMs} ms (${tries})`);
      }
      if (err instanceof OpenAI.APIError && err.status) {
        throw new GenerationError(`${task.name}: the model server answered ${err.status} after ${tries}: ${err.message}`);
      }
      throw new GenerationError(`${task.name}: the model server could not be reached (${tries}): ${(err as Error).message}`);
    }
    const text = completion.choices?.[0]?.message?.content;
    if (!text) throw new GenerationError(`${task.name}: the model returned no content`);
    let raw: unknown;
    try {
      raw = JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new GenerationError(`${task.name}: the model did not return valid JSON`);
    }
    const prompt = messages.map((m) => m.content).join('\n');
    const tokens = completion.usage?.total_tokens ?? countTokens(prompt) + countTokens(text);
    return { raw, tokens };
  };
}
