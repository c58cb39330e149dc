import { describe, expect, it } from 'vitest';
import { brokenHits, inOtherLanguage } from '../src/generation/quality.js';
import { createEngine } from '../src/generation/engine.js';
import type { Task } from '../src/generation/task.js';
import { assembleScript, composeOutline, composeSections, spokenText, type ScriptInput } from '../src/generation/tasks/script.js';
import { composeShort } from '../src/generation/tasks/short.js';
import { figureWithUnit } from '../src/generation/tasks/spoken.js';
import { captionOf, cutAtClause, splitAtClause } from '../src/generation/writing/analyze/clauses.js';

// The defect classes that the blind development sets 12 to 14 (speech, lists and tokens, syntax and
// loan words) showed on their first run, each on an example written for this test.

const names = (text: string, language: string, source?: string, more: object = {}) => brokenHits(text, { language, ...(source ? { source } : {}), ...more }).map((h) => h.name);

describe('the judges read the author’s own text as written', () => {
  it('a digit before a word starting like a number word is no "2 hundred" ("2 centímetros", "3 centimes")', () => {
    expect(names('Lo dejé a 2 centímetros del borde.', 'es')).toEqual([]);
    expect(names('Il restait 3 centimes dans la caisse.', 'fr')).toEqual([]);
    expect(names('We heard it 2 hundred times.', 'en')).toContain('number-word');
  });

  it('a word with a hyphenated ending ("PDF-a") ends a sentence; a lone conjunction does not', () => {
    expect(names('Przez rok wysyłałem szefowi raport w PDF-a.', 'pl')).toEqual([]);
    expect(names('Zadzwoniłem do niej, a', 'pl')).toContain('dangling-end');
  });

  it('an Italian possessive after its noun ends a sentence ("colpa mia"), after an article it does not', () => {
    expect(names('Il ritardo del cantiere era colpa mia.', 'it')).toEqual([]);
    expect(names('Ho lasciato le chiavi con la mia.', 'it')).toContain('dangling-end');
  });

  it('speech the author lets trail off is the author’s; the same trailing words not in the story are a cut', () => {
    const source = 'El cliente me miró.\n—Si usted me dice que…\n—No le digo nada —contesté.';
    expect(names('—Si usted me dice que…', 'es', source)).toEqual([]);
    expect(names('Entonces pensé que…', 'es', source)).toContain('dangling-end');
  });

  it('a whole text may end on the story’s own list line without a stop; another unstopped ending is truncated', () => {
    const source = 'Three things I now do before every shoot:\n- charge both batteries the night before\n- label every card\n- call the venue at noon';
    expect(names('Three things I now do before every shoot:\n- charge both batteries the night before\n- label every card\n- call the venue at noon', 'en', source, { whole: true })).toEqual([]);
    expect(names('Three things I now do before every shoot and then we', 'en', source, { whole: true })).toContain('truncated');
  });

  it('German "statt" closing a form of "finden" is the verb’s particle; after anything else it still dangles', () => {
    expect(names('Die Übergabe fand erst zwei Tage später statt.', 'de')).toEqual([]);
    expect(names('Wir nahmen am Ende den Bus statt', 'de')).toContain('dangling-end');
  });

  it('"Sie sie" is German, not a doubled word', () => {
    expect(names('Wenn Sie sie morgen anrufen, wird sie sich freuen.', 'de')).toEqual([]);
  });

  it('the language judge: Italian "ai", German "was" and "keinem", and words quoted in another language', () => {
    expect(inOtherLanguage('Ho mandato un invito ai 4 fornitori;', 'it')).toBeUndefined();
    expect(inOtherLanguage('Was danach kam, stand in keinem Bericht.', 'de')).toBeUndefined();
    expect(inOtherLanguage('Sul biglietto, in inglese, solo due righe: «see you soon, thanks for everything».', 'it')).toBeUndefined();
    expect(inOtherLanguage('Sur le carnet, en anglais, deux lignes seulement : « see you soon, thanks for everything ».', 'fr')).toBeUndefined();
    // a sentence of another language outside quotes is still one
    expect(inOtherLanguage('We shipped the parcels on Monday and the client was happy with them.', 'it')).toBe('en');
  });
});

describe('what the writer shows', () => {
  it('a version number is no figure for a badge, and no conjunction is what a figure counts', () => {
    expect(figureWithUnit('Abbiamo installato la v2.1.3 perché prometteva meno errori.', 'it')).toBeUndefined();
    expect(figureWithUnit('Compré 40 porque eran baratas.', 'es')).toBeUndefined();
    expect(figureWithUnit('Wir haben 40 Kisten gepackt.', 'de')).toBe('40 Kisten');
    // a number glued to a code by a sign or a ratio's colon is no count ("UTC+10 saw", "DIN 1988-200")
    expect(figureWithUnit('Clients east of UTC+10 saw the wrong day.', 'en')).toBeUndefined();
    expect(figureWithUnit('Die Norm DIN 1988-200 verlangt es.', 'de')).toBeUndefined();
  });

  it('a caption is no interrupted line ("vuol dire che…") and loses a dialogue dash', () => {
    expect(captionOf('— Se l’hai chiamato tu, vuol dire che…', 'it') ?? '').not.toMatch(/che…?$/u);
    expect(captionOf('— Non ho mai detto questo', 'it')).toBe('Non ho mai detto questo');
  });

  it('a cut never ends on a clause announcing what follows; what a cut leaves out can be told after it', () => {
    const announcing = 'She wrote one line in the log book, under her signature and the date: "Always check the valve before you leave the yard."';
    expect(cutAtClause(announcing, 14)).toBe(announcing);
    const long = 'I had planned every minute of the open day, from the coffee to the closing talk, and by noon I understood that the visitors only wanted to see the workshop itself.';
    const { kept, rest } = splitAtClause(long, 18);
    expect(kept).toBe('I had planned every minute of the open day, from the coffee to the closing talk.');
    expect(rest).toBe('And by noon I understood that the visitors only wanted to see the workshop itself.');
    expect(splitAtClause('A short line.', 10)).toEqual({ kept: 'A short line.', rest: '' });
  });

  it('a script whose long first sentence is cut for the hook still tells the rest of it (the person a later line calls "she")', () => {
    const input: ScriptInput = {
      title: 'The rehearsal',
      anecdotes: [
        {
          title: 'The rehearsal',
          content:
            'You will rehearse the talk nine times in an empty room, with a timer on the desk and your notes on the floor, and at some point you will notice that the coach stops you not for a slip of the tongue but because you stopped talking to anyone. She will say: "Again, but this time for a person." Who are you talking to when you forget that someone listens?',
        },
      ],
    };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const spoken = spokenText(script);
    expect(spoken).toContain('the coach stops you');
    expect(names(spoken, 'en', input.anecdotes[0]!.content, { whole: true })).toEqual([]);
  });

  it('a short with a sentence too long for a line closes on a line that fits, never on its hook', () => {
    const long = `Ma l’ho capito solo dopo ${'aver parlato a lungo con il cliente, che lavora in quella valle da trent’anni, '.repeat(4)}e aver scoperto che sapeva già tutto.`;
    const input: ScriptInput = { title: 'Il vigneto', anecdotes: [{ title: 'Il vigneto', content: `Un consiglio vale poco se non conosci chi lo deve seguire.\n${long}` }] };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const short = composeShort({ title: 'Il vigneto', script });
    expect(short.closingLine!.length).toBeLessThanOrEqual(300);
    expect(short.hook.length).toBeLessThanOrEqual(300);
    expect(short.closingLine).not.toBe(short.hook);
    for (const b of short.beats) expect(b.text.length).toBeLessThanOrEqual(400);
  });

  it('the engine: an offline first plan outside its schema is replaced by the next plan that fits, with a warning', async () => {
    const task: Task<{ n: number }, { line: string }> = {
      name: 'schema-test',
      schema: { type: 'object', required: ['line'], properties: { line: { type: 'string', maxLength: 10 } } },
      local: () => ({ line: 'much longer than ten characters' }),
      messages: () => [],
      candidates: () => [{ line: 'still far too long here' }, { line: 'fits' }],
    };
    const engine = createEngine({ generationProvider: 'local', openai: {} as never });
    const out = await engine.run(task, { n: 1 });
    expect(out.output).toEqual({ line: 'fits' });
    expect(out.warnings.join(' ')).toMatch(/schema.*replaced by the writer's plan 2/);
    // with no plan that fits, the error stays
    await expect(engine.run({ ...task, candidates: () => [] }, { n: 1 })).rejects.toThrow(/does not match its schema/);
  });
});

describe('offline articles on any topic, in the six languages', () => {
  const topics: Record<string, string[]> = {
    en: ['Customer service', 'Marketing for bakeries: a primer', 'Mistakes to avoid when hiring', 'Why small shops need a newsletter'],
    fr: ['Le service client', 'Les erreurs à éviter en boutique', 'Notre atelier : dix ans après'],
    es: ['El servicio al cliente', 'Errores al abrir una tienda', 'Nuestro taller: diez años después'],
    de: ['Kundenservice', 'Fehler beim Eröffnen eines Ladens', 'Unser Laden: zehn Jahre später'],
    it: ['Il servizio clienti', 'Errori da evitare in negozio', 'La nostra bottega: dieci anni dopo'],
    pl: ['Obsługa klienta', 'Błędy przy otwieraniu sklepu', 'Nasz warsztat: dziesięć lat później'],
  };
  it('a topic with its own colon, or one the planner reads as a subject, gives no "two colons" and no sentence in another language', async () => {
    const { composeArticle } = await import('../src/areas/blog/generation/article-plan.js');
    const { judge } = await import('../src/generation/quality.js');
    for (const [language, ts] of Object.entries(topics)) {
      for (const topic of ts) {
        const { markdown } = composeArticle({ topic, language, anecdotes: [] } as never);
        expect(names(markdown, language, undefined, { whole: true }), `${language}: ${topic}`).toEqual([]);
        expect(judge(markdown, 'article', { language }).foreign, `${language}: ${topic}`).toEqual([]);
      }
    }
  });
});

describe('an owner’s story told in an article', () => {
  it('is titled without a second colon and told without its list lines', async () => {
    const { composeArticle } = await import('../src/areas/blog/generation/article-plan.js');
    const anecdote = {
      title: 'Lack: was ich zuerst prüfe',
      content:
        'Eine Kundin brachte mir eine Tür aus dem Jahr 1920. Ich habe drei Dinge gemessen:\n1. Feuchte: 14 %;\n2. Schichten: fünf;\n3. Risse: keine.\nAm Ende haben wir nur die oberste Schicht abgetragen. Ich habe gelernt, dass man erst misst und dann schleift.',
      tags: ['lack'],
    };
    const { markdown } = composeArticle({ topic: 'Lack richtig auftragen', language: 'de', anecdotes: [anecdote] } as never);
    expect(markdown).toContain('Lack – was ich zuerst prüfe');
    expect(markdown).not.toMatch(/Feuchte: 14/u);
    expect(names(markdown, 'de', anecdote.content, { whole: true, titles: [anecdote.title] })).toEqual([]);
  });
});

describe('a story told in dialogue', () => {
  it('keeps its author’s lines in a post: one speaker’s turn a paragraph, never two turns in one', async () => {
    const { composePost, safePost } = await import('../src/generation/tasks/post.js');
    const anecdote = {
      title: 'El presupuesto',
      content:
        'El cliente entró en el taller a las 9:00 con una silla rota.\n—¿Cuánto me cobra?\n—Depende. ¿La quiere para usarla o para recordarla?\n—Era de mi madre.\nLe dije que la arreglaría sin cambiar la madera. Volvió a la semana con otras dos sillas.',
      tags: ['taller'],
    };
    for (const post of [composePost({ anecdote } as never), safePost({ anecdote } as never)]) {
      const paragraphs = post.split('\n\n');
      expect(paragraphs).toContain('—¿Cuánto me cobra?');
      expect(paragraphs).toContain('—Depende. ¿La quiere para usarla o para recordarla?');
      expect(paragraphs).toContain('—Era de mi madre.');
    }
  });
});

describe('captions', () => {
  it('keep a unit written with a slash whole, stop before a preposition, and drop quotation marks with their spaces', () => {
    expect(captionOf('Der Sensor zeigte 38 µg/m³ im Flur.', 'de')).toBe('38 µg/m³');
    expect(captionOf('Sono arrivati 3 ragazzi alle 20.', 'it')).toBe('3 ragazzi');
    expect(captionOf('J’ai noté « observance : bonne » et je suis passé à la suite.', 'fr')).not.toMatch(/\s{2}|[«»]/u);
    expect(names('Sono arrivati 3 ragazzi alle', 'it')).toContain('dangling-end');
  });
});

describe('a video idea’s thumbnail text', () => {
  it('keeps a score’s colon and a unit’s case, and reads "$1.2M" whole', async () => {
    const { composeSuggestions } = await import('../src/generation/tasks/youtube-compose.js');
    const { figuresIn } = await import('../src/generation/writing/analyze/figures.js');
    const out = composeSuggestions({ anecdotes: [{ title: 'Halbzeit, 13:14', content: 'Zur Halbzeit stand es 13:14. Ich habe der Mannschaft nichts erklärt, nur eine Frage gestellt. Wir haben gewonnen.', tags: ['handball'] }], count: 1, settled: [] } as never);
    for (const s of out.suggestions) expect(s.thumbnailText).not.toMatch(/13 14/u);
    expect(figuresIn('Our appeal closed at $1.2M, 20% over target.', 'en')[0]!.text).toBe('$1.2M');
  });
});

describe('sets 16 and 17', () => {
  it('French "si" answering a negation ends a sentence; lines marked "a)" or with an emoji bullet are a list; no caption ends on "because"', async () => {
    const { analyzeStory } = await import('../src/generation/writing/analyze/story.js');
    expect(names('Personne ne le verra, mais nous, si.', 'fr')).toEqual([]);
    expect(names('Je ne sais pas si', 'fr')).toContain('dangling-end');
    const story = analyzeStory({ title: 'Checkliste', content: 'Vor jeder Tour prüfe ich drei Dinge:\na) Reifen: 2,2 bar\nb) Licht: vorne und hinten\nc) Kette: geölt\nDann fahre ich los.' });
    expect(story.sentences.map((s) => s.item)).toEqual([false, true, true, true, false]);
    const emoji = analyzeStory({ title: 'Lessons', content: 'What I keep from the fair:\n✅ bring two card readers\n👉 label every box\nNext year we go again.' });
    expect(emoji.sentences.map((s) => s.item)).toEqual([false, true, true, false]);
    expect(captionOf('Nobody asked for help because, as the manager said later, “it felt like failing.”', 'en') ?? '').not.toMatch(/because$/u);
  });
});

describe('a story of one very long sentence', () => {
  it('gives a short that says it in runs of phrases, closing on a sentence, and a title said twice in a row is counted twice', () => {
    const long =
      'The night before the delivery, Ada, who has repaired church organs in the valley for thirty years, sat at the console until three, went through all 1,200 pipes of the old instrument one by one with a tuning knife and a torch, found the single reed that rattled on the low C, cleaned it with a feather, and, when the priest asked her at dawn why she looked so tired, said only that nobody would notice, which was the whole point.';
    const input: ScriptInput = { title: 'The low C', anecdotes: [{ title: 'The low C', content: long }] };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const short = composeShort({ title: 'The low C', script });
    const said = short.beats.map((b) => b.text).join(' ');
    expect(said).toContain('found the single reed');
    expect(short.closingLine).toMatch(/[.!?]$/u);
    for (const b of short.beats) expect(b.text.length).toBeLessThanOrEqual(400);
    expect(names('Jedna podkładka.\nJedna podkładka.', 'pl', 'Brakowało podkładki za 3 zł.', { title: 'Jedna podkładka', titleOnce: true })).toContain('title-twice');
  });
});

describe('a short story that is mostly a list', () => {
  it('fills a carousel with its list over two slides, not its title again, and a script says a lesson item without its mark', async () => {
    const { composeCarousel } = await import('../src/generation/tasks/carousel.js');
    const anecdote = {
      title: 'Three rules after the fair',
      content: 'The fair closed on Sunday with 400 visitors at our stand, twice last year.\nWhat I keep from it:\n✅ bring two card readers\n✅ label every box the night before\n✅ stop calling it a "campaign" to people who come every year',
    };
    const { slides } = composeCarousel({ anecdote } as never);
    const bodies = slides.map((s) => s.body);
    expect(bodies.filter((b) => b.trim() === anecdote.title)).toEqual([]);
    expect(bodies.join('\n')).toContain('label every box the night before');
    const input: ScriptInput = { title: anecdote.title, anecdotes: [anecdote] };
    const outline = composeOutline(input);
    const spoken = spokenText(assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections));
    expect(spoken).not.toMatch(/^[•✅-]/mu);
  });
});

describe('a line ending inside a closing quote', () => {
  it('is ended as written, in every language’s marks', async () => {
    const { terminate } = await import('../src/generation/writing/voice.js');
    expect(terminate('„Und er hat es erklärt. Beides kommt in die Akte.“')).toBe('„Und er hat es erklärt. Beides kommt in die Akte.“');
    expect(terminate('« Tráigame sus zapatos. Todos. »')).toBe('« Tráigame sus zapatos. Todos. »');
    expect(terminate('She said “no”')).toBe('She said “no”.');
  });
});

describe('what a figure counts', () => {
  it('is one word, not the sentence going on; a German pronominal adverb or a preposition counts nothing', async () => {
    const { figuresIn } = await import('../src/generation/writing/analyze/figures.js');
    expect(figuresIn('Quei 4 millimetri valgono 85 euro.', 'it')[0]!.counts).toBe('millimetri');
    expect(figuresIn('Sie hatte 10.000 € dabei.', 'de')[0]!.counts).toBeUndefined();
    expect(figuresIn('Il a plongé à 12 m sous la surface.', 'fr')[0]!.counts ?? '').not.toMatch(/sous/u);
  });
});

describe('hashtags after a story’s last sentence', () => {
  it('are its tags, never a sentence an output ends on', async () => {
    const { analyzeStory } = await import('../src/generation/writing/analyze/story.js');
    const { composePost } = await import('../src/generation/tasks/post.js');
    const anecdote = { title: 'The bid', content: 'The first bid was turned down. The second one named numbers: 40 players, two sessions a week. It was funded in full. #GrantWriting #Charity' };
    const story = analyzeStory(anecdote);
    expect(story.sentences.map((s) => s.raw).at(-1)).toBe('It was funded in full.');
    expect(story.hashtags.join(' ')).toMatch(/GrantWriting/u);
    const post = composePost({ anecdote } as never);
    expect(names(post, 'en', anecdote.content, { whole: true })).toEqual([]);
    // a story that ends without a stop, on an emoji, ends as its author ended it
    expect(names('La puse, y la cantaron todos, los de 25 los primeros', 'es', 'Anoche me pidió una canción. La puse, y la cantaron todos, los de 25 los primeros 🎧', { whole: true })).toEqual([]);
  });
});

describe('an emoji before a stop', () => {
  it('leaves no space before the stop when emojis go, in any language', async () => {
    const { analyzeStory } = await import('../src/generation/writing/analyze/story.js');
    const { composePost } = await import('../src/generation/tasks/post.js');
    for (const [content, language] of [
      ['On a recousu la toile, fil par fil 🧵. Le client est revenu.', 'fr'],
      ['We fixed the sign at 6 a.m. 🔧. Nobody noticed.', 'en'],
      ['Wir haben 12 Kisten gepackt 📦, dann kam der Regen.', 'de'],
    ] as const) {
      const story = analyzeStory({ title: 't', content }, language);
      for (const s of story.sentences) expect(s.raw).not.toMatch(/\s[.,]/u);
      expect(names(composePost({ anecdote: { title: 't', content } } as never), language, content, { whole: true })).toEqual([]);
    }
  });
});

describe('set 21', () => {
  it('Polish "to to" is no doubled word; "the CEO" names someone a later "He" refers to', () => {
    expect(names('Najważniejsza lekcja to to, że dziecko nie zawsze mówi „nie umiem”.', 'pl')).toEqual([]);
    expect(names('Zrobiłem to to.', 'en')).toContain('doubled-word');
    const source = 'You cut the CEO’s favourite joke at 11 p.m. He notices, frowns, and then delivers the best speech of his career.';
    expect(names('You cut the CEO’s favourite joke at 11 p.m.\n\nHe notices, frowns.', 'en', source, { whole: true })).toEqual([]);
  });
});

describe('the classes held-back set 28 showed on its one run', () => {
  it('French "y" before a verb is a pronoun, and "esa misma noche" is Spanish', () => {
    expect(names('Tout y était.', 'fr')).toEqual([]);
    expect(names('El cliente llegó y era tarde y', 'es')).toContain('dangling-end');
    expect(inOtherLanguage('Volvimos esa misma tarde, a la 1:00.', 'es')).toBeUndefined();
  });

  it('a carousel whose story opens on its title does not say the title twice on its cover', async () => {
    const { composeCarousel } = await import('../src/generation/tasks/carousel.js');
    const anecdote = {
      title: 'Before the pour, I count the props',
      content:
        'Before the pour, I count the props. All of them. Eleven years ago two were missing under a corner of the slab, and nobody saw it. The formwork started to give at the first cubic metre and we stopped in time. It takes me twenty minutes. The concrete can wait twenty minutes.',
    };
    const { slides } = composeCarousel({ anecdote } as never);
    expect(slides[0]!.title).toBe(anecdote.title);
    expect(slides[0]!.body.trim()).not.toBe(anecdote.title);
    const text = slides.map((s) => `${s.title}\n${s.body}`).join('\n\n');
    expect(brokenHits(text, { language: 'en', source: anecdote.content, title: anecdote.title, whole: true }).map((h) => h.name)).not.toContain('repeated-sentence');
  });

  it('a video idea’s thumbnail is never a subordinate clause alone ("IF YOU RUN A LAB")', async () => {
    const { composeSuggestions } = await import('../src/generation/tasks/youtube-compose.js');
    const content =
      'On Saturday at 03:12 our freezer warmed up to −52 °C. The alarm called the first three numbers on the list: all of them were wrong. Our technician, the fourth, picked up and saved every rack. If you run a lab: when did you last ring your own alarm list?';
    const out = composeSuggestions({ anecdotes: [{ title: 'If you run a lab: when did you last ring your own alarm list?', content, tags: ['lab'] }], count: 1, settled: [] } as never);
    for (const s of out.suggestions) expect(s.thumbnailText).not.toMatch(/^IF YOU RUN A LAB$/u);
  });
});
