import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBinary } from '../../src/generation/media/ffmpeg.js';
import { builtinPalette } from '../../src/generation/media/palette.js';
import { DIALECT } from '../../src/generation/render/dialect.js';
import type { CardContent } from '../../src/generation/render/scene-renderer.js';
import { SandboxSceneRenderer } from '../../src/generation/render/takumi.js';

// The project's templates (and the built-in card) drawn by the sandbox against the frames
// Remotion + Chromium drew of the same sources before it left (test/fixtures/golden, 540×960,
// rendered once with the old renderer). Close means a PSNR of at least 28 dB over RGB: the
// measured figures were 32 to 50 dB (text antialiasing differs; layout and colours do not).

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/golden');
const size = { width: 540, height: 960, fps: 30, frames: 90 };
let work: string;
const renderer = new SandboxSceneRenderer({
  ffmpeg: () => ffmpegBinary(),
  limits: { sceneMs: 60_000, frameMs: 20_000, memoryBytes: 512 * 1024 * 1024, maxElements: 5000 },
  concurrency: 2,
  perOwner: 2,
});

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-golden-'));
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

async function psnr(a: string, b: string): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true }), sharp(b).removeAlpha().raw().toBuffer({ resolveWithObject: true })]);
  expect([y.info.width, y.info.height]).toEqual([x.info.width, x.info.height]);
  let se = 0;
  for (let i = 0; i < x.data.length; i++) se += (x.data[i]! - y.data[i]!) ** 2;
  const mse = se / x.data.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

describe('templates drawn by the sandbox, against the frames Remotion drew', () => {
  it.each(['text', 'stat', 'cta', 'transition'])('%s template: frames 15 and 45 within 28 dB', { timeout: 60_000 }, async (category) => {
    const fixture = JSON.parse(await fs.readFile(path.join(FIXTURES, `${category}.json`), 'utf8')) as { name: string; sourceCode: string; defaultProps: Record<string, unknown> };
    for (const frame of [15, 45]) {
      const out = path.join(work, `${category}-${frame}.png`);
      const card: CardContent = { category: category as CardContent['category'], palette: builtinPalette(), enter: 0.4, exit: 0.3 };
      const result = await renderer.renderStill({ owner: 'golden', component: { id: category, name: fixture.name, sourceCode: fixture.sourceCode, props: fixture.defaultProps }, card, background: '#000000', ...size }, out, frame, { timeoutMs: 30_000 });
      expect(result.drawnBy).toBe('component');
      expect(await psnr(path.join(FIXTURES, `${category}-${frame}.png`), out), `${category} frame ${frame}`).toBeGreaterThan(28);
    }
  });

  it('the built-in card: frame 45 within 28 dB', { timeout: 60_000 }, async () => {
    const card = JSON.parse(await fs.readFile(path.join(FIXTURES, 'card.json'), 'utf8')) as CardContent;
    const out = path.join(work, 'card-45.png');
    await renderer.renderStill({ owner: 'golden', card, ...size }, out, 45, { timeoutMs: 30_000 });
    expect(await psnr(path.join(FIXTURES, 'card-45.png'), out)).toBeGreaterThan(28);
  });
});

describe('the dialect', () => {
  it('exports in QuickJS exactly the values the validator declares, module by module', async () => {
    const { newQuickJSWASMModuleFromVariant } = await import('quickjs-emscripten-core');
    const variant = (await import('@jitl/quickjs-wasmfile-release-sync')).default as unknown as Parameters<typeof newQuickJSWASMModuleFromVariant>[0];
    const vm = (await newQuickJSWASMModuleFromVariant(variant)).newContext();
    try {
      const dialect = await fs.readFile(new URL('../../src/generation/render/guest/dialect.js', import.meta.url), 'utf8');
      vm.unwrapResult(vm.evalCode(dialect)).dispose();
      for (const [name, module] of Object.entries(DIALECT)) {
        const handle = vm.unwrapResult(vm.evalCode(`JSON.stringify(Object.keys(__dialect.modules[${JSON.stringify(name)}]).sort())`));
        expect(JSON.parse(vm.getString(handle)), name).toEqual(Object.keys(module.values).sort());
        handle.dispose();
      }
      // Remotion's functions, as documented: a few fixed points
      const probe = vm.unwrapResult(
        vm.evalCode(`var R = __dialect.modules.remotion; JSON.stringify([
          R.interpolate(5, [0, 10], [0, 100]), R.interpolate(15, [0, 10], [0, 100], { extrapolateRight: 'clamp' }),
          R.spring({ frame: 0, fps: 30 }), R.spring({ frame: 300, fps: 30 }), R.interpolateColors(0.5, [0, 1], ['#000000', '#ffffff']),
          (1234.5).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), R.Easing.inOut(R.Easing.cubic)(0.5)])`),
      );
      const [half, clamped, start, rest, grey, money, eased] = JSON.parse(vm.getString(probe)) as [number, number, number, number, string, string, number];
      probe.dispose();
      expect([half, clamped, start, money, eased]).toEqual([50, 100, 0, '1,234.50', 0.5]);
      expect(rest).toBeCloseTo(1, 3);
      expect(grey).toBe('rgba(128, 128, 128, 1)');
    } finally {
      vm.dispose();
    }
  });
});

describe('no browser in the render path', () => {
  it('package.json has no Remotion, React or browser driver among its dependencies, and src/ loads none', async () => {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
    const pkg = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).filter((d) => /^(remotion|@remotion\/|react$|react-dom$|puppeteer|playwright)/.test(d))).toEqual([]);
    const sources = (await fs.readdir(path.join(root, 'src'), { recursive: true })).filter((f) => /\.(ts|mjs|js)$/.test(f));
    const offenders: string[] = [];
    for (const f of sources) {
      const text = await fs.readFile(path.join(root, 'src', f), 'utf8');
      // import statements only (a component's source in a string may name the dialect's `remotion`)
      if (/^\s*(import|export)[^\n'"`]*from\s*['"](@remotion\/|remotion['"]|puppeteer|playwright|react-dom)|\bimport\(\s*['"](@remotion|remotion['"]|puppeteer|playwright)/m.test(text.replace(/`[^`]*`/gs, ''))) offenders.push(f);
    }
    expect(offenders).toEqual([]);
  });
});
