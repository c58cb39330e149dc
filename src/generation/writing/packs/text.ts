/** Small text helpers the language packs share. */

/** The first letter upper-cased. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A title without its closing punctuation, to sit before a colon or inside a sentence. */
export const bare = (t: string) => t.trim().replace(/[.!?…:;,]+$/u, '');
