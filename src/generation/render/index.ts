import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { ffmpegBinary } from '../media/ffmpeg.js';
import { FfmpegCardRenderer } from '../../areas/broll/render.js';
import { detectIsolation } from './sandbox.js';
import type { OwnImages, SceneRenderer } from './scene-renderer.js';
import { SandboxSceneRenderer } from './takumi.js';

export type { SceneRenderer } from './scene-renderer.js';

/**
 * The process's scene renderer, as RENDERER chooses: the sandbox (default) or ffmpeg's plain card.
 * `ownImages` reads the owner's uploaded images a component names (none are drawn without it).
 */
export function createRenderer(config: Config, ownImages?: OwnImages): SceneRenderer {
  const binary = () => ffmpegBinary(config.ffmpegPath);
  if (config.renderer === 'ffmpeg-card') return new FfmpegCardRenderer(binary);
  return new SandboxSceneRenderer({
    ffmpeg: binary,
    limits: { sceneMs: config.brollSceneTimeoutMs, frameMs: config.renderFrameTimeoutMs, memoryBytes: config.brollSceneMemoryBytes, maxElements: config.renderMaxElements },
    concurrency: config.renderConcurrency,
    perOwner: config.renderPerOwner,
    ownImages,
  });
}

/** A worker says at start how render children are walled in here, and what is missing. */
export function describeIsolation(config: Config, log: FastifyBaseLogger): void {
  if (config.renderer !== 'sandbox') {
    log.info({ renderer: config.renderer }, 'components are not rendered here: scenes and previews are drawn as built-in cards by ffmpeg');
    return;
  }
  const iso = detectIsolation(config.brollSceneMemoryBytes);
  const missing = [
    iso.network === 'shared' ? 'network isolation (unshare --net failed: render children keep the network; QuickJS still gives components no network API)' : undefined,
    iso.memoryCap === 'watchdog only' ? 'a hard memory cap (prlimit missing: the RSS watchdog alone bounds render children)' : undefined,
  ].filter(Boolean);
  if (missing.length) log.warn({ renderer: 'sandbox', network: iso.network, memoryCap: iso.memoryCap }, `component render children run without ${missing.join(' and ')}`);
  else log.info({ renderer: 'sandbox', network: iso.network, memoryCap: iso.memoryCap }, 'components render in QuickJS children with no network and a hard memory cap');
}
