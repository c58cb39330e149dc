import pg from 'pg';
import { inject } from 'vitest';

/**
 * A database of its own on the run's server, for an app whose workers must not share queues
 * with the other test files' apps (a different generation provider, for one).
 */
export async function scratchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('databaseUrl');
  const name = `cw_${label}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}
