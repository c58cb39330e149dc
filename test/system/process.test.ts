import { scratchDatabase } from '../support/database.js';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.js';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { mp3Info, readZip, unzipCheck } from '../support/audio.js';
import { freePort, runToEnd, start, waitForHealth, waitForOutput } from '../support/process.js';

const DATABASE_URL = inject('databaseUrl');

describe('configuration', () => {
  it('parses defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', rateLimitMax: 300, rateLimitWindowSeconds: 60, uploadMaxBytes: 10485760, generationProvider: 'local', workers: true, speechWarmup: false });
    expect(loadConfig({ SPEECH_WARMUP: 'true' }).speechWarmup).toBe(true);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/content/' }).publicBaseUrl).toBe('https://api.example.com/content');
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
    ['SPEECH_WARMUP', 'later'],
    ['SPEECH_CACHE_MAX_MB', '0'],
    ['SPEECH_PROVIDER', 'piper'],
    ['SPEECH_BASE_URL', 'not a url'],
    ['SPEECH_TIMEOUT_MS', '0'],
    ['SPEECH_MAX_RETRIES', '11'],
    ['SPEECH_VOICE', 'a b'],
    ['PUBLIC_RATE_LIMIT_MAX', '0'],
    ['IMAGE_MAX_PIXELS', '0'],
    ['IMAGE_DECODE_CONCURRENCY', '0'],
    ['DB_CONNECT_TIMEOUT_MS', 'soon'],
    ['DB_STATEMENT_TIMEOUT_MS', '5'],
    ['JOB_LEASE_SECONDS', '1'],
    ['CAROUSEL_WAIT_SECONDS', '601'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['LOG_LEVEL', 'verbose'],
    ['DB_BOOT_WAIT_SECONDS', 'forever'],
    ['PUBLIC_BASE_URL', 'ftp://api.example.com'],
    ['PUBLIC_BASE_URL', 'https://api.example.com/?page=1'],
  ])('a bad %s (%s) is refused with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('bearer tokens need JWT_ISSUER and JWT_AUDIENCE with JWT_SECRET or JWT_JWKS_URL; JWT_MAX_AGE_SECONDS is bounded', () => {
    for (const jwt of [{ JWT_SECRET: 'a-secret' }, { JWT_JWKS_URL: 'https://idp.example.com/jwks.json' }]) {
      const err = (() => {
        try {
          loadConfig(jwt);
        } catch (e) {
          return e as ConfigError;
        }
      })();
      expect(err?.problems).toEqual([expect.stringMatching(/^JWT_ISSUER is required/), expect.stringMatching(/^JWT_AUDIENCE is required/)]);
      expect(() => loadConfig({ ...jwt, JWT_ISSUER: 'https://idp.example.com' })).toThrow(/^JWT_AUDIENCE is required/);
      expect(loadConfig({ ...jwt, JWT_ISSUER: 'https://idp.example.com', JWT_AUDIENCE: 'api' })).toMatchObject({ jwtIssuer: 'https://idp.example.com', jwtAudience: 'api', jwtMaxAgeSeconds: 86_400 });
    }
    expect(loadConfig({ JWT_MAX_AGE_SECONDS: '3600' }).jwtMaxAgeSeconds).toBe(3600);
    for (const bad of ['0', '59', 'a day', '31536001']) expect(() => loadConfig({ JWT_MAX_AGE_SECONDS: bad })).toThrow(/JWT_MAX_AGE_SECONDS/);
  });

  it('a non-loopback HOST needs METRICS_TOKEN or METRICS=false, and the host names clients use', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'api.example.com']) {
      const named = { ALLOWED_HOSTS: 'api.example.com' };
      expect(() => loadConfig({ HOST: host, ...named })).toThrow(new RegExp(`^HOST=${host.replace(/\./g, '\\.')} is not a loopback address: set METRICS_TOKEN`));
      expect(loadConfig({ HOST: host, METRICS_TOKEN: 't', ...named }).host).toBe(host);
      expect(loadConfig({ HOST: host, METRICS: 'false', ...named }).metrics).toBe(false);
      expect(() => loadConfig({ HOST: host, METRICS: 'false' })).toThrow(new RegExp(`^HOST=${host.replace(/\./g, '\\.')} is not a loopback address: set PUBLIC_BASE_URL or ALLOWED_HOSTS`));
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('every bad variable is reported at once, one line each', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'verbose', WORKERS: 'perhaps', GENERATION_PROVIDER: 'openai' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*WORKERS[\s\S]*LOG_LEVEL/);
    expect(problems.join('\n')).toMatch(/OPENAI_BASE_URL is required/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "verbose"\)/);
  });

  it('npm start with LOG_LEVEL=verbose and PORT=abc stops with one line per variable, no stack', async () => {
    const { code, output } = await runToEnd('src/main.ts', [], { PORT: 'abc', LOG_LEVEL: 'verbose', DATABASE_URL });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^configuration error: PORT/), expect.stringMatching(/^configuration error: LOG_LEVEL/)]);
  });

  it('at boot, a database that does not answer yet is waited for (DB_BOOT_WAIT_SECONDS), saying so, then a clear error', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/test`;
    const began = Date.now();
    const { code, output } = await runToEnd('src/main.ts', [], { PORT: String(port), DATABASE_URL: nobody, DB_BOOT_WAIT_SECONDS: '2' });
    expect(code).toBe(1);
    expect(Date.now() - began).toBeGreaterThan(1500);
    expect(output).toMatch(/the database does not answer yet \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); trying again in 0\.25 s/);
    expect(output).toMatch(/the database did not answer within 2 s \(DB_BOOT_WAIT_SECONDS\)/);
  });

  it('npm start says where it listens, where the reference is, and how to make a key', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL, LOG_LEVEL: 'info', WORKERS: 'false' });
    try {
      await waitForOutput(server, 'make an API key with');
      const line = JSON.parse(
        server
          .output()
          .split('\n')
          .find((l) => l.includes('make an API key with'))!,
      );
      expect(line.msg).toBe(`listening on http://127.0.0.1:${port}: reference at http://127.0.0.1:${port}/docs; make an API key with: npm run --silent cli -- keys create --owner <label>`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
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
    // the compiled server answers within milliseconds: signal once the first answer is back
    // (the connections are open and being served), not after a fixed delay that may come first
    await Promise.race(inflight);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inflight.map((p) => p.catch(() => 'refused')));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 'refused' && s !== 503)).toEqual([]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});

describe('voice export through npm start', () => {
  it('with SPEECH_WARMUP=true the server warms the speech engine as it starts; the export is a ZIP that unzip accepts, holding playable MP3s', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-start-voice-'));
    // a database of its own: the start's log would otherwise hold the sweep of other test files' jobs
    const db = await scratchDatabase('start_voice');
    const server = start('src/main.ts', [], { PORT: String(port), DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'info', SPEECH_WARMUP: 'true' });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, server);
      await waitForOutput(server, 'speech engine warmed');
      // a clean start logs no warnings or errors (the glue once warned of response-only content types)
      expect(
        server
          .output()
          .split('\n')
          .filter((l) => /"level":(40|50|60)/.test(l)),
      ).toEqual([]);

      const owner = async () => JSON.parse((await runToEnd('src/cli.ts', ['keys', 'create', '--owner', `voice-${Date.now()}-${Math.random()}`, '--json'], { DATABASE_URL: db.url })).output);
      const [alice, bob] = [await owner(), await owner()];
      const post = (key: string, title: string, content: string) => fetch(`${base}/v1/anecdotes`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ title, content }) });
      expect((await post(alice.apiKey, 'The first client', 'I almost quit the day before we signed our first client.')).status).toBe(201);
      expect((await post(alice.apiKey, 'Le premier client', "J'ai failli abandonner la veille de la signature de notre premier client, et le compte en banque était presque vide.")).status).toBe(201);
      expect((await post(bob.apiKey, 'Not yours', 'This belongs to someone else.')).status).toBe(201);

      const res = await fetch(`${base}/v1/anecdotes/export/voice`, { headers: { 'x-api-key': alice.apiKey } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      const zip = Buffer.from(await res.arrayBuffer());
      expect((await unzipCheck(zip)).test).toMatch(/No errors/);
      const entries = await readZip(zip);
      const manifest = JSON.parse(entries.find((e) => e.name === 'manifest.json')!.data.toString('utf8'));
      expect(manifest.anecdotes.map((a: { title: string; language: string }) => [a.title, a.language])).toEqual([
        ['The first client', 'en'],
        ['Le premier client', 'fr'],
      ]);
      for (const a of manifest.anecdotes as Array<{ file: string; durationSeconds: number }>) {
        const audio = entries.find((e) => e.name === a.file)!;
        expect(mp3Info(audio.data).durationSeconds).toBeCloseTo(a.durationSeconds, 0);
        expect(a.durationSeconds).toBeGreaterThan(1);
      }
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await fs.rm(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  });
});
