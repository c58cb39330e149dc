import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { copyName, iso } from '../../http/serialize.js';
import { themeRepository, type ThemeRow } from './repository.js';

type Theme = components['schemas']['Theme'];

/** Longest theme name the contract accepts (ThemeCreate.name). */
const NAME_MAX = 100;

export function toTheme(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    config: row.config,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function themeHandlers({ db }: Pick<Deps, 'db'>): Handlers {
  const repo = themeRepository(db);

  return {
    async createTheme(req, reply) {
      const { name, description, config } = req.body;
      const row = await repo.create(ownerOf(req), { name, description, config });
      reply.code(201);
      return toTheme(row);
    },

    async listThemes(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), page);
      return { themes: rows.map(toTheme), ...pageInfo(total, page) };
    },

    async getTheme(req) {
      return toTheme(found(await repo.get(ownerOf(req), req.params.id), 'Theme', req.params.id));
    },

    async updateTheme(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const { isDefault, ...fields } = req.body;
      // one transaction: the edit and the default switch (which clears the previous default)
      // are seen together or not at all
      const row = await db.transaction().execute(async (trx) => {
        const themes = themeRepository(trx);
        let row = Object.keys(fields).length > 0 ? await themes.update(owner, id, fields, 'replace') : await themes.get(owner, id);
        if (!row) throw errors.notFound('Theme', id);
        if (isDefault !== undefined && isDefault !== row.isDefault) row = await themes.setDefault(owner, id, isDefault);
        return row;
      });
      return toTheme(found(row, 'Theme', id));
    },

    async deleteTheme(req, reply) {
      if (!(await repo.remove(ownerOf(req), req.params.id))) throw errors.notFound('Theme', req.params.id);
      return reply.code(204).send();
    },

    async duplicateTheme(req, reply) {
      const owner = ownerOf(req);
      const source = found(await repo.get(owner, req.params.id), 'Theme', req.params.id);
      const body = req.body ?? {};
      const row = await repo.create(owner, {
        name: body.name ?? copyName(source.name, NAME_MAX),
        description: body.description ?? source.description,
        config: { ...source.config, ...body.config },
      });
      reply.code(201);
      return toTheme(row);
    },
  };
}
