/**
 * The local recap composer's sentences, per language (English, French, Spanish, German; other
 * languages use English sentences around the site's own words). Every slot is filled with the
 * site's own material.
 */
export type ImageryKind = 'minimal' | 'photos' | 'illustrations' | 'mixed';
export type VoiceTrait = 'direct' | 'warm' | 'enthusiastic' | 'concise' | 'detailed' | 'conversational' | 'formal' | 'informal' | 'playful' | 'measured';

export interface SitePhrases {
  offer(list: string): string;
  audienceFallback(topics: string): string;
  summaryFallback(name: string): string;
  traits: Record<VoiceTrait, string>;
  voiceNote: { you: string; formal: string; informal: string; we: string };
  /** article ideas on a topic (`t.start` opens a sentence, `t.mid` goes inside one) */
  seo: Array<(t: { start: string; mid: string }, audience: string) => string>;
  writeIn(languageName: string): string;
  address: { you: string; formal: string; informal: string; none: string };
  sentenceLength(words: number): string;
  structure: string;
  proof(example: string): string;
  vocabulary(terms: string): string;
  brandName(name: string): string;
  cta(cta: string, name: string): string;
  ctaFallback(name: string): string;
  avoid: string[];
  avoidExclamations: string;
  avoidAddress: { formal: string; informal: string };
  imagery: Record<ImageryKind, string>;
  cover: { palette(list: string): string; style(imagery: string): string; type(font: string): string; logo(background: string): string; space: string };
  backgrounds: { light: string; dark: string };
  avoidVisuals: string[];
  avoidVisualsFor: Record<ImageryKind, string>;
}

const en: SitePhrases = {
  offer: (list) => `Offers ${list}.`,
  audienceFallback: (topics) => `Readers interested in ${topics}`,
  summaryFallback: (name) => `${name}'s website`,
  traits: { direct: 'direct', warm: 'warm', enthusiastic: 'enthusiastic', concise: 'concise', detailed: 'detailed', conversational: 'conversational', formal: 'formal', informal: 'relaxed', playful: 'playful', measured: 'measured' },
  voiceNote: { you: 'speaks to the reader as "you"', formal: 'addresses the reader formally', informal: 'addresses the reader informally', we: 'speaks as "we"' },
  seo: [
    (t) => `How to choose ${t.mid}`,
    (t) => `${t.start}: common mistakes to avoid`,
    (t, a) => `${t.start} for ${a}`,
    (t) => `What to know before investing in ${t.mid}`,
    (t) => `${t.start}: a step-by-step guide`,
  ],
  writeIn: (name) => `Write in ${name}.`,
  address: { you: 'Address the reader directly as "you".', formal: 'Address the reader formally.', informal: 'Address the reader informally.', none: 'Keep a neutral, impersonal address.' },
  sentenceLength: (n) => `Keep sentences around ${n} words, as the site does.`,
  structure: 'Use short paragraphs and descriptive ## subheadings.',
  proof: (ex) => `Back claims with concrete proof, such as: "${ex}".`,
  vocabulary: (terms) => `Reuse the site's own terms: ${terms}.`,
  brandName: (name) => `Call the brand "${name}", exactly as the site writes it.`,
  cta: (cta, name) => `End each article by inviting readers to "${cta}" on ${name}.`,
  ctaFallback: (name) => `End each article by inviting readers to get in touch with ${name}.`,
  avoid: ['Claims, figures or prices the site does not publish', 'Naming competitors', 'Jargon the site itself does not use', 'Promises of guaranteed results'],
  avoidExclamations: 'Exclamation marks (the site uses none)',
  avoidAddress: { formal: 'Informal address of the reader', informal: 'Stiff, formal address of the reader' },
  imagery: {
    minimal: 'Minimal imagery: typography and color carry the design',
    photos: 'Photography-led: real photos of people, places and products',
    illustrations: 'Illustrations, icons and vector graphics',
    mixed: 'A mix of photography and illustrations',
  },
  cover: {
    palette: (list) => `Build covers on the site's palette: ${list}.`,
    style: (imagery) => `Match the site's imagery (${imagery.charAt(0).toLowerCase()}${imagery.slice(1)}).`,
    type: (font) => `Set any text on the cover in ${font}.`,
    logo: (bg) => `If the logo appears, keep it small, on a ${bg} background.`,
    space: 'Leave calm space for the article title.',
  },
  backgrounds: { light: 'light', dark: 'dark' },
  avoidVisuals: ['Generic stock photos (handshakes, thumbs up, puzzle pieces)', 'Colors outside the palette', 'Busy backgrounds that fight with the title', 'A stretched or recolored logo'],
  avoidVisualsFor: { minimal: 'Cluttered compositions', photos: 'Clip-art illustrations', illustrations: 'Stock photography', mixed: 'Mixing more than two visual styles in one image' },
};

const fr: SitePhrases = {
  offer: (list) => `Offre : ${list}.`,
  audienceFallback: (topics) => `Les lecteurs intéressés par ${topics}`,
  summaryFallback: (name) => `Le site de ${name}`,
  traits: { direct: 'direct', warm: 'chaleureux', enthusiastic: 'enthousiaste', concise: 'concis', detailed: 'détaillé', conversational: 'conversationnel', formal: 'soutenu', informal: 'décontracté', playful: 'ludique', measured: 'posé' },
  voiceNote: { you: 'parle directement au lecteur', formal: 'vouvoie le lecteur', informal: 'tutoie le lecteur', we: 'parle en « nous »' },
  seo: [
    (t) => `Comment bien choisir : ${t.mid}`,
    (t) => `${t.start} : les erreurs à éviter`,
    (t, a) => `${t.start} pour ${a}`,
    (t) => `${t.start} : ce qu'il faut savoir avant de se lancer`,
    (t) => `${t.start} : le guide étape par étape`,
  ],
  writeIn: (name) => `Écrire en ${name}.`,
  address: { you: 'S’adresser directement au lecteur.', formal: 'Vouvoyer le lecteur.', informal: 'Tutoyer le lecteur.', none: 'Garder un ton neutre et impersonnel.' },
  sentenceLength: (n) => `Des phrases d’environ ${n} mots, comme sur le site.`,
  structure: 'Des paragraphes courts et des intertitres ## explicites.',
  proof: (ex) => `Appuyer les affirmations sur des preuves concrètes, par exemple : « ${ex} ».`,
  vocabulary: (terms) => `Reprendre les termes du site : ${terms}.`,
  brandName: (name) => `Écrire le nom de la marque « ${name} » exactement comme le site.`,
  cta: (cta, name) => `Terminer chaque article en invitant le lecteur à « ${cta} » sur ${name}.`,
  ctaFallback: (name) => `Terminer chaque article en invitant le lecteur à contacter ${name}.`,
  avoid: ['Des affirmations, chiffres ou prix que le site ne publie pas', 'Citer des concurrents', 'Un jargon que le site n’emploie pas', 'Promettre des résultats garantis'],
  avoidExclamations: 'Les points d’exclamation (le site n’en utilise pas)',
  avoidAddress: { formal: 'Le tutoiement', informal: 'Le vouvoiement trop formel' },
  imagery: {
    minimal: 'Peu d’images : la typographie et la couleur portent le design',
    photos: 'Surtout des photos : personnes, lieux et produits réels',
    illustrations: 'Illustrations, icônes et graphismes vectoriels',
    mixed: 'Un mélange de photos et d’illustrations',
  },
  cover: {
    palette: (list) => `Construire les visuels de couverture sur la palette du site : ${list}.`,
    style: (imagery) => `Rester fidèle à l’imagerie du site (${imagery.charAt(0).toLowerCase()}${imagery.slice(1)}).`,
    type: (font) => `Composer tout texte de couverture en ${font}.`,
    logo: (bg) => `Si le logo apparaît, le garder petit, sur fond ${bg}.`,
    space: 'Laisser un espace calme pour le titre de l’article.',
  },
  backgrounds: { light: 'clair', dark: 'sombre' },
  avoidVisuals: ['Les photos de banque d’images génériques (poignées de main, pouces levés, pièces de puzzle)', 'Les couleurs hors de la palette', 'Les fonds chargés qui concurrencent le titre', 'Un logo déformé ou recoloré'],
  avoidVisualsFor: { minimal: 'Les compositions surchargées', photos: 'Les illustrations de type clip-art', illustrations: 'Les photos de banque d’images', mixed: 'Plus de deux styles visuels dans une même image' },
};

const es: SitePhrases = {
  offer: (list) => `Oferta: ${list}.`,
  audienceFallback: (topics) => `Los lectores interesados en ${topics}`,
  summaryFallback: (name) => `El sitio web de ${name}`,
  traits: { direct: 'directo', warm: 'cercano', enthusiastic: 'entusiasta', concise: 'conciso', detailed: 'detallado', conversational: 'conversacional', formal: 'formal', informal: 'desenfadado', playful: 'lúdico', measured: 'sereno' },
  voiceNote: { you: 'habla directamente al lector', formal: 'trata al lector de usted', informal: 'tutea al lector', we: 'habla en «nosotros»' },
  seo: [
    (t) => `Cómo elegir: ${t.mid}`,
    (t) => `${t.start}: errores comunes que evitar`,
    (t, a) => `${t.start} para ${a}`,
    (t) => `${t.start}: lo que hay que saber antes de empezar`,
    (t) => `${t.start}: guía paso a paso`,
  ],
  writeIn: (name) => `Escribir en ${name}.`,
  address: { you: 'Hablar directamente al lector.', formal: 'Tratar al lector de usted.', informal: 'Tutear al lector.', none: 'Mantener un tono neutro e impersonal.' },
  sentenceLength: (n) => `Frases de unas ${n} palabras, como en el sitio.`,
  structure: 'Párrafos cortos y subtítulos ## descriptivos.',
  proof: (ex) => `Respaldar las afirmaciones con pruebas concretas, por ejemplo: «${ex}».`,
  vocabulary: (terms) => `Reutilizar los términos del sitio: ${terms}.`,
  brandName: (name) => `Escribir el nombre de la marca «${name}» tal como lo hace el sitio.`,
  cta: (cta, name) => `Terminar cada artículo invitando al lector a «${cta}» en ${name}.`,
  ctaFallback: (name) => `Terminar cada artículo invitando al lector a contactar con ${name}.`,
  avoid: ['Afirmaciones, cifras o precios que el sitio no publica', 'Mencionar a la competencia', 'Jerga que el sitio no utiliza', 'Prometer resultados garantizados'],
  avoidExclamations: 'Los signos de exclamación (el sitio no los usa)',
  avoidAddress: { formal: 'Tutear al lector', informal: 'Un trato de usted demasiado rígido' },
  imagery: {
    minimal: 'Pocas imágenes: la tipografía y el color sostienen el diseño',
    photos: 'Sobre todo fotografía: personas, lugares y productos reales',
    illustrations: 'Ilustraciones, iconos y gráficos vectoriales',
    mixed: 'Una mezcla de fotografía e ilustraciones',
  },
  cover: {
    palette: (list) => `Construir las portadas con la paleta del sitio: ${list}.`,
    style: (imagery) => `Seguir el estilo visual del sitio (${imagery.charAt(0).toLowerCase()}${imagery.slice(1)}).`,
    type: (font) => `Componer cualquier texto de portada en ${font}.`,
    logo: (bg) => `Si aparece el logotipo, mantenerlo pequeño, sobre fondo ${bg}.`,
    space: 'Dejar un espacio tranquilo para el título del artículo.',
  },
  backgrounds: { light: 'claro', dark: 'oscuro' },
  avoidVisuals: ['Fotos de stock genéricas (apretones de manos, pulgares arriba, piezas de puzle)', 'Colores fuera de la paleta', 'Fondos recargados que compiten con el título', 'Un logotipo deformado o recoloreado'],
  avoidVisualsFor: { minimal: 'Composiciones recargadas', photos: 'Ilustraciones tipo clip-art', illustrations: 'Fotografía de stock', mixed: 'Más de dos estilos visuales en una misma imagen' },
};

const de: SitePhrases = {
  offer: (list) => `Angebot: ${list}.`,
  audienceFallback: (topics) => `Leserinnen und Leser, die sich für ${topics} interessieren`,
  summaryFallback: (name) => `Die Website von ${name}`,
  traits: { direct: 'direkt', warm: 'herzlich', enthusiastic: 'begeistert', concise: 'knapp', detailed: 'ausführlich', conversational: 'im Gesprächston', formal: 'förmlich', informal: 'locker', playful: 'verspielt', measured: 'sachlich' },
  voiceNote: { you: 'spricht die Leser direkt an', formal: 'siezt die Leser', informal: 'duzt die Leser', we: 'spricht als „wir“' },
  seo: [
    (t) => `Richtig auswählen: ${t.mid}`,
    (t) => `${t.start}: häufige Fehler vermeiden`,
    (t, a) => `${t.start} für ${a}`,
    (t) => `${t.start}: Was Sie vorher wissen sollten`,
    (t) => `${t.start}: Schritt für Schritt`,
  ],
  writeIn: (name) => `Auf ${name} schreiben.`,
  address: { you: 'Die Leser direkt ansprechen.', formal: 'Die Leser siezen.', informal: 'Die Leser duzen.', none: 'Neutral und unpersönlich formulieren.' },
  sentenceLength: (n) => `Sätze mit etwa ${n} Wörtern, wie auf der Website.`,
  structure: 'Kurze Absätze und aussagekräftige ##-Zwischenüberschriften.',
  proof: (ex) => `Aussagen mit konkreten Belegen stützen, zum Beispiel: „${ex}“.`,
  vocabulary: (terms) => `Die Begriffe der Website verwenden: ${terms}.`,
  brandName: (name) => `Den Markennamen „${name}“ genau so schreiben wie die Website.`,
  cta: (cta, name) => `Jeden Artikel mit der Einladung „${cta}“ bei ${name} beenden.`,
  ctaFallback: (name) => `Jeden Artikel mit der Einladung beenden, ${name} zu kontaktieren.`,
  avoid: ['Aussagen, Zahlen oder Preise, die die Website nicht veröffentlicht', 'Wettbewerber nennen', 'Fachjargon, den die Website nicht verwendet', 'Garantierte Ergebnisse versprechen'],
  avoidExclamations: 'Ausrufezeichen (die Website verwendet keine)',
  avoidAddress: { formal: 'Die Leser duzen', informal: 'Steifes Siezen' },
  imagery: {
    minimal: 'Wenige Bilder: Typografie und Farbe tragen das Design',
    photos: 'Fotografie im Vordergrund: echte Menschen, Orte und Produkte',
    illustrations: 'Illustrationen, Icons und Vektorgrafiken',
    mixed: 'Eine Mischung aus Fotografie und Illustrationen',
  },
  cover: {
    palette: (list) => `Titelbilder auf der Farbpalette der Website aufbauen: ${list}.`,
    style: (imagery) => `Zur Bildsprache der Website passen (${imagery}).`,
    type: (font) => `Text auf dem Titelbild in ${font} setzen.`,
    logo: (bg) => `Wenn das Logo erscheint, klein und auf ${bg} Hintergrund.`,
    space: 'Ruhige Fläche für den Artikeltitel freilassen.',
  },
  backgrounds: { light: 'hellem', dark: 'dunklem' },
  avoidVisuals: ['Beliebige Stockfotos (Händeschütteln, Daumen hoch, Puzzleteile)', 'Farben außerhalb der Palette', 'Unruhige Hintergründe, die mit dem Titel konkurrieren', 'Ein verzerrtes oder umgefärbtes Logo'],
  avoidVisualsFor: { minimal: 'Überladene Kompositionen', photos: 'Clipart-Illustrationen', illustrations: 'Stockfotografie', mixed: 'Mehr als zwei Bildstile in einem Bild' },
};

const PHRASES: Record<string, SitePhrases> = { en, fr, es, de };

export function sitePhrases(language: string): SitePhrases {
  return PHRASES[language] ?? en;
}

/** "A, B and C" in the given language. */
export function listOf(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
