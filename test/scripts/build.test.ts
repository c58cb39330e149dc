import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the build', () => {
  it('leaves no esbuild service process behind in the process that built (npm start rebuilding a stale dist/)', { timeout: 120_000 }, () => {
    // a process that rebuilds, then lists its own child processes while it is still alive
    const script = [
      "const { buildDist } = await import('./scripts/build.mjs');",
      'await buildDist({ quiet: true });',
      'await new Promise((r) => setTimeout(r, 500));',
      "const { execFileSync } = await import('node:child_process');",
      "let children = '';",
      "try { children = execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' }); } catch {}",
      'console.log(JSON.stringify(children.split("\\n").filter(Boolean)));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const children = JSON.parse(out.trim().split('\n').pop()!) as string[];
    expect(children.filter((c) => c !== 'ps')).toEqual([]);
  });
});
