// Types of prevalidated-validator.mjs for the tests that import it
export function resolveLocalRefs<T>(document: T): T | undefined;
