import { spawn } from 'node:child_process';
import path from 'node:path';

/** The groups of Debian packages scripts/system-packages.mjs knows (see `node scripts/system-packages.mjs list`). */
export type SystemGroup = 'chromium' | 'swift' | 'festival';

/** How long a test's setup may wait for an install (the first run on a fresh machine). */
export const INSTALL_TIMEOUT_MS = 900_000;

/**
 * Makes sure the system packages a test needs are installed, through the project's own script
 * (scripts/system-packages.mjs: apt-get install when missing and running as root, with one line
 * on stderr saying what and why). Where it cannot install, the test fails at once with the
 * script's one line naming the packages and the command that installs them: never a silent skip.
 */
export function ensureSystemPackages(...groups: SystemGroup[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('scripts/system-packages.mjs'), 'ensure', ...groups], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(said.trim().split('\n').filter(Boolean).pop() ?? `scripts/system-packages.mjs ensure ${groups.join(' ')} failed`));
    });
  });
}
