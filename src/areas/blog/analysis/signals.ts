import { cutText } from '../../../generation/writing/cut.js';
/**
 * Text signals read from a site's own words, per language: how it addresses the reader, whom it
 * says it serves, what it offers as proof, which headings name its topics.
 */

export interface VoiceStats {
  /** how the site addresses its reader */
  address: 'formal' | 'informal' | 'you' | 'none';
  /** speaks as "we" */
  we: boolean;
  /** per 1000 words */
  exclamations: number;
  questions: number;
  avgSentenceWords: number;
  emoji: boolean;
}

interface LanguageCues {
  /** nouns that name a group of people or organizations: an audience phrase must contain one */
  people: RegExp;
  formal?: RegExp;
  informal?: RegExp;
  you?: RegExp;
  we: RegExp;
  audience: RegExp;
  proof: RegExp;
  generic: RegExp;
}

const CUES: Record<string, LanguageCues> = {
  en: {
    people:
      /\b(?:people|teams?|businesses|companies|founders|owners|clinics|practices|agencies|freelancers|startups|customers|clients|families|parents|students|professionals|developers|designers|marketers|managers|leaders|creators|shops|stores|restaurants|brands|organi[sz]ations|nonprofits|schools|individuals|homeowners|patients|beginners|experts|entrepreneurs|consultants|coaches|retailers|manufacturers|hotels|makers|artists|writers|investors|landlords|therapists|physios|dentists|lawyers|accountants|smes|smbs|enterprises|organisations)\b/i,
    you: /\byou(?:r|rs|rself)?\b/gi,
    we: /\b(?:we|our|us)\b/gi,
    audience: /\b(?:for|built for|made for|designed for|helping)\s+((?:busy |small |growing |modern |ambitious )?[\p{L}][\p{L}\s&'-]{2,50}?)(?=[.,;:!?)]|\s+(?:who|that|to|in|with|and)\b|$)/giu,
    proof: /\b(?:clients?|customers?|users?|companies|businesses|teams|years?|projects?|reviews?|rating|awards?|certified|trusted|downloads|members|countries)\b|%|★/i,
    generic:
      /^(?:contact(?: us)?|about(?: us)?|blog|faq|newsletter|testimonials?|our team|team|get in touch|follow us|latest (?:posts|news|articles)|news|home|menu|privacy|cookies?|legal|sign ?up|log ?in|pricing|careers|jobs|subscribe|search|read more|learn more)$/i,
  },
  fr: {
    people:
      /(?:^|[\s'’])(?:particuliers|professionnels|entreprises|pme|tpe|indépendants|artisans|familles|parents|enfants|étudiants|équipes|dirigeants|fondateurs|commerçants|restaurateurs|clients|associations|collectivités|start-ups?|startups|créateurs|marques|cliniques|cabinets|patients|sportifs|débutants|experts|freelances|agences|boutiques|hôtels|écoles|gourmands|amateurs|passionnés|entrepreneurs)(?=$|[\s,.;:!?])/i,
    formal: /\b(?:vous|votre|vos)\b/gi,
    informal: /\b(?:tu|ton|ta|tes|toi|t'|te)\b/gi,
    we: /\b(?:nous|notre|nos)\b/gi,
    audience: /\b(?:pour|dédié(?:e|s|es)? aux|destiné(?:e|s|es)? aux|accompagne)\s+((?:les |des |vos |tous les |toutes les )?[\p{L}][\p{L}\s&'-]{2,50}?)(?=[.,;:!?)]|\s+(?:qui|de|dans|avec|et|afin)\b|$)/giu,
    proof: /\b(?:clients?|utilisateurs?|entreprises|équipes|ans|années|projets?|avis|note|certifié(?:e|s)?|récompens\w*|membres|pays|téléchargements)\b|%|★/i,
    generic:
      /^(?:contact(?:ez-nous)?|à propos|qui sommes-nous \??|blog|faq|newsletter|témoignages?|notre équipe|équipe|nous contacter|suivez-nous|actualités|derniers articles|accueil|menu|mentions légales|confidentialité|cookies|tarifs|recrutement|s'inscrire|connexion|en savoir plus|lire la suite)$/i,
  },
  es: {
    people:
      /(?:^|\s)(?:particulares|profesionales|empresas|pymes|autónomos|familias|padres|niños|estudiantes|equipos|emprendedores|comercios|restaurantes|clientes|asociaciones|startups|marcas|clínicas|pacientes|deportistas|principiantes|expertos|agencias|tiendas|hoteles|escuelas|negocios|amantes|organizaciones)(?=$|[\s,.;:!?])/i,
    formal: /\busted(?:es)?\b/gi,
    informal: /\b(?:tú|tus|contigo|te)\b/gi,
    we: /\b(?:nosotros|nuestr[oa]s?)\b/gi,
    audience: /\b(?:para|dirigido a|pensado para|ayudamos a)\s+((?:las |los |tu |tus |pequeñas |medianas )?[\p{L}][\p{L}\s&'-]{2,50}?)(?=[.,;:!?)]|\s+(?:que|de|en|con|y)\b|$)/giu,
    proof: /\b(?:clientes?|usuarios?|empresas|equipos|años|proyectos?|reseñas|valoraci\w+|certificad\w+|premios?|miembros|países|descargas)\b|%|★/i,
    generic:
      /^(?:contacto|contáctanos|sobre nosotros|quiénes somos|blog|preguntas frecuentes|faq|newsletter|testimonios|nuestro equipo|equipo|síguenos|noticias|últimos artículos|inicio|menú|aviso legal|privacidad|cookies|precios|empleo|suscríbete|iniciar sesión|leer más|saber más)$/i,
  },
  de: {
    people:
      /(?:Privatkunden|Unternehm\w*|KMU|Selbstständige|Freiberufler\w*|Familien|Eltern|Kinder|Studierende|Teams|Gründer\w*|Händler\w*|Restaurants|Kunden|Vereine|Startups|Marken|Praxen|Kliniken|Patient\w*|Sportler\w*|Einsteiger\w*|Expert\w*|Agenturen|Geschäfte|Hotels|Schulen|Handwerk\w*|Betriebe|Mittelstand|Liebhaber\w*|Organisationen)(?=$|[\s,.;:!?])/,
    formal: /(?<![.!?:]\s)(?<!^)\b(?:Sie|Ihnen|Ihr(?:e|en|er|em|es)?)\b/g,
    informal: /\b(?:du|dich|dir|dein(?:e|en|er|em|es)?)\b/gi,
    we: /\b(?:wir|uns|unser(?:e|en|er|em|es)?)\b/gi,
    audience: /\b(?:für|speziell für|gemacht für|entwickelt für)\s+((?:kleine |mittlere |moderne |alle )?[\p{L}][\p{L}\s&'-]{2,50}?)(?=[.,;:!?)]|\s+(?:die|der|das|mit|und|in|zu)\b|$)/giu,
    proof: /\b(?:Kunden|Nutzer(?:innen)?|Unternehmen|Teams|Jahre[n]?|Projekte?|Bewertungen|Sterne|zertifiziert|Auszeichnung\w*|Mitglieder|Länder|Downloads)\b|%|★/i,
    generic:
      /^(?:kontakt|über uns|blog|faq|häufige fragen|newsletter|referenzen|kundenstimmen|unser team|team|folgen sie uns|neuigkeiten|aktuelles|neueste beiträge|startseite|menü|impressum|datenschutz|cookies|preise|karriere|jobs|anmelden|abonnieren|mehr erfahren|weiterlesen)$/i,
  },
};

function cuesFor(language: string): LanguageCues {
  return CUES[language] ?? CUES.en!;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function firstSentence(text: string | undefined, max = 220): string | undefined {
  if (!text) return undefined;
  const s = sentences(text)[0] ?? text;
  return s.length > max ? `${cutText(s, max - 1).replace(/\s+\S*$/, '')}…` : s;
}

const count = (re: RegExp | undefined, text: string) => (re ? (text.match(re) ?? []).length : 0);

export function voiceOf(text: string, language: string): VoiceStats {
  const c = cuesFor(language);
  const words = Math.max(1, (text.match(/[\p{L}\p{N}']+/gu) ?? []).length);
  const per1000 = (n: number) => Math.round((n * 1000) / words);
  const formal = count(c.formal, text);
  const informal = count(c.informal, text);
  const you = count(c.you, text);
  let address: VoiceStats['address'] = 'none';
  if (c.you && per1000(you) >= 4) address = 'you';
  else if (formal + informal > 0 && per1000(formal + informal) >= 3) address = formal >= informal ? 'formal' : 'informal';
  const sents = sentences(text);
  return {
    address,
    we: per1000(count(c.we, text)) >= 4,
    exclamations: per1000((text.match(/!/g) ?? []).length),
    questions: per1000((text.match(/\?/g) ?? []).length),
    avgSentenceWords: sents.length ? Math.round(words / sents.length) : 0,
    emoji: /\p{Extended_Pictographic}/u.test(text),
  };
}

/**
 * A phrase after "for" that counts or prices, not who is served: a plan "for unlimited clients",
 * "for up to 5 teams", "for 3 users", "pour clients illimités", "für unbegrenzte Kunden".
 */
const NOT_AN_AUDIENCE =
  /^(?:unlimited|up to|as many|any number|all your|every|free|only|just|one|two|three|\d)|\b(?:unlimited|illimité(?:e|s|es)?|ilimitad[oa]s?|unbegrenzt\w*|nielimitowan\w*|illimitat[ie])\b|\b(?:per|par|por|pro|za) (?:month|mois|mes|Monat|miesiąc|year|an|año|Jahr|rok|user|utilisateur|usuario|Nutzer)\b/iu;

/** Who the site says it serves: "for growing teams" → "growing teams", most frequent first. */
export function audienceHints(texts: string[], language: string): string[] {
  const { audience, people } = cuesFor(language);
  const seen = new Map<string, number>();
  for (const t of texts) {
    for (const m of t.matchAll(audience)) {
      const phrase = m[1]!.trim().replace(/\s+/g, ' ');
      if (phrase.split(' ').length > 8 || phrase.length < 4 || !people.test(phrase) || NOT_AN_AUDIENCE.test(phrase)) continue;
      seen.set(phrase, (seen.get(phrase) ?? 0) + 1);
    }
  }
  const ranked = [...seen.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length).map(([p]) => p);
  // "clinics" adds nothing next to "independent physiotherapy clinics"
  return ranked.filter((p) => !ranked.some((o) => o !== p && o.toLowerCase().includes(p.toLowerCase()))).slice(0, 5);
}

/** Sentences that carry evidence: figures with clients/years/reviews, ratings, testimonials. */
export function proofCandidates(paragraphs: string[], quotes: string[], headings: string[], language: string): string[] {
  const proof = cuesFor(language).proof;
  const out: string[] = [];
  const add = (s: string) => {
    const t = s.trim();
    if (t.length >= 12 && t.length <= 220 && !out.some((o) => o.includes(t) || t.includes(o))) out.push(t);
  };
  for (const h of headings) if (/\d/.test(h) && proof.test(h)) add(h);
  for (const p of paragraphs) for (const s of sentences(p)) if (/\d/.test(s) && proof.test(s)) add(s);
  for (const q of quotes.slice(0, 3)) add(firstSentence(q, 200) ?? q);
  return out.slice(0, 8);
}

/** Headings that name a topic (not navigation words, not questions longer than a title). */
export function topicHeadings(headings: string[], language: string, ctas: string[] = []): string[] {
  const generic = cuesFor(language).generic;
  const out: string[] = [];
  for (const raw of headings) {
    const h = raw.replace(/[:.!]+$/, '').trim();
    // prices and figures are offers' details, not topics
    if (h.length < 3 || h.length > 70 || /[\d€$£¥]/.test(h) || generic.test(h) || ctas.includes(h)) continue;
    if (!out.some((o) => o.toLowerCase() === h.toLowerCase())) out.push(h);
  }
  return out;
}
