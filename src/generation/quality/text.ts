/**
 * How the judges cut a text: into lines, sentences and words, the same way for the quality
 * gate, `qualityScore` and `npm run eval`.
 */

/** Words that end with a period without ending a sentence ("Dr. Okafor", "3 p.m. on Friday", "z. B."). */
const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof st jr sr sra srta dra dott sig sigra mme mlle m hr fr frau herr pan pani nr no vs etc e.g i.e z.b ca bzw usw u.a d.h ok av dt ks np tj ul tzn'.split(' '),
);

/** Markdown markers removed: headings, list bullets, links, emphasis. */
export function plain(text: string): string {
  return text
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:\d+[.)]|[-*+•])\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '');
}

/**
 * Sentences of a text in any of the judged languages: a line break ends one, and so does
 * . ! ? … followed by a capital or an opening quote, unless the period closes a title or an
 * abbreviation ("Dr.", "Mr.", "a.m.") or a single initial.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of plain(text).split(/\n+/)) {
    let start = 0;
    const re = /[.!?…]+["»”)]?\s+(?=[\p{Lu}¿¡"«“])/gu;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      const before = line.slice(start, m.index + 1);
      const last = /([\p{L}.]+)\.$/u.exec(before)?.[1]?.toLowerCase().replace(/\.$/, '');
      if (m[0].startsWith('.') && last && (ABBREVIATIONS.has(last) || /^\p{L}$/u.test(last))) continue;
      out.push(line.slice(start, m.index + m[0].trimEnd().length));
      start = m.index + m[0].length;
    }
    out.push(line.slice(start));
  }
  return out.map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
}

export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** Share of `text`'s words that sit in runs of `n`+ consecutive words of `source` (the copy share). */
export function copiedShare(text: string, source: string, n = 8): number {
  const out = words(text);
  const src = words(source);
  if (out.length === 0) return 0;
  const grams = new Set<string>();
  for (let i = 0; i + n <= src.length; i++) grams.add(src.slice(i, i + n).join(' '));
  const covered = new Array<boolean>(out.length).fill(false);
  for (let i = 0; i + n <= out.length; i++) if (grams.has(out.slice(i, i + n).join(' '))) for (let k = i; k < i + n; k++) covered[k] = true;
  return covered.filter(Boolean).length / out.length;
}

/** Lowercase letters and digits only, one space apart: what "the same words" means. */
export const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
