import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, runToEnd, start, TSX, waitForHealth, type Proc } from './support/process.js';

const run = promisify(execFile);

/**
 * The README's "First workflow" as a new user runs it: its own shell block, taken from the
 * README, with curl against `npm start`'s server (on a free port) and a key made by the CLI the
 * README names; then the typed-client example against the same server.
 */
let server: Proc;
let dataDir: string;
let work: string;
let base: string;
let key: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-readme-'));
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-readme-work-'));
  const port = await freePort();
  const env = { PORT: String(port), DATABASE_URL: inject('databaseUrl'), DATA_DIR: dataDir, SPEECH_WARMUP: 'false', RATE_LIMIT_MAX: '100000' };
  server = start('src/main.ts', [], env);
  base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server, 150_000);
  const created = await runToEnd('src/cli.ts', ['keys', 'create', '--owner', `readme-${randomUUID()}`, '--json'], env);
  expect(created.code, created.output).toBe(0);
  key = JSON.parse(created.output.trim().split('\n').at(-1)!).apiKey;
}, 180_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  for (const dir of [dataDir, work]) if (dir) await fs.rm(dir, { recursive: true, force: true });
});

function readmeBlock(readme: string, name: string): string {
  const m = new RegExp(`<!-- ${name}:begin -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\`\\s*<!-- ${name}:end -->`).exec(readme);
  if (!m) throw new Error(`README has no ${name} block`);
  return m[1]!;
}

describe('README first workflow', () => {
  it('its curl commands create an anecdote, a post (Prefer: wait), a carousel and its PDF', { timeout: 180_000 }, async () => {
    const block = readmeBlock(await fs.readFile('README.md', 'utf8'), 'first-workflow');
    const { stdout } = await run('bash', ['-e', '-o', 'pipefail', '-c', block], { cwd: work, env: { ...process.env, BASE: base, KEY: key }, timeout: 170_000 });
    // the post's content is printed, and it is not empty
    expect(stdout.trim().length).toBeGreaterThan(40);
    expect(stdout).not.toMatch(/undefined/);
    const pdf = await fs.readFile(path.join(work, 'carousel.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the typed-client example (openapi-fetch) runs the same workflow', { timeout: 180_000 }, async () => {
    const out = path.join(work, 'typed.pdf');
    const { stdout } = await run(TSX, ['examples/typed-client.ts', out], { env: { ...process.env, BASE: base, KEY: key }, timeout: 170_000 });
    expect(stdout).toMatch(/^anecdote [0-9a-f-]{36}$/m);
    expect(stdout).toMatch(/^post [0-9a-f-]{36}: .+/m);
    expect(stdout).toMatch(/^carousel [0-9a-f-]{36}: \d+ slides$/m);
    expect((await fs.readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
