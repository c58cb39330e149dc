import type { ArticlePhrases, TopicParts, TopicShape } from '../article-types.js';

/** How-topics by their infinitive ("Scegliere la farina", "Come fidelizzare i clienti"). */
const VERBS: Array<[RegExp, TopicShape]> = [
  [/^prezzare$/u, 'price'],
  [/^(?:scegliere|selezionare)$/u, 'choose'],
  [/^(?:creare|costruire|scrivere|redigere|realizzare|progettare)$/u, 'build'],
  [/^(?:organizzare|riorganizzare|pianificare|programmare|strutturare)$/u, 'organise'],
  [/^(?:fidelizzare|mantenere|trattenere|conservare|tenere|far tornare|non perdere)$/u, 'keep'],
];
/** Verbs whose object may be a price ("stabilire il prezzo di una traduzione": the translation is the topic's object). */
const PRICE_VERBS = /^(?:stabilire|fissare|definire|calcolare|decidere|determinare|impostare|scegliere|fare|trovare)$/u;
const PRICE =
  /^(?:(?:il|i|la|le|un)\s+)?(?:(?:giusto|tuo|tuoi|tua|tue)\s+)?(?:prezz[oi]|tariff[ae]|listino(?:\s+prezzi)?|compens[oi]|parcella)(?:\s+giust[oi])?(?:\s+(?:di\s+vendita|orari[oae]|al\s+pubblico|finale))?\s+(?:(del|dello|della|dei|degli|delle)\s+|dell(['’])|(?:di|per)\s+)/iu;
/** "del" → "il", "dell’" → "l’", "di"/"per" → nothing: the object of "il prezzo della consulenza" is "la consulenza". */
const ARTICLE_OF: Record<string, string> = { del: 'il ', dello: 'lo ', della: 'la ', dei: 'i ', degli: 'gli ', delle: 'le ' };
/** "Come si sceglie la farina": the impersonal forms of the verbs above, to their infinitive. */
const IRREGULAR: Record<string, [string, string]> = {
  scegliere: ['sceglie', 'scelgono'],
  mantenere: ['mantiene', 'mantengono'],
  trattenere: ['trattiene', 'trattengono'],
  tenere: ['tiene', 'tengono'],
  fare: ['fa', 'fanno'],
};
const ISC = new Set(['costruire', 'stabilire', 'definire']);
const INFINITIVE_OF = new Map<string, string>(
  [
    'prezzare',
    'scegliere',
    'selezionare',
    'creare',
    'costruire',
    'scrivere',
    'redigere',
    'realizzare',
    'progettare',
    'organizzare',
    'riorganizzare',
    'pianificare',
    'programmare',
    'strutturare',
    'fidelizzare',
    'mantenere',
    'trattenere',
    'conservare',
    'tenere',
    'stabilire',
    'fissare',
    'definire',
    'calcolare',
    'decidere',
    'determinare',
    'impostare',
    'fare',
    'trovare',
  ].flatMap((v) => {
    const stem = v.slice(0, -3);
    const forms = IRREGULAR[v] ?? (v.endsWith('are') ? [`${stem}a`, `${stem}ano`] : v.endsWith('ere') || !ISC.has(v) ? [`${stem}e`, `${stem}ono`] : [`${stem}isce`, `${stem}iscono`]);
    return forms.map((f) => [f, v] as [string, string]);
  }),
);
/** People: keeping them is loyalty ("mantenere i clienti"), keeping anything else is not ("mantenere la calma", "conservare il pane"). */
const PEOPLE =
  /(?<!\p{L})(?:client[ei]|clientela|lettor[ei]|lettric[ei]|iscritt[ieoa]|abbonat[ieoa]|soci[oe]?|membri|pazient[ei]|student[ei]|studentesse|alliev[ie]|alunn[ie]|ospiti|donator[ei]|volontar[ie]|volontarie|dipendenti|collaborator[ei]|collaboratrici|utenti|acquirenti|visitator[ei]|visitatrici|consumator[ei]|pubblico|community|follower|personale|squadra|team)(?!\p{L})/iu;
/**
 * Words an object starts with: an article, a demonstrative, "ogni", "tutti i". A bare noun
 * ("creare contenuti") would read "lo scopo di contenuti", and anything else is no object
 * ("scegliere tra due fornitori", "scegliere quale farina", "scrivere ai clienti").
 */
const DETERMINER = /^(?:il|lo|la|l|i|gli|le|un|uno|una|questo|questa|questi|queste|quel|quell|quello|quella|quei|quegli|quelle|ogni|tutti|tutte)$/iu;
/** Where the object ends and its circumstances begin ("la farina | per il pane", "gli orari | quando si lavora di notte"). */
const REST = /\s(?:(?:per|con|quando|mentre|senza|se|dopo|durante|in|nel|nello|nella|nei|negli|nelle|tra|fra|che|affinché|perché|attraverso)\s|prima\s+(?:di|del|dello|della|dei|degli|delle)\s|nell['’])/iu;

/**
 * The reader's possessives: the pack says "tu" ("il proprio listino" → "il tuo listino"). Only a
 * possessive after its article is one ("proprio la farina" is an adverb); "loro" takes its
 * gender and number from the article.
 */
function yours(s: string): string {
  const ART = "il|lo|la|l['’]|i|gli|le|un|uno|una|del|dello|della|dei|degli|delle|al|allo|alla|ai|agli|alle|dal|dallo|dalla|dai|dagli|dalle|nel|nello|nella|nei|negli|nelle|sul|sullo|sulla|sui|sugli|sulle|col|coi";
  return s.replace(new RegExp(`(?<![\\p{L}])(${ART})\\s+(propri[oaie]|propri|su[oa]|suoi|sue|mi[oa]|miei|mie|vostr[oaie]|loro)(?![\\p{L}])`, 'giu'), (_all, art: string, pos: string) => {
    const p = pos.toLowerCase();
    const a = art.toLowerCase();
    const plural = /^(?:propri|suoi|sue|miei|mie|vostri|vostre|proprie)$/.test(p) || (p === 'loro' && /^(?:i|gli|le|dei|degli|delle|ai|agli|alle|dai|dagli|dalle|nei|negli|nelle|sui|sugli|sulle|coi)$/.test(a));
    const feminine = /^(?:propria|proprie|sua|sue|mia|mie|vostra|vostre)$/.test(p) || (p === 'loro' && /^(?:la|le|una)$|ll[ae]$/.test(a));
    return `${art} ${plural ? (feminine ? 'tue' : 'tuoi') : feminine ? 'tua' : 'tuo'}`;
  });
}

/** A claim that opens on an infinitive ("Perché scegliere il lievito madre") is no statement to show cases of. */
const INFINITIVE = /^(?:non\s+)?\p{L}{2,}(?:are|ere|ire|rre|(?:ar|er|ir|r)(?:si|lo|la|li|le|ne|ci|vi|mi|ti|gli\p{L}*))(?!\p{L})/iu;

/** "Come stabilire il prezzo di una traduzione", "Scegliere la farina per il pane", "Perché …": the verb, its object and what follows. */
function parse(topic: string): TopicParts | undefined {
  const t = topic.trim().replace(/\s*[.!?…]+$/u, '');
  const claim = /^perch[éèe]\s+(.+)$/iu.exec(t)?.[1];
  if (claim) return INFINITIVE.test(claim) || /[:;?!«»"()]/u.test(claim) ? undefined : { shape: 'why', act: claim, object: claim, rest: '' };
  const how = t.replace(/^come\s+/iu, '');
  const m =
    /^(far|fare)\s+(?:ri)?tornare\s+(.+)$/iu
      .exec(how)
      ?.slice(1)
      .map((x, i) => (i === 0 ? 'far tornare' : x)) ??
    /^(non\s+perdere)\s+(.+)$/iu.exec(how)?.slice(1) ??
    /^si\s+(\p{L}+)\s+(.+)$/iu
      .exec(how)
      ?.slice(1)
      .map((x, i) => (i === 0 ? (INFINITIVE_OF.get(x.toLowerCase()) ?? '') : x)) ??
    /^(\p{L}+)\s+(.+)$/iu.exec(how)?.slice(1);
  if (!m?.[0] || /[:;?!«»"()]/u.test(m[1]!)) return undefined;
  const verb = m[0].toLowerCase().replace(/\s+/gu, ' ');
  let tail = yours(m[1]!);
  // "scegliere bene la farina": the adverb stays in the action, not in the object
  const adverb = /^(?:bene|meglio|davvero|subito|\p{L}{3,}mente)\s+/iu.exec(tail)?.[0] ?? '';
  tail = tail.slice(adverb.length);
  const act = `${verb} ${adverb}${tail}`;
  // "creare dei contenuti": the partitive is the object's article ("lo scopo dei contenuti", not "di dei contenuti")
  tail = tail.replace(/^(del|dello|della|dei|degli|delle)\s+|^dell(['’])/iu, (_all, art?: string, apostrophe?: string) => (art ? ARTICLE_OF[art.toLowerCase()]! : `l${apostrophe}`));
  // "stabilire il prezzo della consulenza": the price is the verb's object, the consultation the topic's
  const priced = PRICE_VERBS.test(verb) ? PRICE.exec(tail) : null;
  const shape = priced ? 'price' : VERBS.find(([re]) => re.test(verb))?.[1];
  if (!shape) return undefined;
  if (priced) tail = `${priced[1] ? ARTICLE_OF[priced[1].toLowerCase()] : priced[2] ? `l${priced[2]}` : ''}${tail.slice(priced[0].length)}`;
  const i = tail.search(REST);
  const object = (i < 0 ? tail : tail.slice(0, i)).trim();
  const first = object.split(/\s|['’]/u)[0] ?? '';
  // an object said whole: a noun phrase with its determiner, not two things joined ("la settimana e le ferie": one article would govern both)
  if (!DETERMINER.test(first) || /,/u.test(object) || /\s(?:e|ed|o|od|oppure|né)\s/iu.test(object)) return undefined;
  // mantenere, trattenere, conservare, tenere, far tornare, non perdere: people ("i clienti"), not a habit or a secret (by the head noun: "le abitudini dei clienti" are habits)
  const people = PEOPLE.test(object.split(/\s(?:di|del|dello|della|dei|degli|delle)\s|\sdell['’]/iu)[0]!);
  if (shape === 'keep' && verb !== 'fidelizzare' && !people) return undefined;
  // people are not built or laid out like a newsletter or a week ("costruire la propria clientela", "organizzare il personale")
  if ((shape === 'build' || shape === 'organise') && people) return undefined;
  return { shape, act, object, rest: i < 0 ? '' : tail.slice(i + 1).trim() };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A preposition before a noun phrase, joined to its article: di + "la farina" → "della farina", da + "i clienti" → "dai clienti", in + "l’agenda" → "nell’agenda", di + "una traduzione" → "di una traduzione". */
const JOINED: Record<'di' | 'da' | 'in' | 'a' | 'su', string> = { di: 'de', da: 'da', in: 'ne', a: 'a', su: 'su' };
function prep(p: 'di' | 'da' | 'in' | 'a' | 'su', o: string): string {
  const stem = JOINED[p];
  const elided = /^l(['’])(.*)$/iu.exec(o);
  if (elided) return `${stem}ll${elided[1]}${elided[2]}`;
  const m = /^(il|lo|la|i|gli|le)\s+(.*)$/iu.exec(o);
  if (!m) return `${p} ${o}`;
  const joined: Record<string, string> = { il: `${stem}l`, lo: `${stem}llo`, la: `${stem}lla`, i: `${stem}i`, gli: `${stem}gli`, le: `${stem}lle` };
  return `${joined[m[1]!.toLowerCase()]} ${m[2]}`;
}
/** The object once it is known: "un glossario" → "il glossario", "uno shampoo" → "lo shampoo", "una newsletter" → "la newsletter", "un archivio", "un’agenda" → "l’archivio", "l’agenda". */
function the(o: string): string {
  const m = /^(un|uno|una)(?:\s+|(['’]))(.*)$/iu.exec(o);
  if (!m) return o;
  const [, art, apostrophe, noun] = m as unknown as [string, string, string | undefined, string];
  if (apostrophe) return `l${apostrophe}${noun}`;
  if (/^[aeiouàèéìòùh]/iu.test(noun) && art.toLowerCase() !== 'uno') return `l’${noun}`;
  // ("un yogurt" said loosely is still "lo yogurt")
  if (/^(?:s[^aeiouàèéìòù]|z|x|y|gn|ps|pn)/iu.test(noun)) return `lo ${noun}`;
  return `${{ un: 'il', uno: 'lo', una: 'la' }[art.toLowerCase() as 'un' | 'uno' | 'una']} ${noun}`;
}
const di = (o: string) => prep('di', o);
const da = (o: string) => prep('da', o);
const nel = (o: string) => prep('in', o);
const al = (o: string) => prep('a', o);
/** the rest of the topic after the object ("per il pane a lievitazione naturale", "che non tornano"), or '' */
const r = (p: TopicParts) => (p.rest ? ` ${p.rest}` : '');
/** the rest when it says a circumstance, not a relative clause on the object ("quando si lavora di notte", not "che non tornano") */
const when = (p: TopicParts) => (p.rest && !/^che\s/iu.test(p.rest) ? ` ${p.rest}` : '');
/** the rest when it says what the choice is for ("per il pane a lievitazione naturale") */
const forWhat = (p: TopicParts) => (/^per\s/iu.test(p.rest) ? ` ${p.rest}` : '');
/** "con il cliente" only: a rest that says who the work is shared with */
const withWhom = (p: TopicParts) => (/^con\s/iu.test(p.rest) ? ` ${p.rest}` : '');
const mistakesHeading = (p: TopicParts) => `Gli errori più comuni quando si tratta di ${p.act}`;

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `Su questo punto, ${site} lo dice con parole sue: «${quote}»`,
    sitePillar: (site, pillar, quote) => `«${pillar}» è uno dei temi su cui lavora ${site}; con parole sue: «${quote}»`,
    siteHeading: (site) => `Come la vede ${site}`,
    proof: (proof) => `Per la cronaca: ${proof.charAt(0).toLowerCase()}${proof.slice(1)}`,
    lived: 'Quello che è successo quel giorno racchiude in piccolo tutto l’argomento.',
    outline: {
      why: {
        intro: () => 'A questa domanda si risponde meglio con dei casi concreti che con dei principi: dove la differenza si vede, quanto costa farne a meno, dove conta meno e come trasformare la risposta in una regola che regga anche sotto scadenza.',
        sections: [
          {
            heading: (p) => `Dove si vede che ${p.act}`,
            body: () =>
              'Parti dai casi in cui la differenza si nota: quelli in cui un errore costa qualcosa, in cui il cliente non può verificare da solo, in cui il contesto non è scritto da nessuna parte. Due o tre casi così, presi dal tuo lavoro, convincono più di qualsiasi affermazione di principio. Annotali quando succedono: un caso con una data si liquida meno facilmente di un ricordo.',
          },
          {
            heading: () => 'Quanto costa farne a meno',
            body: () =>
              'Metti in fila quello che succede quando se ne fa a meno: le correzioni a posteriori, le spiegazioni da dare, la fiducia da ricostruire. Confrontato con il tempo che avrebbe richiesto, il conto spesso parla da solo. Se hai dei numeri tuoi, usali; altrimenti racconta un caso con precisione. Conta anche il tempo di chi deve rimediare, che spesso non è il tuo ma quello del cliente.',
          },
          {
            heading: () => 'Dove conta meno',
            body: () =>
              'Ci sono casi in cui la questione pesa meno: poca posta in gioco, un cliente che può controllare da sé, un lavoro che verrà comunque rifatto. Ammetterlo rende più credibile il resto del ragionamento e mostra dove concentrare lo sforzo per primo. Se la posta è bassa e un errore si corregge in un minuto, basta un controllo leggero.',
          },
          {
            heading: () => 'Trasformare la risposta in una regola',
            body: () =>
              'Decidi quando è obbligatorio, chi se ne occupa e quanto tempo gli spetta nella pianificazione e nel prezzo. Un principio senza una regola cede alla prima scadenza; una regola scritta tiene. Mettila dove la vedono tutti, nel preventivo o nelle istruzioni di lavoro, così non dipende dalla buona volontà del momento.',
          },
          {
            heading: () => 'Spiegarlo alle persone per cui lavori',
            body: () =>
              'Parla del risultato, non del metodo: che cosa ci guadagna il cliente e quale rischio si evita. Chi vede che cosa viene protetto lo accetta più volentieri di chi si sente dire che è una buona pratica. Un solo caso concreto, raccontato in una frase, spesso fa il resto.',
          },
        ],
        mistakes: {
          heading: () => 'Gli argomenti che non convincono',
          items: () => [
            'Difendere un principio senza portare un esempio.',
            'Sostenere che conta ovunque, così nessuno crede che conti davvero da qualche parte.',
            'Descrivere il metodo invece del risultato.',
            'Rinunciarci alla prima scadenza, facendo capire a tutti che era facoltativo.',
          ],
        },
        recap: () => 'In sintesi: mostra i casi in cui conta, calcola quanto costa farne a meno, ammetti dove conta meno e metti la regola per iscritto.',
        description: (p) => `Perché ${p.act}: dove si vede, quanto costa farne a meno, dove conta meno e come farne una regola.`,
      },
      price: {
        intro: (p) =>
          `${cap(p.act)} non vuol dire tanto trovare la cifra giusta quanto sapere che cosa paga quella cifra. Questa guida procede con ordine: che cosa deve coprire il prezzo, quale unità usare, che cosa lo fa salire, come scrivere il preventivo e come verificare il prezzo a lavoro finito.`,
        sections: [
          {
            heading: (p) => `Che cosa deve coprire il prezzo ${di(p.object)}`,
            body: (p) =>
              `Prima di dire una cifra, fai l’elenco di tutto ciò che serve per ${p.object}: il lavoro vero e proprio, la preparazione, le verifiche, gli scambi con il cliente e i giri di correzioni. Un prezzo che conta solo la parte visibile è quello che alla fine ti fa lavorare gratis. Aggiungi quanto costa mandare avanti la tua attività, gli strumenti e il tempo speso sui preventivi mai firmati, così la cifra che comunichi paga anche tutto questo.`,
          },
          {
            heading: () => 'Scegliere l’unità: a pezzo, a ore o a corpo',
            body: () =>
              'Scegli l’unità che segue ciò che fa variare l’impegno. Quando l’impegno cresce con la quantità, fai pagare a pezzo; quando dipende da ricerche o da coordinamento, a ore o a giornata; quando il cliente ha bisogno di una sola cifra da approvare, proponi un prezzo a corpo e scrivi che cosa comprende. Qualunque unità tu scelga, il cliente deve poter capire come si arriva al totale.',
          },
          {
            heading: (p) => `Che cosa fa salire il prezzo ${di(p.object)}`,
            body: () =>
              'Annota ciò che aumenta l’impegno: una scadenza stretta, un settore specialistico, materiali che arrivano incompleti, un formato da ricostruire, più interlocutori da accontentare. Nomina questi fattori nel preventivo: così un prezzo più alto si legge come una ragione e non come un capriccio, e il cliente può abbassarlo togliendone uno.',
          },
          {
            heading: (p) => `Scrivere il preventivo per ${p.object}`,
            body: () =>
              'Indica che cosa è compreso e che cosa no, quanti giri di correzioni copre il prezzo, i tempi di consegna, la scadenza del pagamento e per quanto tempo resta valida l’offerta. Un perimetro chiaro protegge entrambe le parti: quando la richiesta cresce strada facendo, puoi mostrare il preventivo e dare un prezzo all’aggiunta invece di assorbirla.',
          },
          {
            heading: () => 'Verificare il prezzo a lavoro consegnato',
            body: (p) =>
              `Confronta le ore che hai davvero dedicato ${al(the(p.object))} con quelle previste nel preventivo. Bastano due o tre lavori per capire se la tua tariffa regge, quali fattori sottovaluti e dove il preventivo ha bisogno di una riga in più la volta successiva.`,
          },
        ],
        mistakes: {
          heading: () => 'Gli errori di prezzo che costano di più',
          items: () => [
            'Fare il prezzo prima che il perimetro sia chiaro, e poi assorbire ogni aggiunta.',
            'Copiare la tariffa di un concorrente senza sapere che cosa comprende.',
            'Lasciare aperto il numero di correzioni, così le ultime non le paga nessuno.',
            'Abbassare il prezzo invece di togliere una parte del lavoro.',
          ],
        },
        recap: (p) => `In sintesi: conta tutto ciò che serve per ${p.object}, scegli un’unità che il cliente possa seguire, nomina ciò che fa salire il prezzo e metti per iscritto il perimetro.`,
        description: (p) => `${cap(p.act)}: che cosa deve coprire il prezzo, quale unità scegliere, che cosa lo fa salire e come scrivere il preventivo.`,
      },
      choose: {
        intro: (p) =>
          `${cap(p.act)} parte da ciò di cui hai bisogno, non da ciò che ti viene proposto. Ecco come fissare i tuoi criteri, confrontare le opzioni a parità di condizioni, provare prima di impegnarti e capire quando rimettere in discussione la scelta.`,
        sections: [
          {
            heading: (p) => `Che cosa ti aspetti ${da(p.object)}${r(p)}`,
            body: (p) =>
              `Scrivi le due o tre cose che non possono mancare nella scelta ${di(p.object)}${r(p)}, e quella a cui puoi rinunciare. Questo breve elenco è il metro con cui misurare ogni alternativa: senza un metro, si finisce per scegliere quella presentata meglio invece di quella giusta per te.`,
          },
          {
            heading: (p) => `Confrontare le opzioni per ${p.object}`,
            body: () =>
              'Confronta le alternative sugli stessi criteri e nello stesso ordine: che cosa porta ciascuna al risultato, quanto è costante da una volta all’altra, quanto costa in un anno invece che al pezzo e quanto è facile procurarsela di nuovo. Una scelta fatta su un solo criterio raramente regge al primo problema. Metti le alternative una accanto all’altra, una riga ciascuna, così il confronto resta sulla carta e non nella tua testa.',
          },
          {
            heading: () => 'Provare prima di impegnarti',
            body: () =>
              'Prova ogni alternativa in piccolo prima di cambiare tutto. Lascia invariato il resto del tuo metodo, così ogni differenza viene dalla scelta stessa, e annota ciò che osservi a ogni prova: dopo due o tre tentativi confronti appunti, non ricordi. Se puoi, prova su un lavoro vero e non su un caso ideale: è lì che si vedono i limiti di ciascuna alternativa.',
          },
          {
            heading: () => 'Quanto costa davvero cambiare',
            body: () =>
              'Conta quanto costa il cambio, non solo il prezzo: il tempo per imparare a usare la novità, le prove andate male, le scorte o le abitudini che ti lasci alle spalle. Cambiare vale la pena quando il vantaggio resta chiaro anche dopo aver messo in conto questi costi.',
          },
          {
            heading: (p) => `Quando rivedere la scelta ${di(the(p.object))}`,
            body: (p) =>
              `Rimetti in discussione questa scelta quando il risultato peggiora, quando un fornitore cambia qualcosa o quando le tue esigenze${forWhat(p)} evolvono. Fino ad allora, una scelta stabile che conosci bene vale più di una scelta migliore sulla carta che continui a sostituire.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Scegliere solo in base al prezzo, e poi pagarlo nel risultato.',
            'Seguire un consiglio pensato per un altro uso.',
            'Cambiare più cose alla volta, così nessuno sa che cosa ha fatto la differenza.',
            'Non annotare mai i risultati di una prova.',
          ],
        },
        recap: (p) => `In sintesi: decidi che cosa ti aspetti ${da(p.object)}, confronta le alternative sugli stessi criteri, prova in piccolo e tieni la tua scelta finché i risultati non dicono il contrario.`,
        description: (p) => `${cap(p.act)}: i criteri da fissare, come confrontare le alternative, come provarle e quando rivedere la scelta.`,
      },
      build: {
        intro: (p) => `${cap(p.act)} vuol dire soprattutto decidere a che cosa serve e chi si occupa degli aggiornamenti; la realizzazione viene dopo. Ecco le decisioni in ordine, dalla prima versione alla routine di aggiornamento.`,
        sections: [
          {
            heading: (p) => `Decidere lo scopo ${di(the(p.object))}`,
            body: (p) =>
              `Prima di cominciare, scrivi in una frase chi userà ${the(p.object)} e che cosa deve cambiare per queste persone. Quella frase decide che cosa entra, che cosa resta fuori e quando la prima versione è abbastanza buona da essere condivisa. Se due usi tirano in direzioni opposte, tienine uno per la prima versione e annota l’altro per dopo.`,
          },
          {
            heading: () => 'Raccogliere ciò che esiste già',
            body: (p) =>
              `Buona parte del materiale per ${the(p.object)} esiste già da qualche parte: nei lavori passati, nelle email, negli appunti e nelle domande che tornano sempre. Raccoglilo prima, mettilo in ordine e scrivi solo ciò che manca: così parti da cose che le persone riconoscono già. Annota da dove viene ogni elemento, così chiunque potrà verificarlo in seguito.`,
          },
          {
            heading: () => 'Condividere presto una prima versione',
            body: (p) =>
              `Tieni la prima versione abbastanza breve da finirla in una sola sessione di lavoro, e condividila presto${withWhom(p)}. Una prima versione che qualcuno usa insegna più di una versione completa che aspetta nel cassetto, e le prime domande mostrano che cosa aggiungere. Chiedi a chi la prova che cosa ha cercato senza trovarlo: è l’elenco più utile per la versione successiva.`,
          },
          {
            heading: () => 'Chi decide che cosa',
            body: (p) =>
              `Stabilisci chi apporta le modifiche ${al(the(p.object))}, chi le approva e dove si trova la versione aggiornata. Senza questa regola, dopo qualche settimana circolano due versioni e nessuno sa quale sia quella giusta. Metti la regola per iscritto accanto alla versione aggiornata, in un punto che tutti vedono.`,
          },
          {
            heading: (p) => `Aggiornare ${the(p.object)} nel tempo`,
            body: (p) =>
              `Scegli un momento regolare per rileggere ${the(p.object)}, dopo ogni progetto o una volta al mese. Togli ciò che non vale più, aggiungi ciò che è emerso e metti una data a ogni modifica, così tutti vedono che cosa è cambiato e quando. Una breve nota sulle novità, mandata alle persone interessate, spesso basta perché si fidino della versione aggiornata.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Volere una versione completa prima che qualcuno la usi.', 'Costruire tutto da soli, e poi chiedere agli altri di adottarlo.', 'Tenere più copie in posti diversi.', 'Non togliere mai niente, finché nessuno legge più.'],
        },
        recap: (p) => `In sintesi: decidi lo scopo ${di(the(p.object))}, parti da ciò che esiste, condividi presto una prima versione e stabilisci chi si occupa degli aggiornamenti.`,
        description: (p) => `${cap(p.act)}: lo scopo, da dove partire, chi decide che cosa e come gestire gli aggiornamenti.`,
      },
      organise: {
        intro: (p) => `${cap(p.act)} comincia da ciò che non si può spostare; tutto il resto si organizza intorno. Ecco come fissare i punti fermi, raggruppare il resto, tenere un margine e correggere il tiro dopo una prova.`,
        sections: [
          {
            heading: (p) => `I punti fermi ${di(the(p.object))}`,
            body: (p) =>
              `Elenca prima ciò che è fisso${when(p)}: gli orari imposti da altri, gli impegni che non puoi spostare, i momenti che ti servono per recuperare. Sono le prime cose da mettere ${nel(the(p.object))}; tutto il resto si organizza intorno, non il contrario.`,
          },
          {
            heading: () => 'Raggruppare il resto in blocchi',
            body: () =>
              'Raggruppa ciò che resta in pochi blocchi, ognuno con un solo scopo, invece di una lunga lista di piccole attività. Un blocco tiene insieme il lavoro che va fatto insieme, ed è più facile spostare un blocco intero che riorganizzare venti voci separate. Dai a ogni blocco un posto abituale nella giornata o nella settimana, così diventa un’abitudine e non una decisione da prendere ogni volta.',
          },
          {
            heading: () => 'Un margine per gli imprevisti',
            body: (p) =>
              `Lascia ${nel(the(p.object))} un margine per ciò che non puoi prevedere: un ritardo, un’assenza, un’attività che dura più del previsto. Un’organizzazione senza margine salta alla prima sorpresa, e il margine che non usi ti restituisce tempo. Per cominciare basta spesso un’ora libera a metà giornata o mezza giornata a fine settimana.`,
          },
          {
            heading: () => 'Mettere l’organizzazione per iscritto',
            body: () =>
              'Metti la nuova organizzazione per iscritto, su carta o in un calendario condiviso, e mostrala alle persone che coinvolge. Gli altri non possono rispettare ciò che esiste solo nella tua testa, e scriverlo fa saltare all’occhio le giornate troppo piene. Una pagina di solito basta: se ne servono tre, l’organizzazione è probabilmente troppo complicata.',
          },
          {
            heading: () => 'Correggere il tiro dopo una prova',
            body: () =>
              'Prova la nuova organizzazione per due settimane prima di giudicarla. Annota ogni giorno che cosa è slittato e perché; alla fine della prova cambia una cosa alla volta, cominciando da ciò che è slittato più spesso. Un’organizzazione riuscita si riconosce perché regge anche nelle settimane difficili, non solo in quelle tranquille.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Riempire ogni ora, senza margine per gli imprevisti.', 'Organizzarsi intorno alle attività dimenticando il riposo.', 'Cambiare tutto dopo una giornata storta.', 'Tenere la pianificazione per sé quando riguarda anche altre persone.'],
        },
        recap: (p) => `In sintesi: metti prima ${nel(the(p.object))} ciò che non si può spostare, raggruppa il resto in blocchi, tieni un margine e correggi il tiro dopo due settimane.`,
        description: (p) => `${cap(p.act)}: prima i punti fermi, poi il resto in blocchi, un margine per gli imprevisti e una correzione dopo una prova.`,
      },
      keep: {
        intro: (p) =>
          `${cap(p.act)} dipende meno dalle offerte speciali che da ciò che le persone ritrovano a ogni visita. Ecco da dove cominciare: chi torna già, che cosa fa sentire le persone riconosciute, che cosa dà un motivo per tornare e come capire se funziona.`,
        sections: [
          {
            heading: () => 'Sapere chi torna già',
            body: (p) =>
              `Comincia annotando chi torna già, ogni quanto e per che cosa. ${cap(p.act)} parte da ciò che queste persone apprezzano già; un’offerta nuova costruita senza saperlo spesso premia chi sarebbe venuto comunque. Bastano poche settimane di appunti, anche su un semplice quaderno, per vedere quali giorni, quali servizi e quali persone tengono in piedi l’attività.`,
          },
          {
            heading: () => 'Riconoscere le persone',
            body: () =>
              'Ricorda i nomi, le abitudini e le preferenze, e usali: l’ordine di sempre già pronto, una domanda sull’ultima volta. Sentirsi riconosciuti è il motivo per cui molti scelgono un posto invece di un altro più economico o più vicino. Non serve un programma complicato: un appunto sulle preferenze di chi torna spesso, condiviso con chi lavora con te, basta perché chiunque sia di turno accolga tutti allo stesso modo.',
          },
          {
            heading: () => 'Dare un motivo per tornare',
            body: () =>
              'Offri un motivo per tornare che corrisponda a ciò che le persone vengono a cercare da te: una novità a cadenza regolare, l’annuncio di ciò che sta per arrivare, un servizio che gli altri non offrono. Un motivo regolare funziona meglio di uno sconto occasionale.',
          },
          {
            heading: () => 'Ascoltare quando qualcosa non va',
            body: () =>
              'Un reclamo gestito in fretta e senza discussioni spesso lega più di una visita filata liscia. Chiedi che cosa non è andato, correggi subito ciò che si può correggere e spiega che cosa cambierai. Tieni un elenco dei reclami: quando lo stesso problema torna due volte, non è più un caso ma qualcosa da sistemare.',
          },
          {
            heading: (p) => `Misurare la fedeltà ${di(p.object)}`,
            body: () =>
              'Scegli un segnale che puoi contare davvero: quante persone tornano nel giro di un mese, quale quota delle vendite viene dai clienti abituali, quanti arrivano grazie al passaparola. Annotalo ogni mese; la tendenza dice più di qualsiasi numero isolato.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Premiare solo chi arriva per la prima volta e dimenticare i clienti abituali.',
            'Moltiplicare gli sconti finché il prezzo è l’unica cosa che si ricorda.',
            'Rispondere a un reclamo con una giustificazione.',
            'Cambiare senza preavviso proprio ciò per cui i clienti abituali vengono.',
          ],
        },
        recap: () => 'In sintesi: scopri chi torna già, riconosci le persone, dai un motivo regolare per tornare, ascolta quando qualcosa non va e conta chi ritorna.',
        description: (p) => `${cap(p.act)}: chi torna già, come riconoscere le persone, un motivo per tornare e come misurare la fedeltà.`,
      },
    },
  },
  kind: {
    why: /^perch[éè](?!\p{L})/iu,
    pitfalls: /(?<!\p{L})(?:errori|errore|trappole)(?!\p{L})/iu,
    how: /^(?:come(?!\p{L})|(?!(?:mare|padre|madre|fiore|cuore|amore|colore|valore|sapere|potere|piacere|dolore|favore|signore|settore|autore|sole|mese|paese|prima|dopo|oltre|sempre)(?!\p{L}))\p{L}{2,}(?:are|ere|ire)(?!\p{L}))/iu,
  },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: non esiste un solo modo giusto, ma esiste un ordine che fa risparmiare tempo; eccolo, con gli errori che costano di più.`,
      (T) => `${T}: la parte difficile raramente è il lavoro in sé, sono le decisioni intorno, e questa guida le affronta una alla volta.`,
    ],
    why: [(T) => `${T}: la domanda torna spesso, e la risposta è meno ovvia di quanto sembri.`, (T) => `${T}: prima la risposta breve, poi i casi in cui conta di più.`],
    pitfalls: [(T) => `${T}: la maggior parte si riconosce facilmente quando si sa dove guardare.`, (T) => `${T}: tornano sempre gli stessi, e ognuno ha una soluzione semplice.`],
    about: [
      (T) => `${T}: sembra semplice finché non si comincia, e poi le piccole decisioni si accumulano – da dove partire, cosa lasciare fuori e come capire se funziona.`,
      (T) => `${T}: tutti sanno che è importante, pochi sanno da dove cominciare, e questa guida resta concreta.`,
    ],
  },
  headings: {
    settle: ['Cosa decidere prima', 'Prima di cominciare', 'Le prime decisioni'],
    steps: ['Passo dopo passo', 'I passi, in ordine', 'Da dove cominciare'],
    answer: ['La risposta breve', 'Cosa è davvero in gioco', 'Perché è importante'],
    when: ['Quando conta di più', 'Dove si vede la differenza', 'I casi decisivi'],
    pitfalls: ['Dove di solito si sbaglia', 'Errori da evitare', 'Le trappole abituali'],
    act: ['Cosa fare invece', 'Come affrontarlo', 'Un modo migliore'],
    check: ['Come capire se funziona', 'Come misurare i progressi', 'Segnali che sei sulla strada giusta'],
    close: ['In breve', 'Conclusione', 'Per riassumere'],
  },
  lived: {
    heading: (t) => `Dall’esperienza: ${t}`,
    takeaway: ['Quel momento dice sull’argomento più di qualsiasi lista di controllo, e i consigli che seguono partono da lì.', 'Ogni passo che segue torna a ciò che successe quel giorno.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `applica prima i passi qui sopra all’ambito «${P}», poi allarga il campo quando si vedono i primi risultati`,
  settle: [
    'Decidi che cosa conta di più nel risultato, la durata, l’aspetto o la rapidità, e accetta ciò a cui rinunci per ottenerlo. Questa scelta fissa i materiali, il metodo e i tempi.',
    'Dai al lavoro il tempo e le condizioni che richiede: un lavoro infilato tra altri due, o fatto nel posto sbagliato o con il tempo sbagliato, è quello che finisci per rifare.',
  ],
  answer: [
    'Perché il costo di un errore emerge più tardi dello sforzo di fare bene. Quando il problema si vede, è più difficile e più caro da correggere.',
    'Perché le persone per cui lavori giudicano il risultato, non il metodo. Ciò che da dentro sembra un dettaglio è spesso la prima cosa che notano.',
  ],
  when: [
    'Conta di più quando la posta è alta e chi ti affida il lavoro non può verificare da solo: allora la cura è tutto il valore del lavoro.',
    'La differenza si vede alla prima vera prova: una domanda del cliente, una scadenza, un caso imprevisto. È lì che le scorciatoie si pagano.',
  ],
  why: [
    'Farlo bene cambia il modo in cui le persone vedono il tuo lavoro, molto prima di parlarti.',
    'Spesso è la differenza tra un lavoro che si nota e uno che si ignora: basta un’occhiata per capire se un lavoro è stato fatto con cura.',
    'Qui i piccoli miglioramenti si sommano: ognuno rende più facile la conversazione successiva e più rapida la decisione successiva.',
  ],
  context: (site, pos) => `da ${site}, questo è al centro del nostro lavoro: ${pos}`,
  steps: [
    '**Controlla cosa hai.** Guarda i materiali, gli attrezzi e lo stato del pezzo prima di toccare qualcosa, e metti da parte ciò che manca o è consumato.',
    '**Decidi il risultato atteso.** Di’ in una frase che cosa deve essere vero alla fine e come lo verificherai.',
    '**Prepara prima di cominciare.** Libera il piano di lavoro, tira fuori gli attrezzi e tieni a portata di mano ciò che serve: quasi tutti i problemi nascono da una preparazione fatta in fretta.',
    '**Comincia da una piccola parte.** Fai prima una sezione, un pezzo o un angolo, poi guarda il risultato prima di andare avanti.',
    '**Procedi un passo alla volta.** Finisci e controlla ogni passaggio prima del successivo: tornare indietro costa più che farlo bene subito.',
    '**Chiedi a chi l’ha già fatto.** Quando un passaggio non è chiaro, qualche minuto con una persona esperta costa meno di una riparazione dopo.',
    '**Controlla il risultato.** Guardalo, provalo, usalo una volta come verrà usato, e correggi ciò che non va finché hai ancora tutto a portata di mano.',
    '**Annota cosa hai fatto.** La data, che cosa hai usato e che cosa cambieresti: la prossima volta riparti da lì invece che dalla memoria.',
  ],
  mistakes: [
    'Preparare in fretta per arrivare prima al lavoro vero.',
    'Saltare la prova su una piccola parte e scoprire il problema sull’intero pezzo.',
    'Usare l’attrezzo che capita invece di quello giusto.',
    'Non controllare il risultato prima di mettere via tutto.',
    'Fare tutto insieme invece di finire una parte.',
    'Seguire un consiglio pensato per un altro caso senza verificare che vada bene per il tuo.',
    'Tirare a indovinare nel dubbio invece di chiedere a chi l’ha già fatto.',
    'Cambiare tutto al primo problema invece di cercarne la causa.',
  ],
  measure: [
    'Decidi prima di cominciare che cosa controllerai alla fine, come la misura, la finitura o la tenuta, e annotalo.',
    'Tieni un registro semplice: la data, che cosa hai fatto e che cosa hai usato. Dopo qualche lavoro mostra che cosa tiene e che cosa va rifatto.',
    'Riguarda il lavoro una settimana dopo e dopo il primo uso vero. Ciò che tiene ancora a quel punto è stato fatto bene.',
    'Confronta il primo lavoro con il quarto: meno tempo, meno ritocchi e meno resi sono i segnali che contano.',
    'Annota quanto dura ogni passaggio e quante volte devi rifarne uno. Quando entrambi calano, il metodo funziona.',
  ],
  recap: (_T, a, b) => `In breve: ${a}, poi ${b}.`,
  cta: (site, cta, url) => `quando vorrai fare il passo successivo, ${site} può aiutarti — [${cta}](${url}).`,
  contact: (site, url) => `Vuoi andare oltre? [Contatta ${site}](${url}).`,
  neutralClose: ['Scegli un passo di questo articolo e provalo questa settimana.', 'Prendi il passo adatto alla tua settimana e comincia da lì.'],
  description: {
    how: (T) => `${T}: cosa decidere prima, i passi in ordine, gli errori frequenti e come capire se funziona.`,
    why: (T) => `${T}: la risposta breve, quando conta di più e cosa fare.`,
    pitfalls: (T) => `${T}: gli errori frequenti, cosa fare invece e come capire se funziona.`,
    about: (T) => `${T}: perché è importante, da dove cominciare, gli errori da evitare e come misurare i progressi.`,
  },
  coverNoteFallback: 'Un’immagine calma e ordinata legata all’argomento, con spazio per il titolo.',
};
