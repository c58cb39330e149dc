import type { ChatMessage, Task } from '../engine.js';
import { storyLanguage } from '../writing/analyze/story.js';
import { composeSuggestions, safeSuggestions } from './youtube-compose.js';
import { ANGLES, type SuggestInput, type SuggestOutput } from './youtube-shapes.js';

/**
 * YouTube suggestions: long-form video ideas from the owner's anecdotes, alone or combined.
 * The task works on anecdote indexes (the pipeline maps them to ids): each idea names the
 * anecdotes it draws on and an angle; an anecdote combination appears at most once per answer,
 * and the combinations+angles listed in `settled` (used or dismissed before) never come back.
 */
export type { Angle, SuggestedIdea, SuggestInput, SuggestionAnecdote, SuggestOutput } from './youtube-shapes.js';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
const texts = (maxItems: number, max: number, minItems = 0) => ({ type: 'array', minItems, maxItems, items: text(max) });

const suggestionsSchema = {
  type: 'object',
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['title', 'alternativeTitles', 'hook', 'outline', 'anecdoteIndexes', 'angle', 'targetLengthMinutes', 'keywords', 'thumbnailText', 'score', 'scoreReasons'],
        properties: {
          title: text(200),
          alternativeTitles: texts(5, 200),
          hook: text(600),
          outline: texts(30, 200, 2),
          anecdoteIndexes: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: { type: 'integer', minimum: 0 } },
          angle: { enum: [...ANGLES] },
          targetLengthMinutes: { type: 'integer', minimum: 1, maximum: 60 },
          keywords: texts(15, 80),
          thumbnailText: text(80),
          score: { type: 'number', minimum: 0, maximum: 100 },
          scoreReasons: texts(10, 300, 1),
        },
      },
    },
  },
};

/** The sorted, comma-joined ids of an idea's anecdotes: with the angle, what names an idea. */
export function combinationKey(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}

const SYSTEM = [
  'You suggest long-form YouTube videos (5 to 20 minutes) drawn only from the given personal anecdotes: no invented facts. Answer with JSON only.',
  "Combine anecdotes only when they share a theme; name a combination by that theme, never by joining the anecdotes' titles.",
  'Score each idea from 0 to 100 with this rubric, and give one scoreReason per part you count, with its points:',
  '- hook: how strongly its best sentence opens a video (a figure, a contrast, a question, short): up to 25;',
  '- substance: enough material for a long-form video (300 words of anecdote or more score full): up to 25;',
  '- a stated lesson 15, a figure the story turns on 10, a turning point 10;',
  '- anecdotes that share a theme 10 (one anecdote alone: 5); a favorite among them 5.',
].join('\n');

export const youtubeSuggestionsTask: Task<SuggestInput, SuggestOutput> = {
  name: 'youtube-suggestions',
  schema: suggestionsSchema,
  local: composeSuggestions,
  *candidates(input) {
    yield composeSuggestions(input);
    yield safeSuggestions(input);
  },
  temperature: 0.8,
  // one language for every idea when the anecdotes share it; else each idea in its own anecdotes' language (the prompt says which)
  language: (input) => {
    const languages = new Set(input.anecdotes.map(storyLanguage));
    return languages.size === 1 ? [...languages][0] : undefined;
  },
  // the count the prompt asks for, in the schema: 2 or 3 alternative titles (ideas past `count`, or naming
  // anecdotes that do not exist, the pipeline drops with a warning each)
  schemaFor: () => {
    const list = suggestionsSchema.properties.suggestions;
    const idea = list.items;
    return {
      ...suggestionsSchema,
      properties: { suggestions: { ...list, items: { ...idea, properties: { ...idea.properties, alternativeTitles: { ...idea.properties.alternativeTitles, minItems: 2, maxItems: 3 } } } } },
    };
  },
  messages(input): ChatMessage[] {
    const anecdotes = input.anecdotes.map((a, index) => ({ index, language: storyLanguage(a), title: a.title, content: a.content, mood: a.mood, storyType: a.storyType, tags: a.tags, isFavorite: a.isFavorite }));
    const languages = new Set(anecdotes.map((a) => a.language));
    return [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content: [
          `Suggest up to ${input.count} YouTube videos. Each draws on one anecdote or combines several (anecdoteIndexes); never the same combination twice.`,
          `Each: title, alternativeTitles (2 or 3), hook (what the first 15 seconds say, from the anecdotes' own words), outline (part headings in order), angle (one of ${ANGLES.join(', ')}), targetLengthMinutes, keywords (search keywords), thumbnailText (a few words), score (0 to 100) and scoreReasons.`,
          input.settled.length ? `Do not suggest these combinations with these angles again: ${JSON.stringify(input.settled)}` : '',
          ...(languages.size > 1 ? ["The anecdotes are in different languages (each one's `language` code): write each idea in the language of the anecdotes it draws on, and combine only anecdotes in the same language."] : []),
          `Answer {"suggestions": [...]}.`,
          `Anecdotes:\n${JSON.stringify(anecdotes)}`,
        ]
          .filter(Boolean)
          .join('\n'),
      },
    ];
  },
};
