import type { ChatMessage, Task } from '../engine.js';
import { callToAction, closing, hookEmoji, lessonLine, question, reflection, say } from '../writing/lines.js';
import { analyzeStory, type Sentence, type StorySource } from '../writing/story.js';
import { describeStyle, styleOf, type Style, type StyleConfig } from '../writing/style.js';
import { clauses, enforceStyle, speak } from '../writing/voice.js';

export interface PostInput {
  anecdote: StorySource;
  /** the theme's config (tone, pacing, pointOfView) */
  theme?: StyleConfig;
  /** the regeneration reason: revision requests for this draft */
  reason?: string;
  /** the draft being replaced, for the model to revise */
  previousDraft?: string;
  /** which run this is: a regeneration without a reason picks other wordings */
  variant?: number;
}

export interface PostOutput {
  content: string;
}

const MAX_BODY = { short: 2, normal: 8, long: Infinity } as const;

const importance = (s: Sentence) => (s.contrast ? 2 : 0) + (s.figure ? 2 : 0) + (s.negation ? 1 : 0) + Math.min(s.words, 20) / 20;

/** Keeps `max` sentences, the most telling ones, in story order (the first always stays). */
function select(sentences: Sentence[], max: number): Sentence[] {
  if (sentences.length <= max) return sentences;
  const [first, ...rest] = sentences;
  const kept = new Set([...rest].sort((a, b) => importance(b) - importance(a) || a.index - b.index).slice(0, max - 1));
  return [first!, ...rest.filter((s) => kept.has(s))];
}

function paragraphs(lines: string[], size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += size) out.push(lines.slice(i, i + size).join(' '));
  return out;
}

/**
 * The offline composer: a hook drawn from the story, the body from its own sentences (in the
 * theme's voice and pacing, cut or kept by length), its lesson, a closing line, hashtags from
 * its tags; a regeneration reason adds or removes parts (question, call to action, emojis,
 * hashtags, length, register).
 */
export function composePost(input: PostInput): string {
  const style = styleOf(input.theme, input.reason);
  const story = analyzeStory(input.anecdote);
  const variant = input.variant ?? 0;
  const { sentences } = story;
  const blocks: string[] = [];

  const hookIndex = story.hooks.length ? story.hooks[variant % story.hooks.length]! : -1;
  const emoji = hookEmoji(story, style);
  const hook = hookIndex >= 0 ? say(sentences[hookIndex]!, style) : story.title;
  blocks.push(emoji ? `${hook} ${emoji}` : hook);

  const lesson = lessonLine(story, style);
  const body = select(
    sentences.filter((s) => s.index !== hookIndex && !(lesson && s.index === story.lesson?.index)),
    MAX_BODY[style.length],
  );
  if (style.pacing === 'punchy') {
    for (const s of body) blocks.push(...clauses(s.terms, 8).map((c) => (c === s.terms ? say(s, style) : speak(c, style, undefined, s.hadContractions))));
  } else {
    blocks.push(...paragraphs(body.map((s) => say(s, style)), style.pacing === 'flowing' || style.length === 'long' ? 3 : 2));
  }
  if (lesson) blocks.push(lesson);
  if (style.length === 'long') blocks.push(...reflection(story, style));

  const ending: string[] = [];
  if (!style.endWithQuestion && style.length !== 'short') ending.push(closing(style, variant));
  if (style.callToAction) ending.push(callToAction(story, style, variant));
  if (style.hashtags && story.hashtags.length) ending.push(story.hashtags.join(' '));
  // the question is the very last line when one is asked for
  if (style.endWithQuestion) ending.push(question(story, style, variant));
  blocks.push(...ending);

  const unique = blocks.filter((b, i) => b.trim() && blocks.indexOf(b) === i);
  return enforceStyle(unique.join('\n\n'), style);
}

function postMessages(input: PostInput): ChatMessage[] {
  const style: Style = styleOf(input.theme, input.reason);
  const a = input.anecdote;
  const system = [
    'You are a ghostwriter. You turn a person\'s true story into a LinkedIn post they would publish themselves:',
    'a hook in the first line, the story told with its own facts, the lesson, a closing line.',
    'Use only what the story says: never invent names, figures, places or events.',
    ...describeStyle(style),
    ...(input.reason ? [`The author asked for this revision of the previous draft: "${input.reason}". Follow it.`] : []),
    'Return a JSON object {"content": "<the post text>"}.',
  ].join('\n');
  const user = [
    `Title: ${a.title}`,
    ...(a.mood ? [`Mood: ${a.mood}`] : []),
    ...(a.storyType ? [`Story type: ${a.storyType}`] : []),
    ...(a.tags?.length ? [`Tags: ${a.tags.join(', ')}`] : []),
    '',
    'Story:',
    a.content,
    ...(input.previousDraft ? ['', 'Previous draft:', input.previousDraft] : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export const postTask: Task<PostInput, PostOutput> = {
  name: 'post_draft',
  schema: {
    type: 'object',
    required: ['content'],
    properties: { content: { type: 'string', minLength: 1, maxLength: 6000 } },
  },
  local: (input) => ({ content: composePost(input) }),
  messages: postMessages,
};

/** The style's hard rules on the draft, whichever provider wrote it. */
export function finishPost(content: string, input: Pick<PostInput, 'theme' | 'reason'>): string {
  return enforceStyle(content.trim(), styleOf(input.theme, input.reason));
}
