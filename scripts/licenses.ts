/**
 * `npm run licenses -- check`: reads the licence of every installed production dependency
 * (`npm query .prod`: each package's `license` field, the old `licenses` array, or, where the
 * field is missing or says "SEE LICENSE IN", its licence file) and fails, naming the package and
 * its licence, on anything outside ALLOWED unless the package is named in
 * `licenses-exceptions.txt` (one `package reason` a line, `@scope/*` for a whole scope). An
 * exception that names no installed package fails too, so the file stays honest.
 *
 * `npm run licenses -- notices` writes THIRD_PARTY_NOTICES.md from the installed tree: each
 * package's name, version and licence, and the licence texts (each distinct text once, with the
 * packages it covers). `notices --check` exits 1 when the file is not what it would write.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXCEPTIONS_FILE = path.join(ROOT, 'licenses-exceptions.txt');
export const NOTICES_FILE = path.join(ROOT, 'THIRD_PARTY_NOTICES.md');

/** Licences any dependency may have (SPDX ids); MPL-2.0 as a file-level copyleft (its files stay as they are). */
export const ALLOWED = new Set(['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'Unlicense', 'Python-2.0', 'MPL-2.0']);

/** Licences whose text need not travel with the package (public-domain-like): listed, not quoted. */
const NO_TEXT = new Set(['CC0-1.0', 'Unlicense', '0BSD']);

/** Well-known spellings of SPDX ids in package.json files. */
const ALIASES: Record<string, string> = {
  'Apache 2.0': 'Apache-2.0',
  'Apache License 2.0': 'Apache-2.0',
  'Apache-2': 'Apache-2.0',
  BSD: 'BSD-2-Clause',
  GPLv2: 'GPL-2.0',
  GPLv3: 'GPL-3.0',
  'MIT/X11': 'MIT',
};

export interface InstalledPackage {
  name: string;
  version: string;
  /** the licence as an SPDX expression, or what the package says when it is none */
  license: string;
  dir: string;
  /** licence, copying and notice files, in name order */
  files: string[];
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice|ofl)([-._].*)?$/i;

/** The licence a licence file's text states, for packages whose package.json names none. */
function licenseOfText(text: string): string | undefined {
  if (/Bitstream Vera Fonts Copyright/i.test(text)) return 'Bitstream-Vera';
  if (/Remotion License|remotion\.dev\/license/i.test(text)) return 'LicenseRef-Remotion';
  if (/Permission is hereby granted, free of charge, to any person obtaining a copy\s+of this software/i.test(text)) return 'MIT';
  if (/Apache License[\s\S]{0,40}Version 2\.0/i.test(text)) return 'Apache-2.0';
  if (/Permission to use, copy, modify, and\/or distribute this software for any purpose with or without fee/i.test(text)) return 'ISC';
  if (/Redistribution and use in source and binary forms/i.test(text)) return /endorse or promote/i.test(text) ? 'BSD-3-Clause' : 'BSD-2-Clause';
  if (/GNU GENERAL PUBLIC LICENSE[\s\S]{0,80}Version 3/i.test(text)) return 'GPL-3.0';
  if (/GNU LESSER GENERAL PUBLIC LICENSE/i.test(text)) return 'LGPL';
  return undefined;
}

function licenseOf(pkg: { license?: unknown; licenses?: unknown }, dir: string, files: string[]): string {
  let raw: string | undefined;
  if (typeof pkg.license === 'string') raw = pkg.license;
  else if (pkg.license && typeof pkg.license === 'object') raw = String((pkg.license as { type?: unknown }).type ?? '');
  else if (Array.isArray(pkg.licenses)) raw = pkg.licenses.map((l: { type?: unknown } | string) => (typeof l === 'string' ? l : String(l.type))).join(' OR ');
  raw = raw?.trim();
  if (raw && !/^see licen[cs]e in/i.test(raw) && raw.toUpperCase() !== 'UNLICENSED') return ALIASES[raw] ?? raw;
  for (const f of files) {
    const stated = licenseOfText(fs.readFileSync(path.join(dir, f), 'utf8'));
    if (stated) return stated;
  }
  return raw || 'UNKNOWN';
}

/** Every installed production dependency (not the project itself), by name and version. */
export function installedPackages(): InstalledPackage[] {
  const out = execFileSync('npm', ['query', '.prod'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seen = new Map<string, InstalledPackage>();
  for (const p of JSON.parse(out) as Array<{ name: string; version: string; path: string; location: string; license?: unknown; licenses?: unknown }>) {
    if (!p.location || !p.name) continue; // the root
    const key = `${p.name}@${p.version}`;
    if (seen.has(key)) continue;
    const files = fs
      .readdirSync(p.path)
      .filter((f) => LICENSE_FILE.test(f) && fs.statSync(path.join(p.path, f)).isFile())
      .sort();
    seen.set(key, { name: p.name, version: p.version, license: licenseOf(p, p.path, files), dir: p.path, files });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, undefined, { numeric: true }));
}

/**
 * Whether an SPDX expression is allowed: `A OR B` when either is, `A AND B` when both are,
 * parentheses as written; a bare id when ALLOWED has it.
 */
export function allowed(expression: string): boolean {
  const tokens = expression
    .replace(/[()]/g, (m) => ` ${m} `)
    .split(/\s+/)
    .filter(Boolean);
  let at = 0;
  const primary = (): boolean => {
    const t = tokens[at++];
    if (t === '(') {
      const v = or();
      at++; // ')'
      return v;
    }
    return t !== undefined && ALLOWED.has(t.replace(/\+$/, ''));
  };
  const and = (): boolean => {
    let v = primary();
    while (tokens[at]?.toUpperCase() === 'AND') {
      at++;
      v = primary() && v;
    }
    return v;
  };
  const or = (): boolean => {
    let v = and();
    while (tokens[at]?.toUpperCase() === 'OR') {
      at++;
      v = and() || v;
    }
    return v;
  };
  const v = or();
  return v && at === tokens.length;
}

export interface Exception {
  pattern: string;
  reason: string;
  line: number;
}

export function readExceptions(text: string): { exceptions: Exception[]; problems: string[] } {
  const exceptions: Exception[] = [];
  const problems: string[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(\S+)\s+(\S.*)$/.exec(line);
    if (!m) problems.push(`licenses-exceptions.txt:${i + 1}: "${line}" needs a package name and a reason`);
    else exceptions.push({ pattern: m[1]!, reason: m[2]!, line: i + 1 });
  }
  return { exceptions, problems };
}

const matches = (pattern: string, name: string) => (pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name);

/** The check's problems, one line each (empty: every licence is allowed or excepted). */
export function check(packages: InstalledPackage[], exceptionsText: string): string[] {
  const { exceptions, problems } = readExceptions(exceptionsText);
  const used = new Set<Exception>();
  for (const p of packages) {
    if (allowed(p.license)) continue;
    const e = exceptions.find((x) => matches(x.pattern, p.name));
    if (e) used.add(e);
    else problems.push(`${p.name}@${p.version} is licensed ${p.license}, which is not on the allow-list: replace it, or name it in licenses-exceptions.txt with the reason it may be used`);
  }
  for (const e of exceptions) {
    if (used.has(e)) continue;
    const installed = packages.some((p) => matches(e.pattern, p.name));
    problems.push(installed ? `licenses-exceptions.txt:${e.line}: ${e.pattern} needs no exception (its licence is on the allow-list): remove the line` : `licenses-exceptions.txt:${e.line}: ${e.pattern} is not installed: remove the line`);
  }
  return problems;
}

/** What the notices say of a package that ships no licence file. */
const missingText = (license: string) => (license === 'Apache-2.0' ? 'the standard text, as in [LICENSE](LICENSE)' : NO_TEXT.has(license) ? 'none required' : 'no licence file in the package');

/** THIRD_PARTY_NOTICES.md for these packages. */
export function notices(packages: InstalledPackage[]): string {
  const texts = new Map<string, { text: string; packages: string[] }>();
  const rows: string[] = [];
  for (const p of packages) {
    const keys: string[] = [];
    if (!NO_TEXT.has(p.license)) {
      for (const f of p.files) {
        const text = fs.readFileSync(path.join(p.dir, f), 'utf8').replace(/\r\n?/g, '\n').trim();
        if (!text) continue;
        const key = createHash('sha256').update(text).digest('hex').slice(0, 12);
        const entry = texts.get(key) ?? { text, packages: [] };
        entry.packages.push(`${p.name}@${p.version}`);
        texts.set(key, entry);
        keys.push(key);
      }
    }
    rows.push(`| ${p.name} | ${p.version} | ${p.license.replace(/\|/g, '\\|')} | ${keys.map((k) => `[${k}](#text-${k})`).join(' ') || missingText(p.license)} |`);
  }
  const body = [...texts.entries()].map(([key, { text, packages }]) => {
    const fence = text.includes('```') ? '~~~~' : '```';
    return `### <a id="text-${key}"></a>${key}\n\nFor ${packages.join(', ')}.\n\n${fence}text\n${text}\n${fence}\n`;
  });
  return [
    '# Third-party notices',
    '',
    'Generated by `npm run licenses -- notices` from the installed production dependencies (fonts',
    'included: DejaVu comes from the `dejavu-fonts-ttf` package); do not edit by hand. Each',
    "package's licence file, and its NOTICE where it has one, is quoted once below, under the",
    'packages it covers. Licences allowed only as reviewed exceptions, and why, are in',
    '`licenses-exceptions.txt`.',
    '',
    `${packages.length} packages.`,
    '',
    '| package | version | licence | licence text |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Licence texts',
    '',
    ...body,
  ].join('\n');
}

function main(argv: string[]): number {
  const [verb, flag] = argv;
  const packages = installedPackages();
  if (verb === 'check') {
    const problems = check(packages, fs.existsSync(EXCEPTIONS_FILE) ? fs.readFileSync(EXCEPTIONS_FILE, 'utf8') : '');
    for (const p of problems) console.error(`licenses: ${p}`);
    if (problems.length === 0) console.log(`licenses: ${packages.length} production packages, every licence allowed or a reviewed exception`);
    return problems.length ? 1 : 0;
  }
  if (verb === 'notices') {
    const text = notices(packages);
    if (flag === '--check') {
      const current = fs.existsSync(NOTICES_FILE) ? fs.readFileSync(NOTICES_FILE, 'utf8') : '';
      if (current === text) return 0;
      console.error('licenses: THIRD_PARTY_NOTICES.md is not current: run `npm run licenses -- notices` and commit it');
      return 1;
    }
    fs.writeFileSync(NOTICES_FILE, text);
    console.log(`licenses: wrote THIRD_PARTY_NOTICES.md (${packages.length} packages)`);
    return 0;
  }
  console.error('usage: npm run licenses -- check | notices [--check]');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
