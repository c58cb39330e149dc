import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app.js';
import { ownerOf } from '../../http/auth.js';
import { sseOpened } from '../../observability/metrics.js';
import { errors } from '../../http/errors.js';
import type { Request } from '../../http/handler.js';
import { eventRepository } from './repository.js';
import { toEvent } from './resources.js';

const BATCH = 100;
/** a client this far behind is dropped; it reconnects with Last-Event-ID and misses nothing */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const SEQ = /^[0-9]{1,15}$/;

/** The open streams of each app, ended by its preClose hook so that close() never waits on them. */
const openStreams = new WeakMap<object, Set<() => void>>();

/**
 * Reads in flight per app, by owner and cursor: streams of one owner that are level (the usual
 * case: all woken by the same notification) share one query and one rendering of each event.
 */
const reads = new WeakMap<object, Map<string, Promise<{ seq: string; text: string }[]>>>();

function readAfter(deps: AppDeps, owner: string, cursor: string): Promise<{ seq: string; text: string }[]> {
  const inflight = reads.get(deps) ?? new Map<string, Promise<{ seq: string; text: string }[]>>();
  reads.set(deps, inflight);
  const key = `${owner}:${cursor}`;
  let read = inflight.get(key);
  if (!read) {
    read = eventRepository(deps.db)
      .after(owner, cursor, BATCH)
      .then((rows) => Promise.all(rows.map(async (row) => ({ seq: String(row.seq), text: `id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(await toEvent(row, deps.db))}\n\n` }))))
      .finally(() => inflight.delete(key));
    inflight.set(key, read);
  }
  return read;
}

export function closeEventStreams(deps: AppDeps): void {
  for (const end of [...(openStreams.get(deps) ?? [])]) end();
}

/**
 * GET /v1/events/stream: Server-Sent Events of the owner's stored events after a cursor (the
 * `Last-Event-ID`, else the newest event at connection time). The process's LISTEN connection
 * only wakes the stream; every message is read from the events table in `seq` order (commit
 * order within an owner), so a reconnect resumes without gaps or duplicates, whichever
 * process recorded the event.
 */
export async function streamEvents(deps: AppDeps, req: Request<'streamEvents'>, reply: FastifyReply): Promise<FastifyReply> {
  const owner = ownerOf(req);
  const header = req.headers['last-event-id'];
  const given = typeof header === 'string' && header.trim() !== '' ? header.trim() : req.query.lastEventId;
  if (given !== undefined && !SEQ.test(given)) throw errors.validation([`Last-Event-ID must be an event sequence number (1 to 15 digits), got "${given.slice(0, 40)}"`]);
  const bus = deps.events;
  if (!bus) throw errors.unavailable('The event stream is not available on this server');
  const repo = eventRepository(deps.db);
  let cursor = given ?? (await repo.lastSeq(owner));

  const out = new PassThrough();
  let closed = false;
  let reading = false;
  let dirty = false;
  const streams = openStreams.get(deps) ?? new Set<() => void>();
  openStreams.set(deps, streams);

  const pump = async (): Promise<void> => {
    if (reading) {
      dirty = true;
      return;
    }
    reading = true;
    try {
      do {
        dirty = false;
        for (;;) {
          const rows = await readAfter(deps, owner, cursor);
          if (closed) return;
          for (const row of rows) {
            out.write(row.text);
            cursor = row.seq;
          }
          if (out.writableLength > MAX_BUFFERED_BYTES) return end();
          if (rows.length < BATCH) break;
        }
      } while (dirty && !closed);
    } catch (err) {
      req.log.warn({ err }, 'event stream read failed; closing it (the client resumes with Last-Event-ID)');
      end();
    } finally {
      reading = false;
    }
  };

  const unsubscribe = bus.subscribe((ownerId) => {
    if (ownerId === undefined || ownerId === owner) void pump();
  });
  const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), deps.config.eventsKeepaliveSeconds * 1000);
  keepAlive.unref();
  const counted = sseOpened();
  function end() {
    if (closed) return;
    closed = true;
    counted();
    unsubscribe();
    clearInterval(keepAlive);
    streams.delete(end);
    out.end();
  }
  streams.add(end);
  reply.raw.once('close', end);

  out.write(': connected\nretry: 2000\n\n');
  void pump();
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(out);
}
