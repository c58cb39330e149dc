import { compromise } from '../../../on-demand.js';
import { detectTextLanguage } from '../../language.js';
import { phrasesOf } from '../phrases.js';
import { packOf } from '../packs/index.js';
import { LIST_ITEM } from './boundaries.js';
import { splitSentences } from './clauses.js';
import { storyCues } from './sentences.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/** One word of the story as compromise tokenized and tagged it (contractions expanded). */
export interface Term {
  pre: string;
  text: string;
  normal: string;
  post: string;
  tags: Set<string>;
}

export interface Sentence {
  index: number;
  /** as the author wrote it, without emojis and hashtag signs */
  raw: string;
  /** the same words with contractions expanded, for grammatical rewrites */
  terms: Term[];
  hadContractions: boolean;
  words: number;
  contrast: boolean;
  figure: boolean;
  negation: boolean;
  lessonCue: boolean;
  /** leans on the sentence before (opens with a pronoun or a connector): not a hook on its own */
  leaning: boolean;
  /** a line of a list ("- humidity: 78%", "2. Clean the bench"): said with its list, one item a line */
  item: boolean;
}

/** What an anecdote is made of, ready for the composers. */
export interface Story {
  /** ISO 639-1 code of the story's language (franc-min, function words for short texts) */
  language: string;
  title: string;
  mood: string;
  storyType: string;
  /** the tags in words ("sales and grit") */
  topics: string[];
  hashtags: string[];
  emojis: string[];
  sentences: Sentence[];
  /** sentence indexes that would open the text well, best first */
  hooks: number[];
  /**
   * the sentence carrying the story's lesson, and the lesson itself when it can be cut out ("I
   * learned that [...]"); `implicit`: the story states none, and its last sentence stands for it
   */
  lesson?: { index: number; core?: Term[]; implicit?: true };
}

export interface StorySource {
  title: string;
  content: string;
  mood?: string;
  storyType?: string;
  tags?: string[];
}

const DROPPED = ['Emoji', 'Emoticon'];

function termOf(t: { pre: string; text: string; normal?: string; post: string; tags: Set<string> }): Term {
  return { pre: t.pre, text: t.text, normal: t.normal ?? t.text.toLowerCase(), post: t.post, tags: t.tags };
}

/** Terms without emojis; hashtags inside a sentence keep their word ("#grit" → "grit"). */
function clean(terms: Term[]): Term[] {
  const out: Term[] = [];
  for (const t of terms) {
    if (DROPPED.some((tag) => t.tags.has(tag))) {
      // keep punctuation that followed the dropped term
      const punct = t.post.trim();
      if (punct && out.length) out[out.length - 1]!.post = `${out[out.length - 1]!.post.trimEnd() + punct} `;
      continue;
    }
    if (t.tags.has('HashTag')) out.push({ ...t, text: t.text.replace(/^#/, ''), normal: t.normal.replace(/^#/, '') });
    else out.push(t);
  }
  return out;
}

/** Joins terms back into text, whitespace tidied. */
export function textOf(terms: Term[]): string {
  return terms
    .map((t) => `${t.pre}${t.text}${t.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?;:…])/g, '$1')
    .trim();
}

function hashtagOf(tag: string): string {
  const words = tag
    .replace(/^#/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length ? `#${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}` : '';
}

/** The language of a story: its title and content together. */
export function storyLanguage(src: Pick<StorySource, 'title' | 'content'>): string {
  return detectTextLanguage(`${src.title}. ${src.content}`).code;
}

const plainTerms = (text: string): Term[] =>
  (text.match(/\S+\s*/g) ?? []).map((piece) => {
    const word = piece.trim();
    const m = /^(.*?)([.,;:!?…»"”)]*)$/u.exec(word)!;
    return { pre: '', text: m[1]!, normal: m[1]!.toLowerCase(), post: `${m[2]} `, tags: new Set<string>() };
  });

/**
 * A story in a language other than English: split by punctuation, cues from the language's
 * phrase table, no English tagging and no rewriting (its sentences are said as written).
 */
function analyzeOther(src: StorySource, language: string): Story {
  const P = phrasesOf(language);
  const emojis = src.content.match(/\p{Extended_Pictographic}/gu) ?? [];
  const inlineTags = src.content.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const sentences: Sentence[] = splitSentences(src.content.replace(/\p{Extended_Pictographic}/gu, '').replace(/#([\p{L}\p{N}_]+)/gu, '$1'), language).map((raw, index) => {
    const terms = plainTerms(raw);
    return {
      index,
      raw,
      terms,
      hadContractions: false,
      words: terms.length,
      ...storyCues(raw, language),
      item: LIST_ITEM.test(raw),
    };
  });
  unmarkedItems(sentences);
  let lesson: Story['lesson'];
  for (let i = sentences.length - 1; i >= 0 && !lesson; i--) if (statesLesson(sentences[i]!)) lesson = { index: i };
  if (lesson && P?.lessonCore) {
    const core = P.lessonCore.exec(sentences[lesson.index]!.raw)?.[1];
    if (core && !P.notAClause.test(core) && core.split(/\s+/).length >= 4) lesson.core = plainTerms(core);
  }
  lesson = pointedBack(language, sentences, lesson);
  if (!lesson && sentences.length >= 3) lesson = { index: sentences.length - 1, implicit: true };
  return finish(src, language, sentences, lesson, emojis, inlineTags);
}

/**
 * Lines of a list written without marks ("The survey said otherwise:" then "Rafter spacing: 600 mm"
 * and "Roof age: around 1962" on lines of their own): a short label, a colon and a value, after a
 * lead-in ending on a colon or another item. Marked as items, they are said as a list is.
 */
function unmarkedItems(sentences: Sentence[]): void {
  for (let i = 1; i < sentences.length; i++) {
    const s = sentences[i]!;
    const before = sentences[i - 1]!;
    const label = /^\p{Lu}[^:.!?]{0,40}:\s+\S/u.exec(s.raw) && (s.raw.split(':')[0]!.match(/\S+/g) ?? []).length <= 5;
    if (!s.item && label && (before.item || /:$/.test(before.raw))) s.item = true;
  }
}

/**
 * A sentence with a lesson cue states a lesson, unless it trails off ("j'ai compris qu'il faudrait
 * l'annoncer devant elle…"): an ellipsis leaves the story in suspense, it draws no conclusion.
 */
const statesLesson = (s: Sentence) => s.lessonCue && !/(?:…|\.\.\.)["»”“’]?$/u.test(s.raw);

/**
 * A lesson cue that points back ("I learned that at 5:50 p.m.", "L'ho capito nel 2018", "Das habe
 * ich dort gelernt") says no lesson of its own: the lesson is the sentence before it, the one "that"
 * and "l'" refer to (a lesson-first story). A cue with a clause of its own keeps its sentence.
 */
function pointedBack(language: string, sentences: Sentence[], lesson: Story['lesson']): Story['lesson'] {
  const back = phrasesOf(language)?.lessonBack;
  if (!lesson || lesson.core || !back || lesson.index === 0) return lesson;
  const before = sentences[lesson.index - 1]!;
  return back.test(sentences[lesson.index]!.raw) && !before.item && !/[?:]$/.test(before.raw) ? { index: lesson.index - 1 } : lesson;
}

/**
 * A lesson someone else states ("She says the chart never shows ...", "Dice que ..."): what
 * they say, as the lesson's core, when it is a clause of 4+ words.
 */
function reportedLesson(language: string, sentences: Sentence[], lesson: Story['lesson']): Story['lesson'] {
  const reported = phrasesOf(language)?.reportedCore;
  if (!lesson || lesson.core || !reported) return lesson;
  const s = sentences[lesson.index]!;
  const said = reported.exec(s.raw)?.[1];
  if (!said || phrasesOf(language)!.notAClause.test(said)) return lesson;
  const skip = s.raw
    .slice(0, s.raw.length - said.length)
    .trim()
    .split(/\s+/).length;
  const core = s.terms.slice(skip);
  return core.length >= 4 ? { ...lesson, core } : lesson;
}

function finish(src: StorySource, language: string, sentences: Sentence[], found: Story['lesson'], emojis: string[], inlineTags: string[]): Story {
  const lesson = reportedLesson(language, sentences, found);
  const score = (s: Sentence) => (s.words <= 14 ? 3 : s.words <= 20 ? 1 : 0) + (s.contrast ? 1 : 0) + (s.figure ? 1 : 0) + (s.negation ? 1 : 0) + (s.index === 0 ? 3 : 0) + (/[!?]$/.test(s.raw) ? 1 : 0);
  // a hook stands on its own: no sentence that leans on the one before
  const hooks = sentences
    .filter((s) => s.index < 4 && s.index !== lesson?.index && !s.leaning)
    .sort((a, b) => score(b) - score(a) || a.index - b.index)
    .map((s) => s.index);
  if (hooks.length === 0 && sentences.length) hooks.push(0);

  const tagWords = [...(src.tags ?? []), ...inlineTags.map((t) => t.replace(/^#/, ''))];
  const topics = [...new Set(tagWords.map((t) => t.replace(/[-_]+/g, ' ').trim().toLowerCase()).filter(Boolean))];
  const hashtags = [...new Set(tagWords.map(hashtagOf).filter(Boolean))].slice(0, 5);
  return {
    language,
    title: src.title.trim(),
    mood: src.mood ?? 'neutral',
    storyType: src.storyType ?? 'personal',
    topics,
    hashtags,
    emojis,
    sentences,
    hooks,
    lesson,
  };
}

/** Splits and tags the anecdote once (compromise for English): sentences, hook candidates, the lesson, hashtags. `known`: its language, when the caller knows it (a line too short to tell). */
export function analyzeStory(story: StorySource, known?: string): Story {
  // an emoji that opens a line is a list's bullet ("✅ label every box"): it stays a mark when emojis go
  const bulleted = story.content
    .replace(/^([ \t]*)\p{Extended_Pictographic}\uFE0F?[ \t]+(?=\S)/gmu, '$1• ')
    // (an emoji before a stop or a comma goes with the space before it: "poil par poil 🦊." is "poil par poil.", never "poil ."; after "a.m." no second stop)
    .replace(/[ \t]+(?:\p{Extended_Pictographic}\uFE0F?\u200D?)+([.,;:!?…]+)/gu, (_m, stop: string, at: number, all: string) => (all[at - 1] === '.' && stop.startsWith('.') ? stop.slice(1) : stop));
  // hashtags after the story's last sentence ("… £18,400. #GrantWriting") are its tags, not a sentence of it
  const trailing = /(^|[.!?…"'’”“»)\]\p{Extended_Pictographic}\uFE0F]\s*|\n\s*)((?:#[\p{L}\p{N}_]+[ \t]*)+)\s*$/u.exec(bulleted);
  const src = trailing ? { ...story, content: bulleted.slice(0, trailing.index + trailing[1]!.length).trimEnd(), tags: [...(story.tags ?? []), ...(trailing[2]!.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((t) => t.slice(1))] } : { ...story, content: bulleted };
  const language = known ?? storyLanguage(src);
  if (language !== 'en') return analyzeOther(src, language);
  // the words that mark a turn and a lesson, from the language's pack
  const { contrastWords, lessonWords } = packOf('en')!.analysis;
  const CONTRAST = new Set(contrastWords);
  const LESSON_WORDS = new Set(lessonWords);
  const doc = nlp(src.content);
  const emojis = doc.emoji().out('array') as string[];
  const inlineTags = doc.hashTags().out('array') as string[];
  // compromise tokenizes and tags each sentence; where sentences end is the writer's own rule
  // (analyze/boundaries.ts), the same as every language's: compromise alone ends one at "No. 214"
  type Doc = Array<Parameters<typeof termOf>[0]>;
  const originalDocs: Doc[] = [];
  const expandedDocs: Doc[] = [];
  for (const part of splitSentences(src.content, 'en')) {
    const one = nlp(part);
    const expanded = one.clone() as typeof one;
    // compromise reads some possessives as "is" ("his granddaughter's flat" → "his granddaughter is flat"): those stay
    (expanded.contractions() as unknown as View).forEach((m) => {
      if (!possessiveS(m)) m.contractions().expand();
    });
    originalDocs.push((one.docs as Doc[]).flat());
    expandedDocs.push((expanded.docs as Doc[]).flat());
  }

  const sentences: Sentence[] = [];
  originalDocs.forEach((orig, i) => {
    const original = clean(orig.map(termOf));
    const terms = clean((expandedDocs[i] ?? orig).map(termOf));
    // a sentence needs a word that is not a hashtag
    if (!orig.some((t) => /\p{L}/u.test(t.text) && !t.tags.has('HashTag'))) return;
    const raw = textOf(original);
    if (!raw) return;
    sentences.push({
      index: sentences.length,
      raw,
      terms,
      hadContractions: orig.some((t) => t.text === '' || /['’]/.test(t.text)),
      words: terms.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length,
      contrast: terms.some((t) => CONTRAST.has(t.normal)),
      figure: terms.some((t) => t.tags.has('Value') || t.tags.has('Money') || t.tags.has('Percent')),
      negation: terms.some((t) => t.tags.has('Negative')),
      lessonCue: terms.some((t) => LESSON_WORDS.has(t.normal)),
      leaning: phrasesOf('en')!.leaning.test(raw),
      item: LIST_ITEM.test(raw),
    });
  });

  unmarkedItems(sentences);
  let lesson: Story['lesson'];
  for (let i = sentences.length - 1; i >= 0 && !lesson; i--) {
    const s = sentences[i]!;
    if (!statesLesson(s)) continue;
    lesson = { index: i, ...englishCore(s) };
  }
  // the cut-out lesson must be a clause of its own: no question word first, a verb inside (a
  // finite one: "at 5:50 p.m., ten minutes before closing" is no clause)
  const verbs = lesson?.core?.filter((t) => t.tags.has('Verb') && !t.tags.has('Auxiliary') && !t.tags.has('Gerund')).length ?? 0;
  // ("who showed up" is not; "how you handle a failure says more" is: a second verb after the question word)
  if (lesson?.core && (verbs === 0 || (phrasesOf('en')!.notAClause.test(textOf(lesson.core)) && (verbs < 2 || lesson.core.length < 6)))) delete lesson.core;
  lesson = pointedBack('en', sentences, lesson);
  if (!lesson && sentences.length >= 3) lesson = { index: sentences.length - 1, implicit: true };
  return finish(src, 'en', sentences, lesson, emojis, inlineTags);
}

/**
 * The lesson cut out of an English sentence, where the pack's pattern finds it ("I learned that
 * X", "What I understood that day is that X"): the terms after the words before it. None when
 * the pattern finds no clause (never "day is that ...": a "that" of time is no complementizer).
 */
function englishCore(s: Sentence): { core?: Term[] } {
  const said = phrasesOf('en')!.lessonCore!.exec(s.raw)?.[1];
  if (!said) return {};
  const skip = s.raw
    .slice(0, s.raw.length - said.length)
    .trim()
    .split(/\s+/).length;
  // contractions expanded add terms: count the raw words over the terms' own texts
  let words = 0;
  let from = 0;
  while (from < s.terms.length && words < skip) {
    if (s.terms[from]!.text !== '') words++;
    from++;
  }
  const core = s.terms.slice(from);
  return core.length >= 3 && textOf(core).length > 0 ? { core } : {};
}

const NOT_VISUAL = ['Pronoun', 'Person', 'Value', 'Date', 'Money', 'Percent', 'Time', 'Possessive', 'Determiner'];

/** Concrete noun phrases of some sentences, most frequent first: material for visual hints. */
export function keywords(sentences: Array<Pick<Sentence, 'terms'>>, max = 3): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  let order = 0;
  for (const s of sentences) {
    let phrase: Term[] = [];
    const flush = () => {
      while (phrase.length && !phrase[phrase.length - 1]!.tags.has('Noun')) phrase.pop();
      if (phrase.length && phrase.some((t) => t.tags.has('Noun'))) {
        const key = phrase
          .map((t) => t.normal.replace(/[^\p{L}\p{N}-]/gu, ''))
          .join(' ')
          .trim();
        if (key.length > 2) {
          const c = counts.get(key) ?? { n: 0, first: order++ };
          c.n++;
          counts.set(key, c);
        }
      }
      phrase = [];
    };
    for (const t of s.terms) {
      const usable = (t.tags.has('Noun') || t.tags.has('Adjective')) && !NOT_VISUAL.some((tag) => t.tags.has(tag));
      if (usable) phrase.push(t);
      if (!usable || /[,.;:!?]/.test(t.post) || phrase.length >= 3) flush();
    }
    flush();
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, max)
    .map(([k]) => k);
}

const POSSESSIVE_DETERMINERS = new Set(['his', 'her', 'my', 'your', 'our', 'their', 'its']);
/** The little of compromise's view API the check needs. */
interface View {
  json(): unknown;
  before(): View;
  after(): View;
  forEach(fn: (match: View) => void): void;
  contractions(): { expand(): unknown };
}
type JsonTerm = { text: string; normal: string; post: string; tags: string[] };
const termsOf = (v: View): JsonTerm[] => (v.json() as Array<{ terms: JsonTerm[] }>)[0]?.terms ?? [];

/**
 * Whether compromise's "X's" followed by an implied "is" is a possessive after all: never before a
 * verb ("Mark's been"), always after a possessive determiner ("his granddaughter's flat"), and
 * when the clause has a verb of its own after the next word ("Anna's flat is small").
 */
function possessiveS(m: View): boolean {
  const word = termsOf(m)[0];
  if (!word || !/['’]s$/i.test(word.text) || word.tags.includes('Pronoun')) return false;
  const after = termsOf(m.after());
  if (after[0]?.tags.includes('Verb')) return false;
  const before = termsOf(m.before());
  const previous = before[before.length - 1];
  if (previous && POSSESSIVE_DETERMINERS.has(previous.normal)) return true;
  for (const t of after.slice(1)) {
    if (t.tags.includes('Verb')) return true;
    if (/[,;:.!?–—]/.test(t.post)) break;
  }
  return false;
}
