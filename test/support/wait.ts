const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until `pred` holds (no timing is asserted: `ms` only bounds a broken run). */
export async function until<T>(fn: () => Promise<T>, pred: (v: T) => boolean, ms = 25_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (pred(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms; last value: ${JSON.stringify(v)}`);
    await sleep(50);
  }
}
