import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentRepository } from '../../../src/areas/components/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';

// Hostile components through the API: an owner stores sources that reach for the network, loop
// or allocate without end (as a model could write them with GENERATION_PROVIDER=openai), and asks
// for their previews. Each answers 409 naming what went wrong; a loopback listener standing for an
// internal service sees no request; another owner's preview renders meanwhile.

let t: TestApp;
let mallory: TestOwner;
let carol: TestOwner;
let listener: Awaited<ReturnType<typeof startReceiver>>;
let base: string;

beforeAll(async () => {
  listener = await startReceiver();
  base = new URL(listener.url).origin;
  t = await createTestApp({ renderFrameTimeoutMs: 1500, previewTimeoutMs: 6000, renderConcurrency: 2, renderPerOwner: 1 });
  mallory = await t.owner();
  carol = await t.owner();
});
afterAll(async () => {
  await t.close();
  await listener.close();
});

const get = (owner: TestOwner, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
const create = async (owner: TestOwner, name: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/components', headers: owner.headers, payload: { name, category: 'text', prompt: 'A headline on a teal background' } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const hostile = async (name: string, body: string, jsx = '<AbsoluteFill style={{ backgroundColor: "#ff00ff" }} />') => {
  const id = await create(mallory, name);
  const sourceCode = `import { AbsoluteFill } from "remotion";\nexport default function C() {\n${body.replaceAll('URL', base)}\n  return ${jsx.replaceAll('URL', base)};\n}\n`;
  await componentRepository(t.db).update(mallory.ownerId, id, { sourceCode, isValidated: true });
  return id;
};

describe('hostile components through the API', () => {
  it('previews of hostile sources answer 409 with the reason, request nothing, and hold no other owner back', { timeout: 180_000 }, async () => {
    const cases: [string, string, RegExp][] = [
      [await hostile('Loop 1', 'while (true) {}'), 'loop', /interrupted|longer than/],
      [await hostile('Loop 2', 'for (;;) {}'), 'loop', /interrupted|longer than/],
      [await hostile('Bomb', 'const a: number[][] = []; for (;;) a.push(new Array(1e6).fill(1));'), 'bomb', /memory|interrupted/],
      [await hostile('Frame', '', '<iframe src={"URL/x"} />'), 'iframe', /<iframe> element, which is not allowed/],
      [await hostile('Fetch', '(globalThis as any).fetch("URL/y");'), 'fetch', /not a function|not defined/],
      [await hostile('Recursion', 'const f = (n: number): number => f(n) + 1; f(0);'), 'recursion', /stack overflow/i],
      [await hostile('Elements', '', '<AbsoluteFill>{Array.from({ length: 100000 }, (_, i) => <div key={i} />)}</AbsoluteFill>'), 'elements', /more than \d+ elements/],
    ];
    // every hostile preview asked for at once, then another owner's
    const pending = cases.map(([id]) => get(mallory, `/v1/components/${id}/preview.png`));
    let hostileDone = 0;
    for (const p of pending) void p.then(() => hostileDone++);
    const control = await create(carol, 'Control headline');
    const preview = await get(carol, `/v1/components/${control}/preview.png`);
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    // the control's still came while the hostile renders were still queued or running (one owner holds one slot)
    expect(hostileDone).toBeLessThan(cases.length);

    const answers = await Promise.all(pending);
    for (const [i, res] of answers.entries()) {
      const [id, , reason] = cases[i]!;
      if (res.statusCode === 503) {
        // still rendering past the request's wait: it says so, it is no outage
        expect(res.json()).toMatchObject({ code: 'preview_rendering' });
        continue;
      }
      const err = expectError(res, 409, 'conflict');
      expect(err.message, id).toMatch(reason);
    }
    expect(listener.received).toHaveLength(0);
    expectError(await get(carol, `/v1/components/${cases[0]![0]}/preview.png`), 404, 'not_found');
    expectError(await get(carol, `/v1/components/${OTHER_ID}/preview.png`), 404, 'not_found');
  });
});
