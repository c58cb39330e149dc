import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlm {
  baseUrl: string;
  /** the chat messages of every request received */
  requests: Array<{ messages: Array<{ role: string; content: string }> }>;
  /** what the next completions answer with (the assistant message content) */
  answer(content: string | ((messages: Array<{ role: string; content: string }>) => string)): void;
  close(): Promise<void>;
}

/** A small local server speaking the OpenAI chat-completions protocol (the one thing outside this machine we fake). */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  let next: string | ((messages: Array<{ role: string; content: string }>) => string) = '{}';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end('{"error":{"message":"not found"}}');
      }
      const parsed = JSON.parse(body) as { messages: Array<{ role: string; content: string }>; model: string };
      requests.push({ messages: parsed.messages });
      const content = typeof next === 'function' ? next(parsed.messages) : next;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: parsed.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (c) => void (next = c),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
