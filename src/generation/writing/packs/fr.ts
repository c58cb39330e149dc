import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/fr.js';
import { site } from './sites/fr.js';

const phrases: Phrases = {
  contrast: /(?<!\p{L})(mais|pourtant|cependant|pourtant|au lieu de|alors que|soudain|jusqu'à ce que|plutôt que)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(j'ai (?:appris|compris|réalisé|découvert)|leçon|m'a appris|a compris|a appris)(?!\p{L})/iu,
  lessonCore: /(?:j'ai|il a|elle a)\s+(?:appris|compris|réalisé|découvert)\s+(?:que\s+|qu')(.+)$/iu,
  reportedCore: /^(?:\p{Lu}\p{Ll}+|il|elle)\s+(?:me\s+)?(?:dit|disait|répète)\s+(?:souvent\s+|aujourd'hui\s+|toujours\s+)?(?:que\s+|qu'(?!il\s|elle\s))(.+)$/iu,
  leaning: /^(?:au contraire|en revanche|mais|et|alors|puis|donc|ensuite|pourtant|il|elle|ils|elles|ce|cela|ça|c'|celle|celui|lui|leur)(?!\p{L})/iu,
  notAClause: /^(?:qui|que|quoi|où|quand|comment|pourquoi|dont|lequel|laquelle)(?!\p{L})/iu,
  lessonIntro: { first: 'Ce que j’en retiens :', second: 'Ce que vous pouvez en retenir :', third: 'Ce qu’il faut en retenir :' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)} : une histoire qui vaut une minute de votre temps.` : `${bare(t)} : laissez-moi vous raconter comment ça s’est passé.`),
    (t, p) => (p === 'third' ? `${bare(t)} : voici ce qui s’est passé.` : `${bare(t)} : voici ce qui m’est arrivé.`),
    (t) => `${bare(t)} : une histoire courte qui a laissé une trace.`,
  ],
  signOff: [
    (t) => `${bare(t)} : j’y repense encore souvent.`,
    (t, p) => (p === 'third' ? `${bare(t)} : une histoire qui mérite d’être racontée.` : `${bare(t)} : un moment qui m’accompagne encore.`),
    (t) => `${bare(t)} : un petit moment, une leçon durable.`,
  ],
  question: [(t, p) => `${bare(t)} : qu’auriez-vous fait à ${p === 'third' ? 'sa' : 'ma'} place ?`, (t) => `${bare(t)} : avez-vous vécu un moment comme celui-ci ?`],
  cta: [(t) => `${bare(t)} : si cette histoire vous parle, partagez-la avec quelqu’un qui en a besoin.`, (t) => `${bare(t)} : transmettez-la à quelqu’un qui traverse la même chose.`],
  slide: { start: 'Le début', turn: 'Le tournant', result: 'Le résultat', next: 'La suite', then: 'Ensuite', lesson: 'La leçon', cta: 'À vous', aboutFallback: 'Une histoire vraie' },
  carouselCta: (t) => `${bare(t)} : qu’auriez-vous fait, et qui a besoin de l’entendre ?`,
  script: {
    promise: (t, n) => `Aujourd’hui : ${bare(t)}, ${n === 1 ? 'une histoire' : `${['deux', 'trois', 'quatre', 'cinq'][n - 2] ?? n} histoires`} et ce qu’${n === 1 ? 'elle m’a appris' : 'elles m’ont appris'}.`,
    opener: (t) => `${bare(t)}. Je vous ramène en arrière.`,
    transition: (t) => `Histoire suivante : ${bare(t)}.`,
    lessonIntro: 'La leçon à laquelle je reviens toujours :',
    lessonFallback: (t) => `${bare(t)} : c’est dans le moment difficile que le vrai travail commence.`,
    cta: (t) => `${bare(t)} : si cela vous rappelle quelque chose, racontez-le-moi en commentaire et abonnez-vous pour la prochaine histoire.`,
    audience: (who) => `Si vous faites partie des ${who}, cette vidéo est pour vous.`,
    headings: { hook: 'Accroche', lesson: 'La leçon', cta: 'Appel à l’action' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)} : ce que j’en ai appris`,
    turn: (t) => `${bare(t)} : le moment où tout a basculé`,
    theme: (tag, n) => `${cap(tag)} : ${n} histoires vraies`,
    promise: { lesson: (t) => `${bare(t)} : voici ce que cela m’a appris.`, numbers: (t) => `${bare(t)} : voici ce que ce chiffre voulait vraiment dire.`, 'turning-point': (t) => `${bare(t)} : c’est le moment où tout a basculé.`, question: (t) => `${bare(t)} : je vous réponds avec ce qui s’est passé.`, story: (t) => `${bare(t)} : voici comment c’est arrivé.` },
  },
};

export const fr: LanguagePack = {
  article,
  site,
  code: 'fr',
  ...phrases,
  connector: /^(?:mais|et|alors)\s+(?=\p{L})/iu,
  conjunctions: ['et', 'puis', 'donc', 'alors'],
  subjectStart: /^(?:je|j'|j’|il|elle|on|nous|vous|ils|elles|le|la|les|l'|l’|un|une|des|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|ce|cette|ces|c'|c’|aucun|aucune|personne|tout|tous|\d[\d\s,.]*|\p{Lu}\p{Ll}+)$/u,
  fronted: /^(?:en|à|au|pendant|après|avant|dès|un|une|ce|cet|cette|chaque|le|la|l')$/i,
  discourseMarker: /^(?:en effet|en fait|au contraire|en revanche|après tout|au fond|en plus|à vrai dire|en bref|à la fin)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:et|mais|puis|alors)\s+)?(?:un|ce)\s+(?:jour|matin|soir|après-midi|nuit)(?!\p{L})/iu, definite: 'le la les l ce cet cette ces'.split(' ') },
  people: {
    pronouns: /(?<!\p{L})(il|elle|ils|elles|lui|leur|eux)(?!\p{L})/iu,
    introduces: /(?<!\p{L})(?:mon|ma|mes|notre|un|une|le|la)\s+(?:\p{L}+\s+)?(?:fille|fils|femme|mari|mère|père|frère|sœur|ami|amie|collègue|patron|patronne|client|cliente|patient|patiente|voisin|voisine|oncle|tante|professeur|infirmière|médecin|stagiaire|enfant)(?!\p{L})/iu,
    thingBack: /(?<!\p{L})(?:dessus|dessous|dedans)(?!\p{L})/iu,
    sentenceOpeners: 'Je Il Elle Le La Les Un Une Mon Ma Mais Et Quand'.split(' '),
    titles: 'M Mme Mlle Dr'.split(' '),
  },
  functionWords: "le la les l' un une de des du d' et ou que qui à au aux en pour par sur dans avec sans mon ma mes son sa ses notre nos leur leurs ce cet cette ces".split(' '),
  vagueWords: 'pour dans avec sans quand leur leurs votre notre cette comme plus sont être tout tous faire comment pourquoi'.split(' '),
  firstPerson: /(?<!\p{L})(?:je|j'|j’|me|m'|m’|mon|ma|mes|nous)(?!\p{L})/iu,
  phraseEnders: "par chez vers sans sous le la les l' un une des du de d' à au aux et ou mais que qu' en sur pour avec dans je j' il elle ce cet cette ces mon ma mes son sa ses".split(' '),
  numbers: {
    // ("neuf" is also "new": it stays a word)
    units: ['', '', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', '', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
    tens: ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'],
    compound: (ten, unit) => `${ten}-${unit}`,
    one: 'et-un',
    scale: /^(?:cent|cents|mille|million|millions|milliard|milliards|douzaine|douzaines)$/i,
  },
  percent: /%|\bpour ?cent\b/i,
  honorifics: ['M', 'Mme', 'Mlle', 'Dr', 'Pr', 'St', 'Ste', 'etc', 'p', 'av'],
  abbreviations: ['M', 'MM', 'Mme', 'Mmes', 'Mlle', 'Mlles', 'Me', 'Dr', 'Pr', 'St', 'Ste', 'p. ex', 'p.ex', 'c.-à-d', 'cf', 'env', 'av', 'bd', 'boul', 'chap'],
  numberAbbreviations: ['n', 'no', 'p', 'pp', 'env', 'art', 'tél', 'janv', 'févr', 'avr', 'juil', 'sept', 'oct', 'nov', 'déc'],
  decimalMark: ',',
  selfAnnouncedLesson: /^(?:la|ma|une)\s+(?:\p{L}+\s+)?leçon\b|^ce que j.ai (?:appris|compris)|:/iu,
  plain: {
    figureClose: [
      (f) => `${f} : j’y repense encore.`,
      (f, p) => (p === 'third' ? `${f} : c’est le chiffre qui reste.` : `${f} : c’est le chiffre qui m’est resté.`),
      (f) => `${f} : le chiffre derrière cette histoire.`,
    ],
    question: [(p) => `Qu’auriez-vous fait à ${p === 'third' ? 'sa' : 'ma'} place ?`, () => 'Avez-vous vécu un moment comme celui-ci ?', () => 'Quand cela vous est-il arrivé ?'],
    cta: ['Si cette histoire vous parle, partagez-la avec quelqu’un qui en a besoin.', 'Transmettez-la à quelqu’un qui traverse la même chose.'],
    ctaAbout: [(t) => `Partagez-la avec quelqu’un que le sujet « ${t} » concerne.`, (t) => `Si le sujet « ${t} » parle à l’un de vos proches, transmettez-lui cette histoire.`],
    open: { figure: [(f) => `Cette histoire tient en un chiffre : ${f}.`, (f) => `${cap(f)} : retenez ce chiffre.`], person: [(n) => `${n} est au cœur de cette histoire.`, (n) => `Au centre de cette histoire : ${n}.`], topic: [(t) => `Une histoire vraie sur le thème « ${t} ».`, (t) => `Ce qui suit parle de « ${t} ».`] },
  },
  video: {
    firstStory: (t) => `Première histoire : ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, racontez-moi en commentaire quand cela vous est arrivé.`,
    camera: { pushIn: 'Lent travelling avant sur l’orateur', wide: 'Plan large sur l’orateur' },
    notes: {
      onScreen: (x) => `À l’écran : ${x}`,
      show: (x) => `Montrer : ${x}`,
      mood: (x) => `Ambiance : ${x}`,
      lowerThird: (x) => `Bandeau : ${x}`,
      coldOpen: (x) => `Ouverture : « ${x} »`,
      titleCard: (x) => `Carton titre : ${x}`,
      keyLine: (x) => `Phrase clé à l’écran : « ${x} »`,
      subscribe: 'Bouton d’abonnement',
      endScreen: 'Écran de fin avec la prochaine vidéo',
    },
  },
};
