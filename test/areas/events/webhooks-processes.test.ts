import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { createKey } from '../../../src/auth/keys.js';
import { createDb, createPool, migrate, type Db } from '../../../src/db/database.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { scratchDatabase } from '../../support/database.js';
import { OTHER_ID } from '../../support/http.js';
import { ended, freePort, start, waitForHealth, type Proc } from '../../support/process.js';
import { startReceiver } from '../../support/receiver.js';
import { until } from '../../support/wait.js';

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let dataDir: string;
const servers: { proc: Proc; base: string }[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('webhook_procs');
  const pool = createPool(scratch.url, 2);
  await migrate(pool);
  await pool.end();
  db = createDb(createPool(scratch.url, 4));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-webhooks-'));
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const proc = start('src/main.ts', [], {
      PORT: String(port),
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SITE_FETCH_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_MS: '50',
      SPEECH_WARMUP: 'false',
    });
    servers.push({ proc, base: `http://127.0.0.1:${port}` });
  }
  await Promise.all(servers.map((s) => waitForHealth(s.base, s.proc)));
}, 180_000);
afterAll(async () => {
  // SIGTERM: tsx passes it on to the server (a SIGKILL would orphan the server process)
  await Promise.all(
    servers.map(async (s) => {
      if (ended(s.proc.child)) return;
      s.proc.child.kill('SIGTERM');
      const exited = await Promise.race([s.proc.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!exited) s.proc.child.kill('SIGKILL');
    }),
  );
  await db?.destroy();
  await scratch?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('two API and worker processes', () => {
  it('deliver each event once per endpoint, retries included', async () => {
    const receiver = await startReceiver();
    try {
      const key = await createKey(db, 'procs', ['read', 'write']);
      const headers = { 'x-api-key': key.apiKey, 'content-type': 'application/json' };
      const endpoints = [];
      for (const s of servers) {
        const res = await fetch(`${s.base}/v1/webhook-endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url }) });
        expect(res.status).toBe(201);
        endpoints.push(await res.json());
      }
      receiver.answers.push(500, 500, 500);
      const repo = jobRepository(db);
      const jobs = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const job = await repo.create(key.ownerId, POST_GENERATION_KIND, { anecdoteId: OTHER_ID });
          await repo.write(job.id, job.run, { status: 'completed' });
          return job.id;
        }),
      );
      // every (event, endpoint) pair accepted once: 40, plus the three refused attempts
      await until(
        async () => receiver.received.filter((r) => r.status === 200).length,
        (n) => n >= 40,
      );
      await new Promise((r) => setTimeout(r, 1500));
      const accepted = receiver.received.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(40);
      const pairs = accepted.map((r) => `${r.headers['webhook-id']}`);
      const perEvent = new Map<string, number>();
      for (const p of pairs) perEvent.set(p, (perEvent.get(p) ?? 0) + 1);
      expect(perEvent.size).toBe(20);
      expect([...perEvent.values()].every((n) => n === 2)).toBe(true);
      expect(new Set(accepted.map((r) => JSON.parse(r.body).data.object.id))).toEqual(new Set(jobs));
      expect(receiver.received).toHaveLength(43);
      // the deliveries say the same, whichever process reads them
      for (const [i, endpoint] of endpoints.entries()) {
        const res = await fetch(`${servers[1 - i]!.base}/v1/webhook-endpoints/${endpoint.id}/deliveries?limit=100`, { headers });
        const { deliveries, total } = await res.json();
        expect(total).toBe(20);
        expect(deliveries.every((d: any) => d.status === 'succeeded')).toBe(true);
      }
    } finally {
      await receiver.close();
    }
  });
});
