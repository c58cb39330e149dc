import path from 'node:path';
import { build } from 'esbuild';

/**
 * The project modules an entry point loads at start: esbuild bundles it as `npm start` and
 * `npm run worker` run it (split into chunks at each `import()`), and the files under `src/`
 * in the entry's chunk and the chunks it imports statically are listed. Modules behind an
 * `import()` the entry never makes at start are not. Packages are left outside.
 */
export async function modulesLoadedBy(entry: string): Promise<string[]> {
  const root = path.resolve(path.dirname(entry), '..');
  const outdir = path.join(root, '.unused-bundle-out');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    outdir,
  });
  const outputs = result.metafile.outputs;
  // (an `import()` target is an entry point of its own chunk too: the one asked for is the one whose entry is `entry`)
  const start = Object.keys(outputs).find((o) => outputs[o]!.entryPoint && path.resolve(outputs[o]!.entryPoint!) === path.resolve(entry));
  if (!start) throw new Error(`no entry chunk for ${entry}`);
  const loaded = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output) || !outputs[output]) return;
    seen.add(output);
    for (const input of Object.keys(outputs[output]!.inputs)) loaded.add(input);
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...loaded]
    .map((f) => path.relative(root, path.resolve(f)))
    .filter((f) => f.startsWith(`src${path.sep}`))
    .sort();
}
