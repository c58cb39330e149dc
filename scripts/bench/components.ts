import { validateComponentSource } from '../../src/areas/components/validate.js';
import { componentTask } from '../../src/generation/tasks/component.js';
import { fmt, percentile, type BenchSection } from './context.js';

const CATEGORIES = ['text', 'stat', 'transition', 'cta', 'custom'] as const;

/** POST /v1/components on the local provider: template fill + TypeScript compiler check per request. */
export const componentsSection: BenchSection = {
  name: 'components',
  title: 'component source check (TypeScript compiler API, cold and warm) and POST /v1/components (local provider)',
  async run(ctx) {
    const sources = CATEGORIES.map((category) => componentTask.local({ name: 'Bench component', category, prompt: 'Slides in from the left, fast, white on black. "Bench" 42%' }).sourceCode);
    let started = performance.now();
    const first = validateComponentSource(sources[0]!);
    const cold = performance.now() - started;
    if (!first.isValidated) throw new Error(`the local source did not validate: ${first.warnings.join('; ')}`);
    const warm: number[] = [];
    for (let i = 0; i < 100; i++) {
      started = performance.now();
      validateComponentSource(sources[i % sources.length]!);
      warm.push(performance.now() - started);
    }
    console.log(`check (parse, strict type-check, exports, imports): first call ${fmt(cold, 0)} ms (library declarations parsed once per process), then p50 ${fmt(percentile(warm, 50), 1)} ms, p99 ${fmt(percentile(warm, 99), 1)} ms`);

    const owner = await ctx.owner();
    const create = async (i: number) => {
      const t0 = performance.now();
      const res = await fetch(`${ctx.baseUrl}/v1/components`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Component ${i}`, prompt: 'Bounces in, gold on navy, "Hello" 12%', category: CATEGORIES[i % CATEGORIES.length] }),
      });
      const body = (await res.json()) as { isValidated?: boolean };
      if (res.status !== 201 || !body.isValidated) throw new Error(`create answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return performance.now() - t0;
    };
    for (const concurrency of [1, 8]) {
      const total = 80;
      const times: number[] = [];
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) times.push(await create(next++));
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      console.log(`POST /v1/components, ${concurrency} at a time: p50 ${fmt(percentile(times, 50), 0)} ms, p99 ${fmt(percentile(times, 99), 0)} ms, ${fmt(total / seconds, 1)} components/s`);
    }
  },
};
