import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `engines` tells the truth: every package the lockfile installs accepts the oldest Node the
 * project declares, so `npm ci` on it prints no EBADENGINE (packages that only moved to Node 22
 * are pinned or overridden in package.json).
 */
describe('engines', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
  };
  const oldest = semver.minVersion(pkg.engines.node)!.version;

  it('declares a Node 20 floor', () => {
    expect(oldest).toMatch(/^20\./);
  });

  it('every locked package accepts the oldest declared Node', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(oldest, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
