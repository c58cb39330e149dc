import pg from 'pg';

export interface ScratchDatabase {
  /** the fresh database's URL, or the given one when the server refuses CREATE DATABASE */
  url: string;
  /** drops the fresh database (a no-op when none was created) */
  drop(): Promise<void>;
}

/**
 * A fresh database on the server `adminUrl` names, for a test run or a benchmark, so that
 * neither writes into the database an operator pointed DATABASE_URL at. Without the CREATEDB
 * right it falls back to the given database itself, unless `required` (then it throws).
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, { required = false } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    if (required) throw err;
    return { url: adminUrl, drop: async () => undefined };
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}
