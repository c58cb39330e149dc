import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { compareDocuments, currentDocument, defaultBase, documentAt, fileAt, loadNarrowings } from '../../scripts/contract-diff.js';

/**
 * The contract's lifecycle: `info.version` is semver, CHANGELOG.md has an entry for it, and
 * against the base `npm run contract:diff` uses by default (the merge base with main on a
 * branch, the previous release on main) a changed document has a higher version with its own
 * changelog entry, and a breaking change needs a new major version.
 */
const headings = (text: string) => [...text.matchAll(/^## \[?(\d+\.\d+\.\d+[^\]\s]*)\]?/gm)].map((m) => m[1]!);
const semantic = (doc: Record<string, any>) => JSON.stringify({ ...doc, info: { ...doc.info, version: undefined } });

describe('contract lifecycle', () => {
  const doc = currentDocument();
  const version = String(doc.info.version);
  const changelog = readFileSync('CHANGELOG.md', 'utf8');

  it('info.version is semver and is the newest CHANGELOG.md entry', () => {
    expect(semver.valid(version), version).toBe(version);
    const versions = headings(changelog);
    expect(versions[0]).toBe(version);
    expect([...versions].sort(semver.rcompare)).toEqual(versions);
  });

  it('the enumerations are documented as open to new values', () => {
    expect(doc.info.description).toMatch(/Enumerations are open/);
  });

  it('against the base, a changed document has a new version, its changelog entry and no unannounced breaking change', { timeout: 60_000 }, () => {
    const base = defaultBase();
    if (!base) return; // no earlier version of the document in this history
    const before = documentAt(base.ref);
    if (!before) return;
    if (semantic(before) === semantic(doc)) return;
    const baseVersion = String(before.info.version);
    expect(semver.gt(version, baseVersion), `the contract changed since ${base.why}: raise info.version above ${baseVersion}`).toBe(true);
    expect(headings(fileAt(base.ref, 'CHANGELOG.md')), `CHANGELOG.md needs an entry for ${version}`).not.toContain(version);
    const diff = compareDocuments(before, doc);
    if (!diff.majorRaised)
      expect(
        diff.breaking.map((c) => c.description),
        `breaking changes since ${base.why}`,
      ).toEqual([]);
  });

  it('the diff finds removed operations, removed fields and enum values and new required request fields, and lets enums grow', { timeout: 60_000 }, () => {
    const breaks = (edit: (d: Record<string, any>) => void) => {
      const after = structuredClone(doc);
      edit(after);
      return compareDocuments(doc, after).breaking.length > 0;
    };
    expect(breaks(() => {})).toBe(false);
    expect(breaks((d) => delete d.paths['/v1/broll'].get)).toBe(true);
    expect(breaks((d) => delete d.components.schemas.Anecdote.properties.mood)).toBe(true);
    expect(breaks((d) => d.components.schemas.AnecdoteCreate.required.push('mood'))).toBe(true);
    expect(breaks((d) => (d.components.schemas.JobStatus.enum = d.components.schemas.JobStatus.enum.slice(1)))).toBe(true);
    expect(breaks((d) => d.components.schemas.JobStatus.enum.push('paused'))).toBe(false);
  });

  it('a request schema narrowed to what the server refused passes only when listed in openapi/narrowings.yaml, for its version', { timeout: 60_000 }, () => {
    const listed = loadNarrowings();
    expect(listed.map((n) => n.schema)).toContain('McpMessage');
    for (const n of listed) expect(n.reason.length, n.schema).toBeGreaterThan(40);
    // the document as it was before 1.16.0: McpMessage took responses (result, error) and no method
    const before = structuredClone(doc);
    before.info.version = '1.15.0';
    const message = before.components.schemas.McpMessage;
    message.required = ['jsonrpc'];
    message.properties.result = { type: 'object', additionalProperties: true };
    message.properties.error = { $ref: '#/components/schemas/McpJsonRpcError' };
    const diff = compareDocuments(before, doc);
    expect(diff.breaking).toEqual([]);
    expect(diff.allowed.map((c) => c.path)).toEqual(['paths//mcp/post/requestBody/content/application/json/schema/required/1']);
    expect(diff.allowed[0]!.narrowing).toMatch(/^McpMessage \(1\.16\.0\): /);
    // without the list, or across versions that do not include the listed one, it is breaking
    expect(compareDocuments(before, doc, []).breaking).toHaveLength(1);
    const later = structuredClone(doc);
    later.info.version = '1.16.1';
    const narrowedAgain = structuredClone(later);
    narrowedAgain.info.version = '1.17.0';
    narrowedAgain.components.schemas.McpMessage.required.push('id');
    expect(compareDocuments(later, narrowedAgain).breaking).toHaveLength(1);
    // an unlisted narrowing in the same comparison still fails
    const both = structuredClone(doc);
    both.components.schemas.AnecdoteCreate.required.push('mood');
    const mixed = compareDocuments(before, both);
    expect(mixed.allowed).toHaveLength(1);
    expect(mixed.breaking.map((c) => c.path)).toEqual([expect.stringMatching(/^paths\/\/v1\/anecdotes\/post\/requestBody\//)]);
  });
});
