/**
 * What an article says in one language: the offline article planner (src/areas/blog/generation)
 * picks an outline by the question a topic asks, then renders it with these phrases.
 */

/** The question a topic asks: how to do something, why something is so, which mistakes to avoid, or a subject to cover. */
export type TopicKind = 'how' | 'why' | 'pitfalls' | 'about';

/** A section's purpose in an article's outline. */
export type SectionPurpose = 'settle' | 'steps' | 'answer' | 'when' | 'pitfalls' | 'act' | 'check' | 'close';

/** What a how-topic does to its object, by its verb: price it, choose it, build it, organise it, keep it; or the claim a why-topic asks about. */
export type TopicShape = 'price' | 'choose' | 'build' | 'organise' | 'keep' | 'why';

/** A how-topic taken apart: "Choisir sa farine pour un pain au levain" → act "choisir votre farine pour un pain au levain", object "votre farine", rest "pour un pain au levain". */
export interface TopicParts {
  shape: TopicShape;
  /** the whole action, to continue a sentence (a why-topic: its claim, "machine translation still needs a human editor") (English: a gerund phrase, "pricing a translation project"; French: an infinitive phrase) */
  act: string;
  /** what the action is done to, in the reader's address ("sa farine" → "votre farine") */
  object: string;
  /** what follows the object ("with your client", "quand on travaille la nuit"), or '' */
  rest: string;
}

/** The outline of one shape: sections whose headings name the topic's object and whose bodies say what to decide, do or check for it. */
export interface ShapePhrases {
  intro: (p: TopicParts) => string;
  /** in order; the owner's anecdote comes after the second, the site's part after the third */
  sections: Array<{ heading: (p: TopicParts) => string; body: (p: TopicParts) => string }>;
  mistakes: { heading: (p: TopicParts) => string; items: (p: TopicParts) => string[] };
  recap: (p: TopicParts) => string;
  description: (p: TopicParts) => string;
}

export interface ArticlePhrases {
  /** how-topics by their verb (a pack without them writes the generic outline of their kind) */
  shapes?: {
    parse: (topic: string) => TopicParts | undefined;
    outline: Record<TopicShape, ShapePhrases>;
    /** the site's own sentence on the topic, quoted, and its proof point (said as the site's figure) */
    site: (site: string, quote: string) => string;
    /** the site's pillar on the topic, when none of the site's sentences speaks of it: the pillar, then the site's first sentence quoted */
    sitePillar: (site: string, pillar: string, quote: string) => string;
    /** the heading of the site's part when no pillar of the site names the topic */
    siteHeading: (site: string) => string;
    proof: (proof: string) => string;
    lived: string;
  };
  /** a topic's kind, tested in the order why, pitfalls, how; anything else is 'about' */
  kind: { why: RegExp; pitfalls: RegExp; how: RegExp };
  /** ': ' or ' : ' (French) */
  colon: string;
  /** the introduction's first line, per kind; `T` is the topic opening a sentence */
  intro: Record<TopicKind, Array<(T: string) => string>>;
  /** section headings per purpose: one of each set is picked by the topic */
  headings: Record<SectionPurpose, string[]>;
  /** a section on one of the owner's anecdotes, titled by it */
  lived: { heading: (title: string) => string; takeaway: string[] };
  /** a section on one of the site's pillars, titled by it: what to do there, continuing the topic and a colon */
  practice: (pillar: string) => string;
  /** what to settle before starting (how-topics) */
  settle: string[];
  /** the short answer to a why-topic, and when it matters most */
  answer: string[];
  when: string[];
  /** why a subject matters (about-topics) */
  why: string[];
  /** the site's positioning said once, after the introduction's line on the topic (which the sentence does not repeat: the topic is said by the title and the introduction) */
  context: (site: string, positioning: string, T: string, mid: string) => string;
  /** "**Bold title.** Sentence." steps; mistakes; ways to check progress */
  steps: string[];
  mistakes: string[];
  measure: string[];
  /** the conclusion sums up the article's own first two steps (without the topic: the title says it) */
  recap: (T: string, first: string, second: string) => string;
  cta: (site: string, cta: string, url: string) => string;
  contact: (site: string, url: string) => string;
  neutralClose: string[];
  description: Record<TopicKind, (T: string) => string>;
  coverNoteFallback: string;
}
