import fs from 'node:fs';
import { replaceRefs } from '@seriousme/openapi-schema-validator/resolve.js';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { resolveLocalRefs } from '../../scripts/prevalidated-validator.mjs';

/**
 * The same tree, node for node, with the same sharing: an object of one is always matched by
 * the same object of the other (two $refs to one schema give one object in both; a recursive
 * schema is the same cycle).
 */
function sameTree(a: unknown, b: unknown, pairs = new Map<object, object>(), path = '#'): void {
  if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') {
    expect(b, path).toEqual(a);
    return;
  }
  const seen = pairs.get(a);
  if (seen !== undefined) {
    expect(seen === b, `${path} is shared the same way`).toBe(true);
    return;
  }
  pairs.set(a, b);
  expect(Object.keys(b), path).toEqual(Object.keys(a));
  for (const key of Object.keys(a)) sameTree((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], pairs, `${path}/${key}`);
}

const contract = () => YAML.parse(fs.readFileSync('openapi/openapi.yaml', 'utf8'));

describe('the $ref resolution of a start (scripts/prevalidated-validator.mjs)', () => {
  it('gives the contract the tree the validator gives it', () => {
    const fast = resolveLocalRefs(contract());
    expect(fast).toBeDefined();
    sameTree(replaceRefs(contract()), fast);
    // and the $refs are gone
    expect(JSON.stringify(fast?.components?.schemas?.Error ?? {})).not.toContain('$ref');
  });

  it('follows escaped pointers, keeps shared schemas one object and recursive ones a cycle', () => {
    const doc = () => ({
      openapi: '3.1.0',
      components: {
        schemas: {
          'a/b~c': { type: 'string' },
          Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' }, name: { $ref: '#/components/schemas/a~1b~0c' } } },
          List: { type: 'array', items: [{ $ref: '#/components/schemas/Node' }, { $ref: '#/components/schemas/a~1b~0c', description: 'siblings go' }] },
        },
      },
    });
    const fast = resolveLocalRefs(doc()) as any;
    sameTree(replaceRefs(doc()), fast);
    const { Node, List } = fast.components.schemas;
    expect(Node.properties.child).toBe(Node);
    expect(List.items[0]).toBe(Node);
    expect(List.items[1]).toBe(fast.components.schemas['a/b~c']);
  });

  it('leaves to the validator what it does not resolve, changing nothing', () => {
    const cases = [{ a: { $ref: 'other.yaml#/x' } }, { a: { $id: 'https://example.com/a', type: 'string' }, b: { $ref: 'https://example.com/a' } }, { a: { $ref: '#/missing' } }, { a: { $ref: '#/b/c' }, b: { $ref: '#/d' }, d: { c: { type: 'string' } } }];
    for (const doc of cases) {
      const before = structuredClone(doc);
      expect(resolveLocalRefs(doc)).toBeUndefined();
      expect(doc).toEqual(before);
    }
    // where the validator then answers, or refuses with the $ref it cannot resolve
    expect(() => replaceRefs(structuredClone(cases[2]))).toThrow(/#\/missing/);
  });
});
