import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKey } from '../../src/auth/keys.js';
import type { FuzzReport } from '../fuzz/run.js';
import { fmt, type BenchSection } from './context.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = 20;

/** `npm run fuzz` in a child process, against this server, for a fixed time. */
function fuzzFromAnotherProcess(baseUrl: string, write: string, read: string): Promise<FuzzReport> {
  const args = ['--import', 'tsx', 'scripts/fuzz.ts', '--base-url', baseUrl, '--api-key', write, '--read-api-key', read, '--seconds', String(SECONDS), '--seed', '11', '--concurrency', '4', '--json'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as FuzzReport);
      } catch {
        reject(new Error(`the fuzz process printed no report: ${out.slice(0, 500)}`));
      }
    });
  });
}

/** Contract fuzzing throughput: generated requests/s with every answer checked, and the counts. */
export const fuzzSection: BenchSection = {
  name: 'fuzz',
  title: `contract fuzzer (npm run fuzz) for ${SECONDS} s from a separate process, 4 concurrent requests`,
  async run(ctx) {
    const label = `bench-fuzz-${Date.now()}`;
    const write = (await createKey(ctx.db, label, ['read', 'write'])).apiKey;
    const read = (await createKey(ctx.db, label, ['read'])).apiKey;
    const r = await fuzzFromAnotherProcess(ctx.baseUrl, write, read);
    console.log(`${r.requests} requests in ${fmt(r.seconds)} s: ${fmt(r.requests / r.seconds, 0)} req/s (generation, HTTP and the contract check of every answer)`);
    console.log(`5xx ${r['5xx']}, undeclared ${r.undeclared}, malformed error bodies ${r['malformed-error']}, other contract breaks ${r.contract}, transport errors ${r.transport}`);
    console.log(
      `statuses: ${Object.entries(r.statuses)
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    for (const f of r.failures.slice(0, 5)) console.log(`  ✗ ${f.kind} ${f.method} ${f.url} → ${f.status ?? '-'}: ${f.detail}`);
  },
};
