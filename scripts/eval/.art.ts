import { readFileSync } from 'node:fs';
import { composeArticle, briefOf } from '/work/wt-i21b/src/areas/blog/generation/article-task.js';
import { composeSiteTexts } from '/work/wt-i21b/src/areas/blog/generation/site-task.js';
import { sentences, norm } from './metrics.js';
const sites = JSON.parse(readFileSync('/work/wt-i21b/scripts/eval/corpus/sites.json', 'utf8'));
const anecdotes = JSON.parse(readFileSync('/work/wt-i21b/scripts/eval/corpus/anecdotes.json', 'utf8'));
const seen = new Map<string, Set<string>>();
for (const site of sites) {
  const m = site.material;
  const texts = (composeSiteTexts as any)(m);
  const row = { siteUrl: m.siteUrl, audience: texts.targetAudience, positioning: texts.positioning, recap: { siteName: m.siteName, detectedLanguage: m.language, ...texts, ...(m.ctas[0] ? { callToAction: m.ctas[0] } : {}) } };
  const own = anecdotes.filter((a: any) => a.tags.some((t: string) => site.anecdoteTags.includes(t)));
  for (const topic of site.topics) {
    const d = composeArticle({ ...briefOf(topic, row as never), anecdotes: own.map((a: any) => ({ title: a.title, content: a.content, tags: a.tags, mood: a.mood })) } as any);
    if (process.argv[2] === 'show') console.log(d.markdown);
    for (const s of sentences(d.markdown)) { const k = norm(s); if (k.split(' ').length < 3) continue; if (!seen.has(k)) seen.set(k, new Set()); seen.get(k)!.add(site.id + topic); }
  }
}
const rep = [...seen.entries()].filter(([, v]) => v.size >= 3);
console.log('REPEATED', rep.length); for (const [k, v] of rep) console.log(v.size, k.slice(0, 110));
