/** The story analysis lives in analyze/story.ts; this path stays for callers not moved yet. */
export * from './analyze/story.js';
