import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/generation/task.js';
import { createEngine } from '../../src/generation/engine.js';

describe('what the writer shows', () => {
  it('the engine: an offline first plan outside its schema is replaced by the next plan that fits, with a warning', async () => {
    const task: Task<{ n: number }, { line: string }> = {
      name: 'schema-test',
      schema: { type: 'object', required: ['line'], properties: { line: { type: 'string', maxLength: 10 } } },
      local: () => ({ line: 'much longer than ten characters' }),
      messages: () => [],
      candidates: () => [{ line: 'still far too long here' }, { line: 'fits' }],
    };
    const engine = createEngine({ generationProvider: 'local', openai: {} as never });
    const out = await engine.run(task, { n: 1 });
    expect(out.output).toEqual({ line: 'fits' });
    expect(out.warnings.join(' ')).toMatch(/schema.*replaced by the writer's plan 2/);
    // with no plan that fits, the error stays
    await expect(engine.run({ ...task, candidates: () => [] }, { n: 1 })).rejects.toThrow(/does not match its schema/);
  });
});
