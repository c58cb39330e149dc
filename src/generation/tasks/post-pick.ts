import { opensWithConnector, withoutConnector } from '../writing/phrases.js';
import type { Sentence, Story } from '../writing/analyze/story.js';
import type { Style } from '../writing/style.js';
import { withReferents } from '../writing/analyze/references.js';
import type { StoryRoles } from '../writing/analyze/roles.js';
import { anchorPeople, withName } from '../writing/analyze/people.js';
import { quoteOpen } from '../writing/analyze/boundaries.js';

// The offline post's sentences (post.ts composeWithin): how many words it may take, which of the
// story's sentences it keeps, and the names its pronouns need.

/**
 * A story up to this many words is told whole: LinkedIn takes 3,000 characters (about 450 words),
 * and this leaves room for a question, a call to action and hashtags. A longer one is told as written
 * too, without its least telling sentences (see fitted).
 */
const WHOLE_STORY_WORDS = 320;

/**
 * How many words the post's sentences may take: `maxWords` when a shortening round sets it; no
 * limit for a long post or a story of three sentences or fewer (unless asked to be short); about
 * 60% of the story (up to a post's length) for a short one, at least 25; else a post's length.
 */
export function wordLimit(story: Story, style: Style, maxWords?: number): number {
  const storyWords = story.sentences.reduce((n, s) => n + s.words, 0);
  return maxWords ?? (style.length === 'long' || (story.sentences.length <= 3 && style.length !== 'short') ? Infinity : style.length === 'short' ? Math.max(25, Math.round(Math.min(storyWords, WHOLE_STORY_WORDS) * 0.6)) : WHOLE_STORY_WORDS);
}

/** How much a sentence tells: a turn, a figure, a negation, a lesson; a list's line goes with its list. */
const telling = (s: Sentence) => (s.contrast ? 2 : 0) + (s.figure ? 2 : 0) + (s.negation ? 1 : 0) + (s.lessonCue ? 2 : 0) + (/[?!]$/.test(s.raw) ? 1 : 0);

/**
 * The sentences of a story longer than a post, in order: all of them but the least telling ones
 * (never the first, the last, one of its roles, a line of a list, one in a quote that goes on;
 * for a short post, never the first, the key event, the turn or the lesson), dropped until the
 * story fits `max` words. Sentences that later lines refer to come back with
 * them (the caller anchors references and people).
 */
function fitted(story: Story, roles: StoryRoles, max: number, short = false): number[] {
  // (a post asked to be short keeps its opening, key event, turn and lesson; the setting and the outcome may go)
  const protectedOnes = short ? [0, roles.event, roles.turn, roles.lesson] : [0, story.sentences.length - 1, ...Object.values(roles)];
  const keep = new Set<number>(protectedOnes.filter((i): i is number => i !== undefined));
  const kept = story.sentences.map((s) => s.index);
  let words = story.sentences.reduce((n, s) => n + s.words, 0);
  const droppable = story.sentences
    .filter((s) => !keep.has(s.index) && !s.item && !/:$/.test(s.raw) && !quoteOpen(s.raw))
    // the least telling first, and of those the longest (it frees the most room), later before earlier
    .sort((a, b) => telling(a) - telling(b) || b.words - a.words || b.index - a.index);
  for (const s of droppable) {
    if (words <= max) break;
    kept.splice(kept.indexOf(s.index), 1);
    words -= s.words;
  }
  return kept;
}

/** The sentence without its opening connector, capitalized. */
function unconnected(s: Sentence, language: string): Sentence {
  const [first, ...rest] = s.terms.slice(1);
  if (!first) return s;
  return { ...s, raw: withoutConnector(s.raw, language), terms: [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest], leaning: false, words: s.words - 1 };
}

/**
 * The sentences the story's words allow within `limit` (all of them when it fits, else fitted),
 * but those already `used` (the opening, a lesson said apart): their indexes, not yet in order.
 */
export function pickSentences(story: Story, sentences: Sentence[], roles: StoryRoles, limit: number, style: Style, used: Set<number>): number[] {
  const storyWords = story.sentences.reduce((n, s) => n + s.words, 0);
  const wanted = storyWords <= limit ? sentences.map((s) => s.index) : fitted(story, roles, limit, style.length === 'short');
  return [...new Set(wanted)].filter((i): i is number => i !== undefined && !used.has(i));
}

/**
 * The picked sentences with those they lean on: a sentence that leans on the one before ("He
 * slept until morning.") comes with it, unless that one leans in turn ("It did not. But one
 * dentist ..."): then it stands alone, without its connector (`sentences` is changed in place).
 */
export function withLeaned(picked: number[], sentences: Sentence[], used: Set<number>, language: string): number[] {
  for (const i of [...picked]) {
    const s = sentences[i]!;
    if (!s.leaning || i === 0 || used.has(i - 1) || picked.includes(i - 1)) continue;
    if (sentences[i - 1]!.leaning && opensWithConnector(s.raw, language)) {
      sentences[i] = unconnected(s, language);
      continue;
    }
    picked.push(i - 1);
  }
  return picked;
}

/** The post's body: the sentences it tells, in order, and each one's line with the name its pronoun needs. */
export interface Body {
  indexes: number[];
  named: (i: number, line: string) => string;
}

/**
 * The body's sentences with what they refer to: a kept sentence that refers back (to someone:
 * "She still asks ..."; to a thing: "sat on it"; to a figure or a noun said before: "los 2
 * euros", "the wheel") keeps the sentence it refers to, and so on for that one; a kept sentence
 * opening on "She"/"Elle"/"Er" keeps the sentence naming the person before it (or says the
 * name). In the story's order, without the `used` ones (which join them).
 */
export function anchored(story: Story, picked: number[], used: Set<number>, hookIndex: number): Body {
  const raws = story.sentences.map((s) => s.raw);
  const lang = story.language;
  const referred = withReferents(raws, picked, lang, used);
  const people = anchorPeople(raws, referred, lang, hookIndex >= 0 ? [hookIndex] : []);
  const indexes = people.picked.filter((i) => !used.has(i));
  indexes.forEach((i) => used.add(i));
  const named = (i: number, line: string) => {
    const n = people.named.get(i);
    return n ? withName(line, n.pronoun, n.name) : line;
  };
  return { indexes, named };
}
