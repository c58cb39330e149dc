import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The contract wants every problem reported at once, unknown fields refused (the schemas say
 * additionalProperties: false; nothing is silently removed) and no coercion of JSON bodies.
 * Path, query and header values arrive as strings, so only those are coerced.
 */
function makeAjv(extra: Options) {
  const ajv = new Ajv.default({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
    validateFormats: true,
    ...extra,
  });
  addFormats.default(ajv);
  // OpenAPI annotation keywords that carry no validation
  for (const kw of ['example', 'discriminator', 'xml', 'externalDocs']) {
    if (!ajv.getKeyword(kw)) ajv.addKeyword(kw);
  }
  return ajv;
}

export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const paramAjv = makeAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
    // Compiled on the route's first request, not at start: compiling every schema of the
    // document up front was a large share of the boot, and most processes use few routes.
    let compiled: ValidateFunction | undefined;
    const validate = (data: unknown) => {
      compiled ??= ajv.compile(schema as object);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
