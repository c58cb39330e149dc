import type { ArticlePhrases } from '../article-types.js';

export const article: ArticlePhrases = {
  kind: { why: /^why\b/i, pitfalls: /\b(?:mistakes?|pitfalls?|errors?|traps?)\b/i, how: /^(?:how\b|\p{L}+ing\b)/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: there is no single right way, but there is an order that saves time; here it is, with the mistakes that cost the most.`,
      (T) => `${T}: the hard part is rarely the work itself, it is the decisions around it, and this guide takes them one at a time.`,
    ],
    why: [
      (T) => `${T}: the question comes up often, and the answer is less obvious than it looks.`,
      (T) => `${T}: the short answer first, then the cases where it matters most.`,
    ],
    pitfalls: [
      (T) => `${T}: most of them are easy to spot once you know where to look.`,
      (T) => `${T}: the same few come back again and again, and each has a simple fix.`,
    ],
    about: [
      (T) => `${T}: it sounds straightforward until you start, and then the small decisions pile up: where to begin, what to leave out, and how to tell whether it works.`,
      (T) => `${T}: everyone agrees it matters, few agree on where to begin, and this guide stays practical.`,
    ],
  },
  headings: {
    settle: ['What to settle first', 'Before you begin', 'The decisions that come first'],
    steps: ['Step by step', 'The steps, in order', 'Where to start'],
    answer: ['The short answer', 'What is really at stake', 'Why it matters'],
    when: ['When it matters most', 'Where the difference shows', 'The cases that decide it'],
    pitfalls: ['Where it usually goes wrong', 'Mistakes to avoid', 'The usual traps'],
    act: ['What to do instead', 'What to do about it', 'A better way to go about it'],
    check: ['How to tell it is working', 'How to measure progress', 'Signs you are on track'],
    close: ['In short', 'Conclusion', 'To sum up'],
  },
  lived: {
    heading: (t) => `From experience: ${t}`,
    takeaway: ['That moment says more about the subject than any checklist, and the advice below starts from it.', 'Every step that follows comes back to what happened there.'],
  },
  /** one sentence, continuing the topic and a colon */
  practice: (P) => `apply the steps above to ${P} first, then widen the scope once the first results show`,
  settle: [
    'Decide who it is for and what should change for them once it is done. Everything else, from the scope to the tone, follows from that one sentence.',
    'Write down what you already have and what is missing. Half of the work is usually there, in notes, past exchanges and old drafts.',
  ],
  answer: [
    'Because the cost of getting it wrong shows up later than the effort of getting it right. By the time the problem is visible, it is harder and dearer to fix.',
    'Because the people you work for judge the result, not the process. What looks like a detail from the inside is often the first thing they notice.',
  ],
  when: [
    'It matters most when the stakes are high and the reader has no way to check for themselves: that is when care is the whole value of the work.',
    'The difference shows on the first real test: a client question, a deadline, an unexpected case. That is where shortcuts come back.',
  ],
  why: [
    'Getting this right shapes how people see your work long before they talk to you.',
    'It is often the difference between work that gets noticed and work that gets ignored: a reader decides in seconds whether something is for them.',
    'Small improvements compound here: each one makes the next conversation easier and the next decision faster.',
  ],
  context: (site, pos) => `at ${site}, this is at the heart of what we do: ${pos}`,
  steps: [
    '**Define the goal.** Write down, in one sentence, what should change for your reader once this is done.',
    '**Look at what already works.** Note two or three examples you admire and what they have in common.',
    '**Start small and ship.** A first version you can test beats a perfect plan that stays in a drawer.',
    '**Ask for feedback early.** One honest reader spots what you no longer see.',
    '**Write for one reader.** Picture a single person who needs this and answer their first question before any other.',
    '**List what you already know.** Notes, past emails and old drafts often hold half of the answer.',
    '**Decide what you will not do.** A short list of exclusions keeps the work small enough to finish.',
    '**Set a date to review it.** A fixed check-in turns good intentions into a routine.',
  ],
  mistakes: [
    'Trying to do everything at once instead of finishing one thing.',
    'Copying what others do without checking that it fits your readers.',
    'Skipping the review: a second pair of eyes is the cheapest quality check there is.',
    'Measuring nothing, then guessing what worked.',
    'Waiting for the perfect moment instead of starting from what already exists.',
    'Leaving the hard part for the end, where nobody reads it.',
    'Using jargon your readers would never use themselves.',
    'Changing everything after the first piece of negative feedback.',
  ],
  measure: [
    'Pick one or two signals you can actually observe, such as replies, sign-ups or time saved, and write them down before you start.',
    'Keep a simple log: the date, what you changed and what happened next. After a month it shows which changes mattered.',
    'Ask three people what they remember a week later. What they repeat is what actually landed.',
    'Compare the first week with the fourth: fewer questions, fewer corrections and faster answers are the signs that count.',
    'Note how long each round takes and how many changes come back. When both go down, the method is working.',
  ],
  recap: (_T, a, b) => `In short: ${a}, then ${b}.`,
  cta: (site, cta, url) => `when you want to take the next step, ${site} can help — [${cta}](${url}).`,
  contact: (site, url) => `Want to go further? [Get in touch with ${site}](${url}).`,
  neutralClose: ['Pick one step from this article and try it this week.', 'Choose the step that fits your week and start there.'],
  description: {
    how: (T) => `${T}: what to settle first, the steps in order, the usual mistakes and how to tell it works.`,
    why: (T) => `${T}: the short answer, when it matters most and what to do about it.`,
    pitfalls: (T) => `${T}: the usual mistakes, what to do instead and how to tell it works.`,
    about: (T) => `${T}: why it matters, where to start, mistakes to avoid and how to measure progress.`,
  },
  coverNoteFallback: 'A calm, uncluttered image related to the topic, with space for the title.',
};
