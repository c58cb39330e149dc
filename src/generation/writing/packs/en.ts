import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/en.js';
import { site } from './sites/en.js';

const phrases: Phrases = {
  contrast: /\b(but|yet|however|until|instead|suddenly|although|though)\b/i,
  lessonCue: /\b(learn(?:ed|t)|lesson|reali[sz]ed|understood|taught me|discovered)\b/i,
  // "What I understood that day is that X" → X; "I learned that X" → X; never "that day is ..." (a "that" of time) nor after "What I learned ..."
  lessonCore: /^(?:(?:what|the thing)\s+(?:I|we)\s+(?:finally\s+)?(?:learn(?:ed|t)|reali[sz]ed|understood|discovered)\b.*?\b(?:is|was)\s+that|.*?(?<!\bwhat\s)\b(?:I|we|he|she|they)\s+(?:finally\s+|eventually\s+|then\s+|slowly\s+)?(?:learn(?:ed|t)|reali[sz]ed|understood|discovered)(?:\s+(?:then|there|later))?\s+that(?!\s+(?:day|morning|night|evening|week|month|year|time|moment|summer|winter|spring|autumn)\b))\s+(.+)$/i,
  reportedCore: /^(?:\p{Lu}\p{Ll}+|she|he|they)\s+(?:now\s+|still\s+)?(?:says|said|tells everyone|likes to say)\s+(?:that\s+)?(.+)$/iu,
  leaning: /^(?:on the contrary|but|and|so|then|yet|instead|also|or|he|she|it|they|this|that|these|those|him|her|them|his|its|their|there)\b/i,
  notAClause: /^(?:who|what|which|whom|whose|where|when|why|how|that|to|whether|if)\b/i,
  lessonIntro: { first: 'What I took from it:', second: 'What you can take from it:', third: 'What they took from it:' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)}: a story worth a minute of your time.` : `${bare(t)}: let me tell you how it went.`),
    (t, p) => (p === 'third' ? `${bare(t)}: here is what happened.` : `${bare(t)}: here is what happened to me.`),
    (t) => `${bare(t)}: a short story with a long tail.`,
  ],
  signOff: [
    (t) => `${bare(t)}: I still think about it.`,
    (t, p) => (p === 'third' ? `${bare(t)}: a story worth telling again.` : `${bare(t)}: a moment I keep coming back to.`),
    (t) => `${bare(t)}: small moment, lasting lesson.`,
  ],
  question: [
    (t, p) => `${bare(t)}: what would you have done in ${p === 'third' ? 'their' : 'my'} place?`,
    (t) => `${bare(t)}: have you lived a moment like this one?`,
  ],
  cta: [(t) => `${bare(t)}: if this story speaks to you, share it with someone who needs it.`, (t) => `${bare(t)}: pass it on to someone who is in the thick of it.`],
  slide: { start: 'The start', turn: 'The turn', result: 'The result', next: 'What followed', then: 'After that', lesson: 'The lesson', cta: 'Your turn', aboutFallback: 'A true story' },
  carouselCta: (t) => `${bare(t)}: what would you have done, and who needs to hear it?`,
  script: {
    promise: (t, n) => `Today: ${bare(t)}, ${n === 1 ? 'one story' : `${['two', 'three', 'four', 'five'][n - 2] ?? n} stories`} and what ${n === 1 ? 'it' : 'they'} taught me.`,
    opener: (t) => `${bare(t)}. Let me take you back.`,
    transition: (t) => `Next story: ${bare(t)}.`,
    lessonIntro: 'The lesson I keep coming back to:',
    lessonFallback: (t) => `${bare(t)}: the hard moment is where the work really starts.`,
    cta: (t) => `${bare(t)}: if this reminds you of something, tell me in the comments, and subscribe for the next story.`,
    audience: (who) => `If you are one of the ${who}, this one is for you.`,
    headings: { hook: 'Hook', lesson: 'The lesson', cta: 'Call to action' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)}: what it taught me`,
    turn: (t) => `${bare(t)}: the moment everything changed`,
    theme: (tag, n) => `${cap(tag)}: ${n} true stories`,
    promise: { lesson: (t) => `${bare(t)}: here is what it taught me.`, numbers: (t) => `${bare(t)}: here is what that number really meant.`, 'turning-point': (t) => `${bare(t)}: this is the moment everything changed.`, question: (t) => `${bare(t)}: let me answer it with what happened.`, story: (t) => `${bare(t)}: this is how it happened.` },
  },
};

export const en: LanguagePack = {
  article,
  site,
  code: 'en',
  ...phrases,
  connector: /^(?:but|and|so|yet)\s+(?=\p{L})/iu,
  conjunctions: ['and', 'so', 'which', 'while'],
  subjectStart: /^(?:i|we|you|he|she|it|they|that|this|there|the|a|an|my|our|your|his|her|their|nobody|everyone|\d[\d,.]*|\p{Lu}\p{Ll}+)$/u,
  fronted: /^(?:on|in|at|by|after|before|during|within|since|that|one|last|every|later)$/i,
  discourseMarker: /^(?:in fact|at first|at last|in the end|at least|on the other hand|on the contrary|after all|in short|by contrast|in addition|at the same time|in other words)\b/iu,
  reference: { keyEvent: /^(?:(?:and|but|then|so)\s+)?(?:one|that)\s+(?:day|morning|afternoon|evening|night|week)(?!\p{L})/iu, definite: 'the this that these those'.split(' ') },
  people: {
    pronouns: /(?<!\p{L})(he|she|him|her|his|hers|they|them|their)(?!\p{L})/iu,
    introduces: /(?<!\p{L})(?:my|our|a|an|the|one)\s+(?:\p{L}+\s+)?(?:daughter|son|wife|husband|mother|father|mom|dad|brother|sister|friend|colleague|boss|manager|client|customer|patient|neighbou?r|teacher|student|nurse|doctor|engineer|founder|intern|kid|child|partner|girl|boy|man|woman|uncle|aunt|grandmother|grandfather|coach|mentor|dentist|lawyer)s?(?!\p{L})/iu,
    thingBack: /(?<!\p{L})(?:on|in|at|into|onto|with|about|of|under|behind|for|from|without|inside|around) (?:it|them)(?!\p{L})/iu,
    sentenceOpeners: 'I We You He She It They The A An My Our This That There Then But And So When After Before On In At'.split(' '),
    titles: 'Mr Mrs Ms Dr Prof'.split(' '),
  },
  functionWords: "the a an of to at in on by for from with into about and or but that who which was were is are had has my your his her its our their this these those".split(' '),
  vagueWords: 'with your that this from what when have will than them they their there about into after before still which how why'.split(' '),
  firstPerson: /(?<!\p{L})(?:i|me|my|we|our)(?!\p{L})/iu,
  phraseEnders: 'the a an of to at in on by for from with into about after before over under as and or but so that was were is are had has have i my our we'.split(' '),
  numbers: {
    units: ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
    tens: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
    compound: (ten, unit) => `${ten}-${unit}`,
    one: 'one',
    scale: /^(?:hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|dozens)$/i,
  },
  percent: /%|\bper ?cent\b/i,
  honorifics: ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof', 'St', 'Mt', 'Jr', 'Sr', 'vs', 'e.g', 'i.e', 'etc', 'a.m', 'p.m', 'No'],
  abbreviations: ['Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Prof', 'St', 'Mt', 'Jr', 'Sr', 'Rev', 'Gen', 'Col', 'Capt', 'Lt', 'Sgt', 'vs', 'e.g', 'i.e', 'cf', 'approx'],
  numberAbbreviations: ['No', 'Nos', 'Nr', 'nr', 'no', 'p', 'pp', 'ch', 'Fig', 'fig', 'Vol', 'vol', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec', 'est', 'ca'],
  decimalMark: '.',
  selfAnnouncedLesson: /^(?:the|my|one|a|that|this)\s+(?:\w+\s+)?(?:lesson|takeaway|point)\b|^(?:here is|here's) what\b|:/i,
  plain: {
    figureClose: [
      (f) => `${f} — I still think about that number.`,
      (f, p) => (p === 'third' ? `${f}: that is the figure that stayed.` : `${f}: that is the figure that stayed with me.`),
      (f) => `${f}: the number behind this story.`,
    ],
    question: [(p) => `What would you have done in ${p === 'third' ? 'their' : 'my'} place?`, () => 'Have you lived a moment like this one?', () => 'When did this happen to you?'],
    cta: ['If this story speaks to you, share it with someone who needs it.', 'Pass it on to someone who is in the thick of it.'],
    ctaAbout: [(t) => `Pass it on to someone who cares about ${t}.`, (t) => `If ${t} matters to someone you know, share it with them.`],
    open: { figure: [(f) => `This story comes down to ${f}.`, (f) => `${cap(f)}: keep that figure in mind.`], person: [(n) => `This one is about ${n}.`, (n) => `${n} is at the heart of this one.`], topic: [(t) => `A story about ${t}, as it happened.`, (t) => `What follows is about ${t}.`] },
  },
  video: {
    firstStory: (t) => `The first story: ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, tell me in the comments when this happened to you.`,
    camera: { pushIn: 'Slow push-in on the speaker', wide: 'Wide shot of the speaker' },
    notes: {
      onScreen: (x) => `On screen: ${x}`,
      show: (x) => `Show: ${x}`,
      mood: (x) => `Mood: ${x}`,
      lowerThird: (x) => `Lower third: ${x}`,
      coldOpen: (x) => `Cold open: "${x}"`,
      titleCard: (x) => `Title card: ${x}`,
      keyLine: (x) => `Key line on screen: "${x}"`,
      subscribe: 'Subscribe button',
      endScreen: 'End screen with the next video',
    },
  },
};
