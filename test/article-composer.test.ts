import { describe, expect, it } from 'vitest';
import { composeArticle } from '../src/areas/blog/generation/article-task.js';
import { composeSiteTexts } from '../src/areas/blog/generation/site-task.js';

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

describe('the local site recap', () => {
  it("names the audience from subject headings, not from the site's slogans or pages", () => {
    const texts = composeSiteTexts({
      siteUrl: 'https://lexis.example', siteName: 'Lexis', language: 'en', headline: 'Built for how translators actually work',
      topics: ['Built for how translators actually work', 'Our values', 'Glossaries that stay in sync'], offerTopics: [], paragraphs: [], aboutParagraphs: [],
      ctas: [], blogTitles: [], proof: [], audience: [],
      voice: { address: 'you', we: true, exclamations: 0, questions: 0, avgSentenceWords: 15, emoji: false },
      visual: { palette: [], fonts: [], fontStyle: 'sans-serif', imagery: 'photos', hasLogo: false, background: 'light' },
    });
    expect(texts.targetAudience).toBe('Readers interested in glossaries that stay in sync');
    expect(texts.contentPillars).toEqual(['Glossaries that stay in sync']);
  });
});
