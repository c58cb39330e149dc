import type { Task } from '../engine.js';
import { callToAction, hookEmoji, inRegister, lessonLine, question, quotedSpeech, say, storyPerson } from '../writing/lines.js';
import { phrasesOf } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, type Sentence, type Story, type StorySource } from '../writing/analyze/story.js';
import { parseReason, styleOf, unappliedRequests, type Style, type StyleConfig, type ThemeInfo } from '../writing/style.js';
import { retell } from '../writing/rephrase.js';
import { postMessages } from './post-prompt.js';
import { rolesOf, type StoryRoles } from '../writing/analyze/roles.js';
import { enforceStyle } from '../writing/voice.js';
import { anchored, pickSentences, withLeaned, wordLimit } from './post-pick.js';
import { closingLines, dialogueLines, finished, layBody, paragraphs } from './post-layout.js';

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

/**
 * One draft of the offline post, in named steps: the story's sentences retold, its opening
 * (openingLine), its lesson in place or said apart (lessonOf), the sentences within the word
 * limit (wordLimit, pickSentences) with those they lean on and refer to (withLeaned, anchored),
 * laid out (layBody), the lines a reason asks for after them (closingLines), the text finished
 * in the style (finished).
 *
 * A story is told as written, in its order, with the author's sentences: a telling by its roles
 * (setup, turn, resolution) dropped what its later lines need (the key event, the question
 * someone asked, the person a line refers to, the second point of a list). A story of a post's
 * length is told whole; a longer one, or a post asked to be short (about 60% of the words of
 * the post it shortens), without its least telling sentences.
 */
function composeWithin(input: PostInput, style: Style, maxWords?: number): string {
  const story = analyzeStory(input.anecdote);
  const lang = story.language;
  const variant = input.variant ?? 0;
  const limit = wordLimit(story, style, maxWords);
  const sentences = retold(story);
  const roles = rolesOf(story);
  const used = new Set<number>();
  const opening = openingLine(story, sentences, style);
  if (opening.index >= 0) used.add(opening.index);
  const blocks = [opening.line];
  const lesson = lessonOf(story, sentences, roles, style);
  if (lesson.apart !== undefined) used.add(lesson.apart);
  const picked = withLeaned(pickSentences(story, sentences, roles, limit, style, used), sentences, used, lang);
  const body = anchored(story, picked, used, opening.index);
  layBody(blocks, body, { story, sentences, content: input.anecdote.content, style, variant });
  if (lesson.line) blocks.push(lesson.line);
  blocks.push(...closingLines(story, style, variant));
  return finished(blocks, style, lang);
}

/** The story's sentences retold in its language (rephrase.ts retell), one for one. */
function retold(story: Story): Sentence[] {
  const lang = story.language;
  const contrast = phrasesOf(lang)?.contrast;
  return story.sentences.map((s, i) => retell(s, lang, contrast, false, story.sentences[i + 1]?.leaning, false));
}

/**
 * The post's first block: the story's first sentence (with the hook's emoji when the style has
 * one), else its title. The story opens the post: a later sentence pulled up as the hook left its
 * neighbours out of order ("J'ai répondu que je n'en avais pas vraiment." before the question)
 * or named someone before the sentence that introduces him ("When he arrived at 5 a.m., ..."
 * before Tom). `index`: the sentence it says (-1 for the title).
 */
function openingLine(story: Story, sentences: Sentence[], style: Style): { line: string; index: number } {
  const index = sentences.length ? 0 : -1;
  const emoji = hookEmoji(story, style);
  const hook = index >= 0 ? say(sentences[index]!, style, story.language) : story.title;
  return { line: emoji ? `${hook} ${emoji}` : hook, index };
}

/**
 * The lesson, told from the retold sentences: a lesson said as the author wrote it stays where
 * the author put it ("L'ho capito nel 2018, ..." refers to the sentence before it, and at the end
 * it refers to nothing); one framed otherwise is said after the body (`line`), its sentence
 * (`apart`) left out of it.
 */
function lessonOf(story: Story, sentences: Sentence[], roles: StoryRoles, style: Style): { line?: string; apart?: number } {
  const framed = lessonLine({ ...story, sentences }, style);
  const inPlace = roles.lesson !== undefined && framed === say(sentences[roles.lesson]!, style, story.language);
  if (inPlace) return {};
  return { line: framed, apart: roles.lesson };
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
