import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { isDatabaseUnavailable } from './db/outage.js';
import { StorageStartError } from './storage/store.js';

/** The configuration, or exit 1 with one line per bad variable, naming it. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const p of err.problems) console.error(`configuration error: ${p}`);
      process.exit(1);
    }
    throw err;
  }
}

let processLog: FastifyBaseLogger | undefined;

/** Where `runMain`'s process-wide handlers log, once the entry point has a logger. */
export function logProcessTo(log: FastifyBaseLogger) {
  processLog = log;
}

/**
 * A promise nobody awaits that rejects because the database is unavailable is a failed call of
 * a request or a job, not of the process: pg-boss completes and fails its queue entries after
 * a worker's handler returns without awaiting the call, so during a database outage that call
 * rejects with no handler. Such a rejection is logged and the process goes on (the queue entry
 * it concerned is reconciled by the job sweeper). Any other unhandled rejection is a bug: it is
 * printed and the process exits 1, as Node would.
 */
function onUnhandledRejection(reason: unknown) {
  if (isDatabaseUnavailable(reason)) {
    processLog?.warn({ err: reason }, 'a database call nothing awaited failed: the database is unavailable');
    return;
  }
  console.error(`fatal: unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}`);
  process.exit(1);
}

/** Entry-point runner: a fatal start-up error is printed and exits 1. */
export function runMain(main: () => Promise<void>) {
  process.on('unhandledRejection', onUnhandledRejection);
  main().catch((err: unknown) => {
    // a storage that does not answer is the operator's to fix: the message says what, no stack
    console.error(`fatal: ${err instanceof StorageStartError ? err.message : ((err as Error).stack ?? String(err))}`);
    process.exit(1);
  });
}

export interface ShutdownOptions {
  /** past it (SHUTDOWN_TIMEOUT_SECONDS), `force` runs (destroy open connections) and the process exits anyway */
  deadlineMs: number;
  force?: () => void;
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits 0 (1 when stopping failed). If stopping
 * takes longer than the deadline, `force` cuts what is left (open connections) and the process
 * exits 0 all the same: an orchestrator's stop never waits on a slow client.
 *
 * Started by `npm start` or `npm run worker`, the process also stops when its launcher goes
 * away: npm passes SIGTERM on to the `sh -c` it runs the script in, and that shell dies of it
 * without passing it on, which would leave this process running, orphaned. So the launcher
 * chain (every process from the parent up to npm) is watched, and its end counts as a SIGTERM.
 */
export function onShutdown(log: FastifyBaseLogger, stop: () => Promise<void>, opts: ShutdownOptions) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    log.info({ signal, deadlineMs: opts.deadlineMs }, 'shutting down');
    const deadline = setTimeout(() => {
      log.warn({ deadlineMs: opts.deadlineMs }, 'shutdown deadline passed: closing open connections and exiting');
      try {
        opts.force?.();
      } finally {
        setImmediate(() => process.exit(0));
      }
    }, opts.deadlineMs);
    deadline.unref();
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
  const launchers = launcherChain();
  const watch = setInterval(() => {
    if (launchers.some((pid) => !alive(pid))) handler('launcher exited');
  }, 500);
  watch.unref();
  if (launchers.length === 0) clearInterval(watch);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pids from this process's parent up to the npm process running `npm start` or `npm run
 * worker` (Linux /proc); empty when not started by one of those scripts.
 */
function launcherChain(): number[] {
  if (!['start', 'worker'].includes(process.env.npm_lifecycle_event ?? '') || process.platform !== 'linux') return [];
  const chain: number[] = [];
  let pid = process.ppid;
  try {
    for (let depth = 0; depth < 8 && pid > 1; depth++) {
      chain.push(pid);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.slice(0, 2).some((a) => /(^|\/)npm(-cli\.js)?(\s|$)/.test(a))) return chain;
      pid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    }
  } catch {
    // /proc unreadable: nothing to watch
  }
  return [];
}
