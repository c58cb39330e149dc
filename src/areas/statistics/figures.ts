import type { components } from '../../generated/openapi.js';
import { FINAL_STATUSES } from '../../jobs/repository.js';
import type { JobDefinition } from '../../jobs/definition.js';
import type { ContentTotalsRow, Interval, JobCountsRow, JobDurationsRow, Range, SeriesRow } from './queries.js';

type Statistics = components['schemas']['Statistics'];
type JobKindStatistics = components['schemas']['JobKindStatistics'];
type ContentCounts = components['schemas']['ContentCounts'];
type Bucket = components['schemas']['StatisticsBucket'];

/** Statuses that count as a success of a finished job (a draft or delivered article is one). */
const SUCCESS = new Set(['completed', 'draft', 'delivered']);
/** Which content count each kind's jobs add to, by kind: their definitions' `countedAs` (the other counts are their own tables). */
export type ContentKinds = ReadonlyMap<string, keyof ContentCounts>;

export function contentKinds(definitions: readonly Pick<JobDefinition, 'name' | 'countedAs'>[]): ContentKinds {
  return new Map(definitions.flatMap((d) => (d.countedAs ? [[d.name, d.countedAs] as const] : [])));
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const emptyContent = (): ContentCounts => ({ anecdotes: 0, posts: 0, carousels: 0, scripts: 0, shorts: 0, brollVideos: 0, articles: 0, youtubeSuggestions: 0 });
const isFinished = (status: string) => FINAL_STATUSES.has(status as never) || status === 'canceled';

/** The figures of the response, from the per (kind, status) rows, the per kind durations and the content counts. */
export function buildStatistics(rows: JobCountsRow[], durations: JobDurationsRow[], content: ContentTotalsRow, contentKind: ContentKinds): Omit<Statistics, 'to' | 'from' | 'interval' | 'series'> {
  const counts = emptyContent();
  counts.anecdotes = content.anecdotes;
  counts.posts = content.posts;
  counts.carousels = content.carousels;
  counts.youtubeSuggestions = content.suggestions;
  const kinds = new Map<string, JobKindStatistics>();
  const all = { tokens: 0, qualitySum: 0, scored: 0, low: 0, medium: 0, high: 0, seconds: 0, bytes: 0 };
  for (const r of rows) {
    const k = kinds.get(r.kind) ?? { kind: r.kind, total: 0, byStatus: {}, successRate: null, tokensUsed: 0 };
    kinds.set(r.kind, k);
    k.total += r.n;
    k.byStatus[r.status] = r.n;
    k.tokensUsed += Number(r.tokens);
    all.tokens += Number(r.tokens);
    all.qualitySum += r.qualitysum;
    all.scored += r.scored;
    all.low += r.risklow;
    all.medium += r.riskmedium;
    all.high += r.riskhigh;
    all.seconds += r.mediaseconds;
    all.bytes += Number(r.mediabytes);
  }
  for (const d of durations) {
    const k = kinds.get(d.kind);
    if (k) k.durationSeconds = { p50: round(d.percentiles[0]), p95: round(d.percentiles[1]) };
  }
  for (const k of kinds.values()) {
    const finished = Object.entries(k.byStatus).filter(([s]) => isFinished(s));
    const done = finished.reduce((n, [, c]) => n + c, 0);
    const ok = finished.filter(([s]) => SUCCESS.has(s)).reduce((n, [, c]) => n + c, 0);
    k.successRate = done ? round(ok / done, 4) : null;
    const item = contentKind.get(k.kind);
    if (item) counts[item] = k.total;
  }
  const jobs = [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  return {
    content: counts,
    jobs,
    tokens: { total: all.tokens, byKind: Object.fromEntries(jobs.map((k) => [k.kind, k.tokensUsed])) },
    quality: {
      meanScore: all.scored ? round(all.qualitySum / all.scored, 2) : null,
      scoredJobs: all.scored,
      riskLevels: { low: all.low, medium: all.medium, high: all.high },
    },
    media: {
      library: { image: content.libraryimages, video: content.libraryvideos, audio: content.libraryaudio },
      renderedMinutes: round(all.seconds / 60),
      storageBytes: all.bytes + Number(content.imagebytes) + Number(content.librarybytes),
    },
  };
}

/** Start of the bucket holding `d` (UTC; weeks start on Monday, as Postgres' date_trunc). */
function bucketStart(d: Date, interval: Interval): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  if (interval === 'day') return day;
  if (interval === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function next(d: Date, interval: Interval): Date {
  if (interval === 'day') return new Date(d.getTime() + 86_400_000);
  if (interval === 'week') return new Date(d.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Where a series starts when `from` is omitted: 30 days, 26 weeks or 12 months before `to`. */
export function seriesStart(to: Date, interval: Interval): Date {
  if (interval === 'day') return new Date(to.getTime() - 30 * 86_400_000);
  if (interval === 'week') return new Date(to.getTime() - 26 * 7 * 86_400_000);
  return new Date(Date.UTC(to.getUTCFullYear() - 1, to.getUTCMonth(), to.getUTCDate(), to.getUTCHours(), to.getUTCMinutes(), to.getUTCSeconds(), to.getUTCMilliseconds()));
}

/** One bucket per period from `from` to `to` (empty ones included), oldest first. */
export function buildSeries(rows: SeriesRow[], range: Range & { from: Date }, interval: Interval, contentKind: ContentKinds): Bucket[] {
  const buckets = new Map<number, Bucket>();
  for (let d = bucketStart(range.from, interval); d < range.to; d = next(d, interval)) {
    buckets.set(d.getTime(), { start: d.toISOString(), content: emptyContent(), jobs: 0, tokensUsed: 0 });
  }
  for (const r of rows) {
    const b = buckets.get(new Date(r.bucket).getTime());
    if (!b) continue;
    if (r.kind === 'anecdotes' || r.kind === 'posts' || r.kind === 'carousels') b.content[r.kind] = r.n;
    else if (r.kind === 'youtube_suggestion_rows') b.content.youtubeSuggestions = r.n;
    else {
      b.jobs += r.n;
      b.tokensUsed += Number(r.tokens);
      const content = contentKind.get(r.kind);
      if (content) b.content[content] = r.n;
    }
  }
  return [...buckets.values()];
}
