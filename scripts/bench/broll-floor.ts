import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { styledCaptionOverlay } from '../../src/areas/broll/caption-styles.js';
import { ffmpegBinary, runFfmpeg } from '../../src/generation/media/ffmpeg.js';
import { builtinPalette } from '../../src/generation/media/palette.js';
import type { SceneRenderer } from '../../src/generation/render/scene-renderer.js';
import { sceneEncoderArgs, SandboxSceneRenderer } from '../../src/generation/render/takumi.js';
import { componentTask } from '../../src/generation/tasks/component.js';

/** The encoder floor: what ffmpeg alone takes for the frames, per second of video. */
export interface EncoderFloor {
  frames: number;
  /** wall seconds and ffmpeg's CPU seconds per second of video (the faster of two encodes) */
  wall: number;
  cpu: number;
  /** the render child's CPU seconds per second of video drawing the same frames (into memory) */
  drawCpu: number;
}

/** CPU seconds of this process's children that have ended (cutime + cstime). */
function reapedCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / 100;
}

/**
 * The floor of a B-roll job's render: one scene's frames (a generated text component, typing
 * itself, white on navy, with the job's captions, 1080×1920 at `fps`) drawn by the sandbox into
 * memory, then encoded by ffmpeg with the scene encoder's own arguments (sceneEncoderArgs), fed
 * from memory through a pipe as the render child feeds it. Encoded twice; the faster counts.
 * The frames (8.3 MB each) are held in this process only while it runs.
 */
export async function encoderFloor(renderer: SceneRenderer, fps: number, seconds = 2): Promise<EncoderFloor | undefined> {
  if (!(renderer instanceof SandboxSceneRenderer)) return undefined;
  const [W, H] = [1080, 1920];
  const frames = Math.round(fps * seconds);
  const component = componentTask.local!({ name: 'Typed headline', category: 'text', prompt: 'A headline that types itself, white on navy, Georgia font' });
  const palette = builtinPalette();
  const words = 'Ten minutes before our investor demo the screen went black'.split(' ').map((word, i) => ({ word, start: i * 0.2, end: i * 0.2 + 0.18 }));
  const req = {
    owner: 'bench-floor',
    component: { id: 'floor', name: 'Typed headline', sourceCode: component.sourceCode, props: component.defaultProps ?? {} },
    card: { category: 'text' as const, palette, enter: 0.4, exit: 0.3 },
    width: W,
    height: H,
    fps,
    frames,
    overlay: styledCaptionOverlay(words, 'clean', { width: W, height: H, fps, palette }),
  };
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  const draw0 = reapedCpu();
  await renderer.renderFrames(req, sink);
  const drawCpu = reapedCpu() - draw0;
  const raw = Buffer.concat(chunks);
  chunks.length = 0;
  if (raw.length !== W * H * 4 * frames) throw new Error(`the floor's scene drew ${raw.length} bytes, not ${frames} frames`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
  const runs: { wall: number; cpu: number }[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      let input: Writable | undefined;
      const cpu0 = reapedCpu();
      const t0 = performance.now();
      const encoded = runFfmpeg(ffmpegBinary(process.env.FFMPEG_PATH), sceneEncoderArgs(W, H, fps, frames, path.join(dir, 'floor.mp4')), { onInput: (stdin) => (input = stdin) });
      // frame by frame, as the render child writes them (each write waits for the pipe)
      for (let f = 0; f < frames; f++) {
        const frame = raw.subarray(f * W * H * 4, (f + 1) * W * H * 4);
        await new Promise<void>((resolve, reject) => input!.write(frame, (err) => (err ? reject(err) : resolve())));
      }
      input!.end();
      await encoded;
      runs.push({ wall: (performance.now() - t0) / 1000, cpu: reapedCpu() - cpu0 });
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const best = runs.reduce((a, b) => (b.wall < a.wall ? b : a));
  const video = frames / fps;
  return { frames, wall: best.wall / video, cpu: best.cpu / video, drawCpu: drawCpu / video };
}
