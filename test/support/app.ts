import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import { createKey, type Scope } from '../../src/auth/keys.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { attachConformance } from './conformance.js';

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
  owner(scopes?: Scope[]): Promise<TestOwner>;
  close(): Promise<void>;
}

/** The app on the run's real database, with the contract conformance check attached. */
export async function createTestApp(overrides: Partial<Config> = {}, extra: Partial<AppDeps> = {}): Promise<TestApp> {
  const databaseUrl = inject('databaseUrl');
  const config: Config = { ...loadConfig({}), databaseUrl, rateLimitMax: 100_000, logLevel: 'silent', ...overrides };
  const pool = createPool(databaseUrl, 5);
  const db = createDb(pool);
  const app = await buildApp({ config, db, logger: false, instrument: attachConformance, ...extra });
  await app.ready();
  return {
    app,
    db,
    config,
    async owner(scopes: Scope[] = ['read', 'write']) {
      const key = await createKey(db, `test-${randomUUID()}`, scopes);
      return { ...key, headers: { 'x-api-key': key.apiKey } };
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
