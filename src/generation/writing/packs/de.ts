import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/de.js';
import { site } from './sites/de.js';

const phrases: Phrases = {
  contrast: /(?<!\p{L})(aber|doch|jedoch|stattdessen|trotzdem|plötzlich|bis|sondern)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(gelernt|verstanden|begriffen|erkannt|lektion|gelehrt)(?!\p{L})/iu,
  // German: the clause after "dass" puts its verb last, so it never stands alone after a colon
  lessonBack: /(?<!\p{L})(?:(?:das|dies|es)\s+(?:habe|hab|hatte)\s+ich|(?:habe|hab|hatte)\s+ich\s+(?:das|dies|es))\s+(?:[^\s.!?]+\s+){0,5}?(?:gelernt|verstanden|begriffen|erkannt)(?!\p{L})(?![^.!?]*\bdass\b)/iu,
  leaning: /^(?:aber|und|dann|doch|also|er|sie|es|das|dies|diese|dieser|ihm|ihr|ihn|ihnen|dort|da)(?!\p{L})/iu,
  notAClause: /^(?:wer|was|wie|wo|wann|warum|dass|ob)(?!\p{L})/iu,
  lessonIntro: { first: 'Was ich daraus mitnehme:', second: 'Was Sie daraus mitnehmen können:', third: 'Was bleibt:' },
  question: [(t, p) => `${bare(t)}: Was hätten Sie an ${p === 'third' ? 'ihrer' : 'meiner'} Stelle getan?`, (t) => `${bare(t)}: Haben Sie so einen Moment auch erlebt?`],
  slide: { onward: 'Weiter', happened: 'Was geschah', start: 'Der Anfang', turn: 'Die Wende', result: 'Das Ergebnis', next: 'Danach', then: 'Und dann', later: 'Später', end: 'Am Ende', closer: 'Genauer betrachtet', details: 'Die Details', lesson: 'Die Lehre', cta: 'Ihre Meinung', aboutFallback: 'Eine wahre Geschichte' },
  carouselCta: (t) => `${bare(t)}: Was hätten Sie getan, und wer sollte das hören?`,
  script: {
    promise: (t, n) => `Heute: ${bare(t)} – ${n === 1 ? 'eine Geschichte' : `${['zwei', 'drei', 'vier', 'fünf'][n - 2] ?? n} Geschichten`} und was sie mich gelehrt ${n === 1 ? 'hat' : 'haben'}.`,
    opener: (t) => `${bare(t)}. Ich nehme Sie mit zurück.`,
    transition: (t) => `Nächste Geschichte: ${bare(t)}.`,
    lessonIntro: 'Die Lehre, zu der ich immer wieder zurückkomme:',
    cta: (t) => `${bare(t)}: Wenn Sie das an etwas erinnert, schreiben Sie es in die Kommentare und abonnieren Sie für die nächste Geschichte.`,
    audience: (who) => `Wenn Sie zu den ${who} gehören, ist dieses Video für Sie.`,
    headings: { hook: 'Einstieg', lesson: 'Die Lehre', cta: 'Aufruf' },
  },
  suggestion: {
    theme: (tag, n) => `${cap(tag)}: ${n} wahre Geschichten`,
    since: /^(?:seitdem|seither|inzwischen|heute|jetzt)(?!\p{L})/iu,
    promise: { lesson: 'Das hat es mich gelehrt.', numbers: 'Das bedeutete diese Zahl wirklich.', 'turning-point': 'Das ist der Moment, in dem sich alles änderte.', question: 'Ich antworte mit dem, was passiert ist.', story: 'So ist es passiert.' },
    reasons: {
      opensOn: (w, l, p) => `beginnt mit ${w.length ? w.map((x) => ({ figure: 'einer Zahl', contrast: 'einem Kontrast', question: 'einer Frage' })[x]).join(' und ') : 'einem kurzen Satz'} — „${l}“ (${p})`,
      material: (n, p) => `${n} Wörter Material für ein langes Video (${p})`,
      lesson: (l, p) => `nennt eine Lehre — „${l}“ (${p})`,
      figure: (f, p) => `dreht sich um eine Zahl: ${f} (${p})`,
      turn: (l, p) => `hat einen Wendepunkt — „${l}“ (${p})`,
      oneStory: (p) => `eine Geschichte, ganz erzählt (${p})`,
      share: (t, p) => `die Geschichten teilen: ${t} (${p})`,
      shareNone: (p) => `die Geschichten teilen kein Thema (${p})`,
      favorite: (p) => `greift auf eine Lieblingsgeschichte zurück (${p})`,
    },
    watch: 'ANSEHEN',
  },
};

export const de: LanguagePack = {
  article,
  site,
  code: 'de',
  ...phrases,
  connector: /^(?:aber|und|doch)\s+(?=\p{L})/iu,
  conjunctions: ['und', 'dann', 'also'],
  // (no "sie": moved to a sentence's start it reads "Sie", the formal you, not she or they)
  subjectStart: /^(?:ich|wir|du|er|es|man|der|die|das|ein|eine|mein|meine|unser|unsere|sein|seine|ihr|ihre|dann|heute|niemand|\d[\d.,]*|\p{Lu}\p{Ll}+)$/u,
  discourseMarker: /^(?:im gegenteil|am ende|immerhin|übrigens|tatsächlich|trotzdem)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:und|aber|dann)\s+)?(?:eines\s+(?:tages|morgens|abends|nachmittags|nachts)|an\s+jenem\s+(?:tag|morgen|abend))(?!\p{L})/iu, definite: 'der die das den dem des diese dieser dieses diesen'.split(' ') },
  people: {
    pronouns: /(?<!\p{L})(er|ihn|ihm|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem)(?!\p{L})/u,
    introduces: /(?<!\p{L})(?:mein|meine|meinen|meinem|unser|unsere|ein|eine|der|die)\s+(?:\p{L}+\s+)?(?:Tochter|Sohn|Frau|Mann|Mutter|Vater|Bruder|Schwester|Freund|Freundin|Kollege|Kollegin|Chef|Chefin|Kunde|Kundin|Patient|Patientin|Nachbar|Nachbarin|Onkel|Tante|Lehrer|Lehrerin)(?!\p{L})/u,
    thingBack: /(?<!\p{L})(?:darauf|darin|damit|daran|darüber|davon|darunter|dahinter)(?!\p{L})/iu,
    roleNoun: /(?<!\p{L})(?:der|die|den|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|sein|seine|ihr|ihre|unser|unsere)\s+\p{Lu}\p{Ll}+(?:er|erin|in|ist|istin|ant|ent)(?:n|en|innen)?(?!\p{L})/u,
    subjectOpener: /^(Sie|Er)\s(?=\p{Ll})/u,
    sentenceOpeners: 'Ich Er Sie Es Der Die Das Ein Eine Mein Meine Aber Und Als Ja Heute Gestern Morgen Dann Danach Damals Jetzt Nun Später Zuerst Trotzdem Plötzlich Deshalb Darum Also Dort Hier Bald Erst Schon Noch Immer Nie Oft Manchmal Zuletzt Endlich Sofort Stattdessen Seitdem Inzwischen'.split(' '),
    titles: 'Herr Frau Dr'.split(' '),
  },
  analysis: {
    contrastWords: ['aber', 'doch', 'jedoch', 'trotzdem', 'plötzlich', 'stattdessen', 'sondern', 'bis'],
    lessonWords: ['gelernt', 'verstanden', 'begriffen', 'erkannt', 'lektion', 'lehre', 'beigebracht'],
    identifierBefore: ['zimmer', 'bett', 'tisch', 'gleis', 'linie', 'seite', 'kapitel', 'flug', 'bus', 'stock', 'etage', 'nummer', 'nr', 'nr.'],
    verbAfter: /^\s+(?:waren|sind|kamen|hatten|haben|gingen|blieben)(?!\p{L})/iu,
    // German puts no participle clause after a main clause's comma the way English does ("..., hoping ...")
    participle: () => false,
    taggedClauses: false,
  },
  functionWords: "der die das den dem des ein eine einen einem und oder mit von zu zum zur im für auf aus bei nach war ist mein meine meinen dein sein seine ihr ihre unser unsere ohne über unter durch wenn als wie nicht statt anstatt dabei dafür damit danach davon dazu davor darauf daraus darin daran darüber darunter dadurch seit bis vor hinter neben zwischen gegen um".split(' '),
  vagueWords: 'eine einen einem einer wenn dass oder nicht sich ihre ihren sind noch auch über nach warum'.split(' '),
  firstPerson: /(?<!\p{L})(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|wir|uns|unser|unsere)(?!\p{L})/iu,
  phraseEnders: 'vor nach bei aus über unter zum zur der die das den dem ein eine einen und oder aber mit von zu im in auf für ich er sie es dass statt anstatt als weil ob obwohl damit'.split(' '),
  numbers: {
    units: ['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
    tens: ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
    compound: (ten, unit) => `${unit}und${ten}`,
    one: 'ein',
    scale: /^(?:hundert|tausend|millionen|million|milliarden|dutzend)$/i,
  },
  percent: /%|\bprozent\b/i,
  honorifics: ['Hr', 'Fr', 'Dr', 'Prof', 'St', 'usw', 'z.B', 'bzw', 'Nr'],
  abbreviations: ['Hr', 'Hrn', 'Fr', 'Dr', 'Prof', 'St', 'z.B', 'z.T', 'd.h', 'u.a', 'o.ä', 'bzw', 'ca', 'vgl', 'ggf', 'evtl', 'inkl', 'sog', 'Nr', 'Str', 'geb', 'i.d.R', 'Mio', 'Mrd'],
  numberAbbreviations: ['Nr', 'nr', 'max', 'S', 'Abs', 'Tel', 'Bd', 'Kap', 'Jan', 'Feb', 'Apr', 'Aug', 'Sept', 'Okt', 'Nov', 'Dez'],
  decimalMark: ',',
  ordinalBefore: /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\.?(?!\p{L})|^(?!(?:Ich|Du|Er|Sie|Es|Wir|Ihr|Man|Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Mein|Meine|Dein|Sein|Seine|Unser|Unsere|Dieser|Diese|Dieses|Aber|Und|Oder|Doch|Denn|Als|Ja|Nein|Dann|Danach|Da|Dort|Hier|So|Heute|Jetzt|Nun|Am|Im|Um|In|An|Auf|Mit|Nach|Seit|Seitdem|Wenn|Weil|Wer|Was|Wie|Wo|Warum|Auch|Noch|Nur|Erst|Schon|Immer|Nie|Niemand|Alle|Alles|Keiner|Kein|Keine|Zum|Zur|Bei|Vor|Für|Von|Zu|Trotzdem|Also|Später|Damals)(?!\p{L}))\p{Lu}/u,
  selfAnnouncedLesson: /^(?:die|meine|eine)\s+(?:\p{L}+\s+)?(?:lehre|lektion)\b|^was ich (?:gelernt|verstanden)|:/iu,
  plain: {
    open: { figure: [(f) => `Diese Geschichte passt in eine Zahl: ${f}.`, (f) => `${cap(f)}: Merken Sie sich diese Zahl.`], person: [(n) => `In dieser Geschichte geht es um ${n}.`, (n) => `${n} steht im Mittelpunkt dieser Geschichte.`] },
    question: [(p) => `Was hätten Sie an ${p === 'third' ? 'ihrer' : 'meiner'} Stelle getan?`, () => 'Haben Sie so einen Moment auch erlebt?', () => 'Wann ist Ihnen das passiert?'],
    cta: ['Wenn Sie diese Geschichte anspricht, geben Sie die Geschichte an jemanden weiter, der sie braucht.', 'Geben Sie die Geschichte an jemanden weiter, der gerade dasselbe erlebt.'],
    ctaAbout: [(t) => `Geben Sie die Geschichte an jemanden weiter, dem das Thema „${t}“ am Herzen liegt.`, (t) => `Wenn das Thema „${t}“ jemanden in Ihrem Umfeld beschäftigt, teilen Sie die Geschichte mit dieser Person.`],
  },
  video: {
    firstStory: (t) => `Die erste Geschichte: ${bare(t)}.`,
    audienceCta: (who) => `${cap(who)}, schreiben Sie mir in die Kommentare, wann Ihnen das passiert ist, und abonnieren Sie für die nächste Geschichte.`,
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
