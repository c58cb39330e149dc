// `npm start`, `npm run worker`, `npm run cli`: runs the bundled entry point dist/bundle/<name>.js
// with plain node, rebuilding dist/ first when it is missing or older than src/ or openapi/ (a stat
// walk of a few ms; the rebuild itself takes about two seconds).
//
//   node scripts/run.mjs main|worker|cli [args...]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import v8 from 'node:v8';
import { buildDist, DIST, isStale } from './build.mjs';

// No allocation-site pretenuring. Under load, V8 saw objects of a request (rows, the response
// being built) still alive at a scavenge, with ten requests in flight, and from then on made
// them in the old generation: each scavenge then kept alive (and promoted) the young objects
// those pointed to, and old-generation garbage piled up for mark-compacts. --trace-gc of the
// API under a list-route load, 6 s: 120 scavenges of 3 to 6 ms, 2 MB promoted by each, 2 to 3
// mark-compacts; without pretenuring, 120 to 165 scavenges of 0.5 to 1.3 ms, nothing promoted,
// no mark-compact. Which sites got pretenured depended on timing, so it also made one start of
// the same code much slower than another. Set before the entry is loaded.
v8.setFlagsFromString('--no-allocation-site-pretenuring');

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
