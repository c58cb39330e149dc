import { brokenHits } from '../../../src/generation/quality/broken.js';
import { describe, expect, it } from 'vitest';
import { cornerShop, fridayCall, hitNames, meeting } from '../../support/stories.js';
import { inOtherLanguage } from '../../../src/generation/quality/language.js';
import { analyzeStory } from '../../../src/generation/writing/analyze/story.js';
import { judge } from '../../../src/generation/quality/judge.js';

const brokenNames = (text: string, language: string, extra: { source?: string; title?: string; titleOnce?: boolean } = {}) => brokenHits(text, { language, ...extra }).map((h) => h.name);

describe('a kept line opening on "Elle"/"Ella"/"Sie"/"She" keeps the person it needs (issue 32, set 3)', () => {
  it.each([
    ['fr', meeting],
    ['es', cornerShop],
    ['de', fridayCall],
  ])('the judge reads a role noun after a determiner as a person (%s), and a line without it as dangling', (language, story) => {
    const sentences = story.content.match(/[^.!?]+[.!?»]+/g)!.map((s) => s.trim());
    const person = sentences.findIndex((s) => /directrice|vendedora|Kundin/.test(s));
    const pronoun = sentences.findIndex((s) => /^(?:Elle|Ella|Sie)\s/.test(s));
    const kept = [sentences[person]!, sentences[pronoun]!].join('\n\n');
    expect(brokenHits(kept, { language, source: story.content, whole: true }).map((h) => h.name)).not.toContain('dangling-reference');
    const dropped = sentences
      .filter((_, i) => i !== person)
      .slice(0, 3)
      .join('\n\n');
    expect(brokenHits(dropped, { language, source: story.content, whole: true }).map((h) => h.name)).toContain('dangling-reference');
  });

  it("reads a German name by its place (a sentence's first word before a verb), not every capitalized noun", () => {
    const story = 'Julia gründete mit 29 Jahren ein Start-up. Im ersten Jahr verkaufte sie drei Paletten. Heute beliefert ihre Firma zweihundert Geschäfte. Sie sagt, dass Geduld wichtiger ist als jede Strategie.';
    const kept = 'Julia gründete mit 29 Jahren ein Start-up.\n\nSie sagt, dass Geduld wichtiger ist als jede Strategie.';
    expect(brokenHits(kept, { language: 'de', source: story, whole: true }).map((h) => h.name)).not.toContain('dangling-reference');
    const dropped = 'Heute beliefert ihre Firma zweihundert Geschäfte.\n\nSie sagt, dass Geduld wichtiger ist als jede Strategie.';
    expect(brokenHits(dropped, { language: 'de', source: story, whole: true }).map((h) => h.name)).toContain('dangling-reference');
  });

  it('the author\'s own order never reads dangling: a story that opens on "Elle" kept whole passes', () => {
    const story = 'Elle est arrivée à huit heures avec un carton de dossiers. Personne ne lui avait dit que le bureau avait déménagé. Nous avons pris un café ensemble.';
    expect(brokenHits(story, { language: 'fr', source: story, whole: true })).toEqual([]);
  });
});

describe('a figure with its unit is a whole phrase; a title is said once (issue 32, set 3)', () => {
  it.each([
    ['de', 'Mein Vater hat 41 Jahre lang eine Schreinerei in Freiburg geführt.', '41 Jahre lang: Die Schreinerei'],
    ['en', 'On launch day, 14 people signed up and 11 of them were friends.', '14 people signed up: The launch'],
    ['fr', 'Elle a tenu pendant 12 ans une épicerie à Lyon.', '12 ans : une épicerie à Lyon'],
  ])('"%s": a label on a figure phrase is no cut clause', (language, source, line) => {
    const hits = brokenHits(line, { language, source }).map((h) => `${h.name}: ${h.match}`);
    expect(hits.filter((h) => /^cut-clause: \d/.test(h))).toEqual([]);
  });

  it('still catches a clause cut before its object', () => {
    const story = 'That afternoon I printed the whole plan and pinned it above my desk.';
    expect(brokenHits('That afternoon I printed', { language: 'en', source: story }).map((h) => h.name)).toContain('cut-clause');
  });
});

describe('the judges read the author’s own text as written', () => {
  it('a digit before a word starting like a number word is no "2 hundred" ("2 centímetros", "3 centimes")', () => {
    expect(hitNames('Lo dejé a 2 centímetros del borde.', 'es')).toEqual([]);
    expect(hitNames('Il restait 3 centimes dans la caisse.', 'fr')).toEqual([]);
    expect(hitNames('We heard it 2 hundred times.', 'en')).toContain('number-word');
  });

  it('a word with a hyphenated ending ("PDF-a") ends a sentence; a lone conjunction does not', () => {
    expect(hitNames('Przez rok wysyłałem szefowi raport w PDF-a.', 'pl')).toEqual([]);
    expect(hitNames('Zadzwoniłem do niej, a', 'pl')).toContain('dangling-end');
  });

  it('an Italian possessive after its noun ends a sentence ("colpa mia"), after an article it does not', () => {
    expect(hitNames('Il ritardo del cantiere era colpa mia.', 'it')).toEqual([]);
    expect(hitNames('Ho lasciato le chiavi con la mia.', 'it')).toContain('dangling-end');
  });

  it('speech the author lets trail off is the author’s; the same trailing words not in the story are a cut', () => {
    const source = 'El cliente me miró.\n—Si usted me dice que…\n—No le digo nada —contesté.';
    expect(hitNames('—Si usted me dice que…', 'es', source)).toEqual([]);
    expect(hitNames('Entonces pensé que…', 'es', source)).toContain('dangling-end');
  });

  it('a whole text may end on the story’s own list line without a stop; another unstopped ending is truncated', () => {
    const source = 'Three things I now do before every shoot:\n- charge both batteries the night before\n- label every card\n- call the venue at noon';
    expect(hitNames('Three things I now do before every shoot:\n- charge both batteries the night before\n- label every card\n- call the venue at noon', 'en', source, { whole: true })).toEqual([]);
    expect(hitNames('Three things I now do before every shoot and then we', 'en', source, { whole: true })).toContain('truncated');
  });

  it('German "statt" closing a form of "finden" is the verb’s particle; after anything else it still dangles', () => {
    expect(hitNames('Die Übergabe fand erst zwei Tage später statt.', 'de')).toEqual([]);
    expect(hitNames('Wir nahmen am Ende den Bus statt', 'de')).toContain('dangling-end');
  });

  it('"Sie sie" is German, not a doubled word', () => {
    expect(hitNames('Wenn Sie sie morgen anrufen, wird sie sich freuen.', 'de')).toEqual([]);
  });
});

describe('set 21', () => {
  it('Polish "to to" is no doubled word; "the CEO" names someone a later "He" refers to', () => {
    expect(hitNames('Najważniejsza lekcja to to, że dziecko nie zawsze mówi „nie umiem”.', 'pl')).toEqual([]);
    expect(hitNames('Zrobiłem to to.', 'en')).toContain('doubled-word');
    const source = 'You cut the CEO’s favourite joke at 11 p.m. He notices, frowns, and then delivers the best speech of his career.';
    expect(hitNames('You cut the CEO’s favourite joke at 11 p.m.\n\nHe notices, frowns.', 'en', source, { whole: true })).toEqual([]);
  });
});

describe('the classes held-back set 28 showed on its one run', () => {
  it('French "y" before a verb is a pronoun, and "esa misma noche" is Spanish', () => {
    expect(hitNames('Tout y était.', 'fr')).toEqual([]);
    expect(hitNames('El cliente llegó y era tarde y', 'es')).toContain('dangling-end');
    expect(inOtherLanguage('Volvimos esa misma tarde, a la 1:00.', 'es')).toBeUndefined();
  });
});

describe('lists, a lesson said first, a pronoun "una", a scale abbreviation', () => {
  it('"ni una" ends a sentence whole; "2,3 Mio. Euro" is one sentence', () => {
    expect(brokenHits('Mira la pizarra y no compra ni una.', { language: 'es' })).toEqual([]);
    expect(brokenHits('Compré la mesa y una.', { language: 'es' }).map((h) => h.name)).toContain('dangling-end');
    expect(analyzeStory({ title: 'x', content: 'Das Budget lag bei 2,3 Mio. Euro, die Bauzeit bei zehn Monaten. Dann kam der Winter.' }, 'de').sentences).toHaveLength(2);
  });
});

describe('the judges catch what the issue found on unseen stories', () => {
  it.each([
    ['a slot holding a cut cleft sentence', 'What I took from it: day is that a plan is there to make you calm.', 'en', 'cleft-remnant'],
    ['a label with a lone Spanish function word', 'Show: que', 'es', 'slot-function-word'],
    ['a label with a lone Spanish article', 'Show: las', 'es', 'slot-function-word'],
    ['a label with a lone German article', 'Show: den', 'de', 'slot-function-word'],
    ['a caption ending on "if"', 'He wanted to know if', 'en', 'dangling-end'],
    ['a caption ending on "und war"', 'Er hieß Jonas und war', 'de', 'dangling-end'],
    ['a caption ending on a determiner', 'Elle a ouvert la porte de sa', 'fr', 'dangling-end'],
    ['a caption ending on "and"', 'We packed the boxes and', 'en', 'dangling-end'],
    ['two frames in one sentence', 'The lesson I keep coming back to: The lesson is simple: an audience is built one person at a time.', 'en', 'two-colons'],
    ['a sentence pasted after a preposition', 'Let me take you back to You do not need a bigger list.', 'en', 'pasted-title'],
    ['a title pasted mid-sentence', 'I still think about The Friday deploy every time I merge.', 'en', 'pasted-title'],
    ['a digit glued to a number word', 'She rehearsed the talk 2 hundred times.', 'en', 'number-word'],
    ['a figure torn from its digits', 'Mr. Okafor, 80-2, still comes in every Tuesday.', 'en', 'split-figure'],
    ['a line starting with the unit of the line before', 'percent of the team said yes', 'en', 'split-figure'],
    ['a program value on a stat card', 'NaN%', 'en', 'placeholder'],
    ['a French elision missing', 'Quand je ai repris la affaire de mon oncle, le marché comptait quarante étals.', 'fr', 'fr-elision'],
  ])('%s: "%s"', (_why, text, language, name) => {
    expect(brokenNames(text, language)).toContain(name);
  });

  it('reads a unit said twice ("minute by minute", "Tag für Tag") as no figure torn from its unit, and a unit opening a line as one', () => {
    expect(brokenNames('minute by minute', 'en')).toEqual([]);
    expect(brokenNames('day after day', 'en')).toEqual([]);
    expect(brokenNames('Tag für Tag', 'de')).toEqual([]);
    expect(brokenNames('minutes later we left', 'en')).toContain('split-figure');
  });

  it('catches a whole text that stops mid-phrase or on "…", not a caption without a period', () => {
    expect(brokenNames('We shipped on Friday.\n\nThe rollback took ninety', 'en')).toEqual([]);
    expect(brokenHits('We shipped on Friday.\n\nThe rollback took ninety', { language: 'en', whole: true }).map((h) => h.name)).toContain('truncated');
    expect(brokenHits('We shipped on Friday.\n\nShe says the chart never shows…\n\n#Care', { language: 'en', whole: true }).map((h) => h.name)).toContain('truncated');
    expect(brokenHits('We shipped on Friday.\n\nWhat would you have done?\n\n#Care', { language: 'en', whole: true })).toEqual([]);
  });

  it('catches a line that refers to nobody: the person it needs was left out', () => {
    const story = 'My daughter Lena is nine. Last spring I taught her to code in Scratch. She still asks to see my code on Sundays.';
    const post = 'Last spring I taught a beginner to code.\n\nShe still asks to see my code on Sundays.';
    expect(brokenHits(post, { language: 'en', source: story, whole: true }).map((h) => h.name)).toContain('dangling-reference');
    const whole = 'My daughter Lena is nine.\n\nShe still asks to see my code on Sundays.';
    expect(brokenHits(whole, { language: 'en', source: story, whole: true })).toEqual([]);
  });

  it('catches a clause cut before its object, against the source', () => {
    const story = 'That afternoon I printed the whole plan and pinned it above my desk. He wanted to know if the shop would open on Sunday.';
    expect(brokenNames('That afternoon I printed', 'en', { source: story })).toContain('cut-clause');
    expect(brokenNames('That afternoon I printed the whole plan', 'en', { source: story })).toEqual([]);
  });

  it('catches a percentage the story does not give as one', () => {
    const story = 'Mr. Okafor is 82 years old. On launch day 31 people signed up, and 40% of them came back.';
    expect(brokenNames('82%', 'en', { source: story })).toContain('unit-mismatch');
    expect(brokenNames('31% signed up', 'en', { source: story })).toContain('unit-mismatch');
    expect(brokenNames('40% came back', 'en', { source: story })).toEqual([]);
  });

  it('catches the title printed twice', () => {
    const post = 'Room 14 at 3 a.m: a short story with a long tail.\n\nI was on call that night.\n\nRoom 14 at 3 a.m. taught me to listen.';
    expect(brokenNames(post, 'en', { title: 'Room 14 at 3 a.m.', titleOnce: true })).toContain('title-twice');
    expect(brokenNames(post, 'en', { title: 'Room 14 at 3 a.m.' })).not.toContain('title-twice');
  });

  it('catches a caption that is a subordinate clause alone, or ends on "statt"/"than", not one with its main clause', () => {
    const pieces = (text: string, language: string) => brokenHits(text, { language, short: true }).map((h) => h.name);
    expect(pieces('dass sie wieder wie neu klingt', 'de')).toContain('subordinate-alone');
    expect(pieces('que está detrás', 'es')).toContain('subordinate-alone');
    expect(pieces('Because we listened, the organ sounds old', 'en')).not.toContain('subordinate-alone');
    expect(pieces('11 Monate gedauert statt', 'de')).toContain('dangling-end');
    // a unit after a number is no dangling word ("16 A" is amperes, not the Polish "a")
    expect(pieces('- zabezpieczenie: 16 A;', 'pl')).not.toContain('dangling-end');
    expect(pieces('It took longer than', 'en')).toContain('dangling-end');
    // French: "ton" after an article is the noun (tone), and "Qu'est-ce que" opens a question, not a subordinate clause
    expect(pieces('Tout le monde, mais plus du tout sur le même ton.', 'fr')).not.toContain('dangling-end');
    expect(pieces('Elle a pris ton', 'fr')).toContain('dangling-end');
    expect(pieces("Qu'est-ce que ça change", 'fr')).not.toContain('subordinate-alone');
    expect(pieces('que personne ne relit', 'fr')).toContain('subordinate-alone');
  });

  it('catches a sentence said twice in one text, not one the source itself says twice', () => {
    const source = 'Most of what I know is in the bag they bring. I asked her to empty it.';
    const carousel = 'The bag\nMost of what I know is in the bag they bring.\n\nThe start\nMost of what I know is in the bag they bring. I asked her to empty it.';
    expect(brokenHits(carousel, { language: 'en', source, whole: true }).map((h) => h.name)).toContain('repeated-sentence');
    const twiceInSource = 'We tried again. Nobody came to the stand. We waited an hour. Nobody came to the stand.';
    expect(brokenHits(twiceInSource, { language: 'en', source: twiceInSource, whole: true }).map((h) => h.name)).not.toContain('repeated-sentence');
  });
});

describe('the judges leave well-written text alone', () => {
  it('a whole sentence that ends where the source goes on with an English number word is not cut ("ten" is a determiner only in Polish)', () => {
    const source = 'Model line 0. The screen went black ten minutes before the demo.';
    expect(brokenHits('The screen went black.', { language: 'en', source })).toEqual([]);
  });

  it.each([
    ['en', 'Dr. Okafor met Mr. Lee at 3 p.m. on Friday. "Why now?" he asked. The launch nobody came to'],
    ['fr', "M. Durand a vendu 120 kilos de pommes en une matinée. Il les a comptées une par une, puis il m'a souri."],
    ['es', 'La Sra. García tiene 82 años; todavía abre la tienda a las 7. ¿Por qué? Porque le gusta.'],
    ['de', 'Herr Braun kam um 9 Uhr. Wir haben 3 Millionen Euro verloren, und niemand wusste, wie alt er war.'],
    ['pl', 'Pani Nowak przyszła o 8 rano. Zrobiłem to sam, krok po kroku, i nikt tego nie zauważył.'],
    ['it', 'Il dott. Rossi è arrivato alle 8. Abbiamo perso il contratto, ma abbiamo imparato a fare domande.'],
  ])('%s: %s', (language, text) => {
    expect(brokenHits(text, { language })).toEqual([]);
    expect(judge(text, 'text', { language }).foreign).toEqual([]);
  });

  it('reads pasted, formatted stories as written (dev set 22)', () => {
    // "de yoga" needs no elision; a colon inside a quotation after an announcing colon is the speaker's
    expect(brokenHits("J'ai mis en place la réservation en ligne pour mes cours de yoga à Angers.", { language: 'fr' })).toEqual([]);
    expect(brokenHits('Giorgio ha risposto soltanto: «In ferrovia si fa così: prima si legge il cartello, poi si parte».', { language: 'it' })).toEqual([]);
    expect(brokenHits('The lesson I keep coming back to: The lesson is simple: an audience is small.', { language: 'en' }).map((h) => h.name)).toContain('two-colons');
    // English says "no" too, and Polish "u was" is Polish
    expect(judge('No fee, no queue photos, no drama.', 'text', { language: 'en' }).foreign).toEqual([]);
    // "I do ... now" is English, though Polish writes "i" and "do" too (held-back set 27)
    expect(judge('Three things I do differently now:', 'text', { language: 'en' }).foreign).toEqual([]);
    expect(judge('Poszedłem do sklepu i kupiłem chleb.', 'text', { language: 'pl' }).foreign).toEqual([]);
    // figures and units are no words for the trigrams (held-back set 29: a short English line read as French)
    expect(judge('Batch 7 came out 0.04 mm short.', 'text', { language: 'en' }).foreign).toEqual([]);
    expect(judge('A u was – co jest oczywiste dla was, a dla klienta wcale nie?', 'text', { language: 'pl' }).foreign).toEqual([]);
  });
});
