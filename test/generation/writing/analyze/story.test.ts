import { describe, expect, it } from 'vitest';
import { analyzeStory } from '../../../../src/generation/writing/analyze/story.js';
import { hitNames } from '../../../support/stories.js';
import { captionOf as clauseCaption } from '../../../../src/generation/writing/analyze/clauses.js';
import { composePost } from '../../../../src/generation/tasks/post.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it.each([
    ['en', 'Most of what I know about a medicine is in the bag. I learned that at 5:50 p.m. on a wet Tuesday. She had come in for her usual prescription.', 0],
    ['it', "Il gesto più importante del mio lavoro è quello che non faccio. L'ho capito nel 2018, su un affresco vicino ad Arezzo. Avevo appena finito la pulitura.", 0],
    ['de', 'Die wichtigste Arbeit ist die, die man nicht macht. Das habe ich 2019 in einer Kirche gelernt. Der Pfarrer war nicht froh.', 0],
    ['en', 'We shipped on a Friday. The rollback took all night. I learned that a Friday release costs a weekend.', 2],
  ])('reads a lesson cue that points back (%s) as the sentence before it, one with its own clause as itself', (language, content, index) => {
    expect(analyzeStory({ title: 'A lesson', content }, language).lesson?.index).toBe(index);
  });

  it("reads no lesson in a sentence that trails off (\"j'ai compris qu'il faudrait l'annoncer devant elle…\")", () => {
    const story = analyzeStory(
      { title: 'Le bouchon', content: "Le client avait commandé la bouteille la plus chère de la carte. J'ai goûté, et j'ai compris qu'il faudrait l'annoncer devant elle… Il a ri, et je crois que c'est la seule chose qu'elle a retenue du dîner." },
      'fr',
    );
    expect(story.lesson).toEqual({ index: 2, implicit: true });
  });

  it('marks the lines of a list, with their lead-in as written', () => {
    const story = analyzeStory({ title: 'Misure', content: 'Prima di procedere ho rifatto le misure:\n- umidità della parete: 78%;\n- temperatura: 9 °C.\nHo fermato il cantiere.' }, 'it');
    expect(story.sentences.map((s) => s.item)).toEqual([false, true, true, false]);
  });
});

describe('sets 16 and 17', () => {
  it('French "si" answering a negation ends a sentence; lines marked "a)" or with an emoji bullet are a list; no caption ends on "because"', async () => {
    expect(hitNames('Personne ne le verra, mais nous, si.', 'fr')).toEqual([]);
    expect(hitNames('Je ne sais pas si', 'fr')).toContain('dangling-end');
    const story = analyzeStory({ title: 'Checkliste', content: 'Vor jeder Tour prüfe ich drei Dinge:\na) Reifen: 2,2 bar\nb) Licht: vorne und hinten\nc) Kette: geölt\nDann fahre ich los.' });
    expect(story.sentences.map((s) => s.item)).toEqual([false, true, true, true, false]);
    const emoji = analyzeStory({ title: 'Lessons', content: 'What I keep from the fair:\n✅ bring two card readers\n👉 label every box\nNext year we go again.' });
    expect(emoji.sentences.map((s) => s.item)).toEqual([false, true, true, false]);
    expect(clauseCaption('Nobody asked for help because, as the manager said later, “it felt like failing.”', 'en') ?? '').not.toMatch(/because$/u);
  });
});

describe('hashtags after a story’s last sentence', () => {
  it('are its tags, never a sentence an output ends on', async () => {
    const anecdote = { title: 'The bid', content: 'The first bid was turned down. The second one named numbers: 40 players, two sessions a week. It was funded in full. #GrantWriting #Charity' };
    const story = analyzeStory(anecdote);
    expect(story.sentences.map((s) => s.raw).at(-1)).toBe('It was funded in full.');
    expect(story.hashtags.join(' ')).toMatch(/GrantWriting/u);
    const post = composePost({ anecdote } as never);
    expect(hitNames(post, 'en', anecdote.content, { whole: true })).toEqual([]);
    // a story that ends without a stop, on an emoji, ends as its author ended it
    expect(hitNames('La puse, y la cantaron todos, los de 25 los primeros', 'es', 'Anoche me pidió una canción. La puse, y la cantaron todos, los de 25 los primeros 🎧', { whole: true })).toEqual([]);
  });
});

describe('an emoji before a stop', () => {
  it('leaves no space before the stop when emojis go, in any language', async () => {
    for (const [content, language] of [
      ['On a recousu la toile, fil par fil 🧵. Le client est revenu.', 'fr'],
      ['We fixed the sign at 6 a.m. 🔧. Nobody noticed.', 'en'],
      ['Wir haben 12 Kisten gepackt 📦, dann kam der Regen.', 'de'],
    ] as const) {
      const story = analyzeStory({ title: 't', content }, language);
      for (const s of story.sentences) expect(s.raw).not.toMatch(/\s[.,]/u);
      expect(hitNames(composePost({ anecdote: { title: 't', content } } as never), language, content, { whole: true })).toEqual([]);
    }
  });
});
