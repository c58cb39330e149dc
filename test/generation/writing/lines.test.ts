import { describe, expect, it } from 'vitest';
import { trimPhrase } from '../../../src/generation/tasks/spoken.js';
import { storyPerson } from '../../../src/generation/writing/lines.js';
import { analyzeStory } from '../../../src/generation/writing/analyze/story.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it("reads phrase ends and the author's person with the packs' words, every language's", () => {
    expect(trimPhrase(['El', 'tiempo', 'de', 'los'])).toEqual(['El', 'tiempo']);
    expect(trimPhrase(['Die', 'Gründerin', 'und', 'die'])).toEqual(['Die', 'Gründerin']);
    expect(trimPhrase(['Il', 'forno', 'della'])).toEqual(['Il', 'forno']);
    // an Italian story told by "io" is told in the first person; one about someone else is not
    expect(storyPerson(analyzeStory({ title: 'Il forno', content: 'Ogni mattina mio padre accendeva il forno alle quattro. Io lo guardavo dalla porta. Ho capito che la costanza è una forma di amore.' }))).toBe('first');
    expect(storyPerson(analyzeStory({ title: 'Il forno', content: 'Ogni mattina Paolo accendeva il forno alle quattro. Sua figlia lo guardava dalla porta. Paolo diceva che la costanza è una forma di amore.' }))).toBe('third');
  });
});
