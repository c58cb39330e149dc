import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
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
    why: [
      (T) => `${T}: la domanda torna spesso, e la risposta è meno ovvia di quanto sembri.`,
      (T) => `${T}: prima la risposta breve, poi i casi in cui conta di più.`,
    ],
    pitfalls: [
      (T) => `${T}: la maggior parte si riconosce facilmente quando si sa dove guardare.`,
      (T) => `${T}: tornano sempre gli stessi, e ognuno ha una soluzione semplice.`,
    ],
    about: [
      (T) => `${T}: sembra semplice finché non si comincia, e poi le piccole decisioni si accumulano: da dove partire, cosa lasciare fuori e come capire se funziona.`,
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
    'Decidi per chi lo fai e che cosa deve cambiare per quella persona una volta finito. Tutto il resto, dal perimetro al tono, discende da quella frase.',
    'Annota ciò che hai già e ciò che manca. Metà del lavoro spesso è lì, negli appunti, negli scambi passati e nelle vecchie bozze.',
  ],
  answer: [
    'Perché il costo di un errore emerge più tardi dello sforzo di fare bene. Quando il problema si vede, è più difficile e più caro da correggere.',
    'Perché le persone per cui lavori giudicano il risultato, non il metodo. Ciò che da dentro sembra un dettaglio è spesso la prima cosa che notano.',
  ],
  when: [
    'Conta di più quando la posta è alta e il lettore non può verificare da solo: allora la cura è tutto il valore del lavoro.',
    'La differenza si vede alla prima vera prova: una domanda del cliente, una scadenza, un caso imprevisto. È lì che le scorciatoie si pagano.',
  ],
  why: [
    'Farlo bene cambia il modo in cui le persone vedono il tuo lavoro, molto prima di parlarti.',
    'Spesso è la differenza tra un lavoro che si nota e uno che si ignora: un lettore decide in pochi secondi se qualcosa fa per lui.',
    'Qui i piccoli miglioramenti si sommano: ognuno rende più facile la conversazione successiva e più rapida la decisione successiva.',
  ],
  context: (site, pos) => `da ${site}, questo è al centro del nostro lavoro: ${pos}`,
  steps: [
    '**Definisci l’obiettivo.** Scrivi in una frase che cosa deve cambiare per il lettore una volta finito.',
    '**Guarda cosa funziona già.** Annota due o tre esempi che ammiri e ciò che hanno in comune.',
    '**Parti in piccolo e pubblica.** Una prima versione da mettere alla prova vale più di un piano perfetto chiuso in un cassetto.',
    '**Chiedi un parere presto.** Un lettore sincero vede ciò che tu non vedi più.',
    '**Scrivi per un solo lettore.** Pensa a una persona precisa e rispondi prima alla sua prima domanda.',
    '**Raccogli ciò che sai già.** Appunti, vecchie email e bozze contengono spesso metà della risposta.',
    '**Decidi cosa non farai.** Un breve elenco di esclusioni mantiene il lavoro di dimensioni ragionevoli.',
    '**Fissa una data di verifica.** Un appuntamento fisso trasforma le buone intenzioni in abitudine.',
  ],
  mistakes: [
    'Voler fare tutto insieme invece di finire una cosa.',
    'Copiare ciò che fanno gli altri senza verificare che vada bene per i tuoi lettori.',
    'Saltare la revisione: un secondo sguardo è il controllo di qualità più economico.',
    'Non misurare nulla e poi indovinare cosa ha funzionato.',
    'Aspettare il momento perfetto invece di partire da ciò che esiste già.',
    'Lasciare la parte difficile alla fine, dove nessuno la legge.',
    'Usare un gergo che i tuoi lettori non userebbero mai.',
    'Cambiare tutto dopo il primo commento negativo.',
  ],
  measure: [
    'Scegli uno o due segnali davvero osservabili, come risposte, iscrizioni o tempo risparmiato, e annotali prima di cominciare.',
    'Tieni un registro semplice: la data, cosa hai cambiato e cosa è successo dopo. Dopo un mese mostra quali cambiamenti hanno contato.',
    'Chiedi a tre persone cosa ricordano una settimana dopo. Ciò che ripetono è ciò che è davvero arrivato.',
    'Confronta la prima settimana con la quarta: meno domande, meno correzioni e risposte più rapide sono i segnali che contano.',
    'Annota quanto dura ogni giro e quante modifiche tornano indietro. Quando entrambi calano, il metodo funziona.',
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
