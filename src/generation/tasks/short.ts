import type { components } from '../../generated/openapi.js';
import type { ChatMessage, Task } from '../engine.js';
import { detectTextLanguage } from '../language.js';
import { phrasesOf, withoutConnector } from '../writing/phrases.js';
import { PACKS } from '../writing/packs/index.js';
import { retellText } from '../writing/rephrase.js';
import { anchorPeople, withName } from '../writing/analyze/people.js';
import { unpunctuated } from '../writing/packs/text.js';
import { analyzeStory, textOf } from '../writing/analyze/story.js';
import { phraseRuns } from '../writing/analyze/clauses.js';
import { terminate } from '../writing/voice.js';
import { CONNECTOR, type Script } from './script.js';
import { rolesOf } from '../writing/analyze/roles.js';
import { referents } from '../writing/analyze/references.js';
import { captionOf, describe, hookScore, round1, sentencesOf, shorten, wordCount, WORDS_PER_SECOND, type SentenceInfo } from './spoken.js';

export type ShortScript = components['schemas']['ShortScript'];
type ShortBeat = components['schemas']['ShortBeat'];

export interface ShortInput {
  title: string;
  script: Script;
}

/** A short lasts 30 to 60 seconds. */
const SHORT_MIN_SECONDS = 30;
const SHORT_MAX_SECONDS = 60;
/** what the composer aims for, leaving room for pauses */
const TARGET_SECONDS = 50;
/** shorts are read a little faster than long-form narration */
const SHORT_PACE = WORDS_PER_SECOND * 1.05;
const MIN_BEAT_SECONDS = 2.5;

const schema = {
  type: 'object',
  required: ['hook', 'beats', 'closingLine'],
  properties: {
    hook: { type: 'string', minLength: 1, maxLength: 300 },
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
          text: { type: 'string', minLength: 1, maxLength: 400 },
          caption: { type: 'string', maxLength: 80 },
        },
      },
    },
    closingLine: { type: 'string', minLength: 1, maxLength: 300 },
    durationSeconds: { type: 'number', minimum: 0 },
  },
};

/** the schema's longest hook and closing line, beat and caption: a line longer than these is never offered */
const MAX_LINE = schema.properties.hook.maxLength;
const MAX_BEAT = schema.properties.beats.items.properties.text.maxLength;
const MAX_CAPTION = schema.properties.beats.items.properties.caption.maxLength;
const fits = (text: string, max: number) => text.length <= max;

/** the lesson headings and spoken lead-ins of every pack: how a script composed here marks its lesson */
const LESSON_HEADINGS = new Set(Object.values(PACKS).map((p) => p.script.headings.lesson));
/** ... and its hook and call to action: a script planned here has no lesson part when its stories state none */
const HOOK_HEADINGS = new Set(Object.values(PACKS).map((p) => p.script.headings.hook));
const CTA_HEADINGS = new Set(Object.values(PACKS).map((p) => p.script.headings.cta));
const LESSON_LEADS = Object.values(PACKS).map((p) => p.script.lessonIntro);

/** a sentence opening on a short label ("Temperature: 9 °C at 8 a.m."): a list's item, said after its lead-in */
const ITEM_LABEL = /^[^\s:]+(?:\s[^\s:]+){0,3}:\s/u;

const beatSeconds = (text: string) => Math.max(MIN_BEAT_SECONDS, wordCount(text) / SHORT_PACE + 0.4);

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

interface Candidate extends SentenceInfo {
  order: number;
  weight: number;
  /** a line of the story's key event or turn: it may use the room left up to the longest short */
  key?: boolean;
  /** the runs of one long line share a group: a short says all of them or none */
  group?: number;
}

/**
 * Offline condensing of a script into a short: the hook is the most striking sentence of the
 * script's opening; the beats are the story sentences that carry the most (figures, contrasts,
 * questions, the first line of each story), kept in script order within a ~50 second budget;
 * the closing line is the lesson (else the call to action). Timing by `retime`.
 */
export function composeShort(input: ShortInput): ShortScript {
  const sections = input.script.sections;
  const opening = sections[0];
  // every line as a short says it: a compound sentence as two, figures in digits (see retell); its sentences cut by its language's rules ("am 12. März")
  const language = detectTextLanguage(sections.map((s) => s.spokenText).join(' ')).code;
  const openingSentences = opening ? sentencesOf(opening.spokenText, language).map(describe) : [];
  // the script's plan: its lesson part is headed with the pack's lesson heading (the script composer's), else it is the part before the call to action
  const planned = sections.length > 2 && HOOK_HEADINGS.has(opening!.heading.trim()) && CTA_HEADINGS.has(sections[sections.length - 1]!.heading.trim());
  const lessonSection = sections.find((s, i) => i > 0 && LESSON_HEADINGS.has(s.heading.trim())) ?? (planned ? undefined : sections[sections.length - 2]);
  const ctaSection = sections[sections.length - 1];
  const body = sections.filter((s) => s !== opening && s !== lessonSection && s !== ctaSection);
  // without a lesson part, the short closes on the story's own last sentence (no moral of the writer's)
  const storyLast = body.flatMap((s) => sentencesOf(s.spokenText, language).filter((t) => !CONNECTOR.test(t))).at(-1);
  const ownClose = lessonSection ? undefined : storyLast;
  // the lesson closes the short: it does not open it too
  const told = lessonSection?.spokenText ?? ownClose ?? '';
  const P = phrasesOf(language);
  // nor on a sentence that leans on one the viewer has not heard ("She told me ..."; a "But" can go),
  // nor on the script's own promise line when the story has a sentence to open on
  const leans = (text: string) => Number(Boolean(P?.leaning.test(withoutConnector(text, language))));
  // a cue pointing back at the lesson ("I learned that at 5:50 p.m.") needs the sentence before it
  const backToLesson = (text: string) => Number(Boolean(P?.lessonBack.test(text)));
  const promise = (text: string) => Number(P ? text.startsWith(`${P.script.promise('', 1).split(':')[0]!}:`) : false);
  // (the stories' own sentences stand in when the opening has none that opens well; the opening's come first)
  const storyLines = sections
    .filter((s) => s !== opening && s !== lessonSection && s !== sections[sections.length - 1])
    .flatMap((s) =>
      sentencesOf(s.spokenText, language)
        .filter((t) => !CONNECTOR.test(t))
        .map((t, i) => ({ ...describe(t), late: i >= 4 })),
    );
  // (the opening's lines after its hook are the writer's own, about the story; a list's item, "Temperature: 9 °C.", leans on its lead-in)
  const item = (text: string) => Number(ITEM_LABEL.test(text));
  const writers = (x: SentenceInfo) => Number(openingSentences.indexOf(x) > 0);
  // (as in the story analysis, a story opens on one of its first sentences, not on one from deep inside: an item in the middle of its list)
  const late = (x: SentenceInfo & { late?: boolean }) => Number(Boolean(x.late));
  const unfit = (x: SentenceInfo & { late?: boolean }) => Number(told.includes(x.text)) + leans(x.text) + promise(x.text) + item(x.text) + writers(x) + backToLesson(x.text) + late(x);
  const storyInfos: Array<SentenceInfo & { late?: boolean }> = storyLines;
  const hookInfo = [...openingSentences, ...storyLines].sort((a, b) => unfit(a) - unfit(b) || Number(storyInfos.includes(a)) - Number(storyInfos.includes(b)) || hookScore(b) - hookScore(a))[0];
  // (a compound sentence stays one: its second part may be no clause of its own, "…, and a herbal remedy her daughter had bought")
  const retold = (text: string, nextLeans = false) => (P ? retellText(text, language, P.contrast, true, nextLeans, false) : text);
  // a hook stands alone: no "But" or "And" leaning on a sentence the viewer has not heard
  const hookDraft = shorten(withoutConnector(retold(hookInfo?.text ?? input.title), language), 16, language);
  // (a hook sentence too long to stop at a clause opens on its first phrases; the rest of it is a line of the short like any other)
  const hookRuns = fits(hookDraft, MAX_LINE) ? [hookDraft] : phraseRuns(hookDraft, 16, language);
  const hook = hookRuns.length > 1 && fits(hookRuns[0]!, MAX_LINE) ? hookRuns[0]! : fits(hookDraft, MAX_LINE) ? hookDraft : input.title;
  const hookRest = hook === hookRuns[0] && hookRuns.length > 1 ? hookRuns.slice(1).join(' ') : undefined;

  const lessonSentences = lessonSection ? sentencesOf(lessonSection.spokenText, language) : [];
  const closingSource = lessonSentences.find((s) => describe(s).lesson) ?? lessonSentences[0] ?? ownClose ?? (ctaSection ? sentencesOf(ctaSection.spokenText, language)[0] : undefined) ?? input.title;
  // the lesson without the script's spoken lead-in ("The lesson I keep coming back to:")
  const lessonText = LESSON_LEADS.reduce((text, lead) => (text.startsWith(lead) ? text.slice(lead.length).trim() : text), closingSource);
  // ... and without "I learned that": the lesson itself (the story analysis's core: a clause of its own, with its verb), after the writer's own lead-in
  const lessonRead = P ? analyzeStory({ title: '', content: lessonText }, language).lesson : undefined;
  // (a cue pointing back, "I learned that in my second year at St. Mary's", has a time, a place or a person after "that", no lesson)
  const core = lessonRead?.core && !P?.lessonBack.test(lessonText) ? terminate(textOf(lessonRead.core)) : undefined;
  const closingDraft =
    P && core
      ? shorten(`${P.lessonIntro.first} ${retold(core)}`, 22, language)
      : P?.lessonBack.test(lessonText)
        ? shorten(lessonText, 18, language) // (said as written: retelling read "St. Mary's" as "St. Mary is")
        : shorten(retold(lessonText), closingSource === ownClose ? 28 : 18, language); // (the story's own last sentence is said as a beat is)
  // a line no clause boundary shortens enough (an 87-word sentence) is no closing line, nor one the hook already says
  // (a lesson read in the story's first sentence): the story's own last line, else the title as a line
  // (one line inside the other counts when the inner one is a clause of its own, six words or more: "the low C" inside a sentence is no repeat)
  const sameAs = (a: string, b: string) => {
    const [x, y] = [words(a), words(b)];
    return x === y || (wordCount(y) >= 6 && ` ${x} `.includes(` ${y} `)) || (wordCount(x) >= 6 && ` ${y} `.includes(` ${x} `));
  };
  // (the story's own last sentence cut to less than two thirds of it has lost what it was saying: "…, e aver scoperto.")
  const mostOf = (cut: string, whole: string) => (wordCount(cut) >= (wordCount(whole) * 2) / 3 ? cut : undefined);
  const closingPick =
    [closingSource === ownClose ? mostOf(closingDraft, closingSource) : closingDraft, storyLast && mostOf(shorten(retold(storyLast), 28, language), storyLast), terminate(input.title)].find(
      (t): t is string => typeof t === 'string' && t !== '' && fits(t, MAX_LINE) && !sameAs(t, hook),
    ) ?? input.title;
  // (the last line of a short ends as a sentence, a title too)
  const closingLine = terminate(closingPick);

  const candidates: Candidate[] = [];
  /** each candidate's story lines and its place among them, for what it refers back to */
  const sourceOf = new Map<Candidate, { lines: string[]; index: number; all: Map<number, Candidate> }>();
  let order = 0;
  for (const s of [...(hookRest ? [{ spokenText: hookRest }] : []), ...body]) {
    // (a closing line that is not the story's closing sentence leaves that sentence to the beats)
    const lines = sentencesOf(s.spokenText, language).filter((text) => !CONNECTOR.test(text) && text !== hookInfo?.text && !(closingPick === closingDraft && closingSource.includes(text)) && !sameAs(retold(text), closingLine));
    // the story's key event and turn are kept: its middle (around the turn the analysis finds, a
    // contrast, else the middle of the telling) before the setting that leads to it and the aftermath,
    // which go first when beats must be cut; its first line introduces who the story is about
    const story = analyzeStory({ title: '', content: lines.join(' ') }, language);
    const roles = story.sentences.length === lines.length && lines.length > 2 ? rolesOf(story) : undefined;
    const contrastTurn = roles?.turn !== undefined && story.sentences[roles.turn]!.contrast;
    // (an event cue after the middle, "Esa tarde rellenaron el parte", tells the aftermath, not the key event)
    const event = roles?.event !== undefined && roles.event <= (contrastTurn ? roles.turn! : (lines.length - 1) / 2) + lines.length / 4 ? roles.event : undefined;
    const key = new Set([event, contrastTurn ? roles?.turn : undefined, contrastTurn ? roles?.resolution : undefined].filter((i): i is number => i !== undefined));
    const centre = contrastTurn ? roles!.turn! : (lines.length - 1) / 2;
    // (a story with a turn of its own, a contrast, is weighed by its figures and contrasts, its turn and outcome kept; one without
    // by its middle: the setting's figures, "a las 11:00", "hacia las 14:30", weigh nothing there)
    const inCore = (i: number) => Boolean(roles) && !contrastTurn && Math.abs(i - centre) <= lines.length / 4;
    const mine = new Map<number, Candidate>();
    lines.forEach((text, i) => {
      const info = describe(text);
      if (info.words < 3) return;
      const base = (info.figure ? 2 : 0) + (info.contrast ? 2 : 0) + (info.question ? 1 : 0) + (i === 0 ? 1.5 : 0) + (info.lesson ? 1 : 0) - (info.words > 28 ? 1.5 : 0);
      // (a key line is not shortened, see below, nor its length held against it, the nearer the middle the more it weighs; the first line introduces who the story is about)
      const setting = roles && !contrastTurn && i > 0 && i < centre && !inCore(i) && !key.has(i);
      const weight = roles ? base - (setting && info.figure ? 2 : 0) + (inCore(i) || key.has(i) ? 2.5 - (inCore(i) ? Math.abs(i - centre) * 0.3 : 0) + (info.words > 28 ? 1.5 : 0) : 0) + (key.has(i) ? 3 : 0) + (i === 0 && !contrastTurn ? 3 : 0) : base;
      // (a key line is cut less: "Ella no nadó contra la corriente: se dejó llevar con ellos y los sacó ..." is the rescue itself)
      const said = shorten(retold(text, Boolean(P?.leaning.test(lines[i + 1] ?? ''))), key.has(i) || inCore(i) ? 40 : 28, language);
      // a line too long for a beat with no clause to stop at (a 70-word sentence) is said in its runs of phrases, all of them or none
      const runs = fits(said, MAX_BEAT) ? [said] : phraseRuns(said, 24, language).filter((r) => fits(r, MAX_BEAT));
      const group = runs.length > 1 ? order : undefined;
      for (const [k, run] of runs.entries()) {
        const c: Candidate = { ...info, text: run, order: order++, weight, key: key.has(i) || inCore(i), ...(group !== undefined ? { group } : {}) };
        candidates.push(c);
        if (k === 0) {
          mine.set(i, c);
          sourceOf.set(c, { lines, index: i, all: mine });
        }
      }
    });
  }
  let budget = TARGET_SECONDS - beatSeconds(hook) - beatSeconds(closingLine);
  const chosen: Candidate[] = [];
  // a line that refers back (to someone, a figure or a noun said before: "los 2 chicos", "the wheel") comes with the lines it refers to, or not at all
  const withReferents = (c: Candidate): Candidate[] => {
    const out = [c];
    for (let k = 0; k < out.length; k++) {
      const src = sourceOf.get(out[k]!);
      if (!src) continue;
      for (const j of referents(src.lines, src.index, language)) {
        const r = src.all.get(j);
        if (r && !out.includes(r)) out.push(r);
      }
    }
    for (const x of [...out]) if (x.group !== undefined) for (const y of candidates) if (y.group === x.group && !out.includes(y)) out.push(y);
    return out.filter((x) => !chosen.includes(x));
  };
  for (const c of [...candidates].sort((a, b) => b.weight - a.weight || a.order - b.order)) {
    if (chosen.includes(c)) continue;
    const needed = withReferents(c);
    const cost = needed.reduce((t, x) => t + beatSeconds(x.text), 0);
    if (cost > budget + (c.key ? SHORT_MAX_SECONDS - TARGET_SECONDS : 0)) continue;
    chosen.push(...needed);
    budget -= cost;
  }
  chosen.sort((a, b) => a.order - b.order);
  // a line pointing back at the lesson ("I learned that at 5:50 p.m.") goes without the line before it
  for (let k = chosen.length - 1; k >= 0; k--) if (backToLesson(chosen[k]!.text) && chosen[k - 1]?.order !== chosen[k]!.order - 1) chosen.splice(k, 1);
  // a beat opening on "She"/"Sie"/"Elle" keeps the line naming the person before it (or says the name, or goes)
  const all = [...candidates].sort((a, b) => a.order - b.order);
  const anchored = anchorPeople([hook, ...all.map((c) => c.text)], [0, ...chosen.map((c) => all.indexOf(c) + 1)], language);
  const lines = anchored.picked
    .filter((i) => i > 0)
    .map((i) => {
      const n = anchored.named.get(i);
      return n ? withName(all[i - 1]!.text, n.pronoun, n.name) : all[i - 1]!.text;
    });
  const beats: ShortBeat[] = [hook, ...lines, closingLine].map((text) => {
    const caption = captionOf(text, language);
    return { start: 0, end: 0, text, ...(caption && fits(caption, MAX_CAPTION) ? { caption } : {}) };
  });
  return retime({ hook, beats, closingLine, durationSeconds: 0 });
}

/** a text's words, lowercase, one space apart: what "says the title" compares */
const words = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The form of a short that cannot break: the script's whole story sentences in order (no cut,
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
  const lines = sections
    .slice(0, -1)
    .flatMap((s) => sentencesOf(s.spokenText, language).filter((t) => !CONNECTOR.test(t) && !frame(t)))
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
