// the validator's resolver, which scripts/prevalidated-validator.mjs falls back on (its package ships no types for it)
declare module '@seriousme/openapi-schema-validator/resolve.js' {
  export function replaceRefs<T>(tree: T): T;
}
