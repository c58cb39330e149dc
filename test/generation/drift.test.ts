import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { styledCaptionOverlay } from '../../src/areas/broll/caption-styles.js';
import { ffmpegBinary } from '../../src/generation/media/ffmpeg.js';
import { builtinPalette } from '../../src/generation/media/palette.js';
import { liftBackground } from '../../src/generation/render/drift.mjs';
import type { SceneRequest } from '../../src/generation/render/scene-renderer.js';
import { SandboxSceneRenderer } from '../../src/generation/render/takumi.js';
import { componentTask } from '../../src/generation/tasks/component.js';

// The drifting layer's background drawn as the frame's own (src/generation/render/drift.mjs):
// the frames are byte for byte those drawn with the background inside the scaled layer, for the
// generated templates of every category and the built-in card, at 1080×1920 with captions. And
// the scene encoder's clip (sceneEncoderArgs: x264 superfast) decodes to those frames.

const renderer = new SandboxSceneRenderer({
  ffmpeg: () => ffmpegBinary(),
  limits: { sceneMs: 60_000, frameMs: 3000, memoryBytes: 512 * 1024 * 1024, maxElements: 5000 },
  concurrency: 1,
  perOwner: 1,
});

const W = 1080;
const H = 1920;
const FRAMES = 24;
const palette = builtinPalette();
const words = 'Ten minutes before the demo the screen went black'.split(' ').map((word, i) => ({ word, start: i * 0.1, end: i * 0.1 + 0.08 }));

/** sha256 of each frame of the scene, as the sandbox draws it (lifted, or plain) */
async function frameHashes(req: SceneRequest, plainDrift: boolean): Promise<string[]> {
  const size = W * H * 4;
  const hashes: string[] = [];
  let hash = createHash('sha256');
  let filled = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      let at = 0;
      while (at < chunk.length) {
        const take = Math.min(size - filled, chunk.length - at);
        hash.update(chunk.subarray(at, at + take));
        filled += take;
        at += take;
        if (filled === size) {
          hashes.push(hash.digest('hex'));
          hash = createHash('sha256');
          filled = 0;
        }
      }
      done();
    },
  });
  await renderer.renderFrames(req, sink, { plainDrift });
  expect(filled).toBe(0);
  return hashes;
}

const TEMPLATES = [
  ['Counter', 'stat', 'A big number counting up in yellow on a black background'],
  ['Typed headline', 'text', 'A headline that types itself, white on navy, Georgia font'],
  ['Quote card', 'text', 'A quote that slides in from the left on a teal background'],
  ['Subscribe', 'cta', 'A subscribe button that bounces in, white on red'],
  ['Swipe', 'transition', 'A short line that wipes in on a purple background'],
  ['Lower third', 'custom', 'A lower third that zooms in, gold on black'],
] as const;

describe('the drifting layer with its background lifted', () => {
  const request = (component?: { name: string; sourceCode: string; props: Record<string, unknown> }): SceneRequest => ({
    owner: 'drift',
    ...(component ? { component: { id: component.name, ...component } } : {}),
    card: { category: 'stat', value: '40%', label: 'of customers complained', palette, enter: 0.4, exit: 0.3 },
    width: W,
    height: H,
    fps: 30,
    frames: FRAMES,
    overlay: styledCaptionOverlay(words, 'bold-highlight', { width: W, height: H, fps: 30, palette }),
  });

  it.each(TEMPLATES)('%s (%s): every frame is byte-identical to the plain render', { timeout: 120_000 }, async (name, category, prompt) => {
    const out = componentTask.local!({ name, category, prompt });
    const req = request({ name, sourceCode: out.sourceCode, props: out.defaultProps ?? {} });
    const lifted = await frameHashes(req, false);
    const plain = await frameHashes(req, true);
    expect(lifted).toHaveLength(FRAMES);
    expect(lifted).toEqual(plain);
    // the scene moves: these are different frames, not one frame repeated
    expect(new Set(lifted).size).toBeGreaterThan(FRAMES / 2);
  });

  it('the built-in card: every frame is byte-identical to the plain render', { timeout: 120_000 }, async () => {
    const lifted = await frameHashes(request(), false);
    expect(lifted).toEqual(await frameHashes(request(), true));
  });
});

/** ffmpeg's PSNR (average over the frames, dB) of `clip` against raw RGBA frames in `raw`, both as yuv420p, and the frames it compared */
function psnr(clip: string, raw: string): Promise<{ average: number; min: number; frames: number }> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-nostdin', '-i', clip, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${W}x${H}`, '-r', '30', '-i', raw, '-lavfi', '[1:v]format=yuv420p[b];[0:v][b]psnr', '-f', 'null', '-'];
    const child = spawn(ffmpegBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (log += d));
    child.on('error', reject);
    child.on('exit', () => {
      const m = /PSNR y:[\d.]+ u:[\d.]+ v:[\d.]+ average:([\d.]+) min:([\d.]+)/.exec(log);
      const frames = [...log.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1];
      if (!m) return reject(new Error(`no PSNR in ffmpeg's log: ${log.slice(-500)}`));
      resolve({ average: Number(m[1]), min: Number(m[2]), frames: Number(frames ?? 0) });
    });
  });
}

describe('the scene encoder', () => {
  it("a scene's clip decodes to the frames the sandbox drew (every frame, PSNR over 45 dB)", { timeout: 120_000 }, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-encoder-'));
    try {
      const out = componentTask.local!({ name: 'Typed headline', category: 'text', prompt: 'A headline that types itself, white on navy, Georgia font' });
      const req: SceneRequest = {
        owner: 'drift',
        component: { id: 'typed', name: 'Typed headline', sourceCode: out.sourceCode, props: out.defaultProps ?? {} },
        card: { category: 'text', palette, enter: 0.4, exit: 0.3 },
        width: W,
        height: H,
        fps: 30,
        frames: FRAMES,
        overlay: styledCaptionOverlay(words, 'clean', { width: W, height: H, fps: 30, palette }),
      };
      const clip = path.join(dir, 'scene.mp4');
      const result = await renderer.renderScene(req, clip);
      expect(result.drawnBy).toBe('component');
      const raw = path.join(dir, 'frames.rgba');
      const file = await fs.open(raw, 'w');
      await renderer.renderFrames(req, file.createWriteStream());
      expect((await fs.stat(raw)).size).toBe(W * H * 4 * FRAMES);
      const score = await psnr(clip, raw);
      expect(score.frames).toBe(FRAMES);
      // a clip off by a frame, or in another colour range, scores 20 to 30 dB
      expect(score.min).toBeGreaterThan(45);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('liftBackground', () => {
  const fill = { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0, width: '100%', height: '100%', display: 'flex', flexDirection: 'column' };
  const text = { type: 'h1', props: { style: { color: '#fff' }, children: ['Hello'] } };
  const tree = (style: Record<string, unknown>, type = 'div') => [{ type, props: { style: { ...fill, ...style }, children: [text] } }];

  it("takes a full-frame box's opaque colour, leaving the box and the rest as they were", () => {
    const nodes = tree({ backgroundColor: '#0b1020', justifyContent: 'center', padding: 80 });
    const before = JSON.stringify(nodes);
    const lifted = liftBackground(nodes);
    expect(lifted?.background).toBe('#0b1020');
    expect(lifted?.nodes).toEqual([{ type: 'div', props: { style: { ...fill, justifyContent: 'center', padding: 80 }, children: [text] } }]);
    expect(JSON.stringify(nodes)).toBe(before);
    expect(liftBackground(tree({ backgroundColor: 'rgb(10, 20, 30)' }))?.background).toBe('rgb(10, 20, 30)');
  });

  it.each([
    ['a translucent colour', tree({ backgroundColor: 'rgba(0, 0, 0, 0.5)' })],
    ['an 8-digit colour that is not opaque', tree({ backgroundColor: '#00000080' })],
    ['a named colour (not parsed here)', tree({ backgroundColor: 'black' })],
    ['opacity', tree({ backgroundColor: '#000', opacity: 0.5 })],
    ['rounded corners', tree({ backgroundColor: '#000', borderRadius: 24 })],
    ['a transform of its own', tree({ backgroundColor: '#000', transform: 'scale(0.5)' })],
    ['a margin', tree({ backgroundColor: '#000', marginTop: 10 })],
    ['a gradient over it', tree({ backgroundColor: '#000', backgroundImage: 'linear-gradient(red, blue)' })],
    ['a box that does not cover the frame', tree({ backgroundColor: '#000', width: '50%' })],
    ['a box that is not positioned over the frame', tree({ backgroundColor: '#000', position: 'relative' })],
    ['a box offset from the corner', tree({ backgroundColor: '#000', top: 10 })],
    ['an image', tree({ backgroundColor: '#000' }, 'img')],
    ['a z-index inside (drawn under the box when negative)', [{ type: 'div', props: { style: { ...fill, backgroundColor: '#000' }, children: [{ type: 'div', props: { style: { zIndex: -1, backgroundColor: '#f00' } } }] } }]],
    ['no background', tree({})],
    ['text first', ['plain text']],
  ])('leaves the tree alone for %s', (_, nodes) => {
    expect(liftBackground(nodes as never)).toBeUndefined();
  });
});
