import type { Sentence, Story } from '../writing/analyze/story.js';
import type { Style } from '../writing/style.js';
import { callToAction, inRegister, question, say } from '../writing/lines.js';
import { phrasesOf } from '../writing/phrases.js';
import { clauses, enforceStyle, speak } from '../writing/voice.js';
import { quoteOpen } from '../writing/analyze/boundaries.js';
import type { Body } from './post-pick.js';

// The offline post laid out (post.ts composeWithin): its body in paragraphs or punchy lines, its
// closing lines, the text finished in the style's register and rules.

/**
 * For a story told in dialogue (a line of it opens on a dash, "—¿Todo?", "— Lampy?"): which of its
 * sentences open a line as the author wrote it. Undefined for any other story.
 */
export function dialogueLines(content: string, story: Story): boolean[] | undefined {
  if (!story.sentences.some((s) => !s.item && /^[—–]/u.test(s.raw.trim()))) return undefined;
  let at = 0;
  return story.sentences.map((s, i) => {
    const j = content.indexOf(s.raw.trim().slice(0, 12), at);
    if (j < 0) return i === 0;
    const between = content.slice(at, j);
    at = j + 1;
    return i === 0 || between.includes('\n');
  });
}

/**
 * Lines in paragraphs of `size`; a paragraph never ends inside a quote that goes on in the next
 * line, and a list keeps one item a line (its items together, apart from the prose around them;
 * `items`: which lines are a list's, as the story analysis marks them).
 */
export function paragraphs(lines: string[], size: number, items: boolean[], starts?: boolean[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // a story told in dialogue keeps its author's lines: each speaker's turn a paragraph, never two turns in one
    if (starts?.[i] && current.length && !quoteOpen(current.join(' '))) flush();
    if (items[i] && !quoteOpen(current.join(' '))) {
      // (the lead-in that announces the list stays with it: "The survey said otherwise:" over its items)
      const lead = current.length && /:$/.test(current[current.length - 1]!) ? current.pop()! : undefined;
      flush();
      const list = lead ? [lead, line] : [line];
      while (i + 1 < lines.length && items[i + 1]) list.push(lines[++i]!);
      out.push(list.join('\n'));
      continue;
    }
    current.push(line);
    if (!starts && current.length >= size && !quoteOpen(current.join(' '))) flush();
  }
  flush();
  return out;
}

/** What laying out a post's body needs: the story, its retold sentences, the author's text, the style, the run. */
export interface Layout {
  story: Story;
  sentences: Sentence[];
  content: string;
  style: Style;
  variant: number;
}

/**
 * The body's blocks, added to `blocks` (after the opening): a punchy post says a long sentence
 * as its clauses where the story's words are tagged (the pack says so), its lists one item a
 * line under their lead-in; else the sentences in paragraphs (a story told in dialogue by its
 * author's lines; another run lays the same sentences out otherwise: a line each instead of two
 * a paragraph).
 */
export function layBody(blocks: string[], body: Body, { story, sentences, content, style, variant }: Layout): void {
  const lang = story.language;
  const { indexes, named } = body;
  if (style.pacing === 'punchy' && phrasesOf(lang)?.analysis.taggedClauses) {
    for (const [k, i] of indexes.entries()) {
      const s = sentences[i]!;
      // a list's lines stay together, one item a line, under the lead-in that announces it
      if (s.item) {
        const line = named(i, say(s, style, lang));
        const last = blocks[blocks.length - 1];
        if (k > 0 && last !== undefined && (sentences[indexes[k - 1]!]!.item || /:$/.test(last))) blocks[blocks.length - 1] = `${last}\n${line}`;
        else blocks.push(line);
        continue;
      }
      blocks.push(...clauses(s.terms, 8).map((c, n) => named(n === 0 ? i : -1, c === s.terms ? say(s, style, lang) : speak(c, { ...style, pointOfView: 'first' }, undefined, s.hadContractions))));
    }
    return;
  }
  const lines = indexes.map((i) => named(i, say(sentences[i]!, style, lang)));
  const size = style.pacing === 'punchy' ? 1 : style.pacing === 'flowing' || style.length === 'long' ? 3 : 2;
  const starts = dialogueLines(content, story);
  blocks.push(
    ...paragraphs(
      lines,
      variant % 2 === 1 ? (size === 1 ? 2 : size - 1) : size,
      indexes.map((i) => sentences[i]!.item),
      starts && indexes.map((i) => starts[i]!),
    ),
  );
}

/** Hashtags a post asked to be shorter keeps. */
const SHORT_HASHTAGS = 3;

/**
 * The lines after the story: the call to action and the question a reason asks for (said
 * without the story's own last sentence, which closes it: no stock sign-off around the title),
 * the question the last sentence of the text, the hashtags on their own last line (as the model
 * is told: one order for every provider).
 */
export function closingLines(story: Story, style: Style, variant: number): string[] {
  const ending: Array<string | undefined> = [];
  if (style.callToAction) ending.push(callToAction(story, style, variant));
  if (style.endWithQuestion) ending.push(question(story, style, variant, true));
  if (style.hashtags && story.hashtags.length) ending.push((style.shortenTo ? story.hashtags.slice(0, SHORT_HASHTAGS) : story.hashtags).join(' '));
  return ending.filter((l): l is string => Boolean(l));
}

/** The blocks as the post's text: each once, none empty, in the style's register and under its hard rules. */
export function finished(blocks: string[], style: Style, language: string): string {
  const unique = blocks.filter((b, i) => b.trim() && blocks.indexOf(b) === i);
  return enforceStyle(inRegister(unique.join('\n\n'), style, language), style);
}
