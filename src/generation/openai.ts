import type OpenAIClient from 'openai';
import { openai } from '../on-demand.js';
import type { Config } from '../config.js';
import { GenerationError, type TaskRunner } from './engine.js';
import { countTokens } from './tokens.js';

/**
 * Runs tasks on any OpenAI-compatible chat-completions server through the official SDK:
 * JSON output, a timeout per request (`OPENAI_TIMEOUT_MS`), and the SDK's retries with
 * exponential backoff (honouring the server's Retry-After) on 408/409/429/5xx and connection
 * errors (`OPENAI_MAX_RETRIES`). What still fails becomes a GenerationError naming the cause;
 * an abort (the job run was superseded or the worker stops) is passed through untouched.
 */
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
  return async (task, input, signal) => {
    const messages = task.messages(input);
    const OpenAI = openai();
    let completion;
    try {
      completion = await clientOf(OpenAI).chat.completions.create(
        {
          model: opts.model,
          messages: [
            ...messages,
            { role: 'system', content: `Answer with one JSON object only, matching this JSON schema: ${JSON.stringify(task.schema)}` },
          ],
          response_format: { type: 'json_object' },
          temperature: 0.7,
        },
        { signal },
      );
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
