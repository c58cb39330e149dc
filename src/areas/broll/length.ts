/**
 * A B-roll's length (issue 46, `targetSeconds`): how long each beat of the short lasts (its
 * speech and the pause after it) and which visuals show the beats. Pure functions of the
 * speech's durations, the scenes' media and the target: the pipeline speaks, plans, maybe speaks
 * again faster, plans again, then renders the plan's shots.
 *
 * - Without a target: a short pause after each beat, each beat at least `natural.minBeat`, one
 *   visual per beat.
 * - A target longer than the story: the time the speech leaves is shared out as pauses (beats
 *   held, at most `maxPause` each); a beat held so long that it lasts more than `splitAfter`
 *   seconds is shown as two visuals (its component, then its card; its image panned back the
 *   other way; its clip going on), cut after its speech; a beat shown as its card (no component,
 *   no medium) stays one visual, the card held. More than 15% short with the longest pauses: a
 *   warning.
 * - A target shorter than the story: the shortest pauses (`minPause`, each beat at least
 *   `minBeat`); two adjacent beats either of which would be on screen less than `minShot`
 *   seconds share one visual (the first one's, showing both beats' text: scenes.ts mergedProps), with `mergedPause` between them, when they show
 *   the same medium (or none) and the second is not the closing call to action; still more than
 *   15% too long, `respeakAt` names the faster rate (at most `maxRate`) the voice should be
 *   spoken at, and once it is that fast, a warning.
 */
export const LENGTH = {
  tolerance: 0.15,
  natural: { pause: 0.35, minBeat: 1.2 },
  minPause: 0.15,
  maxPause: 4,
  minBeat: 0.6,
  maxRate: 2,
  splitAfter: 5,
  /** a split beat's pause must be at least this long (only a held beat is split) */
  splitPause: 1,
  minShot: 1.5,
  mergedPause: 0.1,
};

/** One beat as the plan sees it: its speech's seconds, whether it was spoken, the medium its scene shows, whether it is drawn as its card. */
export interface Beat {
  seconds: number;
  spoken: boolean;
  mediaId?: string;
  /** no component and no medium: a second visual would show the same card again, so it is held as one */
  card?: boolean;
}

/**
 * One visual of the video: the beats it shows (one; two when merged), and for a beat split in
 * two, which part (0 or 1) and where the cut is (seconds from the beat's start).
 */
export interface Shot {
  beats: number[];
  part?: 0 | 1;
  cut?: number;
}

export interface LengthPlan {
  /** per beat: how long it lasts (its speech and its pause) */
  beats: number[];
  /** the video's length */
  seconds: number;
  shots: Shot[];
  /** the rate the voice should be spoken again at, so that it fits */
  respeakAt?: number;
  warning?: string;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const single = (n: number): Shot[] => Array.from({ length: n }, (_, i) => ({ beats: [i] }));

/** The beats as they are without a target: a short pause after each, each at least `natural.minBeat`. */
export function naturalLength(beats: Beat[]): LengthPlan {
  const lengths = beats.map((b) => Math.max(LENGTH.natural.minBeat, b.seconds + LENGTH.natural.pause));
  return { beats: lengths, seconds: sum(lengths), shots: single(beats.length) };
}

/** Fits the beats to `target` seconds (see the module's comment); `rate` is the voice's current speaking rate. */
export function planLength(beats: Beat[], target: number, rate: number): LengthPlan {
  const n = beats.length;
  const speech = sum(beats.map((b) => b.seconds));
  const pause = Math.min(LENGTH.maxPause, Math.max(LENGTH.minPause, (target - speech) / n));
  const lengths = beats.map((b) => Math.max(LENGTH.minBeat, b.seconds + pause));
  const tightened = target < naturalLength(beats).seconds;
  const shots = tightened ? merged(beats, lengths, pause) : split(beats, lengths, pause);
  const seconds = sum(lengths);
  const plan: LengthPlan = { beats: lengths, seconds, shots };
  if (seconds > target * (1 + LENGTH.tolerance)) {
    const spoken = n > 0 && beats.every((b) => b.spoken) && speech > 0;
    if (spoken && rate < LENGTH.maxRate) {
      // the rate at which the speech leaves room for the shortest pauses (speech time scales as 1 / rate)
      const room = Math.max(0.1, target - n * LENGTH.minPause);
      return { ...plan, respeakAt: Math.min(LENGTH.maxRate, round2((rate * speech) / room)) };
    }
    return { ...plan, warning: `the story cannot be told in ${target} s: its voice-over${rate > 1 ? ` at ${rate}× speed` : ''} and the shortest pauses last ${round2(seconds)} s` };
  }
  if (seconds < target * (1 - LENGTH.tolerance)) {
    return { ...plan, warning: `the story cannot fill ${target} s: with pauses of ${LENGTH.maxPause} s after each scene it lasts ${round2(seconds)} s` };
  }
  return plan;
}

/**
 * Pairs of adjacent beats that share one visual (left to right, each beat in one pair at most):
 * either would be on screen less than `minShot` seconds, both show the same medium (or none), the
 * second is not the closing beat. The first beat of a pair keeps only `mergedPause` after its
 * speech, the second its speech and `pause` (`lengths` is changed in place); the pair lasts at
 * least `minBeat`.
 */
function merged(beats: Beat[], lengths: number[], pause: number): Shot[] {
  const shots: Shot[] = [];
  const last = beats.length - 1;
  for (let i = 0; i < beats.length; i++) {
    const j = i + 1;
    const short = j < last && (lengths[i]! < LENGTH.minShot || lengths[j]! < LENGTH.minShot);
    if (short && beats[i]!.mediaId === beats[j]!.mediaId) {
      lengths[i] = beats[i]!.seconds + LENGTH.mergedPause;
      lengths[j] = Math.max(LENGTH.minBeat - lengths[i]!, beats[j]!.seconds + pause);
      shots.push({ beats: [i, j] });
      i = j;
    } else shots.push({ beats: [i] });
  }
  return shots;
}

/**
 * Each beat held longer than `splitAfter` seconds (with at least `splitPause` of pause) as two
 * shots, cut after its speech; a card beat stays one shot, its card held (a second visual would
 * show the same card entering again).
 */
function split(beats: Beat[], lengths: number[], pause: number): Shot[] {
  return beats.flatMap((b, i): Shot[] => {
    const length = lengths[i]!;
    if (length <= LENGTH.splitAfter || pause < LENGTH.splitPause || b.card) return [{ beats: [i] }];
    // after the speech and a breath; each part at least minShot
    const cut = round2(Math.min(length - LENGTH.minShot, Math.max(LENGTH.minShot, b.seconds + LENGTH.natural.pause)));
    return [
      { beats: [i], part: 0, cut },
      { beats: [i], part: 1, cut },
    ];
  });
}

/** A shot with its frames: how many, and the frame it starts at. */
export interface TimedShot extends Shot {
  frames: number;
  start: number;
}

/**
 * The shots in frames, given each beat's frame count: a merged shot lasts its beats' frames, a
 * split beat's first part up to its cut (at least one frame, leaving one), the second the rest.
 */
export function shotFrames(shots: Shot[], beatFrames: number[], fps: number): TimedShot[] {
  const starts: number[] = [];
  beatFrames.reduce((at, f, i) => ((starts[i] = at), at + f), 0);
  return shots.map((shot) => {
    const first = shot.beats[0]!;
    const whole = sum(shot.beats.map((b) => beatFrames[b]!));
    if (shot.part === undefined) return { ...shot, frames: whole, start: starts[first]! };
    const head = Math.min(whole - 1, Math.max(1, Math.round(shot.cut! * fps)));
    return shot.part === 0 ? { ...shot, frames: head, start: starts[first]! } : { ...shot, frames: whole - head, start: starts[first]! + head };
  });
}
