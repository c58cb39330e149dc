/**
 * `npm run docs:config`: writes the settings table of docs/configuration.md from `SETTINGS` in
 * src/config.ts (between its settings markers). `--check` writes nothing and exits 1 when the
 * page is not current. test/system/docs.test.ts runs the same rendering.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../src/config.js';

export const CONFIG_PAGE = path.resolve(import.meta.dirname, '..', 'docs', 'configuration.md');
const BEGIN = /<!-- settings:begin[^>]*-->/;
const END = '<!-- settings:end -->';

/** the page with its table written from SETTINGS */
export function renderConfigPage(page: string): string {
  const begin = BEGIN.exec(page);
  const end = page.indexOf(END);
  if (!begin || end < begin.index) throw new Error(`${CONFIG_PAGE} has no settings markers`);
  const table = ['| variable | default | meaning |', '|---|---|---|', ...SETTINGS.map((s) => `| ${s.variables} | ${s.default} | ${s.meaning} |`)];
  return `${page.slice(0, begin.index + begin[0].length)}\n${table.join('\n')}\n${page.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const page = fs.readFileSync(CONFIG_PAGE, 'utf8');
  const next = renderConfigPage(page);
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error('docs/configuration.md is not current: run npm run docs:config');
      process.exit(1);
    }
  } else if (next !== page) fs.writeFileSync(CONFIG_PAGE, next);
}
