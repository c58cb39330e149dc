/**
 * The offline writer's own words, per language (English, French, Spanish, German, Polish). A story in
 * another language gets no framing line at all: only its own sentences, its hashtags and labels
 * without words. Every framing line that could close many posts carries the story's title, so
 * that no line repeats word for word across stories; a title always sits before a colon, where
 * no article has to agree with it ("Le marché du samedi : j'y repense encore souvent.").
 */
export type WriterLanguage = 'en' | 'fr' | 'es' | 'de' | 'pl';
export type Person = 'first' | 'second' | 'third';

export interface Phrases {
  /** words that turn a story (but, yet, instead ...) */
  contrast: RegExp;
  /** a sentence stating what the author learned */
  lessonCue: RegExp;
  /** the lesson cut out of its sentence: group 1 is the clause after "I learned that" (undefined: never cut, e.g. German verb-final order) */
  lessonCore?: RegExp;
  /** a lesson someone else states, reported ("She says the chart never shows ..."): group 1 is what they say (undefined: never cut) */
  reportedCore?: RegExp;
  /** sentence openings that lean on what came before (a pronoun, a connector): such a sentence does not open a post */
  leaning: RegExp;
  /** what a lesson clause must not start with (a question word: "who showed up" is not a clause) */
  notAClause: RegExp;
  lessonIntro: Record<Person, string>;
  signOff: Array<(title: string, person: Person) => string>;
  /** a post's first line in the writer's own words, with the story's title */
  opener: Array<(title: string, person: Person) => string>;
  question: Array<(title: string, person: Person) => string>;
  cta: Array<(title: string) => string>;
  /** slide labels (two words at most: labels, not sentences) */
  slide: { start: string; turn: string; result: string; next: string; then: string; lesson: string; cta: string; aboutFallback: string };
  carouselCta: (title: string) => string;
  /** video scripts */
  script: {
    promise: (title: string, n: number) => string;
    opener: (title: string) => string;
    transition: (title: string) => string;
    lessonIntro: string;
    lessonFallback: (title: string) => string;
    cta: (title: string) => string;
    audience: (who: string) => string;
    headings: { hook: string; lesson: string; cta: string };
  };
  suggestion: {
    lesson: (title: string) => string;
    turn: (title: string) => string;
    theme: (tag: string, n: number) => string;
    promise: Record<'lesson' | 'numbers' | 'turning-point' | 'question' | 'story', (title: string) => string>;
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const bare = (t: string) => t.trim().replace(/[.!?…:;,]+$/u, '');

const en: Phrases = {
  contrast: /\b(but|yet|however|until|instead|suddenly|although|though)\b/i,
  lessonCue: /\b(learn(?:ed|t)|lesson|reali[sz]ed|understood|taught me|discovered)\b/i,
  lessonCore: /\b(?:learn(?:ed|t)|reali[sz]ed|understood|discovered)\s+(?:that\s+)?(.+)$/i,
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

const fr: Phrases = {
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

const es: Phrases = {
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

const de: Phrases = {
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
const pl: Phrases = {
  contrast: /(?<!\p{L})(ale|jednak|lecz|zamiast|nagle|dopóki|chociaż|mimo to|tymczasem)(?!\p{L})/iu,
  lessonCue: /(?<!\p{L})(zrozumiał(?:em|am|a)?|nauczył(?:em|am|a)?\s+się|nauczył(?:o|a|)\s+mnie|odkrył(?:em|am|a)?|lekcj\p{L}*|dotarło do mnie)(?!\p{L})/iu,
  lessonCore: /(?:zrozumiał(?:em|am|a)?|nauczył(?:em|am|a)?\s+się|odkrył(?:em|am|a)?|dotarło do mnie)(?:\s+wtedy|\s+wówczas)?,?\s+że\s+(.+)$/iu,
  leaning: /^(?:ale|i|a|więc|potem|wtedy|jednak|on|ona|ono|oni|one|to|ten|ta|tego|tej|jego|jej|ich|tam|go|mu)(?!\p{L})/iu,
  notAClause: /^(?:kto|co|który|która|które|gdzie|kiedy|jak|dlaczego|czy|że)(?!\p{L})/iu,
  lessonIntro: { first: 'Czego mnie to nauczyło:', second: 'Czego możecie się z tego nauczyć:', third: 'Czego uczy ta historia:' },
  opener: [
    (t, p) => (p === 'third' ? `${bare(t)}: historia warta minuty waszego czasu.` : `${bare(t)}: opowiem, jak to było.`),
    (t, p) => (p === 'third' ? `${bare(t)}: oto, co się wydarzyło.` : `${bare(t)}: oto, co mi się przydarzyło.`),
    (t) => `${bare(t)}: krótka historia, która zostawiła ślad.`,
  ],
  signOff: [
    (t) => `${bare(t)}: wciąż o tym myślę.`,
    (t, p) => (p === 'third' ? `${bare(t)}: historia warta opowiedzenia.` : `${bare(t)}: chwila, do której wciąż wracam.`),
    (t) => `${bare(t)}: mała chwila, trwała lekcja.`,
  ],
  question: [(t) => `${bare(t)}: co zrobilibyście w takiej sytuacji?`, (t) => `${bare(t)}: czy przeżyliście kiedyś podobną chwilę?`],
  cta: [(t) => `${bare(t)}: jeśli ta historia do was przemawia, podzielcie się nią z kimś, kto jej potrzebuje.`, (t) => `${bare(t)}: przekażcie ją komuś, kto przechodzi przez to samo.`],
  slide: { start: 'Początek', turn: 'Zwrot', result: 'Wynik', next: 'Co dalej', then: 'Potem', lesson: 'Lekcja', cta: 'Wasza kolej', aboutFallback: 'Prawdziwa historia' },
  carouselCta: (t) => `${bare(t)}: co byście zrobili i komu warto to przekazać?`,
  script: {
    promise: (t, n) => `Dziś: ${bare(t)} – ${n === 1 ? 'jedna historia' : `${['dwie', 'trzy', 'cztery'][n - 2] ?? n} ${plCount(n, 'historia', 'historie', 'historii')}`} i to, czego ${n === 1 ? 'mnie nauczyła' : n <= 4 ? 'mnie nauczyły' : 'mnie nauczyło'}.`,
    opener: (t) => `${bare(t)}. Cofnijmy się w czasie.`,
    transition: (t) => `Następna historia: ${bare(t)}.`,
    lessonIntro: 'Lekcja, do której wciąż wracam:',
    lessonFallback: (t) => `${bare(t)}: w trudnej chwili zaczyna się prawdziwa praca.`,
    cta: (t) => `${bare(t)}: jeśli to wam coś przypomina, napiszcie w komentarzu i zasubskrybujcie kanał, żeby nie przegapić następnej historii.`,
    audience: (who) => `Ten film jest dla was, jeśli należycie do tej grupy: ${who}.`,
    headings: { hook: 'Otwarcie', lesson: 'Lekcja', cta: 'Wezwanie do działania' },
  },
  suggestion: {
    lesson: (t) => `${bare(t)}: czego mnie to nauczyło`,
    turn: (t) => `${bare(t)}: chwila, w której wszystko się zmieniło`,
    theme: (tag, n) => `${cap(tag)}: ${n} ${plCount(n, 'prawdziwa historia', 'prawdziwe historie', 'prawdziwych historii')}`,
    promise: { lesson: (t) => `${bare(t)}: oto, czego mnie to nauczyło.`, numbers: (t) => `${bare(t)}: oto, co naprawdę znaczyła ta liczba.`, 'turning-point': (t) => `${bare(t)}: to chwila, w której wszystko się zmieniło.`, question: (t) => `${bare(t)}: odpowiem tym, co się wydarzyło.`, story: (t) => `${bare(t)}: tak to się stało.` },
  },
};

const TABLES: Record<WriterLanguage, Phrases> = { en, fr, es, de, pl };

/** The phrase table of a language, or undefined when the writer has none (it then adds no words of its own). */
export function phrasesOf(language: string): Phrases | undefined {
  return TABLES[language as WriterLanguage];
}

/** Cues of every language the writer knows, for text whose language is not known yet. */
export const ANY_CONTRAST = new RegExp(Object.values(TABLES).map((t) => t.contrast.source).join('|'), 'iu');
export const ANY_LESSON = new RegExp(Object.values(TABLES).map((t) => t.lessonCue.source).join('|'), 'iu');

/** A stable small number from a text, to vary wordings between stories. */
export function hashOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return h;
}

/** Coordinating connectors that may open a sentence ("But", "Mais", "Pero", "Aber", "Ale"), per language: a sentence that stands alone can lose them. */
const CONNECTORS: Record<string, RegExp> = {
  en: /^(?:but|and|so|yet)\s+(?=\p{L})/iu,
  fr: /^(?:mais|et|alors)\s+(?=\p{L})/iu,
  es: /^(?:pero|y|así que)\s+(?=\p{L})/iu,
  de: /^(?:aber|und|doch)\s+(?=\p{L})/iu,
  pl: /^(?:ale|a|i)\s+(?=\p{L})/u,
};

/** The sentence without the connector it opens with, capitalized ("But one dentist wrote" → "One dentist wrote"). */
export function withoutConnector(text: string, language: string): string {
  const re = CONNECTORS[language];
  if (!re || !re.test(text)) return text;
  const rest = text.replace(re, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function opensWithConnector(text: string, language: string): boolean {
  return Boolean(CONNECTORS[language]?.test(text));
}
