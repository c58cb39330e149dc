import { keyEventOf } from './references.js';
import type { Story } from './story.js';

/**
 * A story's roles, read from its analysis: the posts, the shorts and the blog articles that tell
 * an anecdote keep them when they shorten it.
 */

/** The sentences that carry a story, by role: where it starts, where it turns, how it resolves. */
export interface StoryRoles {
  setup: number;
  /** the story's key event ("One day a boy brought him ..."), when a sentence opens on one */
  event?: number;
  turn?: number;
  resolution?: number;
  lesson?: number;
}

export function rolesOf(story: Story): StoryRoles {
  const n = story.sentences.length;
  const lesson = story.lesson?.index;
  const free = (i: number) => i > 0 && i < n && i !== lesson;
  // the turn: the contrast ("but", "instead") nearest the middle of the story
  const middle = (n - 1) / 2;
  let turn = story.sentences.filter((s) => free(s.index) && s.contrast).sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle) || a.index - b.index)[0]?.index;
  if (turn === undefined && n >= 3) turn = [Math.floor(n / 2), 1, n - 1].find(free);
  let resolution: number | undefined;
  if (turn !== undefined) resolution = [turn + 1, turn + 2].find((i) => free(i) && !story.sentences[i]!.lessonCue);
  const event = keyEventOf(
    story.sentences.map((s) => s.raw),
    story.language,
  );
  return { setup: 0, ...(event !== undefined && free(event) ? { event } : {}), ...(turn !== undefined ? { turn } : {}), ...(resolution !== undefined ? { resolution } : {}), ...(lesson !== undefined ? { lesson } : {}) };
}
