import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runToEnd, start, waitForHealth, type Proc } from '../support/process.js';

const dirs: string[] = [];
const procs: Proc[] = [];
afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

describe('embedded PostgreSQL (no DATABASE_URL)', () => {
  it('two servers with different DATA_DIRs run side by side; the CLI shares a running one; SIGTERM stops cleanly', { timeout: 180_000 }, async () => {
    const servers = [];
    for (let i = 0; i < 2; i++) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-embedded-'));
      dirs.push(dataDir);
      const port = await freePort();
      const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: undefined, WORKERS: 'true' };
      const proc = start('src/main.ts', [], env);
      procs.push(proc);
      servers.push({ base: `http://127.0.0.1:${port}`, proc, env });
    }
    await Promise.all(servers.map((s) => waitForHealth(s.base, s.proc, 150_000)));

    for (const s of servers) {
      // the CLI, run while the server is up, works on the server's own embedded database
      const created = await runToEnd('src/cli.ts', ['keys', 'create', '--owner', 'embedded', '--json'], s.env);
      expect(created.code, created.output).toBe(0);
      const key = JSON.parse(created.output.trim());
      const res = await fetch(`${s.base}/v1/anecdotes`, {
        method: 'POST',
        headers: { 'x-api-key': key.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ title: s.base, content: 'stored in this instance only' }),
      });
      expect(res.status).toBe(201);
      s.env = { ...s.env, KEY: key.apiKey } as typeof s.env;
    }
    // each instance has its own database: a key of one is unknown to the other
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const cross = await fetch(`${b.base}/v1/anecdotes`, { headers: { 'x-api-key': (a.env as { KEY?: string }).KEY! } });
    expect(cross.status).toBe(401);

    for (const s of servers) {
      s.proc.child.kill('SIGTERM');
      expect(await s.proc.exited, s.proc.output()).toBe(0);
    }
    // the database server was stopped too: no postmaster.pid is left behind
    for (const d of dirs) await expect(fs.access(path.join(d, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });
});
