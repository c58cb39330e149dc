import { analyzeSite } from '../../src/areas/blog/analyze.js';
import { siteContextRepository } from '../../src/areas/blog/site-repository.js';
import { jobRepository } from '../../src/jobs/repository.js';
import type { Deps } from '../../src/deps.js';
import { fakeLookup, startTestSites } from '../../test/support/sites.js';
import { fmt, percentile, type BenchSection } from './context.js';

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

/**
 * Site analysis of the loopback test sites (4 pages and a stylesheet fetched, extracted and
 * composed by the local provider), the SSRF refusal path, and article jobs from creation to draft.
 */
export const blogSection: BenchSection = {
  name: 'blog',
  title: 'site analysis (loopback test sites), SSRF refusal, article jobs from create to draft',
  async run(ctx) {
    const sites = await startTestSites();
    try {
      const open: Deps = { ...ctx.services, config: { ...ctx.config, siteFetchAllowPrivate: true }, siteFetch: { lookup: fakeLookup({}) } };
      const guarded: Deps = { ...ctx.services, config: { ...ctx.config, siteFetchAllowPrivate: false }, siteFetch: { lookup: fakeLookup({}) } };
      for (const [label, path] of [
        ['English site, 4 pages + css', '/'],
        ['French site, gzip, 2 pages', '/fr/'],
      ] as const) {
        await analyzeSite(open, `${sites.origin}${path}`); // warm up
        const times: number[] = [];
        for (let i = 0; i < 40; i++) times.push((await timed(() => analyzeSite(open, `${sites.origin}${path}`)))[0]);
        console.log(`analysis, ${label}: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms (40 runs)`);
      }
      const refused: number[] = [];
      for (let i = 0; i < 200; i++) {
        refused.push((await timed(() => analyzeSite(guarded, `http://0x7f000001:${sites.port}/`).catch(() => undefined)))[0]);
      }
      console.log(`SSRF refusal (hex loopback): p50 ${fmt(percentile(refused, 50), 2)} ms, p95 ${fmt(percentile(refused, 95), 2)} ms (200 runs)`);

      const owner = await ctx.owner();
      const analysis = await analyzeSite(open, `${sites.origin}/`);
      await siteContextRepository(ctx.db).replace(owner.ownerId, { siteUrl: analysis.siteUrl, audience: analysis.audience, positioning: analysis.positioning, recap: analysis.recap });
      const n = 60;
      const [total, ids] = await timed(async () => {
        const created = await Promise.all(
          Array.from({ length: n }, async (_, i) => {
            const res = await fetch(`${ctx.baseUrl}/v1/blog/articles`, {
              method: 'POST',
              headers: { ...owner.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ topic: `Bench topic number ${i} about clinic websites` }),
            });
            if (res.status !== 201) throw new Error(`create answered ${res.status}`);
            return ((await res.json()) as { id: string }).id;
          }),
        );
        const repo = jobRepository(ctx.db);
        for (;;) {
          const rows = await Promise.all(created.map((id) => repo.byId(id)));
          if (rows.every((r) => r && ['draft', 'failed'].includes(r.status))) return created;
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      const rows = await Promise.all(ids.map((id) => jobRepository(ctx.db).byId(id)));
      const latencies = rows.map((r) => Date.parse(r!.completedAt!) - Date.parse(r!.createdAt));
      console.log(
        `articles: ${n} created at once, all drafts in ${fmt(total / 1000, 2)} s (${fmt((n * 1000) / total)} articles/s with this process's workers); ` +
          `create→draft p50 ${fmt(percentile(latencies, 50), 0)} ms, p95 ${fmt(percentile(latencies, 95), 0)} ms; failed: ${rows.filter((r) => r!.status === 'failed').length}`,
      );
    } finally {
      await sites.close();
    }
  },
};
