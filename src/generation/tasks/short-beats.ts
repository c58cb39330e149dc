import { anchorPeople, withName } from '../writing/analyze/people.js';
import { analyzeStory } from '../writing/analyze/story.js';
import { phraseRuns } from '../writing/analyze/clauses.js';
import { rolesOf as storyRolesOf } from '../writing/analyze/roles.js';
import { referents } from '../writing/analyze/references.js';
import { describe, sentencesOf, shorten, type SentenceInfo } from './spoken.js';
import { backToLesson, beatSeconds, type Closing, fits, MAX_BEAT, retoldIn, sameAs, type ShortRoles } from './short-lines.js';

interface Candidate extends SentenceInfo {
  order: number;
  weight: number;
  /** a line of the story's key event or turn: it may use the room left up to the longest short */
  key?: boolean;
  /** the runs of one long line share a group: a short says all of them or none */
  group?: number;
}

interface Candidates {
  all: Candidate[];
  /** each candidate's story lines and its place among them, for what it refers back to */
  sourceOf: Map<Candidate, { lines: string[]; index: number; all: Map<number, Candidate> }>;
}

/**
 * The lines a short may say between its hook and its closing line, weighed: each story part's
 * sentences (what the hook's cut left first), without the hook's and the closing line's. The
 * story's key event and turn weigh most: its middle (around the turn the analysis finds, a
 * contrast, else the middle of the telling) before the setting that leads to it and the
 * aftermath, which go first when beats must be cut; its first line introduces who it is about.
 */
function beatCandidates(r: ShortRoles, hook: { source?: string; rest?: string }, closing: Closing): Candidates {
  const { language, P } = r;
  const retold = retoldIn(r);
  const candidates: Candidate[] = [];
  const sourceOf: Candidates['sourceOf'] = new Map();
  let order = 0;
  for (const part of [...(hook.rest ? [sentencesOf(hook.rest, language)] : []), ...r.stories]) {
    // (a closing line that is not the story's closing sentence leaves that sentence to the beats)
    const lines = part.filter((text) => text !== hook.source && !closing.saidFrom?.includes(text) && !sameAs(retold(text), closing.line));
    const story = analyzeStory({ title: '', content: lines.join(' ') }, language);
    const roles = story.sentences.length === lines.length && lines.length > 2 ? storyRolesOf(story) : undefined;
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
      const runs = fits(said, MAX_BEAT) ? [said] : phraseRuns(said, 24, language).filter((x) => fits(x, MAX_BEAT));
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
  return { all: candidates, sourceOf };
}

/**
 * The beats that fit the budget, heaviest first, a key line allowed the room left up to the
 * longest short (`spare`), each with the lines it refers back to (someone, a figure or a noun said
 * before: "los 2 chicos", "the wheel") or not at all; in script order.
 */
function pickBeats(r: ShortRoles, { all: candidates, sourceOf }: Candidates, budget: number, spare: number): Candidate[] {
  const chosen: Candidate[] = [];
  const withReferents = (c: Candidate): Candidate[] => {
    const out = [c];
    for (let k = 0; k < out.length; k++) {
      const src = sourceOf.get(out[k]!);
      if (!src) continue;
      for (const j of referents(src.lines, src.index, r.language)) {
        const x = src.all.get(j);
        if (x && !out.includes(x)) out.push(x);
      }
    }
    for (const x of [...out]) if (x.group !== undefined) for (const y of candidates) if (y.group === x.group && !out.includes(y)) out.push(y);
    return out.filter((x) => !chosen.includes(x));
  };
  for (const c of [...candidates].sort((a, b) => b.weight - a.weight || a.order - b.order)) {
    if (chosen.includes(c)) continue;
    const needed = withReferents(c);
    const cost = needed.reduce((t, x) => t + beatSeconds(x.text), 0);
    if (cost > budget + (c.key ? spare : 0)) continue;
    chosen.push(...needed);
    budget -= cost;
  }
  chosen.sort((a, b) => a.order - b.order);
  // a line pointing back at the lesson ("I learned that at 5:50 p.m.") goes without the line before it
  for (let k = chosen.length - 1; k >= 0; k--) if (backToLesson(r, chosen[k]!.text) && chosen[k - 1]?.order !== chosen[k]!.order - 1) chosen.splice(k, 1);
  return chosen;
}

/**
 * The lines of a short between its hook and its closing line: the story lines that carry the
 * most within `budget` seconds (`spare` more for a key line), a beat opening on "She"/"Sie"/"Elle"
 * keeping the line naming the person before it (or saying the name, or going).
 */
export function writeBeats(r: ShortRoles, hook: { hook: string; source?: string; rest?: string }, closing: Closing, budget: number, spare: number): string[] {
  const candidates = beatCandidates(r, hook, closing);
  const chosen = pickBeats(r, candidates, budget, spare);
  const all = [...candidates.all].sort((a, b) => a.order - b.order);
  const anchored = anchorPeople([hook.hook, ...all.map((c) => c.text)], [0, ...chosen.map((c) => all.indexOf(c) + 1)], r.language);
  return anchored.picked
    .filter((i) => i > 0)
    .map((i) => {
      const n = anchored.named.get(i);
      return n ? withName(all[i - 1]!.text, n.pronoun, n.name) : all[i - 1]!.text;
    });
}
