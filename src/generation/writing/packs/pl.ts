import type { LanguagePack, Phrases } from './types.js';
import { bare, cap } from './text.js';
import { article } from './articles/pl.js';
import { site } from './sites/pl.js';

/** Polish numerals govern their noun: 1 historia, 2-4 historie, 5+ (and 12-14) historii. */
const plCount = (n: number, one: string, few: string, many: string) => {
  const last = n % 10;
  const teen = n % 100 >= 12 && n % 100 <= 14;
  return n === 1 ? one : last >= 2 && last <= 4 && !teen ? few : many;
};

/**
 * Polish: the writer never speaks in a gendered first-person past ("zrozumiałem/zrozumiałam"),
 * addresses readers in the plural ("wy"), and puts a title only before a colon (nominative).
 */
const phrases: Phrases = {
  contrast: /(?<!\p{L})(ale|jednak|lecz|zamiast|nagle|dopóki|chociaż|mimo to|tymczasem)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(zrozumiał(?:em|am|a)?|nauczył(?:em|am|a)?\s+się|nauczył(?:o|a|)\s+mnie|odkrył(?:em|am|a)?|lekcj\p{L}*|dotarło do mnie)(?!\p{L})/iu,
  lessonCore: /(?:zrozumiał(?:em|am|a)?|nauczył(?:em|am|a)?\s+się|odkrył(?:em|am|a)?|dotarło do mnie)(?:\s+wtedy|\s+wówczas)?,?\s+że\s+(.+)$/iu,
  lessonBack: /(?<!\p{L})(?:(?:zrozumiał(?:em|am)|nauczył(?:em|am)\s+się|odkrył(?:em|am))\s+to|to\s+(?:zrozumiał(?:em|am)|odkrył(?:em|am)))(?![^.!?]*\bże\b)/iu,
  leaning: /^(?:ale|i|a|więc|potem|wtedy|jednak|on|ona|ono|oni|one|to|ten|ta|tego|tej|jego|jej|ich|tam|go|mu)(?!\p{L})/iu,
  notAClause: /^(?:kto|co|który|która|które|gdzie|kiedy|jak|dlaczego|czy|że)(?!\p{L})/iu,
  lessonIntro: { first: 'Czego mnie to nauczyło:', second: 'Czego możecie się z tego nauczyć:', third: 'Czego uczy ta historia:' },
  question: [(t) => `${bare(t)}: co zrobilibyście w takiej sytuacji?`, (t) => `${bare(t)}: czy przeżyliście kiedyś podobną chwilę?`],
  slide: {
    onward: 'Dalej',
    happened: 'Co się stało',
    start: 'Początek',
    turn: 'Zwrot',
    result: 'Wynik',
    next: 'Co dalej',
    then: 'Potem',
    later: 'Później',
    end: 'Na koniec',
    closer: 'Z bliska',
    details: 'Szczegóły',
    lesson: 'Lekcja',
    cta: 'Wasza kolej',
    aboutFallback: 'Prawdziwa historia',
  },
  carouselCta: (t) => `${bare(t)}: co byście zrobili i komu warto to przekazać?`,
  script: {
    promise: (t, n) => `Dziś: ${bare(t)} – ${n === 1 ? 'jedna historia' : `${['dwie', 'trzy', 'cztery'][n - 2] ?? n} ${plCount(n, 'historia', 'historie', 'historii')}`} i to, czego ${n === 1 ? 'mnie nauczyła' : n <= 4 ? 'mnie nauczyły' : 'mnie nauczyło'}.`,
    opener: (t) => `${bare(t)}. Cofnijmy się w czasie.`,
    transition: (t) => `Następna historia: ${bare(t)}.`,
    lessonIntro: 'Lekcja, do której wciąż wracam:',
    cta: (t) => `${bare(t)}: jeśli to wam coś przypomina, napiszcie w komentarzu i zasubskrybujcie kanał, żeby nie przegapić następnej historii.`,
    audience: (who) => `Ten film jest dla was, jeśli należycie do tej grupy: ${who}.`,
    headings: { hook: 'Otwarcie', lesson: 'Lekcja', cta: 'Wezwanie do działania' },
  },
  suggestion: {
    theme: (tag, n) => `${cap(tag)}: ${n} ${plCount(n, 'prawdziwa historia', 'prawdziwe historie', 'prawdziwych historii')}`,
    since: /^(?:od tamtej pory|od tego czasu|od tego dnia|od tamtego dnia|dziś|dzisiaj|teraz)(?!\p{L})/iu,
    promise: { lesson: 'Oto, czego mnie to nauczyło.', numbers: 'Oto, co naprawdę znaczyła ta liczba.', 'turning-point': 'To chwila, w której wszystko się zmieniło.', question: 'Odpowiem tym, co się wydarzyło.', story: 'Tak to się stało.' },
    reasons: {
      opensOn: (w, l, p) => `zaczyna się od ${w.length ? w.map((x) => ({ figure: 'liczby', contrast: 'kontrastu', question: 'pytania' })[x]).join(' i ') : 'krótkiego zdania'} — „${l}” (${p})`,
      material: (n, p) => `${n} słów materiału na długi film (${p})`,
      lesson: (l, p) => `podaje lekcję — „${l}” (${p})`,
      figure: (f, p) => `opiera się na liczbie: ${f} (${p})`,
      turn: (l, p) => `ma punkt zwrotny — „${l}” (${p})`,
      oneStory: (p) => `jedna historia, opowiedziana w całości (${p})`,
      share: (t, p) => `historie łączy: ${t} (${p})`,
      shareNone: (p) => `historii nie łączy żaden temat (${p})`,
      favorite: (p) => `korzysta z ulubionej historii (${p})`,
    },
    watch: 'ZOBACZ TO',
  },
};

export const pl: LanguagePack = {
  article,
  site,
  code: 'pl',
  ...phrases,
  connector: /^(?:ale|a|i)\s+(?=\p{L})/u,
  conjunctions: ['i', 'a', 'więc', 'potem'],
  discourseMarker: /^(?:w rzeczywistości|w końcu|przeciwnie|co więcej|mimo to)(?!\p{L})/iu,
  reference: { keyEvent: /^(?:(?:i|ale|potem)\s+)?(?:pewnego|tego)\s+(?:dnia|ranka|wieczoru|popołudnia)(?!\p{L})/iu, definite: 'ten ta to te tego tej tych'.split(' ') },
  people: {
    introduces:
      /(?<!\p{L})(?:mój|moja|moje|mojego|moją|mojej|mojemu|nasz|nasza|naszego|naszą)\s+(?:\p{L}+\s+)?(?:córka|córkę|syn|syna|żona|żonę|mąż|męża|matka|mama|mamę|ojciec|ojca|tata|tatę|brat|brata|siostra|siostrę|przyjaciel|przyjaciółka|kolega|koleżanka|szef|szefowa|klient|klientka|pacjent|pacjentka|sąsiad|sąsiadka|babcia|babcię|dziadek|dziadka)(?!\p{L})/iu,
    pronouns: /(?<!\p{L})(on|ona|oni|one|jego|jej|ich|mu|go|nim|nią)(?!\p{L})/iu,
    roleNoun: /(?<!\p{L})\p{Ll}+(?:nik|niczka|arz|arka|ista|istka|ent|entka|ator|atorka|yciel|ycielka)(?!\p{L})/u,
    subjectOpener: /^(Ona|On)\s/u,
    sentenceOpeners: 'On Ona To Ale'.split(' '),
    titles: 'Pan Pani Dr'.split(' '),
  },
  analysis: {
    contrastWords: ['ale', 'jednak', 'lecz', 'mimo', 'nagle', 'zamiast', 'dopóki'],
    lessonWords: ['nauczyłem', 'nauczyłam', 'zrozumiałem', 'zrozumiałam', 'lekcja', 'lekcję', 'nauczył', 'nauczyła'],
    identifierBefore: ['pokój', 'pokoju', 'łóżko', 'sala', 'sali', 'stolik', 'peron', 'linia', 'strona', 'rozdział', 'lot', 'autobus', 'piętro', 'numer', 'nr', 'nr.'],
    verbAfter: /^\s+(?:było|były|byli|przyszło|przyszli|są|mieli|miały)(?!\p{L})/iu,
    participle: (w) => /^\p{L}{3,}ąc$/u.test(w),
    taggedClauses: false,
  },
  functionWords: 'i w z na do bez przez od po przy dla o ze we mój moja moje jego jej jeśli gdy nie że zamiast niż pod nad przed za między'.split(' '),
  vagueWords: 'jest które który jako jak dlaczego oraz'.split(' '),
  firstPerson: /(?<!\p{L})(?:ja|mnie|mną|mój|moja|moje|mojego|mojej|nas|nasz|nasza|nasze|\p{L}+(?:łem|łam|liśmy|łyśmy))(?!\p{L})/iu,
  phraseEnders: 'w we na z ze do od o i a ale że po przez dla za przy ja zamiast niż bo ponieważ chociaż żeby aby jeśli gdy kiedy'.split(' '),
  numbers: {
    // Polish number words decline ("dwóch", "dwoma"): they stay words
    units: [],
    tens: [],
    one: '',
    scale: /^(?:sto|setki|tysiąc|tysiące|tysięcy|milion|miliony|milionów)$/i,
  },
  percent: /%|\bprocent\w*/iu,
  honorifics: ['p', 'dr', 'prof', 'mgr', 'inż', 'ul', 'np', 'itd', 'tzw', 'św'],
  abbreviations: ['p', 'dr', 'prof', 'mgr', 'inż', 'hab', 'ul', 'al', 'pl', 'os', 'np', 'tj', 'tzn', 'tzw', 'm.in', 'św', 'ks', 'gen', 'płk', 'wg', 'ds', 'godz', 'tys'],
  numberAbbreviations: ['nr', 'ok', 'godz', 's', 'tel', 'poz', 'str'],
  decimalMark: ',',
  selfAnnouncedLesson: /^(?:ta|moja|jedna)?\s*lekcj\p{L}*\b|^czego (?:się )?nauczy|:/iu,
  plain: {
    open: { figure: [(f) => `Ta historia mieści się w jednej liczbie: ${f}.`, (f) => `${cap(f)}: zapamiętajcie tę liczbę.`], person: [(n) => `W centrum tej historii: ${n}.`, (n) => `Najważniejsza osoba tej historii: ${n}.`] },
    question: [() => 'Co zrobilibyście w takiej sytuacji?', () => 'Czy przeżyliście kiedyś podobną chwilę?', () => 'Kiedy wam się to przydarzyło?'],
    cta: ['Jeśli ta historia do was przemawia, podzielcie się nią z kimś, kto jej potrzebuje.', 'Przekażcie ją komuś, kto przechodzi przez to samo.'],
    ctaAbout: [(t) => `Podzielcie się nią z kimś, dla kogo temat „${t}” jest ważny.`, (t) => `Jeśli temat „${t}” jest bliski komuś, kogo znacie, przekażcie mu tę historię.`],
    ctaFor: (w) => `${cap(w)}, jeśli brzmi to znajomo, podzielcie się tą historią ze swoim zespołem.`,
  },
  formal: [],
  audiences: {
    founders: 'założyciele',
    engineers: 'inżynierowie',
    developers: 'programiści',
    recruiters: 'rekruterzy',
    students: 'studenci',
    managers: 'menedżerowie',
    leaders: 'liderzy',
    designers: 'projektanci',
    marketers: 'marketingowcy',
    salespeople: 'handlowcy',
    teachers: 'nauczyciele',
    nurses: 'pielęgniarki i pielęgniarze',
    parents: 'rodzice',
    freelancers: 'freelancerzy',
    entrepreneurs: 'przedsiębiorcy',
    investors: 'inwestorzy',
    jobSeekers: 'osoby szukające pracy',
    productManagers: 'product managerowie',
  },
  video: {
    firstStory: (t) => `Pierwsza historia: ${bare(t)}.`,
    audienceCta: (who) => `Jeśli należycie do tej grupy (${who}), napiszcie w komentarzu, kiedy wam się to przydarzyło, i zasubskrybujcie kanał, żeby nie przegapić następnej historii.`,
    camera: { pushIn: 'Powolny najazd na mówiącego', wide: 'Szeroki plan mówiącego' },
    notes: {
      onScreen: (x) => `Na ekranie: ${x}`,
      show: (x) => `Pokazać: ${x}`,
      mood: (x) => `Nastrój: ${x}`,
      lowerThird: (x) => `Belka: ${x}`,
      coldOpen: (x) => `Otwarcie: „${x}”`,
      titleCard: (x) => `Plansza tytułowa: ${x}`,
      keyLine: (x) => `Kluczowe zdanie na ekranie: „${x}”`,
      subscribe: 'Przycisk subskrypcji',
      endScreen: 'Ekran końcowy z następnym filmem',
    },
  },
};
