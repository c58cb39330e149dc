import { describe, expect, it } from 'vitest';
import { composeArticle } from '../../../src/areas/blog/generation/article-task.js';
import { topicParts } from '../../../src/areas/blog/generation/article-plan.js';
import { readableText } from '../../../src/areas/blog/article-job.js';
import { judge } from '../../../src/generation/quality.js';

const headings = (md: string) => md.match(/^## .+$/gm)!.map((h) => h.slice(3));
/** the production judges on the article as the eval reads it: no broken fill-in, no sentence in another language */
const verdict = (md: string) => judge(readableText(md), 'article', { language: 'de' });

describe('German how-topics taken apart by their verb', () => {
  it('finds the verb in the forms German titles take, and says "Sie" to the reader', () => {
    expect(topicParts('Wie Sie Ihre Honorare kalkulieren', 'de')).toMatchObject({ shape: 'price', object: 'Ihre Honorare' });
    expect(topicParts('Wie man seine Honorare kalkuliert', 'de')).toMatchObject({ shape: 'price', act: 'Ihre Honorare kalkulieren' });
    expect(topicParts('Wie kalkuliere ich meine Honorare?', 'de')).toMatchObject({ shape: 'price', object: 'Ihre Honorare' });
    // the thing priced is the object: "Preise für Lektorate"
    expect(topicParts('Preise für Lektorate sauber kalkulieren', 'de')).toMatchObject({ shape: 'price', object: 'Lektorate', act: 'Ihre Preise für Lektorate sauber kalkulieren' });
    expect(topicParts('So richten Sie einen Onlineshop ein', 'de')).toMatchObject({ shape: 'build', act: 'einen Onlineshop einrichten', object: 'einen Onlineshop' });
    expect(topicParts('Wie man einen Kundenordner anlegt', 'de')).toMatchObject({ shape: 'build', object: 'einen Kundenordner' });
    expect(topicParts('Den passenden Röster für das Café finden', 'de')).toMatchObject({ shape: 'choose', object: 'den passenden Röster', rest: 'für das Café' });
    expect(topicParts('Die Urlaubszeit im Salon planen', 'de')).toMatchObject({ shape: 'organise', object: 'die Urlaubszeit', rest: 'im Salon' });
    expect(topicParts('Treue Gäste langfristig binden', 'de')).toMatchObject({ shape: 'keep', object: 'treue Gäste', rest: 'langfristig' });
    expect(topicParts('Warum handgemachte Keramik ihren Preis hat', 'de')).toMatchObject({ shape: 'why', act: 'handgemachte Keramik ihren Preis hat' });
  });

  it('takes apart only what it can say back grammatically', () => {
    for (const topic of [
      // not a price, not a choice, not people kept
      'Die Teigmenge berechnen',
      'Mehr Zeit finden',
      'Die Werkstatt ordentlich halten',
      'Die Vorlieben Ihrer Gäste behalten',
      // a why asked as a question: its claim is no clause to continue "dass …"
      'Warum kostet handgemachte Keramik mehr?',
      'Warum brauchen Cafés eine eigene Website',
      // a word it cannot place, a clause, a verb it does not know
      'Richtig Honorare kalkulieren',
      'Die Woche planen, wenn man nachts backt',
      'Einen Newsletter verschicken',
      // a singular noun without its article ("Wofür Sie Website brauchen" would be wrong)
      'Website erstellen',
    ])
      expect(topicParts(topic, 'de'), topic).toBeUndefined();
  });
});

describe('a German article planned from its topic', () => {
  const site = {
    name: 'Keramikwerk Ost',
    url: 'https://keramik.example',
    positioning: 'Wir fertigen Geschirr für Cafés und Restaurants in kleinen Serien.',
    pillars: ['Geschirr für die Gastronomie'],
    proofPoints: ['Über 40 Cafés beliefert'],
    guidelines: [],
    avoid: [],
    callToAction: 'Muster anfragen',
  };
  const cases: Array<[string, RegExp[]]> = [
    ['Preise für Lektorate sauber kalkulieren', [/^Was in den Preis für Lektorate gehört$/, /^Wann Sie den Preis für Lektorate höher ansetzen$/, /^Den Preis für Lektorate im Angebot begründen$/]],
    ['Wie Sie Ihren Stundensatz festlegen', [/^Was in Ihren Stundensatz gehört$/, /^Ihren Stundensatz im Angebot begründen$/]],
    ['Den passenden Röster für das Café finden', [/^Kriterien für den passenden Röster festlegen$/, /^Die Kandidaten für den passenden Röster nebeneinanderstellen$/, /^Wann Sie die Entscheidung für den passenden Röster überprüfen sollten$/]],
    ['Ein eigenes Rezeptbuch für die Küche erstellen', [/^Wofür Sie ein eigenes Rezeptbuch brauchen$/, /^Das eigene Rezeptbuch aktuell halten$/, /^Häufige Fehler, wenn Sie ein eigenes Rezeptbuch für die Küche erstellen wollen$/]],
    ['Die Urlaubszeit im Salon planen', [/^Die Urlaubszeit um das Feste herum planen$/, /^Puffer in die Urlaubszeit einplanen$/]],
    ['Treue Gäste langfristig binden', [/^Treue Gäste wiedererkennen$/, /^Zählen, wie oft Sie treue Gäste wiedersehen$/]],
    ['Warum handgemachte Keramik ihren Preis hat', [/^Wo sich zeigt, dass handgemachte Keramik ihren Preis hat$/]],
  ];

  it('names the object in its headings, in the case it has in the topic, and reads as German to the judges', () => {
    for (const [topic, expected] of cases) {
      for (const brief of [
        { topic, language: 'de' },
        { topic, language: 'de', site },
      ]) {
        const md = composeArticle(brief).markdown;
        const hs = headings(md);
        for (const re of expected)
          expect(
            hs.some((h) => re.test(h)),
            `${topic}: ${re}`,
          ).toBe(true);
        // the shaped outline, not the generic one
        expect(md).not.toMatch(/Schritt für Schritt|Klein anfangen und veröffentlichen|Wenden Sie die Schritte oben/);
        // no English left, the reader said "Sie", no nominative where the topic had an accusative
        expect(md).not.toMatch(/\b(the|and|with|what|your)\b/i);
        expect(md).not.toMatch(/(?<!\p{L})(?:seine|seinen|seinem|meine|meinen|meinem)(?!\p{L})/u);
        expect(md.length).toBeGreaterThan(2500);
        const v = verdict(md);
        expect(v.broken, topic).toEqual([]);
        expect(v.foreign, topic).toEqual([]);
      }
    }
  });

  it("gives the site's part its pillar and proof point, and ends on its call to action", () => {
    const a = composeArticle({ topic: 'Das passende Geschirr für die Gastronomie auswählen', language: 'de', site });
    expect(headings(a.markdown)).toEqual(expect.arrayContaining(['Kriterien für das passende Geschirr festlegen', 'Geschirr für die Gastronomie']));
    expect(a.markdown).toContain('Dazu sagt Keramikwerk Ost in eigenen Worten: „Wir fertigen Geschirr für Cafés und Restaurants in kleinen Serien.“');
    expect(a.markdown.trim().endsWith('[Muster anfragen](https://keramik.example).')).toBe(true);
    expect(a.description).toMatch(/^Das passende Geschirr für die Gastronomie auswählen: /);
  });

  it('a topic it cannot take apart still gets the generic German article', () => {
    for (const topic of ['Warum kostet handgemachte Keramik mehr?', 'Einen Newsletter verschicken']) {
      const md = composeArticle({ topic, language: 'de' }).markdown;
      expect(md).toMatch(/^## (Die kurze Antwort|Worum es wirklich geht|Warum es wichtig ist)$/m);
      const v = verdict(md);
      expect(v.broken).toEqual([]);
      expect(v.foreign).toEqual([]);
    }
  });
});
