import { languageName } from './language.js';
import { modelSchema, schemaLimits } from './model-schema.js';
import type { ChatMessage, Task } from './task.js';

/**
 * The messages a model gets for a task: ONE leading system message (the task's instructions,
 * the language to write in, the JSON schema to answer with and its limits in words; many chat
 * templates refuse a system message anywhere else), then the task's user turns. The golden test
 * (test/generation/prompts.test.ts) keeps each kind's prompt in the repository for review.
 */
export function promptOf<I>(task: Task<I, unknown>, input: I): ChatMessage[] {
  const messages = task.messages(input);
  const language = task.language?.(input);
  const schema = task.schemaFor?.(input) ?? task.schema;
  const limits = schemaLimits(schema);
  const system = [
    ...messages.filter((m) => m.role === 'system').map((m) => m.content),
    ...(language ? [`Write every text field in ${languageName(language, 'en')} (language code ${language}), the language of the source material, even where these instructions are in English; keep names as they are.`] : []),
    `Answer with one JSON object only, matching this JSON schema: ${JSON.stringify(modelSchema(schema))}`,
    ...(limits.length ? [`Limits the answer must keep:\n${limits.map((l) => `- ${l}`).join('\n')}`] : []),
  ].join('\n\n');
  return [{ role: 'system', content: system }, ...messages.filter((m) => m.role !== 'system')];
}

/** The one repair turn: the model's answer, then exactly what is wrong with it. */
export function repairTurn(answer: string, problems: string[]): ChatMessage[] {
  return [
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: ['Your answer cannot be used as it is. Its problems:', ...problems.map((p) => `- ${p}`), 'Answer again with the whole corrected JSON object only, keeping everything that was right.'].join('\n'),
    },
  ];
}
