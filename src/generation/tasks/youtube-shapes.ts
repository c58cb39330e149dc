import type { StorySource } from '../writing/analyze/story.js';

// The input and output of the YouTube suggestions task (youtube.ts), which its offline composer
// (youtube-compose.ts) shares.

export const ANGLES = ['lesson', 'numbers', 'turning-point', 'question', 'story'] as const;
export type Angle = (typeof ANGLES)[number];

export interface SuggestionAnecdote extends StorySource {
  isFavorite?: boolean;
}

export interface SuggestInput {
  anecdotes: SuggestionAnecdote[];
  count: number;
  /** ideas not to propose again: anecdote indexes (any order) with an angle */
  settled: Array<{ anecdoteIndexes: number[]; angle: Angle }>;
}

export interface SuggestedIdea {
  title: string;
  alternativeTitles: string[];
  hook: string;
  outline: string[];
  anecdoteIndexes: number[];
  angle: Angle;
  targetLengthMinutes: number;
  keywords: string[];
  thumbnailText: string;
  score: number;
  scoreReasons: string[];
}

export interface SuggestOutput {
  suggestions: SuggestedIdea[];
}
