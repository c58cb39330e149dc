import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/generation/engine.js';
import type { Task } from '../../../src/generation/task.js';

describe('the quality gate in engine.run', () => {
  const engine = createEngine({ generationProvider: 'local', openai: { timeoutMs: 1000, maxRetries: 0 } as never });
  const schema = { type: 'object', required: ['content'], properties: { content: { type: 'string', minLength: 1 } } };
  const story = 'Mein Vater hat vierzig Jahre lang eine kleine Autowerkstatt in Kassel geführt. Er hieß Jonas und war streng, aber gerecht.';
  const base = {
    schema,
    messages: () => [{ role: 'user' as const, content: 'write' }],
    language: () => 'de',
  };
  const broken = { content: 'Show: den' };
  const english = { content: 'Mein Vater führte die Werkstatt vierzig Jahre lang.\nSlow push-in on the speaker.' };
  const fine = { content: 'Mein Vater führte die Werkstatt vierzig Jahre lang. Er war streng, aber gerecht.' };

  it('takes the first candidate that passes and says what it replaced', async () => {
    const task: Task<{ content: string }, { content: string }> = { ...base, name: 'gate-plans', local: () => broken, candidates: () => [broken, english, fine] };
    const out = await engine.run(task, { content: story });
    expect(out.output).toEqual(fine);
    expect(out.warnings).toEqual([expect.stringMatching(/^quality gate: the writer's first plan reads broken .*slot-function-word.*; replaced by the writer's safe form$/)]);
  });

  it('keeps a passing output untouched, with no warning', async () => {
    const task: Task<{ content: string }, { content: string }> = { ...base, name: 'gate-clean', local: () => fine, candidates: () => [broken] };
    expect(await engine.run(task, { content: story })).toMatchObject({ output: fine, warnings: [] });
  });

  it('without candidates falls back to local(input); when nothing passes keeps the fewest defects and says so', async () => {
    const task: Task<{ content: string }, { content: string }> = { ...base, name: 'gate-none', local: () => english };
    const out = await engine.run(task, { content: story });
    expect(out.output).toEqual(english);
    expect(out.warnings).toEqual([expect.stringMatching(/^quality gate: no candidate passed; kept the writer's first plan, which mixes languages: 1 sentence not in de/)]);
  });

  it('judges only the texts the task names', async () => {
    const task: Task<{ content: string }, { content: string; note: string }> = {
      ...base,
      schema: { type: 'object' },
      name: 'gate-judged',
      local: () => ({ content: fine.content, note: 'Show: den' }),
      judged: (o) => [{ text: o.content, platform: 'text' }],
    };
    expect((await engine.run(task, { content: story })).warnings).toEqual([]);
  });
});
