import { compromise } from '../../on-demand.js';
import { textOf, type Term } from './analyze/story.js';
import type { Style } from './style.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

type Voice = Pick<Style, 'pointOfView' | 'register'>;

/** Pronouns of the first person and their replacements. */
const PRONOUNS: Record<'second' | 'third', Record<string, string>> = {
  second: { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself' },
  third: { i: 'they', me: 'them', my: 'their', mine: 'theirs', myself: 'themselves' },
};
/** "I was" → "you were": the verbs whose form follows the subject. */
const AGREEMENT: Record<string, string> = { was: 'were', am: 'are', wasnt: 'werent' };

const NEGATIVE: Record<string, string> = {
  do: "don't",
  does: "doesn't",
  did: "didn't",
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  have: "haven't",
  has: "hasn't",
  had: "hadn't",
  can: "can't",
  will: "won't",
  would: "wouldn't",
  could: "couldn't",
  should: "shouldn't",
};
const PRONOUN_BE: Record<string, string> = { i: 'am', you: 'are', we: 'are', they: 'are', it: 'is', that: 'is', there: 'is', he: 'is', she: 'is' };
const SHORT: Record<string, string> = { am: "'m", are: "'re", is: "'s", will: "'ll", have: "'ve" };
const HAVE_SUBJECTS = new Set(['i', 'you', 'we', 'they']);
const WILL_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she']);

const sameCase = (like: string, word: string) => (/^\p{Lu}/u.test(like) && like !== 'I' ? word[0]!.toUpperCase() + word.slice(1) : word);

/** Upper-cases the first letter (sentence starts after a pronoun swap). */
export function capitalize(text: string): string {
  // the first letter after opening quotes or punctuation; a sentence opening on a figure keeps its next word as is ("14 people")
  const i = text.search(/[\p{L}\p{N}]/u);
  return i < 0 || /\p{N}/u.test(text[i]!) ? text : text.slice(0, i) + text[i]!.toUpperCase() + text.slice(i + 1);
}

/** Ends a line with sentence punctuation if it has none. */
export function terminate(text: string): string {
  const t = text.trim().replace(/[,;:]+$/, '');
  // (a sentence that ends inside a closing quote of any language, „…“, «…», “…”, is ended)
  return /[.!?…](?:[\s\u00a0\u202f]?["'’”“»›)\]])*$/u.test(t) ? t : `${t}.`;
}

function swapPointOfView(terms: Term[], pov: 'second' | 'third'): boolean {
  let changed = false;
  terms.forEach((t, i) => {
    const to = PRONOUNS[pov][t.normal];
    if (!to || (!t.tags.has('Pronoun') && t.normal !== 'my')) return;
    changed = true;
    terms[i] = { ...t, text: to, normal: to };
    if (t.normal !== 'i') return;
    for (const j of [i + 1, i - 1]) {
      const verb = terms[j];
      if (verb && AGREEMENT[verb.normal]) terms[j] = { ...verb, text: sameCase(verb.text, AGREEMENT[verb.normal]!), normal: AGREEMENT[verb.normal]! };
    }
  });
  return changed;
}

/** "have" is an auxiliary (and may be contracted) before a participle: "I have (ever) been". */
const isParticiple = (t: Term | undefined) => Boolean(t && (t.tags.has('PastTense') || t.tags.has('Participle')));

function merge(terms: Term[], i: number, text: string) {
  terms[i] = { ...terms[i]!, text, normal: text.toLowerCase(), post: terms[i + 1]!.post };
  terms.splice(i + 1, 1);
}

/** Contractions of a casual register ("do not" → "don't", "I am" → "I'm", "we have learned" → "we've learned"). */
function contract(terms: Term[]) {
  for (let i = 0; i < terms.length - 1; i++) {
    const a = terms[i]!;
    const b = terms[i + 1]!;
    if (a.post.trim()) continue; // punctuation between the two words
    if (b.normal === 'not' && NEGATIVE[a.normal]) merge(terms, i, sameCase(a.text, NEGATIVE[a.normal]!));
    else if (a.normal === 'cannot') terms[i] = { ...a, text: sameCase(a.text, "can't") };
    else if (PRONOUN_BE[a.normal] === b.normal || (b.normal === 'will' && WILL_SUBJECTS.has(a.normal))) merge(terms, i, a.text + SHORT[b.normal]!);
    else if (b.normal === 'have' && HAVE_SUBJECTS.has(a.normal) && isParticiple(terms.slice(i + 2).find((t) => !t.tags.has('Adverb')))) merge(terms, i, a.text + SHORT.have!);
  }
}

/** A formal register: no interjections ("wow", "lol"), "cannot", no exclamations. */
function formalize(terms: Term[]) {
  for (let i = terms.length - 1; i >= 0; i--) {
    const t = terms[i]!;
    const interjection = t.tags.has('Expression') && ((i === 0 && /,/.test(t.post)) || (i === terms.length - 1 && !terms[i - 1]?.tags.has('Adjective') && !terms[i - 1]?.tags.has('Determiner')));
    if (interjection) {
      if (i > 0 && t.post.trim() && !/^,/.test(t.post.trim())) terms[i - 1] = { ...terms[i - 1]!, post: t.post };
      terms.splice(i, 1);
    } else if (t.normal === 'can' && terms[i + 1]?.normal === 'not' && !t.post.trim()) {
      merge(terms, i, sameCase(t.text, 'cannot'));
    }
    if (terms[i]) terms[i] = { ...terms[i]!, post: terms[i]!.post.replace(/!+/g, '.') };
  }
}

/**
 * Writes story words (as compromise tagged them, contractions expanded) in the style's voice:
 * the first person turned into "you" or "they" with the verbs agreeing ("I was" → "you
 * were"), a formal register without contractions, interjections or exclamations, a casual
 * one with contractions. `raw` is the author's own wording, used when nothing changes.
 */
export function speak(terms: Term[], voice: Voice, raw?: string, hadContractions = false): string {
  const words = terms.map((t) => ({ ...t }));
  const swapped = voice.pointOfView !== 'first' && swapPointOfView(words, voice.pointOfView);
  if (voice.register === 'formal') formalize(words);
  else if (!swapped && raw !== undefined && voice.register === 'neutral') return capitalize(raw);
  else if (voice.register === 'casual' || hadContractions) contract(words);
  return capitalize(textOf(words));
}

/** Splits words at their clauses (", but", ", and", "; "), each clause of 3+ words a sentence. */
export function clauses(terms: Term[], maxWords: number): Term[][] {
  if (terms.length <= maxWords) return [terms];
  const pieces: Term[][] = [[]];
  terms.forEach((t, i) => {
    pieces[pieces.length - 1]!.push(t);
    const next = terms[i + 1];
    if (next && (/;/.test(t.post) || (/,/.test(t.post) && next.tags.has('Conjunction')))) pieces.push([]);
  });
  if (pieces.length < 2 || pieces.some((p) => p.length < 3)) return [terms];
  return pieces.map((p) => {
    const last = p[p.length - 1]!;
    return [...p.slice(0, -1), { ...last, post: /\.$/.test(last.text) && /^[,;:]?\s*$/.test(last.post) ? ' ' : last.post.replace(/[,;:]\s*$/, '. ').replace(/^\s*$/, '. ') }];
  });
}

const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * The style's hard rules on a finished text, whoever wrote it (the local composer or a
 * model): no emojis when they are not wanted; no hashtags when they are not wanted (a line
 * of hashtags goes, a hashtag inside a sentence keeps its word).
 */
export function enforceStyle(text: string, style: Pick<Style, 'emojis' | 'hashtags'>): string {
  const lines = text.split('\n').map((line) => {
    const dropEmojis = !style.emojis && EMOJI.test(line);
    const dropTags = !style.hashtags && line.includes('#');
    if (!dropEmojis && !dropTags) return line.trimEnd();
    const doc = nlp(line);
    if (dropEmojis) doc.remove(doc.emoji());
    if (dropTags) {
      const tags = doc.hashTags();
      if (tags.length > 0 && tags.length === doc.terms().length) return '';
      tags.forEach((tag) => {
        tag.replaceWith(tag.text().trim().replace(/^#/, ''));
      });
    }
    // emoji modifiers and joiners compromise leaves behind
    return doc
      .text()
      .replace(/[\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]/gu, '')
      .replace(/[ \t]+/g, ' ')
      .trim();
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
