import { performance } from 'node:perf_hooks';

/**
 * Where a start's time goes: each step marks its end, and the listening line reports the steps'
 * durations in ms (the first from the process's start: node itself and loading the bundle).
 */
const marks: Array<[string, number]> = [];

export function bootStep(step: string): void {
  marks.push([step, performance.now()]);
}

/** `{ step: ms }` in the order they ended, and the total since the process started. */
export function bootSteps(): { steps: Record<string, number>; totalMs: number } {
  const steps: Record<string, number> = {};
  let previous = 0;
  for (const [step, at] of marks) {
    steps[step] = Math.round(at - previous);
    previous = at;
  }
  return { steps, totalMs: Math.round(previous) };
}
