/**
 * What could hurt someone if published, in the six judged languages: health details, a named
 * patient, client or minor, personal contact data, legal or financial advice, unverifiable
 * claims. Not a date, not a figure.
 */

const W = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

const HEALTH = W(
  'cures?|cured|heal(?:s|ed)?|diagnos\\w*|disease|cancer|tumou?r|diabet\\w*|depress\\w*|anxiety|medication|symptom\\w*|therap(?:y|ist)|chemo\\w*|surgery|psychiatr\\w*|dementia|alzheimer\\w*|heart attack|cardiac arrest|overdose|' +
    'guéri\\w*|maladie|médicament\\w*|dépression|anxiété|chimio\\w*|cancer|diabète|démence|infarctus|' +
    'enfermedad|medicamento|diagnóstico|depresión|ansiedad|quimio\\w*|infarto|demencia|' +
    'krankheit|krebs|medikament\\w*|diagnose|depression|angststörung|chemotherapie|herzinfarkt|demenz|' +
    'choroba|chorob\\w+|rak|raka|rakiem|leki|leków|lekarstw\\w*|diagnoz\\w*|depresj\\w*|chemioterapi\\w*|zawał\\w*|' +
    'malattia|farmac\\w+|diagnosi|depressione|ansia|chemioterapia|tumore|ictus|' +
    // care, pregnancy, surgery and imaging, in every language (a medical interpreter's ward, a physiotherapist's patient, a dentist's X-ray)
    'oncolog\\w*|pregnan\\w*|miscarriage|x-rays?|physiotherap\\w*|therapeut\\w*|prescriptions?|painkillers?|' +
    'enceinte|grossesse|fausse couche|chirurgi\\w*|radiographies?|anesthési\\w*|kinésithérap\\w*|physiothérap\\w*|ordonnances? médicales?|' +
    'embarazad[ao]|embarazo|aborto espontáneo|cirugía|radiografías?|anestesia|fisioterap\\w*|oncólog\\w*|' +
    'onkolog\\w*|schwanger\\w*|fehlgeburt|op|röntgen\\w*|narkose|physiotherap\\w*|schmerzmittel|schmerzen|therapie|' +
    'onkolog\\w*|w ciąży|ciąż[ay]|poronieni\\w*|operacj[aię] \\w+|rentgen\\w*|znieczuleni\\w*|fizjoterap\\w*|' +
    'oncolog\\w*|incinta|gravidanza|aborto spontaneo|chirurgi\\w*|radiografi[ae]|anestesi[ae]|fisioterap\\w*',
);
/** people whose story is theirs to tell: patients, clients, minors */
const PATIENT_OR_CLIENT = W('patients?|clients?|customers?|patiente?s?|cliente?s?|pacientes?|patient(?:in|en)?|klient(?:in|en)?|kund(?:e|in|en)|pacjent(?:ka|ki|a|ów)?|klient(?:ka|a|ów)?|pazient[ei]');
const MINOR = W(
  'child|children|kids?|(?:my|our|his|her|their|a) son|daughter|boy|girl|teen(?:ager)?|pupil|schoolchild|minor|toddler|baby|' +
    'enfant|enfants|fils|fille|garçon|élève|ado(?:lescent)?e?|bébé|' +
    'niñ[oa]s?|hij[oa]s?|chic[oa]|alumn[oa]|adolescente|bebé|' +
    '(?:mein|unser|sein|ihr|das|ein)e?s? kind|kinder|sohn|tochter|junge|mädchen|schüler(?:in)?|baby|' +
    'dziecko|dzieci|syn|córka|chłopiec|dziewczynka|uczeń|uczennica|' +
    'bambin[oa]|figli[oa]|ragazz[oa]|alunn[oa]|neonato',
);
/** an age under 18 in any of the languages, in digits or in words ("a 9-year-old", "12 ans", "siete años", "10 Jahre", "szesnaście lat", "11 anni") */
const UNDER_18 =
  '1[0-7]|[1-9]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|' +
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|' +
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|' +
  'zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|' +
  'dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście|' +
  'due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette';
const MINOR_AGE_ANY = new RegExp(`(?<![\\d\\p{L}-])(?:${UNDER_18})(?:-year-old|\\s+(?:years? old|ans|años|jahre(?: alt)?|jährig\\w*|lat|anni))(?![\\p{L}])`, 'giu');
/** a duration, not an age: "for 12 years", "depuis 12 ans", "desde hace once años", "seit zehn Jahren", "od dwóch lat", "da 10 anni" */
const DURATION_BEFORE =
  /(?:for|since|over|after|in|depuis|pendant|durant|il y a|après|en|desde|hace|durante|después de|en|seit|vor|nach|über|in|od|przez|po|za|da|per|dopo|in|tra|fra)\s+(?:about|around|almost|nearly|environ|presque|casi|unos|unas|fast|etwa|ungefähr|prawie|około|quasi|circa)?\s*$/iu;
/** ... nor "ten years later", "deux ans plus tard", "zehn Jahre lang", "tre anni fa" */
const DURATION_AFTER = /^\s*(?:later|long|ago|plus tard|auparavant|después|antes|más tarde|lang|später|zuvor|temu|później|fa|dopo|prima|più tardi)(?![\p{L}])/iu;
/** an age under 18 that is someone's age, not a duration */
/** ... nor the author's own childhood ("when I was nine", "quand j'avais neuf ans", "yo tenía", "war ich", "miałem", "avevo") */
const OWN_AGE_BEFORE = /(?:I was|I'd been|j'avais|je n'avais que|yo tenía|war ich|miałem|miałam|avevo)\s+(?:about|around|only|just|environ|à peine|unos|etwa|erst|około|dopiero|circa|solo)?\s*$/iu;
const isAge = (text: string, m: RegExpMatchArray) => {
  const before = text.slice(Math.max(0, m.index! - 30), m.index!);
  return !DURATION_BEFORE.test(before) && !OWN_AGE_BEFORE.test(before) && !DURATION_AFTER.test(text.slice(m.index! + m[0].length));
};
const MINOR_AGE = {
  exec: (text: string): RegExpMatchArray | null => [...text.matchAll(MINOR_AGE_ANY)].find((m) => isAge(text, m)) ?? null,
  test: (text: string): boolean => [...text.matchAll(MINOR_AGE_ANY)].some((m) => isAge(text, m)),
};
const TITLE_NAME = /(?<![\p{L}])(?:Mr|Mrs|Ms|Mx|Dr|Prof|M|Mme|Mlle|Me|Pr|Sr|Sra|Srta|Dra|Dña|D|Herr|Frau|Pan|Pani|[Ss]ig|[Ss]ig\.ra|[Ss]ig\.na|[Dd]ott|[Dd]ott\.ssa|[Pp]rof\.ssa|[Aa]vv|dr|prof)\.?\s+\p{Lu}\p{Ll}+/u;
/** a name right after the role word ("my client Laura", "paciente Rosa", "patient, Mr. Okafor"), on its line: a heading that ends on "clients" and the paragraph after it ("Sur ce point") are no name */
const NAME_AFTER = /^,?[^\S\n]+(?:(?:Mr|Mrs|Ms|Dr|M|Mme|Sr|Sra|Herr|Frau|Pan|Pani|Sig)\.?\s+)?\p{Lu}\p{Ll}{2,}/u;
/** a name right before it ("Laura, my client", "Lucía, que entonces tenía 17 años") */
const NAME_BEFORE = /(\p{Lu}\p{Ll}{2,}),\s+(?:[\p{Ll}\p{N}]+\s+){0,3}$/u;
/** a capitalized word after an article or a possessive is a noun (German "meine jüngste Auszubildende, 17 Jahre alt"), not a name */
const NOUN_BEFORE = /(?<![\p{L}])(?:der|die|das|den|dem|ein|eine|einen|einem|mein|meine|meinen|meinem|unser|unsere|sein|seine|ihr|ihre|dein|deine)\s+(?:\p{Ll}+\s+)?$/u;
function nameBefore(before: string): string | undefined {
  // the nearest capitalized word before the role, past up to three words, that is no German noun
  for (let cut = before; ; ) {
    const m = NAME_BEFORE.exec(cut);
    if (!m) return undefined;
    if (!NOUN_BEFORE.test(cut.slice(0, m.index))) return m[1];
    cut = cut.slice(0, m.index);
  }
}
const THIRD_PARTY = W(
  'colleague|coworker|patient|neighbou?r|client|customer|employee|friend|my (?:wife|husband|partner|son|daughter|mother|father|mom|dad|brother|sister|boss)|his|her|their|' +
    'collègue|voisine?|patiente?|ami|amie|mon (?:fils|père|mari|frère)|ma (?:fille|mère|femme|sœur)|compañer[oa]|vecin[oa]|paciente|mi (?:hijo|hija|madre|padre|esposa|marido)|' +
    'kolleg\\w*|nachbar\\w*|patient\\w*|meine? (?:frau|mann|tochter|sohn|mutter|vater)|pacjent\\w*|sąsiad\\w*|kolega|koleżanka|moja (?:córka|matka|żona)|mój (?:syn|ojciec|mąż)|collega|vicin[oa]|paziente|mi[oa] (?:figli[oa]|madre|padre|moglie|marito)',
);
const PERSONAL_DATA = /[\w.+-]+@[\w-]+\.[\w.]+|(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){3,}\d{2,4}/;
const FINANCIAL_ADVICE = W(
  'invest(?:ing|ment)? (?:in|your)|put your (?:savings|money)|your savings|buy (?:stocks?|shares|crypto|bitcoin)|passive income|get rich|double your (?:money|revenue|income)|best investment|financial advice|placez votre épargne|investissez|invierte tu|legen sie ihr geld',
);
const LEGAL_ADVICE = W(
  "you (?:do not|don't) need a lawyer|legally (?:you|allowed)|sue (?:them|him|her)|stop paying them|loophole|avoid (?:paying )?tax(?:es)?|without a contract|the contract ends on its own|pas besoin d'(?:un )?avocat|no necesitas (?:un )?abogado|keinen anwalt",
);
const UNVERIFIABLE = W(
  'studies (?:show|prove)|scientifically proven|proven to|guarantee[sd]?|garanti[es]?|100 ?%|always works|never fails|everyone knows|les études (?:montrent|prouvent)|estudios demuestran|studien (?:zeigen|beweisen)|badania (?:pokazują|dowodzą)|gli studi (?:dimostrano|provano)',
);

export interface Risk {
  riskLevel: 'low' | 'medium' | 'high';
  warnings: string[];
}

/**
 * The name given with a role word ("my client Laura", "paciente Rosa", "patient, Mr. Okafor").
 * `keep`: which matches count (an age, not a duration); `titled`: whether a title names them
 * (a minor's nearby "Sr. Castillo" is a parent: "la hija del Sr. Castillo, Lucía").
 */
function named(text: string, role: RegExp, keep: (m: RegExpMatchArray) => boolean = () => true, titled = true): string | undefined {
  const g = new RegExp(role.source, 'giu');
  for (const m of text.matchAll(g)) {
    if (!m[0] || !keep(m)) continue;
    const at = m.index!;
    const after = text.slice(at + m[0].length, at + m[0].length + 40);
    const before = text.slice(Math.max(0, at - 40), at);
    const name = (titled ? TITLE_NAME.exec(before + m[0] + after)?.[0] : undefined) ?? NAME_AFTER.exec(after)?.[0].replace(/^,?\s+/, '') ?? nameBefore(before);
    if (name) return `${m[0]} ${name}`.trim();
  }
  return undefined;
}

/** `people`: names found by other means (an English NER), added to the warnings. */
export function assessRisk(text: string, people: string[] = []): Risk {
  const warnings: string[] = [];
  if (people.length) warnings.push(`names a person: ${people.slice(0, 3).join(', ')}`);
  const health = HEALTH.exec(text);
  const namedClient = PATIENT_OR_CLIENT.test(text) ? named(text, PATIENT_OR_CLIENT) : undefined;
  const minorWord = MINOR.exec(text) ?? MINOR_AGE.exec(text);
  const namedMinor = minorWord ? (named(text, MINOR, undefined, false) ?? (MINOR_AGE.test(text) ? named(text, MINOR_AGE_ANY, (m) => isAge(text, m), false) : undefined)) : undefined;
  const thirdParty = people.length > 0 || THIRD_PARTY.test(text) || !!namedClient || !!minorWord || TITLE_NAME.test(text);
  if (health) warnings.push(thirdParty ? `health details about someone else ("${health[0]}")` : `mentions health ("${health[0]}")`);
  if (namedClient) warnings.push(`names a patient or client ("${namedClient}"): ask their consent or change the name`);
  if (namedMinor) warnings.push(`names a minor ("${namedMinor}"): ask the parents' consent or leave the name out`);
  else if (minorWord) warnings.push(`mentions a minor ("${minorWord[0]}")`);
  const personal = PERSONAL_DATA.exec(text);
  if (personal) warnings.push(`personal contact data ("${personal[0].trim()}")`);
  const finance = FINANCIAL_ADVICE.exec(text);
  if (finance) warnings.push(`financial advice ("${finance[0]}")`);
  const legal = LEGAL_ADVICE.exec(text);
  if (legal) warnings.push(`legal advice ("${legal[0]}")`);
  const claim = UNVERIFIABLE.exec(text);
  if (claim) warnings.push(`unverifiable claim ("${claim[0]}")`);
  const high = (health && thirdParty) || namedClient || namedMinor || personal || finance || legal;
  const riskLevel = high ? 'high' : health || claim || minorWord ? 'medium' : 'low';
  return { riskLevel, warnings };
}
