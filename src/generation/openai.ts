import OpenAI from 'openai';
import type { Config } from '../config.js';
import { GenerationError, type TaskRunner } from './engine.js';
import { countTokens } from './tokens.js';

/**
 * Runs tasks on any OpenAI-compatible chat-completions server through the official SDK:
 * JSON output, a timeout per request, and the SDK's retries with exponential backoff on
 * 408/409/429/5xx and connection errors. What still fails becomes a GenerationError that
 * names the cause.
 */
export function openAiRunner(opts: Config['openai'], tuning: { timeoutMs?: number; maxRetries?: number } = {}): TaskRunner {
  const client = new OpenAI({
    baseURL: opts.baseUrl,
    apiKey: opts.apiKey ?? 'not-needed',
    timeout: tuning.timeoutMs ?? 30_000,
    maxRetries: tuning.maxRetries ?? 3,
  });
  return async (task, input, signal) => {
    const messages = task.messages(input);
    let completion;
    try {
      completion = await client.chat.completions.create(
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
      if (err instanceof OpenAI.APIError && err.status) {
        throw new GenerationError(`${task.name}: the model server answered ${err.status}: ${err.message}`);
      }
      throw new GenerationError(`${task.name}: the model server could not be reached: ${(err as Error).message}`);
    }
    const text = completion.choices?.[0]?.message?.content;
    if (!text) throw new GenerationError(`${task.name}: the model returned no content`);
    let raw: unknown;
    try {
      raw = JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new GenerationError(`${task.name}: the model did not return valid JSON`);
    }
    const prompt = messages.map((m) => m.content).join('\n');
    const tokens = completion.usage?.total_tokens ?? countTokens(prompt) + countTokens(text);
    return { raw, tokens };
  };
}
