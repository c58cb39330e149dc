import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { startFakeLlm, type FakeLlm } from '../../support/fake-llm.js';

/** The components area on the `openai` provider, against a local chat-completions server. */
let llm: FakeLlm;
let t: TestApp;
let alice: TestOwner;

const MODEL_CODE = `import { AbsoluteFill, interpolate, useCurrentFrame } from "remotion";

export interface GlowTitleProps { title: string; glow?: string }

export default function GlowTitle({ title, glow = "#0ff" }: GlowTitleProps) {
  const frame = useCurrentFrame();
  const blur = interpolate(frame, [0, 30], [0, 24], { extrapolateRight: "clamp" });
  return (
    <AbsoluteFill style={{ justifyContent: "center", alignItems: "center", backgroundColor: "#000" }}>
      <h1 style={{ color: "#fff", textShadow: \`0 0 \${blur}px \${glow}\` }}>{title}</h1>
    </AbsoluteFill>
  );
}
`;

const good = { json: { sourceCode: MODEL_CODE, defaultProps: { title: 'Glow' }, description: 'A title that starts to glow.' } };

beforeAll(async () => {
  llm = await startFakeLlm(() => good);
  const openai = loadConfig({ GENERATION_PROVIDER: 'openai', OPENAI_BASE_URL: llm.baseUrl, OPENAI_MODEL: 'fake-model' }).openai;
  t = await createTestApp({ generationProvider: 'openai', openai });
  alice = await t.owner();
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/components', headers: alice.headers, payload });
const patch = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/v1/components/${id}`, headers: alice.headers, payload });

describe('components (openai provider)', () => {
  it('asks the model for the component and stores its checked answer', async () => {
    llm.handle(() => good);
    const res = await create({ name: 'Glow title', prompt: 'A title that glows cyan', category: 'text' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sourceCode: MODEL_CODE, isValidated: true, warnings: [], defaultProps: { title: 'Glow' }, description: 'A title that starts to glow.' });
    const asked = llm.requests.at(-1)!;
    expect(asked.model).toBe('fake-model');
    expect(asked.user).toContain('A title that glows cyan');
    expect(asked.user).toContain('Category: text');
    expect(asked.system).toContain('export default function GlowTitle(');
    // the props a B-roll will pass to a text component, by name
    expect(asked.system).toContain('`headline: string`');
  });

  it('tells the model the props a B-roll passes to a stat component: a numeric value, its prefix and suffix, its label', async () => {
    llm.handle(() => good);
    await create({ name: 'Counter', prompt: 'A number that counts up', category: 'stat' });
    const asked = llm.requests.at(-1)!;
    for (const prop of ['`value: number`', '`prefix?: string`', '`suffix?: string`', '`label: string`']) expect(asked.system).toContain(prop);
    expect(asked.system).not.toContain('`button: string`');
  });

  it('keeps a model answer that fails the checks, unvalidated, with the reasons', async () => {
    const hostile = `import fs from "fs";\n${MODEL_CODE.replace('const frame', 'const secret = fs.readFileSync("/etc/passwd", "utf8");\n  const w = window.innerWidth;\n  const frame')}`;
    llm.handle(() => ({ json: { sourceCode: hostile } }));
    const c = (await create({ name: 'Glow title', prompt: 'glow', category: 'text' })).json();
    expect(c).toMatchObject({ sourceCode: hostile, isValidated: false, defaultProps: {}, description: '' });
    const why = c.warnings.join(' | ');
    expect(why).toContain('imports "fs", outside the allow-list');
    expect(why).toContain("Cannot find name 'window'");

    llm.handle(() => ({ json: { sourceCode: `${MODEL_CODE}\nexport const helper = () => 1;\n` } }));
    const two = (await create({ name: 'Glow title', prompt: 'glow', category: 'text' })).json();
    expect(two).toMatchObject({ isValidated: false, warnings: ['the source exports 2 values (default, helper): it must export exactly one component'] });
  });

  it.each([
    ['an error status', { status: 400, message: 'model overloaded' }, 'the model server answered 400'],
    ['text that is not JSON', { content: 'Sure! Here is your component: export default ...' }, 'the answer holds no JSON object'],
    ['JSON without source code', { json: { code: 'export default 1' } }, '`sourceCode` is required'],
  ])("creates the component with the offline writer's source and a warning naming the cause when the model answers %s", async (_what, reply, why) => {
    llm.handle(() => reply as never);
    const res = await create({ name: 'Broken', prompt: 'anything', category: 'custom' });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.sourceCode).toMatch(/export default/);
    expect(c.isValidated).toBe(true);
    expect(c.warnings).toHaveLength(1);
    expect(c.warnings[0]).toContain(why);
    expect(c.warnings[0]).toMatch(/; written by the offline writer$/);
  });

  it('a failed regeneration keeps the previous source and its check; the next success replaces both', async () => {
    llm.handle(() => good);
    const c = (await create({ name: 'Glow title', prompt: 'glow', category: 'text' })).json();
    llm.handle(() => ({ status: 400, message: 'bad request' }));
    const failed = (await patch(c.id, { prompt: 'glow in red' })).json();
    expect(failed).toMatchObject({ prompt: 'glow in red', sourceCode: MODEL_CODE, isValidated: true, defaultProps: { title: 'Glow' } });
    expect(failed.warnings).toEqual([expect.stringContaining('sourceCode is still the one generated from the previous prompt')]);

    const copy = (await t.app.inject({ method: 'POST', url: `/v1/components/${c.id}/duplicate`, headers: alice.headers, payload: { prompt: 'glow in green' } })).json();
    expect(copy).toMatchObject({ prompt: 'glow in green', sourceCode: MODEL_CODE, isValidated: true });
    expect(copy.warnings[0]).toMatch(/^generation failed/);

    const red = MODEL_CODE.replace('#0ff', '#f00');
    llm.handle(() => ({ json: { sourceCode: red, defaultProps: { title: 'Red' } } }));
    const fixed = (await patch(c.id, { prompt: 'glow in red' })).json();
    expect(fixed).toMatchObject({ sourceCode: red, isValidated: true, warnings: [], defaultProps: { title: 'Red' }, description: 'A title that starts to glow.' });
  });
});
