import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { buildStatistics, buildSeries, contentKinds, seriesStart } from './figures.js';
import { contentTotalsQuery, jobCountsQuery, jobDurationsQuery, seriesQuery, type Interval, type Range } from './queries.js';

type Statistics = components['schemas']['Statistics'];

/** Longest range a request may ask for. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** The range of a request: validated, `to` defaulting to now, `from` to the series window with an interval. */
export function rangeOf(query: { from?: string; to?: string; interval?: Interval }, now = new Date()): Range {
  const to = query.to ? new Date(query.to) : now;
  let from = query.from ? new Date(query.from) : undefined;
  const problems: string[] = [];
  if (Number.isNaN(to.getTime())) problems.push('querystring/to must be a valid date-time');
  if (from && Number.isNaN(from.getTime())) problems.push('querystring/from must be a valid date-time');
  if (problems.length) throw errors.validation(problems);
  if (!from && query.interval) from = seriesStart(to, query.interval);
  if (from && from > to) throw errors.validation(['querystring/from must not be after querystring/to']);
  if (from && to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw errors.validation([`querystring: the range from..to must not exceed ${MAX_RANGE_DAYS} days`]);
  return { from, to };
}

export function statisticsHandlers(deps: Deps): Handlers {
  const { db } = deps;
  const contentKind = contentKinds(deps.jobs.definitions());
  return {
    async getStatistics(req): Promise<Statistics> {
      const owner = ownerOf(req);
      const { interval } = req.query;
      const range = rangeOf(req.query);
      const [jobs, durations, content, series] = await Promise.all([
        jobCountsQuery(owner, range).execute(db),
        jobDurationsQuery(owner, range).execute(db),
        contentTotalsQuery(owner, range).execute(db),
        interval && range.from ? seriesQuery(owner, { ...range, from: range.from }, interval).execute(db) : undefined,
      ]);
      const stats = buildStatistics(jobs.rows, durations.rows, content.rows[0]!, contentKind);
      return {
        ...(range.from ? { from: range.from.toISOString() } : {}),
        to: range.to.toISOString(),
        ...(interval ? { interval } : {}),
        ...stats,
        ...(interval && range.from && series ? { series: buildSeries(series.rows, { ...range, from: range.from }, interval, contentKind) } : {}),
      };
    },
  };
}
