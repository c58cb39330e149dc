import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject as vitestInject, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { buffer } from 'node:stream/consumers';
import { failed, formatReport, httpTransport, isEventStream, runFuzz, type Transport } from '../../scripts/fuzz/run.js';
import { fuzzOperations } from '../../scripts/fuzz/requests.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { freePort, runToEnd, start, waitForHealth } from '../support/process.js';
import { fakeLookup } from '../support/sites.js';
import { inline } from '../../src/areas/mcp/schemas.js';
import { loadOpenApi } from '../../src/http/openapi.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, unstorableFields } from '../../src/http/input-guard.js';
import { validatorCompiler } from '../../src/http/validation.js';

// Property-based contract fuzzing (fast-check, fixed seed) of every operation in
// openapi/openapi.yaml, through the same generator as `npm run fuzz`: no 5xx, every status
// declared for its operation, every error body in the spec's shape with requestId, the
// rate-limit headers on every answer. A new operation in the document is fuzzed as it is.

const SEED = 20261122;
const CASES = Number(process.env.FUZZ_CASES ?? 16);

let t: TestApp;
let keys: { write: string; read: string };

beforeAll(async () => {
  // name lookups answer nothing: a generated site URL never leaves the machine
  t = await createTestApp({}, { siteFetch: { lookup: fakeLookup({}) } });
  const label = `fuzz-${randomUUID()}`;
  keys = { write: (await createKey(t.db, label, ['read', 'write'])).apiKey, read: (await createKey(t.db, label, ['read'])).apiKey };
});
afterAll(() => t.close());

// A live event stream never ends: its status and headers are the answer, and it is closed there.
const inject: Transport = async (req) => {
  const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.body, payloadAsStream: true });
  const stream = res.stream();
  if (isEventStream(res.headers)) {
    stream.destroy();
    return { status: res.statusCode, headers: res.headers, body: Buffer.alloc(0) };
  }
  return { status: res.statusCode, headers: res.headers, body: await buffer(stream) };
};

describe('contract fuzzing from the document', () => {
  it('covers every operation of the document', () => {
    const ops = fuzzOperations();
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.map((o) => o.operationId)).toEqual(expect.arrayContaining(['createAnecdote', 'listAnecdotes', 'updateTheme', 'uploadPostImage', 'exportAnecdotesVoice']));
  });

  it('no answer is 5xx, undeclared, or an error without the spec’s shape', { timeout: 240_000 }, async () => {
    // the document says exactly what POST /mcp takes: a generated message its schema accepts,
    // sent with a credential and no protocol version to refuse, is accepted (a response, 200 or 202)
    const spec = loadOpenApi();
    const message = validatorCompiler()({ schema: inline(spec.document, { $ref: '#/components/schemas/McpMessage' }), method: 'POST', url: '/mcp', httpPart: 'body' }) as (v: unknown) => boolean;
    const mcp = { valid: 0, refused: [] as string[] };
    const onAnswer = (req: { operationId: string; headers: Record<string, string>; credential: string; body?: string | Buffer }, res: { status: number; body: Buffer }) => {
      if (req.operationId !== 'postMcpMessage' || (req.credential !== 'write' && req.credential !== 'read')) return;
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
      if (headers['mcp-protocol-version'] !== undefined || !/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '')) return;
      let body: unknown;
      try {
        body = JSON.parse(String(req.body ?? ''));
      } catch {
        return;
      }
      // what the document's Errors section says every operation refuses, whatever its schema
      if (nestsDeeperThan(String(req.body), MAX_JSON_DEPTH) || unstorableFields(body, 'body').length > 0) return;
      if (!message(structuredClone(body))) return;
      mcp.valid++;
      if (res.status >= 300) mcp.refused.push(`${res.status} for ${JSON.stringify(body).slice(0, 200)}: ${res.body.toString('utf8', 0, 200)}`);
    };
    const report = await runFuzz({ transport: inject, keys, seed: SEED, casesPerOperation: CASES, concurrency: 3, onAnswer });
    expect(mcp.valid, 'the fuzzer sent no valid MCP message').toBeGreaterThan(0);
    expect(mcp.refused).toEqual([]);
    const text = formatReport(report, true);
    const slowest = Object.entries(report.byOperation)
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 5);
    console.log(`${text.split('\n').slice(0, 2).join('\n')}\nslowest: ${slowest.map(([op, s]) => `${op} ${(s.ms / 1000).toFixed(1)} s`).join(', ')}`);
    expect(report.requests).toBeGreaterThan(fuzzOperations().length * 5);
    // the generator reaches past validation: some answers are successes, some are 404s of real routes
    expect(report.statuses['200'] ?? 0).toBeGreaterThan(0);
    expect(report.statuses['201'] ?? 0).toBeGreaterThan(0);
    expect(failed(report), text).toBe(0);
  });
});

// `npm start` runs the bundle scripts/build.mjs makes (dependencies inlined, the glue's start-up
// meta-schema check left to the build): the same generator, over real HTTP, against it.
describe('contract fuzzing of the bundled server', () => {
  it('npm start answers every operation without a 5xx, an undeclared status or a malformed error', { timeout: 240_000 }, async () => {
    const DATABASE_URL = vitestInject('databaseUrl');
    const label = `fuzz-bundle-${randomUUID()}`;
    const key = async (scopes: string) => {
      const made = await runToEnd('src/cli.ts', ['keys', 'create', '--owner', label, '--scopes', scopes, '--json'], { DATABASE_URL });
      expect(made.code, made.output).toBe(0);
      return JSON.parse(made.output.trim()).apiKey as string;
    };
    const bundleKeys = { write: await key('read,write'), read: await key('read') };
    const port = await freePort();
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL, WORKERS: 'false' });
    const http = httpTransport(`http://127.0.0.1:${port}`);
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, server);
      const report = await runFuzz({ transport: http.transport, keys: bundleKeys, seed: SEED + 1, casesPerOperation: 4, concurrency: 3 });
      const text = formatReport(report, true);
      expect(report.requests).toBeGreaterThan(fuzzOperations().length * 2);
      expect(report.statuses['200'] ?? 0).toBeGreaterThan(0);
      expect(report.statuses['201'] ?? 0).toBeGreaterThan(0);
      expect(failed(report), `${text}\n${server.output()}`).toBe(0);
    } finally {
      http.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
