import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { startFakeLlm, type FakeLlm, type FakeReply, type FakeRequest } from '../../support/fake-llm.js';
import { until } from '../../support/wait.js';

/**
 * YouTube suggestion runs on the openai provider, against the local chat-completions server
 * (the only fake: the model server is outside this machine).
 */
let llm: FakeLlm;
let t: TestApp;
let alice: TestOwner;
let answer: (req: FakeRequest) => FakeReply;

const idea = (anecdoteIndexes: number[], title: string, score: number, angle = 'lesson') => ({
  title,
  alternativeTitles: [`${title}, again`, `${title}: the whole story`],
  hook: 'The screen went black ten minutes before the demo.',
  outline: ['Hook', 'The crash', 'The lesson', 'Call to action'],
  anecdoteIndexes,
  angle,
  targetLengthMinutes: 9,
  keywords: ['startup demo'],
  thumbnailText: 'IT WENT BLACK',
  score,
  scoreReasons: ['a strong opening'],
});

beforeAll(async () => {
  llm = await startFakeLlm((req) => answer(req));
  t = await createTestApp({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 10_000, maxRetries: 1 } });
  alice = await t.owner();
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const json = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<any> => (await t.app.inject({ method, url, headers: alice.headers, ...(payload ? { payload } : {}) })).json();
const run = async (payload: object) => {
  const created = await json('POST', '/v1/youtube-suggestions', payload);
  return until(
    () => json('GET', `/v1/youtube-suggestions/runs/${created.id}`),
    (r) => ['completed', 'failed'].includes(r.status),
    40_000,
  );
};

describe('YouTube suggestions on an OpenAI-compatible model server', () => {
  it('sends the anecdotes and the settled ideas, keeps valid ideas best first, drops the others with warnings', { timeout: 60_000 }, async () => {
    const a = await json('POST', '/v1/anecdotes', { title: 'The demo crash', content: 'Ten minutes before our investor demo, the screen went black.', tags: ['founders'] });
    const b = await json('POST', '/v1/anecdotes', { title: 'The price hike', content: 'We raised prices by 40% in one afternoon.', tags: ['founders'] });
    answer = () => ({
      json: { suggestions: [idea([0], 'Demo day', 60), idea([0, 1], 'Two bets', 80), idea([1, 0], 'Two bets again', 70), idea([5], 'Out of range', 90)] },
      usage: { prompt_tokens: 400, completion_tokens: 200 },
    });
    const first = await run({ count: 3 });
    expect(first.status).toBe('completed');
    expect(first.totalTokensUsed).toBe(600);
    // the model sees the anecdotes newest first, by index
    const prompt = llm.requests.at(-1)!.user;
    expect(prompt).toContain('We raised prices by 40% in one afternoon.');
    expect(prompt.indexOf('The price hike')).toBeLessThan(prompt.indexOf('The demo crash'));
    expect(first.suggestions.map((s: any) => s.title)).toEqual(['Two bets', 'Demo day']);
    expect(first.suggestions[1].anecdoteIds).toEqual([b.id]);
    expect(first.suggestions[0].anecdoteIds).toEqual([b.id, a.id]);
    expect(first.warnings).toEqual(expect.arrayContaining(['dropped "Two bets again": its anecdotes are already combined in this run', expect.stringMatching(/^dropped "Out of range": it names anecdote indexes 5/), 'found 2 new ideas of the 3 asked']));
    expect(first.qualityScore).toBe(70);

    // a dismissed idea is named to the model, and an answer that repeats it is dropped
    await json('POST', `/v1/youtube-suggestions/${first.suggestions[1].id}/dismiss`);
    answer = () => ({ json: { suggestions: [idea([0], 'Demo day', 60), idea([0], 'Demo numbers', 50, 'numbers')] } });
    const second = await run({ count: 2 });
    expect(llm.requests.at(-1)!.user).toContain('Do not suggest these combinations with these angles again: [{"anecdoteIndexes":[0],"angle":"lesson"}]');
    expect(second.suggestions.map((s: any) => s.title)).toEqual(['Demo numbers']);
    expect(second.warnings).toContain('dropped "Demo day": this combination with the angle lesson was used or dismissed before');
  });

  it('a model answer that does not match the schema, even after its repair turn, leaves the ideas to the offline writer, said in a warning', { timeout: 60_000 }, async () => {
    await json('POST', '/v1/anecdotes', { title: 'A story', content: 'Something happened, and I learned from it.' });
    answer = () => ({ json: { suggestions: [{ title: 'No hook' }] } });
    const done = await run({ count: 1 });
    expect(done.status).toBe('completed');
    expect(done.warnings.join(' ')).toMatch(/the model server's answer could not be used after a repair turn \(`suggestions\[0\]\.alternativeTitles` is required; .*\); written by the offline writer/);
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).toContain('`suggestions[0].hook` is required');
  });
});
