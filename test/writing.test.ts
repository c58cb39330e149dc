import { describe, expect, it } from 'vitest';
import { assessText } from '../src/generation/quality.js';
import { composeCarousel } from '../src/generation/tasks/carousel.js';
import { composePost, finishPost } from '../src/generation/tasks/post.js';
import { parseReason, styleOf } from '../src/generation/writing/style.js';

const anecdote = {
  title: 'The pricing call',
  content:
    "I was sure we'd lose the customer when we doubled our price. My hands were shaking on the call, but I didn't apologize. " +
    'They asked two questions and signed for another year. Wow, I was wrong about what they valued. ' +
    'I learned that customers pay for outcomes, not for hours.',
  tags: ['pricing', 'founder life'],
  mood: 'proud',
};

describe('reading a regeneration reason', () => {
  it.each([
    ['Make it shorter and end with a question to the reader.', { shorter: true, endWithQuestion: true }],
    ['Too long, cut it down', { shorter: true }],
    ['Could you make it longer, with more detail?', { longer: true }],
    ['More formal please, this is for my board.', { moreFormal: true }],
    ['Less formal, it reads like a press release', { moreCasual: true }],
    ['Make it more casual and friendly', { moreCasual: true }],
    ['Add a call to action at the end', { callToAction: true }],
    ['Please add a CTA inviting readers to comment', { callToAction: true }],
    ["Please don't use emojis in this one", { noEmojis: true }],
    ['Remove the hashtags and drop the emojis', { noHashtags: true, noEmojis: true }],
  ])('%s', (reason, expected) => {
    const asked = parseReason(reason);
    const on = Object.entries(asked).filter(([, v]) => v).map(([k]) => k).sort();
    expect(on).toEqual(Object.keys(expected).sort());
  });

  it('reads theme configs in plain words', () => {
    expect(styleOf({ tone: 'Professional', pacing: 'fast', pointOfView: 'second-person' })).toMatchObject({ register: 'formal', pacing: 'punchy', pointOfView: 'second', emojis: false });
    expect(styleOf({ tone: 'warm and casual', pacing: 'slow, reflective', pointOfView: 'third person' })).toMatchObject({ register: 'casual', pacing: 'flowing', pointOfView: 'third' });
    expect(styleOf({ tone: 'inspirational' })).toMatchObject({ uplifting: true, register: 'neutral', pointOfView: 'first' });
    expect(styleOf({ tone: 42, pointOfView: '' })).toMatchObject({ register: 'neutral', pointOfView: 'first', pacing: 'balanced' });
  });
});

describe('the local post composer', () => {
  it('is deterministic and builds the post from the story: hook, body, lesson, closing, hashtags', () => {
    const post = composePost({ anecdote });
    expect(composePost({ anecdote })).toBe(post);
    const blocks = post.split('\n\n');
    expect(blocks[0]).toBe("I was sure we'd lose the customer when we doubled our price."); // neutral register: no emoji added
    expect(post).toContain('They asked two questions and signed for another year.');
    expect(post).toContain('The lesson I took from it: customers pay for outcomes, not for hours.');
    expect(blocks[blocks.length - 1]).toBe('#Pricing #FounderLife');
    expect(assessText(post, 'linkedin').qualityScore).toBeGreaterThan(60);
  });

  it('another run without a reason picks other wordings', () => {
    expect(composePost({ anecdote, variant: 1 })).not.toBe(composePost({ anecdote, variant: 0 }));
  });

  it('writes in the second person, formally: pronouns and verbs agree, no contractions or interjections', () => {
    const post = composePost({ anecdote, theme: { pointOfView: 'second-person', tone: 'formal' } });
    expect(post).toContain('You were sure we would lose the customer when we doubled our price.');
    expect(post).toContain('Your hands were shaking on the call, but you did not apologize.');
    expect(post).toContain('You were wrong about what they valued.');
    expect(post).not.toMatch(/\b(I|my|me)\b|'|Wow/);
  });

  it('writes casually, with contractions, in the third person', () => {
    const post = composePost({ anecdote: { ...anecdote, content: 'I am not sure I have ever been that nervous. I do not regret it.' }, theme: { tone: 'casual', pointOfView: 'they' } });
    expect(post).toContain("They're not sure they've ever been that nervous.");
    expect(post).toContain("They don't regret it.");
  });

  it('punchy pacing puts each clause on its own line; slow pacing makes paragraphs', () => {
    const punchy = composePost({ anecdote, theme: { pacing: 'punchy' } });
    expect(punchy).toContain('My hands were shaking on the call.\n\nBut I didn\'t apologize.');
    const slow = composePost({ anecdote, theme: { pacing: 'slow' } });
    expect(slow.split('\n\n').length).toBeLessThan(punchy.split('\n\n').length);
  });

  it('follows the revision requests of a reason', () => {
    const base = composePost({ anecdote });
    const shorter = composePost({ anecdote, reason: 'Make it shorter please' });
    const longer = composePost({ anecdote, reason: 'Make it longer and more detailed' });
    expect(shorter.length).toBeLessThan(base.length);
    expect(longer.length).toBeGreaterThan(base.length);
    expect(composePost({ anecdote, reason: 'End with a question to the reader' })).toMatch(/Do you agree that customers pay for outcomes, not for hours\?$/);
    expect(composePost({ anecdote, reason: 'Add a call to action at the end' })).toMatch(/(share|repost) it .*Follow for more stories about pricing and founder life\./);
    const formal = composePost({ anecdote, reason: 'Make it more formal, this is for investors' });
    expect(formal).toContain('I was sure we would lose the customer');
    expect(formal).not.toContain('Wow');
    const casual = composePost({ anecdote: { ...anecdote, content: 'I am not sure we will ever do it again. I learned that it is fine.' }, reason: 'Please make it more casual' });
    expect(casual).toContain("I'm not sure we'll ever do it again.");
  });

  it('no emojis and no hashtags hold for any draft, the story\'s own and a model\'s too', () => {
    const story = { ...anecdote, content: `${anecdote.content} 🎉🔥 #winning` };
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

describe('the local carousel composer', () => {
  it('makes a cover, 3 to 8 content slides and a call to action, deterministically', () => {
    const c = composeCarousel({ anecdote });
    expect(composeCarousel({ anecdote: { ...anecdote } })).toEqual(c);
    expect(c.slides[0]).toMatchObject({ index: 0, kind: 'cover', title: 'The pricing call' });
    expect(c.slides.at(-1)).toMatchObject({ kind: 'cta' });
    const content = c.slides.filter((s) => s.kind === 'content');
    expect(content.length).toBeGreaterThanOrEqual(3);
    expect(content.length).toBeLessThanOrEqual(8);
    expect(content.at(-1)).toMatchObject({ title: 'What I learned', body: 'Customers pay for outcomes, not for hours.' });
  });

  it('keeps a long story within eight content slides', () => {
    const long = { title: 'Thirty days', content: Array.from({ length: 30 }, (_, i) => `On day ${i + 1} we tried another onboarding flow and watched what users did.`).join(' ') };
    const content = composeCarousel({ anecdote: long }).slides.filter((s) => s.kind === 'content');
    expect(content.length).toBe(8);
    for (const s of content) expect(s.body.length).toBeLessThanOrEqual(240);
  });
});
