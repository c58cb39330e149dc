import path from 'node:path';
import type { Config } from '../../config.js';
import { SpeechService } from './cache.js';
import { EspeakSpeechProvider } from './espeak.js';

export { SpeechService, type SpeechStats } from './cache.js';
export { detectLanguage } from './language.js';
export { isAbortError, SpeechError, type SpeechLanguage, type SpeechProvider } from './provider.js';

/** The default speech service: offline espeak-ng, cached under DATA_DIR/speech-cache. */
export function createSpeechService(config: Pick<Config, 'dataDir'>): SpeechService {
  return new SpeechService(new EspeakSpeechProvider(), path.join(config.dataDir, 'speech-cache'));
}
