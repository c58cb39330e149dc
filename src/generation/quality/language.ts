import { franc } from '../../on-demand.js';
import { words } from './text.js';

/** The languages the writer has packs for, and so the ones the judges tell apart. */
export const JUDGED_LANGUAGES = ['en', 'fr', 'es', 'de', 'pl', 'it'] as const;
const ISO3: Record<string, string> = { en: 'eng', fr: 'fra', es: 'spa', de: 'deu', pl: 'pol', it: 'ita' };
const ISO1 = Object.fromEntries(Object.entries(ISO3).map(([a, b]) => [b, a]));

/** Frequent function words of each language: several of one language's and few of the others' tell a sentence's language. */
const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set('the a an and of to in on at for with from by is are was were be been have has had i you he she we they it my your his her our their this that what who when how not no do now but or if me him them us'.split(' ')),
  fr: new Set(
    "le la les un une des du de et à au aux en dans sur pour par avec est sont était été ai as a avons ont je tu il elle nous vous ils elles ce cette ces qui que quand comment pas ne mais ou si mon ma mes son sa ses leur leurs l' d' j' qu' n' s' m' c' y".split(
      ' ',
    ),
  ),
  es: new Set('el la los las un una uno unos unas cada y de del en a al por para con es son era fue ha he han yo tú él ella nosotros ellos este esta ese esa eso esos esas mismo misma que cuando cómo no pero o si mi mis su sus lo me se le más muy'.split(' ')),
  de: new Set(
    'der die das den dem des ein eine einen einem und zu im in an auf für mit von ist sind war waren was wurde wird kein keine keinem keinen hat habe hatte ich du er sie wir ihr es dieser diese dass wenn wie nicht auch noch nur schon aber oder mein meine sein seine ihre uns sich'.split(
      ' ',
    ),
  ),
  pl: new Set('i w na z do się nie że to jest był była było mój moja mnie jak ale lub o od po przy dla ze co jego jej ich już tak u nas nam wam'.split(' ')),
  it: new Set(
    "il lo gli la le un una uno ogni di del della dei delle degli dello e è a ai agli allo in per con che non ma sono ho ha mi mio mia si ci nel nella nei negli al alla da dal dai sul sulla sui anche come quando questo questa era l' un' c' dell' all' nell'".split(
      ' ',
    ),
  ),
};

/** Letters a language never writes (names aside): "zostawiła ślad" is not Spanish, whatever its trigrams. */
const FOREIGN_LETTERS: Record<string, RegExp> = {
  en: /[ąęłśźżćńßäöüñœç]/iu,
  fr: /[ąęłśźżćńßäöñòì]/iu,
  es: /[ąęłśźżćßäöœçêèàòìù]/iu,
  de: /[ąęłśźżćńñœçêèàòìùé]/iu,
  pl: /[ßäöüñœçêèàòìùé]/iu,
  // (Italian writes its accents grave but for é: never á, í, ó or ú, as Spanish does)
  it: /[ąęłśźżćńßäöüñœçêáíóú]/iu,
};

function tokens(sentence: string): string[] {
  return (
    sentence
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/\p{L}+'|[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Function-word counts per language, best first. */
function cues(sentence: string): Array<{ code: string; n: number }> {
  const t = tokens(sentence);
  return Object.entries(FUNCTION_WORDS)
    .map(([code, set]) => ({ code, n: t.filter((x) => set.has(x)).length }))
    .sort((a, b) => b.n - a.n);
}

/**
 * Word shapes each language writes and its neighbours rarely do, for sentences whose function
 * words say little ("Marco ripara barche a Genova da venticinque anni."): endings (-zione,
 * -ción, -ung), letter groups (Italian double consonants and "gn", Polish "rz"/"cz", German
 * "sch"), and frequent content words. Names and figures are left out (capitalized or digits).
 */
const MORPHOLOGY: Record<string, RegExp[]> = {
  en: [/(?:ing|ly|ness|ight|ough)$/, /^(?:th|wh)/, /w/],
  fr: [/(?:ment|eau|eaux|eux|aient|ait|ière|ées?)$/, /(?:ou|oi|ai)/, /[èêçœû]/],
  es: [/ñ/, /ci[oó]n(?:es)?$/, /^\p{L}{2,}(?:os|as|ado|ada|ido|ida|dad)$/u, /[áíóú]/, /^(?:muy|pero|desde|hace|años|había|está|estaba|también|donde|entonces)$/],
  de: [/(?:sch|ß|ä|ö|ü)/, /(?:ung|keit|heit|lich|chen|ig)$/, /^(?:nicht|auch|noch|schon|nach|wieder|immer|jahre|jahr)$/],
  pl: [/(?:rz|cz|sz|ść|ł|ą|ę|ż|ź|ń)/, /(?:ów|ych|ami|owie|ość)$/, /^(?:się|był|była|jak|już|przez|dla)$/],
  it: [/zion[ei]$/, /(?:tt|pp|zz|gg|bb|ff|cch|gn|gli|nn)/, /^(?:gli|della|dello|degli|delle|nel|nella|sul|sulla|questo|questa|perché|però|anni|sono|molto|ancora|sempre|anche)$/],
};

/** Morphology counts per language; Italian also scores when its lowercase words all end on a vowel (Spanish plurals and infinitives do not). */
function morphology(sentence: string): Record<string, number> {
  const t = (sentence.replace(/’/g, "'").match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}]*/gu) ?? []).filter((x) => x.length >= 2);
  const out: Record<string, number> = {};
  for (const [code, res] of Object.entries(MORPHOLOGY)) out[code] = t.filter((x) => res.some((re) => re.test(x))).length;
  const long = t.filter((x) => x.length >= 3);
  if (long.length >= 3 && long.every((x) => /[aeiouàèéìòù]$/u.test(x))) out.it! += 2;
  return out;
}

/**
 * The language of one sentence among the judged languages, or undefined when it cannot be told.
 * Function words first (two or more of one language and at most half as many of any other);
 * trigrams (franc) only for sentences of 8+ words the function words leave open, checked
 * against the word shapes: a guess whose shapes another language has clearly more of (two or
 * more) gives way to that language. A short sentence ("Slow push-in on the speaker") is told by
 * its function words alone.
 */
export function sentenceLanguage(sentence: string): string | undefined {
  const w = words(sentence);
  if (w.length < 3) return undefined;
  const [first, second] = cues(sentence);
  // (a letter the language never writes vetoes its function words too: "Słońce wyszło o 5.10, a zraszacze ..." is not Spanish for its "o" and "a")
  if (first!.n >= 2 && first!.n >= 2 * second!.n) return FOREIGN_LETTERS[first!.code]!.test(sentence) ? undefined : first!.code;
  // (figures and units carry no language: "Part 14 came out 0.03 mm over." is five words for the trigrams)
  if (w.filter((x) => /\p{L}{2,}/u.test(x)).length < 8) return undefined;
  const guess = ISO1[franc()(sentence, { minLength: 10, only: Object.values(ISO3) })];
  // trigrams mistake one language for another on short sentences: a letter the guess never uses vetoes it
  if (!guess || FOREIGN_LETTERS[guess]!.test(sentence)) return undefined;
  const shapes = morphology(sentence);
  const counts = Object.fromEntries(cues(sentence).map((c) => [c.code, c.n]));
  const better = Object.keys(shapes)
    .filter((code) => code !== guess && shapes[code]! >= shapes[guess]! + 2 && counts[code]! >= counts[guess]! && !FOREIGN_LETTERS[code]!.test(sentence))
    .sort((a, b) => shapes[b]! - shapes[a]!)[0];
  return better ?? guess;
}

/** A sentence without what it quotes ("…", «…», “…”, „…“); a sentence that is all quote stays as it is. */
function withoutQuotes(sentence: string): string {
  const rest = sentence.replace(/«[^»]*»|“[^”]*”|„[^“”]*[“”]|"[^"]*"/gu, ' ');
  return words(rest).length > 0 ? rest : sentence;
}

/**
 * Whether a sentence is written in another language than `language`. A sentence of fewer than
 * 5 words counts only when it has two or more function words of the other language and none
 * of `language`'s (names and figures carry no language); a longer one never when it has more
 * function words of `language` than of the other. The text's own language is the prior for a
 * sentence of fewer than 12 words that only the trigrams tell: it counts as foreign only when
 * the other language's word shapes outnumber `language`'s.
 */
export function inOtherLanguage(sentence: string, language: string): string | undefined {
  if (!(language in FUNCTION_WORDS)) return undefined;
  const said = sentenceLanguage(sentence);
  if (!said || said === language) return undefined;
  // words in quotes are someone's own, in whatever language they said them (« not working, please »): a sentence is
  // in another language only if what it says around its quotes is too
  const around = withoutQuotes(sentence);
  if (around !== sentence && sentenceLanguage(around) !== said) return undefined;
  const counts = cues(sentence);
  const own = counts.find((c) => c.code === language)!.n;
  const theirs = counts.find((c) => c.code === said)!.n;
  // trigrams' guess against more of the text's own function words than of the guessed
  // language's ('Cold open: "Ten minutes before our investor demo"') is the guess's mistake
  if (own > theirs) return undefined;
  if (words(sentence).length < 5 && own > 0) return undefined;
  const byFunctionWords = theirs >= 2 && theirs >= 2 * Math.max(...counts.filter((c) => c.code !== said).map((c) => c.n));
  if (!byFunctionWords && words(sentence).length < 12) {
    const shapes = morphology(sentence);
    if (shapes[language]! >= shapes[said]!) return undefined;
  }
  return said;
}
