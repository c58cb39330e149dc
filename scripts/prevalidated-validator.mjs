// Bundled in place of @seriousme/openapi-schema-validator where fastify-openapi-glue imports it
// (scripts/build.mjs): the glue checks the document against the OpenAPI meta-schema at every
// start, and compiling that meta-schema with Ajv was a quarter of a second of each boot. The
// build checks the same document with the same validator before it writes dist/ and refuses to
// write it when the document is not valid, so the compiled server skips the meta-schema (the
// reference checks and $ref resolution the glue relies on still run).
import { Validator as Checked } from '@seriousme/openapi-schema-validator';

export class Validator extends Checked {
  getAjvValidator() {
    return () => true;
  }
}
