import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { ffmpegBinary } from '../media/ffmpeg.js';
import { SpeechService } from './cache.js';
import { EspeakSpeechProvider } from './espeak.js';
import { FestivalSpeechProvider } from './festival.js';
import { OpenAiSpeechProvider } from './openai-speech.js';
import type { SpeechProvider } from './provider.js';

export { SpeechService } from './cache.js';
export { detectLanguage } from './language.js';
export { isAbortError, SpeechError, type SpeechLanguage, type SpeechProvider, type WordTiming } from './provider.js';
export { UnknownVoiceError } from './voices.js';

/** The provider SPEECH_PROVIDER names (ffmpeg encodes festival's and the server's WAV). */
export function speechProvider(config: Pick<Config, 'speech' | 'ffmpegPath'>): SpeechProvider {
  const ffmpeg = ffmpegBinary(config.ffmpegPath);
  if (config.speech.provider === 'festival') return new FestivalSpeechProvider(ffmpeg);
  if (config.speech.provider === 'openai') return new OpenAiSpeechProvider(config.speech, ffmpeg);
  return new EspeakSpeechProvider();
}

/**
 * The speech service: SPEECH_PROVIDER's provider, with offline espeak-ng for the languages it
 * has no voice for, cached under DATA_DIR/speech-cache (bounded).
 */
export function createSpeechService(config: Pick<Config, 'dataDir' | 'speechCacheMaxBytes' | 'speech' | 'ffmpegPath'>, log?: FastifyBaseLogger): SpeechService {
  const provider = speechProvider(config);
  return new SpeechService(provider, path.join(config.dataDir, 'speech-cache'), {
    maxBytes: config.speechCacheMaxBytes,
    onPruneError: (err) => log?.warn({ err }, 'speech cache clean-up failed'),
    ...(provider.name === 'espeak' ? {} : { fallback: new EspeakSpeechProvider() }),
  });
}
