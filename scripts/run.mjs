// `npm start`, `npm run worker`, `npm run cli`: runs the bundled entry point dist/bundle/<name>.js
// with plain node, rebuilding dist/ first when it is missing or older than src/ or openapi/ (a stat
// walk of a few ms; the rebuild itself takes about two seconds).
//
//   node scripts/run.mjs main|worker|cli [args...]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildDist, DIST, isStale } from './build.mjs';

const ENTRIES = new Set(['main', 'worker', 'cli']);
const name = process.argv[2];
if (!ENTRIES.has(name)) {
  console.error(`usage: node scripts/run.mjs ${[...ENTRIES].join('|')} [args...]`);
  process.exit(2);
}
// the entry sees its own arguments where it expects them: argv[2] onwards
process.argv.splice(2, 1);
// quiet unless someone watches: the entry's own output (one line on a configuration error) stays its own
if (isStale()) await buildDist({ ifStale: true, quiet: !process.stderr.isTTY });
await import(pathToFileURL(path.join(DIST, 'bundle', `${name}.js`)).href);
