import { DIALECT, dialectDeclarations } from '../../generation/render/dialect.js';

/**
 * Type declarations of the modules a component may import (the allow-list), given to the
 * TypeScript compiler so that component source type-checks offline. Generated from the dialect's
 * one table (src/generation/render/dialect.ts), whose runtime renders the component: anything
 * outside it (a DOM global, Node's `process`, a module not listed) is a type error.
 */
export const ALLOWED_MODULES = Object.keys(DIALECT) as (keyof typeof DIALECT)[];

export const AMBIENT_FILE = '/__ambient__/allowed-modules.d.ts';

export const AMBIENT_DECLARATIONS = dialectDeclarations();
