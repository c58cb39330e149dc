import type { ChatMessage } from '../engine.js';
import { analyzeStory, type StorySource } from '../writing/analyze/story.js';
import { storyPerson } from '../writing/lines.js';
import { describeTheme, parseReason, styleOf, type Style, type StyleConfig, type ThemeInfo } from '../writing/style.js';

/**
 * What a model is told to write a LinkedIn post, and to revise one: LinkedIn's layout, the
 * story's own voice (a theme never makes a first-person story lose its "I"), a lesson only where
 * the story has one, hashtags in its language, and a revision that keeps the previous draft's
 * facts and best lines while applying the reason. The snapshot of this prompt is
 * test/generation/prompts/post*.txt.
 */

export interface PostPromptInput {
  anecdote: StorySource;
  theme?: StyleConfig;
  themeInfo?: ThemeInfo;
  reason?: string;
  previousDraft?: string;
}

const PERSON = { first: 'the first person ("I")', second: 'the second person ("you")', third: 'the third person ("they")' } as const;

/** The length a theme's own `length` setting asks for, unless the reason asks for another. */
function themeLength(style: Style, theme: StyleConfig, reason: string | undefined): Style {
  const asked = parseReason(reason);
  if (asked.shorter || asked.longer || typeof theme?.length !== 'string') return style;
  const length = /short|brief|concise|tight/i.test(theme.length) ? 'short' : /long|detailed|in-depth/i.test(theme.length) ? 'long' : style.length;
  return { ...style, length };
}

/** Voice and length lines that never contradict the story: its person, and what its material can fill. */
export function voiceLines(anecdote: StorySource, style: Style, product: 'post' | 'carousel'): string[] {
  const story = analyzeStory(anecdote);
  const told = storyPerson(story);
  const lines: string[] = [];
  if (told === 'first') {
    lines.push(`The story is told in the first person: keep its "I" (or "we") for everything that happened. Address the reader as "you" only in the ${product === 'post' ? 'first line and the closing line' : 'cover and the last slide'}.`);
    if (style.pointOfView !== 'first') lines.push(`(The theme asks for ${PERSON[style.pointOfView]}: apply it only there, never to the story's own events.)`);
  } else {
    lines.push(`The story is about someone else: tell it as it is told, in ${PERSON.third}, with the names and roles it gives.`);
  }
  lines.push(
    { formal: 'Register: formal and professional: no contractions, no slang, no exclamation marks.', neutral: 'Register: clear and natural, as the author would talk to a colleague.', casual: 'Register: casual and conversational, with contractions.' }[
      style.register
    ],
  );
  if (product === 'post') {
    lines.push({ punchy: 'Pacing: punchy: short lines, one idea per line, one blank line between lines.', balanced: 'Pacing: paragraphs of one or two sentences.', flowing: 'Pacing: flowing paragraphs of two or three sentences.' }[style.pacing]);
    const words = story.sentences.reduce((n, s) => n + s.raw.split(/\s+/).length, 0);
    lines.push(
      {
        short: 'Length: short, well under 600 characters: the hook, the key event, the turn, the lesson if there is one.',
        normal: `Length: 600 to 1,500 characters, or what the story holds (${words} words) if that is less: never pad it.`,
        long: `Length: up to 2,500 characters, only with what the story holds (${words} words): never pad it or add events.`,
      }[style.length],
    );
  }
  if (style.uplifting) lines.push('Close on an uplifting, encouraging note the story supports.');
  lines.push(style.emojis ? 'Emojis: at most one or two, only where they add something; none in the first line.' : 'Emojis: none.');
  return lines;
}

export function postMessages(input: PostPromptInput): ChatMessage[] {
  const style = styleOf(input.theme, input.reason);
  const a = input.anecdote;
  const story = analyzeStory(a);
  const hasLesson = story.lesson !== undefined && !story.lesson.implicit;
  const system = [
    "You are a ghostwriter. You turn a person's true story into a LinkedIn post they would publish under their own name.",
    '',
    'Facts: use only what the story says. Never invent names, figures, places, dates, quotes or events; keep every figure exactly as the story gives it.',
    '',
    'LinkedIn layout (it shows plain text only):',
    '- Plain text: no Markdown, no bold, no headings; a list only where the story has one.',
    '- One blank line between paragraphs; no paragraph longer than three short sentences.',
    '- The first line is the hook, under about 140 characters and complete on its own: LinkedIn cuts the post after it with "…see more". Open on the story\'s most striking moment, figure or line, never on a greeting or on "I want to share".',
    '- Then the story in its own order and details: the situation, what happened, the turn.',
    hasLesson ? "- The lesson the story states, in the author's words or close to them; then one closing line that lands." : '- The story states no lesson: do not add a moral. End on its own last beat, or on one closing line that follows from it.',
    ...(style.endWithQuestion ? ['- End with one question to the reader about their own experience: it is the last sentence of the text.'] : []),
    ...(style.callToAction ? ["- Near the end, a clear call to action for the audience the author names (or the theme's audience)."] : []),
    style.hashtags
      ? `- Hashtags: 3 to 5 on their own last line, in the story's language, specific to it (its trade, its topic${story.hashtags.length ? `; the author's tags: ${story.hashtags.join(' ')}` : ''}), not generic ones like #Motivation.`
      : '- No hashtags.',
    '',
    'Audience and voice:',
    ...describeTheme(input.theme, input.themeInfo),
    ...(typeof input.theme?.audience === 'string' && input.theme.audience.trim() ? [`Write for this audience: ${input.theme.audience.trim()}.`] : []),
    ...voiceLines(a, themeLength(style, input.theme, input.reason), 'post'),
    'Privacy: when the story is about patients, clients or minors, add no identifying detail the story does not give (no full names, ages, places or health details beyond it); prefer a role ("a patient") to a name.',
    ...(input.previousDraft
      ? ['', ...revisionLines(input.reason, input.previousDraft)]
      : input.reason
        ? ['', `The author asked: "${input.reason}". Follow it, except where it asks for facts the story does not give: never invent those; write without them and say so in "warning".`]
        : []),
    '',
    'Return a JSON object {"content": "<the post text>"}, with "warning": "<what you could not do as asked>" only when part of the request could not be followed.',
  ].join('\n');
  const user = [
    `Title: ${a.title}`,
    ...(a.mood ? [`Mood: ${a.mood}`] : []),
    ...(a.storyType ? [`Story type: ${a.storyType}`] : []),
    ...(a.tags?.length ? [`Tags: ${a.tags.join(', ')}`] : []),
    '',
    'Story:',
    a.content,
    ...(input.previousDraft ? ['', '<previous_draft>', input.previousDraft, '</previous_draft>'] : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The revision block: revise the draft between the tags, keep what was good, apply the reason. */
function revisionLines(reason: string | undefined, previousDraft: string): string[] {
  const asked = parseReason(reason);
  const chars = previousDraft.length;
  return [
    'This is a revision. The previous draft is in the user message between <previous_draft> and </previous_draft>. Revise it; do not start over:',
    '- keep its facts and its strongest lines, unless the request says otherwise;',
    ...(reason ? [`- apply the author's request, all of it: "${reason}";`] : ['- no reason was given: write another version that reads fresher, with a different hook and closing line;']),
    ...(asked.shorter && !asked.longer ? [`- shorter means at most ${Math.round(chars * 0.6)} characters (the draft has ${chars}): drop the least telling sentences, never the key event, the turn or the lesson;`] : []),
    ...(asked.longer && !asked.shorter ? [`- longer means more of what the story holds (the draft has ${chars} characters); never add events, figures or people it does not have;`] : []),
    ...(/\bpunch/i.test(reason ?? '') ? ['- punchier means punchy pacing: short lines, one idea per line, a harder first line;'] : []),
    ...(asked.noHashtags ? ['- no hashtags at all;'] : []),
    ...(asked.noEmojis ? ['- no emojis at all;'] : []),
    '- where it asks for facts the story does not give (a name, a figure, a date, an event), never invent them: write without them and say so in "warning".',
  ];
}
