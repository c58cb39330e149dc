import { say } from '../writing/lines.js';
import type { Phrases } from '../writing/phrases.js';
import { keywords, type Sentence, type Term } from '../writing/analyze/story.js';
import type { Style } from '../writing/style.js';

// The offline carousel's slide bodies (carousel.ts composeCarousel): the story's sentences as
// units (a sentence, or a list with its lead-in), grouped into slide bodies, and each titled.

export const MIN_CONTENT_SLIDES = 3;
export const MAX_CONTENT_SLIDES = 8;
const BODY_CHARS = 240;

export const importance = (s: Sentence) => (s.contrast ? 2 : 0) + (s.figure ? 2 : 0) + (s.negation ? 1 : 0) + (s.lessonCue ? 1 : 0);

export const hint = (sentences: Array<Pick<Sentence, 'terms'>>) => {
  const words = keywords(sentences, 3);
  return words.length ? words.join(', ') : undefined;
};

/** A slide body: the text, the sentences it came from (none for a clause), whether it holds a list. */
export interface Part {
  text: string;
  /** the sentences it came from (none for a clause) */
  from: Sentence[];
  terms?: Term[];
  list?: boolean;
}

/** One unit of the plan: a sentence, or a list (its lead-in ending with ':' and its items), never cut apart. */
export interface Unit {
  from: Sentence[];
  list: boolean;
}

export const leadsIn = (s: Pick<Sentence, 'raw'>) => /:\s*$/.test(s.raw);

/** The story's sentences as units, in order: a lead-in with the items after it, or a run of items, is one list. */
export function unitsOf(sentences: Sentence[]): Unit[] {
  const out: Unit[] = [];
  for (const s of sentences) {
    const last = out[out.length - 1];
    if (s.item && last && (last.list || (last.from.length === 1 && leadsIn(last.from[0]!) && !last.from[0]!.item))) {
      last.from.push(s);
      last.list = true;
    } else out.push({ from: [s], list: s.item });
  }
  return out;
}

/**
 * A list's lines, one item a line with its marker as written, over as few slides as fit BODY_CHARS:
 * split only between items, the lead-in staying with its first item.
 */
function listParts(lines: Array<{ text: string; from: Sentence }>): Part[] {
  const out: Part[] = [];
  let cur: Part | undefined;
  for (const [i, l] of lines.entries()) {
    const joinsLead = i === 1 && !lines[0]!.from.item;
    if (cur && !joinsLead && cur.text.length + 1 + l.text.length > BODY_CHARS) cur = undefined;
    if (!cur) {
      cur = { text: l.text, from: [l.from], list: true };
      out.push(cur);
    } else {
      cur.text += `\n${l.text}`;
      cur.from.push(l.from);
    }
  }
  return out;
}

/** the most words a slide says of one long sentence before it goes on over the next slide */
export const SLIDE_WORDS = 40;

/** Groups units into slide bodies: prose by one or two sentences (at most BODY_CHARS), each list on its own slides. */
export function chunk(units: Unit[], style: Style, lang: string, rawOf: (s: Sentence) => string): Part[] {
  const out: Part[] = [];
  const texts = new Map<Sentence, string>();
  for (const u of units) {
    if (u.list) {
      // the items as the author wrote them (markers kept), the lead-in in the theme's voice
      out.push(...listParts(u.from.map((s) => ({ text: s.item ? rawOf(s).trim() : say(s, style, lang), from: s }))));
      continue;
    }
    const s = u.from[0]!;
    const text = say(s, style, lang);
    const last = out[out.length - 1];
    if (last && !last.list && last.from.length < 2 && last.text.length + text.length + 1 <= BODY_CHARS) {
      last.text += ` ${text}`;
      last.from.push(s);
    } else if (s.leaning && last && !last.list && last.from.length === 2 && texts.has(last.from[1]!)) {
      // a sentence that leans on the one before ("It doesn't.") goes with it to the next slide
      const before = last.from.pop()!;
      last.text = texts.get(last.from[0]!)!;
      out.push({ text: `${texts.get(before)!} ${text}`, from: [before, s] });
    } else {
      out.push({ text, from: [s] });
    }
    texts.set(s, text);
  }
  return out;
}

/**
 * A slide's label (two words at most) by what it carries: where it started, a list's details, the
 * turning point, the outcome (the last slide of the story), the lesson; numbered when the pack's
 * labels run out, or in a language without phrases. Never the same label twice.
 */
export function titleFor(part: Part, k: number, n: number, used: Set<string>, P: Phrases | undefined, lessonAt?: number): string {
  if (!P) return String(k + 1);
  const candidates = [
    // a slide holding the story's lesson and nothing else
    ...(part.from.length === 1 && part.from[0]!.index === lessonAt ? [P.slide.lesson] : []),
    ...(k === 0 ? [P.slide.start] : []),
    ...(part.list ? [P.slide.details] : []),
    // the outcome: the story's last slide, when it tells no figure (a figure is a detail, not the result)
    ...(k === n - 1 && k > 0 && part.from.length && !part.list && !part.from.some((s) => s.figure) && !/\d/.test(part.text) ? [P.slide.result] : []),
    ...(k === n - 1 && k > 0 && part.from.length ? [P.slide.end] : []),
    ...(part.from.some((s) => s.contrast) ? [P.slide.turn] : []),
    P.slide.next,
    P.slide.then,
    P.slide.closer,
    P.slide.later,
    P.slide.happened,
    P.slide.onward,
  ];
  const title = candidates.find((c) => !used.has(c)) ?? String(k + 1);
  used.add(title);
  return title;
}
