import fs from 'node:fs/promises';
import path from 'node:path';
import { checkFfmpeg, ffmpegBinary, probe } from '../../generation/media/ffmpeg.js';
import { loadFont } from '../../generation/media/fonts.js';
import { paletteFromProps, type Palette } from '../../generation/media/palette.js';
import { compileComponent, ComponentRenderError, type RenderLimits, type SceneRender } from '../../generation/media/remotion.js';
import { assessText, judgeLines } from '../../generation/quality.js';
import type { ShortScript } from '../../generation/tasks/short.js';
import type { JobPipeline } from '../../jobs/definition.js';
import { recordRender } from '../statistics/media.js';
import type { Deps } from '../../deps.js';
import { checkSameStore } from '../../storage/identity.js';
import { withScratchDir } from '../../storage/scratch.js';
import { mediaKey, mediaPrefix } from '../../storage/store.js';
import { componentRepository, type ComponentCategory, type ComponentRow } from '../components/repository.js';
import { ownerPalette } from '../shorts/brand.js';
import { renderClip, RESOLUTIONS, type BrollFormat, type SceneVisual } from './render.js';
import { timeRender } from '../../observability/metrics.js';
import { chooseComponent, fillProps, shownText, splitScenes, type Scene } from './scenes.js';
import { toSrt, toVtt, type Cue } from './captions.js';
import { joinWithVoice, speakScenes, timeScenes } from './voice.js';

export const BROLL_KIND = 'broll';

/** A render's objects are deleted this long after it started unless its completion recorded them (beyond the job's expiry). */
const RENDER_GUARD_SECONDS = 7200;

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
  captionsVtt?: string;
  captionsSrt?: string;
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

/** Captions stay inside the 9:16 safe area: above the apps' bottom controls, clear of the side buttons. */
const SAFE: Record<BrollFormat, { bottom: number; side: number }> = {
  VERTICAL: { bottom: 0.22, side: 0.1 },
  HORIZONTAL: { bottom: 0.08, side: 0.1 },
  SQUARE: { bottom: 0.1, side: 0.08 },
};

/** The built-in card's content for the host (the category's layout in the scene's palette). */
function cardOf(visual: SceneVisual): Record<string, unknown> {
  const { category, headline, value, label, button, palette } = visual;
  const onAccent = palette.background;
  return { category, headline, value, label, button, palette: { background: palette.background, text: palette.text, accent: palette.accent, onAccent } };
}

/**
 * Makes the B-roll video of a validated short. Step `voice_over`: splits the short into scenes,
 * picks for each the best-fitting validated component (a different one on a re-render where
 * the library has one), speaks each scene's text through the speech service and times the
 * scenes and their phrase captions on the speech. Step `scene_rendering`: renders each scene
 * with Remotion in Chromium (the component's stored source with its props, the captions over
 * it), progress moving with the frames; a component that does not build or render gives way
 * to the built-in card with a warning naming it, and when Chromium itself cannot render, ffmpeg
 * draws the card. Step `render`: joins the clips with the voice-over, writes the captions
 * (WebVTT and SubRip) and checks the video. Work happens in a local scratch folder; clips, video
 * and captions go to the media store (`media/broll/<id>/run-<n>/...`). Earlier renders go once
 * this one is done.
 */
export function brollPipeline(services: Deps): JobPipeline<BrollJobInput> {
  const { db, config, speech, renderer, media, mediaDeletions } = services;
  return {
    async run(ctx) {
      const started = Date.now();
      const id = ctx.job.id;
      checkSameStore(services, ctx.job);
      const input = ctx.job.input;
      await ctx.step('voice_over', 0.02);

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
      // what is on screen, judged like every generated text: a figure is shown with what it counts, never "NaN%"
      const screen = judgeLines(
        scenes.flatMap((scene) => {
          const shown = shownText(scene.props);
          return [shown.headline ?? '', [shown.value, shown.label].filter(Boolean).join(' ')];
        }),
        { source: input.short.beats.map((b) => b.text).join('\n') },
      );
      warnings.push(...screen.warnings);

      await checkFfmpeg(config.ffmpegPath);
      const binary = ffmpegBinary(config.ffmpegPath);
      const full = RESOLUTIONS[input.format];
      const scale = config.brollScale;
      const [width, height] = [Math.round(full.width * scale), Math.round(full.height * scale)];
      const fps = config.brollFps;
      const dir = `broll/${id}/run-${ctx.run}`;
      // this run's objects are guarded until its completion records them (a crash leaves none behind for long)
      await mediaDeletions.guard(mediaPrefix(dir), RENDER_GUARD_SECONDS);
      const files: BrollFiles = { dir, scenes: scenes.map(() => null) };
      const limits: RenderLimits = { timeoutMs: config.brollSceneTimeoutMs, maxMemoryBytes: config.brollSceneMemoryBytes };
      let peakRssKb = 0;
      let ffmpegClips = 0;
      // the statistics' stored bytes: what this render put in the store
      let bytes = 0;
      const put = async (file: string, local: string, contentType: string) => {
        bytes += (await media.putFile(mediaKey(file), local, { contentType })).size;
      };

      const rendered = await withScratchDir(config.dataDir, `broll-${id}`, async (work) => {
        const voice = await speakScenes(speech, scenes, work, ctx.signal);
        if (voice.warning) warnings.push(voice.warning);
        const { frames, cues } = timeScenes(scenes, voice, fps);
        await ctx.update({ result: { scenes } });

        const totalFrames = frames.reduce((a, b) => a + b, 0);
        let doneFrames = 0;
        let lastStep = 0;
        const progress = (n: number) => {
          const now = Date.now();
          if (now - lastStep < 1000) return;
          lastStep = now;
          ctx.step('scene_rendering', 0.1 + (0.8 * (doneFrames + n)) / totalFrames).catch(() => undefined);
        };
        const compiled = new Map<string, Promise<string>>();
        let chromiumProblem: string | undefined;
        for (const scene of scenes) {
          await ctx.step('scene_rendering', 0.1 + (0.8 * doneFrames) / totalFrames);
          const name = `scene-${scene.index}`;
          const out = path.join(work, `${name}.mp4`);
          const component = chosen[scene.index]?.component;
          const visual = visualOf(scene, component, brand);
          const n = frames[scene.index]!;
          const base: SceneRender = { width: full.width, height: full.height, scale, fps, frames: n, card: cardOf(visual), cues: relative(cues[scene.index]!, doneFrames / fps), safe: SAFE[input.format] };
          let done = false;
          const noChromium = (err: unknown) => {
            if (ctx.signal.aborted) throw err;
            if (!(err instanceof ComponentRenderError && err.fatal)) return false;
            chromiumProblem = err.message;
            ctx.log.error({ err }, 'B-roll scenes cannot be rendered in Chromium here: ffmpeg draws the cards');
            warnings.push(`scenes could not be rendered in Chromium (${err.message}): from scene ${scene.index} on, ffmpeg draws the built-in card without captions`);
            return true;
          };
          if (component && !chromiumProblem) {
            try {
              if (!compiled.has(component.id)) compiled.set(component.id, compileComponent(component.sourceCode));
              const moduleCode = await compiled.get(component.id)!;
              await timeRender('broll_clip', () => renderer.renderScene({ ...base, moduleCode, props: scene.props }, out, limits, { signal: ctx.signal, onFrames: progress }));
              done = true;
            } catch (err) {
              if (!noChromium(err)) warnings.push(`component "${component.name}" (${component.id}) could not be rendered for scene ${scene.index} (${(err as Error).message}): the built-in card is shown instead`);
            }
          }
          if (!done && !chromiumProblem) {
            try {
              await timeRender('broll_clip', () => renderer.renderScene(base, out, limits, { signal: ctx.signal, onFrames: progress }));
              done = true;
            } catch (err) {
              if (!noChromium(err)) warnings.push(`the built-in card of scene ${scene.index} could not be rendered in Chromium (${(err as Error).message}): ffmpeg draws it, without captions`);
            }
          }
          if (!done) {
            loadFont();
            const run = await timeRender('broll_clip', () => renderClip({ binary, dir: work, name, visual, width, height, fps, frames: n, signal: ctx.signal }));
            peakRssKb = Math.max(peakRssKb, run.peakRssKb);
            ffmpegClips++;
          }
          doneFrames += n;
          const file = `${dir}/${name}.mp4`;
          await put(file, out, 'video/mp4');
          files.scenes[scene.index] = file;
          scene.assetUrl = `/v1/broll/${id}/scenes/${scene.index}/video`;
          await ctx.update({ result: { scenes, files } });
        }

        await ctx.step('render', 0.9);
        const clips = scenes.map((s) => `scene-${s.index}.mp4`);
        const reencode = ffmpegClips > 0 && ffmpegClips < scenes.length;
        const joined = await timeRender('broll_join', () => joinWithVoice(binary, work, clips, voice, frames.map((f) => f / fps), 'video.mp4', { reencode, fps, signal: ctx.signal }));
        peakRssKb = Math.max(peakRssKb, joined.peakRssKb);
        const info = await probe(binary, path.join(work, 'video.mp4'));
        const expected = totalFrames / fps;
        if (info.width !== width || info.height !== height || Math.abs(info.durationSeconds - expected) > 0.5) {
          throw new Error(`the joined video is ${info.width}x${info.height}, ${info.durationSeconds} s; expected ${width}x${height}, ${expected} s`);
        }
        const video = `${dir}/video.mp4`;
        await put(video, path.join(work, 'video.mp4'), 'video/mp4');
        const all = cues.flat();
        const captionsVtt = `${dir}/captions.vtt`;
        const captionsSrt = `${dir}/captions.srt`;
        await fs.writeFile(path.join(work, 'captions.vtt'), toVtt(all));
        await fs.writeFile(path.join(work, 'captions.srt'), toSrt(all));
        await put(captionsVtt, path.join(work, 'captions.vtt'), 'text/vtt; charset=utf-8');
        await put(captionsSrt, path.join(work, 'captions.srt'), 'application/x-subrip; charset=utf-8');
        return { info, video, captionsVtt, captionsSrt, voice };
      }).catch(async (err: unknown) => {
        // a failed render keeps the clips its row shows (until a later render replaces them)
        await mediaDeletions.settle(db, mediaPrefix(dir)).catch(() => undefined);
        throw err;
      });
      const { info, video, captionsVtt, captionsSrt, voice } = rendered;
      const risk = assessText(scenes.map((s) => s.text).join('\n'), 'short');
      await ctx.finish(
        {
          currentStep: 'render',
          qualityScore: Math.max(0, Math.round((100 * fit.reduce((a, b) => a + b, 0)) / Math.max(1, fit.length)) - screen.penalty),
          riskLevel: risk.riskLevel,
          warnings,
          result: {
            scenes,
            files: { ...files, video, captionsVtt, captionsSrt },
            videoUrl: `/v1/broll/${id}/video`,
            voiceOver: { language: voice.language, speechSeconds: round2(voice.speechSeconds), videoSeconds: round2(info.durationSeconds) },
            render: {
              seconds: (Date.now() - started) / 1000,
              ffmpegPeakRssKb: peakRssKb,
              workerTreePeakMb: Math.round(renderer.peakTreeRss / 1048576),
              durationSeconds: info.durationSeconds,
              fps,
              ffmpegClips,
            },
          },
        },
        async (trx) => {
          await recordRender(trx, id, bytes, info.durationSeconds);
          // this render is the job's now: it stays, earlier renders' files go (recorded with the completion)
          await mediaDeletions.settle(trx, mediaPrefix(dir));
          await mediaDeletions.schedule(trx, [{ key: mediaPrefix(`broll/${id}`), keep: mediaPrefix(dir) }]);
        },
      );
      await mediaDeletions.run();
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Cues with times from the scene's start (what the host draws). */
const relative = (cues: Cue[], start: number): Cue[] => cues.map((c) => ({ ...c, start: c.start - start, end: c.end - start }));
