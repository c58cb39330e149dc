import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.js';
import { freePort, runToEnd, start, waitForHealth } from './support/process.js';

const DATABASE_URL = inject('databaseUrl');

describe('configuration', () => {
  it('parses defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', rateLimitMax: 300, rateLimitWindowSeconds: 60, uploadMaxBytes: 10485760, generationProvider: 'local', workers: true });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW_SECONDS', '1.5'],
    ['UPLOAD_MAX_BYTES', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['GENERATION_PROVIDER', 'magic'],
    ['WORKERS', 'perhaps'],
    ['SITE_FETCH_ALLOW_PRIVATE', 'sure'],
    ['REDIS_URL', 'not a url'],
  ])('a bad %s (%s) is refused with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('npm start with PORT=abc stops with one line naming the variable', async () => {
    const { code, output } = await runToEnd('src/main.ts', [], { PORT: 'abc', DATABASE_URL });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });
});

describe('operator CLI', () => {
  it('creates, lists and revokes keys on the server database, and the key works', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, server);
      const owner = `cli-${Date.now()}`;
      const created = await runToEnd('src/cli.ts', ['keys', 'create', '--owner', owner, '--json'], { DATABASE_URL });
      expect(created.code, created.output).toBe(0);
      const lines = created.output.trim().split('\n');
      expect(lines).toHaveLength(1);
      const key = JSON.parse(lines[0]!);
      expect(Object.keys(key).sort()).toEqual(['apiKey', 'keyId', 'ownerId']);
      expect((await fetch(`${base}/v1/anecdotes`, { headers: { 'x-api-key': key.apiKey } })).status).toBe(200);

      const ro = JSON.parse((await runToEnd('src/cli.ts', ['keys', 'create', '--owner', owner, '--scopes', 'read', '--json'], { DATABASE_URL })).output);
      expect(ro.ownerId).toBe(key.ownerId);
      const post = await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers: { 'x-api-key': ro.apiKey, 'content-type': 'application/json' }, body: '{"title":"a","content":"b"}' });
      expect(post.status).toBe(403);

      const listed = await runToEnd('src/cli.ts', ['keys', 'list', '--owner', owner], { DATABASE_URL });
      expect(listed.output).toContain(key.keyId);
      expect(listed.output).toContain(ro.keyId);
      expect(listed.output).not.toContain(key.apiKey);

      const revoked = await runToEnd('src/cli.ts', ['keys', 'revoke', key.keyId], { DATABASE_URL });
      expect(revoked.code).toBe(0);
      expect((await fetch(`${base}/v1/anecdotes`, { headers: { 'x-api-key': key.apiKey } })).status).toBe(401);
      const again = await runToEnd('src/cli.ts', ['keys', 'revoke', '00000000-0000-4000-8000-000000000000'], { DATABASE_URL });
      expect(again.code).toBe(1);
      const bad = await runToEnd('src/cli.ts', ['keys', 'create'], { DATABASE_URL });
      expect(bad.code).toBe(2);
      expect(bad.output).toMatch(/--owner/);
      const badScope = await runToEnd('src/cli.ts', ['keys', 'create', '--owner', owner, '--scopes', 'admin'], { DATABASE_URL });
      expect(badScope.code).toBe(2);
      const migrate = await runToEnd('src/cli.ts', ['migrate'], { DATABASE_URL });
      expect(migrate.code).toBe(0);
      expect(migrate.output).toMatch(/up to date/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM finishes in-flight requests, then exits 0', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    const inflight = Array.from({ length: 10 }, () => fetch(`${base}/openapi.json`).then((r) => r.status));
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inflight.map((p) => p.catch(() => 'refused')));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 'refused' && s !== 503)).toEqual([]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});
