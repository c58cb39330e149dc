import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './support/import-graph.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
    const offenders = [...graph]
      .filter(([file]) => file.startsWith(path.join(SRC, 'areas') + path.sep))
      .flatMap(([file, targets]) => targets.filter((t) => roots.has(t)).map((t) => `${rel(file)} imports ${rel(t)}`));
    expect(offenders).toEqual([]);
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
