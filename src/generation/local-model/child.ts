/**
 * The local model's child process: loads node-llama-cpp from the folder scripts/local-model.mjs
 * installed it in (never from the project's node_modules, never bundled), loads the operator's
 * GGUF file once, and answers one generation at a time, each held to its task's schema by a
 * grammar (`createGrammarForJsonSchema`, compiled once per schema). Only node built-ins are
 * imported here, so this file runs the same from tsx and from dist/.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FromChild, GenerateMessage, StartMessage, ToChild } from './protocol.js';

const send = (message: FromChild) => process.send?.(message);

/* eslint-disable @typescript-eslint/no-explicit-any -- node-llama-cpp is loaded at run time, its types are not installed with the project */
let engine: any;
let llama: any;
let model: any;
let sequence: any;
let chatWrapper: any;
const grammars = new Map<string, Promise<any>>();
let queue: Promise<void> = Promise.resolve();
const aborted = new Set<number>();

async function start(message: StartMessage) {
  const require = createRequire(path.join(message.enginePrefix, 'package.json'));
  let entry: string;
  try {
    entry = require.resolve('node-llama-cpp');
  } catch {
    throw new Error(`node-llama-cpp is not installed in ${message.enginePrefix}: run npm run local-model:install`);
  }
  engine = await import(pathToFileURL(entry).href);
  // the CPU build shipped in @node-llama-cpp/<platform>: never a download, never a build from source
  llama = await engine.getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: engine.LlamaLogLevel?.error ?? 'error' });
  model = await llama.loadModel({ modelPath: message.modelPath, gpuLayers: 0 });
  const trained = Number(model.trainContextSize) || message.contextSize;
  const context = await model.createContext({ contextSize: Math.min(message.contextSize, trained), threads: message.threads || undefined });
  sequence = context.getSequence();
  const template = model.fileInfo?.metadata?.tokenizer?.chat_template;
  // a GGUF without a chat template gets the general one (### User / ### Response)
  chatWrapper = (template ? engine.resolveChatWrapper?.(model) : undefined) ?? new engine.GeneralChatWrapper();
  send({ type: 'ready', pid: process.pid, contextSize: context.contextSize, chatWrapper: chatWrapper.wrapperName ?? chatWrapper.constructor.name });
}

const grammarOf = (schema: Record<string, unknown>) => {
  const key = JSON.stringify(schema);
  const cached = grammars.get(key);
  if (cached) return cached;
  const grammar: Promise<any> = Promise.resolve().then(() => llama.createGrammarForJsonSchema(schema));
  grammars.set(key, grammar);
  grammar.catch(() => grammars.delete(key));
  return grammar;
};

/** True once `text` is one whole JSON value: the grammar then allows only trailing whitespace. */
const complete = (text: string) => {
  const t = text.trimEnd();
  if (!t.endsWith('}') && !t.endsWith(']')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
};

async function generate(message: GenerateMessage) {
  let promptTokens = 0;
  let completionTokens = 0;
  try {
    const grammar = await grammarOf(message.schema);
    const chatHistory: any[] = message.messages.map((m) => (m.role === 'system' ? { type: 'system', text: m.content } : m.role === 'user' ? { type: 'user', text: m.content } : { type: 'model', response: [m.content] }));
    chatHistory.push({ type: 'model', response: [] });
    const { contextText } = chatWrapper.generateContextState({ chatHistory });
    let tokens: number[] = contextText.tokenize(model.tokenizer);
    const room = sequence.context.contextSize - message.maxTokens;
    // a prompt longer than the context keeps its end (the task's request comes last)
    if (tokens.length > room) tokens = tokens.slice(tokens.length - Math.max(room, 1));
    promptTokens = tokens.length;
    await sequence.clearHistory();
    const state = new engine.LlamaGrammarEvaluationState({ model, grammar });
    const pieces: number[] = [];
    let finished = false;
    for await (const token of sequence.evaluate(tokens, { temperature: message.temperature, grammarEvaluationState: state })) {
      if (aborted.has(message.id)) break;
      if (model.isEogToken?.(token)) {
        finished = true;
        break;
      }
      pieces.push(token);
      completionTokens++;
      if (complete(model.detokenize(pieces))) {
        finished = true;
        break;
      }
      if (completionTokens >= message.maxTokens) break;
    }
    send({ type: 'answer', id: message.id, text: model.detokenize(pieces), promptTokens, completionTokens, finished });
  } catch (err) {
    send({ type: 'error', id: message.id, message: (err as Error).message, tokens: promptTokens + completionTokens });
  } finally {
    aborted.delete(message.id);
  }
}

process.on('message', (message: ToChild) => {
  if (message.type === 'start') {
    start(message).catch((err) => {
      send({ type: 'failed', message: (err as Error).message });
      process.exitCode = 1;
      process.disconnect?.();
    });
  } else if (message.type === 'abort') {
    aborted.add(message.id);
  } else if (message.type === 'generate') {
    // one generation at a time: the context holds one sequence
    queue = queue.then(() => generate(message));
  }
});

// the parent gone: nothing left to answer
process.on('disconnect', () => process.exit(0));
