import type OpenAIClient from 'openai';
import type { Config } from '../../config.js';
import { openai } from '../../on-demand.js';
import { wavSeconds, wavToMp3 } from './audio.js';
import { abortError, SpeechError, type SpeechAudio, type SpeechInput, type SpeechProvider, type Voice } from './provider.js';
import { wordsBySyllables } from './words.js';

const BITRATE = 48;

/**
 * The languages OpenAI's speech models are documented to speak well (those of Whisper with a low
 * error rate); a voice of an OpenAI-compatible server is taken to speak them, and any other
 * language gets a warning (it is still read, by the server's model).
 */
const LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'sv', 'no', 'da', 'fi', 'tr', 'ru', 'uk', 'cs', 'ro', 'hu', 'el', 'ja', 'zh', 'ko', 'ar', 'hi', 'id', 'vi', 'th', 'he', 'bg', 'hr', 'sr', 'sk', 'ms', 'ur', 'fa', 'sw', 'tl'];

type SpeechConfig = Config['speech'];

/**
 * Any OpenAI-compatible `/v1/audio/speech` server (OpenAI, Kokoro-FastAPI, openedai-speech,
 * LocalAI) through the official SDK, as the text provider uses it: a timeout per request
 * (`SPEECH_TIMEOUT_MS`) and the SDK's retries with backoff on 408/409/429/5xx and connection
 * errors (`SPEECH_MAX_RETRIES`). Asks for WAV (its length is exact), encoded to MP3 by ffmpeg.
 * `SPEECH_VOICE` lists the server's voices (comma-separated, the first the default).
 */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly name = 'openai';
  readonly version: string;
  readonly format = { extension: 'mp3', mimeType: 'audio/mpeg' };
  readonly voices: Voice[];
  private client: OpenAIClient | undefined;

  constructor(
    private readonly opts: SpeechConfig,
    private readonly ffmpeg: string,
  ) {
    this.version = `1-${opts.model}-mp3-${BITRATE}k`;
    this.voices = opts.voices.map((v) => ({ name: v, provider: 'openai', languages: LANGUAGES }));
  }

  async synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio> {
    const OpenAI = openai();
    const client = (this.client ??= new OpenAI({ baseURL: this.opts.baseUrl, apiKey: this.opts.apiKey ?? 'not-needed', timeout: this.opts.timeoutMs, maxRetries: this.opts.maxRetries }));
    const retries = this.opts.maxRetries;
    const tries = `${retries + 1} ${retries === 0 ? 'try' : 'tries'}`;
    let wav: Buffer;
    try {
      const res = await client.audio.speech.create({ model: this.opts.model, voice: input.voice, input: input.text, response_format: 'wav', ...(input.rate && input.rate !== 1 ? { speed: input.rate } : {}) }, { signal });
      wav = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      if (err instanceof OpenAI.APIUserAbortError || signal?.aborted) throw abortError();
      if (err instanceof OpenAI.APIConnectionTimeoutError) throw new SpeechError(`the speech server did not answer within ${this.opts.timeoutMs} ms (${tries})`);
      if (err instanceof OpenAI.APIError && err.status) throw new SpeechError(`the speech server answered ${err.status} after ${tries}: ${err.message}`);
      throw new SpeechError(`the speech server could not be reached (${tries}): ${(err as Error).message}`);
    }
    const durationSeconds = wavSeconds(wav);
    const audio = await wavToMp3(this.ffmpeg, wav, BITRATE, signal);
    return { audio, durationSeconds, words: wordsBySyllables(input.text, durationSeconds) };
  }
}
