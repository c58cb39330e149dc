import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtinPalette } from '../../src/generation/media/palette.js';
import { treeRss } from '../../src/generation/media/process-memory.js';
import type { SceneRenderer } from '../../src/generation/render/scene-renderer.js';
import { fmt } from './context.js';

/**
 * The components alone (the project's generated templates), each as a 3-second 1080×1920 scene
 * at 30 fps, H.264, through the sandboxed renderer: seconds of render per second of video, and
 * the peak PSS of this process tree. Until Remotion left (contract 1.9.0) the same run rendered
 * them through Remotion + Chromium first: both figures of that run are in the README.
 */
export async function sideBySide(components: { id: string; name: string; sourceCode: string; defaultProps: Record<string, unknown> }[], sandbox: SceneRenderer): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-broll-'));
  const fps = 30;
  const frames = 90;
  const seconds = (frames / fps) * components.length;
  const measure = async (work: () => Promise<void>) => {
    let peak = 0;
    let on = true;
    const sampler = (async () => {
      while (on) {
        peak = Math.max(peak, treeRss());
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const t0 = performance.now();
    await work();
    const took = (performance.now() - t0) / 1000;
    on = false;
    await sampler;
    return { took, peak };
  };
  const card = { category: 'text' as const, palette: builtinPalette(), enter: 0.4, exit: 0.3 };
  const fresh = await measure(async () => {
    for (const c of components) {
      const r = await sandbox.renderScene({ owner: 'bench', component: { id: c.id, name: c.name, sourceCode: c.sourceCode, props: c.defaultProps }, card, width: 1080, height: 1920, fps, frames }, path.join(dir, `new-${c.id}.mp4`));
      if (r.warning) console.log(`  ${r.warning}`);
    }
  });
  console.log(`components alone, takumi + QuickJS (sandbox): ${fmt(fresh.took, 1)} s for ${fmt(seconds, 0)} s of video = ${fmt(fresh.took / seconds, 2)} s per second; peak process tree ${fmt(fresh.peak / 1048576, 0)} MB`);
  await fs.rm(dir, { recursive: true, force: true });
}
