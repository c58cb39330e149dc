import { splitSentences } from './clauses.js';

/**
 * People in a story: who is named or introduced ("my daughter", "Mr. Okafor", "Priya") and
 * which sentences only refer back to someone ("She still asks ..."). A post that keeps a
 * sentence referring to someone keeps the sentence that introduces them.
 */

/** Third-person pronouns, per language: a sentence with one refers to someone introduced before. */
const PRONOUNS: Record<string, RegExp> = {
  en: /(?<!\p{L})(he|she|him|her|his|hers|they|them|their)(?!\p{L})/iu,
  fr: /(?<!\p{L})(il|elle|ils|elles|lui|leur|eux)(?!\p{L})/iu,
  es: /(?<!\p{L})(él|ella|ellos|ellas|le|les)(?!\p{L})/iu,
  de: /(?<!\p{L})(er|ihn|ihm|sein|seine|seinen|seinem|ihr|ihre|ihren|ihrem)(?!\p{L})/u,
  pl: /(?<!\p{L})(on|ona|oni|one|jego|jej|ich|mu|go|nim|nią)(?!\p{L})/iu,
  it: /(?<!\p{L})(lui|lei|loro|gli)(?!\p{L})/iu,
};

/** Words that introduce a person: a possessive before a noun ("my daughter", "ma fille"), a role noun with an article. */
const INTRODUCES: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:my|our|a|an|the|one)\s+(?:\p{L}+\s+)?(?:daughter|son|wife|husband|mother|father|mom|dad|brother|sister|friend|colleague|boss|manager|client|customer|patient|neighbou?r|teacher|student|nurse|doctor|engineer|founder|intern|kid|child|partner|girl|boy|man|woman|uncle|aunt|grandmother|grandfather|coach|mentor|dentist|lawyer)s?(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:mon|ma|mes|notre|un|une|le|la)\s+(?:\p{L}+\s+)?(?:fille|fils|femme|mari|mère|père|frère|sœur|ami|amie|collègue|patron|patronne|client|cliente|patient|patiente|voisin|voisine|oncle|tante|professeur|infirmière|médecin|stagiaire|enfant)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:mi|mis|nuestro|nuestra|un|una|el|la)\s+(?:\p{L}+\s+)?(?:hija|hijo|esposa|esposo|madre|padre|hermano|hermana|amigo|amiga|colega|jefe|jefa|cliente|paciente|vecino|vecina|tío|tía|profesor|profesora|enfermera|médico)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:mein|meine|meinen|meinem|unser|unsere|ein|eine|der|die)\s+(?:\p{L}+\s+)?(?:Tochter|Sohn|Frau|Mann|Mutter|Vater|Bruder|Schwester|Freund|Freundin|Kollege|Kollegin|Chef|Chefin|Kunde|Kundin|Patient|Patientin|Nachbar|Nachbarin|Onkel|Tante|Lehrer|Lehrerin)(?!\p{L})/u,
};
const FUNCTION_FIRST = /^(?:I|We|You|He|She|It|They|The|A|An|My|Our|This|That|There|Then|But|And|So|When|After|Before|On|In|At|Je|Il|Elle|Le|La|Les|Un|Une|Mon|Ma|Mais|Et|Quand|Yo|El|Los|Las|Mi|Pero|Y|Cuando|Ich|Er|Sie|Es|Der|Die|Das|Ein|Eine|Mein|Meine|Aber|Und|Als|Ja|On|Ona|To|Ale|Io|Lui|Lei|Ma|Quando)$/u;

/** The sentence refers to someone by a pronoun only. */
export function refersToSomeone(text: string, language: string): boolean {
  return Boolean(PRONOUNS[language]?.test(text)) && !introducesSomeone(text, language);
}

/** The sentence names or introduces a person. */
export function introducesSomeone(text: string, language: string): boolean {
  return Boolean(INTRODUCES[language]?.test(text)) || namesSomeone(text, language);
}

/** The sentence names someone: a capitalized word that is not a sentence's function word ("Priya", "Mr. Okafor", "Lucía"). */
export function namesSomeone(text: string, language: string): boolean {
  // a capitalized word that is not a sentence's function word: a name ("Priya", "Mr. Okafor", "Lucía")
  return splitSentences(text).some((s) => s.split(/\s+/).some((w, i) => {
    const word = w.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '');
    // (a sentence's first word is capitalized anyway: it counts only when it is no function word and a verb follows in English, "Priya was")
    if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || language === 'de') return false;
    return i > 0 || (!FUNCTION_FIRST.test(word) && /^(?:was|is|had|has|said|asked|told|called|came|wanted|\p{Ll}+ed)$/u.test(s.split(/\s+/)[1] ?? ''));
  }));
}

/** A title before a name: the name comes with it ("Mr. Okafor", "Dr Weber"). */
const HONORIFIC = /^(?:Mr|Mrs|Ms|Dr|Prof|M|Mme|Mlle|Sr|Sra|Srta|Dña|Herr|Frau|Pan|Pani|Sig|Sig\.ra)\.?$/u;

/**
 * The person a story is about, by name: a capitalized word inside a sentence that comes back in
 * another sentence, or that follows a title ("Mr. Okafor"). Not in German, whose nouns are all
 * capitalized. Undefined when no one is named.
 */
export function nameOf(sentences: string[], language: string): string | undefined {
  if (language === 'de') return undefined;
  const seen = new Map<string, Set<number>>();
  let titled: string | undefined;
  sentences.forEach((text, n) => {
    const words = text.split(/\s+/);
    words.forEach((w, i) => {
      const word = w.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '');
      if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || FUNCTION_FIRST.test(word)) return;
      const before = words[i - 1]?.replace(/^[«"“„(]+/u, '');
      if (before && HONORIFIC.test(before)) titled ??= `${before} ${word}`;
      if (i === 0) return;
      if (!seen.has(word)) seen.set(word, new Set());
      seen.get(word)!.add(n);
    });
  });
  if (titled) return titled;
  // a name said once could be a place or a brand; one that comes back is who the story is about
  return [...seen.entries()].find(([, at]) => at.size > 1)?.[0];
}

/** A thing referred back to by a pronoun after a preposition ("sat on it", "darauf", "con ella"): the sentence before says what it is. */
const THING_BACK: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:on|in|at|into|onto|with|about|of|under|behind|for|from|without|inside|around) (?:it|them)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:dessus|dessous|dedans)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:en|con|sobre|sin|debajo de|encima de) (?:él|ella|ellos|ellas)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:darauf|darin|damit|daran|darüber|davon|darunter|dahinter)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:sopra|dentro|sotto) di (?:esso|essa)(?!\p{L})/iu,
};

/** The sentence refers back to a thing the one before it names ("By Friday six neighbours sat on it."). */
export function refersToSomething(text: string, language: string): boolean {
  return Boolean(THING_BACK[language]?.test(text));
}
