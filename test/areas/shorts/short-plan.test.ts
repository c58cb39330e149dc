import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptPlan } from '../../../src/generation/tasks/script-plan.js';
import { withoutConnector } from '../../../src/generation/writing/phrases.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let chain: ReturnType<typeof videoChain>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  chain = videoChain(t);
});
afterAll(() => t.close());

const storedResult = async (id: string) => (await t.db.selectFrom('jobs').select('result').where('id', '=', id).executeTakeFirstOrThrow()).result as { plan?: ScriptPlan };
const shortOf = async (scriptJobId: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/shorts', headers: alice.headers, payload: { sourceScriptJobId: scriptJobId } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
  expect(res.json().plan).toBeUndefined();
  const done = await until(
    async () => await chain.json(alice, 'GET', `/v1/shorts/${res.json().id}`),
    (j) => j.status === 'completed' || j.status === 'failed',
  );
  expect(done.status).toBe('completed');
  expect(done.plan).toBeUndefined();
  return done.short as { hook: string; beats: Array<{ text: string }> };
};

describe("a short made from a stored script's plan", () => {
  it("keeps the plan with the script job's result, never in its response, and the short reads its roles from it", { timeout: 180_000 }, async () => {
    const script = await chain.script(alice);
    // the API's script job is as the contract has it: no plan, in the job or in its script
    const got = await chain.json(alice, 'GET', `/v1/script-jobs/${script.id}`);
    expect(got.plan).toBeUndefined();
    expect(got.script.plan).toBeUndefined();
    const listed = await chain.json(alice, 'GET', '/v1/script-jobs');
    for (const j of listed.scriptJobs) expect(j.plan).toBeUndefined();
    // ... while the stored result has one part a section, saying its words
    const { plan } = await storedResult(script.id);
    expect(plan!.parts.map((p) => p.purpose)[0]).toBe('hook');
    expect(plan!.parts.map((p) => p.sentences.map((s) => s.text).join(' '))).toEqual(got.script.sections.map((s: { spokenText: string }) => s.spokenText));

    const planned = await shortOf(script.id);
    const hookPart = plan!.parts[0]!;
    // the hook is the part's story sentence, standing alone (an opening "But" dropped)
    expect(planned.hook).toBe(withoutConnector(hookPart.sentences.find((s) => !s.writer)!.text, 'en'));

    // a plan whose hook part says another story sentence (one text matching on the script would never open on) gives another hook
    const other = plan!.parts
      .find((p) => p.purpose === 'story')!
      .sentences.filter((s) => !s.writer)
      .at(-1)!;
    expect(withoutConnector(other.text, 'en')).not.toBe(planned.hook);
    const rewritten: ScriptPlan = { parts: plan!.parts.map((p, i) => (i === 0 ? { ...p, sentences: [other] } : p)) };
    await t.db
      .updateTable('jobs')
      .set({ result: sql`result || ${JSON.stringify({ plan: rewritten })}::jsonb` })
      .where('id', '=', script.id)
      .execute();
    const replanned = await shortOf(script.id);
    expect(replanned.hook).toBe(withoutConnector(other.text, 'en'));
    expect(replanned.hook).not.toBe(planned.hook);
  });

  it('reads a script stored without a plan by its sections: the same hook, and no writer line said as a beat', { timeout: 180_000 }, async () => {
    const script = await chain.script(alice);
    const planned = await shortOf(script.id);
    await t.db.updateTable('jobs').set({ result: sql`result - 'plan'` }).where('id', '=', script.id).execute();
    expect((await storedResult(script.id)).plan).toBeUndefined();
    const read = await shortOf(script.id);
    expect(read.hook).toBe(planned.hook);
    for (const b of read.beats) expect(b.text).not.toMatch(/tell me in the comments|subscribe/);
  });
});
