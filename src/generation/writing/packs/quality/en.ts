import type { QualityPack } from '../quality-types.js';

export const en: QualityPack = {
  pastedAfter: 'to of at in on about for with from into the a an and that is was'.split(' '),
  pastedOpeners: 'You We They He She It The My Our This What When How Why'.split(' '),
  cleftCopulas: ['is', 'was'],
  cleftThat: ['that'],
  slotFunctionWords: 'the a an of and that if'.split(' '),
  doubled: ['had', 'that'],
  numberWords: ['hundreds?', 'thousands?'],
  percent: ['per ?cent', 'percent'],
  units: ['euros?', 'dollars?', 'km', 'kg', 'minutes?', 'hours?', 'years? old'],
  conjunctions: ['and'],
  auxiliaries: ['was', 'is', 'had', 'were'],
  negations: ['not', 'each'],
  ones: ['one'],
  clauseStarts: (
    'and but or so because when while that which who whom whose where if then yet until since though although before after as ' + 'says said say tells told learned learnt realised realized understood knew know think thought believe found noticed saw'
  ).split(' '),
  determiners: 'the a an my his her our their your this these those its'.split(' '),
  prepositions: 'at in on to for from with by about into after before during since under over of'.split(' '),
  storyCount: ['stories', 'true', 'real'],
  pronouns: ['She', 'He'],
  personNouns:
    'daughter son wife husband mother father mom dad friend boss client customer patient nurse teacher colleague man woman boy girl buyer lead manager doctor student farmer driver intern owner neighbour neighbor uncle aunt grandmother grandfather coach director editor supervisor officer clerk judge witness producer ceo founder president chair mayor priest pilot captain chef'.split(
      ' ',
    ),
  // (English "-er"/"-or" also end "water", "floor", "number": only the unambiguous agent endings; the rest is in personNouns)
  roleNoun: /(?<![\p{L}])(the|a|an|my|our|his|her|their|your)\s+(?:\p{Ll}+\s+)?(\p{Ll}{3,}(?:ist|ian)s?)(?![\p{L}])/u,
  dangling: 'the a an and or but if whether because my your our their its nor than'.split(' '),
  subordinator: /^(?:that|because|whether|although|though|unless|if)\s/iu,
  lineDetectors: [{ name: 'pov-agreement', why: 'a pronoun swap left the verb behind ("you was", "I were", "they has")', re: /\b(?:you|they|we)\s+(?:was|wasn't|has|am|is|does)\b|\bI\s+(?:were|is|has)\b/ }],
};
