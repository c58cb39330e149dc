import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * scripts/system-packages.mjs, where it cannot install: one line naming the packages, why they
 * are needed and the command that installs them, and a failing exit (tests then fail at once
 * instead of skipping). Where it can, the tests that need a package (the /docs browser test, the
 * S3 tests) exercise it for real.
 */
const script = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, ['scripts/system-packages.mjs', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('scripts/system-packages.mjs', () => {
  it('lists its groups with their packages and why', () => {
    const r = script(['list']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^chromium\t(installed|missing)\tchromium\t.*\/docs/m);
    expect(r.stdout).toMatch(/^swift\t(installed|missing)\tswift swift-proxy/m);
  });

  it('without apt-get, a missing package fails at once with one line naming it and the command', () => {
    const r = script(['ensure', 'chromium'], { CHROMIUM_PATH: '/nonexistent/chromium', PATH: '/nonexistent' });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/missing chromium \(chromium: the \/docs browser test.*\) and apt-get is not here: install with `sudo apt-get install -y --no-install-recommends chromium`/);
  });

  it('check names what is missing and installs nothing; an unknown group is refused', () => {
    const r = script(['check', 'chromium'], { CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/missing chromium: install with `node scripts\/system-packages.mjs ensure chromium`/);
    const u = script(['ensure', 'nosuch']);
    expect(u.status).toBe(1);
    expect(u.stderr.trim()).toMatch(/unknown group "nosuch": the groups are chromium, swift, festival/);
  });
});
