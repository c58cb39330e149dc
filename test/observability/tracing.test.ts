import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, migrate, type Db } from '../../src/db/database.js';
import { scratchDatabase } from '../support/database.js';
import { ended, freePort, start, waitForHealth, type Proc } from '../support/process.js';
import { startReceiver } from '../support/receiver.js';
import { until } from '../support/wait.js';

/** One span as an OTLP/HTTP JSON export carries it (ids are hex in the JSON encoding). */
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

/** A local OTLP/HTTP receiver: every span of every POST /v1/traces (JSON), and the service names seen. */
async function startOtlpReceiver() {
  const spans: Span[] = [];
  const services = new Set<string>();
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const doc = JSON.parse(body) as { resourceSpans: { resource: { attributes: Span['attributes'] }; scopeSpans: { spans: Span[] }[] }[] };
      for (const rs of doc.resourceSpans ?? []) {
        const name = rs.resource.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
        if (typeof name === 'string') services.add(name);
        for (const ss of rs.scopeSpans ?? []) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    services,
    paths,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let dataDir: string;
let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
let hooks: Awaited<ReturnType<typeof startReceiver>>;
let server: { proc: Proc; base: string };

beforeAll(async () => {
  scratch = await scratchDatabase('tracing');
  const pool = createPool(scratch.url, 2);
  await migrate(pool);
  await pool.end();
  db = createDb(createPool(scratch.url, 2));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-tracing-'));
  otlp = await startOtlpReceiver();
  hooks = await startReceiver();
  const port = await freePort();
  // the bundle `npm start` runs, with tracing on: spans exported every 100 ms
  const proc = start('src/main.ts', [], {
    PORT: String(port),
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    SITE_FETCH_ALLOW_PRIVATE: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_SERVICE_NAME: 'cw-tracing-test',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    LOG_LEVEL: 'debug',
  });
  server = { proc, base: `http://127.0.0.1:${port}` };
  await waitForHealth(server.base, proc);
}, 180_000);
afterAll(async () => {
  if (server && !ended(server.proc.child)) {
    server.proc.child.kill('SIGTERM');
    const exited = await Promise.race([server.proc.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
    if (!exited) server.proc.child.kill('SIGKILL');
  }
  await db?.destroy();
  await otlp?.close();
  await hooks?.close();
  await scratch?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('one trace spans the request, the job it starts, and the webhook delivery of its completion; logs carry the trace id', async () => {
    const key = await createKey(db, `tracing-${Date.now()}`, ['read', 'write']);
    const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { 'x-api-key': key.apiKey, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    };
    const endpoint = await call('POST', '/v1/webhook-endpoints', { url: hooks.url, events: ['post_generation.completed'] });
    expect(endpoint.status).toBe(201);
    const anecdote = await call('POST', '/v1/anecdotes', { title: 'Traced', content: 'The day the whole team shipped together, late but proud.' });
    expect(anecdote.status).toBe(201);

    // the caller's own trace: the API continues it
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const started = await call('POST', '/v1/post-generation', { anecdoteId: anecdote.body.id }, { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(started.status).toBe(201);
    const jobId = started.body.id as string;

    const delivered = await until(
      async () => hooks.received.find((r) => JSON.parse(r.body).data.object.id === jobId),
      (r) => r !== undefined,
      60_000,
    );
    // the delivery went out with the trace's context
    expect(delivered!.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const ofTrace = () => otlp.spans.filter((s) => s.traceId === traceId);
    const names = (spans: Span[]) => spans.map((s) => s.name);
    await until(
      async () => names(ofTrace()),
      (n) => n.includes('request') && n.includes('job post_generation') && n.includes('webhook delivery'),
      30_000,
    );
    const spans = ofTrace();
    const request = spans.find((s) => s.name === 'request' && s.parentSpanId === callerSpan);
    expect(request, JSON.stringify(names(spans))).toBeDefined();
    const job = spans.find((s) => s.name === 'job post_generation')!;
    const webhook = spans.find((s) => s.name === 'webhook delivery')!;
    // the job run is a child of a span of the request (its handler's), the delivery a child of the job run
    const requestSpans = new Set(spans.filter((s) => s.spanId === request!.spanId || s.parentSpanId === request!.spanId).map((s) => s.spanId));
    expect(requestSpans.has(job.parentSpanId!)).toBe(true);
    expect(webhook.parentSpanId).toBe(job.spanId);
    // the header sent is the delivery span's own context
    expect(delivered!.headers.traceparent).toBe(`00-${traceId}-${webhook.spanId}-01`);
    expect(otlp.services.has('cw-tracing-test')).toBe(true);
    expect(otlp.paths.every((p) => p.startsWith('POST /v1/traces application/json'))).toBe(true);

    // log lines written inside the trace carry its id (the job run's debug line, at least)
    const lines = server.proc
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const jobLines = lines.filter((l) => l.jobId === jobId);
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.every((l) => l.traceId === traceId)).toBe(true);
  }, 120_000);
});
