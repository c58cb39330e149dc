/**
 * The schema a model is held to, and the limits it is told instead.
 *
 * Grammar engines turn a JSON schema into a grammar and refuse what they cannot expand: llama.cpp
 * answers `400 failed to parse grammar` to any `maxLength` of 2,000 or more, and a long `minLength`
 * or `maxItems` makes a grammar of thousands of rules. So the schema sent to a model keeps the
 * shape (types, required fields, enums, small item counts) and drops the limits; the limits go
 * into the instructions (`schemaLimits`), and the answer is checked against the task's whole
 * schema afterwards, its problems sent back in one repair turn.
 */

type Schema = Record<string, unknown>;

/** Item counts up to this stay in the model's schema: a carousel of exactly 7 slides, 2 or 3 titles. */
const MAX_GRAMMAR_ITEMS = 20;

/** Keywords no grammar needs: lengths, patterns, formats, bounds, uniqueness (checked after the answer). */
const DROPPED = new Set(['maxLength', 'minLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems', 'multipleOf']);

export function modelSchema(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue;
    if ((key === 'maxItems' || key === 'minItems') && typeof value === 'number' && value > MAX_GRAMMAR_ITEMS) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, modelSchema(v)]));
    } else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = modelSchema(value as Schema);
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') && Array.isArray(value)) {
      out[key] = value.map((v) => modelSchema(v as Schema));
    } else out[key] = value;
  }
  return out;
}

/**
 * The schema's limits in words, one line each, for the instructions: "`content`: 1 to 6000
 * characters", "`slides`: exactly 7 items". Paths name array items as `slides[]`.
 */
export function schemaLimits(schema: Schema, path = ''): string[] {
  const lines: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const lo = typeof min === 'number' ? min : undefined;
    const hi = typeof max === 'number' ? max : undefined;
    if (lo === undefined && hi === undefined) return undefined;
    if (lo !== undefined && lo === hi) return `exactly ${lo} ${unit}`;
    if (lo !== undefined && hi !== undefined) return `${lo} to ${hi} ${unit}`;
    return hi !== undefined ? `at most ${hi} ${unit}` : `at least ${lo} ${unit}`;
  };
  if (path) {
    const chars = schema.minLength === 1 && schema.maxLength === undefined ? undefined : range(schema.minLength === 1 ? undefined : schema.minLength, schema.maxLength, 'characters');
    const items = range(schema.minItems, schema.maxItems, 'items');
    const numeric = schema.type === 'integer' || schema.type === 'number';
    const bounds = numeric ? range(schema.minimum, schema.maximum, '')?.trimEnd() : undefined;
    for (const limit of [chars, items, bounds]) {
      if (limit) lines.push(`\`${path}\`: ${limit}`);
    }
    if (schema.uniqueItems) lines.push(`\`${path}\`: no item twice`);
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) for (const [key, value] of Object.entries(properties)) lines.push(...schemaLimits(value, path ? `${path}.${key}` : key));
  if (schema.items && typeof schema.items === 'object') lines.push(...schemaLimits(schema.items as Schema, `${path}[]`));
  return lines;
}
