import type { components } from '../../generated/openapi.js';
import type { ChatMessage, Task } from '../engine.js';
import { detectTextLanguage } from '../language.js';
import { unpunctuated } from '../writing/packs/text.js';
import type { Script } from './script.js';
import { readScriptPlan, type ScriptPlan, storyTextOf } from './script-plan.js';
import { writeBeats } from './short-beats.js';
import { beatSeconds, fits, MAX_BEAT, MAX_CAPTION, MAX_LINE, rolesOf, words, writeClosing, writeHook } from './short-lines.js';
import { captionOf, round1, sentencesOf } from './spoken.js';

export type ShortScript = components['schemas']['ShortScript'];
type ShortBeat = components['schemas']['ShortBeat'];

export interface ShortInput {
  title: string;
  script: Script;
  /** the script's plan, stored with it (a script stored before plans were has none: it is read from the sections' places) */
  plan?: ScriptPlan;
}

/** A short lasts 30 to 60 seconds. */
const SHORT_MIN_SECONDS = 30;
const SHORT_MAX_SECONDS = 60;
/** what the composer aims for, leaving room for pauses */
const TARGET_SECONDS = 50;

const schema = {
  type: 'object',
  required: ['hook', 'beats', 'closingLine'],
  properties: {
    hook: { type: 'string', minLength: 1, maxLength: MAX_LINE },
    beats: {
      type: 'array',
      minItems: 2,
      maxItems: 30,
      items: {
        type: 'object',
        required: ['start', 'end', 'text'],
        properties: {
          start: { type: 'number', minimum: 0 },
          end: { type: 'number', minimum: 0 },
          text: { type: 'string', minLength: 1, maxLength: MAX_BEAT },
          caption: { type: 'string', maxLength: MAX_CAPTION },
        },
      },
    },
    closingLine: { type: 'string', minLength: 1, maxLength: MAX_LINE },
    durationSeconds: { type: 'number', minimum: 0 },
  },
};

/**
 * Times the beats from their words (one after the other from 0, the hook first), then
 * stretches or compresses them so that the short lasts 30 to 60 seconds: a short script's
 * beats after the hook are held longer (the hook keeps its pace, so it lands in the first
 * seconds); a long one's are all compressed. Applied to every output, the model's too: its
 * own timings are not trusted.
 */
export function retime(short: ShortScript): ShortScript {
  const language = detectTextLanguage(short.beats.map((b) => b.text).join(' ')).code;
  const natural = short.beats.map((b) => beatSeconds(b.text));
  const total = natural.reduce((a, b) => a + b, 0);
  const rest = total - (natural[0] ?? 0);
  const scales = natural.map((_, i) => {
    if (total > SHORT_MAX_SECONDS) return SHORT_MAX_SECONDS / total;
    if (total >= SHORT_MIN_SECONDS) return 1;
    if (i === 0 && rest > 0) return 1;
    return rest > 0 ? (SHORT_MIN_SECONDS - (natural[0] ?? 0)) / rest : SHORT_MIN_SECONDS / total;
  });
  let t = 0;
  const beats = short.beats.map((b, i) => {
    const start = round1(t);
    t += natural[i]! * scales[i]!;
    const end = i === short.beats.length - 1 ? round1(Math.min(Math.max(t, SHORT_MIN_SECONDS), SHORT_MAX_SECONDS)) : round1(t);
    const caption = b.caption?.trim() || captionOf(b.text, language);
    return { start, end, text: b.text, ...(caption ? { caption } : {}) };
  });
  return { ...short, beats, durationSeconds: beats[beats.length - 1]?.end ?? 0 };
}

/**
 * Offline condensing of a script into a short, in named steps: its roles read from the script's
 * plan (script-plan.ts; a script stored without one is read by its sections' places), the hook
 * (the most striking story sentence of the opening), the closing line (the lesson, else the
 * story's own last sentence, else the call to action), then the beats: the story sentences that
 * carry the most (figures, contrasts, questions, the key event and turn) in script order within a
 * ~50 second budget. Timing by `retime`.
 */
export function composeShort(input: ShortInput): ShortScript {
  const language = detectTextLanguage(input.script.sections.map((s) => s.spokenText).join(' ')).code;
  const roles = rolesOf(readScriptPlan(input.script, input.plan), input.title, language);
  const hook = writeHook(roles);
  const closing = writeClosing(roles, hook.hook);
  const lines = writeBeats(roles, hook, closing, TARGET_SECONDS - beatSeconds(hook.hook) - beatSeconds(closing.line), SHORT_MAX_SECONDS - TARGET_SECONDS);
  const beats: ShortBeat[] = [hook.hook, ...lines, closing.line].map((text) => {
    const caption = captionOf(text, language);
    return { start: 0, end: 0, text, ...(caption && fits(caption, MAX_CAPTION) ? { caption } : {}) };
  });
  return retime({ hook: hook.hook, beats, closingLine: closing.line, durationSeconds: 0 });
}

/**
 * The form of a short that cannot break: the script's whole story sentences in order (the plan's, no cut,
 * no rewrite) within the budget, the first as the hook, the last section's first sentence closing.
 */
export function safeShort(input: ShortInput): ShortScript {
  const sections = input.script.sections;
  const language = detectTextLanguage(sections.map((s) => s.spokenText).join(' ')).code;
  // the script's own frames around its title ("Today: <title>, ...", "First story: <title>.", "<title>: ...") stay out: the closing line says the title once
  const title = unpunctuated(input.title);
  const frame = (t: string) => title.length > 0 && (t.includes(`${title}:`) || t.includes(`${title} :`) || t.includes(`: ${title}`) || t.includes(`: « ${title}`));
  const closingLine = [sentencesOf(sections[sections.length - 1]?.spokenText ?? '', language)[0], input.title].find((t): t is string => t !== undefined && fits(t, MAX_LINE)) ?? input.title;
  // the title is said at most once: when the closing line says it, no other line does ("Today: {title}, ...")
  const said = (t: string) => ` ${words(t)} `.includes(` ${words(input.title)} `);
  // (the story's sentences of every part before the call to action, none of the writer's: the plan says which)
  const lines = readScriptPlan(input.script, input.plan)
    .parts.slice(0, -1)
    .flatMap((p) => sentencesOf(storyTextOf(p), language).filter((t) => !frame(t)))
    .filter((t) => !(said(closingLine) && said(t)));
  const kept: string[] = [];
  let budget = TARGET_SECONDS - beatSeconds(closingLine);
  for (const line of lines.filter((t) => fits(t, MAX_LINE))) {
    if (beatSeconds(line) > budget) break;
    kept.push(line);
    budget -= beatSeconds(line);
  }
  if (!kept.length) kept.push(input.title);
  const beats: ShortBeat[] = [...kept, closingLine].map((text) => ({ start: 0, end: 0, text }));
  return retime({ hook: kept[0]!, beats, closingLine, durationSeconds: 0 });
}

/** The words of a short, for scoring. */
export function shortText(short: ShortScript): string {
  return short.beats.map((b) => b.text).join('\n');
}

export const condenseShortTask: Task<ShortInput, ShortScript> = {
  name: 'short-condense',
  schema,
  local: composeShort,
  *candidates(input) {
    yield composeShort(input);
    yield safeShort(input);
  },
  temperature: 0.5,
  language: (input) => detectTextLanguage(input.script.sections.map((s) => s.spokenText).join(' ')).code,
  messages(input): ChatMessage[] {
    return [
      {
        role: 'system',
        content: [
          'You cut a long-form video script into a vertical short of 30 to 60 seconds (about 75 to 150 spoken words).',
          'Facts: only the script\'s. Keep figures, times and units exactly as written ("2:15" stays "2:15", "0.03 mm" stays "0.03 mm").',
          'The hook is the first beat, said in the first two seconds: the most striking line of the script, under 15 words.',
          "Then 3 to 6 beats, one idea each, a sentence or two said aloud, in the script's order; each beat's start is the previous one's end, at about 2.5 spoken words a second.",
          "Captions: at most 5 words, the beat's key words or figure, in the script's language; never a sentence cut in the middle.",
          'The closing line is the last beat: the lesson or a question to the viewer, not a request to subscribe.',
        ].join('\n'),
      },
      {
        role: 'user',
        content: `Condense this script of "${input.title}" into a short. The first beat is the hook, the last beat says the closing line. Each beat: start, end (seconds), text (spoken), caption (at most 5 words).\nScript:\n${JSON.stringify(input.script.sections.map((s) => ({ heading: s.heading, spokenText: s.spokenText })))}`,
      },
    ];
  },
};
