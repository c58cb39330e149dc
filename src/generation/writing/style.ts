import { compromise } from '../../on-demand.js';
import type { Audience } from './packs/types.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * How a text is written: the theme's config (`tone`, `pacing`, `pointOfView`) resolved to a
 * few decisions, then adjusted by the revision requests found in a regeneration reason.
 */
export interface Style {
  /** first: "I ..."; second: "you ..."; third: "they ..." */
  pointOfView: 'first' | 'second' | 'third';
  /** formal: no contractions, no exclamations, no emojis; casual: contractions, an emoji */
  register: 'formal' | 'neutral' | 'casual';
  /** an uplifting close rather than a plain one */
  uplifting: boolean;
  /** punchy: one short line per sentence; flowing: paragraphs of three sentences */
  pacing: 'punchy' | 'balanced' | 'flowing';
  length: 'short' | 'normal' | 'long';
  /** a post asked to be shorter: at most this share of the draft it replaces (0.7; "much shorter": 0.5) */
  shortenTo?: number;
  /** the audience a call to action addresses ("a CTA for founders") */
  audience?: Audience;
  endWithQuestion: boolean;
  callToAction: boolean;
  emojis: boolean;
  hashtags: boolean;
}

/** The common revision requests a regeneration reason can carry. */
export interface RevisionRequests {
  shorter: boolean;
  /** "much shorter", "half the length", "a lot shorter" */
  muchShorter: boolean;
  longer: boolean;
  moreFormal: boolean;
  moreCasual: boolean;
  endWithQuestion: boolean;
  callToAction: boolean;
  noEmojis: boolean;
  noHashtags: boolean;
  /** the audience named for the call to action, when the writer has a wording for it */
  audience?: Audience;
  /** the audience named for the call to action when it has none ("a CTA for sommeliers") */
  otherAudience?: string;
}

/** Words a reason (in English) names each audience by, most specific first ("product managers" before "managers"). */
const AUDIENCE_WORDS: Array<[Audience, RegExp]> = [
  ['productManagers', /\b(product managers?|pms)\b/],
  ['jobSeekers', /\b(job ?seekers?|job hunters?|(people|those) (looking for|seeking) (a )?(job|work))\b/],
  ['founders', /\b(co-?)?founders?\b/],
  ['engineers', /\bengineers?\b/],
  ['developers', /\b(developers?|devs|programmers?|coders?)\b/],
  ['recruiters', /\b(recruiters?|talent acquisition|hiring managers?)\b/],
  ['students', /\b(students?|graduates?|grads)\b/],
  ['managers', /\b(managers?|team leads?)\b/],
  ['leaders', /\b(leaders?|executives?|ceos?|c-suite)\b/],
  ['designers', /\bdesigners?\b/],
  ['marketers', /\b(marketers?|marketing (people|teams?|folks))\b/],
  ['salespeople', /\b(sales ?people|salespersons?|sellers|sales (teams?|reps?)|account executives?)\b/],
  ['teachers', /\b(teachers?|educators?)\b/],
  ['nurses', /\b(nurses?|caregivers?)\b/],
  ['parents', /\b(parents|moms and dads)\b/],
  ['freelancers', /\b(freelancers?|consultants?|contractors?)\b/],
  ['entrepreneurs', /\b(entrepreneurs?|business owners?|small businesses)\b/],
  ['investors', /\b(investors?|vcs|angels)\b/],
];
export type StyleConfig = Record<string, string | number | boolean> | undefined;

/** A theme's name and description (what its owner wrote), for a model's instructions. */
export interface ThemeInfo {
  name: string;
  description?: string;
}

/** The whole theme in words for a model: its name, its description and every setting, known or not. */
export function describeTheme(config: StyleConfig, info: ThemeInfo | undefined): string[] {
  const settings = Object.entries(config ?? {}).map(([k, v]) => `${k}: ${String(v)}`);
  if (!info && settings.length === 0) return [];
  return [`The author's writing theme${info ? ` "${info.name}"` : ''}${info?.description ? `: ${info.description}` : ''}.`, ...(settings.length ? [`Its settings, all to be followed: ${settings.join('; ')}.`] : [])];
}

const FORMAL = '(formal|professional|polished|serious|corporate|academic|authoritative|businesslike)';
const CASUAL = '(casual|informal|relaxed|conversational|friendly|friendlier|chatty|playful|laid-back|warm|warmer|fun|witty|humorous)';
const NO = '(no|without|remove|drop|zero|skip|avoid|lose|fewer|less|strip|ditch)';

/** Reads the requests in a free-text reason ("Make it shorter and end with a question"). */
export function parseReason(reason: string | undefined | null): RevisionRequests {
  const none: RevisionRequests = {
    shorter: false,
    muchShorter: false,
    longer: false,
    moreFormal: false,
    moreCasual: false,
    endWithQuestion: false,
    callToAction: false,
    noEmojis: false,
    noHashtags: false,
  };
  if (!reason?.trim()) return none;
  const doc = nlp(reason.toLowerCase());
  doc.contractions().expand();
  const has = (pattern: string) => doc.has(pattern);
  const negated = (word: string) => has(`(less|not|too|no) (more|so|very)? ${word}`);
  const noEmojis = has(`${NO} #Determiner? #Adjective? (emoji|emojis|emoticons|emoticon)`) || has('not (use|include|add|put) #Adjective? (any|the)? (emoji|emojis)') || has('emoji free');
  const noHashtags = has(`${NO} #Determiner? #Adjective? (hashtag|hashtags)`) || has('not (use|include|add|put) #Adjective? (any|the)? (hashtag|hashtags)') || has('hashtag free');
  const callToAction =
    has('(cta|ctas)') ||
    has('call to action') ||
    has('call-to-action') ||
    has('invite (the|your)? (reader|readers|audience) to') ||
    has('(ask|tell|encourage) (the|your)? (reader|readers|people|audience|them) to (comment|share|follow|subscribe|reply|repost|reach|contact|sign|book|try)');
  const lower = reason.toLowerCase();
  const audience = callToAction ? AUDIENCE_WORDS.find(([, words]) => words.test(lower))?.[0] : undefined;
  // "a call to action for sommeliers": an audience the writer has no wording for
  const named = callToAction && !audience ? /\b(?:cta|call[ -]to[ -]action)s?\s+(?:for|aimed at|addressed to|targeting|to)\s+((?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)/iu.exec(reason)?.[1] : undefined;
  const otherAudience = named && !/^(the\s+)?(end|reader|readers|audience|post|bottom|close|them|it|me)$/i.test(named.replace(/\s+(at|in|on|and)$/i, '').trim()) ? named.replace(/\s+(at|in|on|and)$/i, '').trim() : undefined;
  const shorter = has('(shorter|shorten|concise|briefer|brief|tighter|tighten|trim|condense|succinct|punchier)') || has('too (long|wordy|verbose)') || has('cut (it|this)? down') || has('less wordy') || has('half (the|its) (length|size)');
  return {
    shorter,
    muchShorter: shorter && (has('(much|far|a lot|way|lot|significantly|drastically|considerably|dramatically) (shorter|briefer|tighter)') || has('half (the|its) (length|size)') || has('(very|really|super) (short|brief|concise)')),
    audience,
    ...(otherAudience ? { otherAudience } : {}),
    longer: has('(longer|lengthen|expand|elaborate|develop)') || has('more (detail|details|detailed|depth|context)') || has('too (short|brief)') || has('flesh out'),
    moreFormal: (has(FORMAL) && !negated(FORMAL)) || has(`(less|not) (so|very)? ${CASUAL}`),
    moreCasual: (has(CASUAL) && !negated(CASUAL)) || has(`(less|not) (so|very)? (formal|stiff|corporate|serious)`),
    endWithQuestion: (has('question') && !has('(no|without) #Adjective? question')) || has('ask (the|your|our)? (reader|readers|audience|followers)'),
    callToAction,
    noEmojis,
    noHashtags,
  };
}

const FILLER = /^(?:please|thanks?|thank you|ok|okay|and|but|also|maybe|a bit|a little|make it|it|the post|this|that|just)$/i;

/**
 * The parts of a reason the writer does not act on: the reason is cut at commas, semicolons,
 * full stops and "and"/"but", and each part that asks for none of the revision requests above
 * (for instance "more about my daughter") is returned as written, for the job's warnings.
 */
export function unappliedRequests(reason: string | undefined | null): string[] {
  if (!reason?.trim()) return [];
  return reason
    .split(/[,;.!?\n]+|\s+(?:and|but|also|plus)\s+/i)
    .map((p) =>
      p
        .trim()
        .replace(/^(?:please|and|but|also)\s+/i, '')
        .replace(/\s+please$/i, '')
        .trim(),
    )
    .filter((p) => p && !FILLER.test(p) && /\p{L}{3,}/u.test(p))
    .filter((p) => !Object.values(parseReason(p)).some(Boolean));
}

function pick<T extends string>(value: unknown, table: Array<[string, T]>, fallback: T): T {
  if (typeof value !== 'string' || !value.trim()) return fallback;
  const doc = nlp(value.toLowerCase());
  for (const [pattern, result] of table) if (doc.has(pattern)) return result;
  return fallback;
}

/** The style a theme config and a reason ask for. Unknown config values keep the defaults. */
export function styleOf(config: StyleConfig, reason?: string | null): Style {
  const c = config ?? {};
  const pointOfView = pick(
    c.pointOfView,
    [
      ['(second|2nd|you|your)', 'second'],
      ['(third|3rd|they|them|he|she|narrator)', 'third'],
      ['(first|1st|i|me|my|we)', 'first'],
    ],
    'first',
  );
  let register = pick(
    c.tone,
    [
      [FORMAL, 'formal'],
      [CASUAL, 'casual'],
    ],
    'neutral',
  );
  const uplifting = pick(c.tone, [['(inspiring|inspirational|motivational|uplifting|optimistic|hopeful|positive|encouraging|empowering)', 'yes']], 'no') === 'yes';
  const pacing = pick(
    c.pacing,
    [
      ['(fast|punchy|quick|snappy|short|brisk|rapid|staccato|dynamic)', 'punchy'],
      ['(slow|flowing|long|reflective|measured|steady|calm|relaxed|detailed|leisurely)', 'flowing'],
    ],
    'balanced',
  );

  const asked = parseReason(reason);
  if (asked.moreFormal && !asked.moreCasual) register = 'formal';
  if (asked.moreCasual && !asked.moreFormal) register = 'casual';
  const length = asked.shorter && !asked.longer ? 'short' : asked.longer && !asked.shorter ? 'long' : 'normal';
  return {
    pointOfView,
    register,
    uplifting,
    pacing,
    length,
    ...(length === 'short' ? { shortenTo: asked.muchShorter ? 0.5 : 0.7 } : {}),
    ...(asked.audience ? { audience: asked.audience } : {}),
    endWithQuestion: asked.endWithQuestion,
    callToAction: asked.callToAction,
    emojis: !asked.noEmojis && register !== 'formal',
    hashtags: !asked.noHashtags,
  };
}
