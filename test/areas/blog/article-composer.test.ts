import { describe, expect, it } from 'vitest';
import { composeArticle } from '../../../src/areas/blog/generation/article-task.js';
import { composeSiteTexts } from '../../../src/areas/blog/generation/site-task.js';

const anecdotes = [
  { title: 'The pricing call', content: 'We doubled our price for the translation of a legal contract. The client hesitated, but signed after one call. I learned that pricing is a conversation about value.', tags: ['pricing'] },
  { title: 'Le glossaire', content: "J'ai construit un glossaire de trois cents termes avec mon client. Mais il ne l'a jamais ouvert. J'ai compris qu'un glossaire se construit ensemble.", tags: ['glossaire'] },
  { title: 'The marathon', content: 'I ran my first marathon at forty. It took me four hours and fifty minutes. I learned that slow is still forward.', tags: ['running'] },
];

describe('the local article composer', () => {
  it("tells the owner's anecdotes on the topic, in the article's language, and only those", () => {
    const a = composeArticle({ topic: 'How to set your translation pricing', language: 'en', anecdotes });
    expect(a.markdown).toContain('## From experience: The pricing call');
    expect(a.markdown).toContain('We doubled our price for the translation of a legal contract.');
    expect(a.markdown).not.toMatch(/marathon|glossaire/i);
    const other = composeArticle({ topic: 'Staying fit while working from home', language: 'en', anecdotes });
    expect(other.markdown).not.toContain('From experience');
    expect(other.markdown).not.toBe(a.markdown.replace(/How to set your translation pricing/g, 'Staying fit while working from home'));
  });
});

describe('articles of one site on different topics', () => {
  const site = { name: 'Le Fournil', url: 'https://fournil.example', pillars: ['Fidélisation des clients'], proofPoints: ['300 artisans formés'], guidelines: [], avoid: [], callToAction: 'Réserver un appel' };
  const topics = ['Choisir sa farine pour un pain au levain', "Fidéliser les clients d'un commerce de quartier", 'Organiser ses horaires quand on travaille la nuit'];
  const fire = { title: "L'atelier après l'incendie", content: "Un incendie a détruit l'atelier. Antoine a travaillé quatre mois dans un garage. Il a compris que son réseau comptait plus que ses machines.", tags: ['résilience'] };
  const drafts = topics.map((topic) => composeArticle({ topic, language: 'fr', site, anecdotes: [fire] }).markdown);
  it('share no sentence across all of them, and each answers its own topic under headings that name its object', () => {
    // (section headings aside: "Conclusion" may close them all)
    const sentences = drafts.map(
      (d) =>
        new Set(
          d
            .split('\n')
            .filter((l) => !l.startsWith('#'))
            .join('\n')
            .split(/\n+|(?<=[.!?])\s+/)
            .map((x) => x.replace(/^[#\d.\s-]+|\*\*/g, '').trim())
            .filter((x) => x.split(' ').length > 3),
        ),
    );
    const everywhere = [...sentences[0]!].filter((x) => sentences.every((set) => set.has(x)));
    expect(everywhere).toEqual([]);
    // choosing a flour, keeping clients, organising hours: each its own outline, in the reader's "vous"
    expect(drafts[0]).toMatch(/^## Ce que vous attendez de votre farine pour un pain au levain$/m);
    expect(drafts[0]).toMatch(/^## Comparer les options pour votre farine$/m);
    expect(drafts[1]).toMatch(/^## Mesurer la fidélité des clients d'un commerce de quartier$/m);
    expect(drafts[2]).toMatch(/^## Ce qui ne peut pas bouger dans vos horaires$/m);
    // no template advice that would fit any topic
    for (const d of drafts) expect(d).not.toMatch(/Étape par étape|Commencer petit et publier|appliquez d’abord les étapes/);
    // each conclusion sums up its own outline
    const closes = drafts.map((d) =>
      d
        .split(/^## .+$/m)
        .pop()!
        .trim(),
    );
    expect(new Set(closes).size).toBe(3);
    for (const c of closes) expect(c).toMatch(/^En bref : /);
  });
  it('tell an anecdote only when it is on the topic, not for a common verb it shares ("travailler")', () => {
    expect(drafts[2]).not.toContain('incendie');
  });
});

describe('an article planned from its topic', () => {
  const site = {
    name: 'Le Fournil',
    url: 'https://fournil.example',
    positioning: 'Nous formons les artisans boulangers.',
    pillars: ['Le levain naturel', 'Fidélisation des clients'],
    proofPoints: ['300 artisans formés'],
    guidelines: [],
    avoid: [],
    callToAction: 'Réserver un appel',
  };
  const headings = (md: string) => md.match(/^## .+$/gm)!.map((h) => h.slice(3));

  it('answers the question the topic asks, under headings that name its object, long enough for an article', () => {
    const how = composeArticle({ topic: 'How to price a translation project', language: 'en' }).markdown;
    const why = composeArticle({ topic: 'Why machine translation still needs a human editor', language: 'en' }).markdown;
    // pricing: what the price covers, the unit, what raises it, the quote, the check afterwards
    expect(headings(how)).toEqual(expect.arrayContaining(['What the price of a translation project has to cover', 'What makes a translation project cost more', 'Writing the quote for a translation project']));
    expect(how).toContain('List everything a translation project takes before you name a figure');
    // a why: the cases where the claim shows first
    expect(headings(why)[0]).toBe('Where it shows that machine translation still needs a human editor');
    for (const md of [how, why]) {
      expect(md).not.toMatch(/Step by step|Start small and ship|Ask for feedback early|apply the steps above/);
      // the topic is the title, not pasted before a colon in a heading or the introduction
      for (const h of headings(md)) expect(h).not.toMatch(/^(How to price|Why machine)/);
      expect(md.split('\n\n')[1]).not.toMatch(/^(How to price a translation project|Why machine translation still needs a human editor)[:?]/);
      expect(md.length).toBeGreaterThan(2000);
    }
    // two kinds of topic, two outlines
    expect(headings(how)).not.toEqual(headings(why));
  });

  it("a French topic on a French site gets a French article, on the site's pillar for that topic", () => {
    const a = composeArticle({ topic: 'Pourquoi le levain naturel demande du temps', language: 'fr', site });
    expect(a.markdown).toMatch(/^## Là où l’on voit que le levain naturel demande du temps$/m);
    expect(a.markdown).toMatch(/^## Le levain naturel$/m);
    expect(a.markdown).toContain('« Le levain naturel » fait partie des sujets sur lesquels travaille Le Fournil');
    expect(a.markdown).not.toMatch(/Fidélisation/);
    expect(a.markdown).not.toMatch(/\b(the|and|with|what|your)\b/i);
    expect(a.description).toMatch(/^Pourquoi le levain naturel demande du temps : /);
    expect(a.markdown.trim().endsWith('[Réserver un appel](https://fournil.example).')).toBe(true);
    // a question's inversion is not carried into a heading's claim
    const inverted = composeArticle({ topic: 'Pourquoi le levain naturel demande-t-il du temps ?', language: 'fr', site });
    expect(inverted.markdown).toMatch(/^## Là où l’on voit que le levain naturel demande du temps$/m);
  });

  it('takes a how-topic apart by its verb: the price of a prestation, customers kept, not a habit kept', () => {
    const price = composeArticle({ topic: 'Fixer le prix d’une formation', language: 'fr' }).markdown;
    expect(headings(price)).toEqual(expect.arrayContaining(['Ce que le prix d’une formation doit couvrir', 'Rédiger le devis d’une formation']));
    const kept = composeArticle({ topic: 'Keeping your customers after a price rise', language: 'en' }).markdown;
    expect(headings(kept)).toContain('Measuring loyalty among your customers');
    // "the coffee habit of your clients" is a habit: no loyalty outline for it
    const habit = composeArticle({ topic: 'Keeping the coffee habit of your office clients', language: 'en' }).markdown;
    expect(habit).not.toMatch(/loyalty among/);
  });

  it('writes Polish and Italian articles in their language, not English', () => {
    const pl = composeArticle({ topic: 'Jak wycenić tłumaczenie umowy', language: 'pl' }).markdown;
    const it = composeArticle({ topic: 'Come preparare un preventivo di traduzione', language: 'it' }).markdown;
    for (const md of [pl, it]) expect(md).not.toMatch(/\b(the|and|with|what|your|step)\b/i);
    // (a Polish how-topic on pricing gets the pricing outline: test/areas/blog/article-shapes-pl.test.ts)
    expect(pl).toMatch(/^## Co powinna pokrywać cena za tłumaczenie umowy$/m);
    expect(it).toMatch(/^## (Cosa decidere prima|Prima di cominciare|Le prime decisioni)$/m);
  });

  it('leaves out an anecdote that shares only a common word with the topic', () => {
    const client = { title: 'The coffee order', content: 'A client ordered coffee for the whole office every Friday. One Friday the order did not come. I learned that habits are fragile.', tags: ['coffee'] };
    const a = composeArticle({ topic: 'How to price a translation project for a new client', language: 'en', anecdotes: [client] });
    expect(a.markdown).not.toContain('coffee');
    const b = composeArticle({ topic: 'Keeping the coffee habit of your office clients', language: 'en', anecdotes: [client] });
    expect(b.markdown).toContain('A client ordered coffee for the whole office every Friday.');
  });
});

describe('the local site recap', () => {
  it("names the audience from subject headings, not from the site's slogans or pages", () => {
    const texts = composeSiteTexts({
      siteUrl: 'https://lexis.example',
      siteName: 'Lexis',
      language: 'en',
      headline: 'Built for how translators actually work',
      topics: ['Built for how translators actually work', 'Our values', 'Glossaries that stay in sync'],
      offerTopics: [],
      paragraphs: [],
      aboutParagraphs: [],
      ctas: [],
      blogTitles: [],
      proof: [],
      audience: [],
      voice: { address: 'you', we: true, exclamations: 0, questions: 0, avgSentenceWords: 15, emoji: false },
      visual: { palette: [], fonts: [], fontStyle: 'sans-serif', imagery: 'photos', hasLogo: false, background: 'light' },
    });
    expect(texts.targetAudience).toBe('Readers interested in glossaries that stay in sync');
    expect(texts.contentPillars).toEqual(['Glossaries that stay in sync']);
  });

  it("writes a Polish or Italian recap in its language: the sentences around the site's words come from its pack", () => {
    const material = (language: string, topics: string[]) => ({
      siteUrl: 'https://site.example',
      siteName: 'Piekarnia',
      language,
      headline: topics[0]!,
      topics,
      offerTopics: [],
      paragraphs: [],
      aboutParagraphs: [],
      ctas: [],
      blogTitles: [],
      proof: [],
      audience: [],
      voice: { address: 'formal' as const, we: true, exclamations: 0, questions: 0, avgSentenceWords: 15, emoji: false },
      visual: { palette: [], fonts: ['Lora'], fontStyle: 'serif', imagery: 'photos' as const, hasLogo: true, background: 'light' as const },
    });
    const pl = composeSiteTexts(material('pl', ['Chleb na zakwasie', 'Szkolenia dla piekarzy']));
    const it = composeSiteTexts(material('it', ['Pane a lievito madre', 'Corsi per panettieri']));
    const text = (t: object) => JSON.stringify(t);
    expect(text(pl)).toMatch(/Czytelnicy zainteresowani|Pisz w języku|Krótkie akapity/);
    expect(text(it)).toMatch(/Lettori interessati|Scrivere in|Paragrafi brevi/);
    for (const t of [pl, it]) expect(text(t)).not.toMatch(/Readers interested|Write in|Use short paragraphs|Leave calm space/);
  });
});
