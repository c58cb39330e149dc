import type { QualityPack } from '../quality-types.js';

export const de: QualityPack = {
  pastedAfter: 'zu von mit und dass für in an'.split(' '),
  pastedOpeners: 'Ich Wir Der Die Das Ein Eine Mein'.split(' '),
  cleftCopulas: ['ist', 'war'],
  cleftThat: ['dass'],
  slotFunctionWords: 'den der die das dem des ein eine und'.split(' '),
  doubled: ['die', 'der', 'das', 'sie'],
  numberWords: ['hundert', 'tausend'],
  percent: ['prozent'],
  conjunctions: ['und'],
  auxiliaries: 'war ist hat hatte wurde'.split(' '),
  negations: ['nicht', 'kein'],
  ones: ['ein', 'eine', 'einer'],
  clauseStarts: 'und aber oder denn weil wenn als dass der die das wo ob bis doch sondern sagt sagte weiß'.split(' '),
  determiners: 'der die das den dem des ein eine einen einem mein meine sein seine ihr ihre unser'.split(' '),
  prepositions: 'an auf in zu für mit von bei nach vor seit über unter'.split(' '),
  storyCount: ['geschichten', 'wahre'],
  pronouns: ['Er', 'Sie'],
  pronounBeforeLowercase: true,
  personNouns: 'tochter sohn frau mann mutter vater freund freundin chef kundin kunde patient patientin kollege kollegin junge mädchen nachbar nachbarin onkel tante oma opa'.split(' '),
  roleNoun: /(?<![\p{L}])(der|die|den|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|sein|seine|ihr|ihre|unser|unsere)\s+(\p{Lu}\p{Ll}+(?:er|erin|in|ist|istin|ant|ent)(?:n|en|innen)?)(?![\p{L}])/u,
  // ("ein" ends a sentence as a separable particle: "steigen zwei Studenten ein")
  dangling: 'den dem des eine einen einem einer und oder aber weil dass ob mein meine meinen seine ihre ihren für von statt anstatt als'.split(' '),
  // "statt" after a form of "finden" is the verb's particle ("Der Workshop fand drei Wochen später statt")
  wholeEnds: [/(?<![\p{L}])(?:fand|fanden|findet|finden|fände|fänden)(?![\p{L}]).*(?<![\p{L}])statt$/isu],
  subordinator: /^(?:dass|weil|ob|obwohl|wenn|damit)\s/iu,
  capitalNouns: {
    before:
      /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|meinen|meinem|meiner|dein|deine|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem|unser|unsere|am|im|zum|zur|vom|beim|ins|nach|mit|von|zu|in|an|auf|für|bei|aus|über|unter|vor|jeden|jede|jedes|kein|keine|\d+[.,]?\d*)$/iu,
    openingAdverbs: 'heute gestern morgen dann danach damals jetzt nun später zuerst trotzdem plötzlich deshalb darum also dort hier bald erst schon noch immer nie oft manchmal zuletzt endlich sofort stattdessen seitdem inzwischen'.split(' '),
    nounEnding: /(?:ung|heit|keit|schaft|tion|chen|lein|er|en)$/u,
  },
};
