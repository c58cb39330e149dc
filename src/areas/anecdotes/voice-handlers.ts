import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { anecdoteRepository, type AnecdoteRow } from './repository.js';
import { voiceArchive } from './voice-archive.js';

/** Synthesis is CPU-heavy and shared by the whole process: one export at a time per owner. */
const EXPORTS_PER_OWNER = 1;
const RETRY_AFTER_SECONDS = 10;

export function voiceExportHandlers(deps: Deps): Handlers {
  const repo = anecdoteRepository(deps.db);
  const { speech } = deps;
  const running = new Map<string, number>();
  const release = (ownerId: string) => {
    const n = (running.get(ownerId) ?? 1) - 1;
    if (n > 0) running.set(ownerId, n);
    else running.delete(ownerId);
  };

  return {
    async listVoices(req) {
      return { provider: speech.provider.name, voices: speech.voices(req.query?.language) };
    },

    async exportAnecdotesVoice(req, reply) {
      const ownerId = ownerOf(req);
      const { voice, rate } = req.query ?? {};
      // the schema checks the name's shape and the rate's range; the name must be a voice the service has
      if (voice !== undefined && !speech.hasVoice(voice)) throw errors.validation(`querystring.voice "${voice}" is not a voice of this server: GET /v1/voices lists them`, { voice });
      reply.header('content-disposition', 'attachment; filename="anecdotes-voice.zip"').header('cache-control', 'private, no-store');
      if (req.method === 'HEAD') return reply.type('application/zip').send();
      if ((running.get(ownerId) ?? 0) >= EXPORTS_PER_OWNER) throw errors.rateLimited(RETRY_AFTER_SECONDS);
      running.set(ownerId, (running.get(ownerId) ?? 0) + 1);

      const rows = repo.iterate(ownerId);
      let first: IteratorResult<AnecdoteRow>;
      try {
        first = await rows.next(); // a database failure here still gets a JSON error answer
      } catch (err) {
        release(ownerId);
        throw err;
      }
      const stop = new AbortController();
      const { archive, done } = voiceArchive({ rows, first, speech, signal: stop.signal, log: req.log, voice, rate });
      // the client went away (or the stream was torn down): stop synthesizing
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      archive.once('close', () => stop.abort());
      void done.finally(() => release(ownerId));
      return reply.type('application/zip').send(archive);
    },
  };
}
