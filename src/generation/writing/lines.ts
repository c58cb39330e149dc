import { type Sentence, type Story, type Term } from './story.js';
import type { Style } from './style.js';
import { capitalize, speak, terminate } from './voice.js';

/**
 * The framing lines around the story's own sentences: the lesson, a closing line, a question
 * to the reader, a call to action. They are built from the story where it allows (its lesson,
 * its topics), and chosen deterministically by `variant` among a few wordings.
 */
type Voice = Pick<Style, 'pointOfView' | 'register'>;

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours']);
const MOOD_EMOJI: Record<string, string> = {
  proud: '🎉', happy: '😊', joyful: '😊', grateful: '🙏', thankful: '🙏', funny: '😅', sad: '💔',
  nostalgic: '🕰️', inspired: '✨', inspiring: '✨', excited: '🚀', determined: '💪', angry: '😤', scared: '😬',
};

const choose = <T>(options: T[], variant: number): T => options[Math.abs(variant) % options.length]!;

/** A sentence of the story in the style's voice. */
export function say(s: Sentence, voice: Voice): string {
  return speak(s.terms, voice, s.raw, s.hadContractions);
}

/** Words spoken mid-sentence: no capital unless the first word had one. */
function inline(terms: Term[], voice: Voice): string {
  const text = speak(terms, voice).replace(/[.!?…]+$/, '');
  const first = terms[0]?.text ?? '';
  return /^\p{Ll}/u.test(first) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

export function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The emoji a hook may carry: the story's own, else one for its mood (casual register). */
export function hookEmoji(story: Story, style: Style): string | undefined {
  if (!style.emojis) return undefined;
  if (story.emojis[0]) return story.emojis[0];
  return style.register === 'casual' ? (MOOD_EMOJI[story.mood.toLowerCase()] ?? '👇') : undefined;
}

/** "The lesson I took from it: ...", when the story states its lesson ("I learned that ..."). */
export function lessonLine(story: Story, style: Style): string | undefined {
  const core = story.lesson?.core;
  if (!core) return undefined;
  const prefix = style.register === 'formal' || style.pointOfView === 'second' ? 'The lesson:' : style.pointOfView === 'third' ? 'Their lesson:' : 'The lesson I took from it:';
  return terminate(`${prefix} ${inline(core, style)}`);
}

/** The lesson alone, as a sentence (for a slide). */
export function lessonSentence(story: Story, style: Style): string | undefined {
  const core = story.lesson?.core;
  return core ? terminate(capitalize(inline(core, style))) : undefined;
}

/** A question to the reader, from the lesson when it is a general statement. */
export function question(story: Story, style: Style, variant: number): string {
  const core = story.lesson?.core;
  if (core && !core.some((t) => FIRST_PERSON.has(t.normal))) {
    const lesson = inline(core, { ...style, pointOfView: 'first' });
    return choose([`Do you agree that ${lesson}?`, `Have you found that ${lesson}, too?`], variant);
  }
  return choose(
    {
      first: ['What would you have done in my place?', 'Have you lived a moment like this one?'],
      second: ['What will you do when that moment comes?', 'Have you already lived a moment like this one?'],
      third: ['What would you have done in their place?', 'Have you lived a moment like this one?'],
    }[style.pointOfView],
    variant,
  );
}

/** A call to action: share it, and follow for more on the story's topics. */
export function callToAction(story: Story, style: Style, variant: number): string {
  const share =
    style.register === 'formal'
      ? 'If this was useful, consider sharing it with a colleague who may need it.'
      : style.register === 'casual'
        ? choose(["If this hit home, share it with someone who needs it today.", "If this one landed, pass it on to a friend who's in the thick of it."], variant)
        : choose(['If this resonated, repost it for someone who needs to hear it.', 'If this story speaks to you, share it with someone who needs it.'], variant);
  const follow = story.topics.length ? ` Follow for more stories about ${listOf(story.topics.slice(0, 3))}.` : '';
  const arrow = style.emojis && style.register !== 'formal' ? '👉 ' : '';
  return `${arrow}${share}${follow}`;
}

/** The last line when no question is asked for. */
export function closing(style: Style, variant: number): string {
  if (style.uplifting) {
    return choose(['Keep going. The breakthrough may be closer than it looks.', 'Whatever you are facing right now, the next step is still worth taking.'], variant);
  }
  const lines = {
    first: style.register === 'formal'
      ? ['It remains one of the most useful lessons of my career.', 'I still return to that experience whenever the stakes are high.']
      : ['That moment still shapes how I work.', 'I still think about it whenever things get hard.'],
    second: ['Remember it the next time you face a moment like this.', 'You will face a moment like this. Now you know what it can teach you.'],
    third: ['That moment still shapes how they work.', 'They still think about it whenever things get hard.'],
  }[style.pointOfView];
  const line = choose(lines, variant);
  return style.register === 'casual' ? line.replace('You will', "You'll") : line;
}

/** Extra reflection for a longer text: a word to the reader in the same spot, and what the story is about. */
export function reflection(story: Story, style: Style): string[] {
  const who = { first: 'I', second: 'you', third: 'they' }[style.pointOfView];
  const about = story.topics.length ? `a story about ${listOf(story.topics.slice(0, 3))}` : `a ${story.storyType} story`;
  const hard = story.sentences.find((s) => s.negation || s.contrast);
  return [
    `On the surface, it is ${about}. Underneath, it is about how ${who} decide what to do when it counts.`,
    hard
      ? 'If you are in that spot right now, you are not alone, and it is not the end of the story.'
      : 'Moments like this rarely look important while they happen. They usually are.',
  ];
}
