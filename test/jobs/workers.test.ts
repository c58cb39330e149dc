import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { postGenerationJob } from '../../src/areas/post-generation/job.js';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import { createKey } from '../../src/auth/keys.js';
import { loadConfig } from '../../src/config.js';
import { createDb, createPool, migrate, type Db } from '../../src/db/database.js';
import { createEngine } from '../../src/generation/engine.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { silentLog } from '../support/app.js';
import { scratchDatabase } from '../support/database.js';
import { start, waitForOutput, type Proc } from '../support/process.js';
import { until } from '../support/wait.js';

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let queue: JobQueue;
const workers: Proc[] = [];

beforeAll(async () => {
  // a database of its own, so that only these two worker processes serve its queue
  scratch = await scratchDatabase('workers');
  const pool = createPool(scratch.url, 2);
  await migrate(pool);
  await pool.end();
  db = createDb(createPool(scratch.url, 5));
  // this process only sends (like an API process with WORKERS=false)
  queue = JobQueue.create(scratch.url, db, silentLog).register(postGenerationJob.kind({ db, generation: createEngine(loadConfig({})) }));
  await queue.start();
}, 120_000);
afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
  await queue?.stop();
  await db?.destroy();
  await scratch?.drop();
});

/** The job ids each worker process logged as finished (pino JSON lines at debug level). */
function finishedBy(proc: Proc): string[] {
  return proc
    .output()
    .split('\n')
    .filter((l) => l.includes('"job run finished"'))
    .map((l) => JSON.parse(l).jobId as string);
}

describe('worker processes', () => {
  it('two `npm run worker` processes share one queue: every job runs exactly once', { timeout: 120_000 }, async () => {
    for (let i = 0; i < 2; i++) workers.push(start('src/worker.ts', [], { DATABASE_URL: scratch.url, LOG_LEVEL: 'debug', WORKERS: 'true' }));
    for (const w of workers) await waitForOutput(w, 'workers started');

    const { ownerId } = await createKey(db, 'workers-test', ['read', 'write']);
    const anecdote = await anecdoteRepository(db).create(ownerId, { title: 'Shared queue', content: 'We split the work between two machines. Neither of them did a job twice. I learned that a lock is cheaper than a duplicate.' });
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const job = await jobRepository(db).create(ownerId, POST_GENERATION_KIND, { anecdoteId: anecdote.id });
      await queue.enqueue(POST_GENERATION_KIND, { jobId: job.id, run: job.run });
      ids.push(job.id);
    }

    const rows = await until(
      () => db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute(),
      (r) => r.every((j) => j.status === 'completed'),
      60_000,
    );
    expect(rows).toHaveLength(40);
    const posts = await db.selectFrom('posts').select(['generationJobId']).where('generationJobId', 'in', ids).execute();
    expect(posts.map((p) => p.generationJobId).sort()).toEqual([...ids].sort()); // one post per job
    const revisions = await db.selectFrom('postRevisions').select('id').execute();
    expect(revisions).toEqual([]); // no job wrote its post twice

    const [a, b] = workers.map(finishedBy);
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.length).toBeGreaterThan(0);
    expect(a!.filter((id) => b!.includes(id))).toEqual([]);
    expect([...a!, ...b!].sort()).toEqual([...ids].sort());

    for (const w of workers) w.child.kill('SIGTERM');
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
  });
});
