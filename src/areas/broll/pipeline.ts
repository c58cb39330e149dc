import path from 'node:path';
import { checkFfmpeg, ffmpegBinary, probe } from '../../generation/media/ffmpeg.js';
import { loadFont } from '../../generation/media/fonts.js';
import { paletteFromProps, type Palette } from '../../generation/media/palette.js';
import { assessText } from '../../generation/quality.js';
import type { ShortScript } from '../../generation/tasks/short.js';
import type { JobPipeline } from '../../jobs/definition.js';
import { recordRender } from '../statistics/media.js';
import type { Deps } from '../../deps.js';
import { withScratchDir } from '../../storage/scratch.js';
import { mediaKey, mediaPrefix } from '../../storage/store.js';
import { componentRepository, type ComponentCategory, type ComponentRow } from '../components/repository.js';
import { ownerPalette } from '../shorts/brand.js';
import { joinClips, renderClip, RESOLUTIONS, type BrollFormat, type SceneVisual } from './render.js';
import { timeRender } from '../../observability/metrics.js';
import { chooseComponent, fillProps, shownText, splitScenes, type Scene } from './scenes.js';

export const BROLL_KIND = 'broll';

/** A B-roll job's input: its short (as it was when asked for), format, and a re-render's previous choices. */
export interface BrollJobInput {
  sourceShortId: string;
  sourceScriptJobId: string;
  format: BrollFormat;
  short: ShortScript;
  /** componentId per scene index of the render being replaced (a re-render avoids them where it can) */
  previousChoices?: (string | null)[];
}

/** Where a render's files are, relative to DATA_DIR/media (never shown to clients). */
export interface BrollFiles {
  dir: string;
  scenes: (string | null)[];
  video?: string;
}

const ENTER: Record<ComponentCategory, number> = { text: 0.4, stat: 0.6, cta: 0.5, transition: 0.25, custom: 0.4 };

const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** The scene's look: its category's layout, the component's colours over the owner's, the component's timing. */
function visualOf(scene: Scene, component: ComponentRow | undefined, brand: Palette): SceneVisual {
  const props = component?.defaultProps ?? {};
  const palette = paletteFromProps(props, brand, 'component');
  return {
    category: scene.category,
    ...shownText(scene.props),
    palette,
    enter: seconds(props.enterSeconds) ?? seconds(props.animationSeconds) ?? seconds(props.transitionSeconds) ?? ENTER[scene.category],
    exit: seconds(props.exitSeconds) ?? 0.3,
  };
}

/**
 * Makes the B-roll video of a validated short (step `scene_rendering`): splits the short into
 * timed scenes, picks for each the best-fitting validated component of the owner's library and
 * the public ones (a different one than last time on a re-render, where the library has one),
 * fills its props from the scene's text, renders each scene as a clip at the format's
 * resolution with ffmpeg; then (step `render`) joins the clips into one MP4 and checks its
 * duration and resolution. Rendering happens in a local working folder; each clip and the
 * video go to the media store as soon as they exist (key `media/broll/<id>/run-<n>/...`), and
 * the folder is removed. Files of earlier renders are removed once the new one is complete.
 */
export function brollPipeline(services: Deps): JobPipeline<BrollJobInput> {
  const { db, config, media } = services;
  return {
    async run(ctx) {
      const started = Date.now();
      const id = ctx.job.id;
      const input = ctx.job.input;
      await ctx.step('scene_rendering', 0.02);

      const components = await componentRepository(db).selectable(ctx.job.ownerId);
      const brand = await ownerPalette(db, ctx.job.ownerId);
      const scenes = splitScenes(input.short);
      const chosen = scenes.map((scene) => {
        const pick = chooseComponent(scene, components, input.previousChoices?.[scene.index]);
        scene.props = fillProps(pick?.component, scene);
        if (pick) Object.assign(scene, { componentId: pick.component.id, componentName: pick.component.name });
        return pick;
      });
      const warnings: string[] = [];
      if (components.length === 0) warnings.push('the component library has no validated component: every scene uses the built-in style of its category');
      else {
        const bare = scenes.filter((s, i) => !chosen[i]).map((s) => s.index);
        if (bare.length) warnings.push(`no component fits scene${bare.length > 1 ? 's' : ''} ${bare.join(', ')}: the built-in style is used`);
      }
      const fit = chosen.map((c) => (!c ? 0.5 : c.score >= 10 ? 1 : 0.6));
      await ctx.update({ result: { scenes } });

      await checkFfmpeg(config.ffmpegPath);
      const binary = ffmpegBinary(config.ffmpegPath);
      loadFont();
      const { width, height } = RESOLUTIONS[input.format];
      const fps = config.brollFps;
      const dir = `broll/${id}/run-${ctx.run}`;
      const files: BrollFiles = { dir, scenes: scenes.map(() => null) };
      let peakRssKb = 0;
      // the statistics' stored bytes: what this render put in the store
      let bytes = 0;
      const rendered = await withScratchDir(config.dataDir, `broll-${id}`, async (work) => {
        for (const scene of scenes) {
          await ctx.step('scene_rendering', 0.05 + (0.8 * scene.index) / scenes.length);
          const frames = Math.max(1, Math.round(scene.end * fps) - Math.round(scene.start * fps));
          const name = `scene-${scene.index}`;
          const visual = visualOf(scene, chosen[scene.index]?.component, brand);
          const run = await timeRender('broll_clip', () => renderClip({ binary, dir: work, name, visual, width, height, fps, frames, signal: ctx.signal }));
          peakRssKb = Math.max(peakRssKb, run.peakRssKb);
          const file = `${dir}/${name}.mp4`;
          bytes += (await media.putFile(mediaKey(file), path.join(work, `${name}.mp4`), { contentType: 'video/mp4' })).size;
          files.scenes[scene.index] = file;
          scene.assetUrl = `/v1/broll/${id}/scenes/${scene.index}/video`;
          await ctx.update({ result: { scenes, files } });
        }

        await ctx.step('render', 0.9);
        const joined = await timeRender('broll_join', () => joinClips(binary, work, scenes.map((s) => `scene-${s.index}.mp4`), 'video.mp4', ctx.signal));
        peakRssKb = Math.max(peakRssKb, joined.peakRssKb);
        const info = await probe(binary, path.join(work, 'video.mp4'));
        const expected = Math.round((scenes[scenes.length - 1]?.end ?? 0) * fps) / fps;
        if (info.width !== width || info.height !== height || Math.abs(info.durationSeconds - expected) > 0.5) {
          throw new Error(`the joined video is ${info.width}x${info.height}, ${info.durationSeconds} s; expected ${width}x${height}, ${expected} s`);
        }
        const video = `${dir}/video.mp4`;
        bytes += (await media.putFile(mediaKey(video), path.join(work, 'video.mp4'), { contentType: 'video/mp4' })).size;
        return { info, video };
      });
      const { info, video } = rendered;
      const risk = assessText(scenes.map((s) => s.text).join('\n'), 'short');
      await ctx.finish(
        {
          currentStep: 'render',
          qualityScore: Math.round((100 * fit.reduce((a, b) => a + b, 0)) / Math.max(1, fit.length)),
          riskLevel: risk.riskLevel,
          warnings,
          result: {
            scenes,
            files: { ...files, video },
            videoUrl: `/v1/broll/${id}/video`,
            render: { seconds: (Date.now() - started) / 1000, ffmpegPeakRssKb: peakRssKb, durationSeconds: info.durationSeconds, fps },
          },
        },
        (trx) => recordRender(trx, id, bytes, info.durationSeconds),
      );
      // this render is the job's now: earlier renders' files go
      const runs = new Set<string>();
      for await (const object of media.list(mediaPrefix(`broll/${id}`))) runs.add(object.key.slice(mediaPrefix(`broll/${id}`).length).split('/')[0]!);
      for (const run of runs) if (run !== `run-${ctx.run}`) await media.deletePrefix(mediaPrefix(`broll/${id}/${run}`));
    },
  };
}
