import { norm, sentences, words } from './text.js';

/**
 * Broken fill-ins: what a careful writer never produces, each detector named for a failure seen
 * in generated text (a slot filled with a fragment, a cut clause, two colons, a title pasted
 * mid-sentence, a sentence ending on "if" or a determiner, "2 hundred", a figure torn from its
 * unit, a program value). None may fire on a story as its author wrote it: the eval checks the
 * detectors on every corpus source each run.
 */
export interface Hit {
  name: string;
  /** the words around the defect, to show the author */
  match: string;
}

export interface BrokenContext {
  /** ISO 639-1 code of the language the text is in */
  language: string;
  /** what the text was written from: cut clauses and figures are checked against it */
  source?: string;
  /** the story's title: a piece of its own (and, with `titleOnce`, printed twice is a stock frame) */
  title?: string;
  titleOnce?: boolean;
  /** the titles of the stories the text was written from (several for a video idea drawing on two): each a whole piece, never a cut clause */
  titles?: string[];
  /** one piece (a caption, a title, a note): a piece of the source in it must end where a source clause ends */
  short?: boolean;
  /** a whole text (a post, a script, an article): it must end with its sentence */
  whole?: boolean;
}

interface LineDetector {
  name: string;
  why: string;
  re: RegExp;
  language?: string;
}

const PASTED_AFTER = 'to|of|at|in|on|about|for|with|from|into|the|a|an|and|that|is|was|à|de|du|des|et|que|avec|pour|dans|del|y|con|para|en|zu|von|mit|und|dass|für|di|della|e|che|per|do|na|w|z|że|dla';
const PASTED = 'You|We|They|He|She|It|The|My|Our|This|What|When|How|Why|Le|Les|Je|Nous|Vous|Ils|Yo|Nosotros|Ich|Wir|Der|Die|Das|Ein|Eine|Mein|Io|Noi|Gli|Ja|My';

const LINE_DETECTORS: LineDetector[] = [
  { name: 'slot-fragment', why: 'a template slot filled with a relative or question-word fragment ("that who showed up")', re: /(?:\bthat|\blesson[^:\n]{0,30}:)\s+(?:who|what|which|whom|whose|where|when|how)\s+\p{Ll}+(?:\s+\p{Ll}+)?\s*[.?!,]/iu },
  { name: 'cleft-remnant', why: 'a slot holding the tail of a cut sentence ("What I took from it: day is that …")', re: /:\s+\p{Ll}[\p{L}'’-]*\s+(?:is|was|est|es|fue|era|ist|war|è|jest|było)\s+(?:that|que|dass|che|że)\b/u },
  {
    name: 'slot-function-word',
    why: 'a label followed by a lone function word ("Show: que")',
    re: /^[^:\n]{1,40}:\s+(?:que|qui|las|los|la|le|les|el|den|der|die|das|dem|des|ein|eine|the|a|an|of|and|that|if|de|du|y|und|et|il|lo|gli|di|che|że|w|na|i)\s*[.!?…]?\s*$/iu,
  },
  { name: 'two-colons', why: 'two frames in one sentence ("The lesson I keep coming back to: The lesson is simple: …")', re: /:\s[^:.!?\n«“„"]*:\s/u },
  { name: 'pasted-title', why: 'a title or sentence pasted mid-sentence ("Let me take you back to You do not need …")', re: new RegExp(`(?<=\\p{Ll}[\\p{L}'’]*\\s)(?:${PASTED_AFTER})\\s+(?:${PASTED})(?=\\s)`, 'u') },
  { name: 'fr-elision', language: 'fr', why: 'French elision missing ("je ai", "la affaire", "ne etait")', re: /(?<![\p{L}-])(?:je|me|te|se|le|la|de|ne|que|jusque|lorsque|puisque)\s+(?:[aeiouéèêëàâîïôûù]|y(?=\s)|h(?:ab|eur|ist|om|ôp|ôt|um))/iu },
  { name: 'pov-agreement', language: 'en', why: 'a pronoun swap left the verb behind ("you was", "I were", "they has")', re: /\b(?:you|they|we)\s+(?:was|wasn't|has|am|is|does)\b|\bI\s+(?:were|is|has)\b/ },
  { name: 'doubled-word', why: 'the same word twice in a row', re: /(?<![\p{L}])(?!(?:nous|vous|had|that|die|der|das|sie|się)\s)(\p{L}{2,})\s+\1(?![\p{L}])/iu },
  { name: 'dangling-punct', why: 'punctuation left by an empty slot (": .", ", .", " ,", "..")', re: /[:,;]\s*[.?!]|\s,|\s\.(?![.\d])|(?<![.\d])\.\.(?!\.)|\(\s*\)|\[\s*\]/u },
  { name: 'placeholder', why: 'a program value in the text ("NaN%", "undefined", "{{")', re: /\b(?:undefined|NaN|Infinity)\b|\[object |\{\{|\}\}|\$\{/ },
  { name: 'number-word', why: 'a digit glued to a number word ("2 hundred times")', re: /\b\d+\s+(?:hundreds?|thousands?|hundert|tausend|mille|cent|cien|cientos|setki|sto|cento)(?![\p{L}\p{N}])/iu },
  {
    name: 'split-figure',
    why: 'a figure torn from its unit or its digits ("80-2,", a line that starts with "%" or "euros")',
    re: /\b\d{2,}-\d(?!\d)\s*[,.;]|^\s*(?:%|per ?cent|percent|pour ?cent|por ?ciento|prozent|procent|per ?cento|euros?|dollars?|km|kg|minutes?|hours?|years? old)\b|^\s*[,;:]/iu,
  },
];

/** Words a sentence never ends on: articles, possessives, conjunctions (per language; German "ein" ends one as a separable particle: "steigen zwei Studenten ein"). */
const DANGLING: Record<string, Set<string>> = {
  en: new Set('the a an and or but if whether because my your our their its nor than'.split(' ')),
  fr: new Set("le la les des du de et ou mais si que qu' parce mon ma mes ton ta tes son sa ses notre nos votre vos leurs ce cette ces au aux à dans sur".split(' ')),
  es: new Set('el la los las un una unos unas y o pero si que porque mi mis tu tus su sus del al de en con para por a'.split(' ')),
  de: new Set('den dem des eine einen einem einer und oder aber weil dass ob mein meine meinen seine ihre ihren für von statt anstatt als'.split(' ')),
  pl: new Set('i a ale lub oraz że bo jeśli gdy w na z do od dla przy mój moja moje mojego niż zamiast'.split(' ')),
  it: new Set('il lo gli la le un una di del della dei delle degli dello e ma o se che mio mia miei mie suo sua nel nella nei negli nelle al alla alle allo agli ai dal dalla dalle dai dagli sul sulla sulle sui sugli con per da'.split(' ')),
};
const CONJUNCTION_THEN_VERB = /(?<![\p{L}])(?:and|und|et|y|e|i|oraz)\s+(?:was|is|had|were|war|ist|hat|hatte|wurde|était|est|avait|era|es|fue|había|estaba|è|aveva|był|była|było|jest)$/iu;

/** "one" after a negation or "each" is a pronoun, not a determiner waiting for its noun ("no vende ni una", "pas une", "nemmeno uno") */
const ONE_AS_PRONOUN = /(?<![\p{L}])(?:ni|cada|ninguna|ninguno|né|nemmeno|neanche|neppure|ognuno|pas|plus|jamais|nicht|kein|not|each|ani|żadna|żaden)\s+(?:un|una|uno|une|ein|eine|einer|one|jedna|jeden|jedno)$/iu;

/** Possessives a language also puts after its noun ("colpa mia", "wina moja"): dangling only after an article or a preposition ("con la mia"). */
const POSTPOSED: Record<string, Set<string>> = {
  it: new Set('mio mia miei mie suo sua'.split(' ')),
  pl: new Set('mój moja moje mojego'.split(' ')),
};

function dangling(sentence: string, language: string, source?: string): boolean {
  // speech the author lets trail off ("y yo creo que…") is the author's, where the story says it so
  if (source && /(?:…|\.\.\.)["»”“«›'’]*\s*$/u.test(sentence) && norm(source).includes(norm(sentence))) return false;
  const bare = sentence.replace(/[\s.!?…,;:"»”“«›)'’\]]+$/u, '');
  // (French "y" is a pronoun, not Spanish "and": "Tout y était.")
  if (CONJUNCTION_THEN_VERB.test(bare) && !(language === 'fr' && /(?<![\p{L}])y\s+\p{L}+$/iu.test(bare))) return true;
  // French "si" answering a negation ("mais vous, si", "moi si", "je crois que si") is a word of its own
  if (language === 'fr' && /(?:,|(?<![\p{L}])(?:moi|toi|lui|elle|nous|vous|eux|elles|que))\s+si$/iu.test(bare)) return false;
  // German "statt" after a form of "finden" is the verb's particle ("Der Workshop fand drei Wochen später statt")
  if (language === 'de' && /(?<![\p{L}])statt$/iu.test(bare) && /(?<![\p{L}])(?:fand|fanden|findet|finden|fände|fänden)(?![\p{L}])/iu.test(bare)) return false;
  if (ONE_AS_PRONOUN.test(bare)) return false;
  // French "ton" and "son" after an article are nouns ("sur le même ton", "le son"), not a possessive missing its noun
  if (language === 'fr' && /(?<![\p{L}])(?:le|un|du|au|ce|cet)\s+(?:(?:même|bon|mauvais|seul|dernier|premier|vrai)\s+)?(?:ton|son)$/iu.test(bare)) return false;
  // a unit after a number ("zabezpieczenie: 16 A", "230 V") is no word of the sentence
  if (/\d\s?\p{Lu}{1,2}$/u.test(bare)) return false;
  // (a letter after a hyphen ends a word, not a sentence: "SMS-a", "PDF-y")
  if (/\p{L}-\p{L}+$/u.test(bare)) return false;
  const last = bare
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}]+'?$/u)?.[0];
  // a word said twice around a preposition is a whole phrase ("una por una", "un par un", "one by one")
  const w = words(bare);
  if (w.length >= 3 && w[w.length - 3] === last) return false;
  if (last && POSTPOSED[language]?.has(last) && w.length >= 2 && !DETERMINER.has(w[w.length - 2]!) && !PREPOSITION.has(w[w.length - 2]!)) return false;
  return !!last && !!DANGLING[language]?.has(last) && w.length > 1;
}

/** Words that open a subordinate clause: a caption that is one alone ("dass sie wieder wie neu klingt") lost its main clause. */
const SUBORDINATOR: Record<string, RegExp> = {
  en: /^(?:that|because|whether|although|though|unless|if)\s/iu,
  fr: /^(?:que|qu['’]|parce que|puisque|quoique|bien que)\s?/iu,
  es: /^(?:que|porque|aunque)\s/iu,
  de: /^(?:dass|weil|ob|obwohl|wenn|damit)\s/iu,
  pl: /^(?:że|bo|ponieważ|chociaż|żeby|aby)\s/iu,
  it: /^(?:che|sebbene|benché|affinché)\s/iu,
};

/** A piece that is a subordinate clause alone: it opens on a subordinator and has no comma after which a main clause could follow. */
function subordinateAlone(piece: string, language: string): boolean {
  const re = SUBORDINATOR[language];
  const bare = piece.trim().replace(/^["“„«»‘’'(]+/u, '');
  // (a French question opens on "que" too: "Qu'est-ce que ça change", "Que se serait-il passé")
  if (language === 'fr' && /^(?:qu['’]est-ce\b|que\s+\S+-(?:t-)?(?:il|elle|on|je|tu|nous|vous|ils|elles)\b)/iu.test(bare)) return false;
  return Boolean(re && re.test(bare) && !/[,;:]/.test(bare) && !/\?\s*$/.test(bare));
}

/** Words after which a clause may start: conjunctions, relatives, subordinators, verbs of saying and knowing. */
const CLAUSE_START = new Set(
  (
    "and but or so because when while that which who whom whose where if then yet until since though although before after as et mais ou donc car quand lorsque qui que qu' dont où si puis y pero o porque cuando mientras que quien donde si aunque und aber oder denn weil wenn als dass der die das wo ob bis doch sondern i a ale lub bo gdy kiedy że który która które jeśli e ma o perché quando mentre che chi dove se " +
    'says said say tells told learned learnt realised realized understood knew know think thought believe found noticed saw dit pense compris appris su dice dijo aprendí entendí sagt sagte weiß mówi powiedział powiedziała dice disse capito imparato'
  ).split(' '),
);
/** Words that start a noun phrase: a clause cut just before one has lost its object. */
const DETERMINER = new Set(
  'the a an my his her our their your this these those its le la les un une des du mon ma mes son sa ses leur notre votre ce cette ces el los las unos unas mi mis su sus tu der die das den dem des ein eine einen einem mein meine sein seine ihr ihre unser il lo gli uno una mio mia suo sua quel quella ta te mój moja moje jego jej ich'.split(
    ' ',
  ),
);

/** Prepositions: a caption may stop before one (the rest is a circumstance, not an object). */
const PREPOSITION = new Set(
  'at in on to for from with by about into after before during since under over of à en dans sur pour par avec de du des chez après avant pendant a con por para sobre desde hasta durante an auf zu für mit von bei nach vor seit über unter w na z do od dla przy po przed za o su per da di tra fra dopo prima durante'.split(
    ' ',
  ),
);

interface SourceWord {
  w: string;
  boundaryBefore: boolean;
}

function sourceWords(source: string): SourceWord[] {
  const out: SourceWord[] = [];
  const re = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) {
    const between = source.slice(last, m.index);
    out.push({ w: m[0].toLowerCase(), boundaryBefore: out.length === 0 || /[.,;:!?…()"«»“”—–\n]/u.test(between) });
    last = m.index + m[0].length;
  }
  return out;
}

/**
 * A piece of the output taken from the source but cut mid-clause: it starts in the middle of
 * a source clause with a lowercase word (not after a conjunction or relative), or it stops just
 * before the source's next noun phrase ("That afternoon I printed" | "the list").
 */
function cutClause(piece: string, src: SourceWord[], short: boolean, language: string | undefined): boolean {
  // Polish "ten" ("this") is English "ten": a determiner only in a Polish text
  const determiner = (x: string) => DETERMINER.has(x) || (language === 'pl' && x === 'ten');
  const w = words(piece);
  if (w.length < 3) return false;
  let found = false;
  for (let i = 0; i + w.length <= src.length; i++) {
    if (src[i]!.w !== w[0]) continue;
    let k = 1;
    while (k < w.length && src[i + k]!.w === w[k]) k++;
    if (k < w.length) continue;
    found = true;
    const next = src[i + w.length];
    // a caption may stop where a clause may start; a sentence must not stop before its object
    // a noun phrase ("Le marché du samedi") or a figure with its unit ("2,5 Kilogramm", "4 350 kg." before "le 14 sept.") stands alone
    const nounPhrase = (determiner(w[0]!) || /^\d/.test(w[0]!)) && w.length <= 4;
    // a figure with its unit and what it measures ("41 Jahre lang", "40 minutes") is a whole phrase wherever it stands
    const figurePhrase = /^\d/.test(w[0]!) && w.length <= 4;
    const cutEnd = next !== undefined && !next.boundaryBefore && (short ? !nounPhrase && !CLAUSE_START.has(next.w) && !PREPOSITION.has(next.w) : !figurePhrase && determiner(next.w));
    const startsLower = /^\p{Ll}/u.test(piece.trim().replace(/^[«"“¿¡]/u, ''));
    const cutStart = i > 0 && !src[i]!.boundaryBefore && startsLower && !CLAUSE_START.has(src[i - 1]!.w);
    if (!cutEnd && !cutStart) return false;
  }
  return found;
}

const PERCENT_AFTER = /^\s?(?:%|per ?cent|percent|pour ?cent|por ?ciento|prozent|procent|per ?cento)/iu;

/** Percentages the source does not give as percentages ("82%" for an age, "31%" for 31 signups). */
function unitMismatch(text: string, source: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s?(?:%|per ?cent\b|percent\b|pour ?cent\b|por ?ciento\b|prozent\b|procent\b|per ?cento\b)/giu)) {
    const n = m[1]!;
    const mentions = [...source.matchAll(new RegExp(`(?<![\\d.,])${n.replace(/[.,]/g, '[.,]')}(?![\\d])`, 'g'))];
    const asPercent = mentions.some((s) => PERCENT_AFTER.test(source.slice(s.index! + s[0].length)));
    // the number in the source with another unit, or no percentage in the source at all (a number word may say it: "veinte por ciento")
    const anyPercent = /\d\s?%|(?<![\p{L}])(?:per ?cent|percent|pour ?cent|por ?ciento|prozent|procent|per ?cento)(?![\p{L}])/iu.test(source);
    if (!asPercent && (mentions.length > 0 || !anyPercent)) out.push(m[0]);
  }
  return out;
}

/**
 * Figures cut from a time or a compound: a number the text says alone that the source says only
 * inside a larger figure ("2 doors" from "the doors opened at 2:15", "7" from "7.30", "24" from
 * "24/7", "3" from "a 3-year-old"). A number the source also says alone is its own.
 */
const STORY_COUNT = /^\s+(?:stories|true|real|histoires|vraies|historias|storie|vere|geschichten|wahre|historie|historii|prawdziwe)$/iu;

function cutFigures(text: string, source: string): string[] {
  const out: string[] = [];
  // (a figure with zero decimals is the figure: "85,00 €" says 85)
  const alone = (n: string) => new RegExp(`(?<![\\d.,:/-])${n}(?:[.,]0+(?!\\d))?(?![\\d]|[.,:/h]\\d|-\\p{L})`, 'u');
  const inside = (n: string) => new RegExp(`(?<![\\d])${n}(?=[.,:/h]\\d|-\\p{L})|(?<=\\d[.,:/h])${n}(?![\\d])`, 'u');
  for (const m of text.matchAll(/(?<![\d.,:/-])(\d+)(?![\d]|[.,:/h]\d|-\p{L})(\s+\p{L}+)?/gu)) {
    const n = m[1]!;
    // (how many stories a text draws on is the writer's own count: "2 stories", "2 wahre Geschichten")
    if (STORY_COUNT.test(m[2] ?? '')) continue;
    if (alone(n).test(source) || !inside(n).test(source)) continue;
    out.push(m[0]);
  }
  return out;
}

/** Third-person subject pronouns that open a sentence about someone already introduced. */
const PRONOUN_OPENERS: Record<string, RegExp> = {
  en: /^(?:She|He)\s/u,
  fr: /^Elle\s/u,
  es: /^(?:Ella|Él)\s/u,
  de: /^(?:Er|Sie)\s(?=\p{Ll})/u,
  it: /^(?:Lei|Lui)\s/u,
  pl: /^(?:Ona|On)\s/u,
};
const ANY_PRONOUN_OPENER = /^(?:She|He|Elle|Ella|Él|Er|Sie|Lei|Lui|Ona|On)\s/u;
/** People a pronoun may refer to without a name. */
const PERSON_NOUNS = new Set(
  (
    'daughter son wife husband mother father mom dad friend boss client customer patient nurse teacher colleague man woman boy girl buyer lead manager doctor student farmer driver intern owner neighbour neighbor uncle aunt grandmother grandfather coach director editor supervisor officer clerk judge witness producer ceo founder president chair mayor priest pilot captain chef ' +
    'fille fils femme mari mère père ami amie patron cliente client patient patiente infirmière collègue homme garçon voisin voisine oncle tante grand-mère élève professeur ' +
    'hija hijo madre padre mujer marido amiga amigo jefe clienta cliente paciente enfermera compañero compañera hombre chico chica vecino vecina tío tía abuela abuelo ' +
    'tochter sohn frau mann mutter vater freund freundin chef kundin kunde patient patientin kollege kollegin junge mädchen nachbar nachbarin onkel tante oma opa ' +
    'figlia figlio moglie marito madre padre amico amica capo cliente paziente collega uomo donna ragazzo ragazza vicino zio zia nonna nonno ' +
    'córka syn żona mąż matka ojciec przyjaciel przyjaciółka szef klient klientka pacjent pacjentka kolega koleżanka mężczyzna kobieta chłopiec dziewczyna sąsiad wujek ciocia babcia dziadek'
  ).split(' '),
);

/**
 * A role noun after a determiner introduces a person without a list: agent endings ("the
 * buyer", "la recruteuse", "el vendedor", "die Verkäuferin", "il restauratore", "kierowniczka").
 * Group 1 is the determiner (or none, in Polish), group 2 the noun.
 */
const ROLE_NOUN: Record<string, RegExp> = {
  // (English "-er"/"-or" also end "water", "floor", "number": only the unambiguous agent endings; the rest is in PERSON_NOUNS)
  en: /(?<![\p{L}])(the|a|an|my|our|his|her|their|your)\s+(?:\p{Ll}+\s+)?(\p{Ll}{3,}(?:ist|ian)s?)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(le|la|les|un|une|mon|ma|mes|son|sa|ses|notre|leur|l'|l’)\s*(\p{Ll}+(?:eur|euse|rice|ien|ienne|iste|ier|ière|ant|ante)s?)(?![\p{L}])/u,
  es: /(?<![\p{L}])(el|la|los|las|un|una|mi|su|sus|nuestro|nuestra)\s+(\p{Ll}+(?:or|ora|ero|era|ista|ente|enta)s?)(?![\p{L}])/u,
  de: /(?<![\p{L}])(der|die|den|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|sein|seine|ihr|ihre|unser|unsere)\s+(\p{Lu}\p{Ll}+(?:er|erin|in|ist|istin|ant|ent)(?:n|en|innen)?)(?![\p{L}])/u,
  it: /(?<![\p{L}])(il|lo|la|i|gli|le|un|uno|una|mio|mia|suo|sua|l'|l’|un')\s*(\p{Ll}+(?:ore|ora|rice|ista|iere|iera|ante|ente)s?)(?![\p{L}])/u,
  pl: /(?<![\p{L}])()(\p{Ll}+(?:nik|niczka|arz|arka|ista|istka|ent|entka|ator|atorka|yciel|ycielka|owiec|owa))(?![\p{L}])/u,
};

/** Names in a story: capitalized words never written in lowercase there, found mid-sentence or more than once. */
/** German words before a capitalized noun: a word after one is a noun ("am Montag", "nach Hause", "die Werkstatt"), not a name. */
const DE_BEFORE_NOUN =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|meinen|meinem|meiner|dein|deine|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem|unser|unsere|am|im|zum|zur|vom|beim|ins|nach|mit|von|zu|in|an|auf|für|bei|aus|über|unter|vor|jeden|jede|jedes|kein|keine|\d+[.,]?\d*)$/iu;

/** German adverbs that open a sentence before its verb ("Heute beliefert ...", "Dann kam ..."): no name. */
const DE_OPENING_ADVERB = new Set('heute gestern morgen dann danach damals jetzt nun später zuerst trotzdem plötzlich deshalb darum also dort hier bald erst schon noch immer nie oft manchmal zuletzt endlich sofort stattdessen seitdem inzwischen'.split(' '));

function namesIn(source: string, language?: string): Set<string> {
  const lower = new Set(source.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const seen = new Map<string, number>();
  for (const m of source.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}[\p{L}'’-]*/gu)) {
    const w = m[0].toLowerCase();
    if (lower.has(w) || ANY_PRONOUN_OPENER.test(`${m[0]} `)) continue;
    // German capitalizes every noun: a word after an article, a preposition, a figure or an adjective (lowercase) is a noun
    if (language === 'de') {
      const before =
        source
          .slice(0, m.index)
          .match(/(\S+)\s+$/u)?.[1]
          ?.replace(/[^\p{L}\p{N}.,]/gu, '') ?? '';
      if (DE_BEFORE_NOUN.test(before) || /^\p{Ll}/u.test(before)) continue;
      // a sentence's first word before a lowercase verb, with no noun ending, is a name ("Julia gründete ...")
      const opening = /(?:^|[.!?…]["»”]?\s+)$/u.test(source.slice(0, m.index));
      if (opening && !DE_OPENING_ADVERB.has(w) && !/(?:ung|heit|keit|schaft|tion|chen|lein|er|en)$/u.test(w) && /^\s+\p{Ll}/u.test(source.slice(m.index! + m[0].length))) {
        seen.set(w, (seen.get(w) ?? 0) + 2);
        continue;
      }
    }
    const initial = /(?:^|[.!?…:]["»”“«’]?\s+|\n\s*)$/u.test(source.slice(0, m.index));
    seen.set(w, (seen.get(w) ?? 0) + (initial ? 1 : 2));
  }
  return new Set([...seen].filter(([, n]) => n >= 2).map(([w]) => w));
}

/**
 * A sentence that opens on "She"/"Elle"/"Er" when nothing before it in the text names anyone
 * ("She still asks to see my code on Sundays." with no daughter introduced). Someone is named by
 * a name of the story, a person noun ("my daughter") or a role noun after a determiner ("la
 * recruteuse", "the buyer"); a sentence the text keeps with every source sentence before it, in
 * order, is the author's own telling and refers to what the author set up (so a text that
 * keeps the story whole never reads dangling).
 */
function danglingReferences(text: string, source: string, language: string): string[] {
  const opener = PRONOUN_OPENERS[language];
  if (!opener) return [];
  const names = namesIn(source, language);
  const role = ROLE_NOUN[language];
  const said = sentences(source, language).map(norm);
  const out: string[] = [];
  let introduced = false;
  const kept: string[] = [];
  for (const s of sentences(text, language)) {
    if (!introduced && opener.test(s)) {
      const at = said.indexOf(norm(s));
      const whole = at >= 0 && said.slice(0, at).every((x) => kept.includes(x));
      if (!whole) out.push(s.slice(0, 80));
    }
    kept.push(norm(s));
    // (a sentence's first word is capitalized: "La vendedora", "Die Kundin" read as "la vendedora", "die Kundin")
    // (a possessive names its person too: "the CEO's favourite joke")
    if (
      words(s)
        .map((w) => w.replace(/['’]s$/u, ''))
        .some((w) => names.has(w) || PERSON_NOUNS.has(w)) ||
      Boolean(role?.test(s) || role?.test(s.charAt(0).toLowerCase() + s.slice(1)))
    )
      introduced = true;
  }
  return out;
}

/**
 * A sentence of five words or more said twice in one text (a carousel's cover and its first
 * slide, a script's hook and its body): more often than the source itself says it.
 */
function repeatedSentences(text: string, source: string | undefined, language: string): string[] {
  const count = (t: string) => {
    const seen = new Map<string, number>();
    for (const s of sentences(t, language)) {
      const key = norm(s);
      if (words(key).length >= 5) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return seen;
  };
  const inSource = source ? count(source) : new Map<string, number>();
  const out: string[] = [];
  for (const [key, n] of count(text)) if (n > Math.max(1, inSource.get(key) ?? 0)) out.push(key);
  return out;
}

/** Every broken fill-in of a text. `short` texts (a caption, a title, a thumbnail line) are one piece. */
export function brokenHits(text: string, ctx: BrokenContext): Hit[] {
  const hits: Hit[] = [];
  const around = (line: string, at: number, len: number) => line.slice(Math.max(0, at - 30), at + len + 30).trim();
  for (const line of text.split('\n')) {
    for (const d of LINE_DETECTORS) {
      if (d.language && d.language !== ctx.language) continue;
      const m = d.re.exec(line);
      // (Polish "to to" is "that is": "lekcja … to to, że …")
      if (m && d.name === 'doubled-word' && ctx.language === 'pl' && /^to\s+to$/iu.test(m[0])) continue;
      if (m) hits.push({ name: d.name, match: around(line, m.index, m[0].length) });
    }
  }
  if (ctx.whole) {
    // a whole text ends with its sentence: not mid-phrase, not on "…"
    const last =
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/^#/.test(l))
        .pop() ?? '';
    // (a closing quote of any language ends it: ” » and the German “, « and ’)
    // (a line of the story as its author wrote it, a list item without a stop, is whole)
    // (nor a last line that ends on the story's own last words, where the story ends without a stop: "… los primeros 🎧")
    const ending = (t: string) => words(t).slice(-4).join(' ');
    const authors = ctx.source
      ? ctx.source
          .split('\n')
          .map((l) => norm(l))
          .includes(norm(last)) ||
        (words(last).length >= 4 && ending(ctx.source.replace(/#[\p{L}\p{N}_]+/gu, '')) === ending(last) && !/[.!?…]["»”“'’)]*\s*$/u.test(ctx.source.replace(/(?:\s*(?:#[\p{L}\p{N}_]+|\p{Extended_Pictographic}|\uFE0F))+\s*$/u, '')))
      : false;
    if (last && !authors && (!/[.!?…"»”“«’›)\]\p{Extended_Pictographic}]$/u.test(last) || /(?<!\.)…$|\.\.\.$/u.test(last))) hits.push({ name: 'truncated', match: last.slice(-60) });
  }
  const src = ctx.source ? sourceWords(ctx.source) : undefined;
  const wholes = new Set([...(ctx.titles ?? []), ...(ctx.title ? [ctx.title] : [])].map(norm));
  // the title's own parts are whole too ("Invoice No. 214" of "Invoice No. 214: paid in nine minutes")
  const titleParts = new Set(
    [...(ctx.titles ?? []), ...(ctx.title ? [ctx.title] : [])]
      .flatMap((t) => t.split(/[:;—–]\s+|,\s+|\s+[—–-]\s+/u))
      .map(norm)
      .filter(Boolean),
  );
  for (const s of sentences(text, ctx.language)) {
    if (dangling(s, ctx.language, ctx.source)) hits.push({ name: 'dangling-end', match: s.slice(-60) });
    if (ctx.short && subordinateAlone(s, ctx.language)) hits.push({ name: 'subordinate-alone', match: s.slice(0, 60) });
    if (src) {
      // the story's title is a whole piece, even where the story starts with the same words
      const pieces = [s, ...s.split(/[:;—–]\s+|,\s+/u).filter((p) => p !== s)].filter((p) => !wholes.has(norm(p)) && !titleParts.has(norm(p)));
      const cut = pieces.find((p) => cutClause(p, src, !!ctx.short && !/[.!?…]["»”“«’]?$/u.test(p.trim()), ctx.language));
      if (cut) hits.push({ name: 'cut-clause', match: cut.slice(0, 80) });
    }
  }
  if (ctx.source) for (const m of unitMismatch(text, ctx.source)) hits.push({ name: 'unit-mismatch', match: m });
  if (ctx.source) for (const m of cutFigures(text, ctx.source)) hits.push({ name: 'cut-figure', match: m });
  if (ctx.source && ctx.whole) for (const m of danglingReferences(text, ctx.source, ctx.language)) hits.push({ name: 'dangling-reference', match: m });
  if (ctx.whole) for (const m of repeatedSentences(text, ctx.source, ctx.language)) hits.push({ name: 'repeated-sentence', match: m.slice(0, 80) });
  if (ctx.title && ctx.titleOnce && words(ctx.title).length >= 2) {
    const t = new RegExp(`(?<= )${norm(ctx.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?= )`, 'gu');
    // (each time, also one right after the other: "Jedna podkładka. Jedna podkładka.")
    const times = (body: string) => (` ${norm(body)} `.match(t) ?? []).length;
    // the story's own sentences may hold the title's words: those occurrences are not a frame
    if (times(text) > 1 + (ctx.source ? times(ctx.source) : 0)) hits.push({ name: 'title-twice', match: ctx.title });
  }
  return hits;
}

/** The detectors' names and what each catches, for the eval report. */
export const DETECTORS: Array<{ name: string; why: string }> = [
  ...LINE_DETECTORS.map(({ name, why }) => ({ name, why })),
  { name: 'dangling-end', why: 'a sentence or caption ending on "if", "and", a determiner, or "und war"' },
  { name: 'cut-clause', why: 'a piece of the source cut mid-clause ("That afternoon I printed", "…: day is that")' },
  { name: 'unit-mismatch', why: 'a percentage the source does not give as one ("82%" for an age)' },
  { name: 'cut-figure', why: 'a figure cut from a time or a compound ("2 doors" from "2:15", "7" from "7.30", "24" from "24/7")' },
  { name: 'subordinate-alone', why: 'a caption or a title that is a subordinate clause alone ("dass sie wieder wie neu klingt", "because we listened")' },
  { name: 'title-twice', why: 'the title printed twice' },
  { name: 'truncated', why: 'a text that stops mid-phrase or on "…"' },
  { name: 'dangling-reference', why: 'a sentence opening on "She"/"Elle"/"Er" when nothing before it names anyone' },
  { name: 'repeated-sentence', why: 'a sentence said twice in one text (a cover and its first slide, a hook and the body after it)' },
];
