import { compromise } from '../on-demand.js';
import { franc } from 'franc-min';
import { detectTextLanguage } from './language.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * Quality and risk of a generated text, from a documented rubric (0 to 100).
 *
 * Craft, four parts of 25:
 * - readability: average sentence length close to 8..20 words scores full marks;
 * - length fit: the text's characters inside the platform's range score full marks, falling
 *   off linearly to 0 at half the minimum or twice the maximum;
 * - hook strength: a first line of at most 12 words scores, plus a question, a number, a
 *   first-person or second-person opener, or a contrast word;
 * - repetition: the share of repeated word trigrams; none scores full marks.
 * Integrity, subtracted from the craft score (what makes a text unpublishable, whatever its craft):
 * - broken fill-ins (a template slot holding a fragment, a missing French elision, a pronoun
 *   swap that left its verb behind, a word doubled, a program value): 15 each, up to 45;
 * - mixed languages: sentences of 8+ words in another language than the text's: 20 each plus
 *   their share of 40, up to 40;
 * - truncated: the text stops mid-phrase (no closing punctuation, a trailing "…" or "and"): 20;
 * - copied: with the source given, the share of the text copied from it in runs of 8+ words,
 *   beyond 40%: 0.8 points per percent, up to 40.
 * Risk comes from what could hurt someone if published, not from a date or a figure:
 * high for health details or personal data (an e-mail address, a phone number) about a third
 * party, and for legal or financial advice; medium for a health mention about oneself and for
 * unverifiable claims ("studies prove", "guaranteed", "100%"); low otherwise. Names and figures
 * are still listed in the warnings, for the author to check.
 */
export type Platform = 'linkedin' | 'carousel' | 'script' | 'short' | 'article';

export const LENGTH_RANGES: Record<Platform, [number, number]> = {
  linkedin: [400, 3000],
  carousel: [300, 2500],
  script: [1500, 20000],
  short: [200, 1200],
  article: [2500, 20000],
};

export interface Assessment {
  qualityScore: number;
  riskLevel: 'low' | 'medium' | 'high';
  warnings: string[];
  parts: { readability: number; lengthFit: number; hook: number; repetition: number; integrity: number };
}

export interface AssessOptions {
  /** what the text was written from: copying it wholesale lowers the score */
  source?: string;
  /** the language the text should be in (else the language most of it is in) */
  language?: string;
}

const HEALTH =
  /(?<![\p{L}])(cures?|cured|heal(?:s|ed)?|diagnos\w*|disease|cancer|diabet\w*|depress\w*|anxiety|medication|symptom\w*|therap(?:y|ist)|chemo\w*|surgery|psychiatr\w*|guéri\w*|maladie|médicament\w*|dépression|enfermedad|medicamento|diagnóstico|depresión|krankheit|krebs|medikament\w*|diagnose|depression)(?![\p{L}])/iu;
const THIRD_PARTY =
  /(?<![\p{L}])(colleague|coworker|patient|neighbou?r|client|customer|employee|friend|my (?:wife|husband|partner|son|daughter|mother|father|mom|dad|brother|sister|boss)|his|her|their|collègue|voisine?|patiente?|ami|amie|mon (?:fils|père|mari|frère)|ma (?:fille|mère|femme|sœur)|compañer[oa]|vecin[oa]|paciente|mi (?:hijo|hija|madre|padre|esposa|marido)|kolleg\w*|nachbar\w*|patient\w*|meine? (?:frau|mann|tochter|sohn|mutter|vater))(?![\p{L}])/iu;
const PERSONAL_DATA = /[\w.+-]+@[\w-]+\.[\w.]+|(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){3,}\d{2,4}/;
const FINANCIAL_ADVICE =
  /(?<![\p{L}])(invest(?:ing|ment)? (?:in|your)|put your (?:savings|money)|your savings|buy (?:stocks?|shares|crypto|bitcoin)|passive income|get rich|double your (?:money|revenue|income)|best investment|financial advice|placez votre épargne|investissez|invierte tu|legen sie ihr geld)(?![\p{L}])/iu;
const LEGAL_ADVICE =
  /(?<![\p{L}])(you (?:do not|don't) need a lawyer|legally (?:you|allowed)|sue (?:them|him|her)|stop paying them|loophole|avoid (?:paying )?tax(?:es)?|without a contract|the contract ends on its own|pas besoin d'(?:un )?avocat|no necesitas (?:un )?abogado|keinen anwalt)(?![\p{L}])/iu;
const UNVERIFIABLE =
  /(?<![\p{L}])(studies (?:show|prove)|scientifically proven|proven to|guarantee[sd]?|garanti[es]?|100 ?%|always works|never fails|everyone knows|les études (?:montrent|prouvent)|estudios demuestran|studien (?:zeigen|beweisen))(?![\p{L}])/iu;
const CONTRAST = /(?<![\p{L}])(but|yet|however|until|instead|mais|pourtant|pero|aunque|aber|doch)(?![\p{L}])/iu;

/** Patterns a careful writer never produces (see the eval's detectors, scripts/eval/metrics.ts). */
const BROKEN: Array<{ re: RegExp; language?: string }> = [
  { re: /(?:\bthat|\blesson[^:\n]{0,30}:)\s+(?:who|what|which|whom|whose|where|when|how)\s+\p{Ll}+(?:\s+\p{Ll}+)?\s*[.?!,]/iu },
  { re: /(?<![\p{L}-])(?:je|me|te|se|le|la|de|ne|que)\s+(?:[aeiouyéèêàâîïôû]|h(?:ab|eur|ist|om|ôp|um))/iu, language: 'fr' },
  { re: /\b(?:you|they|we)\s+(?:was|wasn't|am)\b|\bI\s+(?:were|is|are)\b/ },
  { re: /(?<![\p{L}])(\p{L}{3,})\s+\1(?![\p{L}])/iu },
  { re: /\b(?:undefined|null|NaN)\b|\[object |\{\{|\$\{/ },
];
const FUNCTION_END = /(?<![\p{L}'’])(?:the|a|an|of|to|at|in|on|and|or|with|le|la|les|de|des|du|et|un|une|el|los|las|del|y|der|die|das|und|ein|eine|mit)$/iu;
const JUDGED = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'pl'];
const JUDGED3: Record<string, string> = { eng: 'en', fra: 'fr', spa: 'es', deu: 'de', ita: 'it', por: 'pt', nld: 'nl', pol: 'pl' };

/** A sentence is in another language only when both detectors (function words first, trigrams) say the same other one. */
function foreignTo(language: string, sentence: string): boolean {
  const cue = detectTextLanguage(sentence, { among: JUDGED }).code;
  if (cue === language) return false;
  return JUDGED3[franc(sentence, { minLength: 10, only: Object.keys(JUDGED3) })] === cue;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Sentences in any language: after . ! ? … followed by a capital, or at a line break. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…])\s+(?=[\p{Lu}¿¡«"“])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s) && !/^#/.test(s));
}

/** Share of `text`'s words that sit in runs of 8+ consecutive words of `source`. */
export function copiedShare(text: string, source: string, n = 8): number {
  const out = words(text);
  const src = words(source);
  if (out.length === 0) return 0;
  const grams = new Set<string>();
  for (let i = 0; i + n <= src.length; i++) grams.add(src.slice(i, i + n).join(' '));
  const covered = new Array<boolean>(out.length).fill(false);
  for (let i = 0; i + n <= out.length; i++) if (grams.has(out.slice(i, i + n).join(' '))) for (let k = i; k < i + n; k++) covered[k] = true;
  return covered.filter(Boolean).length / out.length;
}

export function assessText(text: string, platform: Platform, opts: AssessOptions = {}): Assessment {
  const doc = nlp(text);
  const sentences = sentencesOf(text);
  const allWords = words(text);
  const avg = sentences.length ? allWords.length / sentences.length : 0;

  const readability = avg === 0 ? 0 : avg >= 8 && avg <= 20 ? 25 : Math.max(0, 25 - Math.abs(avg < 8 ? 8 - avg : avg - 20) * 2.5);

  const [min, max] = LENGTH_RANGES[platform];
  const len = text.length;
  const lengthFit =
    len >= min && len <= max ? 25 : len < min ? Math.max(0, (25 * (len - min / 2)) / (min / 2)) : Math.max(0, 25 * (1 - (len - max) / max));

  const firstLine = text.split('\n').find((l) => l.trim().length > 0)?.trim() ?? '';
  const firstWords = words(firstLine);
  let hook = 0;
  if (firstWords.length > 0 && firstWords.length <= 12) hook += 10;
  if (/\?/.test(firstLine)) hook += 5;
  if (/\d/.test(firstLine)) hook += 4;
  if (/^(i|we|you|my|your|je|j'|nous|vous|yo|mi|ich|wir|sie)(?![\p{L}])/iu.test(firstLine)) hook += 3;
  if (CONTRAST.test(firstLine)) hook += 3;
  hook = Math.min(25, hook);

  const trigrams = allWords.slice(2).map((w, i) => `${allWords[i]} ${allWords[i + 1]} ${w}`);
  const repeated = trigrams.length - new Set(trigrams).size;
  const repetition = trigrams.length === 0 ? 25 : Math.max(0, 25 * (1 - (repeated / trigrams.length) * 4));

  // integrity
  const warnings: string[] = [];
  const language = opts.language ?? detectTextLanguage(text, { among: JUDGED }).code;
  const brokenHits = BROKEN.filter((b) => (!b.language || b.language === language) && b.re.test(text)).length;
  if (brokenHits) warnings.push(`reads broken in ${brokenHits} place${brokenHits > 1 ? 's' : ''} (a fragment in a template slot, a missing elision, a doubled word)`);
  const judged = sentences.filter((s) => words(s).length >= 8);
  const foreign = judged.filter((s) => foreignTo(language, s));
  if (foreign.length) warnings.push(`mixes languages: ${foreign.length} sentence${foreign.length > 1 ? 's' : ''} not in ${language}`);
  const lastLine = text.split('\n').map((l) => l.trim()).filter((l) => l && !/^#/.test(l)).pop() ?? '';
  const truncated = lastLine !== '' && (!/[.!?…"»”)\]\p{Extended_Pictographic}]$/u.test(lastLine) || /…$/.test(lastLine) || FUNCTION_END.test(lastLine.replace(/[,;:]+$/, '')));
  if (truncated) warnings.push('stops mid-phrase');
  const copied = opts.source ? copiedShare(text, opts.source) : 0;
  if (copied > 0.4) warnings.push(`${Math.round(copied * 100)}% copied word for word from the source`);
  const integrity =
    Math.min(45, 15 * brokenHits) +
    (judged.length ? Math.min(40, 20 * foreign.length + Math.round((40 * foreign.length) / judged.length)) : 0) +
    (truncated ? 20 : 0) +
    Math.round(Math.min(40, Math.max(0, (copied - 0.4) * 80)));

  // risk: real signals only
  // written names are capitalized: compromise sometimes tags a common noun ("the lesson I took") as a name
  const people = [...new Set(doc.people().out('array') as string[])].map((p) => p.replace(/[.,;:!?]+$/, '')).filter((p) => /^\p{Lu}/u.test(p));
  if (people.length) warnings.push(`names a person: ${people.slice(0, 3).join(', ')}`);
  const health = HEALTH.exec(text);
  const thirdParty = people.length > 0 || THIRD_PARTY.test(text);
  if (health) warnings.push(thirdParty ? `health details about someone else ("${health[0]}")` : `mentions health ("${health[0]}")`);
  const personal = PERSONAL_DATA.exec(text);
  if (personal) warnings.push(`personal contact data ("${personal[0].trim()}")`);
  const finance = FINANCIAL_ADVICE.exec(text);
  if (finance) warnings.push(`financial advice ("${finance[0]}")`);
  const legal = LEGAL_ADVICE.exec(text);
  if (legal) warnings.push(`legal advice ("${legal[0]}")`);
  const claim = UNVERIFIABLE.exec(text);
  if (claim) warnings.push(`unverifiable claim ("${claim[0]}")`);
  if (len > max) warnings.push(`too long for the platform: ${len} characters, over ${max}`);

  const riskLevel = (health && thirdParty) || personal || finance || legal ? 'high' : health || claim ? 'medium' : 'low';
  const parts = { readability, lengthFit, hook, repetition, integrity: -integrity };
  const qualityScore = Math.max(0, Math.round(readability + lengthFit + hook + repetition - integrity));
  return { qualityScore, riskLevel, warnings, parts };
}
