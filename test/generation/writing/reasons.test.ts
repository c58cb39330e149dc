import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composePost, finishPost, postWarnings } from '../../../src/generation/tasks/post.js';
import { analyzeStory, type StorySource } from '../../../src/generation/writing/analyze/story.js';
import { rolesOf } from '../../../src/generation/writing/analyze/roles.js';
import { parseReason } from '../../../src/generation/writing/style.js';
import { phrasesOf } from '../../../src/generation/writing/phrases.js';
import { inRegister } from '../../../src/generation/writing/lines.js';
import { AUDIENCES } from '../../../src/generation/writing/packs/types.js';

// The regeneration reasons the offline writer applies (src/generation/writing/style.ts reads them,
// tasks/post.ts applies them), each asserted on the post it writes, in every language pack; and
// the job's warnings name only what the post does not do.
interface Anecdote {
  id: string;
  lang: string;
  title: string;
  content: string;
  mood: string;
  tags: string[];
}
const corpus: Anecdote[] = JSON.parse(readFileSync(new URL('../../../scripts/eval/corpus18/anecdotes.json', import.meta.url), 'utf8'));
// one long story (several scenes) per language pack
const STORIES = ['en', 'fr', 'es', 'de', 'pl', 'it'].map((lang) => {
  const a = corpus.find((x) => x.lang === lang)!;
  return [lang, { title: a.title, content: a.content, mood: a.mood, tags: a.tags }] as const;
});
const EMOJI = /\p{Extended_Pictographic}/u;
const lastLine = (t: string) =>
  t
    .split('\n')
    .filter((l) => l.trim() && !/^#/.test(l.trim()))
    .pop() ?? '';
const regenerate = (anecdote: StorySource, reason: string) => {
  const previousDraft = composePost({ anecdote });
  const content = finishPost(composePost({ anecdote, reason, previousDraft, variant: 1 }), { reason });
  return { previousDraft, content, warnings: postWarnings({ anecdote, reason, previousDraft }, content) };
};
/** The first words of a sentence, as a post says it (its connector and case may change). */
const kept = (post: string, raw: string) =>
  post.replace(/\s+/g, ' ').includes(
    raw
      .replace(/^[\p{P}\s]+/u, '')
      .split(/\s+/)
      .slice(1, 5)
      .join(' '),
  );

describe('regeneration reasons the offline writer applies', () => {
  it('reads the intents of a reason, the audience of its call to action included', () => {
    expect(parseReason('Make it much shorter and end with a question to the reader')).toMatchObject({ shorter: true, muchShorter: true, endWithQuestion: true });
    expect(parseReason('Make it shorter, please')).toMatchObject({ shorter: true, muchShorter: false });
    expect(parseReason('Add a call to action for founders')).toMatchObject({ callToAction: true, audience: 'founders' });
    expect(parseReason('End with a CTA for product managers')).toMatchObject({ callToAction: true, audience: 'productManagers' });
    expect(parseReason('Add a call to action for sommeliers')).toMatchObject({ callToAction: true, otherAudience: 'sommeliers' });
    expect(parseReason('Add a call to action at the end').otherAudience).toBeUndefined();
    expect(parseReason('Add a call to action at the end').audience).toBeUndefined();
  });

  it('every pack names every audience', () => {
    for (const [lang] of STORIES) {
      const P = phrasesOf(lang)!;
      for (const a of AUDIENCES) expect(P.audiences[a], `${lang} ${a}`).toMatch(/\p{L}{2,}/u);
      expect(P.plain.ctaFor(P.audiences.founders)).toContain(P.audiences.founders.slice(1));
    }
  });

  describe.each(STORIES)('in %s', (lang, anecdote) => {
    it('shorter: at most 70% of the previous draft, with the key event, the turn and the lesson kept, and no warning', () => {
      const { previousDraft, content, warnings } = regenerate(anecdote, 'Make it shorter, please');
      expect(content.length).toBeLessThanOrEqual(previousDraft.length * 0.7);
      const story = analyzeStory(anecdote);
      const roles = rolesOf(story);
      for (const i of [roles.event, roles.turn].filter((i): i is number => i !== undefined)) expect(kept(content, story.sentences[i]!.raw), story.sentences[i]!.raw).toBe(true);
      // the lesson, in place or framed: its words are said
      if (roles.lesson !== undefined) {
        const core = story.lesson?.core
          ?.map((t) => t.text)
          .slice(1, 4)
          .join(' ');
        expect(kept(content, story.sentences[roles.lesson]!.raw) || (core !== undefined && content.includes(core)), story.sentences[roles.lesson]!.raw).toBe(true);
      }
      expect(warnings.join(' ')).not.toMatch(/shorter/);
    });

    it('much shorter with a closing question: at most 50% of the previous draft, or a warning saying how far it got; it ends on a question', () => {
      const { previousDraft, content, warnings } = regenerate(anecdote, 'Make it much shorter and end with a question to the reader');
      expect(lastLine(content)).toMatch(/\?\s*$/);
      if (content.length > previousDraft.length * 0.5) expect(warnings.join(' ')).toMatch(/much shorter \(asked for at most 50%/);
      else expect(warnings.join(' ')).not.toMatch(/shorter/);
      expect(content.length).toBeLessThan(previousDraft.length);
      expect(warnings.join(' ')).not.toMatch(/question/);
    });

    it('a closing question: the last line before the hashtags is a question in the story’s language', () => {
      const { content, warnings } = regenerate(anecdote, 'End with a question to the readers');
      const last = lastLine(content);
      expect(last).toMatch(/\?\s*$/);
      expect(
        phrasesOf(lang)!
          .plain.question.map((q) => q('first').slice(0, 8))
          .concat(phrasesOf(lang)!.plain.question.map((q) => q('third').slice(0, 8))),
      ).toContain(last.slice(0, 8));
      expect(warnings).toEqual([]);
    });

    it('no hashtags and no emojis', () => {
      const { content, warnings } = regenerate({ ...anecdote, content: `${anecdote.content} 🚀`, mood: 'excited' }, 'No emojis and no hashtags please');
      expect(content).not.toMatch(/#\p{L}/u);
      expect(content).not.toMatch(EMOJI);
      expect(warnings).toEqual([]);
    });

    it('a call to action for a named audience, in the pack’s words for it', () => {
      const { content, warnings } = regenerate(anecdote, 'Add a call to action for recruiters');
      expect(content).toContain(
        phrasesOf(lang)!
          .plain.ctaFor(phrasesOf(lang)!.audiences.recruiters)
          .replace(/^\p{L}/u, '')
          .slice(0, 30),
      );
      expect(warnings).toEqual([]);
    });

    it('a call to action for an audience without wording: a general one, and a warning naming that audience only', () => {
      const { content, previousDraft, warnings } = regenerate(anecdote, 'Add a call to action for sommeliers');
      expect(content.length).toBeGreaterThan(previousDraft.length);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^regeneration reason not applied by the offline writer: a call to action for "sommeliers"/);
    });

    it('longer: the writer adds nothing the story does not hold, and says so', () => {
      const { warnings } = regenerate(anecdote, 'Make it longer, with more detail');
      expect(warnings.join(' ')).toMatch(/longer \(the post already tells the whole story/);
      expect(warnings.join(' ')).not.toMatch(/question|call to action|shorter/);
    });
  });

  it('formal English loses contractions and exclamations; casual gains contractions', () => {
    const anecdote = { title: 'The demo', content: 'I did not sleep before the demo! We had not tested the login. It is funny now, but it was not then. The client laughed when it broke. I learned that a demo is a conversation, not a show.' };
    const formal = regenerate({ ...anecdote, content: anecdote.content.replace('did not', "didn't") }, 'More formal and professional please').content;
    expect(formal).not.toMatch(/!|\b\w+'(?:m|re|ve|ll|t)\b/);
    const casual = regenerate(anecdote, 'Make it more casual').content;
    expect(casual).toMatch(/\b\w+[’']t\b/);
  });

  it.each([
    ['en', "I didn't expect the call, and we weren't ready. She said: \"I don't care.\" I learned that we can't plan everything.", /did not expect[\s\S]*were not ready[\s\S]*cannot plan/],
    ['de', "Am Montag gibt's keinen Termin mehr, sagte der Chef. Ich hab das nicht geglaubt. Seitdem weiß ich, dass ein Kalender lügen kann.", /gibt es keinen Termin[\s\S]*Ich habe das/],
    ['fr', 'Ce matin-là, ça a tout changé pour notre équipe. Le client a rappelé à midi. J’ai compris que la patience paie toujours.', /cela a tout changé/],
  ])('more formal in %s: the pack’s formal rewrites, outside quoted speech', (lang, content, expected) => {
    const post = composePost({ anecdote: { title: 'Ein Termin', content }, reason: 'More formal and professional please' });
    expect(post).toMatch(expected);
    expect(phrasesOf(lang)!.formal.length).toBeGreaterThan(0);
  });

  it('quoted speech keeps the speaker’s words in a formal register', () => {
    expect(inRegister('She said: "I don\'t care." I didn\'t either.', { register: 'formal' }, 'en')).toBe('She said: "I don\'t care." I did not either.');
    expect(inRegister("Er sagte: „Gibt's nicht.“ Das gibt's.", { register: 'formal' }, 'de')).toBe("Er sagte: „Gibt's nicht.“ Das gibt es.");
    expect(inRegister("I didn't.", { register: 'neutral' }, 'en')).toBe("I didn't.");
  });

  it('a formal post whose quoted speech stays informal says so in its warnings, and one without says nothing of it', () => {
    const anecdote = {
      title: 'The number he did not care about',
      content:
        'My plan said 400 metres on the treadmill by the end of week two. He managed 150, looked at the screen and said, "I don\'t care about this number." I asked him what he did care about. He told me about the stairs to his granddaughter\'s flat, three floors and no lift.',
    };
    const reason = 'More formal and professional please';
    // the post as the writer keeps it when the quote is its own line (as in eval story en4-haldane)
    const kept = 'My plan said 400 metres on the treadmill by the end of week 2.\n\nHe managed 150, looked at the screen and said, "I don\'t care about this number."\n\nI asked him what he did care about.';
    expect(postWarnings({ anecdote, reason }, kept).join('\n')).toMatch(/formal throughout \(quoted speech keeps the speaker's words: "I don't care about this number\."\)/);
    expect(postWarnings({ anecdote, reason }, kept.replace('"I don\'t care about this number."', '"I do not care about this number."')).join('\n')).not.toMatch(/quoted speech/);
    // and the writer's own formal post: a possessive stays one ("granddaughter's flat", never "granddaughter is flat")
    const { content, warnings } = regenerate(anecdote, reason);
    expect(content).not.toMatch(/granddaughter is/);
    expect(warnings.some((w) => /quoted speech/.test(w))).toBe(/"[^"]*(?:!|\b\w+'(?:m|re|ve|ll|t|d)\b)[^"]*"/.test(content));
  });

  it('every pack has a formal table whose rewrites change what they match', () => {
    for (const [lang] of STORIES) {
      const table = phrasesOf(lang)!.formal;
      expect(Array.isArray(table)).toBe(true);
      for (const [re, to] of table) expect(re.flags).toContain('g'), expect(typeof to).toBe('string');
    }
  });

  it('the safe form a gate falls back to keeps the question and the call to action asked for', async () => {
    const { safePost } = await import('../../../src/generation/tasks/post.js');
    const anecdote = STORIES[0]![1];
    const safe = safePost({ anecdote, reason: 'Add a call to action and end with a question' });
    expect(lastLine(safe)).toMatch(/\?\s*$/);
    expect(safe).toMatch(/share it|pass it on/i);
  });

  it('a story with nothing to drop is not made shorter, and the warning says why; nothing else is warned', () => {
    const anecdote = { title: 'The knight', content: '“Did you let me win?” Kwame asked after our game. I told him the truth: he saw it, and I had missed it.' };
    const { warnings } = regenerate(anecdote, 'Make it shorter and end with a question to the reader');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not applied by the offline writer: shorter \(asked for at most 70% of the previous draft; the sentences it keeps/);
  });
});
