import { describe, expect, it } from 'vitest';
import { composePost } from '../src/generation/tasks/post.js';
import { analyzeStory } from '../src/generation/writing/analyze/story.js';
import { brokenHits } from '../src/generation/quality/broken.js';
import { quoteOpen, withWholeQuotes } from '../src/generation/writing/analyze/boundaries.js';
import { assembleScript, composeOutline, composeSections, type ScriptInput } from '../src/generation/tasks/script.js';
import { composeShort, safeShort } from '../src/generation/tasks/short.js';

// A post of the usual length tells a story of a post's length whole, in its order: a shorter
// telling dropped the key event ("Did you ask her what she eats for breakfast?"), the first half
// of a quote, or the second point of a list, and left lines that referred to them.
const inOrder = (post: string, parts: string[]) => {
  let at = -1;
  for (const p of parts) {
    const i = post.indexOf(p, at + 1);
    expect(i, `"${p}" after position ${at}`).toBeGreaterThan(at);
    at = i;
  }
};

describe("posts tell a story of a post's length whole", () => {
  it('keeps the key event, the question asked and every sentence in order (en)', () => {
    const content =
      'On my first night shift, the ward sister handed me a chart I had already filled in twice. "Did you ask him when he last slept?" she said. I had not. ' +
      'The patient had been awake for two days and was afraid to close his eyes. We sat with him for ten minutes and he slept until six. Since then I ask about sleep before anything else.';
    const post = composePost({ anecdote: { title: 'The question on the night shift', content } });
    const sentences = analyzeStory({ title: 'x', content }).sentences.map((s) => s.raw);
    expect(post.split('\n\n')[0]).toBe(sentences[0]);
    inOrder(post, ['"Did you ask him when he last slept?" she said.', 'I had not.', 'The patient had been awake for 2 days', 'We sat with him for 10 minutes']);
    expect(brokenHits(post, { language: 'en', source: content, title: 'The question on the night shift', titleOnce: true, whole: true })).toEqual([]);
  });

  it('keeps a quote that spans two sentences whole (fr)', () => {
    const content =
      "Mon premier client m'a appelé un dimanche. « Vous avez oublié la facture, m'a-t-il dit. Pourquoi ne pas me la donner en main propre ? » Je suis allé chez lui le soir même. " +
      "Il m'a offert un café et m'a présenté trois voisins. Aujourd'hui, je livre toujours la première facture moi-même.";
    const post = composePost({ anecdote: { title: 'La première facture', content } });
    inOrder(post, ["« Vous avez oublié la facture, m'a-t-il dit.", 'Pourquoi ne pas me la donner en main propre ? »', 'Je suis allé chez lui le soir même.']);
    // (no paragraph ends inside the quote)
    expect(post).not.toMatch(/(^|\n)Pourquoi ne pas me la donner/);
    expect(post).toContain("« Vous avez oublié la facture, m'a-t-il dit. Pourquoi ne pas me la donner en main propre ? »");
  });

  it('a formal post drops an exclamation mark with the French space before it ("chèques !" → "chèques.")', () => {
    const content = "L'an dernier, j'ai mis en place la réservation en ligne pour mes cours. Fini les carnets et les chèques ! Vraiment ?! Oui. Au bout d'un mois, le cours du mardi avait perdu 15 % de ses élèves.";
    const post = composePost({ anecdote: { title: 'La réservation en ligne', content }, theme: { tone: 'formal' } });
    expect(post).toContain('Fini les carnets et les chèques.');
    expect(post).toContain('Vraiment ?');
    expect(post).not.toContain('!');
    expect(brokenHits(post, { language: 'fr', source: content, whole: true }).map((h) => h.name)).not.toContain('dangling-punct');
  });

  it('keeps every point of a list (de) and never turns "und sie" into the formal "Sie"', () => {
    const content =
      'Ich erkläre meinen Lehrlingen seit zehn Jahren dieselben Regeln, und sie lachen jedes Mal darüber. Es sind drei:\n' +
      '1. Miss zweimal, bevor du schneidest.\n2. Räum die Werkstatt jeden Abend auf.\n3. Frag, wenn du unsicher bist.\n' +
      'Letzten Monat hat mich ein Lehrling vor einem Fehler bewahrt, weil er zweimal gemessen hatte.';
    const post = composePost({ anecdote: { title: 'Drei Regeln', content } });
    inOrder(post, ['1. Miss zweimal', '2. Räum die Werkstatt', '3. Frag, wenn du unsicher bist.']);
    expect(post).toContain('und sie lachen jedes Mal darüber');
    expect(post).not.toMatch(/\. Sie lachen/);
  });

  it('tells a story longer than a post as written, without its least telling sentences, and a post asked to be short with about half of them', () => {
    const sentence = (i: number) => `On day ${i + 1} of the audit we checked another shelf of invoices and found nothing unusual at all.`;
    const content = `My client ran a bakery chain with nine shops. ${Array.from({ length: 22 }, (_, i) => sentence(i)).join(' ')} But the intern found one invoice paid twice. I learned that the boring checks are the ones that matter.`;
    const post = composePost({ anecdote: { title: 'The audit', content } });
    expect(post.length).toBeLessThan(content.length);
    expect(post.split(/\n\n/)[0]).toBe('My client ran a bakery chain with 9 shops.');
    expect(post).toContain('But the intern found one invoice paid twice.');
    expect(post).toMatch(/the boring checks are the ones that matter/);
    // the kept sentences are the author's, in the author's order
    const days = [...post.matchAll(/On day (\d+) of/g)].map((m) => Number(m[1]));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const short = composePost({ anecdote: { title: 'The audit', content }, reason: 'Make it shorter' });
    expect(short.length).toBeLessThan(post.length * 0.75);
    expect(short).toContain('But the intern found one invoice paid twice.');
  });
});

describe('a list written without marks', () => {
  it('is read as a list after its lead-in: one item a line, under the lead-in, never two colons in a line', () => {
    const content =
      "We quoted the roof in March. The survey said otherwise:\nRafter spacing: 600 mm, with 2 rafters cracked\nRoof age: around 1962, original felt\nShading: a neighbour's ash tree\nWe walked away from the job. I learned that a survey beats a quote.";
    for (const pacing of ['balanced', 'flowing', 'punchy']) {
      const post = composePost({ anecdote: { title: 'Solar', content }, theme: { pacing } });
      expect(post).toContain('The survey said otherwise:\nRafter spacing: 600 mm, with 2 rafters cracked\nRoof age: around 1962, original felt\n');
      for (const line of post.split('\n')) expect(line.split(': ').length, line).toBeLessThanOrEqual(2);
    }
  });
});

describe('a quote that spans two sentences stays in one line', () => {
  it("withWholeQuotes joins the sentences of an open quote, in every language's marks", () => {
    expect(withWholeQuotes(['Zamilkła, a potem się zaśmiała: „Trzech.', 'I dwóch to moi synowie”.', 'Zaksięgowałam resztę.'])).toEqual(['Zamilkła, a potem się zaśmiała: „Trzech. I dwóch to moi synowie”.', 'Zaksięgowałam resztę.']);
    expect(withWholeQuotes(['« Tu viens demain, a-t-il dit.', 'Et tu apportes les clés. »', 'Je suis venu.'])).toHaveLength(2);
    expect(withWholeQuotes(['"Come tomorrow," he said.', 'I came.'])).toEqual(['"Come tomorrow," he said.', 'I came.']);
  });

  it('a short never cuts a beat inside a quote', () => {
    const content =
      'I run a small repair shop in Leeds. A customer brought in a kettle that had stopped working. "It is ten years old. Can you save it?" she asked. ' +
      'I opened it and found a loose wire. It took me four minutes. She came back a week later with three neighbours and their kettles. I learned that a small fix can fill a week.';
    const input = { title: 'The kettle', anecdotes: [{ title: 'The kettle', content }] } as ScriptInput;
    const outline = composeOutline(input).outline;
    const script = assembleScript(outline, composeSections({ ...input, outline }).sections);
    for (const short of [composeShort({ title: 'The kettle', script }), safeShort({ title: 'The kettle', script })]) {
      for (const beat of short.beats) expect(quoteOpen(beat.text), beat.text).toBe(false);
    }
  });
});

describe('lists, a lesson said first, a pronoun "una", a scale abbreviation', () => {
  it('keeps a list one item a line and a lesson said as written where the author put it (it)', () => {
    const content =
      "Il gesto più importante del mio lavoro è quello che non sbaglio. L'ho capito nel 2019, su una facciata di 4 m a Lucca. Prima di iniziare ho misurato tutto:\n" +
      '- umidità: 70%, troppo alta;\n- temperatura: 8 °C;\n- crepe lungo la gronda.\nHo aspettato tre mesi. Il proprietario non era contento; oggi racconta lui la storia.';
    const post = composePost({ anecdote: { title: 'La facciata', content } });
    expect(post).toContain('- umidità: 70%, troppo alta;\n- temperatura: 8 °C;\n- crepe lungo la gronda.');
    inOrder(post, ['Il gesto più importante', "L'ho capito nel 2019", 'Ho aspettato 3 mesi.']);
    expect(brokenHits(post, { language: 'it', source: content, title: 'La facciata', titleOnce: true, whole: true })).toEqual([]);
  });

  it('"ni una" ends a sentence whole; "2,3 Mio. Euro" is one sentence', () => {
    expect(brokenHits('Mira la pizarra y no compra ni una.', { language: 'es' })).toEqual([]);
    expect(brokenHits('Compré la mesa y una.', { language: 'es' }).map((h) => h.name)).toContain('dangling-end');
    expect(analyzeStory({ title: 'x', content: 'Das Budget lag bei 2,3 Mio. Euro, die Bauzeit bei zehn Monaten. Dann kam der Winter.' }, 'de').sentences).toHaveLength(2);
  });
});
