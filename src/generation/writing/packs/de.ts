import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/de.js';
import { site } from './sites/de.js';

const phrases: Phrases = {
  contrast: /(?<!\p{L})(aber|doch|jedoch|stattdessen|trotzdem|plötzlich|bis|sondern)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(gelernt|verstanden|begriffen|erkannt|lektion|gelehrt)(?!\p{L})/iu,
  // German: the clause after "dass" puts its verb last, so it never stands alone after a colon
  leaning: /^(?:aber|und|dann|doch|also|er|sie|es|das|dies|diese|dieser|ihm|ihr|ihn|ihnen|dort|da)(?!\p{L})/iu,
  notAClause: /^(?:wer|was|wie|wo|wann|warum|dass|ob)(?!\p{L})/iu,
  lessonIntro: { first: 'Was ich daraus mitnehme:', second: 'Was Sie daraus mitnehmen können:', third: 'Was bleibt:' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)}: eine Geschichte, die eine Minute wert ist.` : `${bare(t)}: Ich erzähle Ihnen, wie es war.`),
    (t, p) => (p === 'third' ? `${bare(t)}: Das ist passiert.` : `${bare(t)}: Das ist mir passiert.`),
    (t) => `${bare(t)}: eine kurze Geschichte, die lange nachwirkt.`,
  ],
  signOff: [
    (t) => `${bare(t)}: Ich denke noch oft daran.`,
    (t, p) => (p === 'third' ? `${bare(t)}: eine Geschichte, die es wert ist, erzählt zu werden.` : `${bare(t)}: ein Moment, der mich bis heute begleitet.`),
    (t) => `${bare(t)}: ein kleiner Moment, eine bleibende Lektion.`,
  ],
  question: [(t, p) => `${bare(t)}: Was hätten Sie an ${p === 'third' ? 'ihrer' : 'meiner'} Stelle getan?`, (t) => `${bare(t)}: Haben Sie so einen Moment auch erlebt?`],
  cta: [(t) => `${bare(t)}: Wenn Sie diese Geschichte anspricht, teilen Sie die Geschichte mit jemandem, der sie braucht.`, (t) => `${bare(t)}: Geben Sie die Geschichte an jemanden weiter, der gerade dasselbe erlebt.`],
  slide: { start: 'Der Anfang', turn: 'Die Wende', result: 'Das Ergebnis', next: 'Danach', then: 'Und dann', lesson: 'Die Lehre', cta: 'Ihre Meinung', aboutFallback: 'Eine wahre Geschichte' },
  carouselCta: (t) => `${bare(t)}: Was hätten Sie getan, und wer sollte das hören?`,
  script: {
    promise: (t, n) => `Heute: ${bare(t)} – ${n === 1 ? 'eine Geschichte' : `${['zwei', 'drei', 'vier', 'fünf'][n - 2] ?? n} Geschichten`} und was sie mich gelehrt ${n === 1 ? 'hat' : 'haben'}.`,
    opener: (t) => `${bare(t)}. Ich nehme Sie mit zurück.`,
    transition: (t) => `Nächste Geschichte: ${bare(t)}.`,
    lessonIntro: 'Die Lehre, zu der ich immer wieder zurückkomme:',
    lessonFallback: (t) => `${bare(t)}: Im schwierigen Moment beginnt die eigentliche Arbeit.`,
    cta: (t) => `${bare(t)}: Wenn Sie das an etwas erinnert, schreiben Sie es in die Kommentare und abonnieren Sie für die nächste Geschichte.`,
    audience: (who) => `Wenn Sie zu den ${who} gehören, ist dieses Video für Sie.`,
    headings: { hook: 'Einstieg', lesson: 'Die Lehre', cta: 'Aufruf' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)}: was ich daraus gelernt habe`,
    turn: (t) => `${bare(t)}: der Moment, in dem sich alles änderte`,
    theme: (tag, n) => `${cap(tag)}: ${n} wahre Geschichten`,
    promise: { lesson: (t) => `${bare(t)}: Das hat es mich gelehrt.`, numbers: (t) => `${bare(t)}: Das bedeutete diese Zahl wirklich.`, 'turning-point': (t) => `${bare(t)}: Das ist der Moment, in dem sich alles änderte.`, question: (t) => `${bare(t)}: Ich antworte mit dem, was passiert ist.`, story: (t) => `${bare(t)}: So ist es passiert.` },
  },
};

export const de: LanguagePack = {
  article,
  site,
  code: 'de',
  ...phrases,
  connector: /^(?:aber|und|doch)\s+(?=\p{L})/iu,
  conjunctions: ['und', 'dann', 'also'],
  subjectStart: /^(?:ich|wir|du|er|sie|es|man|der|die|das|ein|eine|mein|meine|unser|unsere|sein|seine|ihr|ihre|dann|heute|niemand|\d[\d.,]*|\p{Lu}\p{Ll}+)$/u,
  discourseMarker: /^(?:im gegenteil|am ende|immerhin|übrigens|tatsächlich|trotzdem)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:und|aber|dann)\s+)?(?:eines\s+(?:tages|morgens|abends|nachmittags|nachts)|an\s+jenem\s+(?:tag|morgen|abend))(?!\p{L})/iu, definite: 'der die das den dem des diese dieser dieses diesen'.split(' ') },
  people: {
    pronouns: /(?<!\p{L})(er|ihn|ihm|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem)(?!\p{L})/u,
    introduces: /(?<!\p{L})(?:mein|meine|meinen|meinem|unser|unsere|ein|eine|der|die)\s+(?:\p{L}+\s+)?(?:Tochter|Sohn|Frau|Mann|Mutter|Vater|Bruder|Schwester|Freund|Freundin|Kollege|Kollegin|Chef|Chefin|Kunde|Kundin|Patient|Patientin|Nachbar|Nachbarin|Onkel|Tante|Lehrer|Lehrerin)(?!\p{L})/u,
    thingBack: /(?<!\p{L})(?:darauf|darin|damit|daran|darüber|davon|darunter|dahinter)(?!\p{L})/iu,
    sentenceOpeners: 'Ich Er Sie Es Der Die Das Ein Eine Mein Meine Aber Und Als Ja'.split(' '),
    titles: 'Herr Frau Dr'.split(' '),
  },
  functionWords: "der die das den dem des ein eine einen einem und oder mit von zu zum zur im für auf aus bei nach war ist mein meine meinen dein sein seine ihr ihre unser unsere ohne über unter durch".split(' '),
  vagueWords: 'eine einen einem einer wenn dass oder nicht sich ihre ihren sind noch auch über nach warum'.split(' '),
  firstPerson: /(?<!\p{L})(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|wir|uns|unser|unsere)(?!\p{L})/iu,
  phraseEnders: 'vor nach bei aus über unter zum zur der die das den dem ein eine einen und oder aber mit von zu im in auf für ich er sie es dass'.split(' '),
  numbers: {
    units: ['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
    tens: ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
    compound: (ten, unit) => `${unit}und${ten}`,
    one: 'ein',
    scale: /^(?:hundert|tausend|millionen|million|milliarden|dutzend)$/i,
  },
  percent: /%|\bprozent\b/i,
  honorifics: ['Hr', 'Fr', 'Dr', 'Prof', 'St', 'usw', 'z.B', 'bzw', 'Nr'],
  abbreviations: ['Hr', 'Hrn', 'Fr', 'Dr', 'Prof', 'St', 'z.B', 'z.T', 'd.h', 'u.a', 'o.ä', 'bzw', 'ca', 'vgl', 'ggf', 'evtl', 'inkl', 'sog', 'Nr', 'Str', 'geb', 'i.d.R'],
  numberAbbreviations: ['Nr', 'nr', 'S', 'Abs', 'Tel', 'Bd', 'Kap', 'Jan', 'Feb', 'Apr', 'Aug', 'Sept', 'Okt', 'Nov', 'Dez'],
  decimalMark: ',',
  ordinalBefore: /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\.?(?!\p{L})|^(?!(?:Ich|Du|Er|Sie|Es|Wir|Ihr|Man|Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Mein|Meine|Dein|Sein|Seine|Unser|Unsere|Dieser|Diese|Dieses|Aber|Und|Oder|Doch|Denn|Als|Ja|Nein|Dann|Danach|Da|Dort|Hier|So|Heute|Jetzt|Nun|Am|Im|Um|In|An|Auf|Mit|Nach|Seit|Seitdem|Wenn|Weil|Wer|Was|Wie|Wo|Warum|Auch|Noch|Nur|Erst|Schon|Immer|Nie|Niemand|Alle|Alles|Keiner|Kein|Keine|Zum|Zur|Bei|Vor|Für|Von|Zu|Trotzdem|Also|Später|Damals)(?!\p{L}))\p{Lu}/u,
  selfAnnouncedLesson: /^(?:die|meine|eine)\s+(?:\p{L}+\s+)?(?:lehre|lektion)\b|^was ich (?:gelernt|verstanden)|:/iu,
  plain: {
    figureClose: [
      (f) => `${f}: An diese Zahl denke ich noch oft.`,
      (f, p) => (p === 'third' ? `${f}: Diese Zahl bleibt.` : `${f}: Diese Zahl ist mir geblieben.`),
      (f) => `${f}: die Zahl hinter dieser Geschichte.`,
    ],
    question: [(p) => `Was hätten Sie an ${p === 'third' ? 'ihrer' : 'meiner'} Stelle getan?`, () => 'Haben Sie so einen Moment auch erlebt?', () => 'Wann ist Ihnen das passiert?'],
    cta: ['Wenn Sie diese Geschichte anspricht, geben Sie die Geschichte an jemanden weiter, der sie braucht.', 'Geben Sie die Geschichte an jemanden weiter, der gerade dasselbe erlebt.'],
    ctaAbout: [(t) => `Geben Sie die Geschichte an jemanden weiter, dem das Thema „${t}“ am Herzen liegt.`, (t) => `Wenn das Thema „${t}“ jemanden in Ihrem Umfeld beschäftigt, teilen Sie die Geschichte mit dieser Person.`],
    open: { figure: [(f) => `Diese Geschichte passt in eine Zahl: ${f}.`, (f) => `${cap(f)}: Merken Sie sich diese Zahl.`], person: [(n) => `In dieser Geschichte geht es um ${n}.`, (n) => `${n} steht im Mittelpunkt dieser Geschichte.`], topic: [(t) => `Eine wahre Geschichte zum Thema „${t}“.`, (t) => `Worum es geht: „${t}“.`] },
  },
  video: {
    firstStory: (t) => `Die erste Geschichte: ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, schreiben Sie mir in die Kommentare, wann Ihnen das passiert ist.`,
    camera: { pushIn: 'Langsame Fahrt auf den Sprecher zu', wide: 'Totale auf den Sprecher' },
    notes: {
      onScreen: (x) => `Im Bild: ${x}`,
      show: (x) => `Zeigen: ${x}`,
      mood: (x) => `Stimmung: ${x}`,
      lowerThird: (x) => `Bauchbinde: ${x}`,
      coldOpen: (x) => `Einstieg: „${x}“`,
      titleCard: (x) => `Titelkarte: ${x}`,
      keyLine: (x) => `Kernsatz im Bild: „${x}“`,
      subscribe: 'Abonnieren-Schaltfläche',
      endScreen: 'Abspann mit dem nächsten Video',
    },
  },
};
