import { GenerationError, type ChatMessage, type Task } from '../engine.js';
import { lessonSentence, question, say } from '../writing/lines.js';
import { phrasesOf, type Phrases } from '../writing/phrases.js';
import { retell } from '../writing/rephrase.js';
import { analyzeStory, keywords, storyLanguage, type Sentence, type StorySource, type Term } from '../writing/analyze/story.js';
import { describeStyle, describeTheme, styleOf, type Style, type StyleConfig, type ThemeInfo } from '../writing/style.js';
import { clauses, speak } from '../writing/voice.js';
import { clipText } from '../writing/cut.js';

export type SlideKind = 'cover' | 'content' | 'cta';

export interface CarouselInput {
  anecdote: StorySource;
  theme?: StyleConfig;
  /** the theme's name and description (for a model) */
  themeInfo?: ThemeInfo;
}

export interface CarouselOutline {
  title: string;
  slides: Array<{ kind: SlideKind; title: string }>;
}

export interface SlidesInput extends CarouselInput {
  outline: CarouselOutline;
}

export interface SlideText {
  title: string;
  body: string;
  visualHint?: string;
}

export interface CarouselSlide extends SlideText {
  index: number;
  kind: SlideKind;
}

export const MIN_CONTENT_SLIDES = 3;
export const MAX_CONTENT_SLIDES = 8;
const BODY_CHARS = 240;

const importance = (s: Sentence) => (s.contrast ? 2 : 0) + (s.figure ? 2 : 0) + (s.negation ? 1 : 0) + (s.lessonCue ? 1 : 0);

const hint = (sentences: Array<Pick<Sentence, 'terms'>>) => {
  const words = keywords(sentences, 3);
  return words.length ? words.join(', ') : undefined;
};

/** Groups sentences into slide bodies of one or two sentences (at most BODY_CHARS). */
interface Part {
  text: string;
  /** the sentences it came from (none for a clause) */
  from: Sentence[];
  terms?: Term[];
}

function chunk(sentences: Sentence[], style: Style, lang: string): Part[] {
  const out: Part[] = [];
  for (const s of sentences) {
    const text = say(s, style, lang);
    const last = out[out.length - 1];
    if (last && last.from.length < 2 && last.text.length + text.length + 1 <= BODY_CHARS) {
      last.text += ` ${text}`;
      last.from.push(s);
    } else {
      out.push({ text, from: [s] });
    }
  }
  return out;
}

/** A slide's label (two words at most) by what it carries; numbered in a language without phrases. */
function titleFor(part: Sentence[], k: number, used: Set<string>, P: Phrases | undefined): string {
  if (!P) return String(k + 1);
  const candidates = [
    ...(k === 0 ? [P.slide.start] : []),
    ...(part.some((s) => s.contrast) ? [P.slide.turn] : []),
    ...(part.some((s) => s.figure) && k > 0 ? [P.slide.result] : []),
    P.slide.next,
    P.slide.then,
  ];
  const title = candidates.find((c) => !used.has(c)) ?? String(k + 1);
  used.add(title);
  return title;
}

const composed = new WeakMap<StorySource, { theme: StyleConfig; slides: CarouselSlide[]; title: string }>();

/**
 * The offline composer: a cover (the story's title over its hook), three to eight content
 * slides made of the story's own sentences in the theme's voice (titled by what they carry:
 * where it started, the turning point, the result, the lesson), and a closing slide with a
 * question and a call to action. Visual hints are the concrete nouns of each slide.
 */
export function composeCarousel(input: CarouselInput): { title: string; slides: CarouselSlide[] } {
  const cached = composed.get(input.anecdote);
  if (cached && cached.theme === input.theme) return cached;
  const style = styleOf(input.theme);
  const story = analyzeStory(input.anecdote);
  const lang = story.language;
  const P = phrasesOf(lang);
  // a slide holds one idea: each sentence by its main clause, a compound one as two, figures in digits
  const sentences = story.sentences.map((s, i) => retell(s, lang, P?.contrast, true, story.sentences[i + 1]?.leaning));
  const hookIndex = story.hooks[0] ?? -1;
  const hook = hookIndex >= 0 ? sentences[hookIndex]! : undefined;
  const title = story.title || (hook ? say(hook, style, lang) : '…');
  const about = story.hashtags.length ? story.hashtags.join(' ') : title;

  const slides: Array<Omit<CarouselSlide, 'index'>> = [];
  slides.push({ kind: 'cover', title, body: hook ? say(hook, style, lang) : about, visualHint: hint(hook ? [hook] : sentences) });

  const lesson = lessonSentence(story, style);
  const rest = sentences.filter((s) => s.index !== hookIndex && !(lesson && s.index === story.lesson?.index));
  const room = MAX_CONTENT_SLIDES - (lesson ? 1 : 0);
  let parts: Part[] = chunk(rest, style, lang);
  // a long story: drop its least telling middle sentences until the slides fit
  while (parts.length > room) {
    const middle = rest.slice(1, -1);
    const weakest = middle.reduce((w, s) => (importance(s) < importance(w) ? s : w), middle[0]!);
    rest.splice(rest.indexOf(weakest), 1);
    parts = chunk(rest, style, lang);
  }
  // a short story: its sentences (the hook too) split at their clauses fill the slides
  if (parts.length + (lesson ? 1 : 0) < MIN_CONTENT_SLIDES) {
    const source = hook && rest.length < 2 ? [hook, ...rest].sort((a, b) => a.index - b.index) : rest;
    const pieces = source.flatMap((s) =>
      (lang === 'en' ? clauses(s.terms, 8) : [s.terms]).map((terms) => ({ text: terms === s.terms ? say(s, style, lang) : speak(terms, { ...style, pointOfView: 'first' }, undefined, s.hadContractions), from: terms === s.terms ? [s] : [], terms })),
    );
    if (pieces.length > parts.length) {
      parts = pieces.slice(0, room);
      if (source.includes(hook!)) slides[0]!.body = about;
    }
  }
  const used = new Set<string>();
  parts.forEach((p, k) => slides.push({ kind: 'content', title: titleFor(p.from, k, used, P), body: p.text, visualHint: hint(p.terms ? [{ terms: p.terms }] : p.from) }));
  if (lesson) slides.push({ kind: 'content', title: P?.slide.lesson ?? String(parts.length + 1), body: lesson });
  const contentCount = () => slides.length - 1;
  const ask = question(story, style, 0);
  if (contentCount() < MIN_CONTENT_SLIDES && ask) slides.push({ kind: 'content', title: P!.slide.cta, body: ask });
  // a story too short for three slides: its title, then its tags, close the count
  if (contentCount() < MIN_CONTENT_SLIDES) slides.push({ kind: 'content', title: P?.slide.aboutFallback ?? String(contentCount() + 1), body: title });
  if (contentCount() < MIN_CONTENT_SLIDES) slides.push({ kind: 'content', title: String(contentCount() + 1), body: about });
  slides.push({ kind: 'cta', title: P?.slide.cta ?? '→', body: P ? P.carouselCta(title) : about });
  const result = { title, slides: slides.map(({ visualHint, ...s }, index) => ({ index, ...s, ...(visualHint ? { visualHint } : {}) })) };
  composed.set(input.anecdote, { theme: input.theme, ...result });
  return result;
}

/** The shape every carousel keeps, whoever wrote it: a cover, 3 to 8 content slides, a call to action. */
export function checkOutline(outline: CarouselOutline): void {
  const kinds = outline.slides.map((s) => s.kind);
  const content = kinds.slice(1, -1);
  if (kinds[0] !== 'cover' || kinds[kinds.length - 1] !== 'cta' || content.length < MIN_CONTENT_SLIDES || content.length > MAX_CONTENT_SLIDES || content.some((k) => k !== 'content')) {
    throw new GenerationError(
      `carousel_outline: the outline must be a cover slide, ${MIN_CONTENT_SLIDES} to ${MAX_CONTENT_SLIDES} content slides and a cta slide (got ${kinds.join(', ')})`,
    );
  }
}

function storyLines(a: StorySource): string {
  return [`Title: ${a.title}`, ...(a.mood ? [`Mood: ${a.mood}`] : []), ...(a.tags?.length ? [`Tags: ${a.tags.join(', ')}`] : []), '', 'Story:', a.content].join('\n');
}

const system = (style: Style, task: string, input: CarouselInput): ChatMessage => ({
  role: 'system',
  content: [
    'You turn a person\'s true story into a LinkedIn carousel (a document of slides they would publish themselves).',
    'Use only what the story says: never invent names, figures, places or events.',
    ...describeTheme(input.theme, input.themeInfo),
    ...describeStyle({ ...style, hashtags: false }).filter((l) => !/^(Aim|Keep it|Make it)/.test(l)),
    task,
  ].join('\n'),
});

export const carouselOutlineTask: Task<CarouselInput, CarouselOutline> = {
  name: 'carousel_outline',
  schema: {
    type: 'object',
    required: ['title', 'slides'],
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 200 },
      slides: {
        type: 'array',
        minItems: MIN_CONTENT_SLIDES + 2,
        maxItems: MAX_CONTENT_SLIDES + 2,
        items: {
          type: 'object',
          required: ['kind', 'title'],
          properties: { kind: { enum: ['cover', 'content', 'cta'] }, title: { type: 'string', minLength: 1, maxLength: 120 } },
        },
      },
    },
  },
  temperature: 0.6,
  language: (input) => storyLanguage(input.anecdote),
  local: (input) => {
    const c = composeCarousel(input);
    return { title: c.title, slides: c.slides.map((s) => ({ kind: s.kind, title: s.title })) };
  },
  *candidates(input) {
    yield carouselOutlineTask.local(input);
    yield safeOutline(input);
  },
  messages: (input) => [
    system(
      styleOf(input.theme),
      `Outline the carousel: a cover slide, ${MIN_CONTENT_SLIDES} to ${MAX_CONTENT_SLIDES} content slides following the story, and a closing call-to-action slide. ` +
        'Return a JSON object {"title": "<carousel title>", "slides": [{"kind": "cover" | "content" | "cta", "title": "<slide title, at most 8 words>"}]}.',
      input,
    ),
    { role: 'user', content: storyLines(input.anecdote) },
  ],
};

export const carouselSlidesTask: Task<SlidesInput, { slides: SlideText[] }> = {
  name: 'carousel_slides',
  schema: {
    type: 'object',
    required: ['slides'],
    properties: {
      slides: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['title', 'body'],
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 120 },
            body: { type: 'string', minLength: 1, maxLength: 600 },
            visualHint: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
  },
  temperature: 0.6,
  language: (input) => storyLanguage(input.anecdote),
  local: (input) => ({ slides: composeCarousel(input).slides.map(({ title, body, visualHint }) => ({ title, body, ...(visualHint ? { visualHint } : {}) })) }),
  *candidates(input) {
    yield carouselSlidesTask.local(input);
    yield safeSlides(input);
  },
  messages: (input) => [
    system(
      styleOf(input.theme),
      'Write the text of each slide of this outline, in the same order: a body of one to three short sentences (at most 240 characters) and an optional visual hint (a few words describing an image). ' +
        `Return a JSON object {"slides": [{"title": "...", "body": "...", "visualHint": "..."}]} with exactly ${input.outline.slides.length} slides.\n` +
        `Outline: ${JSON.stringify(input.outline)}`,
      input,
    ),
    { role: 'user', content: storyLines(input.anecdote) },
  ],
};

/**
 * The outline that cannot break: the story's title on the cover, one content slide per sentence
 * (3 to 8), labelled by the pack's slide labels in story order, and the pack's closing label.
 */
export function safeOutline(input: CarouselInput): CarouselOutline {
  const story = analyzeStory(input.anecdote);
  const P = phrasesOf(story.language);
  const n = Math.max(MIN_CONTENT_SLIDES, Math.min(MAX_CONTENT_SLIDES, story.sentences.length));
  const labels = P ? [P.slide.start, P.slide.turn, P.slide.result, P.slide.then, P.slide.next, P.slide.lesson] : [];
  const title = input.anecdote.title.trim() || String(1);
  const used = new Set<string>();
  const label = (k: number) => {
    const l = labels[k];
    const t = l && !used.has(l) ? l : String(k + 1);
    used.add(t);
    return t;
  };
  return {
    title: title.slice(0, 120),
    slides: [{ kind: 'cover', title: title.slice(0, 120) }, ...Array.from({ length: n }, (_, k) => ({ kind: 'content' as const, title: label(k) })), { kind: 'cta', title: P?.slide.cta ?? title.slice(0, 120) }],
  };
}

/** The slide texts that cannot break: the author's sentences as written, spread over the outline's slides in order. */
export function safeSlides(input: SlidesInput): { slides: SlideText[] } {
  const story = analyzeStory(input.anecdote);
  const raw = story.sentences.map((s) => s.raw);
  const slides = input.outline.slides;
  const content = slides.filter((s) => s.kind === 'content').length || 1;
  let k = 0;
  return {
    slides: slides.map((o) => {
      let body: string;
      if (o.kind === 'cover') body = raw[0] ?? o.title;
      else if (o.kind === 'cta') body = raw[raw.length - 1] ?? o.title;
      else {
        // sentence i goes to content slide floor(i * content / n): every sentence once, in order
        const mine = raw.filter((_, i) => Math.floor((i * content) / raw.length) === k);
        k++;
        body = mine.join(' ') || raw[Math.min(k - 1, raw.length - 1)] || o.title;
      }
      return { title: o.title, body: clipText(body, 600) };
    }),
  };
}

/** Joins an outline and its slide texts into the carousel's slides (their counts must match). */
export function assembleSlides(outline: CarouselOutline, texts: SlideText[]): CarouselSlide[] {
  if (texts.length !== outline.slides.length) {
    throw new GenerationError(`carousel_slides: expected ${outline.slides.length} slides as outlined, got ${texts.length}`);
  }
  return outline.slides.map((o, index) => {
    const t = texts[index]!;
    return { index, kind: o.kind, title: t.title.trim() || o.title, body: t.body.trim(), ...(t.visualHint?.trim() ? { visualHint: t.visualHint.trim() } : {}) };
  });
}
