import http from 'node:http';
import fc from 'fast-check';
import { checkResponse } from '../../test/support/conformance.js';
import { fuzzOperations, materialize, requestArbitrary, type FuzzOperation, type FuzzRequest, type MaterializedRequest } from './requests.js';

/**
 * Sends generated requests and checks every answer against the document: no 5xx, the status is
 * declared for the operation, error bodies have the spec's shape with `requestId` (equal to the
 * `x-request-id` header), the rate-limit headers and everything else the conformance checker of
 * the suite (test/support/conformance.ts) verifies.
 */

export interface FuzzResponse {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

export type Transport = (req: MaterializedRequest) => Promise<FuzzResponse>;

export type FailureKind = '5xx' | 'undeclared' | 'malformed-error' | 'contract' | 'transport';

export interface Failure {
  kind: FailureKind;
  operationId: string;
  method: string;
  url: string;
  status?: number;
  detail: string;
}

export interface Tally {
  requests: number;
  '5xx': number;
  undeclared: number;
  'malformed-error': number;
  contract: number;
  transport: number;
  statuses: Record<string, number>;
  /** time spent waiting for answers (summed over concurrent requests) */
  ms: number;
}

export interface FuzzReport extends Tally {
  seed: number;
  seconds: number;
  byOperation: Record<string, Tally>;
  /** the first failures, with what was sent */
  failures: Failure[];
}

export interface FuzzOptions {
  transport: Transport;
  /** a key with read and write scopes; `read` a read-only key of the same owner (optional) */
  keys: { write: string; read?: string };
  seed: number;
  /** cases per operation and round (operations whose answer is a file get a quarter, at least 1) */
  casesPerOperation: number;
  /** keep going in rounds until this many seconds have passed; one round when absent */
  seconds?: number;
  concurrency?: number;
  /** restrict to these operations (default: every operation of the document) */
  only?: (op: FuzzOperation) => boolean;
  /** extra checks on each answer (the suite adds its own); return problems */
  onAnswer?: (req: MaterializedRequest, res: FuzzResponse) => void;
}

const emptyTally = (): Tally => ({ requests: 0, '5xx': 0, undeclared: 0, 'malformed-error': 0, contract: 0, transport: 0, statuses: {}, ms: 0 });

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Runs the fuzzer; the report's counts are zero when every answer kept the contract. */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const operations = fuzzOperations().filter(opts.only ?? (() => true));
  // The conformance checker compiles an operation's validators on first use (about 0.1 s each on
  // this machine): do it before the clock starts, so that a timed run measures the service.
  for (const op of operations) await checkResponse({ operationId: op.operationId, method: op.method, url: op.path, status: 400, headers: {}, payload: '{}' });
  const started = Date.now();
  const deadline = opts.seconds !== undefined ? started + opts.seconds * 1000 : undefined;
  const report: FuzzReport = { ...emptyTally(), seed: opts.seed, seconds: 0, byOperation: {}, failures: [] };
  const ids: string[] = [];
  const arbitraries = new Map(operations.map((op) => [op.operationId, requestArbitrary(op)]));

  for (let round = 0; ; round++) {
    // one round: every operation's cases, interleaved so that ids made by one are used by others
    const perOp = operations.map((op) => {
      const n = op.heavy ? Math.max(1, Math.floor(opts.casesPerOperation / 4)) : opts.casesPerOperation;
      return fc.sample(arbitraries.get(op.operationId)!, { seed: (opts.seed + hash(op.operationId) + round * 7919) | 0, numRuns: n });
    });
    const queue: FuzzRequest[] = [];
    for (let i = 0; perOp.some((l) => i < l.length); i++) for (const l of perOp) if (i < l.length) queue.push(l[i]!);

    let next = 0;
    const worker = async () => {
      while (next < queue.length && (deadline === undefined || Date.now() < deadline)) {
        const req = materialize(queue[next++]!, ids, opts.keys);
        await sendAndCheck(opts, req, report, ids);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 1 }, worker));
    if (deadline === undefined || Date.now() >= deadline) break;
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

async function sendAndCheck(opts: FuzzOptions, req: MaterializedRequest, report: FuzzReport, ids: string[]) {
  const tally = (report.byOperation[req.operationId] ??= emptyTally());
  const fail = (kind: FailureKind, detail: string, status?: number) => {
    report[kind]++;
    tally[kind]++;
    if (report.failures.length < 50) report.failures.push({ kind, operationId: req.operationId, method: req.method, url: req.url.slice(0, 300), status, detail: detail.slice(0, 500) });
  };
  report.requests++;
  tally.requests++;
  let res: FuzzResponse;
  const t0 = performance.now();
  try {
    res = await opts.transport(req);
    tally.ms += performance.now() - t0;
  } catch (err) {
    fail('transport', `${(err as Error).message} (body ${describeBody(req)})`);
    return;
  }
  const key = String(res.status);
  report.statuses[key] = (report.statuses[key] ?? 0) + 1;
  tally.statuses[key] = (tally.statuses[key] ?? 0) + 1;
  const sent = `body ${describeBody(req)}, content-type ${req.headers['content-type'] ?? '(none)'}, credential ${req.credential}`;
  if (res.status >= 500) fail('5xx', `${sent}; answer ${res.body.toString('utf8', 0, 300)}`, res.status);
  const problems = await checkResponse({ operationId: req.operationId, method: req.method, url: req.url, status: res.status, headers: res.headers, payload: res.body });
  for (const p of problems) {
    if (/is not declared for/.test(p)) fail('undeclared', `${p}; ${sent}`, res.status);
    else if (res.status >= 400 && /body breaks the schema|error body|content-type/.test(p)) fail('malformed-error', p, res.status);
    else fail('contract', p, res.status);
  }
  if (res.status >= 400) {
    const shape = errorShapeProblem(res);
    if (shape) fail('malformed-error', `${shape}; ${sent}`, res.status);
  } else if (res.status < 300) {
    harvestIds(res, ids);
  }
  opts.onAnswer?.(req, res);
}

/** The spec's error body, with a requestId equal to the x-request-id header. */
export function errorShapeProblem(res: FuzzResponse): string | undefined {
  let body: any;
  try {
    body = JSON.parse(res.body.toString('utf8'));
  } catch {
    return `error body is not JSON: ${res.body.toString('utf8', 0, 120)}`;
  }
  if (!body || typeof body !== 'object') return 'error body is not an object';
  if (body.statusCode !== res.status) return `statusCode ${body.statusCode} differs from the status ${res.status}`;
  if (!(typeof body.message === 'string' || (Array.isArray(body.message) && body.message.every((m: unknown) => typeof m === 'string')))) return 'message is not a string or array of strings';
  if (typeof body.code !== 'string' || /^FST_|^ERR_/.test(body.code)) return `code ${JSON.stringify(body.code)} is not one of ours`;
  if (typeof body.requestId !== 'string' || body.requestId !== res.headers['x-request-id']) return 'requestId missing or not the x-request-id header';
  if (res.status === 429 || res.status === 503) {
    if (!/^\d+$/.test(String(res.headers['retry-after'] ?? ''))) return `${res.status} without an integer Retry-After`;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of resources in a success answer, for later requests to address (bounded, newest kept). */
function harvestIds(res: FuzzResponse, ids: string[]) {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
  let body: any;
  try {
    body = JSON.parse(res.body.toString('utf8'));
  } catch {
    return;
  }
  const found: string[] = [];
  const visit = (v: any, depth: number) => {
    if (depth > 3 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) return v.slice(0, 5).forEach((x) => visit(x, depth + 1));
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'string' && /(^id$|Id$)/.test(k) && UUID.test(x)) found.push(x);
      else if (typeof x === 'object') visit(x, depth + 1);
    }
  };
  visit(body, 0);
  for (const id of found) if (!ids.includes(id)) ids.push(id);
  if (ids.length > 300) ids.splice(0, ids.length - 300);
}

function describeBody(req: MaterializedRequest): string {
  if (req.body === undefined) return '(none)';
  const text = Buffer.isBuffer(req.body) ? req.body.toString('latin1') : req.body;
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text);
}

/** A Server-Sent Events answer: it never ends, so its status and headers are all that is checked. */
export function isEventStream(headers: Record<string, unknown>): boolean {
  return String(headers['content-type'] ?? '').startsWith('text/event-stream');
}

/** Real HTTP to a running deployment: the path is sent exactly as generated (no URL normalization). */
export function httpTransport(baseUrl: string, timeoutMs = 120_000): { transport: Transport; close(): void } {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const prefix = base.pathname.replace(/\/$/, '');
  const transport: Transport = (req) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
      const r = http.request({ agent, host: base.hostname, port: base.port || 80, method: req.method, path: `${prefix}${req.url}`, headers, timeout: timeoutMs }, (res) => {
        if (isEventStream(res.headers)) {
          resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, unknown>, body: Buffer.alloc(0) });
          r.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, unknown>, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      r.on('timeout', () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      r.on('error', reject);
      r.end(req.body);
    });
  return { transport, close: () => agent.destroy() };
}

/** Counts as lines: totals, then per operation (only those with something to report when `brief`). */
export function formatReport(r: FuzzReport, brief = false): string {
  const counts = (t: Tally) => `${t.requests} requests, ${t['5xx']} 5xx, ${t.undeclared} undeclared, ${t['malformed-error']} malformed error bodies, ${t.contract} other contract breaks, ${t.transport} transport errors`;
  const statuses = (t: Tally) =>
    Object.entries(t.statuses)
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  const lines = [`fuzz seed ${r.seed}: ${counts(r)} in ${r.seconds.toFixed(1)} s (${(r.requests / Math.max(r.seconds, 0.001)).toFixed(0)} req/s)`, `statuses: ${statuses(r)}`];
  for (const [op, t] of Object.entries(r.byOperation).sort()) {
    const bad = t['5xx'] + t.undeclared + t['malformed-error'] + t.contract + t.transport;
    if (!brief || bad) lines.push(`  ${op.padEnd(36)} ${counts(t)} | ${statuses(t)} | ${(t.ms / Math.max(1, t.requests)).toFixed(0)} ms/request`);
  }
  for (const f of r.failures.slice(0, 20)) lines.push(`  ✗ ${f.kind} ${f.method} ${f.url} → ${f.status ?? '-'}: ${f.detail}`);
  return lines.join('\n');
}

export function failed(r: Tally): number {
  return r['5xx'] + r.undeclared + r['malformed-error'] + r.contract + r.transport;
}
