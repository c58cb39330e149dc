import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROLL_KIND } from '../../src/areas/broll/kind.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';

// A job left `running` by a worker that died (its lease expired) can be restarted by its owner.
// (test/jobs/stranded.test.ts kills a real worker; here the dead worker's row is written as it leaves
// it, so that the owner's action is decided before any sweeper, whose lease here is an hour.)

let t: TestApp;
let alice: TestOwner;
beforeAll(async () => {
  t = await createTestApp({ jobLeaseSeconds: 3600 });
  alice = await t.owner();
});
afterAll(() => t.close());

async function runningBroll(owner: TestOwner, leaseSeconds: number) {
  const repo = jobRepository(t.db);
  const job = await repo.create(owner.ownerId, BROLL_KIND, { sourceShortId: randomUUID(), sourceScriptJobId: randomUUID(), format: 'VERTICAL', short: { title: 'x', beats: [] } });
  await repo.write(job.id, job.run, { status: 'running', currentStep: 'scene_rendering' });
  await t.db
    .updateTable('jobs')
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where('id', '=', job.id)
    .execute();
  return job;
}

describe('a stale running job', () => {
  it('B-roll: a running job with a live worker cannot be re-rendered (400); one whose worker died can', async () => {
    const live = await runningBroll(alice, 600);
    const refused = expectError(await t.app.inject({ method: 'POST', url: `/v1/broll/${live.id}/re-render`, headers: alice.headers }), 400, 'validation_failed');
    expect(String(refused.message)).toContain('is running');

    const dead = await runningBroll(alice, -60);
    const bob = await t.owner();
    expectError(await t.app.inject({ method: 'POST', url: `/v1/broll/${dead.id}/re-render`, headers: bob.headers }), 404, 'not_found');
    const res = await t.app.inject({ method: 'POST', url: `/v1/broll/${dead.id}/re-render`, headers: alice.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: dead.id, status: 'running', currentStep: 'scene_rendering' });
    const row = await jobRepository(t.db).byId(dead.id);
    expect(row!.run).toBe(2);
    // the dead run's lease stays expired, so a sweeper still cancels its queue entry
    expect(Date.parse(row!.leaseExpiresAt!)).toBeLessThan(Date.now());
  });
});
