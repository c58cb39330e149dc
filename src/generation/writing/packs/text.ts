/** Small text helpers the language packs share. */

/** The first letter upper-cased. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A title without its closing punctuation, to sit before a colon or inside a sentence; its own
 * colon becomes a dash, so a frame never holds two ("Invoice No. 214 – paid in nine minutes: ...",
 * "Vendanges – ce que je note chaque soir : ..."), and a time keeps its colon ("5:10").
 */
/** A title or line without its closing punctuation ("The pricing call." → "The pricing call"), as said inside a sentence. */
export const unpunctuated = (t: string) => t.trim().replace(/[\s\u00a0\u202f]*[.!?…:;,]+$/u, '');

/** A title's first sentence, where the title has several ("Our churn rate was 11.4%. It never was."): one sentence sits in a frame. */
const firstSentence = (t: string) => t.split(/(?<=(?:^|[\s(])(?:\p{Ll}{3,}|[\p{L}\p{N}.,]*[\p{N}%])[\s\u00a0\u202f]?[.!?…]+["»”’)]*)\s+(?=[«"“„¿¡]?\p{Lu})/u)[0]!;

export const bare = (t: string) => {
  const s = firstSentence(t.trim()).replace(/\s*:\s+/gu, ' – ');
  // an abbreviation keeps its full stop ("3 a.m.", "Mr."): "Room 14 at 3 a.m.: ...", never "a.m:"
  if (/(?:^|[\s(])(?:\p{L}\.){2,}$|(?:^|\s)(?:Mr|Mrs|Ms|Dr|St|Prof|etc)\.$/u.test(s)) return s;
  return unpunctuated(s);
};
