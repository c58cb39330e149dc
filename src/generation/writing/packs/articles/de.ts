import type { ArticlePhrases, ShapePhrases, TopicParts, TopicShape } from '../article-types.js';

/**
 * How-topics by their verb, in the forms German titles take: "Preise richtig kalkulieren",
 * "Wie Sie Ihre Preise kalkulieren", "Wie man einen Newsletter aufbaut", "Wie wähle ich …?",
 * "So bauen Sie … auf". A verb marked 'price' is a price only when its object is one ("Den
 * Stundensatz berechnen", not "Die Mehlmenge berechnen"); 'best' chooses only the right, fitting
 * or best one ("Den passenden Steuerberater finden", not "Zeit finden"); 'keep' verbs keep people.
 */
const VERBS: Array<[string, TopicShape, ('price' | 'best')?]> = [
  ['kalkulieren', 'price'],
  ['berechnen', 'price', 'price'],
  ['fest|legen', 'price', 'price'],
  ['fest|setzen', 'price', 'price'],
  ['an|setzen', 'price', 'price'],
  ['ermitteln', 'price', 'price'],
  ['gestalten', 'price', 'price'],
  ['wählen', 'choose'],
  ['aus|wählen', 'choose'],
  ['aus|suchen', 'choose'],
  ['finden', 'choose', 'best'],
  ['auf|bauen', 'build'],
  ['erstellen', 'build'],
  ['an|legen', 'build'],
  ['entwickeln', 'build'],
  ['ein|richten', 'build'],
  ['konzipieren', 'build'],
  ['erarbeiten', 'build'],
  ['gestalten', 'build'],
  ['organisieren', 'organise'],
  ['planen', 'organise'],
  ['strukturieren', 'organise'],
  ['ein|teilen', 'organise'],
  ['ordnen', 'organise'],
  ['halten', 'keep'],
  ['binden', 'keep'],
  ['behalten', 'keep'],
  ['zurück|gewinnen', 'keep'],
];
/** the strong verbs' present forms (first person, third person) */
const STRONG: Record<string, [string, string]> = { halten: ['halte', 'hält'], behalten: ['behalte', 'behält'] };

interface Verb {
  inf: string;
  particle: string;
  base: string;
  first: string;
  third: string;
  shape: TopicShape;
  only?: 'price' | 'best';
}
const FORMS: Verb[] = VERBS.map(([v, shape, only]) => {
  const [particle, base] = v.includes('|') ? (v.split('|') as [string, string]) : ['', v];
  const stem = /e[lr]n$/u.test(base) ? base.slice(0, -1) : base.slice(0, -2);
  const first = STRONG[base]?.[0] ?? (/eln$/u.test(base) ? `${base.slice(0, -3)}le` : `${stem}e`);
  const third = STRONG[base]?.[1] ?? (/(?:[td]|(?:ch|[^aeiouäöülrhmn])[mn])$/u.test(stem) ? `${stem}et` : `${stem}t`);
  return { inf: particle + base, particle, base, first, third, shape, ...(only ? { only } : {}) };
});

/** Nouns that name a price: the thing priced follows them ("Preise für Übersetzungen"). */
const PRICE_NOUN = /^(?:\p{Lu}\p{Ll}*preis|Preis|Stundensatz|Tagessatz|Honorar|Tarif|Gebühr)(?:e|en)?$|^(?:Stundensätze|Tagessätze)$/u;
/** A bare price noun gets the reader's possessive: "Preise kalkulieren" is about "Ihre Preise". */
const yourPrice = (noun: string) => (/(?:e|en)$/u.test(noun) || /Gebühr$/u.test(noun) ? 'Ihre' : /Honorar$/u.test(noun) ? 'Ihr' : 'Ihren');
/** People one keeps: customers, guests, readers, members, patients, subscribers (the head noun's end: "Stammkunden", "Stammgäste"). */
const PEOPLE =
  /(?:kunde|kunden|kundin|kundinnen|kundschaft|gast|gäste|leser|leserin|leserinnen|lesern|leserschaft|mitglied|mitglieder|abonnent|abonnenten|abonnentin|abonnentinnen|patient|patienten|patientin|patientinnen|klient|klienten|klientin|klientinnen|mandant|mandanten|mandantin|mandantinnen|käufer|käuferin|käuferinnen|besucher|besucherin|besucherinnen|teilnehmer|teilnehmerin|teilnehmerinnen|spender|spenderin|spenderinnen)$/iu;
/** An adjective that makes "finden" a choice: "den passenden Steuerberater finden". */
const BEST = /^(?:richtig|passend|best|geeignet|ideal)(?:e|en|er|es|em)$/u;
const DET = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|keinem|keiner|keines|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|dies(?:e|en|em|er|es)|jed(?:e|en|em|er|es)|alle|mehrere)$/u;
const GENITIVE = /^(?:des|der|eines|einer|Ihres|Ihrer|dieses|dieser)$/u;
/** (not the function words that end like one: "oder", "immer") */
const ADJECTIVE = /^(?!(?:oder|aber|unter|über|hinter|immer|wieder|außer|weder|jeder)$)\p{Ll}+(?:e|en|er|es|em)$/u;
const NOUN = /^\p{Lu}[\p{L}-]*$/u;

/** The reader's possessives: the site says "Sie" ("seine Preise", "meine Preise" → "Ihre Preise"). */
const yours = (s: string) => s.replace(/(?<!\p{L})(?:[mdsMDS]ein|ihr|unser|Unser|eur|Eur|euer|Euer)(?=(?:e|en|em|er|es)?(?!\p{L}))/gu, 'Ihr');

/** The noun phrase a topic's middle opens with, as the number of its words (with a genitive attribute: "die Kunden eines Ladens"), or 0. */
function nounPhrase(w: string[], from = 0): number {
  let i = from;
  if (DET.test(w[i] ?? '')) i++;
  while (ADJECTIVE.test(w[i] ?? '') && !DET.test(w[i]!)) i++;
  if (!NOUN.test(w[i] ?? '') || /^(?:Sie|Ihnen)$/u.test(w[i]!)) return 0;
  i++;
  if (GENITIVE.test(w[i] ?? '')) {
    let j = i + 1;
    while (ADJECTIVE.test(w[j] ?? '') && !DET.test(w[j]!)) j++;
    if (NOUN.test(w[j] ?? '')) i = j + 1;
  }
  return i - from;
}

/** The words a why-topic's claim may open with as a clause ("Warum maschinelle Übersetzung … braucht"), not as a question ("Warum braucht …"). */
const CLAUSE_START = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|man|sich|es|wir|ich|viele|manche|alle|jede|jeder|jedes|diese|dieser|dieses|gerade|gute|kleine|große)$/u;
const AUXILIARY = /^(?:sollte|sollten|würde|würden|wurde|wurden|hatte|hatten|wäre|wären|könnte|könnten|müsste|müssten|dürfte|möchte|wollte|konnte|musste|durfte|hätte|hätten)$/u;
const FINITE_END = /^\p{Ll}+(?:t|en|ern|eln|te|ten|ss|nn|rf|ll|ag|iß|st)$/u;

/** "Warum maschinelle Übersetzung noch einen Menschen braucht": a clause ending on its verb, to continue "…, dass". */
function claimOf(claim: string): string | undefined {
  const w = claim.split(/\s+/u);
  const [first, next] = [w[0]!, w[1] ?? ''];
  if (w.length < 2 || !FINITE_END.test(w[w.length - 1]!.replace(/[,;:]$/u, ''))) return undefined;
  const opens = (NOUN.test(first) && !AUXILIARY.test(first.toLowerCase())) || CLAUSE_START.test(first) || (/^\p{Ll}+(?:e|er|es)$/u.test(first) && !AUXILIARY.test(first) && NOUN.test(next) && !/^(?:Sie|Ihr\p{Ll}*)$/u.test(next));
  return opens ? claim : undefined;
}

function parse(topic: string): TopicParts | undefined {
  const t = topic
    .trim()
    .replace(/\s*[.!?…]+$/u, '')
    .replace(/\s+/gu, ' ');
  const why = /^warum\s+(.+)$/iu.exec(t)?.[1];
  if (why) {
    const claim = claimOf(why);
    return claim ? { shape: 'why', act: claim, object: claim, rest: '' } : undefined;
  }
  if (/[,;:()"„“]/u.test(t)) return undefined;
  const w = t.split(' ');
  let verb: Verb | undefined;
  let middle: string[] = [];
  const modal = /^(?:kann|können|sollte|sollten|soll|muss|müssen|lässt|lassen)$/u;
  if (/^wie$/iu.test(w[0]!) && /^(?:Sie|man)$/u.test(w[1] ?? '')) {
    // "Wie Sie Ihre Preise kalkulieren (können)", "Wie man einen Newsletter aufbaut (kann)"
    const end = modal.test(w[w.length - 1]!) ? w.length - 2 : w.length - 1;
    const v = w[end]!;
    const infinitive = end < w.length - 1 || w[1] === 'Sie';
    verb = FORMS.find((f) => (infinitive ? f.inf === v : f.particle + f.third === v));
    middle = w.slice(2, end);
  } else if (/^(?:wie|so)$/iu.test(w[0]!) && /^(?:Sie|ich|man)$/u.test(w[2] ?? '')) {
    // "Wie kalkuliere ich meine Preise", "So bauen Sie einen Newsletter auf", "Wie kann ich meine Preise kalkulieren"
    const [v, who] = [w[1]!.toLowerCase(), w[2]!];
    if (modal.test(v)) {
      verb = FORMS.find((f) => f.inf === w[w.length - 1]);
      middle = w.slice(3, -1);
    } else {
      const last = w[w.length - 1]!;
      const form = (f: Verb) => (who === 'Sie' ? f.base : who === 'ich' ? f.first : f.third);
      verb = FORMS.find((f) => f.particle && f.particle === last && form(f) === v) ?? FORMS.find((f) => !f.particle && form(f) === v);
      middle = w.slice(3, verb?.particle ? -1 : undefined);
    }
  } else if (!/^(?:wie|so|was|wann|wo|wer|warum|weshalb|wieso)$/iu.test(w[0]!)) {
    // "Preise für Übersetzungen richtig kalkulieren", "Einen Newsletter aufbauen"
    const v = w[w.length - 1]!;
    verb = FORMS.find((f) => f.inf === v);
    middle = w.slice(0, -1);
  }
  if (!verb || !middle.length || middle.some((x) => /^(?:sich|mich|man|ich|wir)$/u.test(x))) return undefined;
  // an article or an adjective opening the title loses its capital ("Das richtige Mehl", "Treue Kunden")
  const m = yours(middle.join(' ')).split(' ');
  if (/^Ihr/u.test(m[0]!)) {
    // the reader's own ("Ihre Preise")
  } else if (DET.test(m[0]!.toLowerCase())) m[0] = m[0]!.toLowerCase();
  else if (m.length > 1 && NOUN.test(m[1]!)) {
    // a capital before a noun: an adjective ("Treue Kunden"), else a word it cannot place ("Richtig Preise kalkulieren")
    if (!/^\p{Lu}\p{Ll}+(?:e|en|er|es)$/u.test(m[0]!) || PRICE_NOUN.test(m[0]!)) return undefined;
    m[0] = m[0]!.toLowerCase();
  }
  let n = nounPhrase(m);
  if (!n) return undefined;
  const head = m.slice(0, n).find((x) => NOUN.test(x) && !DET.test(x))!;
  const candidates = FORMS.filter((f) => f.inf === verb!.inf);
  verb = candidates.find((f) => (f.only === 'price' ? PRICE_NOUN.test(head) : f.only === 'best' ? m.slice(0, n).some((x) => BEST.test(x)) : true));
  if (!verb) return undefined;
  if (verb.shape === 'keep' && !PEOPLE.test(head)) return undefined;
  // a noun alone is said back without an article ("Kriterien für … festlegen"): a plural or a collective, not a singular ("Website erstellen")
  if (n === 1 && !PRICE_NOUN.test(head) && !/(?:en|ern|eln|innen|er|el|[aeiouéyptk]s|schaft)$/u.test(head)) return undefined;
  if (verb.shape === 'price' && PRICE_NOUN.test(head) && n === 1) m.unshift(yourPrice(head)), (n = 2);
  const act = `${m.join(' ')} ${verb.inf}`;
  // "Preise für Übersetzungen": the translations are the topic's object, the price is the verb's
  if (verb.shape === 'price' && PRICE_NOUN.test(head) && m[n] === 'für') {
    const k = nounPhrase(m, n + 1);
    if (k) return { shape: 'price', act, object: m.slice(n + 1, n + 1 + k).join(' '), rest: m.slice(n + 1 + k).join(' ') };
  }
  return { shape: verb.shape, act, object: m.slice(0, n).join(' '), rest: m.slice(n).join(' ') };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The object named again, definite: "einen Newsletter" → "den Newsletter", "ein eigenes Glossar" → "das eigene Glossar" (the case stays the accusative of the topic). */
function def(o: string): string {
  const w = o.split(' ');
  if (w[0] === 'einen') w[0] = 'den';
  else if (w[0] === 'eine') w[0] = 'die';
  else if (w[0] === 'ein') {
    w[0] = 'das';
    for (let i = 1; i < w.length && ADJECTIVE.test(w[i]!); i++) w[i] = w[i]!.replace(/es$/u, 'e');
  }
  return w.join(' ');
}
/** What is priced, as an accusative: the price named by the topic ("Ihre Preise", "Ihren Stundensatz") or the price of its object ("den Preis für Übersetzungen"). */
const priced = (p: TopicParts) => (p.object.split(' ').some((x) => PRICE_NOUN.test(x) && NOUN.test(x)) && !/^(?:für|bei)\s/u.test(p.object) ? p.object : `den Preis für ${p.object}`);
/** "mit Ihrem Kunden": a rest that says who the work is shared with */
const withWhom = (p: TopicParts) => (/^mit\s/u.test(p.rest) ? ` ${p.rest}` : '');
/** (the act in a clause whose subject is the reader: "wenn Sie einen Newsletter aufbauen wollen") */
const mistakesHeading = (p: TopicParts) => `Häufige Fehler, wenn Sie ${p.act} wollen`;

const outline: Record<TopicShape, ShapePhrases> = {
  why: {
    intro: () => 'Diese Frage beantworten Fälle besser als Grundsätze: wo sich der Unterschied zeigt, was der Verzicht kostet, wo es weniger zählt und wie aus der Antwort eine Regel wird, die auch unter Termindruck hält.',
    sections: [
      {
        heading: (p) => `Wo sich zeigt, dass ${p.act}`,
        body: () =>
          'Schauen Sie auf die Fälle, in denen der Unterschied sichtbar wird: wo ein Fehler etwas kostet, wo der Kunde nicht selbst prüfen kann, wo der Zusammenhang nirgends aufgeschrieben ist. Zwei oder drei solcher Fälle aus Ihrer eigenen Arbeit überzeugen mehr als jede allgemeine Aussage. Halten Sie die Fälle fest, sobald sie passieren: Einen Fall mit Datum wischt man nicht so leicht beiseite wie eine Erinnerung.',
      },
      {
        heading: () => 'Was der Verzicht kostet',
        body: () =>
          'Zählen Sie zusammen, was folgt, wenn darauf verzichtet wird: Korrekturen im Nachhinein, Erklärungen, die Sie schuldig sind, Vertrauen, das neu wachsen muss. Neben die Zeit gestellt, die es gekostet hätte, spricht die Rechnung meist für sich. Wenn Sie eigene Zahlen haben, rechnen Sie damit; wenn nicht, beschreiben Sie einen Fall genau.',
      },
      {
        heading: () => 'Wo es weniger zählt',
        body: () =>
          'Es gibt Fälle, in denen die Frage weniger wiegt: Es steht wenig auf dem Spiel, der Kunde kann selbst nachprüfen, die Arbeit wird ohnehin noch einmal gemacht. Das offen zu sagen, macht den Rest der Argumentation glaubwürdiger und zeigt, wo sich der Aufwand zuerst lohnt.',
      },
      {
        heading: () => 'Aus der Antwort eine Regel machen',
        body: () =>
          'Legen Sie fest, wann es Pflicht ist, wer sich darum kümmert und wie viel Zeit dafür im Zeitplan und im Preis vorgesehen ist. Ein Grundsatz ohne Regel gibt bei der ersten Frist nach; eine aufgeschriebene Regel hält. Schreiben Sie die Regel dort auf, wo sie gebraucht wird: in die Checkliste für jeden Auftrag, nicht in ein Dokument, das niemand öffnet.',
      },
      {
        heading: () => 'Es den Menschen erklären, für die Sie arbeiten',
        body: () =>
          'Sprechen Sie über das Ergebnis, nicht über die Methode: was der Kunde davon hat und welches Risiko vermieden wird. Wer sieht, was dadurch geschützt wird, akzeptiert es eher als jemand, dem man sagt, das sei gute Praxis. Ein einziger konkreter Fall, in einem Satz erzählt, erledigt oft den Rest.',
      },
    ],
    mistakes: {
      heading: () => 'Argumente, die nicht überzeugen',
      items: () => [
        'Einen Grundsatz verteidigen, ohne ein einziges Beispiel zu nennen.',
        'Behaupten, es zähle überall, sodass niemand mehr glaubt, dass es irgendwo zählt.',
        'Die Methode beschreiben statt des Ergebnisses.',
        'Bei der ersten knappen Frist darauf verzichten und damit allen zeigen, dass es freiwillig war.',
      ],
    },
    recap: () => 'Unterm Strich: Zeigen Sie die Fälle, in denen es zählt, beziffern Sie, was der Verzicht kostet, sagen Sie offen, wo es weniger zählt, und schreiben Sie die Regel auf.',
    description: (p) => `Warum ${p.act}: wo es sich zeigt, was der Verzicht kostet, wo es weniger zählt und wie daraus eine Regel wird.`,
  },
  price: {
    intro: (p) =>
      `Wenn Sie ${p.act} wollen, geht es weniger um die richtige Zahl als um die Frage, was diese Zahl bezahlen muss. Dieser Leitfaden geht der Reihe nach vor: was in den Preis gehört, welche Abrechnungseinheit passt, was den Preis erhöht, was ins Angebot gehört und wie Sie hinterher nachrechnen.`,
    sections: [
      {
        heading: (p) => `Was in ${priced(p)} gehört`,
        body: (p) =>
          `Bevor Sie ${priced(p)} nennen, listen Sie die ganze Arbeit auf: die eigentliche Leistung, die Vorbereitung, die Prüfung, die Abstimmung mit dem Kunden und die Korrekturschleifen. Ein Preis, der nur den sichtbaren Teil zählt, lässt Sie am Ende umsonst arbeiten. Rechnen Sie auch die laufenden Kosten Ihres Betriebs ein, Ihre Werkzeuge und die Zeit für Angebote, die nie unterschrieben werden, damit die genannte Zahl all das trägt.`,
      },
      {
        heading: () => 'Die Einheit wählen: pro Stück, pro Stunde oder pauschal',
        body: () =>
          'Wählen Sie die Einheit, die dem folgt, was den Aufwand verändert. Wächst er mit der Menge, rechnen Sie nach Menge ab; hängt er von Recherche oder Abstimmung ab, nach Stunden oder Tagen; braucht der Kunde eine einzige Zahl zum Freigeben, bieten Sie eine Pauschale an und sagen Sie genau, was darin enthalten ist. Bei jeder Einheit muss der Kunde nachvollziehen können, wie die Summe zustande kommt.',
      },
      {
        heading: (p) => `Wann Sie ${priced(p)} höher ansetzen`,
        body: () =>
          'Notieren Sie, was den Aufwand erhöht: eine kurze Frist, ein spezielles Fachgebiet, Unterlagen, die unvollständig ankommen, ein Format, das neu aufgebaut werden muss, mehrere Ansprechpartner, die zufrieden sein wollen. Nennen Sie diese Faktoren im Angebot: Dann liest sich ein höherer Preis als Begründung und nicht als Laune, und der Kunde kann ihn senken, indem er einen der Faktoren streicht.',
      },
      {
        heading: (p) => `${cap(priced(p))} im Angebot begründen`,
        body: () =>
          'Halten Sie im Angebot fest, was enthalten ist und was nicht, wie viele Korrekturrunden abgedeckt sind, die Lieferfrist, das Zahlungsziel und wie lange das Angebot gilt. Ein klarer Umfang schützt beide Seiten: Wächst der Auftrag unterwegs, verweisen Sie auf das Angebot und berechnen die Erweiterung, statt sie stillschweigend zu übernehmen.',
      },
      {
        heading: () => 'Nach dem Auftrag nachrechnen',
        body: (p) =>
          `Vergleichen Sie die Zeit, die Sie tatsächlich gebraucht haben, mit der Zeit, die Sie kalkuliert hatten. Zwei oder drei Aufträge genügen, um zu sehen, ob Sie ${priced(p)} richtig angesetzt haben, welche Faktoren Sie unterschätzen und wo das Angebot beim nächsten Mal eine Zeile mehr braucht.`,
      },
    ],
    mistakes: {
      heading: () => 'Die teuersten Fehler bei der Preiskalkulation',
      items: () => [
        'Einen Preis nennen, bevor der Umfang klar ist, und danach jede Erweiterung schlucken.',
        'Den Preis eines Mitbewerbers übernehmen, ohne zu wissen, was er abdeckt.',
        'Die Zahl der Korrekturrunden offenlassen, sodass die letzten unbezahlt bleiben.',
        'Den Preis senken, statt einen Teil der Leistung zu streichen.',
      ],
    },
    recap: (p) => `Unterm Strich: Rechnen Sie in ${priced(p)} alles ein, was die Arbeit verlangt, wählen Sie eine Einheit, die der Kunde nachvollziehen kann, nennen Sie, was den Preis erhöht, und halten Sie den Umfang im Angebot fest.`,
    description: (p) => `${cap(p.act)}: was in den Preis gehört, welche Einheit passt, was ihn erhöht und was ins Angebot gehört.`,
  },
  choose: {
    intro: (p) =>
      `Wenn Sie ${p.act} wollen, beginnen Sie bei dem, was Sie brauchen, nicht bei dem, was man Ihnen anbietet. So legen Sie Ihre Kriterien fest, vergleichen die Möglichkeiten unter gleichen Bedingungen, testen, bevor Sie sich festlegen, und erkennen, wann die Wahl neu ansteht.`,
    sections: [
      {
        heading: (p) => `Kriterien für ${p.object} festlegen`,
        body: (p) =>
          `Bevor Sie ${p.act}, schreiben Sie die zwei oder drei Dinge auf, auf die es Ihnen wirklich ankommt, und das eine, auf das Sie verzichten können. Diese kurze Liste ist der Maßstab für jede Möglichkeit; ohne sie gewinnt die am besten präsentierte Option, nicht die passende.`,
      },
      {
        heading: (p) => `Die Kandidaten für ${p.object} nebeneinanderstellen`,
        body: () =>
          'Vergleichen Sie alle Kandidaten nach denselben Kriterien und in derselben Reihenfolge: was jeder zum Ergebnis beiträgt, wie gleichmäßig er von Mal zu Mal ist, was er übers Jahr statt pro Stück kostet und wie leicht Sie Nachschub bekommen. Eine Wahl nach einem einzigen Kriterium hält dem ersten Problem selten stand. Schreiben Sie die Kandidaten untereinander, eine Zeile pro Möglichkeit, damit der Vergleich auf dem Papier stattfindet und nicht im Kopf.',
      },
      {
        heading: () => 'Im Kleinen testen, bevor Sie umstellen',
        body: () =>
          'Probieren Sie jede Möglichkeit im kleinen Rahmen aus, bevor Sie alles umstellen. Lassen Sie den Rest Ihres Vorgehens unverändert, damit jeder Unterschied von der Wahl selbst kommt, und notieren Sie bei jedem Versuch, was Sie beobachten: Nach zwei oder drei Versuchen vergleichen Sie Notizen statt Erinnerungen.',
      },
      {
        heading: () => 'Was ein Wechsel wirklich kostet',
        body: () =>
          'Rechnen Sie aus, was der Wechsel kostet, nicht nur den Preis: die Zeit, sich auf etwas Neues einzustellen, die misslungenen Versuche, den Vorrat oder die Gewohnheiten, die Sie zurücklassen. Ein Wechsel lohnt sich, wenn der Gewinn auch nach diesen Kosten klar bleibt.',
      },
      {
        heading: (p) => `Wann Sie die Entscheidung für ${p.object} überprüfen sollten`,
        body: () =>
          'Prüfen Sie die Wahl erneut, wenn das Ergebnis nachlässt, ein Lieferant etwas ändert oder sich Ihr Bedarf verschiebt. Bis dahin ist eine beständige Wahl, die Sie gut kennen, mehr wert als eine auf dem Papier bessere, die Sie ständig austauschen.',
      },
    ],
    mistakes: {
      heading: mistakesHeading,
      items: () => [
        'Nur nach dem Preis wählen und das dann im Ergebnis bezahlen.',
        'Einer Empfehlung folgen, die für einen ganz anderen Zweck gedacht war.',
        'Mehrere Dinge auf einmal ändern, sodass niemand weiß, was den Unterschied gemacht hat.',
        'Die Ergebnisse eines Versuchs nie aufschreiben.',
      ],
    },
    recap: (p) => `Unterm Strich: Legen Sie Kriterien für ${p.object} fest, vergleichen Sie die Kandidaten nach denselben Maßstäben, testen Sie im Kleinen und bleiben Sie bei Ihrer Wahl, solange die Ergebnisse nichts anderes sagen.`,
    description: (p) => `${cap(p.act)}: welche Kriterien zählen, wie Sie die Möglichkeiten vergleichen und testen und wann die Wahl neu ansteht.`,
  },
  build: {
    intro: (p) => `Wenn Sie ${p.act} wollen, entscheiden Sie vor allem über den Zweck und darüber, wer die Pflege übernimmt; die Umsetzung kommt danach. Hier sind die Entscheidungen der Reihe nach, von der ersten Fassung bis zur regelmäßigen Pflege.`,
    sections: [
      {
        heading: (p) => `Wofür Sie ${p.object} brauchen`,
        body: (p) =>
          `Bevor Sie ${p.act}, sagen Sie in einem Satz, wer damit arbeiten wird und welches Problem Sie damit für diese Menschen lösen. Dieser Satz entscheidet, was hineinkommt, was draußen bleibt und wann die erste Fassung gut genug ist, um sie zu teilen. Wenn zwei Zwecke in verschiedene Richtungen ziehen, behalten Sie einen für die erste Fassung und notieren den anderen für später.`,
      },
      {
        heading: () => 'Sammeln, was es schon gibt',
        body: (p) =>
          `Ein guter Teil des Materials für ${p.object} existiert bereits irgendwo: in früheren Aufträgen, in E-Mails, in Notizen und in den Fragen, die immer wiederkommen. Sammeln Sie das zuerst, sortieren Sie es und schreiben Sie nur, was fehlt: So beginnen Sie mit Dingen, die den Beteiligten schon vertraut sind. Notieren Sie, woher jedes Stück stammt, damit es später jeder prüfen kann.`,
      },
      {
        heading: () => 'Früh eine erste Fassung teilen',
        body: (p) =>
          `Halten Sie die erste Fassung so kurz, dass sie in einer Sitzung fertig wird, und teilen Sie diese Fassung früh${withWhom(p)}. Eine erste Fassung, mit der gearbeitet wird, lehrt Sie mehr als eine vollständige, die in der Schublade wartet, und die ersten Rückfragen zeigen, was noch fehlt.`,
      },
      {
        heading: () => 'Wer was entscheidet',
        body: (p) =>
          `Vereinbaren Sie, wer ${def(p.object)} ergänzt, wer Änderungen freigibt und wo die gültige Fassung liegt. Ohne diese Regel kursieren nach ein paar Wochen zwei Fassungen, und niemand weiß mehr, welche gilt. Schreiben Sie die Regel direkt neben die gültige Fassung, wo jeder sie sieht.`,
      },
      {
        heading: (p) => `${cap(def(p.object))} aktuell halten`,
        body: (p) =>
          `Legen Sie einen festen Zeitpunkt fest, an dem Sie ${def(p.object)} durchsehen, etwa nach jedem Auftrag oder einmal im Monat. Streichen Sie, was nicht mehr gilt, ergänzen Sie, was neu dazugekommen ist, und versehen Sie jede Änderung mit einem Datum, damit jeder sieht, was sich wann geändert hat. Eine kurze Notiz an die Beteiligten genügt oft, damit sie der aktuellen Fassung vertrauen.`,
      },
    ],
    mistakes: {
      heading: mistakesHeading,
      items: () => [
        'Eine vollständige Fassung wollen, bevor irgendjemand damit arbeitet.',
        'Alles allein bauen und erst danach erwarten, dass andere es übernehmen.',
        'Mehrere Kopien an verschiedenen Orten pflegen.',
        'Nie etwas streichen, bis niemand mehr hineinschaut.',
      ],
    },
    recap: (p) => `Unterm Strich: Klären Sie, wofür Sie ${p.object} brauchen, beginnen Sie mit dem, was es schon gibt, teilen Sie früh eine erste Fassung und vereinbaren Sie, wer ${def(p.object)} aktuell hält.`,
    description: (p) => `${cap(p.act)}: der Zweck, der Anfang, wer was entscheidet und wie die Pflege aussieht.`,
  },
  organise: {
    intro: (p) => `Wenn Sie ${p.act} wollen, beginnen Sie mit dem, was sich nicht verschieben lässt; alles andere ordnet sich darum herum. So setzen Sie die festen Punkte, bündeln den Rest, halten Puffer frei und justieren nach einem Probelauf nach.`,
    sections: [
      {
        heading: (p) => `${cap(def(p.object))} um das Feste herum planen`,
        body: () =>
          'Listen Sie zuerst auf, was feststeht: Zeiten, die andere vorgeben, Zusagen, die Sie nicht verschieben können, und die Pausen, die Sie zum Erholen brauchen. Diese Punkte kommen zuerst in den Plan, mit Uhrzeit und Dauer, damit sichtbar wird, wie viel Zeit wirklich frei bleibt; alles andere ordnet sich darum herum, nicht umgekehrt.',
      },
      {
        heading: () => 'Den Rest in Blöcke bündeln',
        body: () =>
          'Fassen Sie das Übrige in wenigen Blöcken mit jeweils einem einzigen Zweck zusammen, statt eine lange Liste kleiner Aufgaben zu führen. Ein Block hält zusammen, was zusammengehört, und einen ganzen Block verschiebt man leichter als zwanzig einzelne Punkte. Geben Sie jedem Block einen festen Platz im Tag oder in der Woche, damit er zur Gewohnheit wird statt zu einer Entscheidung, die Sie jedes Mal neu treffen.',
      },
      {
        heading: (p) => `Puffer in ${def(p.object)} einplanen`,
        body: () =>
          'Halten Sie Luft frei für das, was Sie nicht vorhersehen können: eine Verspätung, einen Ausfall, eine Aufgabe, die länger dauert als gedacht. Eine Planung ohne Puffer bricht bei der ersten Überraschung zusammen, und ein ungenutzter Puffer schenkt Ihnen Zeit. Reicht der Puffer regelmäßig nicht, ist der Plan zu voll und nicht der Tag zu unruhig.',
      },
      {
        heading: () => 'Die Planung aufschreiben',
        body: () =>
          'Schreiben Sie die neue Planung auf, auf Papier oder in einen gemeinsamen Kalender, und zeigen Sie den Plan allen, die er betrifft. Was nur in Ihrem Kopf existiert, können andere nicht respektieren, und beim Aufschreiben fallen überfüllte Tage sofort auf.',
      },
      {
        heading: () => 'Nach einem Probelauf nachjustieren',
        body: () =>
          'Testen Sie die neue Planung zwei Wochen lang, bevor Sie ein Urteil fällen. Notieren Sie jeden Tag, was verrutscht ist und warum; ändern Sie am Ende eine Sache nach der anderen und beginnen Sie mit dem, was am häufigsten verrutscht ist. Fragen Sie auch die anderen Beteiligten, was ihnen aufgefallen ist: Oft sehen sie Engpässe, die Ihnen im Alltag entgehen.',
      },
    ],
    mistakes: {
      heading: mistakesHeading,
      items: () => ['Jede Stunde verplanen, ohne Puffer für Unvorhergesehenes.', 'Nur um die Aufgaben herum planen und die Erholung vergessen.', 'Nach einem schlechten Tag alles umwerfen.', 'Die Planung für sich behalten, obwohl sie andere betrifft.'],
    },
    recap: (p) => `Unterm Strich: Planen Sie ${def(p.object)} um das Feste herum, bündeln Sie den Rest in Blöcke, halten Sie Puffer frei und justieren Sie nach zwei Wochen nach.`,
    description: (p) => `${cap(p.act)}: zuerst die festen Punkte, dann der Rest in Blöcken, ein Puffer für Unvorhergesehenes und ein Probelauf.`,
  },
  keep: {
    intro: (p) =>
      `Wenn Sie ${p.act} wollen, kommt es weniger auf Sonderangebote an als darauf, was Menschen bei jedem Besuch wiederfinden. Hier ist der Anfang: wer schon wiederkommt, wodurch sich Menschen erkannt fühlen, was einen Grund zum Wiederkommen gibt und woran Sie sehen, ob es wirkt.`,
    sections: [
      {
        heading: () => 'Wissen, wer schon wiederkommt',
        body: () =>
          'Notieren Sie zuerst, wer schon wiederkommt, wie oft und wofür; für den Anfang genügt eine einfache Strichliste an der Kasse oder ein Blick in die Kundenkartei. Setzen Sie bei dem an, was diese Menschen bereits schätzen; ein neues Angebot ohne dieses Wissen belohnt oft Leute, die ohnehin gekommen wären.',
      },
      {
        heading: (p) => `${cap(def(p.object))} wiedererkennen`,
        body: () =>
          'Merken Sie sich Namen, Gewohnheiten und Vorlieben, und nutzen Sie dieses Wissen: die übliche Bestellung schon bereit, eine Frage zum letzten Besuch. Wiedererkannt zu werden ist für viele der Grund, einen Ort einem anderen vorzuziehen, der billiger oder näher wäre.',
      },
      {
        heading: () => 'Einen Grund zum Wiederkommen geben',
        body: () =>
          'Bieten Sie einen Grund zum Wiederkommen, der zu dem passt, was man bei Ihnen sucht: etwas Neues in festem Rhythmus, eine Ankündigung dessen, was kommt, einen Service, den andere nicht bieten. Ein regelmäßiger Grund wirkt besser als ein gelegentlicher Rabatt. Sagen Sie beim Bezahlen, was als Nächstes kommt: Wer schon weiß, worauf er sich freuen kann, plant den nächsten Besuch von selbst.',
      },
      {
        heading: () => 'Zuhören, wenn etwas schiefläuft',
        body: () =>
          'Eine Beschwerde, die schnell und ohne Diskussion erledigt wird, bindet oft stärker als ein Besuch ohne jedes Problem. Fragen Sie, was nicht gepasst hat, beheben Sie sofort, was sich beheben lässt, und sagen Sie, was Sie ändern werden. Danken Sie für den Hinweis: Wer sich beschwert, gibt Ihnen eine zweite Chance, die andere wortlos verweigern.',
      },
      {
        heading: (p) => `Zählen, wie oft Sie ${def(p.object)} wiedersehen`,
        body: () =>
          'Wählen Sie ein Signal, das Sie zählen können: wie viele Menschen innerhalb eines Monats wiederkommen, welcher Anteil des Umsatzes von Stammkunden stammt, wie viele auf Empfehlung kommen. Notieren Sie den Wert jeden Monat; die Entwicklung sagt mehr als jede einzelne Zahl.',
      },
    ],
    mistakes: {
      heading: mistakesHeading,
      items: () => [
        'Nur Neukunden belohnen und die Stammkundschaft vergessen.',
        'Rabatte häufen, bis der Preis das Einzige ist, woran man sich erinnert.',
        'Auf eine Beschwerde mit einer Rechtfertigung antworten.',
        'Ändern, wofür die Stammkundschaft kommt, ohne sie vorher zu informieren.',
      ],
    },
    recap: (p) => `Unterm Strich: Halten Sie fest, wer wiederkommt, erkennen Sie ${def(p.object)} wieder, geben Sie einen regelmäßigen Grund zum Wiederkommen, hören Sie zu, wenn etwas schiefläuft, und zählen Sie, wer wiederkommt.`,
    description: (p) => `${cap(p.act)}: wer schon wiederkommt, wie Sie Menschen wiedererkennen, ein Grund zum Wiederkommen und wie Sie Treue messen.`,
  },
};

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `Dazu sagt ${site} in eigenen Worten: „${quote}“`,
    sitePillar: (site, pillar, quote) => `„${pillar}“ gehört zu den Themen, an denen ${site} arbeitet; in eigenen Worten: „${quote}“`,
    siteHeading: (site) => `Was ${site} dazu sagt`,
    proof: (proof) => `Zur Einordnung: ${proof}`,
    lived: 'Was damals geschah, zeigt das ganze Thema wie unter einer Lupe.',
    outline,
  },
  kind: { why: /^warum(?!\p{L})/iu, pitfalls: /(?<!\p{L})(?:fehler|fallen|stolperfallen)(?!\p{L})/iu, how: /^(?:wie(?!\p{L})|so\s)/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: Es gibt nicht den einen richtigen Weg, aber eine Reihenfolge, die Zeit spart; hier ist sie, mit den Fehlern, die am meisten kosten.`,
      (T) => `${T}: Schwierig ist selten die Arbeit selbst, sondern die Entscheidungen darum herum, und dieser Leitfaden nimmt sie einzeln durch.`,
    ],
    why: [(T) => `${T}: Die Frage kommt oft, und die Antwort ist weniger offensichtlich, als sie scheint.`, (T) => `${T}: Zuerst die kurze Antwort, dann die Fälle, in denen sie am meisten zählt.`],
    pitfalls: [(T) => `${T}: Die meisten lassen sich leicht erkennen, wenn man weiß, wo man hinschauen muss.`, (T) => `${T}: Es sind immer wieder dieselben, und für jeden gibt es eine einfache Lösung.`],
    about: [
      (T) => `${T}: Das klingt einfach, bis man anfängt, und dann häufen sich die kleinen Entscheidungen – wo beginnen, was weglassen und woran erkennen, dass es funktioniert.`,
      (T) => `${T}: Alle wissen, dass es wichtig ist, wenige wissen, wo sie anfangen sollen; dieser Leitfaden bleibt praktisch.`,
    ],
  },
  headings: {
    settle: ['Was zuerst zu klären ist', 'Bevor Sie anfangen', 'Die ersten Entscheidungen'],
    steps: ['Schritt für Schritt', 'Die Schritte der Reihe nach', 'Wo Sie anfangen'],
    answer: ['Die kurze Antwort', 'Worum es wirklich geht', 'Warum es wichtig ist'],
    when: ['Wann es am meisten zählt', 'Wo sich der Unterschied zeigt', 'Die entscheidenden Fälle'],
    pitfalls: ['Wo es meistens schiefgeht', 'Fehler, die Sie vermeiden sollten', 'Die üblichen Fallen'],
    act: ['Was Sie stattdessen tun', 'Wie Sie es angehen', 'Ein besserer Weg'],
    check: ['Woran Sie erkennen, dass es wirkt', 'Wie Sie Fortschritte messen', 'Zeichen, dass Sie auf Kurs sind'],
    close: ['Kurz gesagt', 'Fazit', 'Zusammengefasst'],
  },
  lived: {
    heading: (t) => `Aus der Praxis: ${t}`,
    takeaway: ['Dieser Moment sagt mehr über das Thema als jede Checkliste, und die folgenden Ratschläge gehen von ihm aus.', 'Jeder folgende Schritt kommt auf das zurück, was damals geschah.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `Wenden Sie die Schritte oben zuerst auf den Bereich „${P}“ an und erweitern Sie, sobald erste Ergebnisse sichtbar sind`,
  settle: [
    'Legen Sie fest, worauf es beim Ergebnis am meisten ankommt, auf Haltbarkeit, Aussehen oder Tempo, und was Sie dafür in Kauf nehmen. Diese Entscheidung bestimmt Material, Methode und Zeitaufwand.',
    'Geben Sie der Arbeit die Zeit und die Bedingungen, die sie braucht: Was zwischen zwei andere Aufträge gequetscht oder am falschen Ort oder bei falschem Wetter erledigt wird, macht man am Ende zweimal.',
  ],
  answer: [
    'Weil die Kosten eines Fehlers später sichtbar werden als die Mühe, es richtig zu machen. Wenn das Problem auffällt, ist es schwerer und teurer zu beheben.',
    'Weil die Menschen, für die Sie arbeiten, das Ergebnis beurteilen, nicht den Weg dorthin. Was von innen wie ein Detail wirkt, bemerken sie oft zuerst.',
  ],
  when: [
    'Am meisten zählt es, wenn viel auf dem Spiel steht und Ihre Kunden es nicht selbst prüfen können: Dann ist Sorgfalt der ganze Wert der Arbeit.',
    'Der Unterschied zeigt sich bei der ersten echten Probe: einer Kundenfrage, einer Frist, einem unerwarteten Fall. Dort rächen sich Abkürzungen.',
  ],
  why: [
    'Wer es richtig macht, prägt das Bild der eigenen Arbeit, lange bevor das erste Gespräch stattfindet.',
    'Oft ist es der Unterschied zwischen Arbeit, die auffällt, und Arbeit, die übersehen wird: Man sieht auf einen Blick, ob etwas mit Sorgfalt gemacht wurde.',
    'Kleine Verbesserungen summieren sich hier: Jede macht das nächste Gespräch leichter und die nächste Entscheidung schneller.',
  ],
  context: (site, pos) => `Bei ${site} steht genau das im Mittelpunkt – ${pos}`,
  steps: [
    '**Den Bestand prüfen.** Sehen Sie sich Material, Werkzeug und den Zustand des Stücks an, bevor Sie etwas anfassen, und legen Sie beiseite, was fehlt oder abgenutzt ist.',
    '**Das Ziel festlegen.** Sagen Sie in einem Satz, was am Ende stimmen muss und wie Sie es prüfen.',
    '**Gründlich vorbereiten.** Räumen Sie den Platz frei, legen Sie das Werkzeug bereit und halten Sie griffbereit, was Sie brauchen: Die meisten Probleme beginnen mit einer hastigen Vorbereitung.',
    '**Mit einem kleinen Teil beginnen.** Erledigen Sie zuerst einen Abschnitt, ein Teil oder eine Ecke und sehen Sie sich das Ergebnis an, bevor Sie weitermachen.',
    '**Einen Schritt nach dem anderen machen.** Schließen Sie jeden Schritt ab und prüfen Sie ihn vor dem nächsten: Später zurückzugehen kostet mehr, als es gleich richtig zu machen.',
    '**Jemanden fragen, der es schon gemacht hat.** Wenn ein Schritt unklar ist, kosten ein paar Minuten mit jemandem, der Erfahrung hat, weniger als eine Reparatur hinterher.',
    '**Das Ergebnis prüfen.** Sehen Sie es an, testen Sie es, benutzen Sie es einmal so, wie es später benutzt wird, und korrigieren Sie, was nicht stimmt, solange noch alles bereitliegt.',
    '**Aufschreiben, was Sie getan haben.** Das Datum, was Sie verwendet haben und was Sie ändern würden: Beim nächsten Mal beginnen Sie dort statt aus dem Gedächtnis.',
  ],
  mistakes: [
    'Die Vorbereitung überstürzen, um schneller zur eigentlichen Arbeit zu kommen.',
    'Den Test an einer kleinen Stelle auslassen und das Problem dann am ganzen Stück entdecken.',
    'Das Werkzeug nehmen, das gerade herumliegt, statt des richtigen.',
    'Das Ergebnis nicht prüfen, bevor alles weggeräumt ist.',
    'Alles gleichzeitig angehen, statt einen Teil abzuschließen.',
    'Einem Rat folgen, der für einen anderen Fall gedacht war, ohne zu prüfen, ob er zu Ihrem passt.',
    'Im Zweifel raten, statt jemanden zu fragen, der es schon gemacht hat.',
    'Beim ersten Problem alles ändern, statt seine Ursache zu suchen.',
  ],
  measure: [
    'Legen Sie vor dem Start fest, was Sie am Ende prüfen, etwa Passform, Oberfläche oder Haltbarkeit, und schreiben Sie es auf.',
    'Führen Sie ein einfaches Protokoll: das Datum, was Sie getan und was Sie verwendet haben. Nach einigen Aufträgen zeigt es, was hält und was nachgebessert werden muss.',
    'Sehen Sie sich die Arbeit eine Woche später noch einmal an, und nach dem ersten echten Gebrauch. Was dann noch hält, wurde richtig gemacht.',
    'Vergleichen Sie den ersten Auftrag mit dem vierten: weniger Zeit, weniger Nacharbeit und weniger Reklamationen sind die Zeichen, die zählen.',
    'Notieren Sie, wie lange jeder Schritt dauert und wie oft Sie einen wiederholen müssen. Sinken beide Werte, wirkt die Methode.',
  ],
  recap: (_T, a, b) => `Kurz gesagt: ${a}, dann ${b}.`,
  cta: (site, cta, url) => `für den nächsten Schritt unterstützt ${site} Sie gern – [${cta}](${url}).`,
  contact: (site, url) => `Sie möchten tiefer einsteigen? [Kontaktieren Sie ${site}](${url}).`,
  neutralClose: ['Wählen Sie einen Schritt aus diesem Artikel und probieren Sie ihn diese Woche aus.', 'Nehmen Sie den Schritt, der zu Ihrer Woche passt, und beginnen Sie dort.'],
  description: {
    how: (T) => `${T}: was zuerst zu klären ist, die Schritte der Reihe nach, die üblichen Fehler und woran Sie erkennen, dass es wirkt.`,
    why: (T) => `${T}: Die kurze Antwort, wann es am meisten zählt und was zu tun ist.`,
    pitfalls: (T) => `${T}: die üblichen Fehler, was Sie stattdessen tun und woran Sie erkennen, dass es wirkt.`,
    about: (T) => `${T}: warum es wichtig ist, wo Sie anfangen, welche Fehler Sie vermeiden und wie Sie Fortschritte messen.`,
  },
  coverNoteFallback: 'Ein ruhiges, aufgeräumtes Bild zum Thema, mit Platz für den Titel.',
};
