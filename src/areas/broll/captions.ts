/**
 * Phrase captions of a B-roll video: each scene's spoken text cut into short phrases, timed
 * within the scene's real speech, and written as WebVTT or SubRip with the same cues.
 */

export interface Cue {
  /** seconds from the start of the video */
  start: number;
  end: number;
  text: string;
}

/** At most this many words on screen at once: two short lines on a phone. */
const MAX_WORDS = 6;

/**
 * Cuts a text into phrases of at most MAX_WORDS words: at sentence ends and clause marks first,
 * then long runs into balanced pieces (never a one-word tail when it can be avoided).
 */
export function phrasesOf(text: string): string[] {
  const clauses = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?;:,—–])\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const clause of clauses) {
    const words = clause.split(' ');
    const pieces = Math.ceil(words.length / MAX_WORDS);
    const size = Math.ceil(words.length / pieces);
    for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(' '));
  }
  // a lone word joins its neighbour when the pair still fits
  for (let i = 0; i < out.length; i++) {
    const n = out[i]!.split(' ').length;
    if (n === 1 && out.length > 1) {
      const j = i > 0 && out[i - 1]!.split(' ').length < MAX_WORDS ? i - 1 : i + 1 < out.length && out[i + 1]!.split(' ').length < MAX_WORDS ? i + 1 : -1;
      if (j >= 0) {
        out.splice(Math.min(i, j), 2, j < i ? `${out[j]} ${out[i]}` : `${out[i]} ${out[j]}`);
        i = Math.max(-1, Math.min(i, j) - 1);
      }
    }
  }
  return out;
}

/** How long a phrase takes to say, relative to the others: its letters and digits, plus a pause per mark. */
function weight(phrase: string): number {
  const letters = (phrase.match(/[\p{L}\p{N}]/gu) ?? []).length;
  const pauses = (phrase.match(/[.!?;:,—–]/g) ?? []).length;
  return Math.max(1, letters + 4 * pauses);
}

/**
 * The cues of one scene's speech: its phrases, one after the other from `start` over
 * `speechSeconds`, each lasting its share of the speech; the last one stays up until `end`.
 */
export function sceneCues(text: string, start: number, speechSeconds: number, end: number): Cue[] {
  const phrases = phrasesOf(text);
  const total = phrases.reduce((s, p) => s + weight(p), 0);
  const cues: Cue[] = [];
  let t = start;
  for (const [i, p] of phrases.entries()) {
    const d = (speechSeconds * weight(p)) / total;
    const last = i === phrases.length - 1;
    cues.push({ start: round3(t), end: round3(last ? end : t + d), text: p });
    t += d;
  }
  return cues;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function stamp(seconds: number, decimal: '.' | ','): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${decimal}${pad(ms % 1000, 3)}`;
}

/** A cue's text as a caption file may hold it: one line, no blank line, no "-->" (it would end the cue). */
const cueText = (t: string) => t.replace(/\s+/g, ' ').replace(/-->/g, '→').trim();

export function toVtt(cues: Cue[]): string {
  const body = cues.map((c, i) => `${i + 1}\n${stamp(c.start, '.')} --> ${stamp(c.end, '.')}\n${cueText(c.text).replace(/&/g, '&amp;').replace(/</g, '&lt;')}\n`);
  return ['WEBVTT\n', ...body].join('\n');
}

export function toSrt(cues: Cue[]): string {
  return cues.map((c, i) => `${i + 1}\n${stamp(c.start, ',')} --> ${stamp(c.end, ',')}\n${cueText(c.text)}\n`).join('\n');
}
