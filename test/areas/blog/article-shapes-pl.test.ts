import { describe, expect, it } from 'vitest';
import { composeArticle } from '../../../src/areas/blog/generation/article-task.js';
import { topicParts } from '../../../src/areas/blog/generation/article-plan.js';
import { judge } from '../../../src/generation/quality.js';

/**
 * Polish how-topics by their verb: the object stays in the case the topic gives it (the
 * accusative of "wycenić", "wybrać", "zbudować", "zaplanować", "utrzymać"), so every heading
 * that names it puts it where the accusative goes ("cena za …", "wybierając …", "rozpoznawać …")
 * or says the topic's whole infinitive phrase ("jeśli chcesz …").
 */
const headings = (md: string) => md.match(/^## .+$/gm)!.map((h) => h.slice(3));
const site = {
  name: 'Szwalnia Ola',
  url: 'https://szwalnia.example',
  positioning: 'Szyjemy na miarę i uczymy krawcowe prowadzić własną pracownię.',
  pillars: ['Wycena usług krawieckich', 'Stali klienci pracowni'],
  proofPoints: ['80 krawcowych po naszych warsztatach'],
  guidelines: [],
  avoid: [],
  callToAction: 'Zapisz się na warsztat',
};
const story = {
  title: 'Suknia na wczoraj',
  content: 'Klientka przyniosła suknię ślubną do skrócenia na następny dzień. Wyceniłam poprawkę jak zwykłą. Szyłam do trzeciej w nocy i od tamtej pory pilne terminy mają osobną stawkę.',
  tags: ['poprawki krawieckie'],
};

describe('Polish articles planned by the verb of their topic', () => {
  const cases: Array<[string, string, string[]]> = [
    ['Jak wycenić poprawki krawieckie dla sklepu', 'price', ['Co powinna pokrywać cena za poprawki krawieckie', 'Co podnosi cenę za poprawki krawieckie', 'Co zapisać w ofercie na poprawki krawieckie']],
    ['Jak wybrać maszynę do szycia dla pracowni', 'choose', ['Na co patrzeć, wybierając maszynę do szycia dla pracowni', 'Jak porównać opcje, zanim wybierzesz maszynę', 'Kiedy wybrać maszynę na nowo']],
    ['Jak stworzyć katalog wzorów dla klientek', 'build', ['Pomysł na katalog wzorów: dla kogo i po co', 'Kto rozwija katalog wzorów i kto zatwierdza każdą zmianę', 'Jak dbać o katalog wzorów na co dzień']],
    ['Jak zaplanować sezon w pracowni ceramiki', 'organise', ['Stałe punkty, wokół których zaplanujesz sezon', 'Margines bezpieczeństwa, gdy planujesz sezon', 'Czego unikać, jeśli chcesz zaplanować sezon w pracowni ceramiki']],
    ['Jak utrzymać lojalnych pacjentów gabinetu', 'keep', ['Jak rozpoznawać lojalnych pacjentów gabinetu', 'Jak sprawdzać, czy udaje się utrzymać lojalnych pacjentów gabinetu']],
    ['Dlaczego mała piekarnia potrzebuje własnej strony', 'why', ['Gdzie widać, że mała piekarnia potrzebuje własnej strony', 'Argumenty, które nie przekonują']],
  ];

  it.each(cases)('%s: its own outline, under headings that name the object in its case', (topic, shape, named) => {
    expect(topicParts(topic, 'pl')?.shape).toBe(shape);
    const md = composeArticle({ topic, language: 'pl' }).markdown;
    expect(headings(md)).toEqual(expect.arrayContaining(named));
    // no generic outline, and no English
    expect(md).not.toMatch(/^## (?:Krok po kroku|Kroki po kolei|Od czego zacząć)$/m);
    expect(md).not.toMatch(/zastosuj powyższe kroki/);
    expect(md).not.toMatch(/\b(?:the|and|with|what|your|step)\b/i);
    expect(md.length).toBeGreaterThan(2000);
  });

  it.each(cases)('%s: the production judges find no broken fill-in and no sentence in another language (with and without a site)', (topic) => {
    for (const brief of [
      { topic, language: 'pl' },
      { topic, language: 'pl', site, anecdotes: [story] },
    ]) {
      const a = composeArticle(brief);
      const verdict = judge(a.markdown, 'article', { language: 'pl', title: topic });
      expect(verdict.broken, a.markdown).toEqual([]);
      expect(verdict.foreign, a.markdown).toEqual([]);
      expect(judge(a.description, 'line', { language: 'pl' }).broken).toEqual([]);
    }
  });

  it('says the reader "ty" throughout, as the rest of the Polish pack does, and the reader\'s own thing with "twój" outside the infinitive', () => {
    const parts = topicParts('Jak wycenić swoje usługi', 'pl')!;
    // the infinitive keeps "swoje" (its subject is the reader); a heading whose subject is the price says "twoje"
    expect(parts.act).toBe('wycenić swoje usługi');
    const md = composeArticle({ topic: 'Jak wycenić swoje usługi', language: 'pl' }).markdown;
    expect(headings(md)).toContain('Co powinna pokrywać cena za twoje usługi');
    expect(md).not.toMatch(/(?<!\p{L})(?:Pan|Pani|Państwo|Państwa)(?!\p{L})/u);
  });

  it("keeps the site's part, the anecdote on the object and the call to action at the end", () => {
    const md = composeArticle({ topic: 'Jak wycenić poprawki krawieckie dla sklepu', language: 'pl', site, anecdotes: [story] }).markdown;
    expect(md).toMatch(/^## Wycena usług krawieckich$/m);
    expect(md).toContain('## Z doświadczenia: Suknia na wczoraj');
    expect(md.trim().endsWith('[Zapisz się na warsztat](https://szwalnia.example).')).toBe(true);
  });

  it('takes "ustalić cenę za …" as pricing what follows "za", and "sobie" with the verb', () => {
    expect(topicParts('Jak ustalić cenę za sesję zdjęciową', 'pl')).toEqual({ shape: 'price', act: 'ustalić cenę za sesję zdjęciową', object: 'sesję zdjęciową', rest: '' });
    expect(topicParts('Jak zorganizować sobie dzień, gdy pracujesz zdalnie', 'pl')).toEqual({ shape: 'organise', act: 'zorganizować sobie dzień, gdy pracujesz zdalnie', object: 'dzień', rest: 'gdy pracujesz zdalnie' });
    const md = composeArticle({ topic: 'Jak wybrać kwiaciarnię, która dowozi w niedzielę', language: 'pl' }).markdown;
    expect(headings(md)).toContain('Na co patrzeć, wybierając kwiaciarnię, która dowozi w niedzielę');
  });

  it.each([
    // the object in the genitive (after a negation, "cenę …", a gerund): no accusative slot fits it
    'Jak nie stracić stałych bywalców',
    'Jak ustalić cenę lekcji gry na gitarze',
    'Układanie grafiku dla kelnerów',
    // their interest kept, not the people
    'Jak utrzymać uwagę słuchaczy podcastu',
    // no object to name: an adverb, a question, a list, a reflexive verb
    'Jak planować sensownie',
    'Jak wybrać, który aparat kupić',
    'Jak wybrać tkaninę, nici i guziki',
    'Jak przygotować się do sezonu ślubnego',
  ])('%s: not taken apart, and still a whole Polish article of the generic outline', (topic) => {
    expect(topicParts(topic, 'pl')).toBeUndefined();
    const a = composeArticle({ topic, language: 'pl' });
    expect(a.markdown).toMatch(/^## (?:Co ustalić najpierw|Zanim zaczniesz|Pierwsze decyzje|Krótka odpowiedź|O co naprawdę chodzi|Dlaczego to ważne)$/m);
    const verdict = judge(a.markdown, 'article', { language: 'pl', title: topic });
    expect(verdict.broken).toEqual([]);
    expect(verdict.foreign).toEqual([]);
  });
});
