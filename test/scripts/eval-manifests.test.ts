import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every story set of `npm run eval` (scripts/eval/index.ts reads its sets from these manifests)
// says its purpose, its languages and whether it is held back. A held-back set (blind, never tuned
// to) lives in a folder named *-held-back; such a folder that has had its one run and been worked on
// since keeps its name (documents cite it) and says so in `history`.
const root = join(import.meta.dirname, '..', '..', 'scripts', 'eval');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'anecdotes.json')))
  .map((d) => d.name);

describe('eval set manifests', () => {
  it('there are sets', () => expect(folders.length).toBeGreaterThanOrEqual(30));

  it.each(folders)('%s has a manifest that matches its stories', (folder) => {
    const m = JSON.parse(readFileSync(join(root, folder, 'manifest.json'), 'utf8'));
    expect(Object.keys(m)).toEqual(expect.arrayContaining(['set', 'purpose', 'languages', 'heldBack']));
    expect(m.purpose).toMatch(/\p{L}{4,}/u);
    expect(typeof m.heldBack).toBe('boolean');
    if (m.heldBack) expect(folder).toMatch(/-held-back$/);
    else if (folder.endsWith('-held-back')) expect(m.history).toMatch(/held back/i);
    const stories: Array<{ lang: string }> = JSON.parse(readFileSync(join(root, folder, 'anecdotes.json'), 'utf8'));
    for (const s of stories) expect(m.languages).toContain(s.lang);
  });

  it('at least one set is held back, so `npm run eval -- --held-back` has something to report apart', () => {
    const held = folders.filter((f) => JSON.parse(readFileSync(join(root, f, 'manifest.json'), 'utf8')).heldBack);
    expect(held.length).toBeGreaterThan(0);
  });

  it('set numbers are unique', () => {
    const numbers = folders.map((f) => JSON.parse(readFileSync(join(root, f, 'manifest.json'), 'utf8')).set);
    expect(new Set(numbers).size).toBe(folders.length);
  });

  it('no result files are added to the source folder', () => {
    // (the committed ones docs/writer.md and the sets' READMEs cite stay; a run writes to .eval-results/)
    const results = readdirSync(root).filter((f) => /\.json$/.test(f));
    expect(results.length).toBeLessThanOrEqual(21);
  });
});
