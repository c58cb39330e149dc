import type { ErrorObject } from 'ajv';

/**
 * Reading a model's answer: the first complete JSON object in it, wherever it stands (after a
 * line of prose, inside a code fence, before a closing remark), and a schema's complaints in
 * words a model can act on in its repair turn.
 */

/** The first `{…}` in the text that parses as a JSON object, or undefined. */
export function firstJsonObject(text: string): Record<string, unknown> | undefined {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON from this brace: try the next one
    }
  }
  return undefined;
}

/** Where the brace opened at `start` closes, skipping strings; -1 if it never does. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `/slides/3/title` → `slides[3].title`; the root is "the answer". */
function fieldName(instancePath: string): string {
  if (!instancePath) return 'the answer';
  return instancePath
    .split('/')
    .slice(1)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** One line per schema complaint: "`content` is required", "`slides` must have at most 7 items". */
export function schemaProblems(errors: ErrorObject[], data: unknown): string[] {
  const lines = errors.map((e) => {
    const at = fieldName(e.instancePath);
    const field = at === 'the answer' ? at : `\`${at}\``;
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required': {
        const name = e.instancePath ? `${at}.${p.missingProperty}` : String(p.missingProperty);
        return `\`${name}\` is required`;
      }
      case 'additionalProperties':
        return `${field} has a field the schema does not allow: \`${p.additionalProperty}\``;
      case 'maxLength':
      case 'minLength': {
        const value = valueAt(data, e.instancePath);
        const length = typeof value === 'string' ? ` (it has ${value.length})` : '';
        return `${field} must have ${e.keyword === 'maxLength' ? 'at most' : 'at least'} ${p.limit} characters${length}`;
      }
      case 'maxItems':
      case 'minItems': {
        const value = valueAt(data, e.instancePath);
        const count = Array.isArray(value) ? ` (it has ${value.length})` : '';
        return `${field} must have ${e.keyword === 'maxItems' ? 'at most' : 'at least'} ${p.limit} items${count}`;
      }
      case 'enum':
        return `${field} must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
      default:
        return `${field} ${e.message ?? 'is not valid'}`;
    }
  });
  return [...new Set(lines)];
}

function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const part of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}
