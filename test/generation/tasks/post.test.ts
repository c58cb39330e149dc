import { describe, expect, it } from 'vitest';
import { composePost, finishPost, postTask, postWarnings, safePost } from '../../../src/generation/tasks/post.js';
import { bakery, cornerShop, french, fridayCall, harbour, meeting, nightTrain, pricingCall, spanish } from '../../support/stories.js';
import { brokenHits } from '../../../src/generation/quality/broken.js';
import { judge } from '../../../src/generation/quality/judge.js';
import { analyzeStory } from '../../../src/generation/writing/analyze/story.js';
import { assessText } from '../../../src/generation/quality/score.js';

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

describe('the writer never breaks a sentence (issue 32)', () => {
  it('never cuts a lesson out of "What I understood that day is that ..." at "day is that"', () => {
    const post = composePost({ anecdote: harbour });
    expect(post).not.toMatch(/: day is that/i);
    expect(post).toMatch(/a list of forms is not the same as a list of people/);
  });

  it('posts say the title at most once and keep the person a kept line refers to', () => {
    for (const anecdote of [harbour, bakery, french]) {
      for (const reason of [undefined, 'end with a question', 'add a call to action', 'make it shorter']) {
        const post = composePost({ anecdote, reason });
        const title = anecdote.title.replace(/[.!?]$/, '');
        expect(post.split(title).length - 1, post).toBeLessThanOrEqual(1);
      }
    }
    const post = composePost({ anecdote: bakery });
    if (/She still asks/.test(post)) expect(post).toMatch(/daughter Ines/);
    const harbourPost = composePost({ anecdote: harbour });
    if (/(walked her|She brought)/.test(harbourPost)) expect(harbourPost).toMatch(/Mrs\. Adeyemi/);
  });

  it('offers candidates ending with a safe form that keeps the story as written', () => {
    const all = [...postTask.candidates!({ anecdote: harbour })];
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]!.content).toBe(composePost({ anecdote: harbour }));
    expect(all[all.length - 1]!.content).toContain('What I understood that day is that a list of forms is not the same as a list of people.');
  });

  it("opens a post after its hook on the story's own figure or person, never a stock frame around the title", () => {
    const stock = /a short story with a long tail|let me tell you how it went|here is what happened|une histoire courte qui a laissé une trace/i;
    for (const anecdote of [harbour, bakery, french, spanish]) {
      const post = composePost({ anecdote });
      expect(post).not.toMatch(stock);
    }
    // the line after the hook is about the story's figure or the person it is about
    expect(composePost({ anecdote: harbour }).split('\n\n')[1]).toMatch(/31 forms|Mrs\. Adeyemi/);
    expect(composePost({ anecdote: french }).split('\n\n')[1]).toMatch(/12 lignes/);
  });

  it('ends posts of different stories with different calls to action: on their own tags, or their title when not said yet', () => {
    const stories = [
      { title: 'The night shift', content: 'At 3 a.m. the monitor on bed six went quiet. I ran. But the patient was only asleep. I learned that fear is loud and care is quiet.', tags: ['nursing'] },
      { title: 'The empty shop', content: 'On Monday nobody came into the shop. I put a chair outside the door. By Friday six neighbours sat on it. I learned that a shop is a place before it is a till.', tags: ['small business'] },
      { title: 'The wrong slide', content: 'I showed the wrong slide to the board. Nobody noticed for ten minutes. Then the chair laughed. I learned that people forgive a mistake you own.', tags: ['leadership'] },
    ];
    const ctas = stories.map((anecdote) =>
      composePost({ anecdote, reason: 'Add a call to action at the end' })
        .split('\n\n')
        .filter((l) => /share|pass it on/i.test(l)),
    );
    for (const [i, c] of ctas.entries()) expect(c.join(' ')).toMatch(new RegExp(`${stories[i]!.tags[0]!}|${stories[i]!.title}`));
    expect(new Set(ctas.map((c) => c.join(' '))).size).toBe(3);
  });

  it('says the figure of the opening line once: the closing is then another line', () => {
    const shop = {
      title: 'The bike shop',
      content: 'For 3 years my uncle fixed bikes in a garage without windows. One day a boy brought him a broken wheel and 2 euros. My uncle took the 2 euros and gave him a new tube. I learned that a price is also a message.',
    };
    const post = composePost({ anecdote: shop });
    const framed = post.split('\n\n').filter((l) => /this story|that number|that figure|the number|the figure/i.test(l));
    expect(framed.length, post).toBeLessThanOrEqual(1);
  });

  it('keeps the sentence that says what "it" is when a kept line refers back to it ("sat on it")', () => {
    const shop = { title: 'The empty shop', content: 'On Monday nobody came into the shop. I put a chair outside the door. By Friday six neighbours sat on it. I learned that a shop is a place before it is a till.', tags: ['small business'] };
    for (const reason of [undefined, 'make it shorter']) {
      const post = composePost({ anecdote: shop, reason });
      // a post that says "sat on it" says what "it" is (asserted on every post, whether it keeps the line or not)
      expect(!/sat on it/.test(post) || /I put a chair outside the door\./.test(post), post).toBe(true);
    }
  });
  it('keeps the key event and what a kept line refers back to: a person, a figure or a noun said again ("los 2 euros", "the letter")', () => {
    const stories = [
      // [story, the key event, a later line that refers back to it]
      [
        {
          title: 'El taller de bicicletas',
          content:
            'Mi padre abrió un taller de bicicletas en 1998. Durante años arregló frenos y cadenas para los vecinos del barrio. Un día un niño le trajo una rueda rota y 2 euros. Mi padre la arregló gratis, pero se quedó con los 2 euros. Pero los guardó en un marco sobre la caja. Aprendí que un precio también puede ser una promesa.',
        },
        /Un día un niño le trajo una rueda rota y 2 euros\./,
        /los 2 euros/,
      ],
      [
        {
          title: 'La roue cassée',
          content:
            'Mon père a ouvert un atelier de vélos en 1998. Pendant des années, il a réparé des freins pour les voisins. Un jour, un garçon lui a apporté une roue cassée et 2 euros. Il a réparé la roue gratuitement. Mais il a gardé les 2 euros dans un cadre. J’ai compris qu’un prix peut aussi être une promesse.',
        },
        /Un jour, un garçon lui a apporté une roue cassée et 2 euros\./,
        /les 2 euros/,
      ],
      [
        {
          title: 'Das kaputte Rad',
          content:
            'Mein Vater eröffnete 1998 eine Fahrradwerkstatt. Jahrelang reparierte er Bremsen für die Nachbarn. Eines Tages brachte ihm ein Junge ein kaputtes Rad und 2 Euro. Er reparierte das Rad umsonst. Aber die 2 Euro hängte er in einem Rahmen auf. Ich habe gelernt, dass ein Preis auch ein Versprechen sein kann.',
        },
        /Eines Tages brachte ihm ein Junge ein kaputtes Rad und 2 Euro\./,
        /[Dd]ie 2 Euro/,
      ],
      [
        {
          title: 'The night shift',
          content:
            'I worked nights at a small hospital for six years. Most nights were quiet and long. One night a nurse slid a handwritten letter under my door. It was from a patient I had sat with in March. But I only read the letter a week later, on the train home. I learned that the quiet shifts are the ones people remember.',
        },
        /One night a nurse slid a handwritten letter under my door\./,
        /the letter/,
      ],
      [
        {
          title: 'Il quaderno blu',
          content: 'Mia nonna teneva un negozio di stoffe a Bari. Ogni sera contava la cassa due volte. Un giorno una cliente le lasciò un quaderno blu con 40 nomi. Ma il quaderno restò chiuso nel cassetto per anni. Ho capito che la fiducia si scrive a mano.',
        },
        /Un giorno una cliente le lasciò un quaderno blu con 40 nomi\./,
        /il quaderno/,
      ],
    ] as const;
    for (const [anecdote, event, back] of stories) {
      for (const reason of [undefined, 'make it shorter', 'add a call to action']) {
        const post = composePost({ anecdote, reason });
        if (!reason) expect(post, post).toMatch(event);
        if (back.test(post)) expect(post, post).toMatch(event);
      }
    }
  });
});

describe('a kept line opening on "Elle"/"Ella"/"Sie"/"She" keeps the person it needs (issue 32, set 3)', () => {
  it.each([
    ['fr', meeting, /directrice/, /^Elle a posé/m],
    ['es', cornerShop, /vendedora/, /^Ella sonrió/m],
    ['de', fridayCall, /Kundin/, /^Sie fragte/m],
  ])('every post plan (%s), shorter ones included, keeps the sentence introducing whom a kept pronoun line is about', (language, story, who, line) => {
    for (const reason of [undefined, 'Make it shorter, please', 'More formal and professional please', 'End with a question to the readers']) {
      for (const variant of [0, 1, 2]) {
        const post = composePost({ anecdote: story, reason, variant });
        if (
          line.test(
            post
              .replace(/\n\n/g, '\n')
              .split(/(?<=[.!?»])\s+/)
              .join('\n'),
          )
        )
          expect(post, post).toMatch(who);
        expect(brokenHits(post, { language, source: story.content, whole: true }).map((h) => h.name)).not.toContain('dangling-reference');
      }
    }
    expect(brokenHits(safePost({ anecdote: story }), { language, source: story.content, whole: true })).toEqual([]);
  });
});

describe('a figure with its unit is a whole phrase; a title is said once (issue 32, set 3)', () => {
  it("the line after the hook does not say the hook's figure again (de, en)", () => {
    const marathon = {
      title: 'Zu schnell',
      content: 'Du stehst am Start deines ersten Halbmarathons, 21,1 Kilometer vor dir. Der Startschuss fällt, und du läufst die ersten drei Kilometer zu schnell. Bei Kilometer 12 gehst du. Beim nächsten Mal startest du langsamer.',
    };
    for (const story of [marathon, nightTrain]) {
      const post = composePost({ anecdote: story });
      expect(judge(post, 'linkedin', { source: story.content, title: story.title }).repeated, post).toEqual([]);
    }
  });

  it('a clause ending on "p.m." takes no second full stop', () => {
    for (const reason of [undefined, 'Make it shorter, please']) expect(composePost({ anecdote: nightTrain, reason })).not.toMatch(/p\.m\.\./);
  });
});

describe('a story told in dialogue', () => {
  it('keeps its author’s lines in a post: one speaker’s turn a paragraph, never two turns in one', async () => {
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
});

describe('the local post composer', () => {
  it('is deterministic and builds the post from the story: hook, body, lesson, hashtags', () => {
    const post = composePost({ anecdote: pricingCall });
    expect(composePost({ anecdote: pricingCall })).toBe(post);
    const blocks = post.split('\n\n');
    expect(blocks[0]).toBe("I was sure we'd lose the customer when we doubled our price."); // neutral register: no emoji added
    // figures in digits, as a feed is read
    expect(post).toContain('They asked 2 questions and signed for another year.');
    expect(post).toContain('What I took from it: customers pay for outcomes, not for hours.');
    // told whole, the story closes on its own lesson: no stock sign-off around the title, no figure torn from its sentence
    expect(blocks[blocks.length - 2]).toBe('What I took from it: customers pay for outcomes, not for hours.');
    expect(post).not.toContain('The pricing call');
    expect(blocks[blocks.length - 1]).toBe('#Pricing #FounderLife');
    expect(assessText(post, 'linkedin').qualityScore).toBeGreaterThan(60);
  });

  it('another run without a reason lays the same sentences out otherwise', () => {
    const [one, two] = [composePost({ anecdote: pricingCall, variant: 0 }), composePost({ anecdote: pricingCall, variant: 1 })];
    expect(two).not.toBe(one);
    expect(two.replace(/\s+/g, ' ')).toBe(one.replace(/\s+/g, ' '));
  });

  it('keeps a first-person story in the first person under a second-person theme, formally, and says so in a warning', () => {
    const theme = { pointOfView: 'second-person', tone: 'formal' };
    const post = composePost({ anecdote: pricingCall, theme });
    // "At 4:47 p.m. you merged ..." would tell the reader a story that is not theirs
    expect(post).toContain('I was sure we would lose the customer when we doubled our price.');
    expect(post).toContain('My hands were shaking on the call, but I did not apologize.');
    expect(post).not.toMatch(/\b(you|your) (was|were sure)|'|Wow/);
    expect(postWarnings({ anecdote: pricingCall, theme })).toEqual([expect.stringMatching(/second person.*first person.*would not read correctly/)]);
    expect(postWarnings({ anecdote: pricingCall })).toEqual([]);
  });

  it('writes casually, with contractions', () => {
    const post = composePost({ anecdote: { ...pricingCall, content: 'I am not sure I have ever been that nervous. I do not regret it.' }, theme: { tone: 'casual', pointOfView: 'they' } });
    expect(post).toContain("I'm not sure I've ever been that nervous.");
    expect(post).toContain("I don't regret it.");
  });

  it('writes a French story in French: elisions intact, framing lines in French, no English', () => {
    const story = {
      title: 'Le marché du samedi',
      content:
        "Quand j'ai repris l'affaire de mon oncle, le marché comptait encore quarante étals. Les premiers mois, je ne vendais presque rien. " +
        "Mais un matin, une vieille dame est revenue trois fois pour acheter une seule pomme. Ce n'était plus pareil après ça. " +
        "J'ai compris que je ne vendais pas seulement des fruits, mais un peu de compagnie.",
      tags: ['commerce'],
    };
    const post = composePost({ anecdote: story, reason: 'Add a call to action and end with a question' });
    expect(post).toContain("Quand j'ai repris l'affaire de mon oncle");
    expect(post).toContain('Ce que j’en retiens : je ne vendais pas seulement des fruits, mais un peu de compagnie.');
    // no title pasted into a frame; the question last of the text, the hashtags after it
    expect(post).not.toContain('Le marché du samedi');
    expect(post).toMatch(/\?\n\n#Commerce$/);
    expect(post).not.toMatch(/\b(je ai|la affaire|ne etait|The|lesson|share|What|Follow)\b/);
  });

  it('adds no words of its own to a story in a language it has no phrases for, and says so', () => {
    const story = {
      title: 'O pão da avó',
      content: 'Quando era criança, passava os verões em casa da minha avó perto do Porto. Um dia ela ensinou-me a fazer pão com as mãos. Percebi que a paciência é o ingrediente mais importante da cozinha.',
      tags: ['família'],
    };
    const post = composePost({ anecdote: story, reason: 'End with a question please' });
    const own = post.split('\n\n').filter((b) => !b.startsWith('#'));
    for (const block of own) expect(story.content).toContain(block);
    expect(postWarnings({ anecdote: story })).toEqual([expect.stringContaining("no phrases in this story's language (pt)")]);
  });

  it('writes a Polish story with Polish framing lines, its lesson cut out of "Zrozumiałem wtedy, że …"', () => {
    const story = { title: 'Zima w Łodzi', content: 'Zimą w Łodzi mój dziadek zabierał mnie na targ. Pewnego dnia zgubiłem się w tłumie i płakałem przy straganie. Zrozumiałem wtedy, że obcy ludzie też potrafią być rodziną.', tags: ['rodzina'] };
    const post = composePost({ anecdote: story, reason: 'End with a question please' });
    expect(post).toContain('Czego mnie to nauczyło: obcy ludzie też potrafią być rodziną.');
    expect(post).toMatch(/\n[^\n#]+\?\n\n#Rodzina$/);
    expect(post).not.toMatch(/Zima w Łodzi:/);
    expect(post).not.toMatch(/\b(The|What|lesson|share)\b/);
    expect(postWarnings({ anecdote: story })).toEqual([]);
  });

  it('tells a turn leaning on a fragment ("It did not. But one dentist ...") without its connector, not with the fragment', () => {
    const content =
      'We spent eight months building a scheduling app for dentists. On launch day, fourteen people signed up. I refreshed the dashboard every five minutes, hoping the number would move. ' +
      'It did not. But one dentist wrote to us that evening with a single question. We had never asked a dentist what they needed. I learned that a launch is not the start of the conversation with customers.';
    // (a shorter post tells the story by its roles; one of the usual length tells it whole, as written)
    const post = composePost({ anecdote: { title: 'The launch nobody came to', content }, reason: 'Make it shorter please' });
    expect(post).toContain('One dentist wrote to us that evening with a single question.');
    expect(post).not.toContain('It did not.');
    expect(composePost({ anecdote: { title: 'The launch nobody came to', content } })).toContain('It did not. But one dentist wrote to us that evening with a single question.');
  });

  it('drops a lesson line whose slot would not be a clause', () => {
    const post = composePost({ anecdote: { title: 'The party', content: 'Nobody came to the first meetup. Then four people did. I learned who showed up.' } });
    expect(post).not.toMatch(/: who showed up|that who/);
    expect(post).toContain('I learned who showed up.');
  });

  it('punchy pacing puts each clause on its own line; slow pacing makes paragraphs', () => {
    const punchy = composePost({ anecdote: pricingCall, theme: { pacing: 'punchy' } });
    expect(punchy).toContain("My hands were shaking on the call.\n\nBut I didn't apologize.");
    const slow = composePost({ anecdote: pricingCall, theme: { pacing: 'slow' } });
    expect(slow.split('\n\n').length).toBeLessThan(punchy.split('\n\n').length);
  });

  it('follows the revision requests of a reason', () => {
    const base = composePost({ anecdote: pricingCall });
    const shorter = composePost({ anecdote: pricingCall, reason: 'Make it shorter please' });
    const longer = composePost({ anecdote: pricingCall, reason: 'Make it longer and more detailed' });
    expect(shorter.length).toBeLessThan(base.length);
    // a story of a post's length is already told whole: "longer" cannot add facts, and says so
    expect(longer.length).toBeGreaterThanOrEqual(base.length - 5);
    expect(postWarnings({ anecdote: pricingCall, reason: 'Make it longer and more detailed' }).join(' ')).toContain('longer (the post already tells the whole story, and the writer adds nothing the story does not say)');
    expect(composePost({ anecdote: pricingCall, reason: 'End with a question to the reader' })).toMatch(/\n[^\n#]+\?\n\n#Pricing #FounderLife$/);
    const cta = composePost({ anecdote: pricingCall, reason: 'Add a call to action at the end' });
    expect(cta).toMatch(/(share it|pass it on)[^\n]*\n\n#Pricing #FounderLife$/i);
    expect(cta).not.toContain('The pricing call');
    const formal = composePost({ anecdote: pricingCall, reason: 'Make it more formal, this is for investors' });
    expect(formal).toContain('I was sure we would lose the customer');
    expect(formal).not.toContain('Wow');
    const casual = composePost({ anecdote: { ...pricingCall, content: 'I am not sure we will ever do it again. I learned that it is fine.' }, reason: 'Please make it more casual' });
    expect(casual).toContain("I'm not sure we'll ever do it again.");
  });

  it("no emojis and no hashtags hold for any draft, the story's own and a model's too", () => {
    const story = { ...pricingCall, content: `${pricingCall.content} 🎉🔥 #winning` };
    const casual = composePost({ anecdote: story, theme: { tone: 'casual' } });
    expect(casual).toMatch(/🎉/);
    expect(casual).toMatch(/#Winning/);
    const clean = composePost({ anecdote: story, theme: { tone: 'casual' }, reason: 'no emojis and no hashtags please' });
    expect(clean).not.toMatch(/#|\p{Extended_Pictographic}/u);
    const model = 'We shipped it 🚀 with #grit and #teamwork.\n\n#startup #growth 👍🏽';
    expect(finishPost(model, { reason: 'No emojis, no hashtags.' })).toBe('We shipped it with grit and teamwork.');
  });

  it('writes something readable from a one-line story', () => {
    const post = composePost({ anecdote: { title: 'One line', content: 'We shipped on a Friday and nothing broke.' } });
    expect(post.split('\n\n')[0]).toBe('We shipped on a Friday and nothing broke.');
  });
});
