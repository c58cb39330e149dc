import { sql, type Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.js';
import type { DbOrTrx } from '../../db/database.js';
import { EVENTS_CHANNEL } from '../../jobs/bus.js';
import type { EventRow } from './resources.js';
import { newSecret, SECRET_OVERLAP_MS } from './signing.js';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable> & { eventType: string };

interface Page {
  limit: number;
  offset: number;
}

interface EndpointFields {
  url?: string;
  description?: string | null;
  events?: string[];
  enabled?: boolean;
}

/** Webhook endpoints of one owner. */
export function endpointRepository(db: DbOrTrx) {
  return {
    async create(ownerId: string, fields: EndpointFields & { url: string }): Promise<EndpointRow> {
      return db
        .insertInto('webhookEndpoints')
        .values({ ownerId, url: fields.url, description: fields.description ?? null, events: fields.events ?? ['*'], enabled: fields.enabled ?? true, secret: newSecret() })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(ownerId: string, id: string): Promise<EndpointRow | undefined> {
      return db.selectFrom('webhookEndpoints').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
    },

    async list(ownerId: string, page: Page) {
      const base = db.selectFrom('webhookEndpoints').where('ownerId', '=', ownerId);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /** Enabling clears the reason of an automatic disabling. */
    async update(ownerId: string, id: string, fields: EndpointFields): Promise<EndpointRow | undefined> {
      return db
        .updateTable('webhookEndpoints')
        .set({
          ...(fields.url !== undefined ? { url: fields.url } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.events !== undefined ? { events: fields.events } : {}),
          ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
          ...(fields.enabled === true ? { disabledReason: null } : {}),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where('ownerId', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('webhookEndpoints').where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** New secret; the current one keeps signing for SECRET_OVERLAP_MS. */
    async rotate(ownerId: string, id: string): Promise<EndpointRow | undefined> {
      return db
        .updateTable('webhookEndpoints')
        .set({
          previousSecret: sql`secret`,
          previousSecretExpiresAt: new Date(Date.now() + SECRET_OVERLAP_MS),
          secret: newSecret(),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where('ownerId', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Turned off after a 410 Gone from the receiver. */
    async disable(id: string, reason: string): Promise<void> {
      await db.updateTable('webhookEndpoints').set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` }).where('id', '=', id).execute();
    },
  };
}

/** Stored events of one owner (written only by the jobs trigger). */
export function eventRepository(db: DbOrTrx) {
  return {
    async get(ownerId: string, id: string): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
    },

    async byId(id: string): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    async list(ownerId: string, filter: { type?: string; resourceId?: string }, page: Page) {
      let base = db.selectFrom('events').where('ownerId', '=', ownerId);
      if (filter.type) base = base.where('type', '=', filter.type);
      if (filter.resourceId) base = base.where('resourceId', '=', filter.resourceId);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('seq', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /** The owner's events after `seq`, oldest first. */
    async after(ownerId: string, seq: string, limit: number): Promise<EventRow[]> {
      return db
        .selectFrom('events')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('seq', '>', seq as never)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },

    /** The owner's events about one resource (a job) after `seq`, oldest first. */
    async afterForResource(ownerId: string, resourceId: string, seq: string, limit: number): Promise<EventRow[]> {
      return db
        .selectFrom('events')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('resourceId', '=', resourceId)
        .where('seq', '>', seq as never)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },

    /**
     * Whether a resume after `seq` misses events: the highest number gone, when events after
     * `seq` were pruned by retention, or when `seq` is of the global numbering before events were
     * numbered per owner (1.8.0: those up to the renumbered ones count as gone; the client
     * re-reads what it follows). Undefined when nothing after `seq` is missing.
     */
    async goneAfter(ownerId: string, seq: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('owners as o')
        .leftJoin('eventRetention as t', 't.ownerId', 'o.id')
        .leftJoin('eventRenumbering as r', 'r.ownerId', 'o.id')
        .select(['t.prunedThroughSeq', 'r.legacyThrough', 'r.renumberedThrough'])
        .where('o.id', '=', ownerId)
        .executeTakeFirst();
      const after = BigInt(seq);
      let gone = row?.prunedThroughSeq != null && BigInt(row.prunedThroughSeq) > after ? BigInt(row.prunedThroughSeq) : undefined;
      if (row?.legacyThrough != null && after <= BigInt(row.legacyThrough)) {
        const renumbered = BigInt(row.renumberedThrough!);
        if (gone === undefined || renumbered > gone) gone = renumbered;
      }
      return gone === undefined ? undefined : String(gone);
    },

    /** The owner's newest seq ('0' when none): the last number its counter gave (db/migrations/061_owner_event_seq.sql). */
    async lastSeq(ownerId: string): Promise<string> {
      const row = await db.selectFrom('eventCounters').select('lastSeq').where('ownerId', '=', ownerId).executeTakeFirst();
      return String(row?.lastSeq ?? '0');
    },
  };
}

/** Deliveries: the history an owner reads, and the new sends a redelivery asks for. */
export function deliveryRepository(db: DbOrTrx) {
  const withType = () => db.selectFrom('webhookDeliveries as d').innerJoin('events as e', 'e.id', 'd.eventId').selectAll('d').select('e.type as eventType');
  return {
    async listForEndpoint(endpointId: string, page: Page) {
      const [rows, count] = await Promise.all([
        withType().where('d.endpointId', '=', endpointId).orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc').limit(page.limit).offset(page.offset).execute(),
        db
          .selectFrom('webhookDeliveries')
          .where('endpointId', '=', endpointId)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as DeliveryRow[], total: Number(count.n) };
    },

    async byId(id: string): Promise<DeliveryRow | undefined> {
      return (await withType().where('d.id', '=', id).executeTakeFirst()) as DeliveryRow | undefined;
    },

    /** New pending deliveries of one event; the relay queues them (woken by the NOTIFY at commit). */
    async create(ownerId: string, eventId: string, endpointIds: string[]): Promise<DeliveryRow[]> {
      if (endpointIds.length === 0) return [];
      const ids = await db
        .insertInto('webhookDeliveries')
        .values(endpointIds.map((endpointId) => ({ ownerId, endpointId, eventId })))
        .returning('id')
        .execute();
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${`${ownerId}:redeliver`})`.execute(db);
      const rows = await withType()
        .where(
          'd.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('d.createdAt')
        .execute();
      return rows as DeliveryRow[];
    },
  };
}
