import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CredentialCache } from '../../../src/auth/cache.js';
import { createTestApp } from '../../support/app.js';
import { privatePostgres } from '../../support/outage.js';
import { until } from '../../support/wait.js';

// The database stops under a running app while an MCP client is connected: a tool call is a tool
// error (503 service_unavailable, the API's error body), never a crash or a 5xx of the request,
// and the same client goes on once the database is back. The credential is trusted from the
// process's cache meanwhile, as `npm start` sets it up (AUTH_CACHE_TTL_SECONDS).

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
});

describe('MCP while the database is down', () => {
  it('a tool call is a tool error, the process lives, and tools work again once it is back', { timeout: 180_000 }, async () => {
    const pg = await privatePostgres();
    cleanup.push(() => pg.remove());
    const t = await createTestApp({ databaseUrl: pg.url, dbTimeouts: { connectMs: 1000, statementMs: 2000 } }, { credentials: new CredentialCache(600_000) });
    cleanup.push(() => t.close());
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await t.owner();
    const client = new Client({ name: 'mcp-outage-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${owner.apiKey}` } } }));
    cleanup.push(() => client.close());
    const created = await client.callTool({ name: 'create_anecdote', arguments: { title: 'Before', content: 'the outage' } });
    expect(created.isError).toBeFalsy();
    const id = (created.structuredContent as { id: string }).id;

    await pg.stop();
    for (const [name, args] of [
      ['list_anecdotes', {}],
      ['create_anecdote', { title: 'During', content: 'the outage' }],
      ['get_job', { id }],
    ] as const) {
      const res = await client.callTool({ name, arguments: args });
      expect(res.isError, name).toBe(true);
      const body = JSON.parse((res.content as Array<{ text: string }>)[0]!.text);
      expect(body).toMatchObject({ statusCode: 503, code: 'service_unavailable', retryAfter: expect.any(Number) });
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|terminated/);
    }
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    await pg.start();
    const back = await until(
      () => client.callTool({ name: 'list_anecdotes', arguments: {} }),
      (r) => !r.isError,
      60_000,
    );
    expect((back.structuredContent as { anecdotes: Array<{ id: string }> }).anecdotes.map((a) => a.id)).toEqual([id]);
  });
});
