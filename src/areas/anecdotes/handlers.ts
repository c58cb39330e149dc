import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { iso } from '../../http/serialize.js';
import { anecdoteRepository, type AnecdoteRow } from './repository.js';

type Anecdote = components['schemas']['Anecdote'];

/** @public the list bench's bare Fastify (scripts/bench/bare-anecdotes.mjs) imports it from dist/, where knip does not look */
export function toAnecdote(row: AnecdoteRow): Anecdote {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    mood: row.mood,
    storyType: row.storyType,
    tags: row.tags,
    isFavorite: row.isFavorite,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function anecdoteHandlers({ db }: Pick<Deps, 'db'>): Handlers {
  const repo = anecdoteRepository(db);

  return {
    async createAnecdote(req, reply) {
      const row = await repo.create(ownerOf(req), req.body);
      reply.code(201);
      return toAnecdote(row);
    },

    async listAnecdotes(req) {
      const { isFavorite, tag, q } = req.query;
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), { isFavorite, tag, q }, page);
      return { anecdotes: rows.map(toAnecdote), ...pageInfo(total, page) };
    },

    async getAnecdote(req) {
      return toAnecdote(found(await repo.get(ownerOf(req), req.params.id), 'Anecdote', req.params.id));
    },

    async updateAnecdote(req) {
      return toAnecdote(found(await repo.update(ownerOf(req), req.params.id, req.body), 'Anecdote', req.params.id));
    },

    async deleteAnecdote(req, reply) {
      if (!(await repo.remove(ownerOf(req), req.params.id))) throw errors.notFound('Anecdote', req.params.id);
      return reply.code(204).send();
    },

    async toggleAnecdoteFavorite(req) {
      return toAnecdote(found(await repo.toggleFavorite(ownerOf(req), req.params.id), 'Anecdote', req.params.id));
    },
  };
}
