/**
 * `npm run eval`: every text kind of the generation engine over each story set, reported apart.
 * The sets are the folders of scripts/eval/ with a manifest.json (set number, purpose, languages,
 * heldBack; their READMEs tell their history): a plain run takes the development sets, and
 * `--held-back` adds the held-back ones (blind sets, `heldBack: true`), reported apart. Results
 * are written outside the source folder, to `--out DIR` (default .eval-results/, ignored by git),
 * one figures-<time>.json a run. Measured
 * with the production judges (src/generation/quality/) as the "Content evaluation" section of
 * README.md explains. `--set N` runs set N alone, held back or not (`--set 4`: set 4 only);
 * `--no-gate` measures the writer without the quality gate (the BEFORE figures). The generation
 * functions are called directly (no HTTP, no database): `local` by default, any
 * OpenAI-compatible server when OPENAI_BASE_URL is set
 * (OPENAI_API_KEY, OPENAI_MODEL as for the server). `--json FILE` also writes the figures,
 * `--dump FILE` every output (kind, story, text, copied share) for reading. `EVAL_DEBUG=1` also
 * prints every warning of the quality gate (what it replaced, what it kept failing) on stderr.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine, type GenerationEngine } from '../../src/generation/engine.js';
import { assessText, type Platform } from '../../src/generation/quality.js';
import { gateContext } from '../../src/generation/quality/gate.js';
import * as postModule from '../../src/generation/tasks/post.js';
import { finishPost, postTask } from '../../src/generation/tasks/post.js';
import { assembleSlides, carouselOutlineTask, carouselSlidesTask } from '../../src/generation/tasks/carousel.js';
import { assembleScript, scriptOutlineTask, scriptPlanOf, scriptSectionsTask, spokenText, type Script } from '../../src/generation/tasks/script.js';
import type { ScriptPlan } from '../../src/generation/tasks/script-plan.js';
import { condenseShortTask, retime, shortText } from '../../src/generation/tasks/short.js';
import { youtubeSuggestionsTask } from '../../src/generation/tasks/youtube.js';
import { siteRecapTask } from '../../src/areas/blog/generation/site-task.js';
import { articleTask, briefOf } from '../../src/areas/blog/generation/article-task.js';
import { readableText } from '../../src/areas/blog/article-job.js';
import { renderCarouselPdf } from '../../src/areas/carousels/pdf.js';
import { contentOf } from '../../src/areas/shorts/thumbnail-render.js';
import * as styleModule from '../../src/generation/writing/style.js';
import { brokenOf, DETECTORS, type Judged, languageOf, norm, sentences, similarity, sourceSentenceWrong, verbatimShare } from './metrics.js';

const here = dirname(fileURLToPath(import.meta.url));
interface Anecdote {
  id: string;
  lang: string;
  person: string;
  title: string;
  content: string;
  tags: string[];
  mood: string;
}
interface Site {
  id: string;
  topics: string[];
  anecdoteTags: string[];
  material: any;
}
/**
 * The sets, read from each corpus folder's manifest.json: its set number, its purpose, its
 * languages, and whether it is held back (a blind set, written without reading the writer: left
 * out of a plain run, run and reported apart with `--held-back`). A folder with sites.json has
 * sites with topics (articles).
 */
interface Manifest {
  set: number;
  purpose: string;
  languages: string[];
  heldBack: boolean;
}
const SETS = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'manifest.json')))
  .map((d) => {
    const m = JSON.parse(readFileSync(join(here, d.name, 'manifest.json'), 'utf8')) as Manifest;
    return { id: `set${m.set}`, name: `set ${m.set} (${d.name}/${m.heldBack ? ', held back' : ''}: ${m.purpose})`, dir: d.name, sites: existsSync(join(here, d.name, 'sites.json')), heldBack: m.heldBack, languages: m.languages };
  })
  .sort((a, b) => Number(a.id.slice(3)) - Number(b.id.slice(3)));
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const chosen = arg('--set');
const withHeldBack = process.argv.includes('--held-back');
// a plain run: the development sets; `--held-back`: the held-back sets too, reported apart
const runSets = SETS.filter((s) => (chosen ? s.id === `set${chosen}` : withHeldBack || !s.heldBack));
if (!chosen && withHeldBack && !runSets.some((s) => s.heldBack)) {
  console.error('--held-back: no set is held back (no manifest.json says heldBack: true); write a new one blind and mark it so');
  process.exit(2);
}
if (chosen && runSets.length === 0) {
  console.error(`--set ${chosen}: no such set (${SETS.map((s) => s.id.slice(3)).join(', ')})`);
  process.exit(2);
}
const useGate = !process.argv.includes('--no-gate');
let anecdotes: Anecdote[] = [];
let sites: Site[] = [];

// `--provider openai --base-url URL [--model M]` (or OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY) runs every set on a model
const baseUrl = arg('--base-url') ?? process.env.OPENAI_BASE_URL;
const provider = (arg('--provider') ?? (baseUrl ? 'openai' : 'local')) as 'local' | 'openai';
if (provider !== 'local' && provider !== 'openai') {
  console.error(`--provider ${provider}: local or openai`);
  process.exit(2);
}
if (provider === 'openai' && !baseUrl) {
  console.error('--provider openai needs --base-url URL (an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1) or OPENAI_BASE_URL');
  process.exit(2);
}
const gated: Record<string, number> = {};
const inner: GenerationEngine = createEngine(
  {
    generationProvider: provider,
    openai: { baseUrl, apiKey: process.env.OPENAI_API_KEY, model: arg('--model') ?? process.env.OPENAI_MODEL ?? 'gpt-4o-mini', timeoutMs: 120_000, maxRetries: 1 },
    // what the model could not write usably is written by the offline writer, as in production, and counted apart
    generationFallback: 'offline',
  },
  { gate: useGate },
);
/** the engine, counting per task what the quality gate replaced */
const engine: GenerationEngine = {
  provider: inner.provider,
  async run(task, input, opts) {
    const out = await inner.run(task, input, opts);
    const replaced = out.warnings.filter((w) => w.startsWith('quality gate') && w.includes('replaced by')).length;
    gated[task.name] = (gated[task.name] ?? 0) + replaced;
    const kept = out.warnings.filter((w) => w.startsWith('quality gate: no candidate passed')).length;
    gated[`${task.name} kept`] = (gated[`${task.name} kept`] ?? 0) + kept;
    if (process.env.EVAL_DEBUG) for (const w of out.warnings) console.error(`[${task.name}] ${w}`);
    gated[`${task.name} runs`] = (gated[`${task.name} runs`] ?? 0) + 1;
    const fellBack = out.warnings.filter((w) => w.endsWith('written by the offline writer')).length;
    gated[`${task.name} offline`] = (gated[`${task.name} offline`] ?? 0) + fellBack;
    gated[`${task.name} tokens`] = (gated[`${task.name} tokens`] ?? 0) + out.tokens;
    return out;
  },
  close: () => inner.close(),
};

/** One generated text: its kind, the story (or site/topic) it came from, its language, its source. */
interface Output extends Judged {
  kind: string;
  story: string;
  score?: number;
  risk?: string;
  label?: string;
}
const outputs: Output[] = [];
const reasonsApplied: Array<{ story: string; reason: string; outcome: 'applied' | 'warned' | 'ignored' }> = [];
const pdfMissing: Array<{ story: string; missing: string }> = [];
const suggestionIssues: string[] = [];
const themeWarnings: string[] = [];

const src = (a: Anecdote) => ({ title: a.title, content: a.content, mood: a.mood, tags: a.tags });
const scored = (text: string, platform: Platform, source?: string, language?: string, title?: string, unapplied = 0) => {
  const q = assessText(text, platform, { source, language, title, unapplied });
  return { score: q.qualityScore, risk: q.riskLevel };
};

const THEMES: Array<Record<string, string>> = [{ pointOfView: 'second' }, { pointOfView: 'third' }, { tone: 'formal' }, { tone: 'casual', pacing: 'punchy' }, { tone: 'inspiring', pacing: 'slow' }];

const EMOJI = /\p{Extended_Pictographic}/u;
const CTA =
  /(share|pass it on|transmettez|pásala|pásale|passategli|condivid|compárt|weiter|repost|follow|comment|subscribe|partage|partagez|suivez|commente|comparte|compártelo|sigue|síguenos|comenta|teile|teilen|folge|folgen|kommentier|podziel|przekaż|napiszcie|zasubskryb|obserwuj)\p{L}*/iu;
/** Each reason, and how to tell whether a draft applied it (given the draft without a reason). */
const REASONS: Array<{ reason: string; applied: (text: string, base: string) => boolean }> = [
  { reason: 'Make it shorter, please', applied: (t, b) => t.length < b.length * 0.85 },
  { reason: 'Make it longer, with more detail', applied: (t, b) => t.length > b.length * 1.15 },
  {
    reason: 'End with a question to the readers',
    applied: (t) =>
      /\?\s*$/.test(
        t
          .split('\n')
          .filter((l) => l.trim() && !/^#/.test(l.trim()))
          .pop() ?? '',
      ),
  },
  { reason: 'Add a call to action at the end', applied: (t, b) => CTA.test(t) && t !== b },
  { reason: 'No emojis and no hashtags please', applied: (t) => !EMOJI.test(t) && !/#\p{L}/u.test(t) },
  { reason: 'More formal and professional please', applied: (t) => !/!/.test(t) && !EMOJI.test(t) && !/\b\w+'(?:m|re|ve|ll|t)\b/.test(t) },
  { reason: 'Warmer, and more about my daughter', applied: () => false },
];
const unapplied = (styleModule as Record<string, unknown>).unappliedRequests as ((reason: string, language?: string) => string[]) | undefined;

async function run() {
  const started = Date.now();
  const scripts = new Map<string, Script>();
  for (const a of anecdotes) {
    // posts
    const base = await engine.run(postTask, { anecdote: src(a) });
    const post = finishPost(base.output.content, {});
    outputs.push({ kind: 'posts', story: a.id, lang: a.lang, text: post, source: a.content, title: a.title, titleOnce: true, whole: true, ...scored(post, 'linkedin', a.content, a.lang, a.title) });
    // themes
    for (const theme of THEMES) {
      const r = await engine.run(postTask, { anecdote: src(a), theme });
      const text = finishPost(r.output.content, { theme });
      outputs.push({ kind: 'themes', story: a.id, lang: a.lang, text, source: a.content, title: a.title, titleOnce: true, whole: true, label: JSON.stringify(theme), ...scored(text, 'linkedin', a.content, a.lang, a.title) });
    }
    // regeneration with reasons
    for (const { reason, applied } of REASONS) {
      const r = await engine.run(postTask, { anecdote: src(a), reason, previousDraft: post, variant: 1 });
      const text = finishPost(r.output.content, { reason });
      const warnings = (postModule as Record<string, unknown>).postWarnings as ((i: unknown, content?: string) => string[]) | undefined;
      const warned = warnings ? warnings({ anecdote: src(a), reason, previousDraft: post }, text).some((w) => w.startsWith('regeneration reason')) : unapplied ? unapplied(reason).length > 0 : false;
      const outcome = applied(text, post) ? 'applied' : warned ? 'warned' : 'ignored';
      reasonsApplied.push({ story: a.id, reason, outcome });
      // (scored as the job scores it: a reason the post does not apply is a finding)
      outputs.push({ kind: 'regeneration', story: a.id, lang: a.lang, text, source: a.content, title: a.title, titleOnce: true, whole: true, label: reason, ...scored(text, 'linkedin', a.content, a.lang, a.title, outcome === 'applied' ? 0 : 1) });
    }
    // carousels, and their PDF
    const outline = await engine.run(carouselOutlineTask, { anecdote: src(a) });
    const texts = await engine.run(carouselSlidesTask, { anecdote: src(a), outline: outline.output });
    const slides = assembleSlides(outline.output, texts.output.slides);
    const carouselText = slides.map((s) => `${s.title}\n${s.body}`).join('\n\n');
    outputs.push({ kind: 'carousels', story: a.id, lang: a.lang, text: carouselText, source: a.content, title: a.title, whole: true, ...scored(carouselText, 'carousel', a.content, a.lang, a.title) });
    const pdf = await renderCarouselPdf({ title: outline.output.title, slides });
    const shown = await pdfText(pdf);
    const missing = missingChars(slides.map((s) => `${s.title}${s.body}`).join(''), shown);
    if (missing) pdfMissing.push({ story: a.id, missing });
    // scripts, shorts, captions, thumbnails
    const { script, plan } = await writeScript(a.title, [a]);
    scripts.set(a.id, script);
    const spoken = spokenText(script);
    outputs.push({ kind: 'scripts', story: a.id, lang: a.lang, text: spoken, source: a.content, title: a.title, whole: true, ...scored(spoken, 'script', a.content, a.lang, a.title) });
    const notes = script.sections.flatMap((s) => [s.heading, ...(s.onScreenNotes ?? [])]).filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    for (const n of notes) outputs.push({ kind: 'script notes', story: a.id, lang: a.lang, text: n, source: a.content, title: a.title, short: true });
    const short = retime((await engine.run(condenseShortTask, { title: a.title, script, plan })).output);
    const shortWords = shortText(short);
    outputs.push({ kind: 'shorts', story: a.id, lang: a.lang, text: shortWords, source: a.content, title: a.title, titleOnce: true, whole: true, ...scored(shortWords, 'short', a.content, a.lang, a.title) });
    for (const b of short.beats) if (b.caption) outputs.push({ kind: 'captions', story: a.id, lang: a.lang, text: b.caption, source: a.content, title: a.title, short: true });
    for (const i of [0, 1, 2]) {
      const t = contentOf({ kind: 'short', input: { title: a.title }, result: { short } } as never, i);
      for (const piece of [t.title, t.subtitle, t.badge]) if (piece) outputs.push({ kind: 'thumbnails', story: a.id, lang: a.lang, text: piece, source: a.content, title: a.title, short: true });
    }
  }

  // YouTube suggestions, per language (all of its anecdotes)
  for (const lang of new Set(anecdotes.map((a) => a.lang))) {
    const group = anecdotes.filter((a) => a.lang === lang);
    const { output } = await engine.run(youtubeSuggestionsTask, { anecdotes: group.map(src), count: 6, settled: [] });
    for (const s of output.suggestions) {
      const members = s.anecdoteIndexes.map((i) => group[i]!).filter(Boolean);
      const story = members.map((m) => m.id).join('+');
      const text = [s.title, ...s.alternativeTitles, s.hook].join('\n');
      outputs.push({ kind: 'suggestions', story, lang, text, source: members.map((m) => m.content).join(' '), ...(members.length === 1 ? { title: members[0]!.title } : {}) });
      outputs.push({ kind: 'thumbnails', story: `yt:${story}`, lang, text: s.thumbnailText, short: true });
      const titlesIn = (t: string) => members.filter((m) => t.toLowerCase().includes(m.title.toLowerCase().replace(/^(the|a|an|le|la|el|die|der|das)\s+/i, ''))).length;
      for (const t of [s.title, ...s.alternativeTitles]) if (members.length > 1 && titlesIn(t) > 1) suggestionIssues.push(`glued titles: "${t}"`);
      if (members.length > 1) {
        const shared = members[0]!.tags.filter((t) => members.every((m) => m.tags.includes(t)));
        if (!shared.length) suggestionIssues.push(`pairs stories sharing no theme: ${story} ("${s.title}")`);
      }
    }
  }

  // site analysis and articles
  for (const site of sites) {
    const m = site.material;
    const { output: texts } = await engine.run(siteRecapTask, m);
    const siteText = [texts.oneLineSummary, texts.positioning, texts.offerSummary, texts.targetAudience, texts.brandVoice, ...texts.contentPillars, ...texts.seoAngles, ...texts.writingGuidelines, texts.ctaGuidance, ...texts.avoidInArticles].join('\n');
    outputs.push({ kind: 'site', story: site.id, lang: m.language, text: siteText });
    const row = {
      siteUrl: m.siteUrl,
      audience: texts.targetAudience,
      positioning: texts.positioning,
      recap: { siteName: m.siteName, detectedLanguage: m.language, ...texts, ...(m.ctas[0] ? { callToAction: m.ctas[0] } : {}) },
    };
    const own = anecdotes.filter((a) => a.tags.some((t) => site.anecdoteTags.includes(t)));
    for (const topic of site.topics) {
      const brief = { ...briefOf(topic, row as never), anecdotes: own.map(src) };
      const { output } = await engine.run(articleTask, brief);
      const text = readableText(output.markdown);
      // judged against what the production gate reads of the brief: the site's material (its proof points too) and the stories, with their titles
      const context = gateContext(brief);
      outputs.push({
        kind: 'articles',
        story: `${site.id}:${topic}`,
        lang: m.language,
        text,
        source: context.source,
        ...(context.titles ? { titles: context.titles } : {}),
        label: site.id,
        whole: true,
        ...scored(text, 'article', undefined, m.language, topic),
      });
    }
  }
  return Date.now() - started;
}

/** A script as the script job writes it, and its plan (what the job keeps for its shorts). */
async function writeScript(title: string, group: Anecdote[]): Promise<{ script: Script; plan: ScriptPlan }> {
  const base = { title, anecdotes: group.map(src) };
  const outline = await engine.run(scriptOutlineTask, base);
  const sections = await engine.run(scriptSectionsTask, { ...base, outline: outline.output.outline });
  return { script: assembleScript(outline.output.outline, sections.output.sections), plan: scriptPlanOf({ ...base, outline: outline.output.outline }, sections.output.sections) };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let out = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    out += content.items.map((i) => ('str' in i ? i.str : '')).join('');
  }
  return out;
}

/** Letters, digits and punctuation of the slides that the PDF's text layer does not have. */
function missingChars(expected: string, shown: string): string {
  const have = new Map<string, number>();
  // (NFKC: a font draws the micro sign µ with the Greek μ's glyph, and the text layer says μ)
  for (const c of shown.normalize('NFKC')) have.set(c, (have.get(c) ?? 0) + 1);
  const missing = new Map<string, number>();
  for (const c of expected.normalize('NFKC')) {
    // (emoji are left out of the PDF on purpose: no text font draws them, see pdf.ts)
    if (/\s|\p{Extended_Pictographic}|[\uFE0F\u200D]/u.test(c)) continue;
    const n = have.get(c) ?? 0;
    if (n > 0) have.set(c, n - 1);
    else missing.set(c, (missing.get(c) ?? 0) + 1);
  }
  return [...missing.entries()].map(([c, n]) => `${c}×${n}`).join(' ');
}

// ---- report ----

function report(ms: number, set: (typeof SETS)[number]) {
  const kinds = [...new Set(outputs.map((o) => o.kind))];
  const lines: string[] = [];
  const figures: Record<string, Record<string, number | string>> = {};
  const say = (s = '') => lines.push(s);
  say(`# Content evaluation, ${set.name} (${provider}${provider === 'openai' ? `, ${process.env.OPENAI_MODEL ?? 'gpt-4o-mini'}` : ''}; quality gate ${useGate ? 'on' : 'off'})`);
  say(`${anecdotes.length} anecdotes (${[...new Set(anecdotes.map((a) => a.lang))].join(', ')}), ${sites.length} sites, ${outputs.length} outputs, ${(ms / 1000).toFixed(1)} s`);

  // calibration of the judges on the sources themselves
  let srcSentences = 0;
  let srcWrong = 0;
  let srcBroken = 0;
  for (const a of anecdotes) {
    for (const s of sentences(a.content)) {
      srcSentences++;
      if (sourceSentenceWrong(s, a.lang)) srcWrong++;
    }
    // (each story judged as a text written from itself, as the gate judges an output with its story: what the author says is the author's)
    srcBroken += brokenOf({ text: a.content, lang: a.lang, source: a.content }).length + brokenOf({ text: a.title, lang: a.lang, short: true }).length;
  }
  say(`\nJudges on the sources: ${srcWrong} of ${srcSentences} source sentences judged in another language; ${srcBroken} broken fill-in hits on the sources (must be 0).`);
  say(`Broken fill-in detectors: ${DETECTORS.map((b) => `${b.name} (${b.why})`).join('; ')}.`);
  const tasks = Object.keys(gated)
    .filter((k) => k.endsWith(' runs'))
    .map((k) => k.slice(0, -' runs'.length));
  const replaced = tasks.map(
    (k) =>
      `${k} ${gated[k] ?? 0} replaced, ${gated[`${k} kept`] ?? 0} kept failing, of ${gated[`${k} runs`]}` +
      (provider === 'openai' ? ` (${gated[`${k} offline`] ?? 0} written by the offline writer after the model failed, ${gated[`${k} tokens`] ?? 0} tokens)` : ''),
  );
  say(`The quality gate, per task: ${useGate ? replaced.join('; ') || 'no run' : 'off'}.`);
  figures.summary = {};

  for (const kind of kinds) {
    const list = outputs.filter((o) => o.kind === kind);
    const f: Record<string, number | string> = { outputs: list.length };
    say(`\n## ${kind} (${list.length} outputs)`);
    // language per sentence
    let judged = 0;
    const wrong: string[] = [];
    for (const o of list) {
      const l = languageOf(o);
      judged += l.judged;
      for (const w of l.wrong) wrong.push(`[${o.story} ${o.lang}→${w.language}] ${w.sentence.slice(0, 140)}`);
    }
    f.wrongLanguage = wrong.length;
    f.judgedSentences = judged;
    say(`- wrong-language sentences: ${wrong.length} of ${judged} judged`);
    for (const w of wrong.slice(0, 4)) say(`    ${w}`);
    // broken fill-ins
    const broken = list.flatMap((o) => brokenOf(o).map((h) => `[${o.story}] ${h.name}: ${h.match.trim().slice(0, 140)}`));
    f.brokenFillIns = broken.length;
    say(`- broken fill-ins: ${broken.length}`);
    for (const b of broken.slice(0, 4)) say(`    ${b}`);
    // sentences repeated across 3+ stories
    if (!list[0]?.short) {
      const seen = new Map<string, Set<string>>();
      for (const o of list)
        for (const s of sentences(o.text)) {
          const k = norm(s);
          if (k.split(' ').length < 3) continue;
          if (!seen.has(k)) seen.set(k, new Set());
          seen.get(k)!.add(o.story);
        }
      const repeated = [...seen.entries()].filter(([, v]) => v.size >= 3).sort((a, b) => b[1].size - a[1].size);
      f.repeatedSentences = repeated.length;
      say(`- sentences repeated across 3+ stories: ${repeated.length}`);
      for (const [s, v] of repeated.slice(0, 4)) say(`    ×${v.size} "${s.slice(0, 120)}"`);
    }
    // verbatim share
    const withSource = list.filter((o) => o.source);
    if (withSource.length && !list[0]?.short) {
      const shares = withSource.map((o) => ({ o, v: verbatimShare(o.text, o.source!) })).sort((a, b) => b.v - a.v);
      const mean = shares.reduce((n, x) => n + x.v, 0) / shares.length;
      f.verbatimMean = Math.round(mean * 100);
      f.verbatimMax = Math.round(shares[0]!.v * 100);
      f.verbatimOver50 = shares.filter((x) => x.v >= 0.5).length;
      say(`- copied verbatim (runs of 8+ words): mean ${f.verbatimMean}%, max ${f.verbatimMax}%, ${f.verbatimOver50} of ${shares.length} at 50% or more`);
      say(`    worst: [${shares[0]!.o.story}] ${shares[0]!.o.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    // quality score: outputs the judges flag vs the others
    const withScore = list.filter((o) => o.score !== undefined);
    if (withScore.length) {
      const flagged = withScore.filter((o) => brokenOf(o).length || languageOf(o).wrong.length);
      const clean = withScore.filter((o) => !flagged.includes(o));
      const mean = (xs: Output[]) => (xs.length ? Math.round(xs.reduce((n, o) => n + o.score!, 0) / xs.length) : NaN);
      f.scoreClean = mean(clean);
      f.scoreFlagged = mean(flagged);
      const risks = withScore.reduce<Record<string, number>>((r, o) => ((r[o.risk!] = (r[o.risk!] ?? 0) + 1), r), {});
      f.risk = Object.entries(risks)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      say(`- qualityScore: mean ${f.scoreClean} on ${clean.length} outputs the judges pass, ${flagged.length ? `${f.scoreFlagged} on ${flagged.length} they flag` : 'none they flag'}; riskLevel: ${f.risk}`);
    }
    figures[kind] = f;
    figures.summary[kind] = `broken ${f.brokenFillIns}, wrong language ${f.wrongLanguage}${f.verbatimMean !== undefined ? `, copied ${f.verbatimMean}%` : ''}`;
  }
  const total = (k: string) => kinds.reduce((n, kind) => n + Number(figures[kind]?.[k] ?? 0), 0);
  figures.summary.total = `broken ${total('brokenFillIns')}, wrong language ${total('wrongLanguage')}`;

  // articles on different topics
  const articles = outputs.filter((o) => o.kind === 'articles');
  if (articles.length) {
    const sims: Array<{ a: string; b: string; s: number }> = [];
    for (let i = 0; i < articles.length; i++) for (let j = i + 1; j < articles.length; j++) if (articles[i]!.label === articles[j]!.label) sims.push({ a: articles[i]!.story, b: articles[j]!.story, s: similarity(articles[i]!.text, articles[j]!.text) });
    sims.sort((x, y) => y.s - x.s);
    const meanSim = sims.reduce((n, x) => n + x.s, 0) / Math.max(1, sims.length);
    figures.articles = { ...figures.articles, similarityMean: Math.round(meanSim * 100), similarityMax: Math.round((sims[0]?.s ?? 0) * 100) };
    say(`\n## article similarity (same site, different topics; Jaccard of word 3-grams)`);
    say(`- mean ${Math.round(meanSim * 100)}%, max ${Math.round((sims[0]?.s ?? 0) * 100)}% (${sims[0]?.a} vs ${sims[0]?.b})`);
  }

  // regeneration reasons
  say(`\n## regeneration reasons (applied / warned on the job / silently ignored)`);
  const byReason: Record<string, number | string> = {};
  for (const { reason } of REASONS) {
    const r = reasonsApplied.filter((x) => x.reason === reason);
    const c = (o: string) => r.filter((x) => x.outcome === o).length;
    byReason[reason] = `${c('applied')}/${c('warned')}/${c('ignored')}`;
    say(`- "${reason}": ${c('applied')} applied, ${c('warned')} warned, ${c('ignored')} ignored`);
  }
  figures.reasons = { ...byReason, ignoredTotal: reasonsApplied.filter((x) => x.outcome === 'ignored').length };

  // PDF
  say(`\n## carousel PDF`);
  say(`- carousels with characters missing from the PDF: ${pdfMissing.length} of ${anecdotes.length}`);
  for (const p of pdfMissing.slice(0, 4)) say(`    [${p.story}] ${p.missing.slice(0, 120)}`);
  figures.pdf = { carouselsMissingChars: pdfMissing.length, missingChars: pdfMissing.reduce((n, p) => n + p.missing.split(' ').reduce((m, x) => m + Number(x.split('×')[1] ?? 0), 0), 0) };

  // suggestions
  say(`\n## YouTube suggestion runs`);
  say(`- issues: ${suggestionIssues.length}`);
  for (const s of suggestionIssues.slice(0, 4)) say(`    ${s}`);
  figures.suggestions = { ...figures.suggestions, issues: suggestionIssues.length };

  // quality score separation on labelled variants
  say(`\n## qualityScore separation (posts: the writer's vs deliberately bad variants of the same story)`);
  const sep = separation();
  for (const l of sep.lines) say(l);
  figures.separation = sep.figures;
  say(`\n## riskLevel probes`);
  const probes = riskProbes();
  for (const l of probes.lines) say(l);
  figures.risk = probes.figures;
  if (themeWarnings.length) say(`\nTheme warnings: ${themeWarnings.slice(0, 3).join(' | ')}`);
  return { text: lines.join('\n'), figures };
}

function separation() {
  const posts = outputs.filter((o) => o.kind === 'posts');
  const variants: Record<string, number[]> = { writer: [], copied: [], broken: [], mixed: [], truncated: [] };
  for (const o of posts) {
    const a = anecdotes.find((x) => x.id === o.story)!;
    const assess = (t: string) => assessText(t, 'linkedin', { source: a.content, language: a.lang, title: a.title }).qualityScore;
    variants.writer!.push(o.score!);
    variants.copied!.push(assess(`${a.content}\n\n${a.tags.map((t) => `#${t.replace(/\s+/g, '')}`).join(' ')}`));
    const paras = o.text.split('\n\n');
    variants.broken!.push(assess([...paras.slice(0, -1), 'The lesson I took from it: who showed up.', 'Do you agree that who showed up?'].join('\n\n')));
    const foreign = a.lang === 'en' ? 'Ce moment continue de guider ma façon de travailler. Et vous, qu’auriez-vous fait à ma place ?' : 'That moment still shapes how I work. What would you have done in my place?';
    variants.mixed!.push(assess(`${o.text}\n\n${foreign}`));
    const cut = o.text.slice(0, Math.floor(o.text.length * 0.6)).replace(/\s+\S*$/, '');
    variants.truncated!.push(assess(cut));
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((n, x) => n + x, 0) / Math.max(1, xs.length));
  const lines: string[] = [];
  const figures: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(variants)) {
    figures[k] = mean(v);
    lines.push(`- ${k}: mean ${mean(v)} (min ${Math.min(...v)}, max ${Math.max(...v)})`);
  }
  // share of (story, bad variant) pairs where the writer's post scores higher
  let pairs = 0;
  let above = 0;
  for (const k of ['copied', 'broken', 'mixed', 'truncated'])
    variants[k]!.forEach((s, i) => {
      pairs++;
      if (variants.writer![i]! > s) above++;
    });
  figures.writerAboveBad = `${above}/${pairs}`;
  lines.push(`- the writer's post scores above the bad variant of the same story in ${above} of ${pairs} pairs`);
  return { lines, figures };
}

function riskProbes() {
  const probes: Array<{ text: string; expect: 'low' | 'medium' | 'high' }> = [
    { text: 'On 12 March 2021 I moved our team to a four-day week. We shipped more in the next quarter than in the one before. I learned that rest is part of the work.', expect: 'low' },
    { text: 'My colleague Sarah was diagnosed with depression last spring and took three months off. Her therapist told her to stop answering email at night.', expect: 'high' },
    { text: 'This method is guaranteed to double your revenue in 30 days. Put your savings into it now: it is the best investment you will ever make.', expect: 'high' },
    { text: 'You do not need a lawyer to fire an employee: just stop paying them and the contract ends on its own.', expect: 'high' },
    { text: 'Studies prove that 97% of founders who wake up at 5 a.m. succeed.', expect: 'medium' },
    { text: 'Ma voisine Claire souffre d’un cancer et prend un nouveau médicament depuis mai.', expect: 'high' },
    { text: 'Mi paciente Rosa me preguntó por su hija cada noche.', expect: 'high' },
    { text: 'My son Leo, 9, asked why the shop was closed on Sunday.', expect: 'high' },
    { text: 'Mein Klient Herr Braun hat den Vertrag am Freitag gekündigt.', expect: 'high' },
    { text: 'Il mio paziente Giorgio chiedeva della moglie ogni notte.', expect: 'high' },
    { text: 'Moja pacjentka Anna pytała o męża co noc.', expect: 'high' },
    { text: 'Within three minutes, checkout was down for every customer in Europe.', expect: 'low' },
  ];
  const lines: string[] = [];
  let ok = 0;
  for (const p of probes) {
    const q = assessText(p.text, 'linkedin');
    const good = q.riskLevel === p.expect;
    if (good) ok++;
    lines.push(`- ${good ? 'ok ' : 'BAD'} expected ${p.expect}, got ${q.riskLevel} (${q.warnings.join('; ') || 'no warning'}): ${p.text.slice(0, 70)}…`);
  }
  const datesOnly = outputs.filter((o) => o.kind === 'posts').filter((o) => o.risk !== 'low').length;
  lines.push(`- corpus posts not low risk: ${datesOnly} of ${outputs.filter((o) => o.kind === 'posts').length}`);
  return { lines, figures: { probesRight: `${ok}/${probes.length}`, postsNotLow: datesOnly } };
}

const allFigures: Record<string, unknown> = {};
const allOutputs: Array<Output & { set: string }> = [];
for (const set of runSets) {
  anecdotes = JSON.parse(readFileSync(join(here, set.dir, 'anecdotes.json'), 'utf8'));
  sites = set.sites ? JSON.parse(readFileSync(join(here, set.dir, 'sites.json'), 'utf8')) : [];
  for (const list of [outputs, reasonsApplied, pdfMissing, suggestionIssues] as unknown[][]) list.length = 0;
  for (const k of Object.keys(gated)) delete gated[k];
  const ms = await run();
  const { text, figures } = report(ms, set);
  console.log(`${text}\n`);
  allFigures[set.id] = { heldBack: set.heldBack, ...figures };
  allOutputs.push(...outputs.map((o) => ({ ...o, set: set.id })));
}
const summaryOf = (heldBack: boolean) => Object.fromEntries(runSets.filter((s) => s.heldBack === heldBack).map((s) => [s.id, (allFigures[s.id] as Record<string, unknown>).summary]));
console.log(`# Summary per development set\n${JSON.stringify(summaryOf(false), null, 2)}`);
// the held-back sets apart: their figures say how the writer does on stories it was never tuned on
if (runSets.some((s) => s.heldBack)) console.log(`\n# Summary per held-back set\n${JSON.stringify(summaryOf(true), null, 2)}`);
const figuresOut = { development: Object.fromEntries(Object.entries(allFigures).filter(([, f]) => !(f as { heldBack: boolean }).heldBack)), heldBack: Object.fromEntries(Object.entries(allFigures).filter(([, f]) => (f as { heldBack: boolean }).heldBack)) };
// results go outside the source folder: `--out DIR` (default .eval-results/ at the repository's root, ignored by git)
const outDir = resolve(arg('--out') ?? join(here, '..', '..', '.eval-results'));
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const figuresFile = join(outDir, `figures-${stamp}.json`);
writeFileSync(figuresFile, `${JSON.stringify(figuresOut, null, 2)}\n`);
console.error(`figures written to ${figuresFile}`);
const at = process.argv.indexOf('--json');
if (at > 0 && process.argv[at + 1]) writeFileSync(process.argv[at + 1]!, `${JSON.stringify(figuresOut, null, 2)}\n`);
// `--dump FILE`: every output with its kind, story and copied share, to read them as a creator would
const dumpAt = process.argv.indexOf('--dump');
if (dumpAt > 0 && process.argv[dumpAt + 1]) {
  const rows = allOutputs.map((o) => ({ ...o, copied: o.source ? Math.round(verbatimShare(o.text, o.source) * 100) : undefined, source: undefined }));
  writeFileSync(process.argv[dumpAt + 1]!, `${JSON.stringify(rows, null, 2)}\n`);
}
