import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, schemaAnswer, startFakeLlm } from '../support/fake-llm.js';

// `npm run eval -- --provider openai --base-url URL` measures any OpenAI-compatible server with the
// figures of the offline run (issue 44): here against the fake model server (a capable model's
// answers made of the story's own sentences). One small set, the script itself in a child
// process, as an operator runs it. (A server that is down is test/generation/model-path.test.ts's:
// through the eval, each of its ~570 calls would wait out its retry.)
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SET = '17';

function runEval(baseUrl: string, out: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/eval/index.ts', '--set', SET, '--provider', 'openai', '--base-url', baseUrl, '--model', 'tiny', '--out', out], {
      cwd: ROOT,
      env: { ...process.env, OPENAI_API_KEY: 'k', OPENAI_MODEL: 'tiny' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const figuresIn = (dir: string) => {
  const files = fs.readdirSync(dir).filter((f) => /^figures-.*\.json$/.test(f));
  expect(files).toHaveLength(1);
  return JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).development[`set${SET}`];
};

describe('npm run eval against an OpenAI-compatible server', () => {
  let fake: FakeLlm;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeLlm(schemaAnswer);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-eval-provider-'));
  });
  afterAll(async () => {
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a working server: every kind is asked of the model with its schema, and the figures are those of the offline run', async () => {
    const out = path.join(dir, 'up');
    const run = await runEval(fake.baseUrl, out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`# Content evaluation, set ${SET}`);
    expect(run.stdout).toContain('(openai, tiny; quality gate on)');
    // the model wrote them: nothing fell back to the offline writer
    expect(run.stdout).toMatch(/post_draft \d+ replaced, \d+ kept failing, of \d+ \(0 written by the offline writer after the model failed, [1-9]\d* tokens\)/);
    expect(fake.requests.length).toBeGreaterThan(100);
    expect(fake.requests.every((r) => r.model === 'tiny')).toBe(true);
    expect(new Set(fake.requests.map((r) => r.responseFormat?.type))).toEqual(new Set(['json_schema']));
    const figures = figuresIn(out);
    for (const kind of ['posts', 'regeneration', 'carousels', 'scripts', 'shorts']) expect(figures.summary[kind], kind).toMatch(/^broken \d+, wrong language \d+/);
    expect(figures.summary.total).toMatch(/^broken \d+, wrong language \d+$/);
    expect(Object.keys(figures.reasons).length).toBeGreaterThan(3);
  }, 240_000);
});
