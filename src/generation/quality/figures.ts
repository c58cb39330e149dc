import { alternatives, merged } from '../writing/packs/quality/index.js';

/** How every language writes "percent" (the packs' `percent`): after a figure, in a text, anywhere in a source. */
const PERCENT = merged((p) => p.percent);
const PERCENT_AFTER = new RegExp(String.raw`^\s?(?:%|${PERCENT.join('|')})`, 'iu');
const PERCENT_IN = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s?(?:%|${PERCENT.map((w) => String.raw`${w}\b`).join('|')})`, 'giu');
const ANY_PERCENT = new RegExp(String.raw`\d\s?%|(?<![\p{L}])(?:${PERCENT.join('|')})(?![\p{L}])`, 'iu');

/** Percentages the source does not give as percentages ("82%" for an age, "31%" for 31 signups). */
export function unitMismatch(text: string, source: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PERCENT_IN)) {
    const n = m[1]!;
    const mentions = [...source.matchAll(new RegExp(`(?<![\\d.,])${n.replace(/[.,]/g, '[.,]')}(?![\\d])`, 'g'))];
    const asPercent = mentions.some((s) => PERCENT_AFTER.test(source.slice(s.index! + s[0].length)));
    // the number in the source with another unit, or no percentage in the source at all (a number word may say it: "veinte por ciento")
    const anyPercent = ANY_PERCENT.test(source);
    if (!asPercent && (mentions.length > 0 || !anyPercent)) out.push(m[0]);
  }
  return out;
}

/** Words after a figure that count stories: how many a text draws on is the writer's own count. */
const STORY_COUNT = new RegExp(String.raw`^\s+(?:${alternatives((p) => p.storyCount)})$`, 'iu');

/**
 * Figures cut from a time or a compound: a number the text says alone that the source says only
 * inside a larger figure ("2 doors" from "the doors opened at 2:15", "7" from "7.30", "24" from
 * "24/7", "3" from "a 3-year-old"). A number the source also says alone is its own.
 */
export function cutFigures(text: string, source: string): string[] {
  const out: string[] = [];
  // (a figure with zero decimals is the figure: "85,00 €" says 85)
  const alone = (n: string) => new RegExp(`(?<![\\d.,:/-])${n}(?:[.,]0+(?!\\d))?(?![\\d]|[.,:/h]\\d|-\\p{L})`, 'u');
  const inside = (n: string) => new RegExp(`(?<![\\d])${n}(?=[.,:/h]\\d|-\\p{L})|(?<=\\d[.,:/h])${n}(?![\\d])`, 'u');
  for (const m of text.matchAll(/(?<![\d.,:/-])(\d+)(?![\d]|[.,:/h]\d|-\p{L})(\s+\p{L}+)?/gu)) {
    const n = m[1]!;
    // (how many stories a text draws on is the writer's own count: "2 stories", "2 wahre Geschichten")
    if (STORY_COUNT.test(m[2] ?? '')) continue;
    if (alone(n).test(source) || !inside(n).test(source)) continue;
    out.push(m[0]);
  }
  return out;
}
