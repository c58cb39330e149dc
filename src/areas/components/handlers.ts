import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { copyName, iso } from '../../http/serialize.js';
import { componentRepository, type ComponentRow, type ComponentValues } from './repository.js';
import { GENERATION_FAILED, generateSource, type GeneratedSource } from './source.js';
import { PREVIEW_TASK, previewVersion, storedPreview } from './preview.js';
import { sendStored } from '../../http/send-file.js';
import { mediaPrefix } from '../../storage/store.js';

type Component = components['schemas']['Component'];

/** Longest component name (spec: max length 200). */
const NAME_MAX = 200;

export function toComponent(row: ComponentRow): Component {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    isPublic: row.isPublic,
    isValidated: row.isValidated,
    sourceCode: row.sourceCode,
    description: row.description,
    tags: row.tags,
    defaultProps: row.defaultProps,
    prompt: row.prompt,
    ownerId: row.ownerId,
    warnings: row.warnings,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The source fields to store after a regeneration: the new source and its check, or, when the
 * generation failed, the previous source and its check kept with a warning saying so.
 */
function regenerated(gen: GeneratedSource, previous: Pick<ComponentRow, 'sourceCode' | 'isValidated' | 'warnings'>): Partial<ComponentValues> {
  if (gen.ok) {
    return {
      sourceCode: gen.sourceCode,
      isValidated: gen.isValidated,
      warnings: gen.warnings,
      ...(gen.defaultProps ? { defaultProps: gen.defaultProps } : {}),
      ...(gen.description ? { description: gen.description } : {}),
    };
  }
  const kept = previous.sourceCode ? '; sourceCode is still the one generated from the previous prompt' : '';
  return {
    sourceCode: previous.sourceCode,
    isValidated: previous.isValidated,
    warnings: [`${gen.warning}${kept}`, ...previous.warnings.filter((w) => !w.startsWith(GENERATION_FAILED))],
  };
}

/** How long a preview request waits for the worker's first render of a version, and how often it looks. */
const PREVIEW_WAIT_MS = 30_000;
const PREVIEW_POLL_MS = 200;

export function componentHandlers({ db, config, generation, jobs, media, mediaDeletions }: Pick<Deps, 'db' | 'config' | 'generation' | 'jobs' | 'media' | 'mediaDeletions'>): Handlers {
  const repo = componentRepository(db);

  /** The owner's own component; a public one of someone else is 403, anything else 404. */
  const ownComponent = async (owner: string, id: string, action: string) => {
    const row = found(await repo.getVisible(owner, id), 'Component', id);
    if (row.ownerId !== owner) throw errors.forbidden(`Component ${id} is another owner's public component: it can be read and duplicated, not ${action}`);
    return row;
  };

  return {
    async createComponent(req, reply) {
      const owner = ownerOf(req);
      const { name, prompt, category, description, tags, defaultProps, isPublic } = req.body;
      const gen = await generateSource(generation, { name, category, prompt });
      const source = regenerated(gen, { sourceCode: '', isValidated: false, warnings: [] });
      if (!gen.ok) source.warnings = [`${gen.warning}; send a prompt with updateComponent to try again`];
      const row = await repo.create(owner, {
        name,
        category,
        prompt,
        tags,
        isPublic,
        ...source,
        description: description ?? source.description ?? '',
        defaultProps: defaultProps ?? source.defaultProps ?? {},
      });
      reply.code(201);
      return toComponent(row);
    },

    async listComponents(req) {
      const { category, tag, q, include } = req.query;
      const page = pageOf(req.query);
      // absent: the owner's and the public ones, as before `include` existed
      const { rows, total } = await repo.list(ownerOf(req), { category, tag, q, ownOnly: include === 'own' }, page);
      return { components: rows.map(toComponent), ...pageInfo(total, page) };
    },

    async getComponent(req) {
      const row = found(await repo.getVisible(ownerOf(req), req.params.id), 'Component', req.params.id);
      return toComponent(row);
    },

    /**
     * The stored still of the component's current version; the first request of a version
     * queues its render (run by a worker) and waits for it up to PREVIEW_WAIT_MS.
     */
    async getComponentPreview(req, reply) {
      const { id } = req.params;
      const row = found(await repo.getVisible(ownerOf(req), id), 'Component', id);
      if (!row.sourceCode.trim()) throw errors.conflict(`Component ${id} has no source to render: send a prompt with updateComponent`);
      const version = previewVersion(row);
      let stored = await storedPreview(media, id, version);
      if (!stored.png && stored.error === undefined) {
        await jobs.sendTask(PREVIEW_TASK, { componentId: id, version }, { singletonKey: `${id}:${version}` });
        const until = Date.now() + PREVIEW_WAIT_MS;
        while (!stored.png && stored.error === undefined && Date.now() < until && !req.raw.socket.destroyed) {
          await new Promise((r) => setTimeout(r, PREVIEW_POLL_MS));
          stored = await storedPreview(media, id, version);
        }
      }
      if (stored.error !== undefined) throw errors.conflict(`Component ${id} cannot be previewed: ${stored.error}`);
      if (!stored.png) throw errors.rendering(`The preview of component ${id} is still being rendered; try again shortly`, 5);
      return sendStored(req, reply, media, stored.png, { contentType: 'image/png', missing: () => errors.notFound('Preview of component', id) });
    },

    async updateComponent(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const current = await ownComponent(owner, id, 'changed');
      const body = req.body;
      if (body.prompt !== undefined || body.defaultProps !== undefined) {
        // a new version is a new preview to render: a few per minute per component
        const counted = await repo.countVersion(owner, id, config.componentVersionsPerMinute);
        if (counted?.retryAfter !== undefined) {
          throw errors.rateLimited(counted.retryAfter, `Component ${id} had ${config.componentVersionsPerMinute} new versions (prompt or default props) in the last minute; retry in ${counted.retryAfter} seconds`, { limit: config.componentVersionsPerMinute });
        }
      }
      let patch: Partial<ComponentValues> = { ...body };
      if (body.prompt !== undefined) {
        const gen = await generateSource(generation, { name: body.name ?? current.name, category: body.category ?? current.category, prompt: body.prompt }, undefined, { keepsPrevious: !!current.sourceCode });
        // what the body gives wins over what the generation suggests
        patch = { ...regenerated(gen, current), ...body };
      }
      const row = found(await repo.update(owner, id, patch), 'Component', id);
      return toComponent(row);
    },

    async deleteComponent(req, reply) {
      const owner = ownerOf(req);
      const { id } = req.params;
      // its previews' deletion is recorded with the row's: a crash between the two leaves no object behind
      const removed = await db.transaction().execute(async (trx) => {
        if (!(await componentRepository(trx).remove(owner, id))) return false;
        await mediaDeletions.schedule(trx, [{ key: mediaPrefix(`components/${id}`) }]);
        return true;
      });
      if (!removed) {
        await ownComponent(owner, id, 'deleted');
        throw errors.notFound('Component', id);
      }
      await mediaDeletions.run().catch(() => undefined);
      return reply.code(204).send();
    },

    async duplicateComponent(req, reply) {
      const owner = ownerOf(req);
      const source = found(await repo.getVisible(owner, req.params.id), 'Component', req.params.id);
      const body = req.body ?? {};
      const name = body.name ?? copyName(source.name, NAME_MAX);
      const category = body.category ?? source.category;
      let values: ComponentValues = {
        name,
        category,
        prompt: body.prompt ?? source.prompt,
        description: source.description,
        tags: source.tags,
        defaultProps: source.defaultProps,
        sourceCode: source.sourceCode,
        isValidated: source.isValidated,
        warnings: source.warnings,
        isPublic: false,
      };
      if (body.prompt !== undefined) {
        values = { ...values, ...regenerated(await generateSource(generation, { name, category, prompt: body.prompt }, undefined, { keepsPrevious: !!source.sourceCode }), source) };
      }
      const row = await repo.create(owner, values);
      reply.code(201);
      return toComponent(row);
    },
  };
}
