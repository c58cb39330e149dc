import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBinary } from '../../src/generation/media/ffmpeg.js';
import { builtinPalette } from '../../src/generation/media/palette.js';
import { SandboxSceneRenderer } from '../../src/generation/render/takumi.js';
import type { SceneRequest } from '../../src/generation/render/scene-renderer.js';
import { startReceiver } from '../support/receiver.js';
import { makeImage } from '../support/uploads.js';

// Hostile components straight through the sandboxed renderer: each one ends as the built-in
// card with a warning naming it (or renders harmlessly), a loopback listener standing for an
// internal service sees no request, and nothing a component prints reaches this process's output.

let listener: Awaited<ReturnType<typeof startReceiver>>;
let base: string;
let work: string;
const renderer = new SandboxSceneRenderer({
  ffmpeg: () => ffmpegBinary(),
  limits: { sceneMs: 20_000, frameMs: 1500, memoryBytes: 384 * 1024 * 1024, maxElements: 5000 },
  concurrency: 2,
  perOwner: 1,
});

beforeAll(async () => {
  listener = await startReceiver();
  base = new URL(listener.url).origin;
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-sandbox-'));
});
afterAll(async () => {
  await listener.close();
  await fs.rm(work, { recursive: true, force: true });
});

const card = { category: 'text' as const, headline: 'Card text', palette: builtinPalette(), enter: 0.4, exit: 0.3 };
const scene = (name: string, sourceCode: string, frames = 3): SceneRequest => ({
  owner: 'hostile',
  label: 'scene 0',
  component: { id: name, name, sourceCode, props: {} },
  card,
  width: 1080,
  height: 1920,
  scale: 0.25,
  fps: 10,
  frames,
});
const wrap = (body: string, jsx = '<AbsoluteFill style={{ backgroundColor: "#ff00ff" }} />') => `import { AbsoluteFill } from "remotion";\nexport default function C() {\n${body}\n  return ${jsx};\n}\n`;

const HOSTILE: [string, string, RegExp][] = [
  ['iframe', wrap('', '<iframe src={"URL/iframe"} />'), /<iframe> element, which is not allowed/],
  ['img', wrap('', '<img src={"URL/img"} />'), /not a data: image/],
  ['link', wrap('', '<link href={"URL/link"} />'), /<link> element/],
  ['object', wrap('', '<object data={"URL/object"} />'), /<object> element/],
  ['css url', wrap('', '<div style={{ backgroundImage: "url(URL/bg)" }} />'), /URL other than a data: image/],
  ['fetch', wrap('fetch("URL/fetch");'), /'fetch' is not defined/],
  ['XMLHttpRequest', wrap('new XMLHttpRequest().open("GET", "URL/xhr");'), /'XMLHttpRequest' is not defined/],
  ['WebSocket', wrap('new WebSocket("URL/ws".replace("http", "ws"));'), /'WebSocket' is not defined/],
  ['Function constructor', wrap('const g = [].constructor.constructor("return globalThis")(); g.process.env.X = 1;'), /cannot read property 'env' of undefined|undefined/i],
  ['globalThis, process, require', wrap('(globalThis as any).require("child_process").execSync("curl URL/require");'), /not a function/],
  ['window.open', wrap('window.open("URL/open");'), /'window' is not defined/],
  ['endless loop', wrap('while (true) {}'), /interrupted|longer than/],
  ['memory bomb', wrap('const a: number[][] = []; for (;;) a.push(new Array(1e6).fill(1));'), /out of memory|memory|interrupted/],
  ['deep recursion', wrap('const f = (n: number): number => f(n + 1) + 1; f(0);'), /stack overflow|deeper/i],
  ['100,000 elements', wrap('', '<AbsoluteFill>{Array.from({ length: 100000 }, (_, i) => <div key={i} />)}</AbsoluteFill>'), /more than 5000 elements/],
];

describe('hostile components in the sandbox', () => {
  it.each(HOSTILE)('%s: the built-in card is shown with a warning naming the component', { timeout: 60_000 }, async (name, source, reason) => {
    const out = path.join(work, `${name.replace(/\W+/g, '-')}.mp4`);
    const result = await renderer.renderScene(scene(name, source.replaceAll('URL', base)), out);
    expect(result.drawnBy).toBe('card');
    expect(result.warning).toContain(`component "${name}" (${name}) could not be rendered for scene 0`);
    expect(result.warning).toMatch(reason);
    expect((await fs.stat(out)).size).toBeGreaterThan(1000);
    expect(listener.received).toHaveLength(0);
  });

  it('import(): no module loads (the promise rejects inside QuickJS), nothing is requested, the component draws as itself', { timeout: 60_000 }, async () => {
    const source = wrap('import("URL/import").then(() => console.log("loaded"), (e: Error) => console.log("refused: " + e.message));'.replaceAll('URL', base));
    const result = await renderer.renderScene(scene('importer', source), path.join(work, 'importer.mp4'));
    expect(result.drawnBy).toBe('component');
    expect(result.console.map((l) => l.text).join(' ')).not.toContain('loaded');
    expect(listener.received).toHaveLength(0);
  });

  it('a forged log line stays data: captured as the component console, never written to this process', { timeout: 60_000 }, async () => {
    const forged = JSON.stringify({ level: 50, time: Date.now(), msg: 'FORGED admin key rotated' });
    const writes: string[] = [];
    const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
    const spy = (write: (chunk: string, ...rest: never[]) => boolean) =>
      ((chunk: unknown, ...rest: never[]) => {
        writes.push(String(chunk));
        return write(chunk as string, ...rest);
      }) as typeof process.stdout.write;
    process.stdout.write = spy(original.out);
    process.stderr.write = spy(original.err);
    try {
      const source = wrap(`console.error(${JSON.stringify(forged)}); console.log("\\n" + ${JSON.stringify(forged)});`);
      const result = await renderer.renderScene(scene('forger', source), path.join(work, 'forger.mp4'));
      expect(result.drawnBy).toBe('component');
      expect(result.console.map((l) => l.text)).toContain(forged);
      expect(result.console[0]).toEqual({ level: 'error', text: forged });
    } finally {
      process.stdout.write = original.out;
      process.stderr.write = original.err;
    }
    expect(writes.join('')).not.toContain('FORGED');
  });

  it('a plain component renders as itself, and its still is the picture it draws', { timeout: 60_000 }, async () => {
    const out = path.join(work, 'ok.png');
    const result = await renderer.renderStill(scene('plain', wrap('')), out, 1, { timeoutMs: 10_000 });
    expect(result).toMatchObject({ drawnBy: 'component' });
    const png = await fs.readFile(out);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it("an owner's own image is asked of the host once per render (not per frame), for that owner only; a CSS url() of it is refused", { timeout: 60_000 }, async () => {
    const name = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.png';
    const png = await makeImage.png(8, 8);
    const asked: string[] = [];
    const withImages = new SandboxSceneRenderer({
      ffmpeg: () => ffmpegBinary(),
      limits: { sceneMs: 20_000, frameMs: 1500, memoryBytes: 384 * 1024 * 1024, maxElements: 5000 },
      concurrency: 1,
      perOwner: 1,
      ownImages: async (owner, fileName) => {
        asked.push(`${owner} ${fileName}`);
        if (owner === 'big') return { tooLarge: 40_000_000 };
        return owner === 'hostile' && fileName === name ? png : undefined;
      },
    });
    const source = wrap('', `<AbsoluteFill><Img src="/media/images/${name}" style={{ width: 100, height: 100 }} /><img src="/media/images/${name}" /></AbsoluteFill>`).replace('import { AbsoluteFill }', 'import { AbsoluteFill, Img }');
    const own = await withImages.renderScene(scene('own image', source, 4), path.join(work, 'own-image.mp4'));
    expect(own.drawnBy).toBe('component');
    expect(own.warning).toBeUndefined();
    expect(asked).toEqual([`hostile ${name}`]);

    const other = await withImages.renderScene({ ...scene('borrowed image', source, 4), owner: 'someone else' }, path.join(work, 'borrowed-image.mp4'));
    expect(other.drawnBy).toBe('card');
    expect(other.warning).toContain(`component "borrowed image" (borrowed image) could not be rendered for scene 0 (component "borrowed image" drew the image /media/images/${name}, which is not one of its owner's images`);
    expect(asked).toEqual([`hostile ${name}`, `someone else ${name}`]);

    const big = await withImages.renderScene({ ...scene('big image', source, 2), owner: 'big' }, path.join(work, 'big-image.mp4'));
    expect(big.drawnBy).toBe('card');
    expect(big.warning).toContain(`drew the image /media/images/${name}, of 40000000 bytes (over 16777216)`);

    const css = await withImages.renderScene(scene('css image', wrap('', `<div style={{ backgroundImage: "url(/media/images/${name})" }} />`)), path.join(work, 'css-image.mp4'));
    expect(css.drawnBy).toBe('card');
    expect(css.warning).toMatch(/URL other than a data: image/);
    // the CSS url() was refused before the host was asked
    expect(asked).toHaveLength(3);
    expect(listener.received).toHaveLength(0);
  });
});
