import type { Selectable } from 'kysely';
import type { EventsTable } from '../../db/schema.js';
import type { components } from '../../generated/openapi.js';
import { iso } from '../../http/serialize.js';
import type { DbOrTrx } from '../../db/database.js';
import type { JobRow } from '../../jobs/repository.js';
import type { JobQueue } from '../../jobs/queue.js';

export type Event = components['schemas']['Event'];
type EventType = components['schemas']['EventType'];
export type EventRow = Selectable<EventsTable>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A job row as the trigger stored it (`to_jsonb(jobs)`: snake_case, ISO timestamps) → JobRow (timestamps as the pool reads them, `timestampText`). */
export function snapshotRow(snapshot: Record<string, unknown>): JobRow {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    row[camel(key)] = key.endsWith('_at') && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return row as unknown as JobRow;
}

/**
 * An event as the API, the stream and deliveries show it. `data.object` is the job snapshot the
 * trigger stored, rendered by its kind's serializer (its job definition's `resource`), so it is
 * the resource exactly as GET showed it at that moment. The event types come from the
 * `event_types` table (020_events.sql); a new job kind gets its rows there, the same types in
 * its definition's `eventTypes` (the queue checks at start that they agree) and in the
 * contract's EventType enum (test/areas/events/events.test.ts checks that one).
 */
export async function toEvent(row: EventRow, db: DbOrTrx, jobs: Pick<JobQueue, 'definition'>): Promise<Event> {
  const resource = jobs.definition(row.resourceKind)?.resource;
  if (!resource) throw new Error(`no serializer for job kind ${row.resourceKind} (event ${row.id})`);
  const thumbnailIndex = (row.detail as { thumbnailIndex?: number } | null)?.thumbnailIndex;
  return {
    id: row.id,
    sequence: Number(row.seq),
    type: row.type as EventType,
    createdAt: iso(row.createdAt),
    data: { object: (await resource.serialize(snapshotRow(row.snapshot), db)) as Event['data']['object'], ...(thumbnailIndex !== undefined ? { thumbnailIndex } : {}) },
  };
}
