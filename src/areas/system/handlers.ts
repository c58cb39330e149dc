import type { AppDeps } from '../../app.js';
import { ping } from '../../db/database.js';
import type { Handlers } from '../../http/handler.js';
import { metricsHandler } from '../../http/metrics.js';
import type { OpenApiDocument } from '../../http/openapi.js';

export function systemHandlers({ db, config }: AppDeps, spec: OpenApiDocument): Handlers {
  const version = String(spec.document.info?.version ?? '1.0.0');
  return {
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
