import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import { createKey, type Scope } from '../../src/auth/keys.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import type { Deps } from '../../src/deps.js';
import { openServices } from '../../src/services.js';
import { attachConformance } from './conformance.js';
import { scratchDatabase } from './database.js';
import { startFakeLlm, type FakeHandler, type FakeLlm } from './fake-llm.js';

export interface TestOwner {
  ownerId: string;
  apiKey: string;
  keyId: string;
  headers: { 'x-api-key': string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  services: Deps;
  owner(scopes?: Scope[]): Promise<TestOwner>;
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/**
 * The app as `npm start` builds it (database, job queue with workers, HTTP) on the run's real
 * database and a throwaway DATA_DIR, with the contract conformance check attached.
 */
export async function createTestApp(overrides: Partial<Config> = {}, extra: Partial<AppDeps> = {}): Promise<TestApp> {
  const databaseUrl = inject('databaseUrl');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-data-'));
  const config: Config = { ...loadConfig({}), databaseUrl, dataDir, rateLimitMax: 100_000, logLevel: 'silent', ...overrides };
  // Each test app queues into its own pg-boss schema, so its jobs run in its own workers: jobs
  // that write files (thumbnails, videos) must land in the DATA_DIR the app serves them from.
  // (Processes of one deployment share a DATA_DIR as they share the database.)
  const queueSchema = `pgboss_t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // the network seams reach this process's webhook deliveries too, not only its handlers
  const opened = await openServices(config, { work: true, log: silentLog, poolSize: 5, queueSchema, siteFetch: extra.siteFetch });
  const services = { ...opened.services, ...extra } as Deps;
  const app = await buildApp({ ...services, logger: false, instrument: attachConformance, ...extra });
  await app.ready();
  return {
    app,
    db: services.db,
    config,
    services,
    async owner(scopes: Scope[] = ['read', 'write']) {
      const key = await createKey(services.db, `test-${randomUUID()}`, scopes);
      return { ...key, headers: { 'x-api-key': key.apiKey } };
    },
    async close() {
      await app.close();
      await opened.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on the OpenAI-compatible provider, talking to a fake model server that answers with
 * `handler`. `database` names a scratch database of its own (dropped by `close`), for a file
 * whose jobs the other files' workers (local provider) must not take.
 */
export async function createModelApp(handler: FakeHandler, opts: { database?: string; openai?: Partial<Config['openai']> } = {}): Promise<{ app: TestApp; llm: FakeLlm; close(): Promise<void> }> {
  const llm = await startFakeLlm(handler);
  const db = opts.database ? await scratchDatabase(opts.database) : undefined;
  const app = await createTestApp({
    ...(db ? { databaseUrl: db.url } : {}),
    generationProvider: 'openai',
    openai: { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5_000, maxRetries: 1, ...opts.openai },
  });
  return {
    app,
    llm,
    async close() {
      await app.close();
      await llm.close();
      await db?.drop();
    },
  };
}

/**
 * An app on the OpenAI-compatible provider whose model server never answers (no retries, a 60 s
 * timeout): the jobs it starts stay running until canceled. `llm.handle` gives other replies.
 */
export async function createHangingModelApp(): Promise<{ app: TestApp; llm: FakeLlm }> {
  return createModelApp(() => ({ hang: true }), { openai: { timeoutMs: 60_000, maxRetries: 0 } });
}
