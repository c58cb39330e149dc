/**
 * `npm run contract:diff -- [base-ref]`: compares openapi/openapi.yaml (the working tree) with the
 * document at a git ref (api-smart-diff, offline) and exits 1 on a breaking change unless
 * `info.version`'s major was raised. Without a ref it compares with `defaultBase()`: the merge
 * base with main on a branch, else the previous release (the last commit on main's first-parent
 * line whose document had another `info.version`). Exit 2 on bad arguments or an unknown ref.
 *
 * Policy on top of the library's classification (the document's "Versioning" section says it to
 * consumers): enum values are open, so an added enum value is not breaking wherever it is, and a
 * removed one always is; `components` is compared only through the operations that use it (every
 * `$ref` is resolved), so renaming or dropping an unused schema is not a change to consumers.
 * A breaking change inside a request schema listed in openapi/narrowings.yaml (narrowed to what
 * the server already refused, with its reason) is allowed when the comparison crosses the
 * version the list names for it; every other breaking change still fails.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiCompare } from 'api-smart-diff';
import semver from 'semver';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_PATH = 'openapi/openapi.yaml';
export const NARROWINGS_PATH = 'openapi/narrowings.yaml';

export interface Change {
  type: 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
  action: string;
  path: string;
  description: string;
  /** a listed narrowing of a request schema that let this breaking change through: its reason */
  narrowing?: string;
}

/** A request schema narrowed to what the server already refused (openapi/narrowings.yaml). */
export interface Narrowing {
  /** the component schema's name (`components/schemas/<schema>`) */
  schema: string;
  /** the info.version that narrowed it */
  version: string;
  reason: string;
}

export interface ContractDiff {
  baseVersion: string;
  version: string;
  changes: Change[];
  breaking: Change[];
  /** breaking changes let through by a listed narrowing (each with its `narrowing` reason) */
  allowed: Change[];
  /** breaking changes are allowed only with a new major version */
  majorRaised: boolean;
}

const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

export function currentDocument(): Record<string, any> {
  return parse(readFileSync(path.join(root, SPEC_PATH), 'utf8'));
}

/** The document at a git ref, or undefined when the ref has none. Throws on an unknown ref. */
export function documentAt(ref: string): Record<string, any> | undefined {
  git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  try {
    return parse(git(['show', `${ref}:${SPEC_PATH}`]));
  } catch {
    return undefined;
  }
}

/** A file's text at a git ref ('' when absent there). */
export function fileAt(ref: string, file: string): string {
  try {
    return git(['show', `${ref}:${file}`]);
  } catch {
    return '';
  }
}

/**
 * What to compare with when no ref is given: on a branch, its merge base with main (so every
 * change the branch makes is seen at once); on main itself, the previous release.
 */
export function defaultBase(): { ref: string; why: string } | undefined {
  const head = git(['rev-parse', 'HEAD']).trim();
  for (const main of ['main', 'origin/main']) {
    let base: string;
    try {
      base = git(['merge-base', 'HEAD', main]).trim();
    } catch {
      continue;
    }
    if (base !== head) return { ref: base, why: `merge base with ${main}` };
    break;
  }
  const version = currentDocument().info?.version;
  // along main's own line: a merged branch's intermediate versions were never released
  const commits = git(['log', '--first-parent', '--format=%H', '--', SPEC_PATH]).split('\n').filter(Boolean);
  for (const c of commits) {
    const m = /^info:\n(?:[ \t].*\n)*?[ ]{2}version:[ \t]*['"]?([^'"\s]+)/m.exec(fileAt(c, SPEC_PATH));
    if (m && m[1] !== version) return { ref: c, why: `previous release ${m[1]}` };
  }
  return undefined;
}

/** The listed narrowings (openapi/narrowings.yaml; none when the file is absent). */
export function loadNarrowings(): Narrowing[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, NARROWINGS_PATH), 'utf8');
  } catch {
    return [];
  }
  const list = (parse(text) ?? []) as unknown;
  if (!Array.isArray(list)) throw new Error(`${NARROWINGS_PATH} is not a list`);
  return list.map((n, i) => {
    if (!n || typeof n.schema !== 'string' || typeof n.reason !== 'string' || !n.reason.trim() || semver.valid(String(n.version)) === null) {
      throw new Error(`${NARROWINGS_PATH} entry ${i}: needs schema, a semver version and a reason`);
    }
    return { schema: n.schema, version: String(n.version), reason: n.reason.trim() };
  });
}

/**
 * Where a change lies: whether in a request (a request body or a parameter) and the innermost
 * component schema its path passes through, following the document's `$ref`s as the path does.
 */
function locate(doc: Record<string, any>, at: ReadonlyArray<string | number>): { request: boolean; schema?: string } {
  let node: any = doc;
  let schema: string | undefined;
  const resolve = () => {
    for (let i = 0; node && typeof node.$ref === 'string' && i < 20; i++) {
      const ref: string = node.$ref;
      const m = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
      if (m) schema = m[1]!.replace(/~1/g, '/').replace(/~0/g, '~');
      node = ref
        .slice(2)
        .split('/')
        .reduce((o: any, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
  };
  for (const key of at) {
    resolve();
    if (node === undefined || node === null) break;
    node = node[key];
  }
  const request = at[0] === 'paths' && (at[3] === 'requestBody' || at[3] === 'parameters' || at[2] === 'parameters');
  return { request, ...(schema ? { schema } : {}) };
}

/** The listed narrowing that allows this breaking change between these versions, if any. */
function narrowingFor(d: { action: string; path: Array<string | number> }, before: Record<string, any>, after: Record<string, any>, narrowings: readonly Narrowing[], baseVersion: string, version: string): Narrowing | undefined {
  if (semver.valid(baseVersion) === null || semver.valid(version) === null) return undefined;
  const where = locate(d.action === 'add' ? after : before, d.path);
  if (!where.request || !where.schema) return undefined;
  return narrowings.find((n) => n.schema === where.schema && semver.gt(n.version, baseVersion) && semver.lte(n.version, version));
}

function classify(d: { type: string; action: string; path: Array<string | number>; description?: string }): Change | undefined {
  if (d.path[0] === 'components' && d.path[1] !== 'securitySchemes') return undefined;
  let type = d.type as Change['type'];
  if (d.path.at(-2) === 'enum') type = d.action === 'add' ? 'non-breaking' : 'breaking';
  return { type, action: d.action, path: d.path.join('/'), description: d.description || `${d.action} ${d.path.join('/')}` };
}

export function compareDocuments(before: Record<string, any>, after: Record<string, any>, narrowings: readonly Narrowing[] = loadNarrowings()): ContractDiff {
  const { diffs } = apiCompare(before, after);
  const baseVersion = String(before.info?.version);
  const version = String(after.info?.version);
  const changes: Change[] = [];
  for (const d of diffs) {
    const c = classify(d);
    if (!c) continue;
    const allowed = c.type === 'breaking' ? narrowingFor(d, before, after, narrowings, baseVersion, version) : undefined;
    changes.push(allowed ? { ...c, narrowing: `${allowed.schema} (${allowed.version}): ${allowed.reason}` } : c);
  }
  const majorRaised = semver.valid(baseVersion) !== null && semver.valid(version) !== null && semver.major(version) > semver.major(baseVersion);
  const breaking = changes.filter((c) => c.type === 'breaking');
  return { baseVersion, version, changes, breaking: breaking.filter((c) => !c.narrowing), allowed: breaking.filter((c) => c.narrowing), majorRaised };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (process.argv.includes('--help')) {
    console.log('usage: npm run contract:diff -- [base-ref]   (default: merge base with main, or the previous release)');
    process.exit(0);
  }
  const base = arg ? { ref: arg, why: 'given' } : defaultBase();
  if (!base) {
    console.log('no earlier version of the contract to compare with');
    process.exit(0);
  }
  let before: Record<string, any> | undefined;
  try {
    before = documentAt(base.ref);
  } catch {
    console.error(`unknown git ref: ${base.ref}`);
    process.exit(2);
  }
  if (!before) {
    console.log(`${base.ref} has no ${SPEC_PATH}: nothing to compare`);
    process.exit(0);
  }
  const diff = compareDocuments(before, currentDocument());
  console.log(`comparing ${SPEC_PATH} with ${base.ref} (${base.why}): ${diff.baseVersion} -> ${diff.version}`);
  const counts = new Map<string, number>();
  for (const c of diff.changes) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  for (const c of diff.changes.filter((c) => c.type !== 'annotation')) {
    console.log(`  ${(c.narrowing ? 'narrowing' : c.type).padEnd(12)} ${c.description}${c.narrowing ? ` (listed in ${NARROWINGS_PATH}: ${c.narrowing.split(':')[0]})` : ''}`);
  }
  console.log([...counts].map(([t, n]) => `${n} ${t}`).join(', ') || 'no changes');
  if (diff.breaking.length > 0 && !diff.majorRaised) {
    console.error(`${diff.breaking.length} breaking change(s) without a new major info.version: consumers would break`);
    process.exit(1);
  }
}
