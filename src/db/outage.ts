/**
 * Whether an error means "the database is not answering" (down, restarting, frozen past the
 * timeouts, out of connections) rather than a bug: such errors answer 503 with Retry-After,
 * and the request can simply be retried once the database is back.
 */
const CODES = new Set([
  // the socket: refused, reset, timed out
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // Postgres: connection exceptions (class 08), shutdown / starting up, too many connections,
  // statement timeout (statement_timeout)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

const MESSAGES = [
  /timeout exceeded when trying to connect/i, // pool acquire (connectionTimeoutMillis)
  /Connection terminated/i,
  /Query read timeout/i, // query_timeout
  /Client has encountered a connection error/i,
  /connection (is )?(closed|ended)/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string))) return true;
  // Node's happy-eyeballs connect gives an AggregateError of one error per address
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseUnavailable);
}

/** Seconds a client is told to wait before retrying while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
