import { sql, type RawBuilder } from 'kysely';

/**
 * The SQL behind GET /v1/statistics. Every query reads one owner's rows over a created_at range
 * through an index that starts with owner_id; the jobs ones are covered by jobs_owner_stats_idx
 * (migration 031), so an owner with 100,000 jobs costs an index-only scan, never a table scan.
 */
export type Interval = 'day' | 'week' | 'month';

export interface Range {
  /** inclusive; undefined for all time */
  from?: Date;
  /** exclusive */
  to: Date;
}

const inRange = (r: Range) => (r.from ? sql`created_at >= ${r.from} AND created_at < ${r.to}` : sql`created_at < ${r.to}`);
const seconds = sql`extract(epoch from (completed_at - started_at))`;

/** Jobs per kind and status: count, tokens, quality, risk levels, media (the index's order: no sort). */
export function jobCountsQuery(ownerId: string, r: Range): RawBuilder<JobCountsRow> {
  return sql<JobCountsRow>`
    SELECT kind, status,
           count(*)::int AS n,
           coalesce(sum(total_tokens_used), 0)::bigint AS tokens,
           coalesce(sum(quality_score), 0)::float8 AS qualitysum,
           count(quality_score)::int AS scored,
           count(*) FILTER (WHERE risk_level = 'low')::int AS risklow,
           count(*) FILTER (WHERE risk_level = 'medium')::int AS riskmedium,
           count(*) FILTER (WHERE risk_level = 'high')::int AS riskhigh,
           coalesce(sum(media_seconds), 0)::float8 AS mediaseconds,
           coalesce(sum(media_bytes), 0)::bigint AS mediabytes
    FROM jobs
    WHERE owner_id = ${ownerId} AND ${inRange(r)}
    GROUP BY kind, status`;
}

export interface JobCountsRow {
  kind: string;
  status: string;
  n: number;
  tokens: string;
  qualitysum: number;
  scored: number;
  risklow: number;
  riskmedium: number;
  riskhigh: number;
  mediaseconds: number;
  mediabytes: string;
}

/** p50 and p95 run duration (start to completion) per kind, of the jobs that finished. */
export function jobDurationsQuery(ownerId: string, r: Range): RawBuilder<JobDurationsRow> {
  return sql<JobDurationsRow>`
    SELECT kind,
           percentile_cont(ARRAY[0.5, 0.95]) WITHIN GROUP (ORDER BY ${seconds}) AS percentiles
    FROM jobs
    WHERE owner_id = ${ownerId} AND ${inRange(r)} AND completed_at IS NOT NULL AND started_at IS NOT NULL
    GROUP BY kind`;
}

export interface JobDurationsRow {
  kind: string;
  /** p50 and p95, from one sort */
  percentiles: [number, number];
}

/** Rows of the owner's content tables in the range, with the stored image bytes of posts. */
export function contentTotalsQuery(ownerId: string, r: Range): RawBuilder<ContentTotalsRow> {
  return sql<ContentTotalsRow>`
    SELECT (SELECT count(*) FROM anecdotes WHERE owner_id = ${ownerId} AND ${inRange(r)})::int AS anecdotes,
           (SELECT count(*) FROM posts WHERE owner_id = ${ownerId} AND ${inRange(r)})::int AS posts,
           (SELECT coalesce(sum(image_bytes), 0) FROM posts WHERE owner_id = ${ownerId} AND ${inRange(r)})::bigint AS imagebytes,
           (SELECT count(*) FROM carousels WHERE owner_id = ${ownerId} AND ${inRange(r)})::int AS carousels,
           (SELECT count(*) FROM youtube_suggestions WHERE owner_id = ${ownerId} AND ${inRange(r)})::int AS suggestions,
           (SELECT count(*) FROM media_items WHERE owner_id = ${ownerId} AND kind = 'image' AND ${inRange(r)})::int AS libraryimages,
           (SELECT count(*) FROM media_items WHERE owner_id = ${ownerId} AND kind = 'video' AND ${inRange(r)})::int AS libraryvideos,
           (SELECT count(*) FROM media_items WHERE owner_id = ${ownerId} AND kind = 'audio' AND ${inRange(r)})::int AS libraryaudio,
           (SELECT coalesce(sum(bytes), 0) FROM media_items WHERE owner_id = ${ownerId} AND ${inRange(r)})::bigint AS librarybytes`;
}

export interface ContentTotalsRow {
  anecdotes: number;
  posts: number;
  imagebytes: string;
  carousels: number;
  suggestions: number;
  libraryimages: number;
  libraryvideos: number;
  libraryaudio: number;
  librarybytes: string;
}

const bucket = (interval: Interval) => sql`(date_trunc(${interval}, created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** Per bucket: jobs per kind with their tokens, and rows of each content table (`kind` names the table then). */
export function seriesQuery(ownerId: string, r: Range & { from: Date }, interval: Interval): RawBuilder<SeriesRow> {
  const b = bucket(interval);
  return sql<SeriesRow>`
    SELECT ${b} AS bucket, kind, count(*)::int AS n, coalesce(sum(total_tokens_used), 0)::bigint AS tokens
      FROM jobs WHERE owner_id = ${ownerId} AND ${inRange(r)} GROUP BY 1, 2
    UNION ALL
    SELECT ${b}, 'anecdotes', count(*)::int, 0 FROM anecdotes WHERE owner_id = ${ownerId} AND ${inRange(r)} GROUP BY 1
    UNION ALL
    SELECT ${b}, 'posts', count(*)::int, 0 FROM posts WHERE owner_id = ${ownerId} AND ${inRange(r)} GROUP BY 1
    UNION ALL
    SELECT ${b}, 'carousels', count(*)::int, 0 FROM carousels WHERE owner_id = ${ownerId} AND ${inRange(r)} GROUP BY 1
    UNION ALL
    SELECT ${b}, 'youtube_suggestion_rows', count(*)::int, 0 FROM youtube_suggestions WHERE owner_id = ${ownerId} AND ${inRange(r)} GROUP BY 1`;
}

export interface SeriesRow {
  /** the bucket's start (ISO 8601, as the pool reads timestamps) */
  bucket: string;
  kind: string;
  n: number;
  tokens: string;
}
