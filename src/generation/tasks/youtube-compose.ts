import { phrasesOf, type Phrases } from '../writing/phrases.js';
import { analyzeStory, storyLanguage, textOf, type Story } from '../writing/analyze/story.js';
import { PACKS, packOf } from '../writing/packs/index.js';
import type { LanguagePack } from '../writing/packs/types.js';
import { clausesOf, opensSubordinate } from '../writing/analyze/clauses.js';
import { figurePhrase, figuresIn, type Figure } from '../writing/analyze/figures.js';
import { refersToSomeone } from '../writing/analyze/people.js';
import { describe } from '../writing/analyze/sentences.js';
import { composeOutline } from './script.js';
import { excerpt, hookScore, sentencesOf, shorten, topicsOf, wordCount, type SentenceInfo } from './spoken.js';
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
  language: string;
  story: Story;
  sentences: SentenceInfo[];
  words: number;
  /** the story's own titles, one per angle it can carry (see titlesOf) */
  titles: Partial<Record<Angle, string>>;
  /** the figure the numbers angle stands on (a share, an amount, a count with what it counts) */
  stat?: Figure;
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
// (a dash the sentence went on after goes too: "… po dwudziestu minutach –")
const strip = (s: string) => s.trim().replace(/(?:\s*[.!?:;,–—]|\s-)+$/u, '');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Cut to the output schema's bounds (titles of 200 characters, joined, would pass them). */
const cap = (s: string, max: number) => {
  const chars = [...s];
  return chars.length <= max
    ? s
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

function sharedTags(members: Analyzed[]): string[] {
  const [first, ...rest] = members.map((m) => new Set((m.anecdote.tags ?? []).map((t) => t.toLowerCase())));
  return [...(first ?? [])].filter((t) => rest.every((s) => s.has(t)));
}

/**
 * The sentence a pitch opens on: one the story analysis reads as standing alone (its hooks: no
 * pronoun or connector leaning on the sentence before, never "I learned that at 5:50 p.m." that
 * points back), best by how it hooks; never one whose words the idea's title already says.
 */
function bestHook(members: Analyzed[], avoid: string[] = [], angle?: Angle): SentenceInfo | undefined {
  let best: { s: SentenceInfo; score: number } | undefined;
  for (const m of members) {
    const pack = packOf(m.language);
    m.story.hooks.forEach((index, rank) => {
      const raw = m.story.sentences[index]!;
      const s = m.sentences[index]!;
      if (raw.item || s.words < 5 || /:\s*$/.test(s.text) || pack?.lessonBack.test(s.text) || refersToSomeone(s.text, m.language)) return;
      if (avoid.some((t) => t && s.text.toLowerCase().includes(t.toLowerCase()))) return;
      // (a pitch opens on what its angle promises: the figure a numbers video explains, the question it answers, the turn)
      const fits = angle === 'numbers' ? figuresIn(s.text, m.language).some((f) => f.kind === 'percent' || f.kind === 'money' || f.kind === 'count') : angle === 'question' ? s.question : angle === 'turning-point' ? s.contrast : false;
      const score = hookScore(s) - rank * 0.2 + (fits ? 4 : 0);
      if (!best || score > best.score) best = { s, score };
    });
  }
  return best?.s ?? (avoid.length ? bestHook(members, [], angle) : members[0]?.sentences[0]);
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
  // a lesson the story states (or puts into practice: "Since then I ..."), the one its lesson title says
  const lesson = members.map((m) => m.titles.lesson).find(Boolean);
  if (lesson) {
    score += 15;
    reasons.push(R.lesson(excerpt(lesson, 14), pts(15)));
  }
  // a figure that counts something (never a time of day, a date, a year, a dose label)
  const stat = members.map((m) => m.stat).find(Boolean);
  if (stat) {
    score += 10;
    reasons.push(R.figure(figurePhrase(stat), pts(10)));
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
  // an angle only when the story carries it in its own words (a stated lesson, a figure that
  // counts, a turn, a question): its title says it, never a stock frame around the story's title
  const angles: Angle[] = (['lesson', 'numbers', 'turning-point', 'question'] as const).filter((a) => members.some((m) => m.titles[a]));
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

/** A story's own title as a video title: its closing full stop or colon dropped, its question mark kept ("¿Quién apaga la luz?"). */
const storyTitle = (t: string) =>
  t
    .trim()
    .replace(/[.:;,]+$/u, '')
    .trim();
const firstTitle = (c: Candidate) => storyTitle(c.members[0]!.anecdote.title);

/**
 * Title per angle, in the stories' language: one story's own words for what the angle is about
 * (its lesson, the clause with its figure, its turn, its question, else its title); a
 * combination is named by the theme its stories share, never by gluing their titles together.
 */
function titleFor(angle: Angle, c: Candidate, P: Phrases | undefined): string {
  if (c.members.length > 1) {
    const tag = sharedTags(c.members)[0] ?? '';
    return cap(P ? P.suggestion.theme(tag, c.members.length) : `${capital(tag)} (${c.members.length})`, 200);
  }
  return cap(c.members[0]!.titles[angle] ?? firstTitle(c), 200);
}

/** A title is a phrase of 3 to 14 words, 90 characters at most. */
const titleSized = (text: string) => {
  const n = wordCount(text);
  return n >= 3 && n <= 14 && [...text].length <= 90;
};
/** A sentence by its first clause when a semicolon or colon ends it ("a launch is not the start ...; it is far too late" → its first half). */
const firstClause = (text: string) => strip(text.split(/\s*[;:]\s+/u)[0] ?? text);
/** quotation marks: a title cut from a quote reads as half of it */
const QUOTED = /[«»"“”„]/u;
/** a list line's mark ("- ", "2. ") */
const ITEM_MARK = /^\s*(?:[-–•*]|\d+[.)])\s+/u;

/** One phrase of the story as a title: no leading connector, title-sized, standing alone (nothing it leans on, no quote, no list mark). */
function asTitle(text: string, pack: LanguagePack | undefined): string | undefined {
  const t = strip((pack ? text.replace(pack.connector, '') : text).replace(ITEM_MARK, ''));
  if (!titleSized(t) || QUOTED.test(t) || pack?.leaning.test(t)) return undefined;
  return capital(t);
}

/** The lesson the story states, as a title in its own words ("Pricing is a conversation about value"), when it cuts out whole and is title-sized. */
function lessonTitle(story: Story): string | undefined {
  return statedLesson(story) ?? practiceTitle(story);
}

/**
 * What the author does since the story, in its second half ("Since then I keep a rule on a sticky
 * note above my desk", "Desde entonces saludo al conductor cada mañana"): the lesson put into
 * practice, a title when the story states none.
 */
function practiceTitle(story: Story): string | undefined {
  const pack = packOf(story.language);
  if (!pack) return undefined;
  for (let i = story.sentences.length - 1; i >= story.sentences.length / 2; i--) {
    const raw = story.sentences[i]!.raw;
    if (!pack.suggestion.since.test(raw)) continue;
    // (its first part when a colon or semicolon goes on: "Now every patient gets the same question from me: ...?")
    const first = raw.split(/\s*[;:]\s+/u)[0]!;
    if (/\?\s*$/.test(first)) continue;
    const title = asTitle(first, pack);
    if (title) return title;
  }
  return undefined;
}

function statedLesson(story: Story): string | undefined {
  if (!story.lesson) return undefined;
  // a lesson the story states (a lesson cue, a lesson cut out of its sentence), never the last
  // sentence the analysis falls back on ("Oddzwania następnego dnia" is no lesson)
  const at = story.sentences[story.lesson.index]!;
  const next = story.sentences[story.lesson.index + 1]?.raw ?? '';
  const pointedAt = Boolean(packOf(story.language)?.lessonBack.test(next)); // "... I learned that at 5:50 p.m.": the sentence before is the lesson
  if (!story.lesson.core && !at.lessonCue && !describe(at.raw).lesson && !pointedAt) return undefined;
  // (a lesson by its first clause, up to a semicolon or colon; one that leans on what came before,
  // "That taught me ...", needs it)
  const text = firstClause(story.lesson.core ? textOf(story.lesson.core) : story.sentences[story.lesson.index]!.raw);
  const leaning = !story.lesson.core && packOf(story.language)?.leaning.test(text);
  return titleSized(text) && !leaning && !QUOTED.test(text) && !/\?$/.test(text) ? capital(text) : undefined;
}

/**
 * The story's turn, as a title in its own words ("The client hesitated, but signed after one
 * call"): the turn sentence, else its clause that turns ("nobody had tested the projector"),
 * without a leading connector, and never one that leans on what came before ("It did not").
 */
function turnTitle(story: Story, sentences: SentenceInfo[]): string | undefined {
  const turn = sentences.find((s) => s.contrast && !s.question);
  if (!turn) return undefined;
  const pack = packOf(story.language);
  const clauses = clausesOf(turn.text, story.language);
  const tries = [turn.text, ...clauses.filter((c) => pack?.contrast.test(c)), ...clauses];
  for (const t of tries) {
    // (cut at a semicolon, never at a colon: "Pani Kowalczyk powiedziała potem:" announces what follows)
    const title = asTitle(t.split(/\s*;\s+/u)[0]!, pack);
    if (title) return title;
  }
  return undefined;
}

/**
 * The figure a numbers video stands on, with the story's clause that says it ("Sprzedawaliśmy
 * 200 bułek dziennie, a potrzebowaliśmy 500", "The A above middle C reads 436 Hz instead of
 * 440"): a share, an amount, or a count that names what it counts by a word ("14 people",
 * "420 frascos"), or a measure set against another figure. Never a time of day, a date, a year,
 * an age, a number that names ("room 14") or a lone measure ("warfarin 3 mg": a dose label). A
 * share or an amount, a comparison, a turn rank first.
 */
function numbersOf(story: Story): { stat: Figure; title: string } | undefined {
  const pack = packOf(story.language);
  const counts = (f: Figure) => f.kind !== 'time' && f.kind !== 'date' && f.kind !== 'year' && f.kind !== 'age';
  let best: { stat: Figure; title: string; score: number } | undefined;
  story.sentences.forEach((s, i) => {
    if (s.leaning || /\?\s*$/.test(s.raw)) return;
    // the phrases that can carry a figure as a title: the sentence, its parts between semicolons
    // and colons, its first clause (a later clause lacks its subject: "empfahl ein Diätfutter ...")
    const clauses = clausesOf(s.raw, story.language);
    const phrases = [s.raw, ...s.raw.split(/\s*[;:]\s+/u), ...clauses.filter((c) => s.raw.startsWith(c))];
    for (const phrase of phrases) {
      const title = asTitle(phrase, pack);
      if (!title) continue;
      const figures = figuresIn(title, story.language);
      const compared = figures.filter(counts).length >= 2;
      for (const f of figures) {
        const named = f.kind === 'percent' || f.kind === 'money' || (f.kind === 'count' && /^\p{L}{4,}/u.test(f.counts ?? ''));
        if (!named && !(compared && f.kind === 'count')) continue;
        // a share or an amount, a comparison in the title, a turn rank first; the whole sentence before its parts; a list line's detail last
        const score = (f.kind === 'percent' || f.kind === 'money' ? 2 : 0) + (compared ? 2 : 0) + (s.contrast ? 1 : 0) + (phrase === s.raw ? 0.5 : 0) - (s.item ? 3 : 0) - i * 0.01;
        if (!best || score > best.score) best = { stat: f, title, score };
      }
    }
  });
  return best && { stat: best.stat, title: best.title };
}

/** The story's question, as the viewer would ask it ("Why did the pallets keep falling?"): a sentence that stands alone, outside quotes. */
function questionTitle(story: Story, sentences: SentenceInfo[]): string | undefined {
  const pack = packOf(story.language);
  for (const s of sentences) {
    if (!s.question) continue;
    const text = s.text.replace(/^[«"“„]\s*|\s*[»"”]$/gu, '').trim();
    if (QUOTED.test(text) || pack?.leaning.test(text) || refersToSomeone(text, story.language)) continue;
    if (titleSized(text)) return capital(text);
  }
  return undefined;
}

/** A story read once for the suggester: its sentences, and its own title for each angle it carries. */
function analyzed(anecdote: SuggestionAnecdote, index: number): Analyzed {
  const language = storyLanguage(anecdote);
  const story = analyzeStory(anecdote, language);
  const sentences = story.sentences.map((s) => describe(s.raw));
  const numbers = numbersOf(story);
  const own = storyTitle(anecdote.title);
  const titles: Partial<Record<Angle, string>> = {
    lesson: lessonTitle(story),
    numbers: numbers?.title,
    'turning-point': turnTitle(story, sentences),
    question: questionTitle(story, sentences),
    story: own,
  };
  // the story's title is said once: an angle whose own words are the title adds nothing
  const seen = new Set<string>();
  for (const a of ['story', 'lesson', 'numbers', 'turning-point', 'question'] as const) {
    const key = strip(titles[a] ?? '').toLowerCase();
    if (!key || seen.has(key)) delete titles[a];
    else seen.add(key);
  }
  if (!titles.numbers) return { index, anecdote, language, story, sentences, words: wordCount(anecdote.content), titles };
  return { index, anecdote, language, story, sentences, words: wordCount(anecdote.content), titles, stat: numbers!.stat };
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
  const alternativeTitles = [...new Set([...(c.members.length > 1 ? [] : c.angles.filter((a) => a !== angle).map((a) => titleFor(a, c, P))), ...(c.members.length > 1 ? c.members.map((m) => storyTitle(m.anecdote.title)) : [])])]
    .filter((t, i, all) => {
      // (never a title again inside another: "Each fall cost us £1,240.50" beside "Nobody was hurt, but each fall cost us £1,240.50")
      const inside = (a: string, b: string) => strip(b).toLowerCase().includes(strip(a).toLowerCase());
      return !inside(t, title) && !inside(title, t) && !all.some((o, j) => j !== i && inside(t, o) && (o.length > t.length || j < i));
    })
    .slice(0, 3);
  // the pitch: a sentence of the story that stands alone (never one the title already says), then what the angle promises
  const promise = P ? P.suggestion.promise[angle] : '';
  const hook = bestHook(c.members, [strip(title)], angle);
  const opening = hook ? shorten(hook.text, HOOK_WORDS - wordCount(promise)) : title;
  const outline = composeOutline({ title, anecdotes: c.members.map((m) => m.anecdote) }).outline.map((p) => p.heading);
  const words = c.members.reduce((n, m) => n + m.words, 0);
  // the figure the story turns on with the word that says what it counts ("14 PEOPLE", "31%"), else the title's first words (a whole phrase)
  const stat = c.members.map((m) => m.stat).find(Boolean);
  const figure = stat && (stat.counts && stat.kind === 'count' ? `${stat.text} ${stat.counts.split(' ')[0]}` : `${stat.prefix && !stat.text.startsWith(stat.prefix) ? stat.prefix : ''}${stat.text}`);
  // a long title shows its first part when it has one of six words or fewer ("Pricing: ..."), never its first words cut mid-clause;
  // else the story's own title, the same way
  const nameOf = (t: string) => {
    // (a colon or a point inside a figure stays: "Halbzeit, 13:14", "2.15"; a question keeps its mark)
    const words = t
      .replace(/(?<!\d)[:.]+|[:.]+(?!\d)|!+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    const head = t
      .split(/\s*[:;,—–]\s+/u)[0]!
      .replace(/(?<!\d)\.+|\.+(?!\d)|!+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    // (a first part that is a subordinate clause alone says nothing: "If you run a lab: when did you last …")
    return words.length <= 6 ? words.join(' ') : head.length <= 6 && !opensSubordinate(head.join(' ')) ? head.join(' ') : '';
  };
  const name = [title, ...c.members.map((m) => storyTitle(m.anecdote.title))].map(nameOf).find(Boolean) ?? '';
  // in capitals, but a unit keeps its case ("38 µg", "3,1 kg": "ΜG" and "KG" are no units)
  const thumbnailText = (figure ?? name)
    .split(' ')
    .map((w) => (/^\p{L}{1,2}$|[µ°/²³]/u.test(w) && figure ? w : w.toUpperCase()))
    .join(' ');
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
  const stories: Analyzed[] = input.anecdotes.map(analyzed);
  const P = phrasesOf(storyLanguage({ title: input.anecdotes.map((a) => a.title).join('. '), content: input.anecdotes.map((a) => a.content).join(' ') }));
  const settled = new Set(input.settled.map((s) => `${keyOf(s.anecdoteIndexes)}|${s.angle}`));
  const ranked = candidates(stories, P ?? PACKS.en).sort((a, b) => b.score - a.score || a.members.length - b.members.length || keyOf(a.members.map((m) => m.index)).localeCompare(keyOf(b.members.map((m) => m.index))));
  const suggestions: SuggestedIdea[] = [];
  // one run varies its angles: each idea takes the angle the run has used least so far (the
  // story's own title, the 'story' angle, only when it carries no other)
  const used = new Map<Angle, number>();
  for (const c of ranked) {
    if (suggestions.length >= input.count) break;
    const key = keyOf(c.members.map((m) => m.index));
    const open = c.angles.filter((a) => !settled.has(`${key}|${a}`));
    const angle = [...open].sort((a, b) => Number(a === 'story') - Number(b === 'story') || (used.get(a) ?? 0) - (used.get(b) ?? 0))[0];
    if (!angle) continue;
    used.set(angle, (used.get(angle) ?? 0) + 1);
    suggestions.push(idea(c, angle, P));
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
      const titles = members.map((a) => cap(storyTitle(a.title), 200)).filter(Boolean);
      const title = members.length === 1 && titles[0] ? titles[0] : s.title;
      const first = sentencesOf(members[0]!.content)[0] ?? s.hook;
      return { ...s, title, alternativeTitles: titles.filter((t) => t !== title).slice(0, 3), hook: cap(first, 600) };
    }),
  };
}
