#!/usr/bin/env node
// The Debian packages some tests, benchmarks and providers need, installed when missing: the one
// place that knows them. Tests call it (test/support/system-packages.ts), `.ci/run` calls it, and
// so do scripts/swift-s3.mjs and the Dockerfile's build, so a contributor's first `npm test` and
// CI take the same path.
//
//   node scripts/system-packages.mjs ensure GROUP...   installs each group's packages when missing
//                                                      (as root, with apt-get); not root or no
//                                                      apt-get: exits 1 with one line naming the
//                                                      packages and the command that installs them
//   node scripts/system-packages.mjs check GROUP...    exits 1 naming what is missing; installs nothing
//   node scripts/system-packages.mjs list              the groups, their packages and why
//
// Installs run one at a time on a machine (flock on a lock file), so test files starting together
// wait for one another instead of fighting over dpkg's lock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const has = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const python = (code) => {
  try {
    execFileSync('/usr/bin/python3', ['-c', code], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Each group: the Debian packages, why the project needs them, how to tell they are there, a rough install time. */
export const GROUPS = {
  chromium: {
    packages: ['chromium'],
    why: "the /docs browser test drives Debian's Chromium through playwright-core (never a downloaded browser)",
    present: () => fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    seconds: 60,
  },
  swift: {
    packages: ['swift', 'swift-proxy', 'swift-object', 'swift-container', 'swift-account'],
    why: 'the S3 storage tests start a throwaway OpenStack Swift with its s3api middleware',
    present: () => ['account', 'container', 'object', 'proxy'].every((s) => has(`swift-${s}-server`)) && python('import swift.common.middleware.s3api, swift.common.ring') && fs.existsSync('/etc/swift/swift.conf'),
    seconds: 120,
  },
  festival: {
    packages: ['festival', 'festvox-us-slt-hts'],
    why: 'SPEECH_PROVIDER=festival speaks English with the festvox-us-slt-hts voice',
    present: () => has('text2wave') && fs.existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts'),
    seconds: 30,
  },
};

const LOCK = path.join(os.tmpdir(), 'content-workflow-system-packages.lock');
const say = (m) => process.stderr.write(`system-packages: ${m}\n`);

export class MissingPackages extends Error {}

function groupsOf(names) {
  if (names.length === 0) throw new MissingPackages(`name a group: ${Object.keys(GROUPS).join(', ')}`);
  return names.map((name) => {
    const group = GROUPS[name];
    if (!group) throw new MissingPackages(`unknown group "${name}": the groups are ${Object.keys(GROUPS).join(', ')}`);
    return [name, group];
  });
}

/** The groups among `names` whose packages are not all there. */
export function missing(names) {
  return groupsOf(names).filter(([, g]) => !g.present());
}

const command = (packages) => `apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/**
 * Installs the packages of every group in `names` that is not there yet (apt-get, as root);
 * throws MissingPackages with one line naming the packages and the command when it cannot.
 */
export function ensure(names) {
  const todo = missing(names);
  if (todo.length === 0) return;
  const packages = todo.flatMap(([, g]) => g.packages);
  const cannot = process.getuid?.() !== 0 ? 'this is not root' : !has('apt-get') ? 'apt-get is not here' : !has('flock') ? 'flock is not here' : undefined;
  if (cannot) throw new MissingPackages(`missing ${packages.join(' ')} (${todo.map(([n, g]) => `${n}: ${g.why}`).join('; ')}) and ${cannot}: install with \`sudo ${command(packages)}\``);
  const seconds = todo.reduce((s, [, g]) => s + g.seconds, 0);
  say(`installing ${packages.join(' ')} for ${todo.map(([, g]) => g.why).join('; ')} (once; about ${seconds} s)`);
  const started = Date.now();
  // one install at a time on this machine: the others wait here, then find the packages there
  const apt = (args) =>
    execFileSync('flock', ['-w', '1800', LOCK, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', '-q', ...args], {
      stdio: ['ignore', 'ignore', 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const install = () => apt(['install', '-y', '--no-install-recommends', ...packages]);
  try {
    if (missing(todo.map(([n]) => n)).length > 0) install();
  } catch {
    // stale package lists on a fresh machine: refresh them once and try again
    apt(['update']);
    install();
  }
  const still = missing(todo.map(([n]) => n));
  if (still.length > 0) throw new MissingPackages(`${still.map(([n]) => n).join(', ')} still missing after \`${command(packages)}\``);
  say(`installed ${packages.join(' ')} in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [verb, ...names] = process.argv.slice(2);
  try {
    if (verb === 'ensure') ensure(names);
    else if (verb === 'check') {
      const absent = missing(names);
      if (absent.length > 0) throw new MissingPackages(`missing ${absent.flatMap(([, g]) => g.packages).join(' ')}: install with \`node scripts/system-packages.mjs ensure ${absent.map(([n]) => n).join(' ')}\``);
    } else if (verb === 'list') {
      for (const [name, g] of Object.entries(GROUPS)) console.log(`${name}\t${g.present() ? 'installed' : 'missing'}\t${g.packages.join(' ')}\t${g.why}`);
    } else throw new MissingPackages('usage: system-packages.mjs ensure GROUP... | check GROUP... | list');
  } catch (err) {
    say(err instanceof MissingPackages ? err.message : `failed: ${err.message.split('\n')[0]}`);
    process.exit(1);
  }
}
