import type { QualityPack } from '../quality-types.js';

export const fr: QualityPack = {
  pastedAfter: 'à de du des et que avec pour dans en'.split(' '),
  pastedOpeners: 'Le Les Je Nous Vous Ils'.split(' '),
  cleftCopulas: ['est'],
  cleftThat: ['que'],
  slotFunctionWords: 'que qui la le les de du des et'.split(' '),
  doubled: ['nous', 'vous'],
  numberWords: ['mille', 'cent'],
  percent: ['pour ?cent'],
  conjunctions: ['et'],
  auxiliaries: ['était', 'est', 'avait'],
  negations: ['pas', 'plus', 'jamais'],
  ones: ['un', 'une'],
  clauseStarts: "et mais ou donc car quand lorsque qui que qu' dont où si puis dit pense compris appris su".split(' '),
  determiners: 'le la les un une des du mon ma mes son sa ses leur notre votre ce cette ces'.split(' '),
  prepositions: 'à en dans sur pour par avec de du des chez après avant pendant'.split(' '),
  storyCount: ['histoires', 'vraies'],
  pronouns: ['Elle'],
  personNouns: 'fille fils femme mari mère père ami amie patron cliente client patient patiente infirmière collègue homme garçon voisin voisine oncle tante grand-mère élève professeur'.split(' '),
  roleNoun: /(?<![\p{L}])(le|la|les|un|une|mon|ma|mes|son|sa|ses|notre|leur|l'|l’)\s*(\p{Ll}+(?:eur|euse|rice|ien|ienne|iste|ier|ière|ant|ante)s?)(?![\p{L}])/u,
  dangling: "le la les des du de et ou mais si que qu' parce mon ma mes ton ta tes son sa ses notre nos votre vos leurs ce cette ces au aux à dans sur".split(' '),
  wholeEnds: [
    // "si" answering a negation ("mais vous, si", "moi si", "je crois que si") is a word of its own
    /(?:,|(?<![\p{L}])(?:moi|toi|lui|elle|nous|vous|eux|elles|que))\s+si$/iu,
    // "ton" and "son" after an article are nouns ("sur le même ton", "le son"), not a possessive missing its noun
    /(?<![\p{L}])(?:le|un|du|au|ce|cet)\s+(?:(?:même|bon|mauvais|seul|dernier|premier|vrai)\s+)?(?:ton|son)$/iu,
  ],
  // (French "y" is a pronoun, not Spanish "and": "Tout y était.")
  notConjunctions: ['y'],
  subordinator: /^(?:que|qu['’]|parce que|puisque|quoique|bien que)\s?/iu,
  // (a French question opens on "que" too: "Qu'est-ce que ça change", "Que se serait-il passé")
  notSubordinate: /^(?:qu['’]est-ce\b|que\s+\S+-(?:t-)?(?:il|elle|on|je|tu|nous|vous|ils|elles)\b)/iu,
  lineDetectors: [{ name: 'fr-elision', why: 'French elision missing ("je ai", "la affaire", "ne etait")', re: /(?<![\p{L}-])(?:je|me|te|se|le|la|de|ne|que|jusque|lorsque|puisque)\s+(?:[aeiouéèêëàâîïôûù]|y(?=\s)|h(?:ab|eur|ist|om|ôp|ôt|um))/iu }],
};
