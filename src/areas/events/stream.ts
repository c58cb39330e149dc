import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { sseOpened } from '../../observability/metrics.js';
import { errors } from '../../http/errors.js';
import type { Request } from '../../http/handler.js';
import { eventRepository } from './repository.js';
import { toEvent } from './resources.js';

/** events read (and rendered) at a time: a replay goes page by page, the database connection returned between pages */
const PAGE = 50;
/**
 * Unsent bytes a stream holds (its buffer, as much again in its pipe to the socket) before it
 * waits for its client to take them: the next page is read only then. A client that does not
 * take any for EVENTS_STREAM_STALL_SECONDS is cut off.
 */
export const STREAM_BUFFER_BYTES = 64 * 1024;
/**
 * reads of the event streams under way at once in a process: however many streams replay, they
 * use at most this many pool connections; the owners waiting for one take turns
 */
const READS_AT_ONCE = 2;
/** Retry-After of the 429 past EVENTS_STREAMS_PER_OWNER */
const RETRY_AFTER_SECONDS = 10;
const SEQ = /^[0-9]{1,15}$/;

type Page = { seq: string; text: string }[];

/** One open stream, as its app sees it. */
interface OpenStream {
  owner: string;
  /** bytes written and not yet taken by the kernel */
  buffered(): number;
  /** ends it (server shutdown) */
  end(): void;
}

/** The event streams of one app (one process): those open, by owner, and the reads under way. */
interface StreamState {
  open: Set<OpenStream>;
  perOwner: Map<string, number>;
  /**
   * Reads in flight, by owner and cursor: streams of one owner that are level (the usual case:
   * all woken by the same notification) share one query and one rendering of each event.
   */
  reads: Map<string, Promise<Page>>;
  /** reads waiting for one of the READS_AT_ONCE places, by owner, in the owners' turn order */
  waiting: Map<string, (() => void)[]>;
  active: number;
}

/** by the process's event bus (what every stream needs), else by the app's dependencies */
const states = new WeakMap<object, StreamState>();

function stateOf(deps: Pick<Deps, 'events'>): StreamState {
  const key = deps.events ?? deps;
  let state = states.get(key);
  if (!state) states.set(key, (state = { open: new Set(), perOwner: new Map(), reads: new Map(), waiting: new Map(), active: 0 }));
  return state;
}

/**
 * Runs `fn` when one of the READS_AT_ONCE places is free. A freed place goes to the owner whose
 * turn it is (round robin), so one owner's many replays never make another owner's stream wait
 * behind all of them.
 */
async function limited<T>(state: StreamState, owner: string, fn: () => Promise<T>): Promise<T> {
  if (state.active >= READS_AT_ONCE) {
    await new Promise<void>((resolve) => {
      const line = state.waiting.get(owner);
      if (line) line.push(resolve);
      else state.waiting.set(owner, [resolve]);
    });
  } else state.active++;
  try {
    return await fn();
  } finally {
    const [turn] = state.waiting.keys();
    if (turn === undefined) state.active--;
    else {
      const line = state.waiting.get(turn)!;
      const next = line.shift()!;
      // to the back of the turn order (or out of it)
      state.waiting.delete(turn);
      if (line.length > 0) state.waiting.set(turn, line);
      next();
    }
  }
}

function readAfter(deps: Deps, state: StreamState, owner: string, cursor: string): Promise<Page> {
  const key = `${owner}:${cursor}`;
  let read = state.reads.get(key);
  if (!read) {
    read = limited(state, owner, async () => {
      const rows = await eventRepository(deps.db).after(owner, cursor, PAGE);
      // one after the other: a serializer that reads (a suggestion run) holds one connection at a time
      const page: Page = [];
      for (const row of rows) page.push({ seq: String(row.seq), text: `id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(await toEvent(row, deps.db, deps.jobs))}\n\n` });
      return page;
    }).finally(() => state.reads.delete(key));
    state.reads.set(key, read);
  }
  return read;
}

export function closeEventStreams(deps: Deps): void {
  for (const stream of [...stateOf(deps).open]) stream.end();
}

/**
 * The open streams of a process and their unsent bytes, of one owner or all, and the places
 * counted against EVENTS_STREAMS_PER_OWNER (for tests and figures).
 */
export function eventStreamStats(deps: Pick<Deps, 'events'>, owner?: string): { open: number; bufferedBytes: number; places: number } {
  const state = stateOf(deps);
  let open = 0;
  let bufferedBytes = 0;
  for (const s of state.open) {
    if (owner !== undefined && s.owner !== owner) continue;
    open++;
    bufferedBytes += s.buffered();
  }
  const places = owner !== undefined ? (state.perOwner.get(owner) ?? 0) : [...state.perOwner.values()].reduce((a, b) => a + b, 0);
  return { open, bufferedBytes, places };
}

/**
 * GET /v1/events/stream: Server-Sent Events of the owner's stored events after a cursor (the
 * `Last-Event-ID`, else the newest event at connection time). The process's LISTEN connection
 * only wakes the stream; every message is read from the events table in `seq` order (commit
 * order within an owner), so a reconnect resumes without gaps or duplicates, whichever
 * process recorded the event.
 *
 * What one owner's streams may cost the others is bounded: at most EVENTS_STREAMS_PER_OWNER
 * open at once (429 beyond), a replay read a page at a time and only once the client has taken
 * the previous one (so an unread stream holds about 2 × STREAM_BUFFER_BYTES, never its whole
 * replay), at most READS_AT_ONCE stream reads in the process at once, and a stream whose client
 * takes nothing for EVENTS_STREAM_STALL_SECONDS is closed: every event went with its `id:`, so
 * the client resumes with Last-Event-ID where it stopped.
 */
export async function streamEvents(deps: Deps, req: Request<'streamEvents'>, reply: FastifyReply): Promise<FastifyReply> {
  const owner = ownerOf(req);
  const header = req.headers['last-event-id'];
  const given = typeof header === 'string' && header.trim() !== '' ? header.trim() : req.query.lastEventId;
  if (given !== undefined && !SEQ.test(given)) throw errors.validation([`Last-Event-ID must be an event sequence number (1 to 15 digits), got "${given.slice(0, 40)}"`]);
  const bus = deps.events;
  if (!bus) throw errors.unavailable('The event stream is not available on this server');
  const state = stateOf(deps);
  const limit = deps.config.eventsStreamsPerOwner;
  const opened = state.perOwner.get(owner) ?? 0;
  if (opened >= limit) {
    throw errors.rateLimited(RETRY_AFTER_SECONDS, `At most ${limit} event streams may be open at once per owner (EVENTS_STREAMS_PER_OWNER): close one, or retry in ${RETRY_AFTER_SECONDS} seconds`, { limit });
  }
  state.perOwner.set(owner, opened + 1);
  let counted = true;
  const release = () => {
    if (!counted) return;
    counted = false;
    const n = (state.perOwner.get(owner) ?? 1) - 1;
    if (n > 0) state.perOwner.set(owner, n);
    else state.perOwner.delete(owner);
  };
  let cursor: string;
  let pruned: string | undefined;
  try {
    cursor = given ?? (await eventRepository(deps.db).lastSeq(owner));
    // resuming from an event retention has pruned past, or from an id of the numbering before
    // events were numbered per owner: say so, rather than replay with a silent gap (or another
    // event under the old number), and go on after what is gone
    if (given !== undefined) {
      pruned = await eventRepository(deps.db).goneAfter(owner, given);
      if (pruned !== undefined) cursor = pruned;
    }
  } catch (err) {
    release();
    throw err;
  }

  const res = reply.raw;
  const out = new PassThrough({ highWaterMark: STREAM_BUFFER_BYTES });
  let closed = false;
  let reading = false;
  let dirty = false;

  /** Resolves true once the client has taken enough (or the stream is over), false when it took nothing for the stall bound. */
  const drained = () =>
    new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        out.off('drain', onDrain);
        out.off('close', onDrain);
        res.off('close', onDrain);
        resolve(ok);
      };
      const onDrain = () => done(true);
      const timer = setTimeout(() => done(false), deps.config.eventsStreamStallMs);
      out.once('drain', onDrain);
      out.once('close', onDrain);
      res.once('close', onDrain);
    });

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
          const rows = await readAfter(deps, state, owner, cursor);
          if (closed) return;
          for (const row of rows) {
            const room = out.write(row.text);
            cursor = row.seq;
            if (!room && !(await drained())) {
              req.log.info({ owner, cursor }, 'event stream closed: its client took nothing for EVENTS_STREAM_STALL_SECONDS (it resumes with Last-Event-ID)');
              return end(true);
            }
            if (closed) return;
          }
          if (rows.length < PAGE) break;
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
  // no keep-alive behind unsent events: they keep the connection busy enough
  const keepAlive = setInterval(() => out.writableNeedDrain || out.write(': keep-alive\n\n'), deps.config.eventsKeepaliveSeconds * 1000);
  keepAlive.unref();
  const sseClosed = sseOpened();
  /** `cut`: a stalled client, whose unsent bytes are dropped with its connection */
  function end(cut = false) {
    if (closed) return;
    closed = true;
    sseClosed();
    unsubscribe();
    clearInterval(keepAlive);
    state.open.delete(stream);
    release();
    if (cut || res.destroyed) {
      out.destroy();
      res.destroy();
    } else out.end();
  }
  const buffered = () => out.writableLength + out.readableLength + res.writableLength;
  // at shutdown, a client behind is cut off rather than waited for (it resumes with Last-Event-ID)
  const stream: OpenStream = { owner, buffered, end: () => end(buffered() > 0) };
  state.open.add(stream);
  res.once('close', () => end());
  // a client gone while the cursor was read: its 'close' has been and gone, and its place must not stay taken
  if (res.destroyed || !res.socket || res.socket.destroyed) end();

  out.write(': connected\nretry: 2000\n\n');
  if (pruned !== undefined) {
    // no `id:`: the client's Last-Event-ID stays its own; the replay goes on after this message
    const data = {
      prunedThroughSequence: Number(pruned),
      lastEventId: given,
      message: `Events up to sequence ${pruned} are gone from the stream (pruned after EVENTS_RETENTION_DAYS, or numbered before each owner's events had numbers of their own): those after ${given} up to it are not replayed; read the resources you follow again`,
    };
    out.write(`event: events.pruned\ndata: ${JSON.stringify(data)}\n\n`);
  }
  void pump();
  return reply.code(200).header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no').send(out);
}
