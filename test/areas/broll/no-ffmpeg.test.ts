import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { OTHER_ID } from '../../support/http.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

// A server whose FFMPEG_PATH names no working binary: a B-roll job fails at once with a message
// an API user can read. The operator's path is in the logs, never in the job.
const MISSING = '/opt/operator-secret-path/bin/ffmpeg';
let t: TestApp;
let alice: TestOwner;

beforeAll(async () => {
  t = await createTestApp({ ffmpegPath: MISSING });
  alice = await t.owner();
});
afterAll(() => t.close());

describe('B-roll without ffmpeg', () => {
  it('the job fails with "video rendering is not available", naming no path', { timeout: 120_000 }, async () => {
    const chain = videoChain(t);
    const short = await chain.short(alice, { validated: true });
    const started = await t.app.inject({ method: 'POST', url: `/v1/broll/from-short/${short.id}`, headers: alice.headers, payload: { format: '9:16' } });
    expect(started.statusCode).toBe(201);
    const job = await until(
      () => chain.json(alice, 'GET', `/v1/broll/${started.json().id}`),
      (j) => j.status === 'failed' || j.status === 'completed',
      60_000,
    );
    expect(job.status).toBe('failed');
    const said = JSON.stringify(job);
    expect(said).toMatch(/video rendering is not available on this server/);
    expect(said).not.toContain('operator-secret-path');
    expect(said).not.toContain(t.config.dataDir);
    const other = await t.owner();
    expect((await t.app.inject({ method: 'GET', url: `/v1/broll/${job.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/broll/${OTHER_ID}`, headers: alice.headers })).statusCode).toBe(404);
  });
});
