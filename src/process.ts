import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';

/** The configuration, or exit 1 with one line naming the bad variable. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

/** Entry-point runner: a fatal start-up error is printed and exits 1. */
export function runMain(main: () => Promise<void>) {
  main().catch((err: unknown) => {
    console.error(`fatal: ${(err as Error).stack ?? String(err)}`);
    process.exit(1);
  });
}

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
