import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { sendStored } from '../../http/send-file.js';
import { mediaKey } from '../../storage/store.js';
import { lockJob } from '../../jobs/owned.js';
import { isStale, jobRepository } from '../../jobs/repository.js';
import { SHORT_KIND } from '../shorts/kind.js';
import type { BrollJobInput } from './pipeline.js';
import { BROLL_KIND } from './kind.js';
import type { BrollFormat } from './render.js';
import { brollJob, toBroll } from './job.js';
import { shortJob } from '../shorts/job.js';
import { checkMediaChoice, type BrollMediaChoice } from './media.js';

const ALIASES: Record<string, BrollFormat> = { '16:9': 'HORIZONTAL', '9:16': 'VERTICAL', '1:1': 'SQUARE' };
/** The spec's aliases map to the canonical format names. */
export const canonicalFormat = (f: string | undefined): BrollFormat => (f ? (ALIASES[f] ?? (f as BrollFormat)) : 'VERTICAL');

/** The most recent jobs GET /v1/broll answers (a bare array, newest first). */
const LIST_MAX = 1000;

export function brollHandlers(deps: Pick<Deps, 'db' | 'jobs' | 'media' | 'speech'>): Handlers {
  const { db, jobs, media, speech } = deps;
  const repo = jobRepository(db);

  /** The captions file of a rendered job (404 until rendered, or another owner's). */
  const captions = async (req: Parameters<typeof sendStored>[0], reply: Parameters<typeof sendStored>[1], id: string, key: 'captionsVtt' | 'captionsSrt', contentType: string) => {
    const row = found(await repo.get(ownerOf(req), BROLL_KIND, id), 'B-roll job', id);
    const file = brollJob.row(row).result.files?.[key];
    const missing = () => errors.notFound('Captions of B-roll job', id);
    if (!file) throw missing();
    return sendStored(req, reply, media, mediaKey(file), { contentType, missing });
  };

  return {
    /** Answered in a running state (step scene_rendering): the render itself runs in a worker. */
    async createBrollFromShort(req, reply) {
      const owner = ownerOf(req);
      const { shortId } = req.params;
      const format = canonicalFormat(req.body?.format);
      const { voice, speakingRate, captionStyle, scenes, musicMediaId, targetSeconds, brand } = req.body ?? {};
      if (voice !== undefined && !speech.hasVoice(voice)) throw errors.validation(`body.voice "${voice}" is not a voice of this server: GET /v1/voices lists them`, { voice });
      const short = found(await repo.get(owner, SHORT_KIND, shortId), 'Short', shortId);
      const { input: shortInput, result } = shortJob.row(short);
      if (!result.validated || !result.short) {
        throw errors.conflict(`Short ${shortId} is not validated: validate it first (POST /v1/shorts/${shortId}/validate)`, { status: short.status, validated: false });
      }
      const input: BrollJobInput = {
        sourceShortId: shortId,
        sourceScriptJobId: shortInput.sourceScriptJobId,
        format,
        short: result.short,
        ...(voice !== undefined ? { voice } : {}),
        ...(speakingRate !== undefined ? { speakingRate } : {}),
        ...(captionStyle !== undefined ? { captionStyle } : {}),
        ...(scenes?.length ? { mediaScenes: scenes } : {}),
        ...(musicMediaId !== undefined ? { musicMediaId } : {}),
        ...(targetSeconds !== undefined ? { targetSeconds } : {}),
        ...(brand !== undefined ? { brand } : {}),
      };
      const row = await db.transaction().execute(async (trx) => {
        await checkMediaChoice(trx, owner, { scenes, musicMediaId, brand }, input.short.beats.length);
        const trxRepo = jobRepository(trx);
        const job = await brollJob.start(jobs, trx, owner, input, { scenes: [] });
        await trxRepo.write(job.id, job.run, { status: 'running', currentStep: 'scene_rendering' });
        return (await trxRepo.byId(job.id))!;
      });
      reply.code(201);
      return toBroll(row);
    },

    async listBroll(req) {
      const { rows } = await repo.list(ownerOf(req), BROLL_KIND, { page: 1, limit: LIST_MAX, offset: 0 });
      return rows.map(toBroll);
    },

    async getBroll(req) {
      return toBroll(found(await repo.get(ownerOf(req), BROLL_KIND, req.params.id), 'B-roll job', req.params.id));
    },

    /**
     * Only from completed or failed (400 otherwise, as the spec's error table says), or from a
     * run whose worker died (running with an expired lease: as good as failed). The row is
     * locked while deciding, so of two re-renders at once one starts and the other answers 400.
     */
    async rerenderBroll(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const body = req.body ?? {};
      const row = await db.transaction().execute(async (trx) => {
        const job = found(await lockJob(trx, owner, BROLL_KIND, id), 'B-roll job', id);
        // canceled counts as failed, and a running job whose worker died (lease expired) as stranded: both can run again
        if (job.status !== 'completed' && job.status !== 'failed' && job.status !== 'canceled' && !isStale(job)) {
          throw errors.validation(`B-roll job ${id} is ${job.status}: only a completed or failed job can be re-rendered (or a canceled one, or a running one whose worker died)`, { status: job.status });
        }
        // the media fields given replace the job's own ([] and null remove them), checked as on creation
        const patch: BrollMediaChoice = {
          ...(body.scenes !== undefined ? { mediaScenes: body.scenes } : {}),
          ...(body.musicMediaId !== undefined ? { musicMediaId: body.musicMediaId } : {}),
          ...(body.targetSeconds !== undefined ? { targetSeconds: body.targetSeconds } : {}),
          ...(body.brand !== undefined ? { brand: body.brand } : {}),
        };
        await checkMediaChoice(trx, owner, { scenes: body.scenes, musicMediaId: body.musicMediaId, brand: body.brand }, brollJob.row(job).input.short?.beats?.length ?? 0);
        const previous = brollJob.row(job).result.scenes ?? [];
        const previousChoices = previous.map((s) => s.componentId ?? null);
        const previousComponents = previous.map((s) => (s.componentId && s.componentSha256 ? { componentId: s.componentId, componentSha256: s.componentSha256 } : null));
        const trxRepo = jobRepository(trx);
        const restarted = (await brollJob.restart(jobs, trx, owner, id, { previousChoices, previousComponents, ...patch }, { scenes: [], files: null, videoUrl: null, voiceOver: null, render: null }))!;
        await trxRepo.write(id, restarted.run, { status: 'running', currentStep: 'scene_rendering' });
        return (await trxRepo.byId(id))!;
      });
      return toBroll(row);
    },

    async getBrollVideo(req, reply) {
      const { id } = req.params;
      const row = found(await repo.get(ownerOf(req), BROLL_KIND, id), 'B-roll job', id);
      const file = brollJob.row(row).result.files?.video;
      const missing = () => errors.notFound('Rendered video of B-roll job', id);
      if (!file) throw missing();
      return sendStored(req, reply, media, mediaKey(file), { contentType: 'video/mp4', missing });
    },

    async getBrollCaptionsVtt(req, reply) {
      return captions(req, reply, req.params.id, 'captionsVtt', 'text/vtt; charset=utf-8');
    },

    async getBrollCaptionsSrt(req, reply) {
      return captions(req, reply, req.params.id, 'captionsSrt', 'application/x-subrip; charset=utf-8');
    },

    /** Small, and JSON like any answer: read from the store and sent as the body (validated, compressed). */
    async getBrollCaptionsJson(req) {
      const { id } = req.params;
      const row = found(await repo.get(ownerOf(req), BROLL_KIND, id), 'B-roll job', id);
      const file = brollJob.row(row).result.files?.captionsJson;
      const missing = () => errors.notFound('Captions of B-roll job', id);
      if (!file) throw missing();
      const stored = await media.get(mediaKey(file));
      if (!stored) throw missing();
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    },

    async getBrollSceneVideo(req, reply) {
      const { id, index } = req.params;
      const row = found(await repo.get(ownerOf(req), BROLL_KIND, id), 'B-roll job', id);
      const file = brollJob.row(row).result.files?.scenes[Number(index)];
      const missing = () => errors.notFound(`Rendered clip of scene ${index} of B-roll job`, id);
      if (!file) throw missing();
      return sendStored(req, reply, media, mediaKey(file), { contentType: 'video/mp4', missing });
    },
  };
}
