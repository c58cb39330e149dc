// Types of what TypeScript modules use from ./drift.mjs (plain JavaScript, shared with the render child).
import type { ElementNode } from './scene-renderer.js';

/** The first drifting layer's checked tree with its full-frame opaque background taken out, and that colour; undefined when it cannot be. */
export function liftBackground(nodes: (ElementNode | string)[]): { background: string; nodes: (ElementNode | string)[] } | undefined;
