import type { FastifyBaseLogger } from 'fastify';

/** Runs `stop` once on SIGTERM or SIGINT, then exits 0 (1 when stopping failed). */
export function onShutdown(log: FastifyBaseLogger, stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => handler('SIGTERM'));
  process.once('SIGINT', () => handler('SIGINT'));
}
