import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions),
 * for testing the `openai` provider without leaving the machine. Each request is answered by
 * the current handler: a JSON object as the message content, raw content, an HTTP error, or no
 * answer at all (the client times out or aborts).
 */
export type FakeReply =
  | { json: unknown; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { content: string }
  | { status: number; message?: string; headers?: Record<string, string> }
  | { hang: true };

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
        system: messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n'),
        user: messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n'),
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
