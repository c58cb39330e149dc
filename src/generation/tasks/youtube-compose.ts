import { phrasesOf, type Phrases } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, storyLines, textOf } from '../writing/analyze/story.js';
import { PACKS, packOf } from '../writing/packs/index.js';
import { clausesOf } from '../writing/analyze/clauses.js';
import { figurePhrase, statFigure } from '../writing/analyze/figures.js';
import { composeOutline } from './script.js';
import { excerpt, figureWithUnit, hookScore, sentencesOf, shorten, topicsOf, wordCount, type SentenceInfo } from './spoken.js';
import type { Angle, SuggestedIdea, SuggestInput, SuggestionAnecdote, SuggestOutput } from './youtube-shapes.js';

/**
 * The offline suggester. Every idea is built from its anecdotes' own material: the title from
 * their titles (and the figure or question they carry), the hook from their most striking
 * sentence, the outline as a script job would write it, keywords from their tags and topics.
 *
 * Score (0 to 100), each part with its reason:
 * - hook: the best opening sentence (a figure, a contrast, a question, short): up to 25;
 * - substance: words of material, a long-form video needs some (300 words score full): up to 25;
 * - a stated lesson 15, a figure 10, a turning point (contrast) 10;
 * - a combination whose anecdotes share a tag 10 (only such combinations are proposed); one story alone 5;
 * - a favorite among them 5.
 */

interface Analyzed {
  index: number;
  anecdote: SuggestionAnecdote;
  sentences: SentenceInfo[];
  words: number;
}

interface Candidate {
  members: Analyzed[];
  score: number;
  reasons: string[];
  angles: Angle[];
  hook?: SentenceInfo;
}

const HOOK_WORDS = 30; // 15 seconds at the narration pace (2.5 words a second), with the promise

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const strip = (s: string) => s.trim().replace(/[.!?:;,]+$/, '');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Cut to the output schema's bounds (titles of 200 characters, joined, would pass them). */
const cap = (s: string, max: number) => {
  const chars = [...s];
  return chars.length <= max ? s : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
};

function sharedTags(members: Analyzed[]): string[] {
  const [first, ...rest] = members.map((m) => new Set((m.anecdote.tags ?? []).map((t) => t.toLowerCase())));
  return [...(first ?? [])].filter((t) => rest.every((s) => s.has(t)));
}

function bestHook(members: Analyzed[]): SentenceInfo | undefined {
  let best: { s: SentenceInfo; score: number } | undefined;
  for (const m of members)
    m.sentences.forEach((s, i) => {
      const score = hookScore(s) - i * 0.2;
      if (!best || score > best.score) best = { s, score };
    });
  return best?.s;
}

function evaluate(members: Analyzed[], P: Phrases): Candidate {
  const R = P.suggestion.reasons;
  const pts = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  const sentences = members.flatMap((m) => m.sentences);
  const reasons: string[] = [];
  let score = 0;
  const hook = bestHook(members);
  if (hook) {
    const h = Math.round((clamp(hookScore(hook), 0, 9) * 25) / 9);
    score += h;
    const what = (['figure', 'contrast', 'question'] as const).filter((k) => Boolean(hook[k]));
    reasons.push(R.opensOn(what, excerpt(hook.text, 14), pts(h)));
  }
  const words = members.reduce((n, m) => n + m.words, 0);
  const substance = Math.round(clamp(words / 12, 0, 25));
  score += substance;
  reasons.push(R.material(words, pts(substance)));
  const lesson = sentences.find((s) => s.lesson);
  if (lesson) {
    score += 15;
    reasons.push(R.lesson(excerpt(lesson.text, 14), pts(15)));
  }
  const figure = sentences.find((s) => s.figure);
  if (figure) {
    score += 10;
    reasons.push(R.figure(String(figure.figure), pts(10)));
  }
  const contrast = sentences.find((s) => s.contrast);
  if (contrast) {
    score += 10;
    reasons.push(R.turn(excerpt(contrast.text, 12), pts(10)));
  }
  if (members.length === 1) {
    score += 5;
    reasons.push(R.oneStory(pts(5)));
  } else {
    const shared = sharedTags(members);
    if (shared.length) {
      score += 10;
      reasons.push(R.share(shared.slice(0, 3).join(', '), pts(10)));
    } else {
      score -= 10;
      reasons.push(R.shareNone(pts(-10)));
    }
  }
  if (members.some((m) => m.anecdote.isFavorite)) {
    score += 5;
    reasons.push(R.favorite(pts(5)));
  }
  const angles: Angle[] = [];
  if (lesson) angles.push('lesson');
  if (figure) angles.push('numbers');
  if (contrast) angles.push('turning-point');
  if (sentences.some((s) => s.question)) angles.push('question');
  angles.push('story');
  return { members, score: clamp(score, 0, 100), reasons, angles, hook };
}

function candidates(stories: Analyzed[], P: Phrases): Candidate[] {
  const out = stories.map((s) => evaluate([s], P));
  for (let i = 0; i < stories.length; i++)
    for (let j = i + 1; j < stories.length; j++) {
      const pair = [stories[i]!, stories[j]!];
      // a pair is one video only when its stories share a theme (a tag)
      if (sharedTags(pair).length) out.push(evaluate(pair, P));
    }
  return out;
}

const firstTitle = (c: Candidate) => strip(c.members[0]!.anecdote.title);

/**
 * Title per angle, in the stories' language: one story's own title (with what it turns on); a
 * combination is named by the theme its stories share, never by gluing their titles together.
 */
function titleFor(angle: Angle, c: Candidate, P: Phrases | undefined): string {
  return cap(rawTitle(angle, c, P), 200);
}

function rawTitle(angle: Angle, c: Candidate, P: Phrases | undefined): string {
  const sentences = c.members.flatMap((m) => m.sentences);
  if (c.members.length > 1) {
    const tag = sharedTags(c.members)[0] ?? '';
    return P ? P.suggestion.theme(tag, c.members.length) : `${capital(tag)} (${c.members.length})`;
  }
  const title = firstTitle(c);
  if (!P) return title;
  const anecdote = c.members[0]!.anecdote;
  switch (angle) {
    case 'lesson':
      return lessonTitle(anecdote) ?? P.suggestion.lesson(title);
    case 'numbers': {
      // a figure that counts something, read by the packs' analyzer ("mit 29 Jahren" is an age, "room 14" a name)
      const language = storyLanguage(anecdote);
      const stat = sentences.map((s) => statFigure(s.text, language)).find(Boolean);
      return stat ? P.suggestion.figure(capital(figurePhrase(stat)), title) : title;
    }
    case 'turning-point':
      return turnTitle(anecdote, sentences) ?? P.suggestion.turn(title);
    case 'question':
      return shorten(sentences.find((s) => s.question)!.text, 14);
    case 'story':
      return title;
  }
}

/** A title is a phrase of 3 to 14 words, 90 characters at most. */
const titleSized = (text: string) => {
  const n = wordCount(text);
  return n >= 3 && n <= 14 && [...text].length <= 90;
};
/** A sentence by its first clause when a semicolon or colon ends it ("a launch is not the start ...; it is far too late" → its first half). */
const firstClause = (text: string) => strip(text.split(/\s*[;:]\s+/u)[0] ?? text);

/** The lesson the story states, as a title in its own words ("Pricing is a conversation about value"), when it cuts out whole and is title-sized. */
function lessonTitle(a: SuggestionAnecdote): string | undefined {
  const story = analyzeStory(a);
  if (!story.lesson) return undefined;
  // (a lesson by its first clause, up to a semicolon or colon; one that leans on what came before,
  // "That taught me ...", needs it)
  const text = firstClause(story.lesson.core ? textOf(story.lesson.core) : story.sentences[story.lesson.index]!.raw);
  const leaning = !story.lesson.core && packOf(story.language)?.leaning.test(text);
  return titleSized(text) && !leaning ? capital(text) : undefined;
}

/**
 * The story's turn, as a title in its own words ("The client hesitated, but signed after one
 * call"): the turn sentence, else its clause that turns ("nobody had tested the projector"),
 * without a leading connector, and never one that leans on what came before ("It did not").
 */
function turnTitle(a: SuggestionAnecdote, sentences: SentenceInfo[]): string | undefined {
  const turn = sentences.find((s) => s.contrast && !s.question);
  if (!turn) return undefined;
  const language = storyLanguage(a);
  const pack = packOf(language);
  const clauses = clausesOf(turn.text, language);
  const tries = [turn.text, ...clauses.filter((c) => pack?.contrast.test(c)), ...clauses];
  for (const t of tries) {
    const text = firstClause(pack ? t.replace(pack.connector, '') : t);
    if (titleSized(text) && !pack?.leaning.test(text)) return capital(text);
  }
  return undefined;
}

function keywordsOf(c: Candidate): string[] {
  const tags = c.members.flatMap((m) => m.anecdote.tags ?? []);
  const topics = c.members.flatMap((m) => topicsOf(m.anecdote.content, 3));
  const words = c.members.flatMap((m) => strip(m.anecdote.title).toLowerCase().split(/\s+/)).filter((w) => w.length > 3 && !/^(the|that|this|with|what|when|from|into|about|their|there)$/.test(w));
  const seen = new Set<string>();
  return [...tags, ...topics, ...words, 'storytelling']
    .map((k) => k.toLowerCase().trim())
    .map((k) => cap(k, 80))
    .filter((k) => k && !seen.has(k) && seen.add(k))
    .slice(0, 8);
}

function idea(c: Candidate, angle: Angle, P: Phrases | undefined): SuggestedIdea {
  const title = titleFor(angle, c, P);
  const alternativeTitles = [
    ...new Set([...c.angles.filter((a) => a !== angle).map((a) => titleFor(a, c, P)), ...(c.members.length > 1 ? c.members.map((m) => strip(m.anecdote.title)) : [])]),
  ]
    .filter((t) => t !== title)
    .slice(0, 3);
  const promise = P ? P.suggestion.promise[angle](firstTitle(c)) : '';
  const opening = c.hook ? shorten(c.hook.text, HOOK_WORDS - wordCount(promise)) : title;
  const outline = composeOutline({ title, anecdotes: c.members.map((m) => m.anecdote) }).outline.map((p) => p.heading);
  const words = c.members.reduce((n, m) => n + m.words, 0);
  // the figure the story turns on, read with its unit ("14 PEOPLE"), else the title's first words (a whole phrase)
  const figure = c.members.flatMap((m) => m.sentences).map((s) => figureWithUnit(s.text)).find(Boolean);
  const titleWords = title.replace(/[:?!.]+/g, ' ').split(/\s+/).filter(Boolean);
  // a long title shows its first part when it has one of six words or fewer ("Pricing: ..."), never its first words cut mid-clause
  const head = title.split(/\s*[:;,—–]\s+/u)[0]!.replace(/[?!.]+/g, ' ').split(/\s+/).filter(Boolean);
  const name = titleWords.length <= 6 ? titleWords.join(' ') : head.length <= 6 ? head.join(' ') : '';
  const thumbnailText = (figure ?? name).toUpperCase();
  return {
    title,
    alternativeTitles,
    hook: cap(promise ? `${opening} ${promise}` : opening, 600),
    outline: outline.map((h) => cap(h, 200)),
    anecdoteIndexes: c.members.map((m) => m.index),
    angle,
    // a told story runs about four minutes, plus the time to tell the material itself
    targetLengthMinutes: clamp(Math.round(4 * c.members.length + words / 150), 4, 20),
    keywords: keywordsOf(c),
    thumbnailText: cap(thumbnailText || (P ?? PACKS.en).suggestion.watch, 80),
    score: c.score,
    scoreReasons: c.reasons.map((r) => cap(r, 300)),
  };
}

const keyOf = (indexes: number[]) => [...indexes].sort((a, b) => a - b).join(',');

/** Best ideas first; each combination once; a settled combination+angle takes the next angle. */
export function composeSuggestions(input: SuggestInput): SuggestOutput {
  const stories: Analyzed[] = input.anecdotes.map((anecdote, index) => {
    const sentences = storyLines(anecdote);
    return { index, anecdote, sentences, words: wordCount(anecdote.content) };
  });
  const P = phrasesOf(storyLanguage({ title: input.anecdotes.map((a) => a.title).join('. '), content: input.anecdotes.map((a) => a.content).join(' ') }));
  const settled = new Set(input.settled.map((s) => `${keyOf(s.anecdoteIndexes)}|${s.angle}`));
  const ranked = candidates(stories, P ?? PACKS.en).sort((a, b) => b.score - a.score || a.members.length - b.members.length || keyOf(a.members.map((m) => m.index)).localeCompare(keyOf(b.members.map((m) => m.index))));
  const suggestions: SuggestedIdea[] = [];
  for (const c of ranked) {
    if (suggestions.length >= input.count) break;
    const key = keyOf(c.members.map((m) => m.index));
    const angle = c.angles.find((a) => !settled.has(`${key}|${a}`));
    if (angle) suggestions.push(idea(c, angle, P));
  }
  return { suggestions };
}

/**
 * The suggestions that cannot break: the same ideas, titled by their stories' own titles (a
 * combination keeps its theme), with the story's titles as alternatives and its first sentence as the hook.
 */
export function safeSuggestions(input: SuggestInput): SuggestOutput {
  return {
    suggestions: composeSuggestions(input).suggestions.map((s) => {
      const members = s.anecdoteIndexes.map((i) => input.anecdotes[i]!);
      const titles = members.map((a) => cap(strip(a.title), 200)).filter(Boolean);
      const title = members.length === 1 && titles[0] ? titles[0] : s.title;
      const first = sentencesOf(members[0]!.content)[0] ?? s.hook;
      return { ...s, title, alternativeTitles: titles.filter((t) => t !== title).slice(0, 3), hook: cap(first, 600) };
    }),
  };
}
