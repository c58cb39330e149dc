/**
 * Regenerates src/generated/openapi.ts from openapi/openapi.yaml (openapi-typescript).
 * `--check` writes nothing and exits 1 when the committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC = path.join(root, 'openapi/openapi.yaml');
export const OUTPUT = path.join(root, 'src/generated/openapi.ts');

const HEADER = '// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.\n\n';

export async function renderTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(SPEC), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await renderTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT, 'utf8');
    if (current !== text) {
      console.error('src/generated/openapi.ts is out of date: run npm run generate');
      process.exit(1);
    }
    console.log('src/generated/openapi.ts is up to date');
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`wrote ${path.relative(root, OUTPUT)}`);
  }
}
