// Bundled in place of @seriousme/openapi-schema-validator where fastify-openapi-glue imports it
// (scripts/build.mjs). The glue checks the document against the OpenAPI meta-schema and checks
// every $ref at every start, then resolves the $refs. The build checks the same document with
// the real validator (meta-schema and $refs) before it writes dist/ and refuses to write it when
// the document is not valid, so the compiled server only resolves the $refs (the same
// `replaceRefs` the validator uses; a $ref that does not resolve still fails the start). Not
// importing the validator also leaves its Ajv meta-schemas and its YAML parser out of the path.
// Measured under load: compiling the meta-schema was a quarter of a second of each boot, and
// the two $ref checks (one per glue registration) 6% of a boot's CPU profile.
//
// The resolution itself is `resolveLocalRefs` below where the document has only local `$ref`s
// (the validator's `replaceRefs` builds a JSON pointer string for each of the document's some
// 40,000 nodes, about 30 ms of a 0.5 s boot) and the validator's own for anything else ($id,
// $anchor, $dynamicRef). test/contract/prevalidated.test.ts checks that both give the same tree.
import { replaceRefs } from '@seriousme/openapi-schema-validator/resolve.js';

const OTHER_POINTERS = new Set(['$id', '$anchor', '$dynamicRef', '$dynamicAnchor', '$schema']);

/**
 * `replaceRefs` for a document whose pointers are all `{ "$ref": "#/..." }`: each such object is
 * replaced, where it is, by the very object its pointer names (so shared schemas stay one object,
 * and recursive ones make cycles), as the validator does. Undefined when the document has another
 * kind of pointer, or a `$ref` that is not local, for the validator to resolve.
 */
export function resolveLocalRefs(document) {
  const found = [];
  const stack = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    for (const key in node) {
      if (OTHER_POINTERS.has(key)) return undefined;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (typeof value.$ref === 'string') {
        if (!value.$ref.startsWith('#/')) return undefined;
        found.push([node, key, value.$ref]);
      } else stack.push(value);
    }
  }
  // every target first, in the tree as written; nothing changes unless all resolve (else the
  // validator resolves, or names the $ref that does not)
  const targets = new Map();
  const resolved = [];
  for (const [, , ref] of found) {
    let target = targets.get(ref);
    if (target === undefined) {
      target = document;
      for (const part of decodeURIComponent(ref).slice(2).split('/')) {
        target = target === null || typeof target !== 'object' ? undefined : target[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      // (a pointer through or to another `$ref` is the validator's to follow)
      if (target === null || typeof target !== 'object' || typeof target.$ref === 'string') return undefined;
      targets.set(ref, target);
    }
    resolved.push(target);
  }
  found.forEach(([node, key], i) => {
    node[key] = resolved[i];
  });
  return document;
}

const VERSIONS = ['3.2', '3.1', '3.0'];

export class Validator {
  #document;

  /** the document the build validated: only its version is looked at */
  async validate(document) {
    this.#document = document;
    this.version = VERSIONS.find((v) => typeof document.openapi === 'string' && document.openapi.startsWith(v));
    return this.version ? { valid: true } : { valid: false, errors: 'Cannot find supported openapi version in specification' };
  }

  /**
   * The glue keeps a deep copy of this (`Parser.original`, a JSON round trip) that only its code
   * generator reads, never the plugin: the version and title are enough for it.
   */
  get specification() {
    return { openapi: this.#document?.openapi, info: this.#document?.info };
  }

  resolveRefs() {
    return resolveLocalRefs(this.#document) ?? replaceRefs(this.#document);
  }
}
