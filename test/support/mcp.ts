import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'vitest';
import type { AppDeps } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { createTestApp, type TestApp, type TestOwner } from './app.js';
import { startFakeLlm, storyReply, type FakeLlm } from './fake-llm.js';
import { jwtConfig, signToken } from './jwt.js';

/**
 * An app listening on a free port for the MCP tests, spoken to with the SDK's own client
 * (Client + StreamableHTTPClientTransport) over real HTTP. It writes with a local model server
 * that answers only while the gate is open (`hold`, `release`), so that a job can be watched or
 * canceled while it really runs. Bearer JWTs are verified with `SECRET`. `opts` sets other
 * settings (the local writer, limits) and network seams (the site fetcher's resolver).
 */
export interface McpTestApp {
  t: TestApp;
  llm: FakeLlm;
  base: string;
  alice: TestOwner;
  bob: TestOwner;
  /** the model answers nothing until `release` */
  hold(): void;
  release(): void;
  connect(headers: Record<string, string>): Promise<Client>;
  /** a bearer JWT of the test issuer for the token identity `sub` (an owner of its own on first use), with a `scope` claim when given */
  token(sub: string, scope?: string): Promise<string>;
  close(): Promise<void>;
}

const SECRET = 'mcp-test-secret-that-is-long-enough-for-hs256';

export async function startMcpApp(opts: { config?: Partial<Config>; deps?: Partial<AppDeps> } = {}): Promise<McpTestApp> {
  let gate: { promise: Promise<void>; release: () => void } = { promise: Promise.resolve(), release: () => undefined };
  const llm = await startFakeLlm(async (req) => {
    await gate.promise;
    return storyReply(req);
  });
  const t = await createTestApp({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 60_000, maxRetries: 0 }, ...jwtConfig(SECRET), ...opts.config }, opts.deps);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  return {
    t,
    llm,
    base,
    alice: await t.owner(),
    bob: await t.owner(),
    hold() {
      let release!: () => void;
      const promise = new Promise<void>((resolve) => (release = resolve));
      gate = { promise, release };
    },
    release: () => gate.release(),
    async connect(headers) {
      const client = new Client({ name: 'mcp-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
      clients.push(client);
      return client;
    },
    token: (sub, scope) => signToken({ sub, ...(scope === undefined ? {} : { scope }) }, { secret: SECRET, exp: '10m' }),
    async close() {
      gate.release();
      for (const c of clients) await c.close().catch(() => undefined);
      await t.close();
      await llm.close();
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export type ToolCallResult = Awaited<ReturnType<Client['callTool']>>;
export const structured = (r: ToolCallResult) => r.structuredContent as Record<string, any>;
export const text = (r: ToolCallResult) => (r.content as Array<{ type: string; text?: string }>).find((c) => c.type === 'text')!.text!;

/** Asserts a tool error carrying the API's error body, and returns the body. */
export function toolError(r: ToolCallResult, status: number, code: string) {
  expect(r.isError, text(r)).toBe(true);
  const body = JSON.parse(text(r));
  expect(body).toMatchObject({ statusCode: status, code });
  expect(typeof body.requestId).toBe('string');
  return body as { message: string | string[] };
}

export const STORY = {
  title: 'The demo that almost failed',
  content: 'The night before demo day our build broke. We fixed it at 3 am, slept two hours, and the demo worked. Lesson: rehearse the boring parts.',
};
