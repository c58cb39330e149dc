import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/it.js';
import { site } from './sites/it.js';

/** Italian: readers addressed as "voi", a title only before a colon (no article to agree with it). */
const phrases: Phrases = {
  contrast: /(?<!\p{L})(ma|però|invece|tuttavia|eppure|finché|all'improvviso|improvvisamente|sebbene|anche se)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(ho imparato|ho capito|ho scoperto|mi sono reso conto|mi sono resa conto|lezione|mi ha insegnato|ha capito|ha imparato)(?!\p{L})/iu,
  lessonCore: /(?:ho|ha)\s+(?:imparato|capito|scoperto)\s+(?:quel giorno\s+|allora\s+)?che\s+(.+)$/iu,
  reportedCore: /^(?:\p{Lu}\p{Ll}+\s+)?(?:dice|diceva|ripete)\s+(?:sempre\s+|oggi\s+)?che\s+(.+)$/iu,
  leaning: /^(?:al contrario|invece|però|ma|e|poi|allora|quindi|così|lui|lei|loro|questo|questa|quello|quella|gli|le|lo|la|ci)(?!\p{L})/iu,
  notAClause: /^(?:chi|che|cosa|dove|quando|come|perché|quale)(?!\p{L})/iu,
  lessonIntro: { first: 'Cosa mi porto via:', second: 'Cosa potete portarvi via:', third: 'Cosa lascia questa storia:' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)}: una storia che vale un minuto del vostro tempo.` : `${bare(t)}: vi racconto com'è andata.`),
    (t, p) => (p === 'third' ? `${bare(t)}: ecco cosa è successo.` : `${bare(t)}: ecco cosa mi è successo.`),
    (t) => `${bare(t)}: una storia breve che ha lasciato il segno.`,
  ],
  signOff: [
    (t) => `${bare(t)}: ci penso ancora spesso.`,
    (t, p) => (p === 'third' ? `${bare(t)}: una storia che merita di essere raccontata.` : `${bare(t)}: un momento che mi accompagna ancora.`),
    (t) => `${bare(t)}: un piccolo momento, una lezione che dura.`,
  ],
  question: [(t, p) => `${bare(t)}: cosa avreste fatto al ${p === 'third' ? 'suo' : 'mio'} posto?`, (t) => `${bare(t)}: avete vissuto un momento così?`],
  cta: [(t) => `${bare(t)}: se questa storia vi parla, condividetela con qualcuno che ne ha bisogno.`, (t) => `${bare(t)}: passatela a qualcuno che sta vivendo la stessa cosa.`],
  slide: { start: "L'inizio", turn: 'La svolta', result: 'Il risultato', next: 'Il seguito', then: 'Poi', lesson: 'La lezione', cta: 'Tocca a voi', aboutFallback: 'Una storia vera' },
  carouselCta: (t) => `${bare(t)}: cosa avreste fatto voi, e chi ha bisogno di sentirlo?`,
  script: {
    promise: (t, n) => `Oggi: ${bare(t)}, ${n === 1 ? 'una storia' : `${['due', 'tre', 'quattro', 'cinque'][n - 2] ?? n} storie`} e cosa ${n === 1 ? 'mi ha insegnato' : 'mi hanno insegnato'}.`,
    opener: (t) => `${bare(t)}. Torniamo indietro.`,
    transition: (t) => `La storia successiva: ${bare(t)}.`,
    lessonIntro: 'La lezione a cui torno sempre:',
    lessonFallback: (t) => `${bare(t)}: è nel momento difficile che comincia il vero lavoro.`,
    cta: (t) => `${bare(t)}: se vi ricorda qualcosa, raccontatemelo nei commenti e iscrivetevi per la prossima storia.`,
    audience: (who) => `Se fate parte dei ${who}, questo video è per voi.`,
    headings: { hook: 'Apertura', lesson: 'La lezione', cta: 'Invito all’azione' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)}: cosa mi ha insegnato`,
    turn: (t) => `${bare(t)}: il momento in cui tutto è cambiato`,
    theme: (tag, n) => `${cap(tag)}: ${n} storie vere`,
    promise: { lesson: (t) => `${bare(t)}: ecco cosa mi ha insegnato.`, numbers: (t) => `${bare(t)}: ecco cosa significava davvero quel numero.`, 'turning-point': (t) => `${bare(t)}: questo è il momento in cui tutto è cambiato.`, question: (t) => `${bare(t)}: vi rispondo con quello che è successo.`, story: (t) => `${bare(t)}: ecco com'è andata.` },
  },
};

export const it: LanguagePack = {
  article,
  site,
  code: 'it',
  ...phrases,
  connector: /^(?:ma|e|quindi|però)\s+(?=\p{L})/iu,
  conjunctions: ['e', 'poi', 'quindi', 'così'],
  discourseMarker: /^(?:in effetti|in realtà|al contrario|alla fine|dopo tutto|invece)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:e|ma|poi)\s+)?(?:un|quel|quella)\s+(?:giorno|mattina|pomeriggio|sera|notte)(?!\p{L})/iu, definite: 'il lo la i gli le l quel quella quei quelle questo questa'.split(' ') },
  people: {
    introduces: /(?<!\p{L})(?:mio|mia|miei|mie|nostro|nostra|un|una|il|la)\s+(?:\p{L}+\s+)?(?:figlia|figlio|moglie|marito|madre|padre|mamma|papà|fratello|sorella|amico|amica|collega|capo|cliente|paziente|vicino|vicina|zio|zia|nonna|nonno|insegnante|infermiera|medico)(?!\p{L})/iu,
    pronouns: /(?<!\p{L})(lui|lei|loro|gli)(?!\p{L})/iu,
    thingBack: /(?<!\p{L})(?:sopra|dentro|sotto) di (?:esso|essa)(?!\p{L})/iu,
    sentenceOpeners: 'Io Lui Lei Ma Quando'.split(' '),
    titles: 'Sig Sig.ra Dr'.split(' '),
  },
  functionWords: "il lo la gli di e per che con da nel della le un una uno dei delle degli del al alla sul senza su tra fra in a o ma mio mia suo sua".split(' '),
  vagueWords: 'come perché della delle sono anche'.split(' '),
  firstPerson: /(?<!\p{L})(?:io|mi|mio|mia|miei|mie|noi|ci|nostro|nostra)(?!\p{L})/iu,
  phraseEnders: 'il lo gli un una di da con su per tra fra e ma che del della al alla io'.split(' '),
  numbers: {
    units: ['', '', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'],
    tens: ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'],
    one: 'uno',
    scale: /^(?:cento|mila|mille|milione|milioni|miliardo|miliardi|dozzina|dozzine)$/i,
  },
  percent: /%|\bper ?cento\b/i,
  honorifics: ['Sig', 'Sig.ra', 'Dott', 'Dott.ssa', 'Prof', 'ecc', 'pag'],
  abbreviations: ['sig', 'sig.ra', 'sigg', 'sig.na', 'dott', 'dott.ssa', 'prof', 'prof.ssa', 'avv', 'ing', 'geom', 'mons', 'egr', 'gent.mo', 'gent.ma', 'spett', 'ad es', 'p. es', 'p.es', 'cfr', 'ca', 'S'],
  numberAbbreviations: ['n', 'nr', 'pag', 'pagg', 'p', 'tel', 'ca', 'art'],
  decimalMark: ',',
  selfAnnouncedLesson: /^(?:la|mia|una)\s+(?:\p{L}+\s+)?lezione\b|^cosa ho (?:imparato|capito)|:/iu,
  plain: {
    figureClose: [
      (f) => `${f}: ci penso ancora.`,
      (f, p) => (p === 'third' ? `${f}: è il numero che resta.` : `${f}: è il numero che mi è rimasto.`),
      (f) => `${f}: il numero dietro questa storia.`,
    ],
    question: [(p) => `Cosa avreste fatto al ${p === 'third' ? 'suo' : 'mio'} posto?`, () => 'Avete vissuto un momento così?', () => 'Quando vi è successo?'],
    cta: ['Se questa storia vi parla, condividetela con qualcuno che ne ha bisogno.', 'Passatela a qualcuno che sta vivendo la stessa cosa.'],
    ctaAbout: [(t) => `Condividetela con qualcuno a cui sta a cuore il tema «${t}».`, (t) => `Se il tema «${t}» riguarda qualcuno che conoscete, passategli questa storia.`],
    open: { figure: [(f) => `Questa storia sta tutta in un numero: ${f}.`, (f) => `${cap(f)}: tenete a mente questo numero.`], person: [(n) => `${n} è al centro di questa storia.`, (n) => `Al centro di questa storia: ${n}.`], topic: [(t) => `Una storia vera sul tema «${t}».`, (t) => `Ciò che segue parla di «${t}».`] },
  },
  video: {
    firstStory: (t) => `La prima storia: ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, raccontatemi nei commenti quando vi è successo.`,
    camera: { pushIn: 'Lenta carrellata in avanti sul narratore', wide: 'Campo largo sul narratore' },
    notes: {
      onScreen: (x) => `Sullo schermo: ${x}`,
      show: (x) => `Mostrare: ${x}`,
      mood: (x) => `Atmosfera: ${x}`,
      lowerThird: (x) => `Sottopancia: ${x}`,
      coldOpen: (x) => `Apertura: «${x}»`,
      titleCard: (x) => `Cartello del titolo: ${x}`,
      keyLine: (x) => `Frase chiave sullo schermo: «${x}»`,
      subscribe: 'Pulsante di iscrizione',
      endScreen: 'Schermata finale con il prossimo video',
    },
  },
};
