import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CredentialCache } from './cache.js';

/** The channel db/migrations/040_credential_notify.sql announces key and owner changes on. */
const CREDENTIALS_CHANNEL = 'cw_credentials';

export interface RevocationListener {
  /** resolves once the first LISTEN is in place (or failed; it keeps retrying meanwhile) */
  ready: Promise<void>;
  /** true while a connection is listening */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Keeps one dedicated connection (outside the pool) listening on the credentials channel and
 * evicts what each notification names. When the connection is lost (a database outage, a
 * restart, a network cut) the whole cache is dropped, since notifications sent meanwhile are
 * lost, and the listener reconnects with a backoff of 0.5 s doubling up to 10 s; the cache is
 * dropped again once it listens, for what changed between the loss and the LISTEN.
 */
export function listenForRevocations(url: string, cache: CredentialCache, log: FastifyBaseLogger): RevocationListener {
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let delay = 500;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CREDENTIALS_CHANNEL || !msg.payload) return;
    const [kind, id] = [msg.payload.slice(0, msg.payload.indexOf(':')), msg.payload.slice(msg.payload.indexOf(':') + 1)];
    if (kind === 'key') cache.evictKey(id);
    else if (kind === 'owner') cache.evictOwner(id);
    else if (kind === 'tokens') cache.evictTokens();
    else cache.clear();
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return; // already handled
    client = undefined;
    if (listening) log.warn({ err }, 'credential revocations: listening connection lost; cache dropped, reconnecting');
    listening = false;
    cache.clear();
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query(`LISTEN ${CREDENTIALS_CHANNEL}`);
    } catch (err) {
      log.debug({ err }, 'credential revocations: could not listen yet');
      lost(c, err as Error);
      markReady();
      return;
    }
    if (client !== c || closed) return;
    listening = true;
    delay = 500;
    cache.clear();
    markReady();
  };

  void connect();
  return {
    ready,
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}
