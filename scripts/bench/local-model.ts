import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../src/config.js';
import { createEngine } from '../../src/generation/engine.js';
import { localModelClient } from '../../src/generation/local-model/client.js';
import { writeTinyGguf } from '../../test/support/gguf.js';
import { taskCases } from '../../test/support/task-cases.js';
import { fmt, type BenchSection } from './context.js';

/**
 * GENERATION_PROVIDER=local with the tiny random-weight GGUF model the tests write (2 layers,
 * a byte vocabulary): one post through the engine, cold (the child starts and loads the model)
 * and warm, its wall time and the child's peak resident memory. The figures are the engine's
 * overhead on this machine, not a real model's speed.
 */
export const localModelSection: BenchSection = {
  name: 'local',
  title: 'the local GGUF engine: one post with the test model, cold and warm',
  async run() {
    const installed = spawnSync(process.execPath, [path.resolve('scripts/local-model.mjs'), 'install'], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error('scripts/local-model.mjs install failed');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-local-'));
    const file = path.join(dir, 'tiny.gguf');
    writeTinyGguf(file);
    const config = loadConfig({
      GENERATION_PROVIDER: 'local',
      LOCAL_MODEL_PATH: file,
      LOCAL_MODEL_CONTEXT: '8192',
      LOCAL_MODEL_MAX_TOKENS: '512',
      LOCAL_MODEL_THREADS: '1',
      LOCAL_MODEL_MAX_MEMORY_MB: '2048',
    });
    const client = localModelClient(config.localModel);
    const engine = createEngine(config, { client });
    const post = taskCases().find((c) => c.kind === 'post')!;
    try {
      for (const label of ['cold (child start and model load included)', 'warm']) {
        const started = performance.now();
        const out = await engine.run(post.task, post.input);
        const ms = performance.now() - started;
        console.log(`one post, ${label}: ${fmt(ms / 1000, 2)} s, ${out.tokens} tokens, written by the ${out.writer === 'model' ? 'model' : 'offline writer'}; child peak RSS ${fmt(client.peakRssBytes() / 1048576, 0)} MB`);
      }
    } finally {
      await engine.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  },
};
