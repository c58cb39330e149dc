import http from 'node:http';
import autocannon from 'autocannon';
import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { seedEvents } from '../../test/support/events.js';
import { fmt, type BenchSection } from './context.js';
import { isolatedServer, type IsolatedServer } from './isolated.js';

const STREAMS = 200;
const EVENTS = 3000;
const EVENT_BYTES = 2000;
const LOAD_SECONDS = 5;

/** GET /v1/anecdotes?limit=10 of the control owner for LOAD_SECONDS (4 connections), with the server's peak RSS meanwhile. */
async function controlLoad(iso: IsolatedServer, headers: Record<string, string>) {
  let peak = iso.server.rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, iso.server.rssMb())), 100);
  const r = await autocannon({ url: `${iso.server.base}/v1/anecdotes?limit=10`, headers, connections: 4, duration: LOAD_SECONDS });
  clearInterval(timer);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, bad: r.non2xx + r.errors + r.timeouts, peak };
}

/**
 * One owner opens 200 event streams replaying all its stored events (`Last-Event-ID: 0`, about
 * 6.9 MB each) and never reads them (paused sockets, in this process); meanwhile a control
 * owner's list requests are loaded from this process too, the server running in its own (its
 * own database, no workers). Server RSS and the control owner's latency, before and with the
 * streams; then how many of them the server has closed 45 s after they opened. Run with
 * the default per-owner stream limit, then with the limit raised to 200 (backpressure alone).
 */
export const streamsSection: BenchSection = {
  name: 'streams',
  title: `${STREAMS} unread SSE streams of one owner (Last-Event-ID: 0, ${EVENTS} events of ${EVENT_BYTES} B): server RSS and a control owner's p99`,
  async run(ctx) {
    for (const [label, env] of [
      ['default limits', {}],
      [`EVENTS_STREAMS_PER_OWNER=${STREAMS}, EVENTS_STREAM_STALL_SECONDS=10`, { EVENTS_STREAMS_PER_OWNER: String(STREAMS), EVENTS_STREAM_STALL_SECONDS: '10' }],
    ] as const) {
      const iso = await isolatedServer(ctx, 'streams', { WORKERS: 'false', ...env });
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const requests: http.ClientRequest[] = [];
      try {
        const heavy = await iso.owner();
        const control = await iso.owner();
        await seedEvents(iso.db, heavy.ownerId, EVENTS, EVENT_BYTES);
        const anecdotes = anecdoteRepository(iso.db);
        for (let i = 0; i < 10; i++) await anecdotes.create(control.ownerId, { title: `Story ${i}`, content: `A story about lesson ${i}. `.repeat(8) });
        await controlLoad(iso, control.headers); // warm-up
        const base = await controlLoad(iso, control.headers);
        const idleRss = iso.server.rssMb();

        const statuses = new Map<number, number>();
        const open: http.IncomingMessage[] = [];
        await Promise.all(
          Array.from(
            { length: STREAMS },
            () =>
              new Promise<void>((resolve) => {
                const req = http.get(`${iso.server.base}/v1/events/stream`, { agent, headers: { ...heavy.headers, 'last-event-id': '0' } }, (res) => {
                  statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
                  if (res.statusCode === 200) {
                    res.pause(); // never read: the replay piles up wherever the server lets it
                    open.push(res);
                  } else res.resume();
                  resolve();
                });
                req.on('error', () => resolve());
                requests.push(req);
              }),
          ),
        );
        await new Promise((r) => setTimeout(r, 2000));
        const loaded = await controlLoad(iso, control.headers);
        const heldRss = iso.server.rssMb();
        console.log(
          `${label}: streams answered ${[...statuses]
            .sort()
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
        );
        console.log(
          `  server RSS: idle ${fmt(idleRss, 0)} MB, with the streams ${fmt(heldRss, 0)} MB (peak ${fmt(loaded.peak, 0)} MB); ` +
            `control owner GET /v1/anecdotes: p50 ${fmt(base.p50)} → ${fmt(loaded.p50)} ms, p99 ${fmt(base.p99)} → ${fmt(loaded.p99)} ms, ${fmt(base.rps, 0)} → ${fmt(loaded.rps, 0)} req/s, non-2xx or errors ${base.bad} → ${loaded.bad}`,
        );
        await new Promise((r) => setTimeout(r, 37_000));
        const rssLater = iso.server.rssMb();
        // a stream the server closed closes here once this side has read what the kernel still
        // holds (cut off mid-body: 'close' without 'end'); an open one goes on
        let ended = 0;
        for (const res of open) {
          res.once('close', () => ended++);
          res.resume();
        }
        await new Promise((r) => setTimeout(r, 3000));
        console.log(`  unread streams the server had closed 45 s after opening: ${ended} of ${open.length}; server RSS then ${fmt(rssLater, 0)} MB`);
      } finally {
        for (const r of requests) r.destroy();
        agent.destroy();
        await iso.stop();
      }
    }
  },
};
