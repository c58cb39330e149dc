// Types of what TypeScript modules use from ./tree-check.mjs (plain JavaScript, shared with the render child).

/** An image uploaded to a post, exactly as a post's `imageUrl` names it: `/media/images/<uuid>.<ext>`. */
export const OWN_IMAGE: RegExp;
