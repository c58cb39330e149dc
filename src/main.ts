import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { startDraining } from './http/framework-errors.js';
import { CredentialCache } from './auth/cache.js';
import { listenForRevocations } from './auth/revocations.js';
import { configOrExit, logProcessTo, onShutdown, runMain } from './process.js';
import type { Deps } from './deps.js';
import { openServices } from './services.js';
import { bootStep, bootSteps } from './observability/boot.js';

/** `npm start`: config, database (migrated), HTTP API and (WORKERS=true) the job workers. */
runMain(async () => {
  const config = configOrExit();
  const credentials = new CredentialCache(config.authCacheTtlSeconds * 1000);
  let built: FastifyInstance | undefined;
  const opened = await openServices(config, {
    work: config.workers,
    alongside: async (services) => {
      built = await buildApp({ ...services, credentials });
      bootStep('app');
    },
  });
  const app = built!;
  logProcessTo(opened.services.log);
  const revocations = credentials.enabled ? listenForRevocations(opened.databaseUrl, credentials, opened.services.log) : undefined;
  onShutdown(
    opened.services.log,
    async () => {
      // readiness answers 503 at once; the API goes on serving for SHUTDOWN_DRAIN_SECONDS, so a
      // load balancer polling it takes this process out before it stops accepting
      startDraining(app);
      if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
      await app.close(); // stop accepting, finish in-flight requests
      await revocations?.close();
      await opened.close(); // stop workers, close the database
    },
    { deadlineMs: config.shutdownDrainMs + config.shutdownTimeoutMs, force: () => app.server.closeAllConnections() },
  );
  const address = await app.listen({ port: config.port, host: config.host });
  bootStep('listen');
  opened.services.log.info({ address, docs: `${address}/docs`, workers: config.workers, boot: bootSteps() }, `listening on ${address}: reference at ${address}/docs; make an API key with: npm run --silent cli -- keys create --owner <label>`);
  opened.checkTools();
  if (config.speechWarmup) warmSpeech(opened.services);
});

/** In the background: the API answers meanwhile, and an export that comes first just waits its turn. */
function warmSpeech({ speech, log }: Deps) {
  speech.warm().then(
    (ms) => log.info({ ms: Math.round(ms) }, 'speech engine warmed'),
    (err: unknown) => log.warn({ err }, 'speech engine warm-up failed; it starts again on the first voice export'),
  );
}
