/**
 * What the quality gate's broken fill-in detectors (src/generation/quality/broken.ts) know of
 * one language: one typed module per language under quality/, listed in quality/index.ts.
 *
 * Fields marked "merged" are taken from every pack at once (packs/quality/index.ts `merged`):
 * the detector reading them runs on a text of any language, since a text may quote a word of
 * another language or be judged against a source in one. The other fields apply to a text in
 * this pack's language only. Optional fields are the exceptions a language has and others do
 * not; when given, they are never empty.
 */

/** A detector of one line of text that only a text in this language is checked with. */
interface LineDetector {
  name: string;
  /** what it catches, for the eval report */
  why: string;
  re: RegExp;
}

/** How a language capitalizes every noun (German): a capitalized word is then a name only where no noun can stand. */
interface CapitalNouns {
  /** the word before a capitalized noun: an article, a preposition, a figure ("am Montag", "nach Hause", "die Werkstatt") */
  before: RegExp;
  /** adverbs that open a sentence before its verb ("Heute beliefert …", "Dann kam …"), never a name */
  openingAdverbs: string[];
  /** endings of a noun, never of a name ("-ung", "-heit", "-chen") */
  nounEnding: RegExp;
}

export interface QualityPack {
  /** merged: function words after which a capitalized opener reads as a title pasted mid-sentence ("back to You do not need …") */
  pastedAfter: string[];
  /** merged: the capitalized words a pasted title or sentence opens on */
  pastedOpeners: string[];
  /** merged: the copulas of a cleft sentence ("What I took from it: day is that …") */
  cleftCopulas: string[];
  /** merged: "that" after a cleft's copula */
  cleftThat: string[];
  /** merged: function words a label is never followed by alone ("Show: que") */
  slotFunctionWords: string[];
  /** merged: words the language says twice in a row ("nous nous", "had had") */
  doubled?: string[];
  /** merged: number words a digit is never glued to ("2 hundred"), as regular-expression pieces ("hundreds?") */
  numberWords: string[];
  /** merged: how the language writes "percent", as regular-expression pieces ("per ?cent") */
  percent: string[];
  /** merged: the units a line never starts on, torn from its figure, as regular-expression pieces ("minutes?") */
  units?: string[];
  /** merged: "and", which a sentence never ends on before a lone verb ("und war") */
  conjunctions: string[];
  /** merged: the forms of "be" and "have" that, after "and", end a sentence cut short */
  auxiliaries: string[];
  /** merged: words after which "one" is a pronoun, not a determiner waiting for its noun ("no vende ni una", "pas une") */
  negations: string[];
  /** merged: "one", the word that follows `negations` */
  ones: string[];
  /** merged: words after which a clause may start: conjunctions, relatives, subordinators, verbs of saying and knowing */
  clauseStarts: string[];
  /** merged: words that start a noun phrase: a clause cut just before one has lost its object */
  determiners: string[];
  /** merged: prepositions: a caption may stop before one (the rest is a circumstance, not an object) */
  prepositions: string[];
  /** merged: words after a figure that count stories ("2 stories", "2 wahre Geschichten"): the writer's own count */
  storyCount: string[];
  /** third-person subject pronouns that open a sentence about someone already introduced (merged: never a name) */
  pronouns: string[];
  /** German "Sie" is also "you": a pronoun opens a sentence about someone only before a lowercase word */
  pronounBeforeLowercase?: boolean;
  /** merged: people a pronoun may refer to without a name */
  personNouns: string[];
  /** a role noun after a determiner introduces a person ("the buyer", "la recruteuse"): group 1 the determiner (or none), group 2 the noun */
  roleNoun: RegExp;
  /** words a sentence never ends on: articles, possessives, conjunctions */
  dangling: string[];
  /** possessives the language also puts after their noun ("colpa mia"): dangling only after an article or a preposition */
  postposed?: string[];
  /** sentence endings that are whole although they end on a dangling word ("mais vous, si", "fand drei Wochen später statt") */
  wholeEnds?: RegExp[];
  /** merged `conjunctions` that are no conjunction in this language (French "y" is a pronoun: "Tout y était.") */
  notConjunctions?: string[];
  /** determiners that are a word of another language too (Polish "ten" is English "ten"): determiners in a text in this language only */
  ownDeterminers?: string[];
  /** words this language says twice in a row where another language would not (Polish "to to", "that is"): a line where they come first is not checked further */
  ownDoubled?: string[];
  /** words that open a subordinate clause: a caption that is one alone lost its main clause */
  subordinator: RegExp;
  /** a piece that opens like a subordinate clause but is a question ("Qu'est-ce que ça change") */
  notSubordinate?: RegExp;
  /** the language capitalizes its nouns: how to tell a name from a noun */
  capitalNouns?: CapitalNouns;
  /** detectors of a line in this language only ("je ai", "you was") */
  lineDetectors?: LineDetector[];
}
