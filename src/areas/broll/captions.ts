/**
 * Word-timed phrase captions of a B-roll video: each scene's spoken text cut into short phrases,
 * each word timed on the scene's real speech, written as WebVTT (with word timestamps), SubRip
 * and JSON with the same cues.
 */
import { wordsBySyllables } from '../../generation/speech/words.js';
import type { WordTiming } from '../../generation/speech/index.js';

/** A word on screen, as the phrase shows it (its punctuation too); seconds from the start of the video. */
export interface CueWord {
  word: string;
  start: number;
  end: number;
}

export interface Cue {
  /** seconds from the start of the video */
  start: number;
  end: number;
  text: string;
  words: CueWord[];
}

/** At most this many words on screen at once: two short lines on a phone. */
const MAX_WORDS = 6;

/**
 * Cuts a text into phrases of at most MAX_WORDS words: at sentence ends and clause marks first,
 * then long runs into balanced pieces (never a one-word tail when it can be avoided).
 */
function phrasesOf(text: string): string[] {
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

/**
 * The cues of one scene's speech: its phrases one after the other, each word timed: by the
 * provider's timings when they are the scene's words one for one (`spoken`, seconds from the
 * scene's audio), else by the speech's duration shared by syllables. A cue starts with its first
 * word and lasts until the next cue; the last stays up until `end`.
 */
export function sceneCues(text: string, start: number, speechSeconds: number, end: number, spoken?: WordTiming[]): Cue[] {
  const phrases = phrasesOf(text).map((p) => p.split(' '));
  const tokens = phrases.flat();
  const timed = spoken && spoken.length === tokens.length ? spoken : wordsBySyllables(tokens.join(' '), speechSeconds);
  // the syllable split skips tokens without a letter or digit ("—"): they take their neighbour's time
  const timeOf = (i: number) => timed[Math.min(i, timed.length - 1)] ?? { start: 0, end: speechSeconds };
  const cues: Cue[] = [];
  let k = 0;
  for (const [i, phrase] of phrases.entries()) {
    const words = phrase.map((word) => {
      const t = timeOf(k++);
      return { word, start: round3(start + t.start), end: round3(Math.min(end, start + t.end)) };
    });
    cues.push({ start: i === 0 ? round3(start) : words[0]!.start, end: 0, text: phrase.join(' '), words });
  }
  for (const [i, c] of cues.entries()) c.end = i + 1 < cues.length ? cues[i + 1]!.start : round3(end);
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

const vttText = (t: string) => cueText(t).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** WebVTT; in each cue, every word after the first is preceded by its start (`<00:00:01.200>`), kept inside the cue. */
export function toVtt(cues: Cue[]): string {
  const body = cues.map((c, i) => {
    const words = c.words.length ? c.words : [{ word: c.text, start: c.start, end: c.end }];
    const text = words.map((w, j) => (j === 0 ? vttText(w.word) : `<${stamp(Math.min(c.end, Math.max(c.start, w.start)), '.')}>${vttText(w.word)}`)).join(' ');
    return `${i + 1}\n${stamp(c.start, '.')} --> ${stamp(c.end, '.')}\n${text}\n`;
  });
  return ['WEBVTT\n', ...body].join('\n');
}

/** The captions as captions.json serves them: the cues with their words, and every word. */
export function toCaptionsJson(cues: Cue[], style: string): { style: string; cues: Cue[]; words: CueWord[] } {
  return { style, cues, words: cues.flatMap((c) => c.words) };
}

export function toSrt(cues: Cue[]): string {
  return cues.map((c, i) => `${i + 1}\n${stamp(c.start, ',')} --> ${stamp(c.end, ',')}\n${cueText(c.text)}\n`).join('\n');
}
