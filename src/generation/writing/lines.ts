import { hashOf, phrasesOf, type Person } from './phrases.js';
import { PACKS, packOf } from './packs/index.js';
import { digitsIn } from './rephrase.js';
import { textOf, type Sentence, type Story, type Term } from './analyze/story.js';
import type { Style } from './style.js';
import { capitalize, speak, terminate } from './voice.js';

/**
 * The framing lines around the story's own sentences, in the story's language (phrases.ts):
 * the lesson, a sign-off, a question to the reader, a call to action. A story in a language
 * without a phrase table gets none of them. Lines that could close many posts carry the
 * story's title; the wording is chosen by the story (its title) and `variant`.
 */
type Voice = Pick<Style, 'pointOfView' | 'register'>;

const MOOD_EMOJI: Record<string, string> = {
  proud: '🎉',
  happy: '😊',
  joyful: '😊',
  grateful: '🙏',
  thankful: '🙏',
  funny: '😅',
  sad: '💔',
  nostalgic: '🕰️',
  inspired: '✨',
  inspiring: '✨',
  excited: '🚀',
  determined: '💪',
  angry: '😤',
  scared: '😬',
};

const choose = <T>(options: T[], seed: number): T => options[Math.abs(seed) % options.length]!;
const seedOf = (story: Story, variant: number) => hashOf(story.title) + variant;

/** First-person words (the packs'): a story told by its author. A language without a pack is read with every pack's. */
const firstPerson = (language: string) => {
  const pack = packOf(language);
  return pack ? [pack.firstPerson] : Object.values(PACKS).map((p) => p.firstPerson);
};
const saysI = (text: string, language: string) => firstPerson(language).some((r) => r.test(text));

/** The person the story is told in: first when its author says "I". */
export function storyPerson(story: Story): Person {
  return story.sentences.some((s) => saysI(s.raw, story.language)) ? 'first' : 'third';
}

/**
 * A sentence of the story as the author wrote it: English in the register asked for (a formal
 * one loses its contractions and exclamations, a casual one gains contractions); another
 * language as written (a formal register only loses its exclamation marks). Pronouns are never
 * swapped: a story told by "I" stays told by "I" (see postWarnings).
 */
export function say(s: Sentence, voice: Voice, language = 'en'): string {
  if (language !== 'en') return voice.register === 'formal' ? s.raw.replace(/(\?)?[ \u00a0\u202f]*!+/gu, (_m, q: string | undefined) => (q ? '?' : '.')) : s.raw;
  return speak(s.terms, { ...voice, pointOfView: 'first' }, s.raw, s.hadContractions);
}

/** Words spoken mid-sentence: no capital unless the first word had one ("I", a name). */
function inline(terms: Term[], voice: Voice, language: string): string {
  const text = (language === 'en' ? speak(terms, { ...voice, pointOfView: 'first' }) : textOf(terms)).replace(/[.!?…]+$/, '');
  const first = terms[0]?.text ?? '';
  return /^\p{Ll}/u.test(first) || first === '' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The emoji a hook may carry: the story's own, else one for its mood (casual register). */
export function hookEmoji(story: Story, style: Style): string | undefined {
  if (!style.emojis) return undefined;
  if (story.emojis[0]) return story.emojis[0];
  return style.register === 'casual' ? MOOD_EMOJI[story.mood.toLowerCase()] : undefined;
}

/**
 * "What I took from it: a launch is not ...", when the story states its lesson and it cuts out
 * as a clause of its own; else the lesson sentence as the author wrote it. Undefined without
 * a lesson.
 */
export function lessonLine(story: Story, style: Style): string | undefined {
  if (!story.lesson) return undefined;
  const P = phrasesOf(story.language);
  const sentence = story.sentences[story.lesson.index]!;
  let core = story.lesson.core;
  if (!P || !core) return say(sentence, style, story.language);
  core = core.map((t, i) => (i === 0 ? t : { ...t, text: digitsIn(` ${t.text}`, story.language).trimStart() }));
  // the lesson by its first clause: what follows a semicolon restates it
  const semi = core.findIndex((t) => /;/.test(t.post));
  if (semi >= 3 && core.length - semi > 3) core = [...core.slice(0, semi), { ...core[semi]!, post: '' }];
  const person: Person = style.pointOfView === 'second' ? 'second' : storyPerson(story);
  return terminate(`${P.lessonIntro[person]} ${inline(core, style, story.language)}`);
}

/** The lesson alone, as a sentence (for a slide). */
export function lessonSentence(story: Story, style: Style): string | undefined {
  if (!story.lesson) return undefined;
  const core = story.lesson.core;
  const sentence = story.sentences[story.lesson.index]!;
  // a first-person core ("je ne vendais pas ...") reads only with its own sentence around it
  if (!core || saysI(textOf(core), story.language)) return say(sentence, style, story.language);
  return terminate(capitalize(inline(core, style, story.language)));
}

/** A question to the reader: with the story's title when the post has not said it yet, else without. Undefined in a language without phrases. */
export function question(story: Story, _style: Style, variant: number, titled = false): string | undefined {
  const P = phrasesOf(story.language);
  if (!P) return undefined;
  return titled ? choose(P.plain.question, seedOf(story, variant))(storyPerson(story)) : choose(P.question, seedOf(story, variant))(story.title, storyPerson(story));
}

/** A call to action, without the title: about one of the story's own tags, so that two stories do not share it. */
export function callToAction(story: Story, style: Pick<Style, 'emojis' | 'register' | 'audience'>, variant: number): string | undefined {
  const P = phrasesOf(story.language);
  if (!P) return undefined;
  const arrow = style.emojis && style.register !== 'formal' ? '👉 ' : '';
  // a reason that names its audience ("a CTA for founders") is answered in the audience's name
  if (style.audience) return `${arrow}${P.plain.ctaFor(P.audiences[style.audience])}`;
  const topic = story.topics.length ? story.topics[Math.abs(seedOf(story, variant)) % story.topics.length]!.replace(/^#/, '') : undefined;
  return `${arrow}${topic ? choose(P.plain.ctaAbout, seedOf(story, variant) + 1)(topic) : choose(P.plain.cta, seedOf(story, variant))}`;
}

/** Quoted speech, which keeps the speaker's words in any register. */
const QUOTED = /("[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|‘[^’\n]*’(?!\p{L}))/u;

/** The pieces of quoted speech in a text, quotation marks included. */
export function quotedSpeech(text: string): string[] {
  return text.split(QUOTED).filter((_part, i) => i % 2 === 1);
}

/**
 * A whole text in the register asked for, outside quoted speech: a formal one takes its pack's
 * formal rewrites ("didn't" to "did not"); any other register is the text as it is.
 */
export function inRegister(text: string, style: Pick<Style, 'register'>, language: string): string {
  const rewrites = style.register === 'formal' ? phrasesOf(language)?.formal : undefined;
  if (!rewrites?.length) return text;
  return text
    .split(QUOTED)
    .map((part, i) => (i % 2 === 1 ? part : rewrites.reduce((t, [re, to]) => t.replace(re, to), part)))
    .join('');
}
