/**
 * What an article says in one language: the offline article planner (src/areas/blog/generation)
 * picks an outline by the question a topic asks, then renders it with these phrases.
 */

/** The question a topic asks: how to do something, why something is so, which mistakes to avoid, or a subject to cover. */
export type TopicKind = 'how' | 'why' | 'pitfalls' | 'about';

/** A section's purpose in an article's outline. */
export type SectionPurpose = 'settle' | 'steps' | 'answer' | 'when' | 'pitfalls' | 'act' | 'check' | 'close';

export interface ArticlePhrases {
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
