import type { ArticlePhrases, TopicParts, TopicShape } from '../article-types.js';

/** How-topics by their verb's first letters ("pricing", "to price", "quoting"). */
const VERBS: Array<[RegExp, TopicShape]> = [
  [/^(?:pric|quot|charg|bill)/, 'price'],
  [/^(?:choos|pick|select)/, 'choose'],
  [/^(?:build|creat|writ|draft|design)/, 'build'],
  [/^(?:organi[sz]|plan|schedul|arrang)/, 'organise'],
  [/^(?:retain|keep|win)/, 'keep'],
];
const PEOPLE = /\b(?:clients?|customers?|clientele|readers?|members?|subscribers?|users?|patients?|students?|regulars?|buyers?|guests?|donors?|volunteers?|employees?|staff)\b/iu;
/** "price" → "pricing", "plan" → "planning", "build" → "building". */
const gerund = (v: string) => (/ing$/.test(v) ? v : /[^e]e$/.test(v) ? `${v.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(v) ? `${v}${v.slice(-1)}ing` : `${v}ing`);

/** "How to price a translation project", "Building a glossary with your client": the verb, its object and what follows. */
function parse(topic: string): TopicParts | undefined {
  const t = topic.trim().replace(/[.!?…]+$/u, '');
  const claim = /^why\s+(.+)$/iu.exec(t)?.[1];
  if (claim) return { shape: 'why', act: claim, object: claim, rest: '' };
  const m = /^how (?:to|do you|can you|should you|do i|can i|should i) (\p{L}+)\s+(.+)$/iu.exec(t) ?? /^(\p{L}+ing)\s+(.+)$/iu.exec(t);
  if (!m) return undefined;
  const verb = m[1]!.toLowerCase();
  const shape = VERBS.find(([re]) => re.test(verb))?.[1];
  if (!shape) return undefined;
  // keeping or winning back is about people ("your clients"), not a habit or a secret; "picking up" is not choosing
  if (/^up\b/iu.test(m[2]!)) return undefined;
  const tail = m[2]!.replace(/\b(?:one's|their|his|her)\b/giu, 'your');
  const i = tail.search(/\s(?:for|with|when|while|in|at|on|without|from|so|after|before|during|that|who|to)\s/iu);
  const object = i < 0 ? tail : tail.slice(0, i);
  // (its head noun: "the coffee habit of your clients" is a habit)
  if (shape === 'keep' && !PEOPLE.test(object.split(/\sof\s/iu)[0]!)) return undefined;
  return { shape, act: `${gerund(verb)} ${tail}`, object, rest: i < 0 ? '' : tail.slice(i + 1) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** the rest of the topic after a word, when there is one */
const r = (p: TopicParts) => (p.rest ? ` ${p.rest}` : '');
/** "with your client" only: a rest that says who the work is shared with */
const withWhom = (p: TopicParts) => (/^with\b/u.test(p.rest) ? ` ${p.rest}` : '');
const mistakesHeading = (p: TopicParts) => `Common mistakes when ${p.act}`;

export const article: ArticlePhrases = {
  shapes: {
    parse,
    site: (site, quote) => `On this point, ${site} puts it in its own words: “${quote}”`,
    sitePillar: (site, pillar, quote) => `${pillar} is one of the subjects ${site} works on; in its own words: “${quote}”`,
    siteHeading: (site) => `How ${site} sees it`,
    proof: (proof) => `For the record: ${proof.charAt(0).toLowerCase()}${proof.slice(1)}`,
    lived: 'What happened there is the whole subject in small.',
    outline: {
      why: {
        intro: () => 'This is a question best answered by cases rather than by principles: where the difference shows, what skipping it costs, where it matters less, and how to turn the answer into a rule that holds under a deadline.',
        sections: [
          {
            heading: (p) => `Where it shows that ${p.act}`,
            body: () =>
              'Look at the cases where the difference is visible: the ones where a mistake costs something, where the client cannot check for themselves, where the context is written down nowhere. Two or three such cases from your own work make the argument better than any general statement. Write them down as they happen: a dated case is harder to dismiss than a remembered one.',
          },
          {
            heading: () => 'What it costs when it is skipped',
            body: () =>
              'Count what follows when it is left out: the corrections afterwards, the explanations owed, the trust to rebuild. Set against the time it would have taken, the comparison usually makes the case on its own. If you have figures of your own, use them; if not, describe one case precisely.',
          },
          {
            heading: () => 'Where it matters less',
            body: () => 'There are cases where the question weighs less: low stakes, a client who can check, work that will be redone anyway. Saying so makes the rest of the argument more credible, and it shows where to spend the effort first.',
          },
          {
            heading: () => 'Turning the answer into a rule',
            body: () => 'Decide when it is required, who takes care of it and how much time it gets in the schedule and in the price. A principle without a rule gives way at the first deadline; a rule written down holds.',
          },
          {
            heading: () => 'Explaining it to the people you work for',
            body: () =>
              'Talk about the result, not the method: what the client gets and which risk is avoided. People who see what it protects accept it more readily than people who are told it is good practice. One concrete case, told in a sentence, often does the rest.',
          },
        ],
        mistakes: {
          heading: () => 'Arguments that do not convince',
          items: () => [
            'Defending it as a principle, with no example.',
            'Claiming it matters everywhere, so that nobody believes it matters anywhere.',
            'Describing the method instead of the result.',
            'Giving it up at the first deadline, which tells everyone it was optional.',
          ],
        },
        recap: () => 'In short: show the cases where it matters, count what skipping it costs, say where it matters less and write the rule down.',
        description: (p) => `Why ${p.act}: where it shows, what skipping it costs, where it matters less and how to make it a rule.`,
      },
      price: {
        intro: (p) =>
          `${cap(p.act)} is less about finding the right figure than about knowing what the figure pays for. This guide takes it in order: what the price has to cover, which unit to use, what makes it go up, how to write the quote and how to check the price afterwards.`,
        sections: [
          {
            heading: (p) => `What the price of ${p.object} has to cover`,
            body: (p) =>
              `List everything ${p.object} takes before you name a figure: the work itself, the preparation, the checks, the exchanges with the client and the rounds of changes. A price that counts only the visible part is the one that leaves you working unpaid at the end. Add what your activity costs to run, the tools and the time spent on quotes that are never signed, so that the figure you give pays for all of it.`,
          },
          {
            heading: () => 'Choosing the unit: per piece, per hour or per project',
            body: () =>
              'Pick the unit that follows what makes the effort vary. When it grows with the volume, charge by the unit of volume; when it depends on research or coordination, charge by the hour or the day; when the client needs a single figure to approve, give a flat price and say what it includes. Whatever the unit, the client should be able to see how the total was reached.',
          },
          {
            heading: (p) => `What makes ${p.object} cost more`,
            body: () =>
              'Write down what raises the effort: a short deadline, a specialised field, material that arrives incomplete, a format to rebuild, several people to satisfy. Name these factors in the quote, so that a higher price reads as a reason and not as a whim, and so that the client can bring it down by removing one of them.',
          },
          {
            heading: (p) => `Writing the quote for ${p.object}`,
            body: () =>
              'Say what is included and what is not, how many rounds of changes the price covers, the deadline, when payment is due and how long the offer stays valid. A clear scope protects both sides: when the request grows during the work, you can point to the quote and price the addition instead of absorbing it.',
          },
          {
            heading: () => 'Checking the price once the work is delivered',
            body: (p) => `Compare the time ${p.object} really took with the time you priced. Two or three projects are enough to see whether your rate holds, which factors you underestimate and where the quote needs one more line next time.`,
          },
        ],
        mistakes: {
          heading: () => 'The pricing mistakes that cost the most',
          items: () => [
            'Quoting before the scope is clear, then absorbing every addition.',
            'Copying a competitor’s rate without knowing what it covers.',
            'Leaving the number of revisions open, so that the last ones are unpaid.',
            'Lowering the price instead of removing part of the work.',
          ],
        },
        recap: (p) => `In short: count everything ${p.object} takes, pick a unit the client can follow, name what raises the price and put the scope in writing.`,
        description: (p) => `${cap(p.act)}: what the price must cover, which unit to use, what makes it go up and how to write the quote.`,
      },
      choose: {
        intro: (p) => `${cap(p.act)} starts with what you need, not with what is on offer. Here is how to set your criteria, compare the options on the same terms, test before you commit and know when to revisit the choice.`,
        sections: [
          {
            heading: (p) => `What you need from ${p.object}${r(p)}`,
            body: (p) =>
              `Write down the two or three things ${p.object} must give you${r(p)}, and the one you can do without. This short list is what every option will be measured against; without it, the choice goes to the best-presented option rather than to the one that fits.`,
          },
          {
            heading: (p) => `Comparing the options for ${p.object}`,
            body: () =>
              'Compare the candidates on the same criteria, in the same order: what each one does for the result, how consistent it is from one time to the next, what it costs over a year rather than per unit, and how easy it is to get again. A choice made on a single criterion rarely survives the first problem. Put the candidates side by side, one line per option, so that the comparison stays on paper and not in your head.',
          },
          {
            heading: () => 'Testing before you commit',
            body: () =>
              'Try each option on a small scale before changing everything. Keep the rest of your method identical, so that any difference comes from the choice itself, and write down what you observe each time: after two or three trials you compare notes, not memories.',
          },
          {
            heading: () => 'What a change really costs',
            body: () => 'Count what switching costs, not only the price: the time to learn a new option, the trials that fail, the stock or the habits you leave behind. A change is worth it when the gain is still clear once those costs are counted.',
          },
          {
            heading: (p) => `When to revisit the choice of ${p.object}`,
            body: (p) => `Come back to the choice when the result drifts, when a supplier changes or when what you need${r(p)} changes. Until then, a stable choice you know well is worth more than a better one on paper that you keep replacing.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => [
            'Choosing on price alone, then paying for it in the result.',
            'Following a recommendation made for a different use.',
            'Changing several things at once, so that nobody knows what made the difference.',
            'Never writing down the results of a trial.',
          ],
        },
        recap: (p) => `In short: decide what ${p.object} must give you, compare the options on the same criteria, test on a small scale and keep your choice until the results say otherwise.`,
        description: (p) => `${cap(p.act)}: the criteria to set, how to compare the options, how to test them and when to revisit the choice.`,
      },
      build: {
        intro: (p) => `${cap(p.act)} is mostly a matter of deciding what ${p.object} is for and who keeps it up to date; the making comes after. Here are the decisions in order, from the first version to the routine that keeps it useful.`,
        sections: [
          {
            heading: (p) => `What ${p.object} is for`,
            body: (p) =>
              `Before the first line, say in one sentence who will use ${p.object} and what it should settle for them. That sentence decides what goes in, what stays out and when the first version is good enough to share. When two uses pull in different directions, pick one for the first version and note the other for later.`,
          },
          {
            heading: () => 'Gathering what already exists',
            body: (p) =>
              `Much of ${p.object} already exists somewhere: in past work, in emails, in notes and in the questions people keep asking. Collect it first and sort it, then write only what is missing: you start from material people already recognise. Note where each item comes from, so that anyone can check it later.`,
          },
          {
            heading: () => 'Sharing a first version early',
            body: (p) => `Keep the first version small enough to finish in one sitting, and share it${withWhom(p)} early. A first version that people use teaches you more than a complete one that waits, and their first questions show what to add next.`,
          },
          {
            heading: (p) => `Who decides what goes into ${p.object}`,
            body: (p) =>
              `Agree on who adds to ${p.object}, who approves a change and where the current version lives. Without that rule, two versions circulate within weeks and nobody knows which one is right. Write the rule down next to the current version, where everyone who uses it will see it.`,
          },
          {
            heading: (p) => `Keeping ${p.object} up to date`,
            body: (p) =>
              `Set a fixed moment to review ${p.object}, after each project or once a month. Remove what no longer applies, add what came up and date each change, so that anyone can see what moved and when. A short note on what changed, sent to the people who use it, is often enough for them to trust the current version.`,
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Trying to make it complete before anyone uses it.', 'Building it alone, then asking others to adopt it.', 'Keeping several copies in different places.', 'Never removing anything, until nobody reads it any more.'],
        },
        recap: (p) => `In short: say what ${p.object} is for, start from what exists, share a first version early and agree on who keeps it up to date.`,
        description: (p) => `${cap(p.act)}: what it is for, where to start, who decides what and how to keep it up to date.`,
      },
      organise: {
        intro: (p) => `${cap(p.act)} starts with what cannot move; everything else is arranged around it. Here is how to lay down the fixed points, group the rest, keep a margin and adjust after a trial.`,
        sections: [
          {
            heading: (p) => `What cannot move in ${p.object}`,
            body: (p) => `List first what is fixed${r(p)}: the times imposed by others, the commitments you cannot shift, the moments you need to recover. They go into ${p.object} first; everything else is arranged around them, not the other way round.`,
          },
          {
            heading: () => 'Grouping the rest into blocks',
            body: () =>
              'Group what is left into a few blocks with one purpose each, rather than a long list of small tasks. A block keeps related work together, and moving a whole block is simpler than rearranging twenty separate items. Give each block a usual place in the day or the week, so that it becomes a habit rather than a decision made again every time.',
          },
          {
            heading: () => 'A margin for the unexpected',
            body: (p) => `Keep a margin in ${p.object} for what you cannot predict: a delay, an absence, a task that takes longer than planned. An organisation with no slack breaks at the first surprise, and the margin you did not need gives you time back.`,
          },
          {
            heading: () => 'Putting it in writing',
            body: () => 'Write the new organisation down, on paper or in a shared calendar, and show it to the people it concerns. What lives only in your head cannot be respected by others, and writing it down shows which days are too full.',
          },
          {
            heading: () => 'Adjusting after a trial',
            body: () => 'Try the new organisation for two weeks before judging it. Note each day what slipped and why; at the end of the trial, change one thing at a time, starting with what slipped most often.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Filling every hour, with no margin for the unexpected.', 'Organising around the tasks and forgetting rest.', 'Changing everything after one bad day.', 'Keeping the plan to yourself when it affects others.'],
        },
        recap: () => 'In short: place what cannot move first, group the rest into blocks, keep a margin and adjust after two weeks.',
        description: (p) => `${cap(p.act)}: the fixed points first, the rest in blocks, a margin for the unexpected and an adjustment after a trial.`,
      },
      keep: {
        intro: (p) =>
          `${cap(p.act)} depends less on special offers than on what people find each time they come back. Here is where to start: who already comes back, what makes them feel recognised, what gives them a reason to return and how to tell it is working.`,
        sections: [
          {
            heading: () => 'Knowing who already comes back',
            body: (p) => `Start by noting who already returns, how often and for what. ${cap(p.act)} starts from what these people already value; a new offer built without that knowledge often rewards people who would have come anyway.`,
          },
          {
            heading: () => 'Recognising people',
            body: () => 'Remember names, habits and preferences, and use them: the usual order ready, a question about last time. Being recognised is the reason many people choose one place over another that is cheaper or closer.',
          },
          {
            heading: () => 'Giving a reason to come back',
            body: () => 'Offer a reason to return that fits what people come to you for: something new at a regular time, word of what is coming, a service the others do not offer. A reason that is regular works better than a discount that is occasional.',
          },
          {
            heading: () => 'Listening when something goes wrong',
            body: () => 'A complaint handled quickly and without argument often binds someone more firmly than a visit with no problem at all. Ask what went wrong, fix at once what can be fixed and say what you will change.',
          },
          {
            heading: (p) => `Measuring loyalty among ${p.object}`,
            body: () => 'Pick one signal you can count: how many people return within a month, what share of sales comes from regulars, how many come on a recommendation. Note it every month; the trend tells you more than any single figure.',
          },
        ],
        mistakes: {
          heading: mistakesHeading,
          items: () => ['Rewarding only newcomers and forgetting the regulars.', 'Multiplying discounts until the price is all people remember.', 'Answering a complaint with a justification.', 'Changing what regulars come for without telling them.'],
        },
        recap: () => 'In short: know who comes back, recognise them, give them a regular reason to return, listen when something goes wrong and count who returns.',
        description: (p) => `${cap(p.act)}: who already comes back, how to recognise them, a reason to return and how to measure loyalty.`,
      },
    },
  },
  kind: { why: /^why\b/i, pitfalls: /\b(?:mistakes?|pitfalls?|errors?|traps?)\b/i, how: /^(?:how\b|\p{L}+ing\b)/iu },
  colon: ': ',
  intro: {
    how: [
      (T) => `${T}: there is no single right way, but there is an order that saves time; here it is, with the mistakes that cost the most.`,
      (T) => `${T}: the hard part is rarely the work itself, it is the decisions around it, and this guide takes them one at a time.`,
    ],
    why: [(T) => `${T}: the question comes up often, and the answer is less obvious than it looks.`, (T) => `${T}: the short answer first, then the cases where it matters most.`],
    pitfalls: [(T) => `${T}: most of them are easy to spot once you know where to look.`, (T) => `${T}: the same few come back again and again, and each has a simple fix.`],
    about: [
      (T) => `${T}: it sounds straightforward until you start, and then the small decisions pile up — where to begin, what to leave out, and how to tell whether it works.`,
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
    'Decide what matters most in the result, whether it is how long it lasts, how it looks or how quickly it is done, and accept what you give up for it. That choice settles the materials, the method and the time.',
    'Give the job the time and the conditions it needs: work squeezed between two others, or done in the wrong place or the wrong weather, is the work you end up doing twice.',
  ],
  answer: [
    'Because the cost of getting it wrong shows up later than the effort of getting it right. By the time the problem is visible, it is harder and dearer to fix.',
    'Because the people you work for judge the result, not the process. What looks like a detail from the inside is often the first thing they notice.',
  ],
  when: [
    'It matters most when the stakes are high and the people you work for have no way to check for themselves: that is when care is the whole value of the work.',
    'The difference shows on the first real test: a client question, a deadline, an unexpected case. That is where shortcuts come back.',
  ],
  why: [
    'Getting this right shapes how people see your work long before they talk to you.',
    'It is often the difference between work that gets noticed and work that gets ignored: people can tell at a glance whether something was done with care.',
    'Small improvements compound here: each one makes the next conversation easier and the next decision faster.',
  ],
  context: (site, pos) => `at ${site}, this is at the heart of what we do: ${pos}`,
  steps: [
    '**Check what you have.** Look at the materials, the tools and the state of the piece before you touch anything, and set aside what is missing or worn.',
    '**Decide what done looks like.** Say in one sentence what should be true at the end, and how you will check it.',
    '**Prepare before you start.** Clear the space, lay out the tools and keep what you need at hand: most problems start with a rushed preparation.',
    '**Start with one small part.** Do one section, one piece or one corner first, then look at the result before you go on.',
    '**Work one step at a time.** Finish and check each step before the next: going back later costs more than getting it right now.',
    '**Ask someone who has done it.** When a step is unclear, a few minutes with someone experienced cost less than a repair afterwards.',
    '**Check the result.** Look at it, test it, use it once the way it will be used, and fix what is not right while everything is still out.',
    '**Note what you did.** The date, what you used and what you would change: next time you start from there instead of from memory.',
  ],
  mistakes: [
    'Rushing the preparation to get to the real work sooner.',
    'Skipping the test on a small area, then finding the problem on the whole piece.',
    'Using whatever tool is at hand instead of the right one.',
    'Not checking the result before putting everything away.',
    'Doing everything at once instead of finishing one part.',
    'Following advice meant for a different case without checking that it fits yours.',
    'Guessing when unsure instead of asking someone who has done it.',
    'Changing everything after the first problem instead of looking for its cause.',
  ],
  measure: [
    'Decide before you start what you will check at the end, such as the fit, the finish or how well it holds, and write it down.',
    'Keep a simple log: the date, what you did and what you used. After a few jobs it shows what holds and what needs redoing.',
    'Look at the work again a week later, and after its first real use. What still holds then is what was done right.',
    'Compare the first job with the fourth: less time, fewer corrections and fewer returns are the signs that count.',
    'Note how long each step takes and how often you have to redo one. When both go down, the method is working.',
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
