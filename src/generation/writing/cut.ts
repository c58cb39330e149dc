/**
 * The one way to cut text to a length: never between the two halves of a surrogate pair, so a cut
 * title, warning or excerpt stays valid Unicode (Postgres refuses an unpaired surrogate, and an
 * image or PDF would render it as garbage). Lengths are UTF-16 units, as `String#length` counts,
 * so a cut text is never longer than `max` characters for the database either.
 */

/** `i`, or `i - 1` when `i` falls between a high and a low surrogate. */
export function codePointBoundary(s: string, i: number): number {
  if (i <= 0 || i >= s.length) return Math.max(0, Math.min(i, s.length));
  const before = s.charCodeAt(i - 1);
  const at = s.charCodeAt(i);
  return before >= 0xd800 && before <= 0xdbff && at >= 0xdc00 && at <= 0xdfff ? i - 1 : i;
}

/** The first `max` UTF-16 units of `s`, one fewer when that would split a character. */
export function cutText(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, codePointBoundary(s, max));
}

/** `s` cut to at most `max` units including the trailing mark (`…`), when it is longer. */
export function clipText(s: string, max: number, mark = '…'): string {
  return s.length <= max ? s : `${cutText(s, max - mark.length).trimEnd()}${mark}`;
}
