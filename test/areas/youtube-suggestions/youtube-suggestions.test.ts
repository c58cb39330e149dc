import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t.close());

const STORIES = [
  {
    title: 'The demo crash',
    content: 'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.',
    tags: ['founders', 'failure'],
  },
  {
    title: 'The price hike',
    content: 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.',
    tags: ['founders', 'pricing'],
  },
  {
    title: 'The first hire',
    content: 'Who do you hire when you cannot pay a salary? I asked a former colleague to join for equity only. She said yes after a long walk by the river. Trust is built before the contract.',
    tags: ['hiring'],
  },
];

async function anecdotes(owner: TestOwner, stories = STORIES) {
  const ids: string[] = [];
  for (const s of stories) ids.push((await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: s })).json().id);
  return ids;
}

const start = (owner: TestOwner, payload: object) => t.app.inject({ method: 'POST', url: '/v1/youtube-suggestions', headers: owner.headers, payload });
const getRun = (owner: TestOwner, id: string) => t.app.inject({ method: 'GET', url: `/v1/youtube-suggestions/runs/${id}`, headers: owner.headers });
const finished = (owner: TestOwner, id: string) =>
  until(
    async () => (await getRun(owner, id)).json(),
    (r) => ['completed', 'failed'].includes(r.status),
  );
const words = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}%']+/gu) ?? [];

describe('YouTube suggestion runs (local provider)', () => {
  it('proposes ideas grounded in the anecdotes, each combination once, best first, with job fields', async () => {
    const owner = await t.owner();
    const ids = await anecdotes(owner);
    const res = await start(owner, { count: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', filters: { count: 5 }, totalTokensUsed: 0, warnings: [] });
    expect(res.json().suggestions).toBeUndefined();

    const run = await finished(owner, res.json().id);
    expect(run.status).toBe('completed');
    expect(run.totalTokensUsed).toBeGreaterThan(0);
    expect(run.qualityScore).toBeGreaterThan(0);
    expect(['low', 'medium', 'high']).toContain(run.riskLevel);
    // three stories alone, and the one pair that shares a theme (founders): the hiring story pairs with none
    expect(run.suggestions).toHaveLength(4);
    const byId = new Map(STORIES.map((s, i) => [ids[i]!, s]));
    const combos = new Set<string>();
    let last = Infinity;
    for (const s of run.suggestions) {
      expect(s.runId).toBe(run.id);
      expect(s.status).toBe('new');
      expect(s.anecdoteIds.length).toBeGreaterThanOrEqual(1);
      const stories = s.anecdoteIds.map((id: string) => byId.get(id)!);
      expect(stories.every(Boolean)).toBe(true);
      // grounded: the hook opens on a sentence of its own anecdotes, the outline tells them by title
      const own = words(stories.map((x: { content: string }) => x.content).join(' '));
      const opening = words(s.hook).slice(0, 5);
      expect(
        opening.every((w) => own.includes(w)),
        `${s.hook} from ${s.anecdoteIds}`,
      ).toBe(true);
      for (const story of stories) expect(s.outline).toContain(story.title);
      expect(s.outline[0]).toBe('Hook');
      expect(s.alternativeTitles.length).toBeGreaterThan(0);
      expect(s.alternativeTitles).not.toContain(s.title);
      expect(s.keywords.length).toBeGreaterThan(0);
      expect(s.thumbnailText.length).toBeGreaterThan(0);
      expect(s.targetLengthMinutes).toBeGreaterThanOrEqual(4);
      expect(s.scoreReasons.length).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(last);
      last = s.score;
      const key = [...s.anecdoteIds].sort().join(',');
      expect(combos.has(key)).toBe(false);
      combos.add(key);
    }
    // the price hike alone: titled from its own words (its figure with what it counts), never "{title}: what it taught me"
    // nor a figure pasted before the title; its figure on the thumbnail, the story's title once among the alternatives
    const price = run.suggestions.find((s: any) => s.anecdoteIds.length === 1 && s.anecdoteIds[0] === ids[1]);
    expect(price).toMatchObject({ title: 'We raised prices by 40% in one afternoon', angle: 'numbers', thumbnailText: '40%' });
    for (const t of [price.title, ...price.alternativeTitles]) expect(t).not.toMatch(/what it taught me|^40%: /);
    expect(price.alternativeTitles).toContain('The price hike');
    // the pair is named by the theme its stories share, never by their titles glued together
    const pair = run.suggestions.find((s: any) => s.anecdoteIds.length === 2);
    expect(pair.title).toBe('Founders: 2 true stories');
    for (const t of [pair.title, ...pair.alternativeTitles]) expect(t).not.toMatch(/demo crash.*price hike|price hike.*demo crash/i);
    expect(price.scoreReasons).toContain('turns on a figure: 40% (+10)');
    expect(price.keywords).toEqual(expect.arrayContaining(['founders', 'pricing']));

    const again = await finished(owner, (await start(owner, { count: 5 })).json().id);
    expect(again.suggestions.map((s: any) => s.title)).toEqual(run.suggestions.map((s: any) => s.title));
  });

  it('filters by tags and anecdote ids, and says when it found fewer ideas than asked', async () => {
    const owner = await t.owner();
    const ids = await anecdotes(owner);
    const tagged = await finished(owner, (await start(owner, { tags: ['pricing', 'hiring'], count: 20 })).json().id);
    expect(tagged.status).toBe('completed');
    expect(tagged.filters).toEqual({ tags: ['pricing', 'hiring'], count: 20 });
    const used = new Set(tagged.suggestions.flatMap((s: any) => s.anecdoteIds));
    expect([...used].sort()).toEqual([ids[1], ids[2]].sort());
    // two anecdotes that share no theme make two ideas, one each
    expect(tagged.suggestions).toHaveLength(2);
    expect(tagged.warnings).toContain('found 2 new ideas of the 20 asked');

    const one = await finished(owner, (await start(owner, { anecdoteIds: [ids[0]], count: 2 })).json().id);
    expect(one.suggestions).toHaveLength(1);
    expect(one.suggestions[0].anecdoteIds).toEqual([ids[0]]);

    const none = await finished(owner, (await start(owner, { tags: ['nothing-like-this'] })).json().id);
    expect(none.status).toBe('completed');
    expect(none.suggestions).toEqual([]);
    expect(none.warnings.join(' ')).toMatch(/no anecdote matches the filters/);
  });

  it('refuses bad filters with 400, and unknown or another owner’s anecdote ids with 404', async () => {
    const [bobs] = await anecdotes(bob, STORIES.slice(0, 1));
    for (const payload of [{ count: 0 }, { count: 21 }, { count: 'five' }, { tags: [''] }, { anecdoteIds: ['nope'] }, { anecdoteIds: [] }, { extra: 1 }]) {
      expectError(await start(alice, payload), 400, 'validation_failed');
    }
    expectError(await start(alice, { anecdoteIds: [bobs] }), 404, 'not_found');
    expectError(await start(alice, { anecdoteIds: [OTHER_ID] }), 404, 'not_found');
  });

  it('lists runs and suggestions, reads them; another owner’s ids answer 404', async () => {
    const owner = await t.owner();
    await anecdotes(owner);
    const first = await finished(owner, (await start(owner, { count: 2 })).json().id);
    const second = await finished(owner, (await start(owner, { count: 3 })).json().id);

    const runs = (await t.app.inject({ method: 'GET', url: '/v1/youtube-suggestions/runs?limit=1', headers: owner.headers })).json();
    expect(runs).toMatchObject({ total: 2, page: 1, totalPages: 2 });
    expect(runs.youtubeSuggestionRuns.map((r: any) => r.id)).toEqual([second.id]);
    expect(runs.youtubeSuggestionRuns[0].suggestions).toHaveLength(3);

    const all = (await t.app.inject({ method: 'GET', url: '/v1/youtube-suggestions?limit=100', headers: owner.headers })).json();
    expect(all.total).toBe(5);
    expect(all.youtubeSuggestions.map((s: any) => s.id)).toEqual([...second.suggestions, ...first.suggestions].map((s: any) => s.id));
    const ofFirst = (await t.app.inject({ method: 'GET', url: `/v1/youtube-suggestions?runId=${first.id}`, headers: owner.headers })).json();
    expect(ofFirst.youtubeSuggestions.map((s: any) => s.id)).toEqual(first.suggestions.map((s: any) => s.id));

    const one = first.suggestions[0];
    expect((await t.app.inject({ method: 'GET', url: `/v1/youtube-suggestions/${one.id}`, headers: owner.headers })).json()).toEqual(one);

    for (const url of [`/v1/youtube-suggestions/${one.id}`, `/v1/youtube-suggestions/runs/${first.id}`, `/v1/youtube-suggestions/${OTHER_ID}`, `/v1/youtube-suggestions/runs/${OTHER_ID}`]) {
      expectError(await t.app.inject({ method: 'GET', url, headers: bob.headers }), 404, 'not_found');
    }
    for (const url of [`/v1/youtube-suggestions/${one.id}/script-job`, `/v1/youtube-suggestions/${one.id}/dismiss`]) {
      expectError(await t.app.inject({ method: 'POST', url, headers: bob.headers }), 404, 'not_found');
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/youtube-suggestions?runId=${first.id}`, headers: bob.headers })).json().total).toBe(0);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/youtube-suggestions/not-a-uuid', headers: owner.headers }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/youtube-suggestions?status=maybe', headers: owner.headers }), 400, 'validation_failed');
  });

  it('turns a suggestion into a script job in one call, and remembers used and dismissed ideas', async () => {
    const owner = await t.owner();
    await anecdotes(owner);
    const run = await finished(owner, (await start(owner, { count: 20 })).json().id);
    const [use, dismiss] = run.suggestions;

    const res = await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${use.id}/script-job`, headers: owner.headers });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ title: use.title, selectedAnecdoteIds: use.anecdoteIds, status: 'pending' });
    expect(job.brief).toContain(`Target length: ${use.targetLengthMinutes} minutes.`);
    expect(job.brief).toContain(use.hook);
    const script = (await t.app.inject({ method: 'GET', url: `/v1/script-jobs/${job.id}`, headers: owner.headers })).json();
    expect(script.id).toBe(job.id);
    const marked = (await t.app.inject({ method: 'GET', url: `/v1/youtube-suggestions/${use.id}`, headers: owner.headers })).json();
    expect(marked).toMatchObject({ status: 'used', scriptJobId: job.id });
    const twice = expectError(await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${use.id}/script-job`, headers: owner.headers }), 409, 'conflict');
    expect(twice.message).toMatch(/already used/);
    expectError(await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${use.id}/dismiss`, headers: owner.headers }), 409, 'conflict');

    const dismissed = await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${dismiss.id}/dismiss`, headers: owner.headers });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: dismiss.id, status: 'dismissed' });
    expect((await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${dismiss.id}/dismiss`, headers: owner.headers })).json().status).toBe('dismissed');
    expectError(await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${dismiss.id}/script-job`, headers: owner.headers }), 409, 'conflict');
    const listed = (await t.app.inject({ method: 'GET', url: '/v1/youtube-suggestions?status=dismissed', headers: owner.headers })).json();
    expect(listed.youtubeSuggestions.map((s: any) => s.id)).toEqual([dismiss.id]);

    // a later run does not bring the used or dismissed ideas back
    const later = await finished(owner, (await start(owner, { count: 20 })).json().id);
    const ideas = (r: any) => r.suggestions.map((s: any) => `${[...s.anecdoteIds].sort().join(',')}|${s.angle}`);
    const settled = [use, dismiss].map((s) => `${[...s.anecdoteIds].sort().join(',')}|${s.angle}`);
    for (const idea of settled) expect(ideas(later)).not.toContain(idea);
    expect(later.suggestions.length).toBeGreaterThan(0);
  });

  it('of two script-job calls on one suggestion at once, one creates the job and the other answers 409', async () => {
    const owner = await t.owner();
    await anecdotes(owner, STORIES.slice(0, 2));
    const run = await finished(owner, (await start(owner, { count: 1 })).json().id);
    const url = `/v1/youtube-suggestions/${run.suggestions[0].id}/script-job`;
    const answers = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url, headers: owner.headers })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const jobs = (await t.app.inject({ method: 'GET', url: '/v1/script-jobs', headers: owner.headers })).json();
    expect(jobs.total).toBe(1);
    expect(jobs.scriptJobs[0].id).toBe(answers.find((a) => a.statusCode === 201)!.json().id);
  });

  it('answers 409 when every anecdote of a suggestion was deleted since', async () => {
    const owner = await t.owner();
    const ids = await anecdotes(owner, STORIES.slice(0, 1));
    const run = await finished(owner, (await start(owner, {})).json().id);
    expect(run.filters).toEqual({ count: 5 });
    await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${ids[0]}`, headers: owner.headers });
    expectError(await t.app.inject({ method: 'POST', url: `/v1/youtube-suggestions/${run.suggestions[0].id}/script-job`, headers: owner.headers }), 409, 'conflict');
  });
});

describe('YouTube suggestion runs as jobs like the others', () => {
  it('Prefer: wait answers the finished run with its suggestions, and its completion is an event carrying the run as GET shows it', async () => {
    const owner = await t.owner();
    await anecdotes(owner);
    const res = await t.app.inject({ method: 'POST', url: '/v1/youtube-suggestions', headers: { ...owner.headers, prefer: 'wait=30' }, payload: { count: 2 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['preference-applied']).toBe('wait=30');
    const run = res.json();
    expect(run.status).toBe('completed');
    expect(run.suggestions).toHaveLength(2);
    expect(run).toEqual((await getRun(owner, run.id)).json());

    const events = await until<Array<{ type: string; data: { object: unknown } }>>(
      async () => (await t.app.inject({ method: 'GET', url: `/v1/events?resourceId=${run.id}`, headers: owner.headers })).json().events,
      (list) => list.length > 0,
    );
    // newest first: the completion, after the run's start and its progress
    expect(events[0]?.type).toBe('youtube_suggestion_run.completed');
    expect(events.at(-1)?.type).toBe('youtube_suggestion_run.started');
    expect(events.slice(1, -1).every((e) => e.type === 'youtube_suggestion_run.progress')).toBe(true);
    expect(events[0]?.data.object).toEqual(run);
    // another owner sees neither the run nor its event
    expect((await getRun(bob, run.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/events?resourceId=${run.id}`, headers: bob.headers })).json().events).toEqual([]);
  });
});
