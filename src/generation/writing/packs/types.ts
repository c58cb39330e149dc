/**
 * A language pack: everything the offline writer says or recognizes in one language (cues,
 * phrases, frames, number words, connectors, camera directions, headings, on-screen notes).
 * One typed module per language (en.ts, fr.ts, ...): the compiler checks each one is complete,
 * and adding a language is adding a pack to index.ts.
 */
import type { ArticlePhrases } from './article-types.js';
import type { SitePhrases } from './site-types.js';

export type Person = 'first' | 'second' | 'third';

/** The audiences a call to action can address (style.ts reads them in a reason). */
export const AUDIENCES = [
  'founders',
  'engineers',
  'developers',
  'recruiters',
  'students',
  'managers',
  'leaders',
  'designers',
  'marketers',
  'salespeople',
  'teachers',
  'nurses',
  'parents',
  'freelancers',
  'entrepreneurs',
  'investors',
  'jobSeekers',
  'productManagers',
] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Phrases {
  /** words that turn a story (but, yet, instead ...) */
  contrast: RegExp;
  /** a sentence stating what the author learned */
  lessonCue: RegExp;
  /** the lesson cut out of its sentence: group 1 is the clause after "I learned that" (undefined: never cut, e.g. German verb-final order) */
  lessonCore?: RegExp;
  /** a lesson someone else states, reported ("She says the chart never shows ..."): group 1 is what they say (undefined: never cut) */
  reportedCore?: RegExp;
  /** a lesson cue that points back at the sentence before ("I learned that at 5:50 p.m.", "L'ho capito nel 2018"): the lesson is that sentence */
  lessonBack: RegExp;
  /** sentence openings that lean on what came before (a pronoun, a connector): such a sentence does not open a post */
  leaning: RegExp;
  /** what a lesson clause must not start with (a question word: "who showed up" is not a clause) */
  notAClause: RegExp;
  lessonIntro: Record<Person, string>;
  question: Array<(title: string, person: Person) => string>;
  /** slide labels (two words at most: labels, not sentences) */
  slide: { onward: string; happened: string; start: string; turn: string; result: string; next: string; then: string; later: string; end: string; closer: string; details: string; lesson: string; cta: string; aboutFallback: string };
  carouselCta: (title: string) => string;
  /** video scripts */
  script: {
    promise: (title: string, n: number) => string;
    opener: (title: string) => string;
    transition: (title: string) => string;
    lessonIntro: string;
    cta: (title: string) => string;
    audience: (who: string) => string;
    headings: { hook: string; lesson: string; cta: string };
  };
  suggestion: {
    theme: (tag: string, n: number) => string;
    /** a sentence opening on what the author does since the story ("Since then I ...", "Depuis, je ..."): the lesson in practice, a lesson title when none is stated */
    since: RegExp;
    /**
     * what a pitch promises after its opening line, by angle, without the title (a suggestion's
     * title is said once, as its title): "Here is what that number really meant."
     */
    promise: Record<'lesson' | 'numbers' | 'turning-point' | 'question' | 'story', string>;
    /** why an idea scored what it did, one reason a line; `pts` is the signed points ("+10") */
    reasons: {
      opensOn: (what: Array<'figure' | 'contrast' | 'question'>, line: string, pts: string) => string;
      material: (words: number, pts: string) => string;
      lesson: (line: string, pts: string) => string;
      figure: (figure: string, pts: string) => string;
      turn: (line: string, pts: string) => string;
      oneStory: (pts: string) => string;
      share: (tags: string, pts: string) => string;
      shareNone: (pts: string) => string;
      favorite: (pts: string) => string;
    };
    /** a thumbnail's words when the idea has no figure and no title to show */
    watch: string;
  };
}

export interface LanguagePack extends Phrases {
  /** ISO 639-1 */
  code: string;
  /** blog articles: outlines by the question a topic asks, and their sentences */
  article: ArticlePhrases;
  /** site recaps: the sentences around a site's own words */
  site: SitePhrases;
  /** a coordinating connector opening a sentence ("But", "Mais"): a sentence standing alone can lose it */
  connector: RegExp;
  /** conjunctions that, after a comma, open a clause of their own (", and ...", ", et ...") */
  conjunctions: string[];
  /** words that can open a clause of their own (a subject), when the language does not drop its subjects */
  subjectStart?: RegExp;
  /** words that open a short time or place phrase a clause can move after ("On launch day, ..."); undefined: never moved (German puts its verb second) */
  fronted?: RegExp;
  /** discourse markers that look like such a phrase but tie a sentence to the one before ("In fact,", "Al contrario,"): never moved */
  discourseMarker: RegExp;
  /** how a story's sentences refer back to what came before */
  reference: {
    /** a sentence opening that tells the story's key event ("One day", "Un día", "Eines Tages") */
    keyEvent: RegExp;
    /** definite articles and demonstratives: "the wheel" after "a broken wheel" refers back to it */
    definite: string[];
  };
  /** people in a story: who is introduced, and the words that refer back to them */
  people: {
    /** third-person pronouns: a sentence with one refers to someone introduced before */
    pronouns: RegExp;
    /** a person introduced by a possessive or an article before a role noun ("my daughter", "ma fille") */
    introduces: RegExp;
    /** a thing referred back to by a pronoun after a preposition ("sat on it", "darauf"); undefined: not recognized */
    thingBack?: RegExp;
    /** a role noun after a determiner introduces a person by its agent ending, without a list ("the buyer", "la recruteuse", "el vendedor") */
    roleNoun: RegExp;
    /** a third-person subject pronoun opening a sentence ("She ...", "Elle ...", "Er ..."): the sentence needs the person before it; group 1 is the pronoun */
    subjectOpener: RegExp;
    /** capitalized words that open a sentence and are no name ("The", "Mais", "Aber") */
    sentenceOpeners: string[];
    /** titles before a name, with or without their full stop ("Mr", "Mme", "Herr"): the name comes with its title */
    titles: string[];
  };
  /** word lists the story analysis reads sentences with */
  analysis: {
    /** single words that turn a story ("but", "instead", "pourtant"): a sentence with one is a turn */
    contrastWords: string[];
    /** single words that say a lesson was drawn ("learned", "lesson", "appris") */
    lessonWords: string[];
    /** nouns before a number that names rather than counts ("room 14", "chambre 14", "Zimmer 14") */
    identifierBefore: string[];
    /** the word after a number is a verb, not what it counts ("14 went off", "14 sont venus") */
    verbAfter: RegExp;
    /** a trailing participle clause starts at `word` (", hoping ...", ", en finissant ...", ", corriendo ..."); `next` is the word after it, `noun` whether the tagger read `word` as a noun */
    participle: (word: string, next: string | undefined, noun: boolean) => boolean;
    /** the story's words carry part-of-speech tags in this language (compromise reads English only): a punchy post then says a long sentence as its clauses, else sentence by sentence */
    taggedClauses: boolean;
  };
  /** short function words (articles, prepositions, conjunctions, auxiliaries): what a figure counts never starts or ends on one */
  functionWords: string[];
  /** words of four letters or more that say nothing about what a text is about ("with", "pour", "para", "eine") */
  vagueWords: string[];
  /** first-person words: a story with one is told by its author */
  firstPerson: RegExp;
  /** words that never end a phrase (articles, prepositions, conjunctions, auxiliaries, subject pronouns) */
  phraseEnders: string[];
  /** number words, for figures written out ("forty minutes" → "40 minutes") */
  numbers: {
    /** 0-19 as written; '' where the word stays a word (also an article, "neuf" also "new") */
    units: string[];
    /** tens as written (index 2 = twenty) */
    tens: string[];
    /** a ten and a unit as one number ("forty-two", "cuarenta y dos"); undefined: none */
    compound?: (ten: string, unit: string) => string;
    /** "one" inside a compound */
    one: string;
    /** multiplier words after a number ("hundred", "thousand"): a number word before one stays a word, as the phrase is one number */
    scale: RegExp;
  };
  /** how a figure says it is a share ("%", "percent", "pour cent") */
  percent: RegExp;
  /** a title before a name ("Mr.", "Dr", "Mme"): its full stop ends no sentence */
  honorifics: string[];
  /**
   * abbreviations whose full stop never ends a sentence, without their last full stop ("e.g",
   * "z.B" matches "z. B." too); an entry in lower case also matches capitalized. Not those that
   * can close one ("etc.", "usw.", "ecc.", "zł"): before a capital, their full stop ends it.
   */
  abbreviations: string[];
  /** abbreviations whose full stop ends no sentence when a figure follows ("No. 214", "ca. 40 kg", "ok. 7.30") */
  numberAbbreviations: string[];
  /** the word after "12." that makes the number an ordinal ("am 12. März", "im 3. OG"): its full stop ends no sentence; undefined: it does before a capital */
  ordinalBefore?: RegExp;
  /** the decimal mark ("3.5" in English, "3,5" elsewhere): the other one groups thousands ("1,240.50", "1.150,50"), and "7.30" where it is the comma is a time of day */
  decimalMark: ',' | '.';
  /** a lesson sentence that already announces itself ("The lesson is simple:"): it needs no lead-in */
  selfAnnouncedLesson: RegExp;
  /** title-free frames: a post says its title at most once */
  plain: {
    /** a video script's line after its hook, from the story's own material: the share or amount it turns on, else the person it is about */
    open: { figure: Array<(figure: string) => string>; person: Array<(name: string) => string> };
    question: Array<(person: Person) => string>;
    /** a call to action for a story without tags */
    cta: string[];
    /** a call to action on one of the story's tags, in one sentence ("Pass it on to someone who cares about nursing.") */
    ctaAbout: Array<(topic: string) => string>;
    /** a call to action for a named audience ("Founders, if this rings true, ..."), its name from `audiences` */
    ctaFor: (audience: string) => string;
  };
  /**
   * a formal register's rewrites, applied outside quotes to a text asked to be more formal
   * ("didn't" to "did not", "gibt's" to "gibt es"): only those that cannot read wrong
   */
  formal: Array<[RegExp, string]>;
  /** the audiences a regeneration reason can name for its call to action ("a CTA for founders"), in this language, plural */
  audiences: Record<Audience, string>;
  /** video: spoken frames, camera directions and on-screen notes */
  video: {
    /** the first story introduced by its title, as a title, never inside a sentence */
    firstStory: (title: string) => string;
    /** the audience spoken to before the call to action */
    audienceCta: (who: string) => string;
    camera: { pushIn: string; wide: string };
    notes: {
      onScreen: (figure: string) => string;
      show: (what: string) => string;
      mood: (mood: string) => string;
      lowerThird: (tags: string) => string;
      coldOpen: (line: string) => string;
      titleCard: (title: string) => string;
      keyLine: (line: string) => string;
      subscribe: string;
      endScreen: string;
    };
  };
}
