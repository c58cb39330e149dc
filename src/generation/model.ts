import type { ChatMessage } from './task.js';

/**
 * What a language model offers the engine: one chat turn in, one text out. The engine
 * (engine.ts) owns everything around it: the prompt, the schema a model can be held to
 * (`modelSchema`), reading the first JSON object out of the answer, one repair turn, and the
 * offline writer when the model fails. Two clients implement it: any OpenAI-compatible server
 * (openai.ts) and an operator's own GGUF file run in a child process (local-model/).
 */
export interface ModelRequest {
  /** the task's name, for messages and the schema's name */
  task: string;
  messages: ChatMessage[];
  /** the schema the answer is held to where the engine can (a grammar, `response_format`): no length limits */
  schema: Record<string, unknown>;
  temperature: number;
  signal?: AbortSignal;
}

interface ModelAnswer {
  text: string;
  /** prompt + completion tokens of every call this answer cost, retries included */
  tokens: number;
}

export interface ModelClient {
  /** how messages name it: "the model server", "the local model" */
  readonly label: string;
  complete(request: ModelRequest): Promise<ModelAnswer>;
  /** frees what the client holds (a child process); the engine calls it when the process stops */
  close?(): Promise<void>;
}

/**
 * The model could not answer at all (down, 5xx or 429 after its retries, a timeout, a refusal):
 * `tokens` counts what the failed calls were billed, so the job still reports them.
 */
export class ModelUnavailableError extends Error {
  constructor(
    message: string,
    readonly tokens = 0,
  ) {
    super(message);
  }
}
