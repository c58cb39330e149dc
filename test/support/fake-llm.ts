import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions),
 * for testing the `openai` provider without leaving the machine. Each request is answered by
 * the current handler: a JSON object as the message content, raw content, an HTTP error, or no
 * answer at all (the client times out or aborts).
 */
export type FakeReply = { json: unknown; usage?: { prompt_tokens: number; completion_tokens: number } } | { content: string } | { status: number; message?: string; headers?: Record<string, string> } | { hang: true };

export interface FakeRequest {
  n: number;
  model: string;
  messages: Array<{ role: string; content: string }>;
  system: string;
  user: string;
  /** the client went away before an answer */
  aborted: boolean;
  temperature?: number;
  responseFormat?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeLlm {
  baseUrl: string;
  requests: FakeRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeLlm(handler: FakeHandler = storyReply): Promise<FakeLlm> {
  let current = handler;
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw);
      const messages = body.messages as FakeRequest['messages'];
      const entry: FakeRequest = {
        n: requests.length,
        model: body.model,
        messages,
        system: messages
          .filter((m) => m.role === 'system')
          .map((m) => m.content)
          .join('\n'),
        user: messages
          .filter((m) => m.role === 'user')
          .map((m) => m.content)
          .join('\n'),
        aborted: false,
        temperature: body.temperature,
        responseFormat: body.response_format,
      };
      requests.push(entry);
      res.on('close', () => {
        if (!res.writableEnded) entry.aborted = true;
      });
      // a request the test gave no answer for (a job it did not expect) fails that request with a
      // 500 naming the cause, instead of an unhandled rejection that fails the whole run
      const reply = await Promise.resolve()
        .then(() => current(entry))
        .catch((err: Error) => ({ status: 500, message: `the fake LLM had no answer for this request: ${err.message}` }) as FakeReply);
      if ('hang' in reply) return;
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify({ error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error' } }));
        return;
      }
      const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
      const usage = 'json' in reply && reply.usage ? reply.usage : { prompt_tokens: 100, completion_tokens: 50 };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${entry.n}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle(h) {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A plausible answer for each of the service's tasks, recognised by its instructions. */
export function storyReply(req: FakeRequest): FakeReply {
  const title = /Title: (.*)/.exec(req.user)?.[1] ?? 'A story';
  if (req.system.includes('Outline the carousel')) {
    return {
      json: {
        title,
        slides: [
          { kind: 'cover', title },
          { kind: 'content', title: 'What happened' },
          { kind: 'content', title: 'What went wrong' },
          { kind: 'content', title: 'What I learned' },
          { kind: 'cta', title: 'Your turn' },
        ],
      },
      usage: { prompt_tokens: 300, completion_tokens: 40 },
    };
  }
  const count = /exactly (\d+) slides/.exec(req.system)?.[1];
  if (count) {
    return {
      json: { slides: Array.from({ length: Number(count) }, (_, i) => ({ title: `Slide ${i + 1}`, body: `Model-written slide ${i + 1} of ${title}.`, visualHint: 'a whiteboard' })) },
      usage: { prompt_tokens: 400, completion_tokens: 120 },
    };
  }
  return { json: { content: `Model draft ${req.n} about ${title}. 🚀\n\n#Story` }, usage: { prompt_tokens: 250, completion_tokens: 80 } };
}

type Schema = Record<string, any>;

/**
 * What llama.cpp's server does with a `json_schema` response format: it builds a grammar, and
 * answers `400 failed to parse grammar` to what it cannot expand, any `maxLength` (or
 * `minLength`) of 2,000 or more among them. The reason, or undefined when it would build one.
 */
export function grammarRefusal(schema: unknown): string | undefined {
  const walk = (node: unknown): string | undefined => {
    if (Array.isArray(node)) return node.map(walk).find(Boolean);
    if (!node || typeof node !== 'object') return undefined;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'maxLength' || key === 'minLength') && typeof value === 'number' && value >= 2000) return `${key} ${value}`;
      const inner = walk(value);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(schema);
}

/** A llama.cpp-style server's refusal of a response format it cannot build a grammar of, else undefined. */
export function llamaCppRefusal(req: FakeRequest): FakeReply | undefined {
  const why = req.responseFormat?.type === 'json_schema' ? grammarRefusal(req.responseFormat.json_schema?.schema) : undefined;
  return why ? { status: 400, message: `failed to parse grammar (${why})` } : undefined;
}

/**
 * An answer that keeps the schema the request carries (its `response_format`, else the one in
 * the system message) and the limits the instructions state ("- `content`: at most 6000
 * characters"), its texts made of the story's own sentences: what a capable model returns.
 */
export function schemaAnswer(req: FakeRequest): FakeReply {
  const schema: Schema | undefined = (req.responseFormat?.json_schema?.schema as Schema | undefined) ?? JSON.parse(/JSON schema: (\{.*\})\s*$/m.exec(req.system)?.[1] ?? 'null');
  if (!schema) return { status: 500, message: 'the fake model found no schema in the request' };
  const limits = new Map<string, { min?: number; max?: number }>();
  for (const m of req.system.matchAll(/^- `([^`]+)`: (?:exactly (\d+)|(\d+) to (\d+)|at most (\d+)|at least (\d+))/gm)) {
    const [, at, exact, lo, hi, most, least] = m;
    limits.set(at!, { min: Number(exact ?? lo ?? least ?? 0) || undefined, max: Number(exact ?? hi ?? most ?? 0) || undefined });
  }
  const story = /Story:\n([\s\S]*?)(?:\n\n|$)/.exec(req.user)?.[1] ?? req.user;
  const sentences = story.match(/[^.!?\n]+[.!?]/g)?.map((s) => s.trim()) ?? ['A plain sentence.'];
  let next = 0;
  const text = (at: string) => {
    const { min = 1, max = 2000 } = limits.get(at) ?? {};
    let out = '';
    for (let i = 0; out.length < min && i < 200; i++) out = `${out}${out ? ' ' : ''}${sentences[next++ % sentences.length]}`;
    if (out.length <= max) return out;
    const short = sentences.filter((s) => s.length <= max).sort((a, b) => a.length - b.length)[0];
    return short ?? out.slice(0, max).replace(/\s+\S*$/, '');
  };
  const value = (node: Schema, at: string, index = 0, count = 1): unknown => {
    if (node.anyOf) return value(node.anyOf.find((s: Schema) => s.type !== 'null') ?? node.anyOf[0], at, index, count);
    const type = Array.isArray(node.type) ? node.type.find((t: string) => t !== 'null') : node.type;
    if (node.const !== undefined) return node.const;
    if (node.enum) {
      // a slide's kind: the cover first, the call to action last
      if (node.enum.includes('cover') && node.enum.includes('cta')) return index === 0 ? 'cover' : index === count - 1 ? 'cta' : 'content';
      return node.enum[index % node.enum.length];
    }
    if (type === 'object' || node.properties) {
      const required = new Set<string>(node.required ?? Object.keys(node.properties ?? {}));
      return Object.fromEntries(
        Object.entries((node.properties ?? {}) as Record<string, Schema>)
          .filter(([k]) => required.has(k))
          .map(([k, v]) => [k, value(v, at ? `${at}.${k}` : k, index, count)]),
      );
    }
    if (type === 'array') {
      const n = Math.max(node.minItems ?? 0, limits.get(at)?.min ?? 0, 1);
      return Array.from({ length: n }, (_, i) => value(node.items ?? {}, `${at}[]`, i, n));
    }
    if (type === 'integer' || type === 'number') {
      const lo = limits.get(at)?.min;
      return /Index|index/.test(at) ? index : (lo ?? 1);
    }
    if (type === 'boolean') return false;
    return text(at);
  };
  return { json: value(schema, '') };
}
