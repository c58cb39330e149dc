import { fmt, percentile, type BenchSection } from './context.js';

const STORY = {
  title: 'The day the demo crashed',
  content:
    'Ten minutes before our biggest demo, the database went down. I had rehearsed on my laptop, never on the real environment. ' +
    'My hands were shaking, but I told the client exactly what had happened. We walked them through the architecture on a whiteboard instead. ' +
    'They signed two weeks later, and they said the honesty was the reason. I learned that how you handle a failure says more than a perfect demo.',
  tags: ['sales', 'demos'],
};

/** POST /v1/carousel-generation/from-anecdote/run end to end over HTTP: job, outline, slides, scoring, carousel. */
export const carouselSection: BenchSection = {
  name: 'carousel',
  title: 'carousel run end to end (local provider), one request at a time',
  async run(ctx) {
    const owner = await ctx.owner();
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const created = await fetch(`${ctx.baseUrl}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify(STORY) });
    const anecdoteId = ((await created.json()) as { id: string }).id;
    const body = JSON.stringify({ anecdoteId });
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(`${ctx.baseUrl}/v1/carousel-generation/from-anecdote/run`, { method: 'POST', headers, body });
      const job = (await res.json()) as { status: string; carouselId?: string };
      const ms = performance.now() - t0;
      if (res.status !== 201 || job.status !== 'completed') throw new Error(`carousel run answered ${res.status} ${JSON.stringify(job)}`);
      return { ms, carouselId: job.carouselId! };
    };
    for (let i = 0; i < 20; i++) await once(); // warm up
    const runs = 200;
    const times: number[] = [];
    let last = '';
    for (let i = 0; i < runs; i++) {
      const r = await once();
      times.push(r.ms);
      last = r.carouselId;
    }
    console.log(`carousel run: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, max ${fmt(Math.max(...times))} ms over ${runs} runs (target p50 < 50 ms)`);

    const pdfTimes: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const res = await fetch(`${ctx.baseUrl}/v1/carousels/${last}/pdf`, { headers: owner.headers });
      await res.arrayBuffer();
      pdfTimes.push(performance.now() - t0);
    }
    console.log(`carousel PDF: p50 ${fmt(percentile(pdfTimes, 50))} ms, p95 ${fmt(percentile(pdfTimes, 95))} ms over 50 downloads`);
  },
};
