// Runs a CommonJS bundle (dist/bundle/<entry>.cjs) from a V8 code cache beside it,
// <entry>.cjs.cache: what Node 22's module.enableCompileCache() does, for Node 20. Copied by
// scripts/build.mjs to dist/bundle/loader.mjs, which dist/bundle/<entry>.js calls.
//
// Without the cache, V8 parses the 7 MB bundle and compiles every function a start calls, about
// 0.2 s of a 0.7 s boot. The first start after a build has no cache: it compiles as before and
// writes one (3 s after it started, or at exit if that comes first) with the bytecode of every
// function it ran; later starts deserialize it instead. V8 refuses a cache made for another
// source or other V8 flags (`script.cachedDataRejected`): that start compiles and writes a new
// one. Where the folder cannot be written (a read-only image), every start compiles, as before.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const WRITE_AFTER_MS = 3000;

/**
 * Loads and runs `url` (a file URL of a CommonJS bundle) as Node would run it with `require`.
 * Answers whether it ran from the cache.
 */
export function runBundle(url) {
  const file = fileURLToPath(url);
  const cacheFile = `${file}.cache`;
  const source = fs.readFileSync(file, 'utf8');
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    // none yet: this start writes it
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    // no `importModuleDynamically`: Node 20 runs an `import()` from a vm.Script only with
    // --experimental-vm-modules, so the build turns the bundle's `import()`s of packages left
    // outside it into `require` (esbuild's `supported: { 'dynamic-import': false }`)
  });
  const fromCache = cachedData !== undefined && script.cachedDataRejected === false;
  if (!fromCache) writeCacheLater(script, cacheFile);
  cachedData = undefined;
  const dir = path.dirname(file);
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(dir);
  script.runInThisContext()(mod.exports, createRequire(file), mod, file, dir);
  mod.loaded = true;
  return { fromCache };
}

function writeCacheLater(script, cacheFile) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    const temporary = `${cacheFile}.${process.pid}`;
    try {
      fs.writeFileSync(temporary, script.createCachedData());
      fs.renameSync(temporary, cacheFile); // whole or not at all, for a start reading it meanwhile
    } catch {
      fs.rmSync(temporary, { force: true });
    }
  };
  setTimeout(write, WRITE_AFTER_MS).unref();
  process.once('exit', write);
}
