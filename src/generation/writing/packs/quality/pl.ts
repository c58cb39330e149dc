import type { QualityPack } from '../quality-types.js';

export const pl: QualityPack = {
  pastedAfter: 'do na w z że dla'.split(' '),
  pastedOpeners: ['Ja', 'My'],
  cleftCopulas: ['jest', 'było'],
  cleftThat: ['że'],
  slotFunctionWords: ['że', 'w', 'na', 'i'],
  doubled: ['się'],
  numberWords: ['setki', 'sto'],
  percent: ['procent'],
  conjunctions: ['i', 'oraz'],
  auxiliaries: ['był', 'była', 'było', 'jest'],
  negations: ['ani', 'żadna', 'żaden'],
  ones: ['jedna', 'jeden', 'jedno'],
  clauseStarts: 'i a ale lub bo gdy kiedy że który która które jeśli mówi powiedział powiedziała'.split(' '),
  determiners: 'ta te mój moja moje jego jej ich'.split(' '),
  prepositions: 'w na z do od dla przy po przed za o'.split(' '),
  storyCount: ['historie', 'historii', 'prawdziwe'],
  pronouns: ['Ona', 'On'],
  personNouns: 'córka syn żona mąż matka ojciec przyjaciel przyjaciółka szef klient klientka pacjent pacjentka kolega koleżanka mężczyzna kobieta chłopiec dziewczyna sąsiad wujek ciocia babcia dziadek'.split(' '),
  // (no article: the role noun alone, group 1 empty)
  roleNoun: /(?<![\p{L}])()(\p{Ll}+(?:nik|niczka|arz|arka|ista|istka|ent|entka|ator|atorka|yciel|ycielka|owiec|owa))(?![\p{L}])/u,
  dangling: 'i a ale lub oraz że bo jeśli gdy w na z do od dla przy mój moja moje mojego niż zamiast'.split(' '),
  // ("wina moja")
  postposed: 'mój moja moje mojego'.split(' '),
  // ("ten" is English "ten": a determiner only in a Polish text)
  ownDeterminers: ['ten'],
  // ("to to" is "that is": "lekcja … to to, że …")
  ownDoubled: ['to'],
  subordinator: /^(?:że|bo|ponieważ|chociaż|żeby|aby)\s/iu,
};
