import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../src/config.js';
import { createEngine } from '../../src/generation/engine.js';
import { localModelClient, type LocalModelClient } from '../../src/generation/local-model/client.js';
import { ModelUnavailableError, type ModelClient } from '../../src/generation/model.js';
import { modelSchema } from '../../src/generation/model-schema.js';
import { postTask } from '../../src/generation/tasks/post.js';
import { writeTinyGguf } from '../support/gguf.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { scratchDatabase } from '../support/database.js';
import { taskCases } from '../support/task-cases.js';
import { freePort, runToEnd, start, waitForHealth } from '../support/process.js';
import { until } from '../support/wait.js';

// GENERATION_PROVIDER=local with LOCAL_MODEL_PATH against the real engine (node-llama-cpp, its
// CPU build, installed by scripts/local-model.mjs when missing) and a tiny random-weight GGUF
// model written here: its text means nothing, but every answer is held to its task's schema by
// the grammar, so its shape must always be right.

const ajv = new Ajv.default({ allErrors: true, strict: false });
addFormats.default(ajv);

let dir: string;
let modelFile: string;
let config: Config;

const envOf = (extra: Record<string, string> = {}) => ({
  GENERATION_PROVIDER: 'local',
  LOCAL_MODEL_PATH: modelFile,
  // the test model's vocabulary is bytes: a prompt is one token a byte
  LOCAL_MODEL_CONTEXT: '8192',
  LOCAL_MODEL_MAX_TOKENS: '512',
  // llama.cpp's threads spin against one another on a small machine; one is fastest for this model
  LOCAL_MODEL_THREADS: '1',
  LOCAL_MODEL_MAX_MEMORY_MB: '2048',
  ...extra,
});

beforeAll(() => {
  const installed = spawnSync(process.execPath, [path.resolve('scripts/local-model.mjs'), 'install'], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', timeout: 300_000 });
  if (installed.status !== 0) throw new Error(`scripts/local-model.mjs install failed: ${installed.stderr.trim()}`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-local-model-'));
  modelFile = path.join(dir, 'tiny.gguf');
  writeTinyGguf(modelFile);
  config = loadConfig(envOf());
}, 320_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('LOCAL_MODEL_PATH at start-up', () => {
  const problemOf = (value: string) => {
    try {
      loadConfig({ GENERATION_PROVIDER: 'local', LOCAL_MODEL_PATH: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems.find((p) => p.startsWith('LOCAL_MODEL_PATH'));
    }
    return undefined;
  };

  it('a file that does not exist is refused, naming it', () => {
    const missing = path.join(dir, 'nowhere.gguf');
    expect(problemOf(missing)).toBe(`LOCAL_MODEL_PATH=${missing}: ${missing} does not exist`);
  });

  it('a folder, or a file that is no GGUF model, is refused, naming it', () => {
    expect(problemOf(dir)).toContain(`${dir} is not a file`);
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a model');
    expect(problemOf(text)).toContain(`${text} is not a GGUF model file`);
  });

  it.skipIf(process.getuid?.() === 0)('a file this process cannot read is refused, naming it (root reads any file)', () => {
    const locked = path.join(dir, 'locked.gguf');
    fs.copyFileSync(modelFile, locked);
    fs.chmodSync(locked, 0o000);
    expect(problemOf(locked)).toBe(`LOCAL_MODEL_PATH=${locked}: ${locked} cannot be read by this process`);
  });

  it('a model named while the engine is not installed stops start-up, saying how to install it', () => {
    const empty = fs.mkdtempSync(path.join(dir, 'no-engine-'));
    let problems: string[] = [];
    try {
      loadConfig({ GENERATION_PROVIDER: 'local', LOCAL_MODEL_PATH: modelFile, LOCAL_ENGINE_DIR: empty });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual([`LOCAL_MODEL_PATH is set but node-llama-cpp is not installed in ${empty}: run npm run local-model:install (or set LOCAL_ENGINE_DIR to where it is)`]);
    // the offline writer needs no engine; the installed one is found
    expect(loadConfig({ GENERATION_PROVIDER: 'local', LOCAL_ENGINE_DIR: empty }).localModel.path).toBeUndefined();
    expect(config.localModel.engineDir).toBe(path.resolve('.local-engine'));
  });

  it('the readable model is taken as an absolute path; without it GENERATION_PROVIDER=local stays the offline writer', async () => {
    expect(config.localModel).toMatchObject({ path: modelFile, contextSize: 8192, maxTokens: 512, maxMemoryMb: 2048, threads: 1 });
    const offline = createEngine(loadConfig({ GENERATION_PROVIDER: 'local' }));
    const { task, input } = taskCases()[0]!;
    const out = await offline.run(task, input);
    expect(out.writer).toBe('offline');
    expect(out.warnings.join(' ')).not.toContain('local model');
  });
});

describe('every task through the local model', () => {
  let client: LocalModelClient;
  beforeAll(() => {
    client = localModelClient(config.localModel);
  });
  afterAll(() => client.close?.());

  for (const { kind, task, input } of taskCases()) {
    it(`${kind}: the model schema compiles to a grammar in the engine, the raw answer holds to it, and the job completes valid against the task's schema`, async () => {
      const schema = modelSchema(task.schemaFor?.(input) ?? task.schema);
      const raw = await client.complete({ task: task.name, messages: task.messages(input), schema, temperature: 0.7 });
      expect(raw.tokens).toBeGreaterThan(0);
      // the grammar's guarantee: one whole JSON value, of the model schema's shape
      const parsed = JSON.parse(raw.text);
      const holds = ajv.compile(schema);
      expect(holds(parsed), `${raw.text}\n${JSON.stringify(holds.errors)}`).toBe(true);

      const engine = createEngine(config, { client });
      const out = await engine.run(task, input);
      const valid = ajv.compile(task.schemaFor?.(input) ?? task.schema);
      expect(valid(out.output), JSON.stringify(valid.errors)).toBe(true);
      expect(out.tokens).toBeGreaterThan(0);
      // a random model's answer is often empty strings: the offline writer then writes it, and says why
      if (out.writer === 'offline') expect(out.warnings.join('\n')).toMatch(/local model|quality gate|writer/);
      expect(out.warnings.join('\n')).not.toContain('process ended');
      const fellBack = out.warnings.find((w) => w.includes('written by the offline writer'));
      if (fellBack) expect(fellBack).toMatch(/^the local model's answer could not be used after a repair turn/);
    });
  }

  it('generation runs in a child process, not this one', async () => {
    const pid = client.pid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('local-model/child');
    expect(client.peakRssBytes()).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('the child process', () => {
  it('GENERATION_PROVIDER=local with LOCAL_MODEL_PATH makes the engine use the local model', async () => {
    const engine = createEngine(config);
    try {
      const out = await engine.run(postTask, taskCases()[0]!.input as never);
      const said = out.warnings.join('\n');
      expect(out.writer === 'model' || said.includes('the local model')).toBe(true);
      expect(said).not.toContain('process ended');
    } finally {
      await engine.close();
    }
  });

  it('killed during a job: that job falls back to the offline writer, saying so, and the next one starts a new child', async () => {
    const inner = localModelClient(config.localModel);
    let killNext = false;
    const killed: number[] = [];
    const wrapped: ModelClient = {
      label: inner.label,
      complete(request) {
        const answer = inner.complete(request);
        if (killNext && inner.pid()) {
          killNext = false;
          killed.push(inner.pid()!);
          process.kill(inner.pid()!, 'SIGKILL');
        }
        return answer;
      },
    };
    const engine = createEngine(config, { client: wrapped });
    const { task, input } = taskCases()[0]!;
    try {
      await engine.run(task, input); // starts the child
      const first = inner.pid();
      expect(first).toBeGreaterThan(0);
      killNext = true;
      const broken = await engine.run(task, input);
      expect(killed).toEqual([first]);
      expect(broken.writer).toBe('offline');
      expect(broken.warnings[0]).toBe("the local model's process ended (SIGKILL); written by the offline writer");

      const next = await engine.run(task, input);
      expect(inner.pid()).toBeGreaterThan(0);
      expect(inner.pid()).not.toBe(first);
      expect(next.warnings.join('\n')).not.toContain('process ended');
      expect(next.writer === 'model' || next.warnings.join('\n').includes('the local model')).toBe(true);
    } finally {
      await inner.close?.();
    }
  });

  it('a child past LOCAL_MODEL_MAX_MEMORY_MB is stopped and the generation is unavailable, naming the cap', async () => {
    const capped = localModelClient({ ...config.localModel, maxMemoryMb: 64 });
    const { task, input } = taskCases()[0]!;
    try {
      const failed = await capped.complete({ task: task.name, messages: task.messages(input), schema: modelSchema(task.schema), temperature: 0.7 }).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(ModelUnavailableError);
      expect((failed as Error).message).toMatch(/^the local model's process used \d+ MB, over LOCAL_MODEL_MAX_MEMORY_MB=64, and was stopped$/);
      expect(capped.peakRssBytes()).toBeGreaterThan(64 * 1024 * 1024);
    } finally {
      await capped.close?.();
    }
  });

  it("an aborted generation rejects with the signal's reason and the child answers the next one", async () => {
    const c = localModelClient(config.localModel);
    const { task, input } = taskCases()[0]!;
    const request = { task: task.name, messages: task.messages(input), schema: modelSchema(task.schema), temperature: 0.7 };
    try {
      const controller = new AbortController();
      const pending = c.complete({ ...request, signal: controller.signal });
      setTimeout(() => controller.abort(new Error('stop now')), 20);
      await expect(pending).rejects.toThrow('stop now');
      const next = await c.complete(request);
      expect(() => JSON.parse(next.text)).not.toThrow();
      // and once the child runs: aborted while it generates
      const later = new AbortController();
      const running = c.complete({ ...request, signal: later.signal });
      setTimeout(() => later.abort(new Error('stop again')), 5);
      await expect(running).rejects.toThrow('stop again');
      const after = await c.complete(request);
      expect(() => JSON.parse(after.text)).not.toThrow();
    } finally {
      await c.close?.();
    }
  });

  it('a generation aborted while it waits its turn leaves at once, and its turn passes without running', async () => {
    const c = localModelClient(config.localModel);
    const { task, input } = taskCases()[0]!;
    const request = { task: task.name, messages: task.messages(input), schema: modelSchema(task.schema), temperature: 0.7 };
    try {
      await c.complete(request); // the child is up
      let firstDone = false;
      const first = c.complete(request).finally(() => (firstDone = true));
      const controller = new AbortController();
      const queued = c.complete({ ...request, signal: controller.signal });
      const left = queued.then(
        () => 'answered',
        (e: Error) => e.message,
      );
      controller.abort(new Error('not needed any more'));
      // it leaves before the generation ahead of it ends
      expect(await left).toBe('not needed any more');
      expect(firstDone).toBe(false);
      const ahead = await first;
      expect(() => JSON.parse(ahead.text)).not.toThrow();
      const third = await c.complete(request);
      expect(() => JSON.parse(third.text)).not.toThrow();
    } finally {
      await c.close?.();
    }
  });
});

/** The pids of `parent`'s children whose command line names the local model's child entry (`entry`: a part of its path). */
function localModelChildren(parent = process.pid, entry = 'local-model/child'): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // field 4 of /proc/PID/stat (after the command in parentheses) is the parent's pid
        const ppid = Number(
          fs
            .readFileSync(`/proc/${d}/stat`, 'utf8')
            .replace(/^.*\) /s, '')
            .split(' ')[1],
        );
        return ppid === parent && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(entry);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a post generation job through the HTTP API', () => {
  let t: TestApp;
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    db = await scratchDatabase('local-model');
    t = await createTestApp({ databaseUrl: db.url, generationProvider: 'local', localModel: config.localModel });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('completes through the local model in a child of the worker, its tokens counted; another owner gets 404', async () => {
    const owner = await t.owner();
    const headers = owner.headers;
    const before = localModelChildren();
    const anecdote = (
      await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers, payload: { title: 'The launch', content: 'I almost quit the day before we signed. I learned that the hardest moment comes right before the breakthrough.', tags: ['sales'] } })
    ).json();
    const started = await t.app.inject({ method: 'POST', url: '/v1/post-generation', headers, payload: { anecdoteId: anecdote.id } });
    expect(started.statusCode).toBe(201);
    const done = await until(
      () => t.app.inject({ method: 'GET', url: `/v1/post-generation/${started.json().id}`, headers }).then((r) => r.json()),
      (j) => ['completed', 'failed'].includes(j.status),
      60_000,
    );
    expect(done.status).toBe('completed');
    expect(done.totalTokensUsed).toBeGreaterThan(0);
    // the model ran in a child process of this (the worker's) process, started for this job
    const children = localModelChildren().filter((pid) => !before.includes(pid));
    expect(children).toHaveLength(1);
    expect(children[0]).not.toBe(process.pid);
    // a fallback is said, naming the local model (never a dead child)
    const said = (done.warnings as string[]).join('\n');
    expect(said).not.toContain('process ended');
    for (const w of (done.warnings as string[]).filter((x) => x.includes('written by the offline writer'))) expect(w).toMatch(/^the local model's answer could not be used/);

    const other = await t.owner();
    expect((await t.app.inject({ method: 'GET', url: `/v1/post-generation/${done.id}`, headers: other.headers })).statusCode).toBe(404);
  }, 90_000);
});

describe('npm start (the bundle in dist/) with the local model', () => {
  it('runs a post job through the child entry built into dist/, which loads node-llama-cpp from .local-engine/', { timeout: 150_000 }, async () => {
    const db = await scratchDatabase('local-model-bundle');
    const port = await freePort();
    const env = { ...envOf(), DATABASE_URL: db.url, PORT: String(port), SPEECH_WARMUP: 'false' };
    const server = start('src/main.ts', [], env);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, server);
      const key = JSON.parse((await runToEnd('src/cli.ts', ['keys', 'create', '--owner', `local-${Date.now()}`, '--json'], { DATABASE_URL: db.url })).output);
      const headers = { 'x-api-key': key.apiKey, 'content-type': 'application/json' };
      const anecdote = await (await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify({ title: 'Shipped', content: 'We cut the scope in half and shipped on time. I learned that a smaller launch beats a late one.' }) })).json();
      const started = await fetch(`${base}/v1/post-generation`, { method: 'POST', headers, body: JSON.stringify({ anecdoteId: anecdote.id }) });
      expect(started.status).toBe(201);
      const id = ((await started.json()) as { id: string }).id;
      const done = await until(
        () => fetch(`${base}/v1/post-generation/${id}`, { headers }).then((r) => r.json() as Promise<{ status: string; totalTokensUsed: number; warnings: string[] }>),
        (j) => ['completed', 'failed'].includes(j.status),
        90_000,
      );
      expect(done.status, server.output()).toBe('completed');
      expect(done.totalTokensUsed).toBeGreaterThan(0);
      expect(done.warnings.join('\n')).not.toMatch(/could not start|process ended|not installed/);
      expect(localModelChildren(server.child.pid!, path.join('dist', 'generation', 'local-model', 'child.js'))).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    }
  });
});
