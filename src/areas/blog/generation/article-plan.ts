import { articlePhrases, PACKS, type ArticlePhrases, type SectionPurpose, type TopicKind, type TopicParts } from '../../../generation/writing/packs/index.js';
import { hashOf } from '../../../generation/writing/phrases.js';
import { analyzeStory, type StorySource } from '../../../generation/writing/analyze/story.js';
import { rolesOf } from '../../../generation/writing/analyze/roles.js';
import { anchorPeople, withName } from '../../../generation/writing/analyze/people.js';
import { withReferents } from '../../../generation/writing/analyze/references.js';
import { clipText, cutText } from '../../../generation/writing/cut.js';
import { inSentence } from './site-task.js';
import type { ArticleBrief, ArticleDraft } from './article-brief.js';

/**
 * The offline article: the topic's question (how to, why, which mistakes, or a subject) picks an
 * outline, each section with its purpose; the site analysis adds its positioning, the pillar on
 * the topic with a proof point, and its call to action; an anecdote of the owner's comes in only
 * when it shares the topic's content words. Everything is said through the language pack of the
 * article's language (the site's), so a French site gets a French article.
 */

type Purpose = SectionPurpose | 'lived' | 'practice';

/** The outline of each kind of topic, in order ('lived' and 'practice' only when there is material for them). */
const OUTLINES: Record<TopicKind, Purpose[]> = {
  how: ['settle', 'steps', 'lived', 'practice', 'pitfalls', 'check', 'close'],
  why: ['answer', 'when', 'lived', 'practice', 'act', 'close'],
  pitfalls: ['pitfalls', 'act', 'lived', 'practice', 'check', 'close'],
  about: ['answer', 'steps', 'lived', 'practice', 'pitfalls', 'check', 'close'],
};

/** The question a topic asks, by its language's cues. */
function topicKind(topic: string, A: ArticlePhrases): TopicKind {
  const t = topic.trim();
  if (A.kind.why.test(t)) return 'why';
  if (A.kind.pitfalls.test(t)) return 'pitfalls';
  if (A.kind.how.test(t)) return 'how';
  return 'about';
}

/** A how-topic taken apart by its language's verbs (price, choose, build, organise, keep), or a why-topic's claim, when its pack knows them. */
export function topicParts(topic: string, language: string): TopicParts | undefined {
  const A = articlePhrases(language);
  const kind = topicKind(unend(topic), A);
  return kind === 'pitfalls' ? undefined : A.shapes?.parse(topic);
}

/** hashOf spread over all its bits: hashOf of strings that differ only at the end differ only in the low bits. */
function mixed(text: string): number {
  let h = hashOf(text);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Function words of four letters or more, which say nothing about what a text is about ("pour", "with", "para", "eine"): every pack's, as a topic and its site may differ in language. */
const FUNCTION_WORDS = new Set(Object.values(PACKS).flatMap((p) => p.vagueWords));
/** Content words by their first five letters, without a plural's final s or x ("pains" and "pain", "pricing" and "price" as "prici"/"price"). */
const stems = (s: string) => new Set((s.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w)).map((w) => w.replace(/(?<=\p{L}{3})[sx]$/u, '').slice(0, 5)));

/**
 * The owner's anecdote on the topic, in the article's language: one counts when its title or
 * tags share a content word with the topic, or its text shares two (a single common verb,
 * "travailler", is not the topic).
 */
export function relevantAnecdotes(b: Pick<ArticleBrief, 'topic' | 'language' | 'anecdotes'>): StorySource[] {
  // a how-topic is about its object ("vos horaires"), not about its circumstances ("quand on travaille la nuit")
  const parts = topicParts(b.topic, b.language);
  const wanted = stems(parts ? parts.object : b.topic);
  return (
    (b.anecdotes ?? [])
      .map((a, i) => ({ a, i, story: analyzeStory(a) }))
      .filter((x) => x.story.language === b.language)
      .map((x) => ({
        ...x,
        named: [...stems(`${x.a.title} ${(x.a.tags ?? []).join(' ')}`)].filter((w) => wanted.has(w)).length,
        shared: [...stems(`${x.a.title} ${(x.a.tags ?? []).join(' ')} ${x.a.content}`)].filter((w) => wanted.has(w)).length,
      }))
      .filter((x) => x.named > 0 || x.shared > 1)
      // ties go by the topic, so that a site's topics do not all tell the same story
      .sort((p, q) => q.shared - p.shared || mixed(`${b.topic}:${p.i}`) - mixed(`${b.topic}:${q.i}`))
      .slice(0, 1)
      .map((x) => x.a)
  );
}

/** The pillar closest to the topic, when one shares a content word with it. */
function relevantPillars(topic: string, pillars: string[]): string[] {
  const t = stems(topic);
  return pillars
    .map((p, i) => ({ p, i, shared: [...stems(p)].filter((w) => t.has(w)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || mixed(`${topic}:${a.i}`) - mixed(`${topic}:${b.i}`))
    .slice(0, 1)
    .map((x) => x.p);
}

/** An anecdote told as a lived example: its setup, its turn and its lesson, in its own words. */
function example(a: StorySource): string {
  const story = analyzeStory(a);
  const roles = rolesOf(story);
  const raws = story.sentences.map((s) => s.raw);
  // (a list's item or its lead-in is no sentence of a told example: "Il materasso … 1974. – 11,5 kg di lana;")
  const tells = (i: number) => !story.sentences[i]!.item && !/:\s*$/.test(raws[i]!);
  const picked = [roles.setup, roles.turn, roles.lesson].filter((i): i is number => i !== undefined && tells(i));
  // a kept "Il voulait savoir ..." keeps who "il" is (or says the name)
  const first = story.sentences.findIndex((_, i) => tells(i));
  const told = picked.length || first < 0 ? picked : [first];
  // a turn ("Nelle giornate di sole, invece, li apriva tutti") or a line that leans on the one before it comes with that
  // one, and a line keeps what it refers back to ("gli ombrelli": where the umbrellas come in), so that the example tells one scene
  const before = told.flatMap((i) => (i > 0 && (story.sentences[i]!.contrast || story.sentences[i]!.leaning) && tells(i - 1) ? [i - 1, i] : [i]));
  const whole = withReferents(raws, [...new Set(before)], story.language).filter(tells);
  const anchored = anchorPeople(raws, whole, story.language);
  return anchored.picked.map((i) => (anchored.named.has(i) ? withName(raws[i]!, anchored.named.get(i)!.pronoun, anchored.named.get(i)!.name) : raws[i]!)).join(' ');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A title's own colon as a dash, inside a heading or a sentence that puts its own colon after it ("Aus der Praxis: Leinölfarbe – was ich …"). */
const dashed = (s: string) => s.replace(/\s*:\s+/u, ' – ');
const unend = (s: string) => s.trim().replace(/[.!?…]+$/u, '');
const sentenceEnd = (s: string) => (/[.!?…»“”"]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?…])\s+/u)[0] ?? text.trim();
/** Lower-cases a line's first letter to continue a sentence (German nouns keep their capitals: the caller knows). */
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The outline of an article: its kind and its sections (purpose, heading, body), before rendering to Markdown. */
export interface ArticlePlan {
  kind: TopicKind;
  title: string;
  intro: string;
  sections: Array<{ purpose: Purpose; heading: string; body: string }>;
  description: string;
}

/**
 * The site's own sentence on the topic (from its positioning and its summary), the one sharing
 * most content words with the topic and the pillar on it; none when no sentence of the site does.
 */
function siteSentence(topic: string, pillar: string | undefined, site: NonNullable<ArticleBrief['site']>): string | undefined {
  const onTopic = stems(topic);
  // a word of the pillar's own ("quotes" in "Translation quotes" for a topic on pricing) counts twice: the sentence is on the pillar
  const onPillar = new Set([...stems(pillar ?? '')].filter((w) => !onTopic.has(w)));
  return (
    [site.positioning, site.summary]
      .flatMap((t) => (t ? t.trim().split(/(?<=[.!?…])\s+/u) : []))
      .map((s, i) => ({ s: sentenceEnd(s), i, shared: [...stems(s)].reduce((n, w) => n + (onTopic.has(w) ? 1 : onPillar.has(w) ? 2 : 0), 0) }))
      .filter((x) => x.shared > 0)
      // ties go to the longer sentence: a site's slogan ("Built for how translators actually work") says less than its offer
      .sort((x, y) => y.shared - x.shared || y.s.length - x.s.length || x.i - y.i)[0]?.s
  );
}

/**
 * A how-topic's article by its shape: the sections of its pack's outline, which name the topic's
 * object and say what to decide, do and check for it; the owner's anecdote on the object after
 * the second; the site's own sentence on the topic (with a proof point) after the third; the
 * mistakes before the last; the recap of the outline and the call to action at the end. The site's part
 * is titled by the site's pillar on the topic (a why-topic's only by a pillar its claim names whole), else by the site's name.
 */
function shapedPlan(b: ArticleBrief, A: ArticlePhrases, parts: TopicParts, kind: TopicKind, T: string): ArticlePlan {
  const S = A.shapes!;
  const O = S.outline[parts.shape];
  const site = b.site;
  const one = <X>(xs: X[], part: string): X => xs[mixed(`${T}:${part}`) % xs.length]!;
  const anecdote = relevantAnecdotes(b)[0];
  const pillar = site ? relevantPillars(T, site.pillars)[0] : undefined;
  // a why-topic's claim is titled by a pillar only when the claim names all of it ("Le levain naturel" for "Pourquoi le levain naturel demande du temps", not "Translation quotes" for machine translation)
  const titled = pillar !== undefined && (parts.shape !== 'why' || [...stems(pillar)].every((w) => stems(T).has(w)));
  const onTopic = site ? siteSentence(T, titled ? pillar : undefined, site) : undefined;
  // a pillar on the topic with no sentence of the site on it: the pillar named, the site's first sentence quoted
  const first = site?.positioning ?? site?.summary;
  const quote = onTopic ?? (pillar && first ? sentenceEnd(firstSentence(first)) : undefined);
  // a proof point only where it speaks of the topic's object ("used by 1,200 translators" for a translation project, not for a glossary)
  const onObject = stems(parts.object);
  const proof = quote ? site!.proofPoints.find((p) => [...stems(p)].some((w) => onObject.has(w))) : undefined;
  const own = O.sections.map((x, i) => ({ purpose: (i === 0 ? 'settle' : 'steps') as Purpose, heading: x.heading(parts), body: x.body(parts) }));
  const lived = anecdote ? [{ purpose: 'lived' as Purpose, heading: A.lived.heading(dashed(unend(anecdote.title))), body: `${example(anecdote)}\n\n${S.lived}` }] : [];
  const practice =
    site && quote
      ? [
          {
            purpose: 'practice' as Purpose,
            heading: titled ? cap(pillar!) : S.siteHeading(site.name),
            body: [onTopic ? S.site(site.name, quote) : S.sitePillar(site.name, cap(pillar!), quote), proof && sentenceEnd(S.proof(unend(proof)))].filter(Boolean).join(' '),
          },
        ]
      : [];
  const mistakes = {
    purpose: 'pitfalls' as Purpose,
    heading: O.mistakes.heading(parts),
    body: O.mistakes
      .items(parts)
      .map((m) => `- ${m}`)
      .join('\n'),
  };
  const recap = O.recap(parts);
  const close = site?.callToAction ? `${unend(recap)}${A.colon === ' : ' ? ' ;' : ';'} ${A.cta(site.name, site.callToAction, site.url)}` : `${recap} ${site ? A.contact(site.name, site.url) : one(A.neutralClose, 'close')}`;
  const sections = [...own.slice(0, 2), ...lived, ...own.slice(2, 3), ...practice, ...own.slice(3, -1), mistakes, ...own.slice(-1), { purpose: 'close' as Purpose, heading: one(A.headings.close, 'h:close'), body: close }];
  return { kind, title: cap(b.topic.trim()), intro: O.intro(parts), sections, description: O.description(parts) };
}

export function planArticle(b: ArticleBrief): ArticlePlan {
  const A = articlePhrases(b.language);
  const shaped = topicParts(b.topic, b.language);
  if (shaped) return shapedPlan(b, A, shaped, topicKind(unend(b.topic), A), cap(unend(b.topic)));
  const title = cap(b.topic.trim());
  // inside sentences the topic loses its closing punctuation ("Où commencer ?" → "Où commencer")
  // (a topic's own colon, "Mi obrador: diez años después", becomes a dash: the sentences around it put theirs after it)
  const T = dashed(cap(unend(b.topic)));
  const mid = inSentence(T, b.language);
  const kind = topicKind(T, A);
  const site = b.site;
  // each topic picks its own wordings, so two topics of one site read differently
  const one = <X>(xs: X[], part: string): X => xs[mixed(`${T}:${part}`) % xs.length]!;
  // generic advice in disjoint groups, one group per topic: two topics share a group's items or none
  const group = <X>(xs: X[], k: number, part: string, n = 1): X[] => {
    const groups = Math.max(1, Math.floor(xs.length / k));
    const g = mixed(`${T}:${part}`) % groups;
    // in the list's own order, also when the groups wrap round (steps: the checks of the end stay after those of the start)
    const picked = Array.from({ length: Math.min(n, groups) }, (_, i) => (g + i) % groups).sort((x, y) => x - y);
    return picked.flatMap((j) => xs.slice(j * k, j * k + k));
  };
  const heading = (p: SectionPurpose) => one(A.headings[p], `h:${p}`);
  const positioning = site?.positioning ? unend(firstSentence(site.positioning)) : undefined;
  // the site's positioning once, said as the site's own view (lower-cased unless it opens with the site's name, or is German)
  const context = site && positioning ? A.context(site.name, positioning.startsWith(site.name) || b.language === 'de' ? positioning : lower(positioning), T, mid) : undefined;
  const steps = group(A.steps, 2, 'steps', kind === 'how' ? 2 : 1);
  const pillar = site ? relevantPillars(T, site.pillars)[0] : undefined;
  const anecdote = relevantAnecdotes(b)[0];

  const body = (p: Purpose): string | undefined => {
    switch (p) {
      case 'settle':
        return one(A.settle, 'settle');
      case 'answer':
        return kind === 'why' ? one(A.answer, 'answer') : one(A.why, 'why');
      case 'when':
        return one(A.when, 'when');
      case 'steps':
      case 'act':
        return steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
      case 'pitfalls':
        return group(A.mistakes, 2, 'mistakes', kind === 'pitfalls' ? 2 : 1)
          .map((m) => `- ${m}`)
          .join('\n');
      case 'check':
        return one(A.measure, 'measure');
      case 'lived':
        return anecdote ? `${example(anecdote)}\n\n${one(A.lived.takeaway, 'takeaway')}` : undefined;
      case 'practice': {
        if (!pillar) return undefined;
        const proof = site?.proofPoints.length ? site.proofPoints[mixed(`${T}:proof`) % site.proofPoints.length] : undefined;
        // one sentence of this topic's (a pillar's line alone would be the same in every article on it), the proof point in brackets
        const line = `${T}${A.colon}${A.practice(inSentence(pillar, b.language))}`;
        return `${line}${proof ? ` (${unend(proof)})` : ''}.`;
      }
      case 'close': {
        // the conclusion sums up this article's own steps (by their bold titles), then the call to action
        const stepTitle = (s: string) => lower((/^\*\*(.+?)[.!]?\*\*/.exec(s)?.[1] ?? s).trim());
        const recap = A.recap(T, stepTitle(steps[0]!), stepTitle(steps[1] ?? steps[0]!));
        if (site?.callToAction) return `${unend(recap)}${A.colon === ' : ' ? ' ;' : ';'} ${A.cta(site.name, site.callToAction, site.url)}`;
        return `${recap} ${site ? A.contact(site.name, site.url) : one(A.neutralClose, 'close')}`;
      }
    }
  };
  const headingOf = (p: Purpose): string => (p === 'lived' ? A.lived.heading(dashed(unend(anecdote!.title))) : p === 'practice' ? cap(pillar!) : heading(p));

  const sections = OUTLINES[kind].flatMap((purpose) => {
    const text = body(purpose);
    return text ? [{ purpose, heading: headingOf(purpose), body: text }] : [];
  });
  const intro = [one(A.intro[kind], 'intro')(T), context && sentenceEnd(cap(context))].filter(Boolean).join(' ');
  return { kind, title, intro, sections, description: A.description[kind](T) };
}

/** Offline composition: the plan rendered as Markdown (title, introduction, ## sections, conclusion with the call to action). */
export function composeArticle(b: ArticleBrief): ArticleDraft {
  const plan = planArticle(b);
  const parts = [`# ${plan.title}`, plan.intro, ...plan.sections.flatMap((s) => [`## ${s.heading}`, s.body])];
  return { title: cutText(plan.title, 200), description: clipText(plan.description, 300), markdown: `${parts.join('\n\n')}\n` };
}
