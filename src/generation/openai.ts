import type OpenAIClient from 'openai';
import { openai } from '../on-demand.js';
import type { Config } from '../config.js';
import { countTokens } from './tokens.js';
import { ModelUnavailableError, type ModelClient, type ModelRequest } from './model.js';

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, a llama.cpp server, vLLM, LM
 * Studio) through the official SDK: a timeout per request (`OPENAI_TIMEOUT_MS`) and the SDK's
 * retries with backoff, honouring Retry-After, on 408/409/429/5xx and connection errors
 * (`OPENAI_MAX_RETRIES`).
 *
 * How the answer is held to the task's schema depends on what the server takes, tried from the
 * strictest down and remembered once refused: `json_schema` with `strict: true` (OpenAI's
 * structured outputs), `json_schema` without it (llama.cpp, vLLM, Ollama compile it to a
 * grammar), `json_object`, then plain text with the schema in the prompt only. A refusal is a
 * 400/422 (or a 500 from a grammar builder) whose message names the grammar, the schema or
 * `response_format`.
 */

const FORMATS = ['strict', 'schema', 'object', 'text'] as const;
type Format = (typeof FORMATS)[number];

const refusesFormat = (err: unknown, OpenAI: typeof OpenAIClient) => err instanceof OpenAI.APIError && (err.status === 400 || err.status === 422 || err.status === 500) && /grammar|schema|response_format|json_object|structured/i.test(err.message);

/**
 * OpenAI's strict mode wants every property required and no others allowed: an optional one
 * becomes required-or-null, and `dropNulls` takes the nulls out of the answer again.
 */
function strictSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  if (schema.type === 'object' && schema.properties && typeof schema.properties === 'object') {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(([key, value]) => {
        const inner = strictSchema(value);
        return [key, required.has(key) ? inner : nullable(inner)];
      }),
    );
    out.required = Object.keys(schema.properties);
    out.additionalProperties = false;
  }
  if (schema.items && typeof schema.items === 'object') out.items = strictSchema(schema.items as Record<string, unknown>);
  return out;
}

const nullable = (schema: Record<string, unknown>): Record<string, unknown> => (typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { anyOf: [schema, { type: 'null' }] });

export function openAiClient(opts: Config['openai']): ModelClient {
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
  let format: Format = 'strict';
  const responseFormat = (request: ModelRequest, as: Format) => {
    const name = request.task.replace(/[^a-zA-Z0-9_-]/g, '_');
    if (as === 'strict') return { type: 'json_schema' as const, json_schema: { name, schema: strictSchema(request.schema), strict: true } };
    if (as === 'schema') return { type: 'json_schema' as const, json_schema: { name, schema: request.schema, strict: false } };
    if (as === 'object') return { type: 'json_object' as const };
    return undefined;
  };
  return {
    label: 'the model server',
    async complete(request) {
      const OpenAI = openai();
      const ask = (as: Format) => {
        const response_format = responseFormat(request, as);
        return clientOf(OpenAI).chat.completions.create({ model: opts.model, messages: request.messages, temperature: request.temperature, ...(response_format ? { response_format } : {}) }, { signal: request.signal });
      };
      let completion;
      try {
        for (;;) {
          const as = format;
          try {
            completion = await ask(as);
            break;
          } catch (err) {
            const next = FORMATS[FORMATS.indexOf(as) + 1];
            if (!next || !refusesFormat(err, OpenAI)) throw err;
            // another request may have stepped down already: never step back up
            if (format === as) format = next;
          }
        }
      } catch (err) {
        if (err instanceof OpenAI.APIUserAbortError || request.signal?.aborted) throw err;
        if (err instanceof OpenAI.APIConnectionTimeoutError) {
          throw new ModelUnavailableError(`the model server did not answer within ${opts.timeoutMs} ms (${tries})`);
        }
        if (err instanceof OpenAI.APIError && err.status) {
          throw new ModelUnavailableError(`the model server answered ${err.status} after ${tries}: ${err.message}`);
        }
        throw new ModelUnavailableError(`the model server could not be reached (${tries}): ${(err as Error).message}`);
      }
      const text = completion.choices?.[0]?.message?.content ?? '';
      const tokens = completion.usage?.total_tokens ?? countTokens(request.messages.map((m) => m.content).join('\n')) + countTokens(text);
      return { text, tokens };
    },
  };
}

/** Strict mode's nulls for optional fields, taken out again: `{ warning: null }` → `{}`. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}
