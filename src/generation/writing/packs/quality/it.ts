import type { QualityPack } from '../quality-types.js';

export const it: QualityPack = {
  pastedAfter: 'a di della e che per in con'.split(' '),
  pastedOpeners: ['Io', 'Noi', 'Gli'],
  cleftCopulas: ['è', 'era'],
  cleftThat: ['che'],
  slotFunctionWords: 'il lo gli la le di che'.split(' '),
  numberWords: ['mille', 'cento'],
  percent: ['per ?cento'],
  conjunctions: ['e'],
  auxiliaries: ['è', 'era', 'aveva'],
  negations: ['né', 'nemmeno', 'neanche', 'neppure', 'ognuno'],
  ones: ['un', 'una', 'uno'],
  clauseStarts: 'e ma o perché quando mentre che chi dove se dice disse capito imparato'.split(' '),
  determiners: 'il lo la gli le un uno una mio mia suo sua quel quella'.split(' '),
  prepositions: 'a in con su per da di tra fra dopo prima durante'.split(' '),
  storyCount: ['storie', 'vere'],
  pronouns: ['Lei', 'Lui'],
  personNouns: 'figlia figlio moglie marito madre padre amico amica capo cliente paziente collega uomo donna ragazzo ragazza vicino zio zia nonna nonno'.split(' '),
  roleNoun: /(?<![\p{L}])(il|lo|la|i|gli|le|un|uno|una|mio|mia|suo|sua|l'|l’|un')\s*(\p{Ll}+(?:ore|ora|rice|ista|iere|iera|ante|ente)s?)(?![\p{L}])/u,
  dangling: 'il lo gli la le un una di del della dei delle degli dello e ma o se che mio mia miei mie suo sua nel nella nei negli nelle al alla alle allo agli ai dal dalla dalle dai dagli sul sulla sulle sui sugli con per da'.split(' '),
  // ("colpa mia")
  postposed: 'mio mia miei mie suo sua'.split(' '),
  subordinator: /^(?:che|sebbene|benché|affinché)\s/iu,
};
