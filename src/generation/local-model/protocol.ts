/** The messages between the local model client (client.ts) and its child process (child.ts). */
export interface StartMessage {
  type: 'start';
  /** the folder node-llama-cpp is installed in (scripts/local-model.mjs) */
  enginePrefix: string;
  modelPath: string;
  contextSize: number;
  threads: number;
}

export interface GenerateMessage {
  type: 'generate';
  id: number;
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
  schema: Record<string, unknown>;
  temperature: number;
  maxTokens: number;
}

export type ToChild = StartMessage | GenerateMessage | { type: 'abort'; id: number };

export type FromChild =
  | { type: 'ready'; pid: number; contextSize: number; chatWrapper: string }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; text: string; promptTokens: number; completionTokens: number; finished: boolean }
  | { type: 'error'; id: number; message: string; tokens: number };
