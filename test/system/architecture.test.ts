import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { JOB_DEFINITIONS } from '../../src/areas/index.js';
import { createDb, createPool } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import { JobQueue } from '../../src/jobs/queue.js';
import { silentLog } from '../support/app.js';
import { modulesLoadedBy } from '../support/bundle-inputs.js';
import { importCircles, importGraph } from '../support/import-graph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(ROOT, 'src');
const rel = (file: string) => path.relative(ROOT, file);

describe('the shape of src/', () => {
  const graph = importGraph(SRC);

  it('has no import circle (type-only and dynamic imports included)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(importCircles(graph).map((circle) => circle.map(rel))).toEqual([]);
  });

  it('has no area importing the composition root (src/services.ts) or the HTTP app (src/app.ts)', () => {
    const roots = new Set([path.join(SRC, 'app.ts'), path.join(SRC, 'services.ts')]);
    const offenders = [...graph].filter(([file]) => file.startsWith(path.join(SRC, 'areas') + path.sep)).flatMap(([file, targets]) => targets.filter((t) => roots.has(t)).map((t) => `${rel(file)} imports ${rel(t)}`));
    expect(offenders).toEqual([]);
  });
});

describe('npm run worker', () => {
  it("loads no handler module and not the HTTP app: only job definitions and what they use; each pipeline at its kind's first job", async () => {
    const graph = importGraph(SRC);
    const handlerModules = [...graph.keys()].filter((f) => /\): Handlers \{/.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(handlerModules.length).toBeGreaterThan(10);
    const loaded = await modulesLoadedBy(path.join(SRC, 'worker.ts'));
    expect(loaded).toEqual(expect.arrayContaining(['src/areas/post-generation/job.ts', 'src/areas/events/dispatcher.ts']));
    expect(loaded.filter((m) => handlerModules.includes(m) || m === 'src/app.ts')).toEqual([]);
    // the pipelines (the writer, the renderer) come behind import(): a start loads none of them
    const pipelines = [...graph.keys()].filter((f) => /^export function \w+Pipeline\(/m.test(fs.readFileSync(f, 'utf8'))).map(rel);
    expect(pipelines.length).toBeGreaterThanOrEqual(7);
    for (const entry of ['worker.ts', 'main.ts']) expect((await modulesLoadedBy(path.join(SRC, entry))).filter((m) => pipelines.includes(m))).toEqual([]);
    // whereas npm start loads the app (its handlers come behind import(), when the app is built)
    expect(await modulesLoadedBy(path.join(SRC, 'main.ts'))).toContain('src/app.ts');
  });
});

describe('job definitions', () => {
  it('name each job kind once, and every resource kind has a cancel operation of its own', () => {
    const names = JOB_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const cancels = JOB_DEFINITIONS.flatMap((d) => (d.resource ? [d.resource.cancelOperation] : []));
    expect(new Set(cancels).size).toBe(cancels.length);
  });

  it('the queue refuses to start when a definition and the event_types table disagree', async () => {
    const url = inject('databaseUrl');
    const db = createDb(createPool(url, 2));
    try {
      const [first, ...rest] = JOB_DEFINITIONS;
      const fewer = { ...first!, eventTypes: first!.eventTypes.slice(1) };
      await expect(
        JobQueue.create(url, db, silentLog)
          .define([fewer, ...rest], {} as Deps)
          .start(),
      ).rejects.toThrow(`job kind ${first!.name} declares event types`);
      await expect(
        JobQueue.create(url, db, silentLog)
          .define(rest, {} as Deps)
          .start(),
      ).rejects.toThrow(`event_types has rows for job kind ${first!.name}, which no definition declares`);
    } finally {
      await db.destroy();
    }
  });
});

describe('the import-graph check itself', () => {
  it('finds a circle, and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(importCircles(graph)).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['d']]));
    expect(importCircles(graph)).toHaveLength(2);
  });
});
