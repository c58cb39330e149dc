import type { Task } from '../engine.js';
import { callToAction, hookEmoji, inRegister, lessonLine, question, quotedSpeech, say, storyPerson } from '../writing/lines.js';
import { opensWithConnector, phrasesOf, withoutConnector } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, type Sentence, type Story, type StorySource } from '../writing/analyze/story.js';
import { parseReason, styleOf, unappliedRequests, type Style, type StyleConfig, type ThemeInfo } from '../writing/style.js';
import { retell } from '../writing/rephrase.js';
import { withReferents } from '../writing/analyze/references.js';
import { postMessages } from './post-prompt.js';
import { rolesOf, type StoryRoles } from '../writing/analyze/roles.js';
import { anchorPeople, withName } from '../writing/analyze/people.js';
import { clauses, enforceStyle, speak } from '../writing/voice.js';
import { quoteOpen } from '../writing/analyze/boundaries.js';

export interface PostInput {
  anecdote: StorySource;
  /** the theme's config (tone, pacing, pointOfView) */
  theme?: StyleConfig;
  /** the theme's name and description (for a model) */
  themeInfo?: ThemeInfo;
  /** the regeneration reason: revision requests for this draft */
  reason?: string;
  /** the draft being replaced, for the model to revise */
  previousDraft?: string;
  /** which run this is: a regeneration without a reason picks other wordings */
  variant?: number;
}

export interface PostOutput {
  content: string;
  /** a model's note on what it could not do as asked (facts the story lacks) */
  warning?: string;
}

/** The sentence without its opening connector, capitalized. */
function unconnected(s: Sentence, language: string): Sentence {
  const [first, ...rest] = s.terms.slice(1);
  if (!first) return s;
  return { ...s, raw: withoutConnector(s.raw, language), terms: [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest], leaning: false, words: s.words - 1 };
}

/**
 * A story up to this many words is told whole: LinkedIn takes 3,000 characters (about 450 words),
 * and this leaves room for a question, a call to action and hashtags. A longer one is told as written
 * too, without its least telling sentences (see fitted).
 */
const WHOLE_STORY_WORDS = 320;

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

/**
 * For a story told in dialogue (a line of it opens on a dash, "—¿Todo?", "— Lampy?"): which of its
 * sentences open a line as the author wrote it. Undefined for any other story.
 */
function dialogueLines(content: string, story: Story): boolean[] | undefined {
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
function paragraphs(lines: string[], size: number, items: boolean[], starts?: boolean[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // a story told in dialogue keeps its author's lines: each speaker's turn a paragraph, never two turns in one
    if (starts && starts[i] && current.length && !quoteOpen(current.join(' '))) flush();
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

/**
 * The offline composer, in the story's language: the story as written, in its order (whole up to
 * a post's length, else without its least telling sentences), opening on its first sentence and
 * closing on its last, its lesson in place or framed, hashtags from its tags; a regeneration
 * reason adds or removes parts (question, call to action, emojis, hashtags, length, register).
 * The author's sentences keep their person (see postWarnings).
 */
export function composePost(input: PostInput): string {
  const style = styleOf(input.theme, input.reason);
  if (!style.shortenTo) return composeWithin(input, style);
  // a post asked to be shorter is at most `shortenTo` of the draft it replaces (70%, "much shorter" 50%):
  // its least telling sentences go, a fifth of the words at a time, until it fits or only the
  // opening, the key event, the turn and the lesson are left (then postWarnings says so)
  const target = shortenTarget(input, style.shortenTo);
  let limit: number | undefined;
  let draft = composeWithin(input, style);
  for (let round = 0; round < 12 && draft.length > target; round++) {
    const words = limit ?? draft.split(/\s+/).length;
    limit = Math.floor(words * 0.8);
    if (limit < 1) break;
    const next = composeWithin(input, style, limit);
    if (next.length < draft.length) draft = next;
  }
  return draft;
}

/** The length, in characters, a post asked to be shorter must not exceed: a share of the draft it replaces (or of the post without the reason). */
function shortenTarget(input: PostInput, share: number): number {
  const before = input.previousDraft?.trim() || composeWithin({ ...input, reason: undefined }, styleOf(input.theme));
  return Math.floor(before.length * share);
}

/** Hashtags a post asked to be shorter keeps. */
const SHORT_HASHTAGS = 3;

function composeWithin(input: PostInput, style: Style, maxWords?: number): string {
  const story = analyzeStory(input.anecdote);
  const lang = story.language;
  const variant = input.variant ?? 0;
  // a story is told as written, in its order, with the author's sentences: a telling by its roles
  // (setup, turn, resolution) dropped what its later lines need (the key event, the question
  // someone asked, the person a line refers to, the second point of a list). A story of a post's
  // length is told whole; a longer one, or a post asked to be short (about 60% of the words of
  // the post it shortens), without its least telling sentences.
  const storyWords = story.sentences.reduce((n, s) => n + s.words, 0);
  const limit = maxWords ?? (style.length === 'long' || (story.sentences.length <= 3 && style.length !== 'short') ? Infinity : style.length === 'short' ? Math.max(25, Math.round(Math.min(storyWords, WHOLE_STORY_WORDS) * 0.6)) : WHOLE_STORY_WORDS);
  const contrast = phrasesOf(lang)?.contrast;
  const sentences = story.sentences.map((s, i) => retell(s, lang, contrast, false, story.sentences[i + 1]?.leaning, false));
  const roles = rolesOf(story);
  const blocks: string[] = [];
  const used = new Set<number>();

  // the story opens the post: a later sentence pulled up as the hook left its neighbours out of
  // order ("J'ai répondu que je n'en avais pas vraiment." before the question) or named someone
  // before the sentence that introduces him ("When he arrived at 5 a.m., ..." before Tom)
  const hookIndex = sentences.length ? 0 : -1;
  const emoji = hookEmoji(story, style);
  const hook = hookIndex >= 0 ? say(sentences[hookIndex]!, style, lang) : story.title;
  if (hookIndex >= 0) used.add(hookIndex);
  blocks.push(emoji ? `${hook} ${emoji}` : hook);

  // the lesson is told from the retold sentences too
  const told = { ...story, sentences };
  // (a lesson said as the author wrote it stays where the author put it: "L'ho
  // capito nel 2018, ..." refers to the sentence before it, and at the end it refers to nothing)
  const framed = lessonLine(told, style);
  const lessonInPlace = roles.lesson !== undefined && framed === say(sentences[roles.lesson]!, style, lang);
  const lesson = lessonInPlace ? undefined : framed;
  if (roles.lesson !== undefined && !lessonInPlace) used.add(roles.lesson);
  const wanted = storyWords <= limit ? sentences.map((s) => s.index) : fitted(story, roles, limit, style.length === 'short');
  const raws = story.sentences.map((s) => s.raw);
  const picked = [...new Set(wanted)].filter((i): i is number => i !== undefined && !used.has(i));
  // a sentence that leans on the one before ("He slept until morning.") comes with it
  for (const i of [...picked]) {
    const s = sentences[i]!;
    if (!s.leaning || i === 0 || used.has(i - 1) || picked.includes(i - 1)) continue;
    // ... unless that one leans in turn ("It did not. But one dentist ..."): then it stands alone, without its connector
    if (sentences[i - 1]!.leaning && opensWithConnector(s.raw, lang)) {
      sentences[i] = unconnected(s, lang);
      continue;
    }
    picked.push(i - 1);
  }
  // a kept sentence that refers back (to someone: "She still asks ..."; to a thing: "sat on it"; to a figure or a noun
  // said before: "los 2 euros", "the wheel") keeps the sentence it refers to, and so on for that one
  picked.splice(0, picked.length, ...withReferents(raws, picked, lang, used));
  // a kept sentence opening on "She"/"Elle"/"Er" keeps the sentence naming the person before it (or says the name)
  const anchored = anchorPeople(raws, picked, lang, hookIndex >= 0 ? [hookIndex] : []);
  const body = anchored.picked.filter((i) => !used.has(i));
  body.forEach((i) => used.add(i));
  const named = (i: number, line: string) => {
    const n = anchored.named.get(i);
    return n ? withName(line, n.pronoun, n.name) : line;
  };
  const lines = body.map((i) => named(i, say(sentences[i]!, style, lang)));
  // a punchy post says a long sentence as its clauses where the story's words are tagged (the pack says so), else sentence by sentence
  if (style.pacing === 'punchy' && phrasesOf(lang)?.analysis.taggedClauses) {
    for (const [k, i] of body.entries()) {
      const s = sentences[i]!;
      // a list's lines stay together, one item a line, under the lead-in that announces it
      if (s.item) {
        const line = named(i, say(s, style, lang));
        const last = blocks[blocks.length - 1];
        if (k > 0 && last !== undefined && (sentences[body[k - 1]!]!.item || /:$/.test(last))) blocks[blocks.length - 1] = `${last}\n${line}`;
        else blocks.push(line);
        continue;
      }
      blocks.push(...clauses(s.terms, 8).map((c, n) => named(n === 0 ? i : -1, c === s.terms ? say(s, style, lang) : speak(c, { ...style, pointOfView: 'first' }, undefined, s.hadContractions))));
    }
  } else {
    // (another run lays the same sentences out otherwise: a line each instead of two a paragraph)
    const size = style.pacing === 'punchy' ? 1 : style.pacing === 'flowing' || style.length === 'long' ? 3 : 2;
    const starts = dialogueLines(input.anecdote.content, story);
    blocks.push(
      ...paragraphs(
        lines,
        variant % 2 === 1 ? (size === 1 ? 2 : size - 1) : size,
        body.map((i) => sentences[i]!.item),
        starts && body.map((i) => starts[i]!),
      ),
    );
  }
  if (lesson) blocks.push(lesson);

  // the story's own last sentence closes it: no stock sign-off around the title ("X: small moment,
  // lasting lesson."), and the question or the call to action a reason asks for is said without
  // it; the question is the last sentence of the text and the hashtags follow on their own last
  // line (as the model is told: one order for every provider)
  const ending: Array<string | undefined> = [];
  if (style.callToAction) ending.push(callToAction(story, style, variant));
  if (style.endWithQuestion) ending.push(question(story, style, variant, true));
  if (style.hashtags && story.hashtags.length) ending.push((style.shortenTo ? story.hashtags.slice(0, SHORT_HASHTAGS) : story.hashtags).join(' '));
  blocks.push(...ending.filter((l): l is string => Boolean(l)));

  const unique = blocks.filter((b, i) => b.trim() && blocks.indexOf(b) === i);
  return enforceStyle(inRegister(unique.join('\n\n'), style, lang), style);
}

/**
 * The form of a post that cannot break: the author's own sentences as written, in order, in
 * paragraphs of two, then the hashtags; no frame, no rewrite, nothing cut.
 */
export function safePost(input: Pick<PostInput, 'anecdote' | 'theme' | 'reason'>): string {
  const style = styleOf(input.theme, input.reason);
  const story = analyzeStory(input.anecdote);
  // (in another language than English, a formal register loses its exclamation marks here too: say() does only that there)
  const blocks = paragraphs(
    story.sentences.map((s) => (story.language === 'en' ? s.raw : say(s, style, story.language))),
    2,
    story.sentences.map((s) => s.item),
    dialogueLines(input.anecdote.content, story),
  );
  // the call to action and the closing question a reason asks for are the pack's own lines: they cannot break either
  if (style.callToAction) blocks.push(callToAction(story, style, 0) ?? '');
  if (style.endWithQuestion) blocks.push(question(story, style, 0, true) ?? '');
  if (style.hashtags && story.hashtags.length) blocks.push(story.hashtags.join(' '));
  return enforceStyle(inRegister(blocks.filter((b) => b.trim()).join('\n\n'), style, story.language), style);
}

const PERSON_NAME = { second: 'second', third: 'third' } as const;

/**
 * What the offline writer could not do as a theme asks, for the job's warnings (a post's or a
 * carousel's): a point of view the story's own sentences cannot take without reading wrong, a
 * language it has no phrases for.
 */
export function themeWarnings(anecdote: StorySource, theme: StyleConfig, product: 'post' | 'carousel'): string[] {
  const style = styleOf(theme);
  const story = analyzeStory(anecdote);
  const warnings: string[] = [];
  if (style.pointOfView !== 'first' && storyPerson(story) === 'first') {
    warnings.push(`the theme asks for the ${PERSON_NAME[style.pointOfView]} person, but the story is told in the first person: its sentences were kept as told, because swapping their pronouns would not read correctly`);
  }
  if (!phrasesOf(story.language)) warnings.push(`the offline writer has no phrases in this story's language (${story.language}): the ${product} uses only the story's own sentences`);
  return warnings;
}

/**
 * What the offline writer could not do as asked, for the job's warnings: a point of view the
 * story's own sentences cannot be turned into without reading wrong, a language it has no
 * phrases for, and of a regeneration reason only what the post (`content`, the text the job
 * keeps; without it, the offline writer's draft) does not do: the parts it does not act on, a
 * length it could not reach, a question or a call to action it has no wording for.
 */
export function postWarnings(input: Pick<PostInput, 'anecdote' | 'theme' | 'reason' | 'previousDraft'>, content?: string): string[] {
  const story = analyzeStory(input.anecdote);
  const warnings = themeWarnings(input.anecdote, input.theme, 'post');
  const notApplied = unappliedRequests(input.reason).map((r) => `"${r}"`);
  if (input.reason) {
    // requests it understood but could not carry out on this story
    const asked = parseReason(input.reason);
    const style = styleOf(input.theme, input.reason);
    const draft = content?.trim() || composePost({ anecdote: input.anecdote, theme: input.theme, reason: input.reason, previousDraft: input.previousDraft });
    const pack = phrasesOf(story.language);
    if (style.shortenTo) {
      const before = input.previousDraft?.trim() || composePost({ anecdote: input.anecdote, theme: input.theme });
      if (draft.length > Math.floor(before.length * style.shortenTo)) {
        const share = Math.round((draft.length / before.length) * 100);
        notApplied.push(
          `${asked.muchShorter ? 'much shorter' : 'shorter'} (asked for at most ${Math.round(style.shortenTo * 100)}% of the previous draft; the sentences it keeps (its opening, key event, turn and lesson, and those they refer to) make ${share}%)`,
        );
      }
    }
    if (asked.longer && !asked.shorter) {
      const base = composePost({ anecdote: input.anecdote, theme: input.theme });
      if (draft.length <= base.length * 1.15) notApplied.push('longer (the post already tells the whole story, and the writer adds nothing the story does not say)');
    }
    const lastLine =
      draft
        .split('\n')
        .filter((l) => l.trim() && !/^#/.test(l.trim()))
        .pop() ?? '';
    if (asked.endWithQuestion && !/\?\s*$/.test(lastLine)) notApplied.push(pack ? 'a closing question' : 'a closing question (no wording in this language)');
    if (asked.callToAction && !pack) notApplied.push('a call to action (no wording in this language)');
    if (asked.callToAction && pack && asked.otherAudience) notApplied.push(`a call to action for "${asked.otherAudience}" (no wording for that audience: the call to action is a general one)`);
    if (asked.noHashtags && /#\p{L}/u.test(draft)) notApplied.push('no hashtags');
    // a formal register rewrites the author's sentences, never what someone said: say so when a quote stays informal
    if (style.register === 'formal') {
      const informal = quotedSpeech(draft).find((q) => /!|\b\p{L}+['’](?:m|re|ve|ll|t|d)\b/u.test(q));
      if (informal) notApplied.push(`formal throughout (quoted speech keeps the speaker's words: ${informal.length > 80 ? `${informal.slice(0, 77)}…` : informal})`);
    }
  }
  if (notApplied.length) warnings.push(`regeneration reason not applied by the offline writer: ${notApplied.join(', ')}`);
  return warnings;
}

export const postTask: Task<PostInput, PostOutput> = {
  name: 'post_draft',
  schema: {
    type: 'object',
    required: ['content'],
    properties: { content: { type: 'string', minLength: 1, maxLength: 6000 }, warning: { type: 'string', maxLength: 500 } },
  },
  local: (input) => ({ content: composePost(input) }),
  *candidates(input) {
    const seen = new Set<string>();
    // the primary plan, two other wordings of it, then the safe form
    for (const content of [composePost(input), composePost({ ...input, variant: (input.variant ?? 0) + 1 }), composePost({ ...input, variant: (input.variant ?? 0) + 2 }), safePost(input)]) {
      if (seen.has(content)) continue;
      seen.add(content);
      yield { content };
    }
  },
  messages: postMessages,
  temperature: 0.7,
  language: (input) => storyLanguage(input.anecdote),
};

/** The style's hard rules on the draft, whichever provider wrote it. */
export function finishPost(content: string, input: Pick<PostInput, 'theme' | 'reason'>): string {
  return enforceStyle(content.trim(), styleOf(input.theme, input.reason));
}
