#!/usr/bin/env node
// The local model engine (node-llama-cpp and its CPU build of llama.cpp), installed on demand into
// .local-engine/ (gitignored) so that the project's own `npm install` stays lean and `npm ci`
// neither needs nor removes it. GENERATION_PROVIDER=local with LOCAL_MODEL_PATH loads it from
// there (src/generation/local-model/), and the tests call this script when it is missing.
//
//   node scripts/local-model.mjs install   installs it when missing (npm, from the registry only:
//                                          never a download from GitHub, never a build from source)
//   node scripts/local-model.mjs check     exits 1 saying what is missing; installs nothing
//   node scripts/local-model.mjs where     prints the folder it is installed in
//
// Only the prebuilt CPU binary for this platform is installed (`@node-llama-cpp/<platform>-<arch>`):
// `--omit=optional` keeps the CUDA and Vulkan variants out, and NODE_LLAMA_CPP_SKIP_DOWNLOAD stops
// node-llama-cpp's postinstall from fetching or compiling llama.cpp. Parallel callers (test files
// starting together) wait for one another on a lock folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withFolderLock } from './folder-lock.mjs';

export const VERSION = '3.22.1';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PREFIX = path.resolve(process.env.LOCAL_ENGINE_DIR ?? path.join(ROOT, '.local-engine'));
const LOCK = `${PREFIX}.lock`;
const say = (m) => process.stderr.write(`local-model: ${m}\n`);

/** The prebuilt binary package for this machine, or undefined where node-llama-cpp publishes none. */
export function platformPackage() {
  const platform = { linux: 'linux', darwin: 'mac', win32: 'win' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  return platform && arch ? `@node-llama-cpp/${platform}-${arch}` : undefined;
}

const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(PREFIX, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** What is missing from the prefix: empty when the engine is there at the pinned version. */
export function missing() {
  const binary = platformPackage();
  return ['node-llama-cpp', ...(binary ? [binary] : [])].filter((name) => installedVersion(name) !== VERSION).map((name) => `${name}@${VERSION}`);
}

export async function install() {
  if (missing().length === 0) return false;
  const binary = platformPackage();
  if (!binary) throw new Error(`node-llama-cpp publishes no prebuilt binary for ${process.platform}-${process.arch}`);
  return withFolderLock(LOCK, { what: 'local engine install', staleMs: 600_000, pollMs: 200 }, () => {
    const wanted = missing();
    if (wanted.length === 0) return false; // another caller installed it meanwhile
    const started = Date.now();
    say(`installing ${wanted.join(', ')} into ${path.relative(process.cwd(), PREFIX) || PREFIX} (GENERATION_PROVIDER=local runs GGUF models with it)`);
    fs.mkdirSync(PREFIX, { recursive: true });
    const manifest = path.join(PREFIX, 'package.json');
    if (!fs.existsSync(manifest)) {
      fs.writeFileSync(manifest, `${JSON.stringify({ name: 'content-workflow-local-engine', private: true, description: 'installed by scripts/local-model.mjs; not part of the project' }, null, 2)}\n`);
    }
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['install', '--prefix', PREFIX, '--omit=optional', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', `node-llama-cpp@${VERSION}`, `${binary}@${VERSION}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: PREFIX,
      env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true', npm_config_ignore_scripts: 'true' },
    });
    const left = missing();
    if (left.length) throw new Error(`npm install left ${left.join(', ')} missing in ${PREFIX}`);
    say(`installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command] = process.argv.slice(2);
  try {
    if (command === 'install') await install();
    else if (command === 'check') {
      const left = missing();
      if (left.length) {
        say(`missing ${left.join(', ')} in ${PREFIX}: run npm run local-model:install`);
        process.exit(1);
      }
    } else if (command === 'where') process.stdout.write(`${PREFIX}\n`);
    else {
      say('usage: node scripts/local-model.mjs install | check | where');
      process.exit(2);
    }
  } catch (err) {
    say(err.message);
    process.exit(1);
  }
}
