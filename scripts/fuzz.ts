/**
 * `npm run fuzz -- --base-url URL --api-key KEY [--read-api-key KEY] [--seconds N] [--seed S]
 *  [--cases N] [--concurrency N] [--operation ID ...] [--json]`
 *
 * Fuzzes every operation of openapi/openapi.yaml against a running deployment over real HTTP,
 * with the generator the test suite uses (scripts/fuzz/), and checks every answer against the
 * document. Prints counts per operation; exits 1 on any 5xx, undeclared status, malformed error
 * body or other contract break, 2 on bad arguments.
 *
 * The key should belong to a throwaway owner: the fuzzer creates, edits and deletes its
 * resources and starts jobs. Generated URLs (site analysis) only name loopback and private
 * addresses, which the service refuses without any outside traffic.
 */
import { parseArgs } from 'node:util';
import { failed, formatReport, httpTransport, runFuzz } from './fuzz/run.js';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run fuzz -- --base-url URL --api-key KEY [--read-api-key KEY] [--seconds N] [--seed S] [--cases N] [--concurrency N] [--operation ID ...] [--json]`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      'read-api-key': { type: 'string' },
      seconds: { type: 'string' },
      seed: { type: 'string' },
      cases: { type: 'string' },
      concurrency: { type: 'string' },
      operation: { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
  }));
} catch (err) {
  usage((err as Error).message);
}

const positive = (name: string, v: string | undefined, fallback: number) => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) usage(`--${name} must be a positive number`);
  return n;
};

const baseUrl = values['base-url'];
const apiKey = values['api-key'] ?? process.env.FUZZ_API_KEY;
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) usage('--base-url http(s)://host:port is required');
if (!apiKey) usage('--api-key (or FUZZ_API_KEY) is required: a key with the read and write scopes');
const seconds = values.seconds === undefined ? undefined : positive('seconds', values.seconds, 60);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Math.trunc(Number(values.seed));
if (!Number.isFinite(seed)) usage('--seed must be an integer');
const only = values.operation?.length ? new Set(values.operation) : undefined;

const http = httpTransport(baseUrl);
try {
  const report = await runFuzz({
    transport: http.transport,
    keys: { write: apiKey, read: values['read-api-key'] },
    seed,
    seconds,
    casesPerOperation: positive('cases', values.cases, 12),
    concurrency: positive('concurrency', values.concurrency, 4),
    only: only ? (op) => only.has(op.operationId) : undefined,
  });
  console.log(values.json ? JSON.stringify(report) : formatReport(report));
  process.exitCode = failed(report) > 0 ? 1 : 0;
} finally {
  http.close();
}
