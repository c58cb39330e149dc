import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { SpeechService } from './cache.js';
import { EspeakSpeechProvider } from './espeak.js';

export { SpeechService, type SpeechCacheOptions, type SpeechStats } from './cache.js';
export { detectLanguage } from './language.js';
export { isAbortError, SpeechError, type SpeechLanguage, type SpeechProvider } from './provider.js';

/** The default speech service: offline espeak-ng, cached under DATA_DIR/speech-cache (bounded). */
export function createSpeechService(config: Pick<Config, 'dataDir' | 'speechCacheMaxBytes'>, log?: FastifyBaseLogger): SpeechService {
  return new SpeechService(new EspeakSpeechProvider(), path.join(config.dataDir, 'speech-cache'), {
    maxBytes: config.speechCacheMaxBytes,
    onPruneError: (err) => log?.warn({ err }, 'speech cache clean-up failed'),
  });
}
