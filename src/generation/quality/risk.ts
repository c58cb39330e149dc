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
    'malattia|farmac\\w+|diagnosi|depressione|ansia|chemioterapia|tumore|ictus',
);
/** people whose story is theirs to tell: patients, clients, minors */
const PATIENT_OR_CLIENT = W(
  'patients?|clients?|customers?|patiente?s?|cliente?s?|pacientes?|patient(?:in|en)?|klient(?:in|en)?|kund(?:e|in|en)|pacjent(?:ka|ki|a|ów)?|klient(?:ka|a|ów)?|pazient[ei]',
);
const MINOR = W(
  'child|children|kids?|(?:my|our|his|her|their|a) son|daughter|boy|girl|teen(?:ager)?|pupil|schoolchild|minor|toddler|baby|' +
    'enfant|enfants|fils|fille|garçon|élève|ado(?:lescent)?e?|bébé|' +
    'niñ[oa]s?|hij[oa]s?|chic[oa]|alumn[oa]|adolescente|bebé|' +
    '(?:mein|unser|sein|ihr|das|ein)e?s? kind|kinder|sohn|tochter|junge|mädchen|schüler(?:in)?|baby|' +
    'dziecko|dzieci|syn|córka|chłopiec|dziewczynka|uczeń|uczennica|' +
    'bambin[oa]|figli[oa]|ragazz[oa]|alunn[oa]|neonato',
);
/** an age under 18 in any of the languages ("a 9-year-old", "12 ans", "7 años", "10 Jahre", "8 lat", "11 anni") */
const MINOR_AGE = /(?<!\d)(?:1[0-7]|[1-9])(?:-year-old|\s+(?:years? old|ans|años|jahre|jährig\w*|lat|anni))(?![\p{L}])/iu;
const TITLE_NAME = /(?<![\p{L}])(?:Mr|Mrs|Ms|Dr|M|Mme|Mlle|Sr|Sra|Herr|Frau|Pan|Pani|Sig|Sig\.ra)\.?\s+\p{Lu}\p{Ll}+/u;
/** a name right after the role word ("my client Laura", "paciente Rosa", "patient, Mr. Okafor") */
const NAME_AFTER = /^,?\s+(?:(?:Mr|Mrs|Ms|Dr|M|Mme|Sr|Sra|Herr|Frau|Pan|Pani|Sig)\.?\s+)?\p{Lu}\p{Ll}{2,}/u;
/** a name right before it ("Laura, my client") */
const NAME_BEFORE = /\p{Lu}\p{Ll}{2,},\s+(?:\p{Ll}+\s+){0,2}$/u;

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

function named(text: string, role: RegExp): string | undefined {
  const g = new RegExp(role.source, 'giu');
  for (const m of text.matchAll(g)) {
    if (!m[0]) continue;
    const at = m.index!;
    const after = text.slice(at + m[0].length, at + m[0].length + 40);
    const before = text.slice(Math.max(0, at - 40), at);
    const name = TITLE_NAME.exec(before + m[0] + after)?.[0] ?? NAME_AFTER.exec(after)?.[0].replace(/^,?\s+/, '') ?? NAME_BEFORE.exec(before)?.[0].split(',')[0];
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
  const namedMinor = minorWord ? named(text, MINOR) ?? (MINOR_AGE.test(text) ? named(text, MINOR_AGE) : undefined) : undefined;
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
