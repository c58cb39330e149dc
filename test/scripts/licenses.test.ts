import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { allowed, check, type InstalledPackage } from '../../scripts/licenses.js';
import { TSX } from '../support/process.js';

const run = promisify(execFile);
const pkg = (name: string, license: string): InstalledPackage => ({ name, version: '1.0.0', license, dir: '/nonexistent', files: [] });

describe('licence check', () => {
  it('reads SPDX expressions: OR needs one allowed side, AND both', () => {
    expect(allowed('MIT')).toBe(true);
    expect(allowed('(MIT OR CC0-1.0)')).toBe(true);
    expect(allowed('(MIT OR GPL-3.0)')).toBe(true);
    expect(allowed('(MIT AND GPL-3.0)')).toBe(false);
    expect(allowed('(MIT AND Zlib)')).toBe(false);
    expect(allowed('GPL-3.0')).toBe(false);
    expect(allowed('LGPL-3.0-or-later')).toBe(false);
    expect(allowed('UNKNOWN')).toBe(false);
    expect(allowed('SEE LICENSE IN LICENSE.md')).toBe(false);
    expect(allowed('MPL-2.0')).toBe(true);
  });

  it('names a package outside the allow-list and its licence; an exception lets it through; a stale exception fails', () => {
    const packages = [pkg('left-pad', 'MIT'), pkg('copyleft-lib', 'GPL-3.0'), pkg('@scope/a', 'Proprietary'), pkg('@scope/b', 'Proprietary')];
    const problems = check(packages, '');
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^copyleft-lib@1\.0\.0 is licensed GPL-3\.0, which is not on the allow-list/);
    expect(check(packages, 'copyleft-lib runs as a separate process\n@scope/* reviewed\n')).toEqual([]);
    expect(check(packages, 'copyleft-lib runs as a separate process\n@scope/* reviewed\ngone-pkg was removed\n')).toEqual(['licenses-exceptions.txt:3: gone-pkg is not installed: remove the line']);
    expect(check(packages, 'copyleft-lib runs as a separate process\n@scope/* reviewed\nleft-pad why\n')).toEqual(['licenses-exceptions.txt:3: left-pad needs no exception (its licence is on the allow-list): remove the line']);
    expect(check([], 'just-a-name\n')).toEqual(['licenses-exceptions.txt:1: "just-a-name" needs a package name and a reason']);
  });

  it('every installed production dependency is allowed or a reviewed exception, and THIRD_PARTY_NOTICES.md is current', { timeout: 60_000 }, async () => {
    const checked = await run(TSX, ['scripts/licenses.ts', 'check']).catch((e: { stderr: string }) => ({ stdout: '', stderr: e.stderr }));
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toMatch(/every licence allowed or a reviewed exception/);
    const notices = await run(TSX, ['scripts/licenses.ts', 'notices', '--check']).catch((e: { stderr: string }) => ({ stderr: e.stderr }));
    expect(notices.stderr).toBe('');
  });
});
