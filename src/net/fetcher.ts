import { lookup as dnsLookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { isIP } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import { pipeline as streamInto } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Agent } from 'undici';
import { undici } from '../on-demand.js';
import { bareHost, checkUrlShape, refusedAddress, refusedHostReason, refusedPortReason, SiteFetchError, withoutAddresses } from './address.js';

interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name → addresses (the system resolver by default). */
type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SiteFetchOptions {
  /** SITE_FETCH_ALLOW_PRIVATE: lifts the address rule (local development and tests only) */
  allowPrivate: boolean;
  maxRedirects: number;
  /** time limit of one fetch, redirects included */
  timeoutMs: number;
  /** time limit of a whole site analysis (every page and stylesheet) */
  totalTimeoutMs: number;
  maxHtmlBytes: number;
  maxCssBytes: number;
  lookup: LookupFn;
  /**
   * Where a connection to a checked address really goes. The identity in production; tests
   * route a public-looking address to a loopback test server so that nothing leaves the machine.
   */
  route: (address: string) => string;
}

const DEFAULT_SITE_FETCH: SiteFetchOptions = {
  allowPrivate: false,
  maxRedirects: 5,
  timeoutMs: 10_000,
  totalTimeoutMs: 25_000,
  maxHtmlBytes: 3 * 1024 * 1024,
  maxCssBytes: 1024 * 1024,
  lookup: async (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
  route: (address) => address,
};

export interface FetchedDocument {
  /** final URL, after redirects */
  url: URL;
  contentType: string;
  /** the charset named by the Content-Type header, if any */
  charset?: string;
  body: Buffer;
}

export type DocumentKind = 'html' | 'css';

const ACCEPT: Record<DocumentKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  css: 'text/css,*/*;q=0.1',
};
const TYPES: Record<DocumentKind, string[]> = {
  html: ['text/html', 'application/xhtml+xml'],
  css: ['text/css'],
};
const USER_AGENT = 'ContentWorkflowSiteAnalyzer/1.0 (+blog site analysis)';

/**
 * Fetches site documents without ever connecting to a non-public address (unless allowed):
 * the undici Agent's `connect` resolves the host itself, refuses the connection when any
 * resolved address is loopback/private/link-local/metadata/..., and dials the checked address
 * (so a second resolution cannot rebind it). Literal IPs in every spelling reach the same
 * check, since the URL parser normalizes them; only the ports `refusedPortReason` allows are
 * dialed. Refusals never quote the address a name resolved to (`resolvedAddress` carries it to
 * the server's log). Redirects are followed by hand (at most
 * `maxRedirects`), each target re-checked; each fetch has a total time limit and a size cap,
 * and only the expected content types are accepted.
 */
export class SiteFetcher {
  readonly options: SiteFetchOptions;
  private pool: Agent | undefined;

  constructor(options: Partial<SiteFetchOptions> = {}) {
    this.options = { ...DEFAULT_SITE_FETCH, ...options };
  }

  /** The guarded pool, made on the first fetch: undici (some 80 ms to load) is not needed at start. */
  private get agent(): Agent {
    if (this.pool) return this.pool;
    const { Agent, buildConnector } = undici();
    const base = buildConnector({ timeout: this.options.timeoutMs });
    this.pool = new Agent({
      connect: (opts, callback) => {
        this.resolveChecked(opts.hostname).then(
          (address) => base({ ...opts, hostname: this.options.route(address), servername: isIP(bareHost(opts.hostname)) ? undefined : bareHost(opts.hostname) }, callback),
          (err: Error) => callback(err, null),
        );
      },
      headersTimeout: this.options.timeoutMs,
      bodyTimeout: this.options.timeoutMs,
      connections: 4,
    });
    return this.pool;
  }

  /** The address to dial for a host, after checking every address it resolves to. */
  private async resolveChecked(hostname: string): Promise<string> {
    const host = bareHost(hostname);
    if (isIP(host)) {
      this.refuseAddress(host, host);
      return host;
    }
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.options.lookup(host);
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as Error).message;
      throw new SiteFetchError('dns', `the site's host name ${host} could not be resolved (${code})`);
    }
    if (addresses.length === 0) throw new SiteFetchError('dns', `the site's host name ${host} has no address`);
    for (const a of addresses) this.refuseAddress(a.address, host);
    return addresses[0]!.address;
  }

  private refuseAddress(address: string, host: string) {
    if (this.options.allowPrivate) return;
    const refused = refusedAddress(address);
    if (!refused) return;
    // a literal address is the client's own; the address a name resolves to is not told (it
    // would map the internal DNS for the owner), only what kind of address it is
    if (isIP(host)) throw new SiteFetchError('refused_address', refusal(`${refused.address} is ${refused.what}`));
    throw new SiteFetchError('refused_address', refusal(`${host} resolves to ${refused.what}`), undefined, refused.address);
  }

  /** Host checks that need no DNS (literal addresses, local names), for clear messages before connecting. */
  private checkTarget(url: URL) {
    checkUrlShape(url);
    if (this.options.allowPrivate) return;
    const reason = refusedHostReason(url.hostname);
    if (reason) throw new SiteFetchError('refused_address', refusal(reason), url.href);
    const port = refusedPortReason(url);
    if (port) throw new SiteFetchError('refused_address', port, url.href);
  }

  /**
   * The guarded connection pool for one request of another method (webhook deliveries), after
   * the same URL checks as `fetch`; the caller sends through it and follows no redirect.
   */
  dispatcherFor(url: URL): Agent {
    this.checkTarget(url);
    return this.agent;
  }

  /** GET `url` (following redirects by hand) and answer its body if it is a `kind` document. */
  async fetch(target: URL, kind: DocumentKind, outerSignal?: AbortSignal): Promise<FetchedDocument> {
    const signal = this.signalOf(outerSignal);
    const { url, headers, body } = await this.open(target, { accept: ACCEPT[kind], encoding: 'gzip, deflate, br' }, signal, outerSignal);
    const contentType = header(headers['content-type']) ?? '';
    const mime = contentType.split(';')[0]!.trim().toLowerCase();
    if (!TYPES[kind].includes(mime)) {
      discard(body);
      const what = kind === 'html' ? 'an HTML page' : 'a stylesheet';
      throw new SiteFetchError('not_html', `${url.href} is not ${what} (content type ${mime || 'missing'})`, url.href);
    }
    const max = kind === 'html' ? this.options.maxHtmlBytes : this.options.maxCssBytes;
    const declared = Number(header(headers['content-length']) ?? NaN);
    if (declared > max) {
      discard(body);
      throw tooLarge(url, max);
    }
    const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
    try {
      const bytes = await readCapped(decoded(body, header(headers['content-encoding'])), max, url);
      return { url, contentType: mime, charset, body: bytes };
    } catch (err) {
      discard(body);
      throw this.describe(err, url, signal, outerSignal);
    }
  }

  /**
   * GET `target` as `fetch` does (the same address and port rules, each redirect checked, the
   * same time limit) and write its body as sent (no decompression asked for or done) to `file`,
   * whatever its content type: failing with `too_large` as soon as the body declares or
   * streams more than `maxBytes`. On any failure `file` is removed.
   */
  async download(target: URL, file: string, maxBytes: number, outerSignal?: AbortSignal): Promise<{ url: URL; bytes: number }> {
    const signal = this.signalOf(outerSignal);
    const { url, headers, body } = await this.open(target, { accept: '*/*', encoding: 'identity' }, signal, outerSignal);
    const declared = Number(header(headers['content-length']) ?? NaN);
    if (declared > maxBytes) {
      discard(body);
      throw tooLarge(url, maxBytes);
    }
    let bytes = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > maxBytes ? tooLarge(url, maxBytes) : null, chunk);
      },
    });
    try {
      await streamInto(body, cap, createWriteStream(file));
      return { url, bytes };
    } catch (err) {
      discard(body);
      await fs.rm(file, { force: true });
      throw this.describe(err, url, signal, outerSignal);
    }
  }

  private signalOf(outerSignal?: AbortSignal): AbortSignal {
    return outerSignal ? AbortSignal.any([outerSignal, AbortSignal.timeout(this.options.timeoutMs)]) : AbortSignal.timeout(this.options.timeoutMs);
  }

  /** GET `target`, following redirects by hand (each target checked), up to a 2xx answer: its final URL, headers and unread body. */
  private async open(target: URL, ask: { accept: string; encoding: string }, signal: AbortSignal, outerSignal?: AbortSignal): Promise<{ url: URL; headers: Record<string, string | string[] | undefined>; body: Readable }> {
    let url = new URL(target.href);
    for (let hop = 0; ; hop++) {
      this.checkTarget(url);
      let res;
      try {
        res = await undici().request(url, {
          dispatcher: this.agent,
          method: 'GET',
          headers: { 'user-agent': USER_AGENT, accept: ask.accept, 'accept-encoding': ask.encoding },
          signal,
        });
      } catch (err) {
        throw this.describe(err, url, signal, outerSignal);
      }
      const { statusCode, headers, body } = res;
      if (statusCode >= 300 && statusCode < 400 && statusCode !== 304) {
        discard(body);
        const location = header(headers.location);
        if (!location) throw new SiteFetchError('http_status', `${url.href} answered a redirect (${statusCode}) without a Location`, url.href);
        if (hop >= this.options.maxRedirects) {
          throw new SiteFetchError('too_many_redirects', `${target.href} redirects more than ${this.options.maxRedirects} times`, url.href);
        }
        try {
          url = new URL(location, url);
        } catch {
          throw new SiteFetchError('invalid_url', `${url.href} redirects to an invalid URL`, url.href);
        }
        try {
          this.checkTarget(url);
        } catch (err) {
          if (err instanceof SiteFetchError) throw new SiteFetchError(err.kind, `the site redirects to ${url.href}, which is refused: ${err.message}`, url.href);
          throw err;
        }
        continue;
      }
      if (statusCode < 200 || statusCode >= 300) {
        discard(body);
        throw new SiteFetchError('http_status', `${url.href} answered HTTP ${statusCode}`, url.href);
      }
      return { url, headers, body };
    }
  }

  /** A fetch failure as a SiteFetchError whose message names the cause. */
  private describe(err: unknown, url: URL, signal: AbortSignal, outerSignal?: AbortSignal): SiteFetchError {
    const e = err as { code?: string; name?: string; message?: string; cause?: unknown };
    const known = err instanceof SiteFetchError ? err : e.cause instanceof SiteFetchError ? e.cause : undefined;
    if (known) return known.url ? known : new SiteFetchError(known.kind, known.message, url.href, known.resolvedAddress);
    const code = e.code ?? (e.cause as { code?: string } | undefined)?.code ?? '';
    const seconds = Math.round(this.options.timeoutMs / 100) / 10;
    if (outerSignal?.aborted) {
      return new SiteFetchError('timeout', `${url.host} did not answer before the analysis time limit (${this.options.totalTimeoutMs / 1000} s)`, url.href);
    }
    if (signal.aborted || e.name === 'AbortError' || e.name === 'TimeoutError' || /TIMEOUT/.test(code)) {
      return new SiteFetchError('timeout', `${url.host} did not answer within ${seconds} s`, url.href);
    }
    if (code === 'ECONNREFUSED') return new SiteFetchError('unreachable', `${url.host} refused the connection`, url.href);
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return new SiteFetchError('unreachable', `${url.host} closed the connection`, url.href);
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return new SiteFetchError('unreachable', `${url.host} is unreachable`, url.href);
    if (/CERT|SSL|TLS|ERR_TLS|DEPTH_ZERO|SELF_SIGNED/i.test(code) || /certificate|TLS|SSL/i.test(e.message ?? '')) {
      return new SiteFetchError('tls', `the TLS connection to ${url.host} failed: ${withoutAddresses(e.message ?? '')}`, url.href);
    }
    if (code === 'Z_DATA_ERROR' || code === 'ERR__ERROR_FORMAT_PADDING_1') {
      return new SiteFetchError('unreachable', `${url.href} sent a body that could not be decompressed`, url.href);
    }
    return new SiteFetchError('unreachable', `${url.host} could not be fetched: ${withoutAddresses(e.message ?? String(err))}`, url.href);
  }

  async close(): Promise<void> {
    await this.pool?.destroy().catch(() => undefined);
  }
}

function refusal(reason: string) {
  return `${reason}; only public addresses are fetched`;
}

/** Drops a response body we will not read (its abort error is expected, not a crash). */
function discard(body: Readable) {
  body.on('error', () => undefined);
  body.destroy();
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function tooLarge(url: URL, max: number) {
  return new SiteFetchError('too_large', `${url.href} is larger than the ${Math.round(max / 1024)} KiB limit`, url.href);
}

/** The body decompressed as its Content-Encoding says (errors of either stream surface on the result). */
function decoded(body: Readable, encoding: string | undefined): Readable {
  const unzip = { gzip: zlib.createGunzip, 'x-gzip': zlib.createGunzip, deflate: zlib.createInflate, br: zlib.createBrotliDecompress }[encoding?.trim().toLowerCase() ?? ''];
  return unzip ? pipeline(body, unzip(), () => undefined) : body;
}

/** Reads a stream into one buffer, stopping (and failing) as soon as it passes `max` bytes. */
async function readCapped(stream: Readable, max: number, url: URL): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buf.length;
    if (total > max) {
      discard(stream);
      throw tooLarge(url, max);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}
