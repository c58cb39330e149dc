import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const LOADER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/bundle-loader.mjs');
/** an ES-module-only package the project has (Node 20.19 requires ES modules) */
const ESM_PACKAGE = path.resolve(path.dirname(LOADER), '../node_modules/file-type/index.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-loader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// a CommonJS "bundle" that uses what a bundled entry uses: require (of a builtin and of an ES module
// package, as the build turns `import()` of an outside package into), module, __dirname, __filename
fs.writeFileSync(
  path.join(dir, 'app.cjs'),
  `const path = require('node:path');
function greet(name) { return 'hello ' + name; }
module.exports.ok = true;
const { fileTypeFromFile } = require(${JSON.stringify(ESM_PACKAGE)});
Promise.resolve().then(() => console.log(JSON.stringify({ greeting: greet('world'), dir: path.basename(__dirname), file: path.basename(__filename), exportsSet: module.exports.ok, esm: typeof fileTypeFromFile === 'function' })));
`,
);
fs.writeFileSync(path.join(dir, 'entry.mjs'), `import { runBundle } from ${JSON.stringify(LOADER)};\nconst { fromCache } = runBundle(new URL('./app.cjs', import.meta.url));\nconsole.log(JSON.stringify({ fromCache }));\n`);
const cache = path.join(dir, 'app.cjs.cache');

function start(): { fromCache: boolean; greeting: string; dir: string; file: string; exportsSet: boolean; esm: boolean } {
  const out = execFileSync(process.execPath, [path.join(dir, 'entry.mjs')], { encoding: 'utf8' });
  return Object.assign(
    {},
    ...out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  );
}

describe('scripts/bundle-loader.mjs: a CommonJS bundle run from a V8 code cache', () => {
  it('the first start compiles and writes the cache at exit; the next runs from it, the same', () => {
    const first = start();
    expect(first).toEqual({ fromCache: false, greeting: 'hello world', dir: path.basename(dir), file: 'app.cjs', exportsSet: true, esm: true });
    expect(fs.statSync(cache).size).toBeGreaterThan(0);
    const second = start();
    expect(second).toEqual({ ...first, fromCache: true });
  });

  it('a cache V8 refuses (another build, a torn file) is compiled past and written again', () => {
    fs.writeFileSync(cache, Buffer.from('not a code cache'));
    expect(start()).toMatchObject({ fromCache: false, greeting: 'hello world' });
    expect(fs.readFileSync(cache).toString()).not.toBe('not a code cache');
    expect(start().fromCache).toBe(true);
    // the bundle rebuilt (other source): its old cache is refused
    fs.appendFileSync(path.join(dir, 'app.cjs'), '\n// rebuilt\n');
    expect(start().fromCache).toBe(false);
    expect(start().fromCache).toBe(true);
  });

  it('runs where the cache cannot be read or written, without one', () => {
    // (a folder where the cache would be: unreadable as a file, and the rename onto it fails, as
    // in a folder the process may not write, which root, running the tests here, always may)
    fs.rmSync(cache, { force: true });
    fs.mkdirSync(cache);
    try {
      expect(start()).toMatchObject({ fromCache: false, greeting: 'hello world' });
      expect(start().fromCache).toBe(false);
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('app.cjs.cache.'))).toEqual([]); // no temporary file left
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
