import fs from 'node:fs/promises';
import path from 'node:path';
import { checkFfmpeg, ffmpegBinary, probe } from '../../generation/media/ffmpeg.js';
import { paletteFromProps, type Palette } from '../../generation/media/palette.js';
import type { SceneRequest } from '../../generation/render/scene-renderer.js';
import { assessText } from '../../generation/quality.js';
import type { ShortScript } from '../../generation/tasks/short.js';
import type { JobPipeline } from '../../jobs/definition.js';
import { recordRender } from '../statistics/media.js';
import type { Deps } from '../../deps.js';
import { checkSameStore } from '../../storage/identity.js';
import { withScratchDir } from '../../storage/scratch.js';
import { mediaKey, mediaPrefix } from '../../storage/store.js';
import { componentRepository, type ComponentCategory, type ComponentRow } from '../components/repository.js';
import { ownerPalette, siteBrand } from '../shorts/brand.js';
import type { BundledFamily } from '../../generation/media/fonts.js';
import { joinParts, prepareLogo, renderClip, renderMediaClip, RESOLUTIONS, type BrollFormat, type SceneVisual } from './render.js';
import { timeRender } from '../../observability/metrics.js';
import { mergedProps, shownText, type Scene } from './scenes.js';
import { markShots, planScenes } from './scene-plan.js';
import { toCaptionsJson, toSrt, toVtt, type Cue } from './captions.js';
import { overlayWordsOf, styledCaptionOverlay, type CaptionStyle } from './caption-styles.js';
import { beatsOf, joinWithVoice, prepareMusic, speakScenes, timeScenes } from './voice.js';
import { naturalLength, planLength, shotFrames } from './length.js';
import { fetchMedia, logoOf, type BrollBrand, type BrollMediaChoice } from './media.js';

/** A render's objects are deleted this long after it started unless its completion recorded them (beyond the job's expiry). */
const RENDER_GUARD_SECONDS = 7200;

/** A B-roll job's input: its short (as it was when asked for), format, its media, and a re-render's previous choices. */
export interface BrollJobInput extends BrollMediaChoice {
  sourceShortId: string;
  sourceScriptJobId: string;
  format: BrollFormat;
  short: ShortScript;
  /** componentId per scene index of the render being replaced (a re-render avoids them where it can) */
  previousChoices?: (string | null)[];
  /** the voice that reads the voice-over (a name the speech service has), its speaking rate */
  voice?: string;
  speakingRate?: number;
  /** how the burned-in captions look (caption-styles.ts); clean when absent */
  captionStyle?: CaptionStyle;
  /** what each scene of the render being replaced recorded: component id and the sha256 of its source and props */
  previousComponents?: ({ componentId: string; componentSha256: string } | null)[];
}

/** Where a render's files are, relative to DATA_DIR/media (never shown to clients). */
export interface BrollFiles {
  dir: string;
  scenes: (string | null)[];
  video?: string;
  captionsVtt?: string;
  captionsSrt?: string;
  captionsJson?: string;
}

const ENTER: Record<ComponentCategory, number> = { text: 0.4, stat: 0.6, cta: 0.5, transition: 0.25, custom: 0.4 };

const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/** The scene's look: its category's layout, the component's colours over the owner's, the component's timing. */
function visualOf(scene: Scene, component: ComponentRow | undefined, brand: Palette, fontFamily?: BundledFamily): SceneVisual {
  const props = component?.defaultProps ?? {};
  const palette = paletteFromProps(props, brand, 'component');
  return {
    category: scene.category,
    ...shownText(scene.props),
    palette,
    enter: seconds(props.enterSeconds) ?? seconds(props.animationSeconds) ?? seconds(props.transitionSeconds) ?? ENTER[scene.category],
    exit: seconds(props.exitSeconds) ?? 0.3,
    ...(fontFamily ? { fontFamily } : {}),
  };
}

/** Captions stay inside the 9:16 safe area: above the apps' bottom controls, clear of the side buttons. */
/**
 * Makes the B-roll video of a validated short. Step `voice_over`: splits the short into scenes,
 * picks for each the best-fitting validated component (a different one on a re-render where
 * the library has one), speaks each scene's text through the speech service and times the
 * scenes and their word-timed captions on the speech. Step `scene_rendering`: renders each
 * scene through the SceneRenderer in Deps (the component's stored source with its props in the
 * sandbox, the captions in the request's style drawn over it), progress moving with the frames;
 * a component that does not build or render gives way to the built-in card with a warning
 * naming it, and when the renderer itself fails, ffmpeg draws the card. Step `render`: joins
 * the clips with the voice-over, writes the captions (WebVTT, SubRip and JSON with word times)
 * and checks the video. Work happens in a local scratch folder; clips, video
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
      const warnings: string[] = [];
      const look = await brandOf(db, ctx.job.ownerId, input.brand, warnings);
      const brand = look.palette;
      // the scenes planned in named steps (scene-plan.ts): beats, media, components, fit, what is on screen
      const { scenes, chosen, fit, screenPenalty, warnings: planned } = planScenes(input.short, components, input.mediaScenes, input);
      warnings.push(...planned);

      await checkFfmpeg(config.ffmpegPath);
      const binary = ffmpegBinary(config.ffmpegPath);
      const full = RESOLUTIONS[input.format];
      const scale = config.brollScale;
      const [width, height] = [Math.round(full.width * scale), Math.round(full.height * scale)];
      const fps = config.brollFps;
      const dir = `broll/${id}/run-${ctx.run}`;
      const files: BrollFiles = { dir, scenes: scenes.map(() => null) };
      let peakRssKb = 0;
      let ffmpegClips = 0;
      // scenes drawn from the owner's media by ffmpeg (encoded as the ffmpeg cards are)
      let mediaClips = 0;
      const limits = { timeoutMs: config.brollSceneTimeoutMs, memoryBytes: config.brollSceneMemoryBytes };
      // the statistics' stored bytes: what this render put in the store
      let bytes = 0;
      const put = async (file: string, local: string, contentType: string) => {
        bytes += (await media.putFile(mediaKey(file), local, { contentType })).size;
      };

      const render = () =>
        withScratchDir(config.dataDir, `broll-${id}`, async (work) => {
          let voice = await speakScenes(speech, scenes, work, { voice: input.voice, rate: input.speakingRate }, ctx.signal);
          // a target length (length.ts): beats held or tightened, scenes split or merged, the voice
          // spoken again faster when the story is too long for it
          const target = input.targetSeconds ?? undefined;
          // a scene drawn as its card (no component, or a server that draws only cards) and no medium is held as one card, never split
          const cards = scenes.map((s) => !s.mediaId && (!s.componentId || renderer.name === 'ffmpeg-card'));
          let plan = target ? planLength(beatsOf(voice, scenes, cards), target, voice.rate) : naturalLength(beatsOf(voice));
          if (target && plan.respeakAt) {
            voice = await speakScenes(speech, scenes, work, { voice: input.voice, rate: plan.respeakAt }, ctx.signal);
            plan = planLength(beatsOf(voice, scenes, cards), target, voice.rate);
            if (plan.respeakAt) plan.warning = `the story cannot be told in ${target} s: at ${voice.rate}× speed it lasts ${round2(plan.seconds)} s`;
          }
          if (plan.warning) warnings.push(plan.warning);
          warnings.push(...voice.warnings);
          // the speech engine (about 110 MB) would sit idle beside the render child and the encoder
          // for the whole render: it ends now unless SPEECH_WARMUP keeps it or another export uses it
          if (!config.speechWarmup) await speech.release();
          const { frames, cues } = timeScenes(scenes, voice, fps, plan);
          const shots = shotFrames(plan.shots, frames, fps);
          markShots(scenes, shots);
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
          // the video's clips in order (one per scene, one for two merged scenes), and how many ffmpeg encoded
          const clips: string[] = [];
          let byFfmpeg = 0;
          // a split scene's first visual, until its second is drawn: its file and whether ffmpeg encoded it
          let firstPart: { file: string; ffmpeg: boolean } | undefined;
          for (const shot of shots) {
            await ctx.step('scene_rendering', 0.1 + (0.8 * doneFrames) / totalFrames);
            const scene = scenes[shot.beats[0]!]!;
            const name = `scene-${scene.index}${shot.part === undefined ? '' : `-${shot.part}`}`;
            const out = path.join(work, `${name}.mp4`);
            // the second visual of a split scene shows its card (the component's look, drawn by the renderer)
            const component = shot.part === 1 ? undefined : chosen[scene.index]?.component;
            // two merged scenes: the first's visual with both scenes' text (the scenes keep their own props)
            const props = shot.beats.length > 1 ? mergedProps(chosen[scene.index]?.component, scene, scenes[shot.beats[1]!]!) : scene.props;
            const visual = visualOf({ ...scene, props }, chosen[scene.index]?.component, brand, look.fontFamily);
            const n = shot.frames;
            // the shot's captions: its scenes', timed from the shot's start (a second visual's earlier words end before it)
            const shotCues = relative(
              shot.beats.flatMap((b) => cues[b]!),
              shot.start / fps,
            );
            const req: SceneRequest = {
              owner: ctx.job.ownerId,
              label: `scene ${scene.index}`,
              component: component ? { id: component.id, name: component.name, sourceCode: component.sourceCode, props } : undefined,
              card: visual,
              width: full.width,
              height: full.height,
              scale,
              fps,
              frames: n,
              overlay: styledCaptionOverlay(overlayWordsOf(shotCues), input.captionStyle ?? 'clean', { width: full.width, height: full.height, fps, palette: visual.palette, ...(look.fontFamily ? { fontFamily: look.fontFamily } : {}) }),
            };
            // a scene with one of the owner's images or clips: ffmpeg draws it (a medium that fails gives way to the component)
            const medium = scene.mediaId ? await fetchMedia(db, media, ctx.job.ownerId, scene.mediaId, work) : undefined;
            let drawnByFfmpeg = false;
            let drawnFromMedia = false;
            if (scene.mediaId && !medium && shot.part !== 1) warnings.push(`scene ${scene.index}: its medium ${scene.mediaId} is gone (deleted): the scene's component is shown instead`);
            if (medium && (medium.row.kind === 'image' || medium.row.kind === 'video')) {
              try {
                const firstSeconds = (shot.start - frames.slice(0, scene.index).reduce((a, b) => a + b, 0)) / fps;
                const second = shot.part === 1 ? { offset: medium.row.durationSeconds ? firstSeconds % medium.row.durationSeconds : 0 } : undefined;
                const run = await timeRender('broll_clip', () =>
                  renderMediaClip({
                    binary,
                    dir: work,
                    name,
                    file: medium.file,
                    kind: medium.row.kind as 'image' | 'video',
                    width,
                    height,
                    fps,
                    frames: n,
                    cues: shotCues,
                    limits,
                    ...(second ? { second } : {}),
                    ...(look.fontFamily ? { fontFamily: look.fontFamily } : {}),
                    signal: ctx.signal,
                  }),
                );
                peakRssKb = Math.max(peakRssKb, run.peakRssKb);
                if (shot.part !== 1) mediaClips++;
                drawnFromMedia = drawnByFfmpeg = true;
                progress(n);
                delete scene.componentId;
                delete scene.componentName;
                delete scene.componentSha256;
              } catch (err) {
                if (ctx.signal.aborted) throw err;
                ctx.log.warn({ err, mediaId: scene.mediaId }, 'a medium could not be rendered: the scene shows its component');
                warnings.push(`scene ${scene.index}: its ${medium.row.kind === 'image' ? 'image' : 'clip'} ${scene.mediaId} could not be rendered (${(err as Error).message.split('\n')[0]}): the scene's component is shown instead`);
              }
              await fs.rm(path.join(work, medium.file), { force: true });
            }
            if (!drawnFromMedia) {
              try {
                const drawn = await timeRender('broll_clip', () => renderer.renderScene(req, out, { signal: ctx.signal, onFrames: progress }));
                if (drawn.warning) warnings.push(drawn.warning);
                if (drawn.drawnBy === 'ffmpeg-card') {
                  ffmpegClips++;
                  drawnByFfmpeg = true;
                }
                // what a component printed stays data: counted here, never written out raw
                if (drawn.console.length) ctx.log.info({ componentId: component?.id, consoleLines: drawn.console.length }, 'a component wrote to its console while rendering');
              } catch (err) {
                if (ctx.signal.aborted) throw err;
                ctx.log.error({ err, renderer: renderer.name }, 'a B-roll scene could not be rendered: ffmpeg draws its card');
                warnings.push(`scene ${scene.index} could not be rendered (${(err as Error).message.split('\n')[0]}): ffmpeg draws the built-in card, without captions`);
                const run = await timeRender('broll_clip', () => renderClip({ binary, dir: work, name, visual, width, height, fps, frames: n, signal: ctx.signal }));
                peakRssKb = Math.max(peakRssKb, run.peakRssKb);
                ffmpegClips++;
                drawnByFfmpeg = true;
              }
            }
            doneFrames += n;
            if (shot.part === 0) {
              firstPart = { file: `${name}.mp4`, ffmpeg: drawnByFfmpeg };
              continue;
            }
            const clip = `scene-${scene.index}.mp4`;
            if (shot.part === 1 && firstPart) {
              // the scene's two visuals, one clip (re-encoded by ffmpeg when two encoders made them)
              const mixed = firstPart.ffmpeg !== drawnByFfmpeg;
              const run = await joinParts(binary, work, [firstPart.file, `${name}.mp4`], clip, { reencode: mixed, fps, signal: ctx.signal });
              peakRssKb = Math.max(peakRssKb, run.peakRssKb);
              drawnByFfmpeg ||= mixed;
              firstPart = undefined;
            }
            clips.push(clip);
            if (drawnByFfmpeg) byFfmpeg++;
            const file = `${dir}/${clip}`;
            await put(file, path.join(work, clip), 'video/mp4');
            // a merged scene's video is the visual it shares
            for (const b of shot.beats) {
              files.scenes[b] = file;
              scenes[b]!.assetUrl = `/v1/broll/${id}/scenes/${b}/video`;
            }
            await ctx.update({ result: { scenes, files } });
          }

          await ctx.step('render', 0.9);
          // clips of different encoders (the sandbox's and ffmpeg's) are re-encoded when joined
          const reencode = byFfmpeg > 0 && byFfmpeg < clips.length;
          // the owner's music and logo: decoded each in an ffmpeg of its own, in the render's limits;
          // one that fails (or is gone) leaves the video without it, with a warning
          const total = totalFrames / fps;
          const ownFile = async (id: string | undefined, what: string, prepare: (file: string) => Promise<string>): Promise<string | undefined> => {
            if (!id) return undefined;
            const got = await fetchMedia(db, media, ctx.job.ownerId, id, work);
            if (!got) {
              warnings.push(`the ${what} ${id} is gone (deleted): the video is made without it`);
              return undefined;
            }
            try {
              return await prepare(got.file);
            } catch (err) {
              if (ctx.signal.aborted) throw err;
              ctx.log.warn({ err, mediaId: id }, `the ${what} could not be decoded: the video is made without it`);
              warnings.push(`the ${what} ${id} could not be decoded (${(err as Error).message.split('\n')[0]}): the video is made without it`);
              return undefined;
            }
          };
          const music = await ownFile(input.musicMediaId ?? undefined, 'music', (file) => prepareMusic(binary, work, file, total, { limits, signal: ctx.signal }));
          const logo = await ownFile(look.logoMediaId, 'logo', (file) => prepareLogo(binary, work, file, width, { limits, signal: ctx.signal }));
          const joined = await timeRender('broll_join', () =>
            joinWithVoice(
              binary,
              work,
              clips,
              voice,
              frames.map((f) => f / fps),
              'video.mp4',
              {
                reencode,
                fps,
                signal: ctx.signal,
                ...(music ? { music } : {}),
                ...(logo ? { logo: { file: logo, width } } : {}),
              },
            ),
          );
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
          const captionsJson = `${dir}/captions.json`;
          await fs.writeFile(path.join(work, 'captions.vtt'), toVtt(all));
          await fs.writeFile(path.join(work, 'captions.srt'), toSrt(all));
          await fs.writeFile(path.join(work, 'captions.json'), JSON.stringify(toCaptionsJson(all, input.captionStyle ?? 'clean')));
          await put(captionsVtt, path.join(work, 'captions.vtt'), 'text/vtt; charset=utf-8');
          await put(captionsSrt, path.join(work, 'captions.srt'), 'application/x-subrip; charset=utf-8');
          await put(captionsJson, path.join(work, 'captions.json'), 'application/json');
          return { info, video, captionsVtt, captionsSrt, captionsJson, voice };
        }).catch(async (err: unknown) => {
          // a failed render keeps the clips its row shows (until a later render replaces them)
          await mediaDeletions.settle(db, mediaPrefix(dir)).catch(() => undefined);
          throw err;
        });
      // this run's objects are guarded until its completion records them (a crash leaves none behind for long);
      // a failed render or completion leaves them to the guard (a failed render settles what its row shows)
      await mediaDeletions.replace({
        keys: mediaPrefix(dir),
        guardSeconds: RENDER_GUARD_SECONDS,
        onFailure: 'guard',
        put: render,
        swap: async (trx, { info }) => {
          await recordRender(trx, id, bytes, info.durationSeconds);
          // this render is the job's now: it stays, earlier renders' files go (recorded with the completion)
          return { result: true, replaced: [{ key: mediaPrefix(`broll/${id}`), keep: mediaPrefix(dir) }] };
        },
        transaction: (work, { info, video, captionsVtt, captionsSrt, captionsJson, voice }) => {
          const risk = assessText(scenes.map((s) => s.text).join('\n'), 'short');
          return ctx.finish(
            {
              currentStep: 'render',
              qualityScore: Math.max(0, Math.round((100 * fit.reduce((a, b) => a + b, 0)) / Math.max(1, fit.length)) - screenPenalty),
              riskLevel: risk.riskLevel,
              warnings,
              result: {
                scenes,
                files: { ...files, video, captionsVtt, captionsSrt, captionsJson },
                videoUrl: `/v1/broll/${id}/video`,
                voiceOver: {
                  language: voice.language,
                  speechSeconds: round2(voice.speechSeconds),
                  videoSeconds: round2(info.durationSeconds),
                  voice: voice.voice,
                  provider: voice.provider,
                  speakingRate: voice.rate,
                },
                render: {
                  seconds: (Date.now() - started) / 1000,
                  ffmpegPeakRssKb: peakRssKb,
                  workerTreePeakMb: Math.round(renderer.peakTreeRss / 1048576),
                  durationSeconds: info.durationSeconds,
                  fps,
                  ffmpegClips,
                  mediaClips,
                },
              },
            },
            work,
          );
        },
      });
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The render's look. Colours: `site`, the site context's (the default ones, with a warning, when
 * it has none); explicit `colors` over the owner's default colours; else the owner's default
 * colours. `site` also takes the site's first font family when a bundled one draws it
 * (siteBrand: a serif in DejaVu Serif, a known sans-serif in DejaVu Sans; another is a warning
 * naming it) and its logo when the owner's media hold an image taken from the logo's address (`sourceUrl`; else a
 * warning: the render fetches nothing). An explicit brand's logo is its `logoMediaId`.
 */
async function brandOf(db: Deps['db'], owner: string, brand: BrollBrand | undefined, warnings: string[]): Promise<{ palette: Palette; fontFamily?: BundledFamily; logoMediaId?: string }> {
  if (brand === 'site') {
    const site = await siteBrand(db, owner, 'the video', warnings);
    return { palette: site.palette ?? (await ownerPalette(db, owner)), ...(site.fontFamily ? { fontFamily: site.fontFamily } : {}), ...(site.logoMediaId ? { logoMediaId: site.logoMediaId } : {}) };
  }
  const base = await ownerPalette(db, owner);
  const colors = brand ? brand.colors : undefined;
  return { palette: colors ? paletteFromProps(colors, base, 'brand') : base, ...(logoOf(brand) ? { logoMediaId: logoOf(brand) } : {}) };
}

/** Cues with times from the scene's start (what the host draws). */
const relative = (cues: Cue[], start: number): Cue[] => cues.map((c) => ({ ...c, start: c.start - start, end: c.end - start, words: c.words.map((w) => ({ ...w, start: w.start - start, end: w.end - start })) }));
