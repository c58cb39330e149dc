// Bundled in place of @seriousme/openapi-schema-validator where fastify-openapi-glue imports it
// (scripts/build.mjs). The glue checks the document against the OpenAPI meta-schema and checks
// every $ref at every start, then resolves the $refs. The build checks the same document with
// the real validator (meta-schema and $refs) before it writes dist/ and refuses to write it when
// the document is not valid, so the compiled server only resolves the $refs (the same
// `replaceRefs` the validator uses; a $ref that does not resolve still fails the start). Not
// importing the validator also leaves its Ajv meta-schemas and its YAML parser out of the path.
// Measured under load: compiling the meta-schema was a quarter of a second of each boot, and
// the two $ref checks (one per glue registration) 6% of a boot's CPU profile.
import { replaceRefs } from '@seriousme/openapi-schema-validator/resolve.js';

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
    return replaceRefs(this.#document);
  }
}
