import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/es.js';
import { site } from './sites/es.js';

const phrases: Phrases = {
  contrast: /(?<!\p{L})(pero|sin embargo|aunque|en cambio|hasta que|de repente|al contrario)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(aprendí|comprendí|entendí|descubrí|lección|me enseñó|le enseñó|aprendió|comprendió)(?!\p{L})/iu,
  lessonCore: /(?:aprendí|comprendí|entendí|descubrí|aprendió|comprendió)\s+que\s+(.+)$/iu,
  reportedCore: /^(?:\p{Lu}\p{Ll}+\s+)?(?:dice|decía|repite|cuenta)\s+(?:siempre\s+|hoy\s+)?que\s+(.+)$/iu,
  leaning: /^(?:al contrario|en cambio|sin embargo|pero|y|entonces|luego|así|él|ella|ellos|ellas|eso|esto|esa|ese|le|les|lo|la)(?!\p{L})/iu,
  notAClause: /^(?:quien|quién|que|qué|donde|dónde|cuando|cuándo|cómo|como|por qué)(?!\p{L})/iu,
  lessonIntro: { first: 'Lo que me llevo:', second: 'Lo que puedes llevarte:', third: 'Lo que deja esta historia:' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)}: una historia que vale un minuto de tu tiempo.` : `${bare(t)}: déjame contarte cómo fue.`),
    (t, p) => (p === 'third' ? `${bare(t)}: esto es lo que pasó.` : `${bare(t)}: esto es lo que me pasó.`),
    (t) => `${bare(t)}: una historia corta que dejó huella.`,
  ],
  signOff: [
    (t) => `${bare(t)}: todavía pienso en ello.`,
    (t, p) => (p === 'third' ? `${bare(t)}: una historia que merece contarse.` : `${bare(t)}: un momento al que sigo volviendo.`),
    (t) => `${bare(t)}: un momento pequeño, una lección duradera.`,
  ],
  question: [(t, p) => `${bare(t)}: ¿qué habrías hecho en ${p === 'third' ? 'su' : 'mi'} lugar?`, (t) => `${bare(t)}: ¿has vivido un momento así?`],
  cta: [(t) => `${bare(t)}: si esta historia te dice algo, compártela con alguien que la necesite.`, (t) => `${bare(t)}: pásala a alguien que esté pasando por lo mismo.`],
  slide: { start: 'El comienzo', turn: 'El giro', result: 'El resultado', next: 'Lo siguiente', then: 'Después', lesson: 'La lección', cta: 'Tu turno', aboutFallback: 'Una historia real' },
  carouselCta: (t) => `${bare(t)}: ¿qué habrías hecho tú, y quién necesita escucharlo?`,
  script: {
    promise: (t, n) => `Hoy: ${bare(t)}, ${n === 1 ? 'una historia' : `${['dos', 'tres', 'cuatro', 'cinco'][n - 2] ?? n} historias`} y lo que ${n === 1 ? 'me enseñó' : 'me enseñaron'}.`,
    opener: (t) => `${bare(t)}. Vamos al principio.`,
    transition: (t) => `Siguiente historia: ${bare(t)}.`,
    lessonIntro: 'La lección a la que siempre vuelvo:',
    lessonFallback: (t) => `${bare(t)}: el momento difícil es donde empieza el trabajo de verdad.`,
    cta: (t) => `${bare(t)}: si te recuerda algo, cuéntamelo en los comentarios y suscríbete para la próxima historia.`,
    audience: (who) => `Si eres parte de los ${who}, este vídeo es para ti.`,
    headings: { hook: 'Gancho', lesson: 'La lección', cta: 'Llamada a la acción' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)}: lo que me enseñó`,
    turn: (t) => `${bare(t)}: el momento en que todo cambió`,
    theme: (tag, n) => `${cap(tag)}: ${n} historias reales`,
    promise: { lesson: (t) => `${bare(t)}: esto es lo que me enseñó.`, numbers: (t) => `${bare(t)}: esto es lo que ese número significaba de verdad.`, 'turning-point': (t) => `${bare(t)}: este es el momento en que todo cambió.`, question: (t) => `${bare(t)}: te respondo con lo que pasó.`, story: (t) => `${bare(t)}: así es como pasó.` },
  },
};

export const es: LanguagePack = {
  article,
  site,
  code: 'es',
  ...phrases,
  connector: /^(?:pero|y|así que)\s+(?=\p{L})/iu,
  conjunctions: ['y', 'e', 'así', 'luego'],
  fronted: /^(?:en|durante|después|antes|desde|un|una|cada|ese|esa|aquel|aquella|el|la)$/i,
  discourseMarker: /^(?:en cambio|al final|en fin|de hecho|en efecto|por el contrario|a la vez|sin embargo|en realidad|al contrario)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:y|pero|entonces)\s+)?(?:un|una|ese|esa|aquel|aquella)\s+(?:día|mañana|tarde|noche)(?!\p{L})/iu, definite: 'el la los las ese esa esos esas este esta estos estas'.split(' ') },
  people: {
    pronouns: /(?<!\p{L})(él|ella|ellos|ellas|le|les)(?!\p{L})/iu,
    introduces: /(?<!\p{L})(?:mi|mis|nuestro|nuestra|un|una|el|la)\s+(?:\p{L}+\s+)?(?:hija|hijo|esposa|esposo|madre|padre|hermano|hermana|amigo|amiga|colega|jefe|jefa|cliente|paciente|vecino|vecina|tío|tía|profesor|profesora|enfermera|médico)(?!\p{L})/iu,
    thingBack: /(?<!\p{L})(?:en|con|sobre|sin|debajo de|encima de) (?:él|ella|ellos|ellas)(?!\p{L})/iu,
    sentenceOpeners: 'Yo El Los Las Mi Pero Y Cuando'.split(' '),
    titles: 'Sr Sra Srta Dña Dr'.split(' '),
  },
  functionWords: "el la los las un una de del al y o que con por para sin sobre en mi mis su sus tu".split(' '),
  vagueWords: 'para como cuando pero este esta estos sobre desde entre hasta todo tiene cómo'.split(' '),
  firstPerson: /(?<!\p{L})(?:yo|mi|mis|me|nosotros|nosotras|nuestro|nuestra)(?!\p{L})/iu,
  phraseEnders: 'sin sobre hasta desde entre el los las del y o pero con por para su mi en de a la un una que'.split(' '),
  numbers: {
    units: ['', '', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
    tens: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
    compound: (ten, unit) => `${ten} y ${unit}`,
    one: 'uno',
    scale: /^(?:cien|cientos|mil|miles|millón|millones|docena|docenas)$/i,
  },
  percent: /%|\bpor ?ciento\b/i,
  honorifics: ['Sr', 'Sra', 'Srta', 'Dr', 'Dra', 'D', 'Dña', 'etc', 'pág'],
  selfAnnouncedLesson: /^(?:la|mi|una)\s+(?:\p{L}+\s+)?lección\b|^lo que aprendí|:/iu,
  plain: {
    figureClose: [
      (f) => `${f}: todavía pienso en esa cifra.`,
      (f, p) => (p === 'third' ? `${f}: esa es la cifra que queda.` : `${f}: esa es la cifra que se me quedó.`),
      (f) => `${f}: la cifra detrás de esta historia.`,
    ],
    question: [(p) => `¿Qué habrías hecho en ${p === 'third' ? 'su' : 'mi'} lugar?`, () => '¿Has vivido un momento así?', () => '¿Cuándo te pasó a ti?'],
    cta: ['Si esta historia te dice algo, compártela con alguien que la necesite.', 'Pásala a alguien que esté pasando por lo mismo.'],
    ctaAbout: [(t) => `Compártela con alguien a quien le importe el tema «${t}».`, (t) => `Si el tema «${t}» le dice algo a alguien que conoces, pásale esta historia.`],
    open: { figure: [(f) => `Esta historia cabe en una cifra: ${f}.`, (f) => `${cap(f)}: recuerda esta cifra.`], person: [(n) => `${n} está en el centro de esta historia.`, (n) => `Esta historia es la de ${n}.`], topic: [(t) => `Una historia real sobre «${t}».`, (t) => `Lo que sigue trata de «${t}».`] },
  },
  video: {
    firstStory: (t) => `Primera historia: ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, cuéntame en los comentarios cuándo te pasó.`,
    camera: { pushIn: 'Acercamiento lento al narrador', wide: 'Plano general del narrador' },
    notes: {
      onScreen: (x) => `En pantalla: ${x}`,
      show: (x) => `Mostrar: ${x}`,
      mood: (x) => `Tono: ${x}`,
      lowerThird: (x) => `Rótulo: ${x}`,
      coldOpen: (x) => `Apertura: «${x}»`,
      titleCard: (x) => `Cartela de título: ${x}`,
      keyLine: (x) => `Frase clave en pantalla: «${x}»`,
      subscribe: 'Botón de suscripción',
      endScreen: 'Pantalla final con el próximo vídeo',
    },
  },
};
