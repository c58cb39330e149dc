// The render child: one process per render, spawned by ./pool.ts with an empty environment,
// no network (unshare) and a data-segment cap (prlimit) where the machine allows them. Plain
// JavaScript so that the same file runs from src/ and from a build. It receives one job over
// IPC, evaluates the component's compiled script inside QuickJS (no host function is given to
// the guest: its console writes into a guest array returned as data), checks every frame's
// element tree (./tree-check.mjs), draws it with takumi and writes raw RGBA frames to stdout
// (a scene) or sends one PNG back (a still). An <img> naming one of the project's own images
// (`/media/images/<uuid>.<ext>`) is asked of the parent over IPC once per render: the parent
// answers with its bytes only when it is the rendering owner's image (this process has no files
// and no network; nothing is fetched), and they are handed to takumi by that path. Time limits:
// QuickJS's interrupt handler per frame here; the parent kills this process past its own
// per-frame and per-scene limits.
import fs from 'node:fs';
import { liftBackground } from './drift.mjs';
import { checkTree } from './tree-check.mjs';

const DIALECT = fs.readFileSync(new URL('./guest/dialect.js', import.meta.url), 'utf8');
const CONSOLE = `
globalThis.__console = [];
(function () {
  var put = function (level) { return function () {
    if (__console.length >= 50) return;
    var text = Array.prototype.map.call(arguments, function (a) { try { return typeof a === 'string' ? a : JSON.stringify(a); } catch (e) { return String(a); } }).join(' ');
    __console.push({ level: level, text: String(text).slice(0, 500) });
  }; };
  globalThis.console = { log: put('log'), info: put('info'), warn: put('warn'), error: put('error'), debug: put('debug') };
})();`;

function send(message) {
  return new Promise((resolve) => process.send(message, undefined, undefined, () => resolve()));
}

// answers of the parent to `image` requests, by path
const imageAnswers = new Map();
process.on('message', (m) => {
  if (m?.kind !== 'image') return;
  const answer = imageAnswers.get(m.src);
  imageAnswers.delete(m.src);
  answer?.(m);
});

function askImage(src) {
  return new Promise((resolve) => {
    imageAnswers.set(src, resolve);
    process.send({ kind: 'image', src });
  });
}

function write(buf) {
  return new Promise((resolve, reject) => {
    process.stdout.write(buf, (err) => (err ? reject(err) : resolve()));
  });
}

async function fonts(renderer, files) {
  for (const f of files) await renderer.registerFont({ name: f.name, data: fs.readFileSync(f.file), weight: f.weight, style: f.style, generic: f.generic });
}

function guestError(vm, handle) {
  const e = vm.dump(handle);
  handle.dispose();
  if (e && typeof e === 'object') return `${e.name ?? 'Error'}: ${String(e.message ?? '').slice(0, 300)}`;
  return String(e).slice(0, 300);
}

async function run(job) {
  const [{ newQuickJSWASMModuleFromVariant }, variant, { Renderer }, { fromJsx }] = await Promise.all([import('quickjs-emscripten-core'), import('@jitl/quickjs-wasmfile-release-sync'), import('@takumi-rs/core'), import('@takumi-rs/helpers/jsx')]);
  const QuickJS = await newQuickJSWASMModuleFromVariant(variant.default ?? variant);
  const renderer = new Renderer({ cacheMaxBytes: 32 * 1024 * 1024 });
  await fonts(renderer, job.fonts);
  const rt = QuickJS.newRuntime();
  rt.setMemoryLimit(job.limits.guestMemoryBytes);
  rt.setMaxStackSize(256 * 1024);
  let deadline = Infinity;
  rt.setInterruptHandler(() => Date.now() > deadline);
  const vm = rt.newContext();
  const consoleOut = () => {
    try {
      const r = vm.evalCode('JSON.stringify(__console)');
      if (r.error) return (r.error.dispose(), []);
      const text = vm.getString(r.value);
      r.value.dispose();
      return JSON.parse(text);
    } catch {
      return [];
    }
  };
  const evalOrThrow = (code, file, what) => {
    deadline = Date.now() + job.limits.frameMs;
    const r = vm.evalCode(code, file);
    if (r.error) throw new Error(`${what}: ${guestError(vm, r.error)}`);
    const v = vm.dump(r.value);
    r.value.dispose();
    return v;
  };
  const result = { console: [] };
  try {
    evalOrThrow(CONSOLE, 'console.js', 'the console could not be set up');
    evalOrThrow(DIALECT, 'dialect.js', 'the dialect could not be loaded');
    const entries = [];
    for (const layer of job.layers) {
      // each layer is a CommonJS module (esbuild's output) given only the dialect's modules
      const wrapped = `(function () { var module = { exports: {} }; var exports = module.exports;
        var require = function (name) { var m = __dialect.modules[name]; if (!m) throw new Error('module "' + name + '" is not available to components'); return m; };
        (function (module, exports, require) {\n${layer.script}\n})(module, exports, require);
        var c = module.exports.default; if (typeof c !== 'function') { for (var k in module.exports) if (typeof module.exports[k] === 'function') { c = module.exports[k]; break; } }
        if (typeof c !== 'function') throw new Error('the module exports no function component');
        return c; })()`;
      deadline = Date.now() + job.limits.frameMs;
      const r = vm.evalCode(`globalThis.__layer${entries.length} = ${wrapped}; 0`, 'component.js');
      if (r.error) throw new Error(`${layer.name} does not load: ${guestError(vm, r.error)}`);
      r.value.dispose();
      entries.push(layer);
    }
    evalOrThrow(`__dialect.configure(${JSON.stringify(job.config)}, ${Number(job.limits.maxElements)}); 0`, 'configure.js', 'configure');
    // the owner's images this render drew: path → bytes, asked of the parent once per render
    const images = new Map();
    const frames = job.still ? [job.still.frame] : Array.from({ length: job.config.durationInFrames }, (_, i) => i);
    for (const frame of frames) {
      const children = [];
      let background = job.background ?? '#000000';
      for (const [i, layer] of entries.entries()) {
        deadline = Date.now() + job.limits.frameMs;
        const r = vm.evalCode(`__dialect.setComponent(__layer${i}, ${JSON.stringify(layer.props ?? {})}); __dialect.renderFrame(${frame})`, 'frame.js');
        if (r.error) throw new Error(`${layer.name} failed at frame ${frame}: ${guestError(vm, r.error)}`);
        const text = vm.getString(r.value);
        r.value.dispose();
        if (text.length > job.limits.maxTreeChars) throw new Error(`${layer.name} returned a frame of ${text.length} characters, over ${job.limits.maxTreeChars}`);
        const named = new Set();
        let tree = checkTree(JSON.parse(text), job.limits, layer.name, named);
        // the first layer drifting (scaled by 1 or more): its full-frame background drawn as the frame's (./drift.mjs)
        const lifted = i === 0 && (layer.drift ?? 0) >= 0 && !job.plainDrift ? liftBackground(tree) : undefined;
        if (lifted) ({ background, nodes: tree } = lifted);
        for (const src of named) {
          if (images.has(src)) continue;
          if (images.size >= job.limits.maxImages) throw new Error(`${layer.name} drew more than ${job.limits.maxImages} different images`);
          const answer = await askImage(src);
          if (answer.refused) throw new Error(`${layer.name} drew ${answer.refused}`);
          images.set(src, Buffer.from(answer.data, 'base64'));
        }
        const style = { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', display: 'flex', flexDirection: 'column' };
        if (layer.drift) style.transform = `scale(${1 + (layer.drift * frame) / job.config.durationInFrames})`;
        children.push({ type: 'div', props: { style, children: tree } });
      }
      const overlay = job.overlays?.[frame];
      if (overlay) children.push({ type: 'div', props: { style: { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }, children: checkTree([overlay], job.limits, 'the caption overlay') } });
      const root = { type: 'div', props: { style: { position: 'relative', width: job.config.width, height: job.config.height, display: 'flex', backgroundColor: background, overflow: 'hidden' }, children } };
      const built = await fromJsx(root);
      const options = { width: Math.round(job.config.width * job.scale), height: Math.round(job.config.height * job.scale), devicePixelRatio: job.scale, css: ['* { box-sizing: border-box; }'] };
      if (images.size) options.images = [...images].map(([src, data]) => ({ src, data }));
      if (job.still) {
        const png = await renderer.render(built.node, { ...options, format: 'png' });
        result.png = Buffer.from(png).toString('base64');
      } else {
        const raw = await renderer.render(built.node, { ...options, format: 'raw' });
        // drawn: the parent's frame timer restarts (the write may then wait for the encoder)
        await send({ kind: 'frame', frame });
        await write(raw);
        // the frame (8 MB at 1080×1920, memory takumi allocated) is garbage now, but V8 counts it
        // as external memory and collected such buffers only every seven or eight frames: up to
        // 70 MB of written frames waited. A young-generation collection (well under a millisecond
        // with this heap) frees it now.
        globalThis.gc?.({ type: 'minor' });
      }
    }
    result.console = consoleOut();
    await send({ kind: 'done', ...result });
  } catch (err) {
    await send({ kind: 'error', message: String(err?.message ? err.message : err).slice(0, 600), console: consoleOut() });
  } finally {
    vm.dispose();
    rt.dispose();
  }
}

process.once('message', (job) => {
  run(job).then(
    () => process.exit(0),
    (err) => send({ kind: 'error', message: String(err?.message).slice(0, 600), console: [] }).finally(() => process.exit(1)),
  );
});
