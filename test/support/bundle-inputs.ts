import path from 'node:path';
import { build } from 'esbuild';

/**
 * The project modules an entry point loads at start: esbuild follows its static imports (as the
 * bundle `npm start`/`npm run worker` run does) and lists the files under `src/` it took in.
 * Packages are left outside; `import()` of a project file counts (it would load that file too).
 */
export async function modulesLoadedBy(entry: string): Promise<string[]> {
  const root = path.resolve(path.dirname(entry), '..');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    outdir: path.join(root, '.unused-bundle-out'),
  });
  return Object.keys(result.metafile.inputs)
    .map((f) => path.relative(root, path.resolve(f)))
    .filter((f) => f.startsWith('src' + path.sep))
    .sort();
}
