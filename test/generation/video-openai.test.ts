import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { STORIES } from '../support/video.js';
import { until } from '../support/wait.js';

/**
 * The script and short tasks on the openai provider, against a small local server speaking the
 * chat-completions protocol (the only fake: the model server is outside this machine).
 */
let llm: FakeLlm;
let t: TestApp;
let alice: TestOwner;
const prompts: string[] = [];
let badShort = false;

const OUTLINE = {
  outline: [
    { heading: 'Cold open', purpose: 'hook', anecdoteIndexes: [0] },
    { heading: 'The crash', purpose: 'story', anecdoteIndexes: [0] },
    { heading: 'The price', purpose: 'story', anecdoteIndexes: [1] },
    { heading: 'What I learned', purpose: 'lesson', anecdoteIndexes: [0, 1] },
    { heading: 'Your turn', purpose: 'cta', anecdoteIndexes: [] },
  ],
};
const SECTIONS = {
  sections: OUTLINE.outline.map((p, i) => ({ heading: p.heading, spokenText: `Model line ${i}. The screen went black ten minutes before the demo.`, onScreenNotes: [`note ${i}`] })),
};
// timings deliberately wrong (overlapping, 5 s in all): the service retimes them
const SHORT = {
  hook: 'The screen went black.',
  beats: [
    { start: 0, end: 1, text: 'The screen went black.' },
    { start: 0.5, end: 2, text: 'Ten minutes before the investor demo, with three weeks of rehearsal behind us.', caption: '10 minutes to go' },
    { start: 2, end: 5, text: 'Rehearse where you will present.' },
  ],
  closingLine: 'Rehearse where you will present.',
  durationSeconds: 5,
};

beforeAll(async () => {
  llm = await startFakeLlm(({ messages }) => {
    const prompt = messages.map((m) => m.content).join('\n');
    prompts.push(prompt);
    const answer = prompt.includes('Outline a video') ? OUTLINE : prompt.includes('Write the sections') ? SECTIONS : badShort ? { hook: 'x' } : SHORT;
    return { json: answer, usage: { prompt_tokens: 70, completion_tokens: 30 } };
  });
  t = await createTestApp({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 10_000, maxRetries: 1 } });
  alice = await t.owner();
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const json = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<any> => (await t.app.inject({ method, url, headers: alice.headers, ...(payload ? { payload } : {}) })).json();

describe('video writing on an OpenAI-compatible model server', () => {
  it('writes the outline, then the sections, then condenses a short whose timing is made right', { timeout: 60_000 }, async () => {
    const ids: string[] = [];
    for (const s of STORIES) ids.push((await json('POST', '/v1/anecdotes', s)).id);
    const created = await json('POST', '/v1/script-jobs', { title: 'Failures', brief: 'For founders.', selectedAnecdoteIds: ids });
    const script = await until(
      () => json('GET', `/v1/script-jobs/${created.id}`),
      (j) => j.status === 'completed' && j.thumbnailStatus === 'completed',
    );
    expect(script.script.outline).toEqual(OUTLINE.outline.map((p) => p.heading));
    expect(script.script.sections[1]).toMatchObject({ heading: 'The crash', spokenText: SECTIONS.sections[1]!.spokenText, onScreenNotes: ['note 1'] });
    expect(script.script.sections[1].estimatedSeconds).toBeGreaterThan(0);
    expect(script.totalTokensUsed).toBe(200);
    const outlinePrompt = prompts.find((p) => p.includes('Outline a video'))!;
    expect(outlinePrompt).toContain(STORIES[0]!.content);
    expect(outlinePrompt).toContain('Brief: For founders.');
    expect(prompts.find((p) => p.includes('Write the sections'))).toContain('"heading":"Cold open"');

    const short = await json('POST', '/v1/shorts', { sourceScriptJobId: script.id });
    const done = await until(
      () => json('GET', `/v1/shorts/${short.id}`),
      (j) => j.status === 'completed' && j.thumbnailStatus === 'completed',
    );
    expect(done.totalTokensUsed).toBe(100);
    const beats = done.short.beats;
    expect(beats.map((b: { text: string }) => b.text)).toEqual(SHORT.beats.map((b) => b.text));
    expect(beats[0].start).toBe(0);
    for (let i = 1; i < beats.length; i++) expect(beats[i].start).toBe(beats[i - 1].end);
    expect(done.short.durationSeconds).toBe(30);
    expect(beats[beats.length - 1].end).toBe(30);
    expect(beats[1].caption).toBe('10 minutes to go');
    expect(beats[0].caption).toBeTruthy();
  });

  it('a model answer that does not match the schema, even after its repair turn, is written by the offline writer and said', { timeout: 60_000 }, async () => {
    const ids = [(await json('POST', '/v1/anecdotes', STORIES[0]!)).id];
    const created = await json('POST', '/v1/script-jobs', { title: 'Again', selectedAnecdoteIds: ids });
    const script = await until(
      () => json('GET', `/v1/script-jobs/${created.id}`),
      (j) => j.status === 'completed' && j.thumbnailStatus === 'completed',
    );
    badShort = true;
    try {
      const short = await json('POST', '/v1/shorts', { sourceScriptJobId: script.id });
      const done = await until(
        () => json('GET', `/v1/shorts/${short.id}`),
        (j) => ['completed', 'failed'].includes(j.status),
        40_000,
      );
      expect(done.status).toBe('completed');
      expect(done.warnings.join(' ')).toMatch(/the model server's answer could not be used after a repair turn \(.*\); written by the offline writer/);
    } finally {
      badShort = false;
    }
  });
});
