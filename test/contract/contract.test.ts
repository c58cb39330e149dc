import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandlers } from '../../src/areas/index.js';
import { loadOpenApi } from '../../src/http/openapi.js';
import { OUTPUT, renderTypes } from '../../scripts/generate.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

/**
 * Operations a later issue implements. They answer 501 not_implemented until then.
 * This list may only shrink: the test fails when it does not match the handlers exactly.
 */
const NOT_IMPLEMENTED: string[] = [];

let t: TestApp;
let o: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  o = await t.owner();
});
afterAll(() => t.close());

describe('the published contract', () => {
  const spec = loadOpenApi();

  it('lints clean with spectral (spectral:oas)', { timeout: 120_000 }, async () => {
    const { stdout } = await run(bin('spectral'), ['lint', '--fail-severity', 'error', '--ruleset', '.spectral.yaml', 'openapi/openapi.yaml']);
    // a non-zero exit (any error) rejects; the summary must say 0 errors
    expect(stdout).not.toMatch(/[1-9]\d* errors?/);
  });

  it('lints clean with redocly', { timeout: 120_000 }, async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', 'openapi/openapi.yaml']);
    expect(`${stdout}${stderr}`).toMatch(/valid/i);
  });

  it('the committed generated types are what `npm run generate` writes', { timeout: 60_000 }, async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await renderTypes());
  });

  it('every operation has an operationId, a summary and one tag', () => {
    for (const op of spec.operations) {
      const def = spec.document.paths[op.path][op.method.toLowerCase()];
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(def.summary, op.operationId).toBeTruthy();
      expect(def.tags, op.operationId).toHaveLength(1);
    }
    expect(new Set(spec.operations.map((o) => o.operationId)).size).toBe(spec.operations.length);
  });

  it("every path parameter carries an example (consumers' tools, Dredd among them, build their requests from it)", () => {
    const resolve = (p: any) =>
      p.$ref
        ? p.$ref
            .split('/')
            .slice(1)
            .reduce((o: any, k: string) => o[k], spec.document)
        : p;
    const missing: string[] = [];
    for (const [route, item] of Object.entries<any>(spec.document.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (typeof op !== 'object' || !op) continue;
        for (const param of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve)) {
          if (param.in === 'path' && param.example === undefined && param.schema?.example === undefined) missing.push(`${method.toUpperCase()} ${route}: ${param.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every operation has a handler, except exactly the listed not-yet-implemented ones', async () => {
    const handlers = await buildHandlers(t.app.deps, spec);
    const SELF_SERVED = new Set(['getApiDocs']);
    const missing = spec.operations.map((o) => o.operationId).filter((id) => !(id in handlers) && !SELF_SERVED.has(id));
    expect(missing.sort()).toEqual([...NOT_IMPLEMENTED].sort());
    for (const id of Object.keys(handlers)) expect(spec.byOperationId.has(id), `handler ${id} has no operation`).toBe(true);
  });

  it('each not-yet-implemented operation answers 501 not_implemented in the error shape', async () => {
    for (const id of NOT_IMPLEMENTED) {
      const op = spec.byOperationId.get(id)!;
      const def = spec.document.paths[op.path][op.method.toLowerCase()];
      const url = op.path
        .replace(/\{index\}/g, '0')
        .replace(/\{fileName\}/g, '00000000-0000-4000-8000-000000000000.png')
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      // send the body the contract's own example gives, so validation passes and the handler is reached
      const media = def.requestBody?.content?.['application/json'];
      const example = media?.example ?? (Object.values(media?.examples ?? {})[0] as { value?: unknown } | undefined)?.value;
      const res = await t.app.inject({ method: op.method as 'GET', url, headers: o.headers, ...(example !== undefined ? { payload: example as object } : {}) });
      expectError(res, 501, 'not_implemented');
    }
  });
});
