import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/schema.js';
import type { components } from '../../generated/openapi.js';
import { iso } from '../../http/serialize.js';
import type { JobRow } from '../../jobs/repository.js';
import { toArticle } from '../blog/articles.js';
import { toBroll } from '../broll/handlers.js';
import { toCarouselGenerationJob } from '../carousels/handlers.js';
import { toPostGenerationJob } from '../post-generation/handlers.js';
import { toScriptJob } from '../script-jobs/handlers.js';
import { toShort } from '../shorts/handlers.js';

export type Event = components['schemas']['Event'];
export type EventType = components['schemas']['EventType'];
export type EventRow = Selectable<EventsTable>;
type JobResource = Event['data']['object'];

/**
 * Job kind → the serializer its GET operation answers with. An event's `data.object` is its
 * job snapshot rendered here, so it is the resource exactly as GET showed it at that moment.
 * The event types themselves come from the `event_types` table (020_events.sql); a new job
 * kind gets a line here, its rows there and its types in the contract's EventType enum
 * (test/events.test.ts checks that the three agree).
 */
export const EVENT_RESOURCES: Record<string, (row: JobRow) => JobResource> = {
  post_generation: toPostGenerationJob,
  carousel_generation: toCarouselGenerationJob,
  script: toScriptJob,
  short: toShort,
  broll: toBroll,
  blog_article: toArticle,
};

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A job row as the trigger stored it (`to_jsonb(jobs)`: snake_case, ISO timestamps) → JobRow. */
export function snapshotRow(snapshot: Record<string, unknown>): JobRow {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    row[camel(key)] = key.endsWith('_at') && typeof value === 'string' ? new Date(value) : value;
  }
  return row as unknown as JobRow;
}

export function toEvent(row: EventRow): Event {
  const serialize = EVENT_RESOURCES[row.resourceKind];
  if (!serialize) throw new Error(`no serializer for job kind ${row.resourceKind} (event ${row.id})`);
  const thumbnailIndex = (row.detail as { thumbnailIndex?: number } | null)?.thumbnailIndex;
  return {
    id: row.id,
    sequence: Number(row.seq),
    type: row.type as EventType,
    createdAt: iso(row.createdAt),
    data: { object: serialize(snapshotRow(row.snapshot)), ...(thumbnailIndex !== undefined ? { thumbnailIndex } : {}) },
  };
}
