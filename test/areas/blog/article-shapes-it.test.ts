import { describe, expect, it } from 'vitest';
import { composeArticle } from '../../../src/areas/blog/generation/article-task.js';
import { topicParts } from '../../../src/areas/blog/generation/article-plan.js';
import { readableText } from '../../../src/areas/blog/article-job.js';
import { judge } from '../../../src/generation/quality/judge.js';
import { article as it_ } from '../../../src/generation/writing/packs/articles/it.js';

const headings = (md: string) => md.match(/^## .+$/gm)!.map((h) => h.slice(3));
/** a preposition left beside an article: Italian joins them ("della farina", never "di la farina") */
const UNJOINED = /(?<![\p{L}])(?:di|da|in|a|su)\s+(?:il|lo|la|i|gli|le|l['’])(?![\p{L}])/iu;
const GENERIC = Object.values(it_.headings).flat();

const site = {
  name: 'Bottega Serra',
  url: 'https://bottega.example',
  positioning: 'Aiutiamo i piccoli negozi a tenere i conti e i clienti in ordine.',
  pillars: ['Il catalogo dei prodotti', 'Gli abbonati della palestra'],
  proofPoints: ['Catalogo dei prodotti aggiornato ogni settimana', '150 negozi seguiti'],
  guidelines: [],
  avoid: [],
  callToAction: 'Prenota una consulenza',
};
const anecdotes = [{ title: 'Il catalogo sbagliato', content: 'A marzo abbiamo stampato il catalogo con i prezzi dell’anno prima. Un cliente se ne è accorto alla cassa. Da quel giorno ogni catalogo ha una data in copertina.', tags: ['catalogo'] }];

describe('Italian articles by the shape of their topic', () => {
  const cases = [
    {
      topic: 'Come fissare il prezzo della consulenza fiscale',
      shape: 'price',
      object: 'la consulenza fiscale',
      named: ['Che cosa deve coprire il prezzo della consulenza fiscale', 'Che cosa fa salire il prezzo della consulenza fiscale', 'Scrivere il preventivo per la consulenza fiscale'],
    },
    { topic: 'Scegliere il caffè per il bar di quartiere', shape: 'choose', object: 'il caffè', named: ['Che cosa ti aspetti dal caffè per il bar di quartiere', 'Confrontare le opzioni per il caffè', 'Quando rivedere la scelta del caffè'] },
    { topic: 'Come creare un catalogo dei prodotti con il grafico', shape: 'build', object: 'un catalogo dei prodotti', named: ['Decidere lo scopo del catalogo dei prodotti', 'Aggiornare il catalogo dei prodotti nel tempo'] },
    { topic: 'Pianificare i turni del laboratorio durante le feste', shape: 'organise', object: 'i turni del laboratorio', named: ['I punti fermi dei turni del laboratorio'] },
    { topic: 'Come far tornare gli abbonati della palestra', shape: 'keep', object: 'gli abbonati della palestra', named: ['Misurare la fedeltà degli abbonati della palestra'] },
    { topic: 'Perché un sito lento fa perdere clienti?', shape: 'why', object: 'un sito lento fa perdere clienti', named: ['Dove si vede che un sito lento fa perdere clienti'] },
    { topic: 'Come si sceglie l’olio per la frittura', shape: 'choose', object: 'l’olio', named: ['Che cosa ti aspetti dall’olio per la frittura', 'Quando rivedere la scelta dell’olio'] },
  ];

  it('takes each topic apart by its verb and writes its outline, headings naming the object with its joined preposition', () => {
    for (const c of cases) {
      expect(topicParts(c.topic, 'it'), c.topic).toMatchObject({ shape: c.shape, object: c.object });
      const md = composeArticle({ topic: c.topic, language: 'it' }).markdown;
      expect(headings(md), c.topic).toEqual(expect.arrayContaining(c.named));
      // the shape's own outline, not the generic one (its closing heading aside)
      expect(
        headings(md)
          .slice(0, -1)
          .filter((h) => GENERIC.includes(h)),
        c.topic,
      ).toEqual([]);
      expect(md, c.topic).not.toMatch(UNJOINED);
      expect(md, c.topic).not.toMatch(/\b(the|and|with|what|your|step)\b/i);
      expect(readableText(md).length, c.topic).toBeGreaterThan(2500);
    }
  });

  it('says what the build is shared with, and what the choice is for, where the topic says it', () => {
    const build = composeArticle({ topic: 'Come creare un catalogo dei prodotti con il grafico', language: 'it' }).markdown;
    expect(build).toContain('condividila presto con il grafico.');
    const organise = composeArticle({ topic: 'Pianificare i turni del laboratorio durante le feste', language: 'it' }).markdown;
    expect(organise).toContain('Elenca prima ciò che è fisso durante le feste:');
    expect(organise).toContain('Sono le prime cose da mettere nei turni del laboratorio;');
  });

  it("speaks to the reader as the pack does (tu): the topic's possessives become the reader's", () => {
    expect(topicParts('Mantenere i propri iscritti', 'it')).toMatchObject({ shape: 'keep', act: 'mantenere i tuoi iscritti', object: 'i tuoi iscritti' });
    expect(topicParts('Scegliere la loro agenda', 'it')).toMatchObject({ object: 'la tua agenda' });
    expect(topicParts('Stabilire il prezzo delle proprie torte', 'it')).toMatchObject({ shape: 'price', object: 'le tue torte' });
    const md = composeArticle({ topic: 'Mantenere i propri iscritti', language: 'it' }).markdown;
    expect(headings(md)).toContain('Misurare la fedeltà dei tuoi iscritti');
    // (the title is the topic as written)
    expect(md.split('\n').slice(1).join('\n')).not.toMatch(/(?<![\p{L}])(?:il|la|i|le|del|della|dei|delle)\s+(?:propri[oaie]?|suoi|sue|vostr[oaie])(?![\p{L}])/iu);
  });

  it('names a thing once it is known with the definite article, elided or not ("l’archivio", "lo sciroppo")', () => {
    const archive = composeArticle({ topic: 'Creare un archivio delle ricette', language: 'it' }).markdown;
    expect(headings(archive)).toEqual(expect.arrayContaining(['Decidere lo scopo dell’archivio delle ricette', 'Aggiornare l’archivio delle ricette nel tempo']));
    const syrup = composeArticle({ topic: 'Scegliere uno sciroppo per i cocktail', language: 'it' }).markdown;
    expect(headings(syrup)).toEqual(expect.arrayContaining(['Che cosa ti aspetti da uno sciroppo per i cocktail', 'Quando rivedere la scelta dello sciroppo']));
  });

  it('leaves a topic it cannot take apart safely to the generic outline', () => {
    for (const topic of [
      'Conservare il pane raffermo', // keeping a thing, not people
      'Mantenere le abitudini dei clienti', // the head noun is the habits
      'Scegliere tra due fornitori', // no object: a preposition
      'Creare contenuti per i social', // a bare noun: "lo scopo di contenuti"
      'Organizzare la cassa e il magazzino', // two things under one article
      'Costruire la propria clientela', // people are not built like a catalogue
      'Perché affidarsi a un commercialista', // a claim on an infinitive
      'Come calcolare i prezzi', // a price of nothing
    ]) {
      expect(topicParts(topic, 'it'), topic).toBeUndefined();
      const md = composeArticle({ topic, language: 'it' }).markdown;
      expect(
        headings(md).every((h) => GENERIC.includes(h)),
        topic,
      ).toBe(true);
      expect(judge(readableText(md), 'article', { language: 'it', title: topic }).broken, topic).toEqual([]);
    }
  });

  it('passes the production judges: no broken fill-in, no sentence in another language, with and without a site and an anecdote', () => {
    for (const c of cases) {
      for (const brief of [
        { topic: c.topic, language: 'it' },
        { topic: c.topic, language: 'it', site, anecdotes },
      ]) {
        const md = composeArticle(brief).markdown;
        const v = judge(readableText(md), 'article', { language: 'it', title: c.topic, source: 'anecdotes' in brief ? anecdotes[0]!.content : undefined });
        expect(v.broken, c.topic).toEqual([]);
        expect(v.foreign, c.topic).toEqual([]);
        expect(v.language).toBe('it');
      }
    }
  });

  it("brings in the site's pillar and proof point on the object, the owner's anecdote on it, and the call to action", () => {
    const md = composeArticle({ topic: 'Come creare un catalogo dei prodotti con il grafico', language: 'it', site, anecdotes }).markdown;
    expect(md).toMatch(/^## Dall’esperienza: Il catalogo sbagliato$/m);
    expect(md).toMatch(/^## Il catalogo dei prodotti$/m);
    expect(md).toContain('Per la cronaca: catalogo dei prodotti aggiornato ogni settimana.');
    expect(md.trim().endsWith('[Prenota una consulenza](https://bottega.example).')).toBe(true);
    const coffee = composeArticle({ topic: 'Scegliere il caffè per il bar di quartiere', language: 'it', site, anecdotes }).markdown;
    expect(coffee).not.toContain('catalogo sbagliato');
  });
});
