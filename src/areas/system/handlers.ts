import fs from 'node:fs/promises';
import type { Deps } from '../../deps.js';
import { ping } from '../../db/database.js';
import { isDraining } from '../../http/framework-errors.js';
import type { Handlers } from '../../http/handler.js';
import { metricsHandler } from '../../http/metrics.js';
import type { OpenApiDocument } from '../../http/openapi.js';

type Check = 'up' | 'down';

/** Whether `check` settles true within `ms` (a frozen dependency must not hold a probe). */
async function within(ms: number, check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), ms);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function systemHandlers({ db, redis, config, media }: Pick<Deps, 'db' | 'redis' | 'config' | 'media'>, spec: OpenApiDocument): Handlers {
  const version = String(spec.document.info?.version ?? '1.0.0');
  return {
    async getLiveness(_req, reply) {
      return reply.send({ status: 'ok', version });
    },
    async getReadiness(req, reply) {
      const [database, storage, cache] = await Promise.all([
        ping(db).then((up): Check => (up ? 'up' : 'down')),
        // media lives under DATA_DIR: it must be there and writable
        // the media store: the bucket answers (s3), or DATA_DIR is writable (file)
        within(1500, () => (media.checkBucket ? media.checkBucket() : fs.access(config.dataDir, fs.constants.W_OK))),
        redis ? within(1500, () => redis.ping()) : undefined,
      ]);
      const checks = { database, storage, ...(cache ? { redis: cache } : {}) };
      const draining = isDraining(req.server);
      const ready = !draining && Object.values(checks).every((c) => c === 'up');
      if (draining) void reply.header('connection', 'close');
      return reply.code(ready ? 200 : 503).send({ status: draining ? 'draining' : ready ? 'ready' : 'unavailable', checks, version });
    },
    async getHealth(_req, reply) {
      const up = await ping(db);
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down', version });
    },
    async getOpenApiYaml(_req, reply) {
      return reply.type('application/yaml; charset=utf-8').header('cache-control', 'public, max-age=300').send(spec.yaml);
    },
    getMetrics: metricsHandler(config.metrics, config.metricsToken),
    async getOpenApiJson(_req, reply) {
      return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(spec.json);
    },
  };
}
