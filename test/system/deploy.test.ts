import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { loadConfig } from '../../src/config.js';
import { freePort, waitForHealth } from '../support/process.js';

// The deploy kit, checked as far as this machine can (no container engine here): the compose file
// parses and wires what the README says, the Dockerfile's shape, the systemd units verify, and the
// command the image runs (node on the bundle, no npm, no tsx) serves.

describe('deploy kit', () => {
  it('compose.yaml: Postgres, Redis, an API-only process and a worker, one image, one media volume', () => {
    const doc = YAML.parse(readFileSync('compose.yaml', 'utf8'), { merge: true });
    // the ollama service only runs with its profile
    expect(
      Object.keys(doc.services)
        .filter((k) => !doc.services[k].profiles)
        .sort(),
    ).toEqual(['api', 'postgres', 'redis', 'worker']);
    expect(doc.services.ollama.profiles).toEqual(['ollama']);
    expect(doc.services.worker.environment).toMatchObject({ GENERATION_PROVIDER: '${GENERATION_PROVIDER:-local}', OPENAI_BASE_URL: '${OPENAI_BASE_URL:-}' });
    const { api, worker } = doc.services;
    expect(api.build).toBe('.');
    expect(worker.image).toBe(api.image);
    expect(api.environment).toMatchObject({ WORKERS: 'false', DATA_DIR: '/data', DATABASE_URL: expect.stringMatching(/^postgres:\/\/.*@postgres:5432\//), REDIS_URL: 'redis://redis:6379' });
    expect(worker.environment.DATABASE_URL).toBe(api.environment.DATABASE_URL);
    expect(worker.command.join(' ')).toMatch(/^node .*dist\/bundle\/worker\.js$/);
    expect(api.volumes).toEqual(['media:/data']);
    expect(worker.volumes).toEqual(['media:/data']);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
  });

  it("the image's environment (HOST=0.0.0.0) with compose's starts: the metrics and host-name checks are satisfied", () => {
    const doc = YAML.parse(readFileSync('compose.yaml', 'utf8'), { merge: true });
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const blocks = [...runStage.matchAll(/^ENV ((?:[^\n]*\\\n)*[^\n]*)/gm)].map((m) => m[1]!);
    const imageEnv = Object.fromEntries(blocks.flatMap((b) => [...b.matchAll(/([A-Z_]+)=(\S+)/g)]).map((m) => [m[1]!, m[2]!]));
    expect(imageEnv.HOST).toBe('0.0.0.0');
    // `${NAME:-default}` as compose reads it with NAME unset
    const composed = Object.fromEntries(Object.entries<string>(doc.services.api.environment).map(([k, v]) => [k, String(v).replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1')]));
    const config = loadConfig({ ...imageEnv, ...composed });
    expect(config.allowedHosts).toEqual(['localhost']);
    // the image alone refuses to start, naming what to set
    expect(() => loadConfig({ ...imageEnv, METRICS: 'false' })).toThrow(/set PUBLIC_BASE_URL or ALLOWED_HOSTS/);
  });

  it('Dockerfile: two stages, a non-root user, ffmpeg inside, node running the bundle directly; what it copies exists', () => {
    const text = readFileSync('Dockerfile', 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    expect(lines.filter((l) => l.startsWith('FROM '))).toEqual(['FROM node:20.19-bookworm-slim AS build', 'FROM node:20.19-bookworm-slim']);
    const runStage = text
      .slice(text.lastIndexOf('\nFROM '))
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .join('\n');
    expect(runStage).toMatch(/\nUSER node\n/);
    expect(runStage).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(runStage).toMatch(/CMD \["node", "--no-allocation-site-pretenuring", "dist\/bundle\/main\.js"\]/);
    expect(runStage).not.toMatch(/npm (start|run)|tsx/);
    for (const m of text.matchAll(/^COPY (?:--from=build )?(\S+) /gm)) {
      const source = m[1]!.replace(/^\/app\//, '');
      if (source === '.') continue;
      expect(existsSync(source), `${source} exists`).toBe(true);
    }
  });

  it('the systemd units verify', () => {
    const out = execFileSync('systemd-analyze', ['verify', 'deploy/content-workflow-api.service', 'deploy/content-workflow-worker.service'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out.trim()).toBe('');
  });

  it('the command the image and the units run serves: node on the bundle, from the project folder', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const child = spawn('node', ['--no-allocation-site-pretenuring', 'dist/bundle/main.js'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: inject('databaseUrl'), WORKERS: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const proc = { child, output: () => out, exited };
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, proc);
      expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
