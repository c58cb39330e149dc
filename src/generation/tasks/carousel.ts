import { GenerationError, type ChatMessage, type Task } from '../engine.js';
import { lessonSentence, question, say } from '../writing/lines.js';
import { phrasesOf } from '../writing/phrases.js';
import { retell } from '../writing/rephrase.js';
import { analyzeStory, storyLanguage, type Sentence, type StorySource } from '../writing/analyze/story.js';
import { describeTheme, styleOf, type Style, type StyleConfig, type ThemeInfo } from '../writing/style.js';
import { clauses, speak } from '../writing/voice.js';
import { phraseRuns } from '../writing/analyze/clauses.js';
import { clipText } from '../writing/cut.js';
import { norm } from '../quality/text.js';
import { voiceLines } from './post-prompt.js';
import { chunk, hint, importance, leadsIn, MAX_CONTENT_SLIDES, MIN_CONTENT_SLIDES, SLIDE_WORDS, titleFor, unitsOf, type Part, type Unit } from './carousel-parts.js';

type SlideKind = 'cover' | 'content' | 'cta';

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

const composed = new WeakMap<StorySource, { theme: StyleConfig; slides: CarouselSlide[]; title: string }>();

/**
 * The offline composer: a cover (the story's title over its hook, or over its lesson when the story
 * opens on it), three to eight content slides made of the story's own sentences in the theme's
 * voice, in the story's order (a list whole, one item a line; titled by what they carry: where it
 * started, the details, the turning point, the result, the lesson), and a closing slide with a
 * question and a call to action. Each sentence of the story is said once. Visual hints are the
 * concrete nouns of each slide.
 */
export function composeCarousel(input: CarouselInput): { title: string; slides: CarouselSlide[] } {
  const cached = composed.get(input.anecdote);
  if (cached && cached.theme === input.theme) return cached;
  const style = styleOf(input.theme);
  const story = analyzeStory(input.anecdote);
  const lang = story.language;
  const P = phrasesOf(lang);
  const all = story.sentences;
  // a slide holds one idea: each sentence by its main clause, a compound one as two, figures in digits;
  // a sentence the next one leans on ("It doesn't.") or a list's lead-in is kept whole
  const sentences = all.map((s, i) => {
    const next = all[i + 1];
    const keep = !!next && (next.leaning || next.item || (next.lessonCue && story.lesson?.index === i));
    return s.item ? s : retell(s, lang, P?.contrast, !keep, !!next?.leaning);
  });
  const rawOf = (s: Sentence) => all[s.index]!.raw;
  // (a lesson the story does not state has no slide of its own: its last sentence ends the story, no "lesson" over it)
  const lessonAt = story.lesson?.implicit ? undefined : story.lesson?.index;
  const lessonS = lessonAt !== undefined ? all[lessonAt] : undefined;
  const nextAfterLesson = lessonAt !== undefined ? all[lessonAt + 1] : undefined;
  // the lesson opens a story that opens on it (what follows refers back to it); it stays in its
  // place when it leans on the sentence before, or the next one leans on it, or it belongs to a list
  const lessonFirst = lessonAt !== undefined && lessonAt <= 1 && !lessonS!.leaning && !lessonS!.item && !leadsIn(lessonS!);
  const pinned = lessonAt !== undefined && !lessonFirst && (lessonS!.leaning || lessonS!.item || leadsIn(lessonS!) || !!nextAfterLesson?.leaning || !!nextAfterLesson?.lessonCue);
  const lesson = lessonAt !== undefined && !pinned ? lessonSentence(story, style) : undefined;
  const movedLesson = lessonFirst ? undefined : lesson;
  // the cover's hook: a sentence that stands alone (no list's lead-in, no item)
  const hookIndex = lessonFirst ? -1 : (story.hooks.find((i) => !all[i]!.item && !leadsIn(all[i]!)) ?? -1);
  const hook = hookIndex >= 0 ? sentences[hookIndex]! : undefined;
  const title = story.title || (hook ? say(hook, style, lang) : '…');
  const about = story.hashtags.length ? story.hashtags.join(' ') : title;
  const coverAbout = story.hashtags.length ? about : (P?.slide.aboutFallback ?? about);

  const slides: Array<Omit<CarouselSlide, 'index'>> = [];
  // (a hook that says the title again leaves the cover to the title: "Antes de hormigonar, cuento puntales" twice)
  const coverBody = lessonFirst ? lesson! : hook && !saysTitle(hook.raw, title) ? say(hook, style, lang) : coverAbout;
  slides.push({ kind: 'cover', title, body: coverBody, visualHint: hint(hook ? [hook] : lessonFirst ? [lessonS!] : sentences) });

  const rest = sentences.filter((s) => s.index !== hookIndex && !(lesson && s.index === lessonAt));
  let units = unitsOf(rest);
  const room = MAX_CONTENT_SLIDES - (movedLesson ? 1 : 0);
  let parts: Part[] = chunk(units, style, lang, rawOf);
  // a long story: drop its least telling middle units until the slides fit, never one the next leans on
  while (parts.length > room && units.length > 2) {
    const middle = units.slice(1, -1).filter((_u, j) => !units[j + 2]!.from[0]!.leaning && !units[j + 2]!.from[0]!.lessonCue);
    if (!middle.length) break;
    const weight = (u: Unit) => Math.max(...u.from.map(importance)) + (u.list ? 1 : 0);
    const weakest = middle.reduce((w, u) => (weight(u) < weight(w) ? u : w), middle[0]!);
    units = units.filter((u) => u !== weakest);
    parts = chunk(units, style, lang, rawOf);
  }
  parts = parts.slice(0, room);
  // a short story: its sentences (the hook too) split at their clauses fill the slides
  if (parts.length + (movedLesson ? 1 : 0) < MIN_CONTENT_SLIDES && !parts.some((p) => p.list)) {
    const source = hook && rest.length < 2 ? [hook, ...rest].sort((a, b) => a.index - b.index) : rest;
    // (another language: a long sentence as written, over slides at its clause boundaries, "…, e aver scoperto, quando …" never cut off)
    const pieces = source.flatMap((s) =>
      lang === 'en'
        ? clauses(s.terms, 8).map((terms) => ({ text: terms === s.terms ? say(s, style, lang) : speak(terms, { ...style, pointOfView: 'first' }, undefined, s.hadContractions), from: terms === s.terms ? [s] : [], terms }))
        : phraseRuns(rawOf(s), SLIDE_WORDS, lang).map((text, _, runs) => ({ text: runs.length === 1 ? say(s, style, lang) : text, from: runs.length === 1 ? [s] : [], terms: s.terms })),
    );
    if (pieces.length > parts.length) {
      parts = pieces.slice(0, room);
      if (hook && source.includes(hook)) slides[0]!.body = coverAbout;
    }
  }
  // a short story with a list: the list goes over two slides (the lead-in with its first items) before any filler
  while (parts.length + (movedLesson ? 1 : 0) < MIN_CONTENT_SLIDES) {
    const at = parts.findIndex((p) => p.list && p.text.split('\n').length >= 3);
    if (at < 0) break;
    const lines = parts[at]!.text.split('\n');
    const half = Math.ceil(lines.length / 2);
    const from = parts[at]!.from;
    parts.splice(at, 1, { ...parts[at]!, text: lines.slice(0, half).join('\n'), from: from.slice(0, half) }, { ...parts[at]!, text: lines.slice(half).join('\n'), from: from.slice(half) });
  }
  const used = new Set<string>();
  parts.forEach((p, k) => slides.push({ kind: 'content', title: titleFor(p, k, parts.length, used, P), body: p.text, visualHint: hint(p.terms ? [{ terms: p.terms }] : p.from) }));
  if (movedLesson) slides.push({ kind: 'content', title: P?.slide.lesson ?? String(parts.length + 1), body: movedLesson });
  const contentCount = () => slides.length - 1;
  const said = new Set(slides.map((s) => s.body));
  const ask = question(story, style, 0);
  if (contentCount() < MIN_CONTENT_SLIDES && ask) slides.push({ kind: 'content', title: P!.slide.cta, body: ask });
  // a story too short for three slides: its title, then its tags, close the count
  if (contentCount() < MIN_CONTENT_SLIDES && !said.has(title)) slides.push({ kind: 'content', title: P?.slide.aboutFallback ?? String(contentCount() + 1), body: title });
  if (contentCount() < MIN_CONTENT_SLIDES) slides.push({ kind: 'content', title: String(contentCount() + 1), body: about });
  if (contentCount() < MIN_CONTENT_SLIDES) slides.push({ kind: 'content', title: String(contentCount() + 1), body: title });
  slides.push({ kind: 'cta', title: P?.slide.cta ?? '→', body: P ? P.carouselCta(title) : about });
  const result = { title, slides: slides.map(({ visualHint, ...s }, index) => ({ index, ...s, ...(visualHint ? { visualHint } : {}) })) };
  composed.set(input.anecdote, { theme: input.theme, ...result });
  return result;
}

/** A sentence that says the title again, whatever its case and stops ("Antes de hormigonar, cuento puntales."). */
function saysTitle(sentence: string, title: string): boolean {
  return norm(sentence) !== '' && norm(sentence) === norm(title);
}

/** What breaks the shape every carousel keeps (a cover, 3 to 8 content slides, a call to action), one line each. */
function outlineProblems(outline: CarouselOutline): string[] {
  const kinds = outline.slides.map((s) => s.kind);
  const problems: string[] = [];
  if (kinds[0] !== 'cover') problems.push(`slide 1 must be the cover (kind "cover"), not "${kinds[0]}"`);
  if (kinds[kinds.length - 1] !== 'cta') problems.push(`the last slide must be the call to action (kind "cta"), not "${kinds[kinds.length - 1]}"`);
  kinds.slice(1, -1).forEach((k, i) => {
    if (k !== 'content') problems.push(`slide ${i + 2} must be a content slide (kind "content"), not "${k}"`);
  });
  return problems;
}

/** The shape every carousel keeps, whoever wrote it: a cover, 3 to 8 content slides, a call to action. */
export function checkOutline(outline: CarouselOutline): void {
  const kinds = outline.slides.map((s) => s.kind);
  const content = kinds.slice(1, -1);
  if (outlineProblems(outline).length || content.length < MIN_CONTENT_SLIDES || content.length > MAX_CONTENT_SLIDES) {
    throw new GenerationError(`carousel_outline: the outline must be a cover slide, ${MIN_CONTENT_SLIDES} to ${MAX_CONTENT_SLIDES} content slides and a cta slide (got ${kinds.join(', ')})`);
  }
}

function storyLines(a: StorySource): string {
  return [`Title: ${a.title}`, ...(a.mood ? [`Mood: ${a.mood}`] : []), ...(a.tags?.length ? [`Tags: ${a.tags.join(', ')}`] : []), '', 'Story:', a.content].join('\n');
}

const system = (style: Style, task: string, input: CarouselInput): ChatMessage => ({
  role: 'system',
  content: [
    "You turn a person's true story into a LinkedIn carousel: a document of slides read one at a time on a phone, which they would publish under their own name.",
    'Facts: use only what the story says. Never invent names, figures, places, dates, quotes or events; keep every figure exactly as the story gives it.',
    'Carousel rules:',
    "- The cover makes a reader swipe: the story's most striking moment or figure, in a few words.",
    "- One idea per content slide, in the story's order; a slide title of at most 8 words that says the slide's point.",
    "- The last slide is the call to action: an invitation to comment, save or share, in the story's language.",
    '- Plain text, no hashtags, no Markdown.',
    ...(style.endWithQuestion ? ['- The last slide asks the reader one question about their own experience.'] : []),
    ...describeTheme(input.theme, input.themeInfo),
    ...voiceLines(input.anecdote, style, 'carousel'),
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
  check: (_input, output) => outlineProblems(output),
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
  // exactly the outlined slides: the count the prompt asks for is in the schema the model is held to
  schemaFor: (input) => {
    const schema = carouselSlidesTask.schema as { properties: { slides: Record<string, unknown> } };
    const count = input.outline.slides.length;
    return { ...schema, properties: { ...schema.properties, slides: { ...schema.properties.slides, minItems: count, maxItems: count } } };
  },
  check: (input, output) => input.outline.slides.flatMap((o, i) => (output.slides[i] ? [] : [`slide ${i + 1} ("${o.title}") is missing`])),
  local: (input) => ({ slides: composeCarousel(input).slides.map(({ title, body, visualHint }) => ({ title, body, ...(visualHint ? { visualHint } : {}) })) }),
  // what a reader reads: each slide's title and body (a visual hint is a few of the slide's nouns for
  // whoever picks the image, never printed: "usual repeat prescription" there is no cut sentence)
  judged: (output) =>
    output.slides
      .flatMap((s) => [s.title, s.body])
      .filter((text) => /\p{L}{2}/u.test(text))
      .map((text) => ({ text, platform: text.includes('\n') || text.length > 200 ? ('text' as const) : ('line' as const) })),
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
 * The plan that cannot break, for `count` content slides: the author's sentences as written, in
 * order, each said once (a list whole, one item a line): the first on the cover when the rest still
 * fill the slides, the rest spread over the content slides, labelled by what they carry; a slide
 * left without a sentence (a very short story) holds a question to the reader, then the tags.
 */
function safePlan(input: CarouselInput, count?: number): { cover: string; content: Array<{ title: string; body: string }>; cta: string } {
  const story = analyzeStory(input.anecdote);
  const P = phrasesOf(story.language);
  const title = input.anecdote.title.trim() || String(1);
  const units = unitsOf(story.sentences);
  const c = count ?? Math.max(MIN_CONTENT_SLIDES, Math.min(MAX_CONTENT_SLIDES, units.length - (units[0] && !units[0].list ? 1 : 0)));
  // a sentence that leans on the one before ("It doesn't.") stays with it
  const merged = units.reduce<Unit[]>((out, u) => {
    const last = out[out.length - 1];
    if (last && !last.list && !u.list && u.from[0]!.leaning) out[out.length - 1] = { from: [...last.from, ...u.from], list: false };
    else out.push(u);
    return out;
  }, []);
  const coverTakes = !!merged[0] && !merged[0].list && merged.length > c;
  const tags = story.hashtags.join(' ');
  const told = coverTakes
    ? merged[0]!.from
        .filter((s, i) => i > 0 || !saysTitle(s.raw, title))
        .map((s) => s.raw.trim())
        .join(' ')
    : '';
  const cover = told || tags || (P?.slide.aboutFallback ?? title);
  const rest = coverTakes ? merged.slice(1) : merged;
  const slots: Unit[][] = Array.from({ length: c }, () => []);
  // unit j goes to content slide floor(j * c / m): every unit once, in order
  rest.forEach((u, j) => slots[rest.length >= c ? Math.floor((j * c) / rest.length) : j]!.push(u));
  const fillers = [question(story, styleOf(input.theme), 0), ...(coverTakes && tags ? [tags] : []), P?.slide.aboutFallback].filter((f): f is string => !!f && f !== cover);
  const used = new Set<string>();
  const content = slots.map((mine, k) => {
    const from = mine.flatMap((u) => u.from);
    const part: Part = { text: mine.map((u) => u.from.map((s) => s.raw.trim()).join(u.list ? '\n' : ' ')).join('\n'), from, list: mine.some((u) => u.list) };
    const body = part.text || fillers.shift() || title;
    return { title: titleFor(part, k, c, used, P, story.lesson?.implicit ? undefined : story.lesson?.index), body: clipText(body, 600) };
  });
  return { cover: clipText(cover, 600), content, cta: P ? P.carouselCta(title) : title };
}

/** The outline that cannot break: the story's title on the cover, the safe plan's labels, and the pack's closing label. */
export function safeOutline(input: CarouselInput): CarouselOutline {
  const story = analyzeStory(input.anecdote);
  const P = phrasesOf(story.language);
  const title = (input.anecdote.title.trim() || String(1)).slice(0, 120);
  const plan = safePlan(input);
  return {
    title,
    slides: [{ kind: 'cover', title }, ...plan.content.map((s) => ({ kind: 'content' as const, title: s.title })), { kind: 'cta', title: P?.slide.cta ?? title }],
  };
}

/** The slide texts that cannot break: the safe plan over the outline's slides (its cover and closing titles kept). */
export function safeSlides(input: SlidesInput): { slides: SlideText[] } {
  const slides = input.outline.slides;
  const plan = safePlan(input, slides.filter((s) => s.kind === 'content').length || 1);
  let k = 0;
  return {
    slides: slides.map((o) => {
      if (o.kind === 'cover') return { title: o.title, body: plan.cover };
      if (o.kind === 'cta') return { title: o.title, body: plan.cta };
      return plan.content[k++]!;
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
