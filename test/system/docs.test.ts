import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_PAGE, renderConfigPage } from '../../scripts/config-docs.js';
import { SETTINGS } from '../../src/config.js';

/**
 * The front page and the docs folder stay true: every link goes to a file that exists (and a
 * heading that exists), every file or folder a page names in backticks exists, the front page
 * stays a front page and links every page of docs/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
const PAGES = ['README.md', ...DOCS.map((f) => `docs/${f}`)];
const read = (page: string) => fs.readFileSync(path.join(ROOT, page), 'utf8');

/** GitHub's anchor of a heading */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchors(page: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of read(page).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (m) out.add(slug(m[1]!.replace(/`/g, '')));
  }
  return out;
}

/** prose only: fenced blocks are commands and their output */
function prose(page: string): string {
  return read(page).replace(/^```[\s\S]*?^```/gm, '');
}

describe('docs', () => {
  it('every relative link goes to a file that exists, and its #anchor to a heading of it', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const m of prose(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [file, anchor] = target.split('#') as [string, string | undefined];
        const resolved = file ? path.normalize(path.join(path.dirname(page), file)) : page;
        if (!fs.existsSync(path.join(ROOT, resolved))) {
          broken.push(`${page}: ${target} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`${page}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every file or folder a page names exists', () => {
    const missing: string[] = [];
    const named = /`((?:src|test|scripts|db|openapi|docs|examples|deploy)\/[A-Za-z0-9_.\-/]+)`/g;
    for (const page of PAGES) {
      for (const m of prose(page).matchAll(named)) {
        const name = m[1]!.replace(/[.,:;]$/, '');
        if (!fs.existsSync(path.join(ROOT, name))) missing.push(`${page}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('README is a front page that links every page of docs/', () => {
    const front = read('README.md');
    expect(front.split('\n').length).toBeLessThanOrEqual(200);
    for (const page of DOCS) expect(front, `README links docs/${page}`).toContain(`(docs/${page}`);
  });

  it('the configuration page is written from src/config.ts, and names every variable it reads', () => {
    const page = fs.readFileSync(CONFIG_PAGE, 'utf8');
    expect(renderConfigPage(page) === page, 'docs/configuration.md is current (npm run docs:config)').toBe(true);
    const source = fs.readFileSync(path.join(ROOT, 'src/config.ts'), 'utf8').split('export const SETTINGS')[0]!;
    const read = new Set([...source.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!));
    const documented = new Set(SETTINGS.flatMap((s) => [...s.variables.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)));
    expect(read.size).toBeGreaterThan(50);
    expect(
      [...read].filter((v) => !documented.has(v)),
      'read by src/config.ts, not in SETTINGS',
    ).toEqual([]);
    expect(
      [...documented].filter((v) => !read.has(v)),
      'in SETTINGS, read nowhere',
    ).toEqual([]);
  });
});
