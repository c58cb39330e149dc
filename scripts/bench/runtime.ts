import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { fmt, type BenchSection } from './context.js';

/** What each module of src/on-demand.ts costs on its first use, each measured in a fresh compiled process. */
export const runtimeSection: BenchSection = {
  name: 'runtime',
  title: 'first use of each module loaded on demand (fresh process each, compiled code)',
  async run() {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
    const onDemand = pathToFileURL(path.resolve('dist/on-demand.js')).href;
    const { onDemandModules } = (await import(onDemand)) as { onDemandModules: Record<string, () => unknown> };
    for (const name of Object.keys(onDemandModules)) {
      const script = `const m = await import(${JSON.stringify(onDemand)}); const before = process.memoryUsage().rss; const t = performance.now(); m.onDemandModules[${JSON.stringify(name)}](); console.log(JSON.stringify({ ms: performance.now() - t, mb: (process.memoryUsage().rss - before) / 1048576 }));`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      const { ms, mb } = JSON.parse(out.trim().split('\n').pop()!) as { ms: number; mb: number };
      console.log(`${name.padEnd(20)} first use ${fmt(ms, 0).padStart(5)} ms, +${fmt(mb, 0)} MB RSS`);
    }
  },
};
