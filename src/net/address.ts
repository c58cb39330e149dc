import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { cutText } from '../generation/writing/cut.js';

/** Why a site could not be fetched; the handler turns it into a 400 whose message names the cause. */
export type SiteFetchCause = 'invalid_url' | 'refused_address' | 'dns' | 'unreachable' | 'timeout' | 'tls' | 'http_status' | 'not_html' | 'too_large' | 'too_many_redirects';

export class SiteFetchError extends Error {
  constructor(
    readonly kind: SiteFetchCause,
    message: string,
    readonly url?: string,
    /**
     * The address a host name resolved to, when that is why it was refused: for the server's log
     * only. The message (which the owner reads) never quotes it, or it would be an oracle of the
     * internal DNS (which names resolve, and to what).
     */
    readonly resolvedAddress?: string,
  ) {
    super(message);
  }
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HAS_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The site URL a client sent, as a URL: `http`/`https` only (a bare host name is read as
 * `https://` + host, as the contract says), no credentials, a host present.
 */
export function parseSiteUrl(raw: string, field = 'siteUrl'): URL {
  const text = raw.trim();
  let candidate = text;
  if (!HAS_AUTHORITY.test(text)) {
    // "mailto:x", "javascript:..." name another scheme; "example.org" or "example.org:8080/x" is a bare host
    const scheme = SCHEME.exec(text);
    if (scheme && !/^\d/.test(text.slice(scheme[0].length))) {
      throw new SiteFetchError('invalid_url', `${field} must use http or https (got "${scheme[1]}:")`);
    }
    candidate = `https://${text}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new SiteFetchError('invalid_url', `${field} is not a valid URL: "${cutText(text, 200)}"`);
  }
  return checkUrlShape(url);
}

/** Scheme, credentials and host checks for any URL the fetcher is about to follow. */
export function checkUrlShape(url: URL): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteFetchError('invalid_url', `only http and https URLs are fetched (got "${url.protocol}")`, url.href);
  }
  if (url.username || url.password) {
    throw new SiteFetchError('invalid_url', 'URLs with credentials (user:password@) are not fetched', url.href);
  }
  if (!url.hostname) throw new SiteFetchError('invalid_url', 'the URL has no host', url.href);
  url.hash = '';
  return url;
}

/** A URL's host without IPv6 brackets or the trailing dot of a fully qualified name. */
export function bareHost(hostname: string): string {
  const h = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return h.replace(/\.$/, '').toLowerCase();
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.localdomain', '.intranet', '.corp'];

/**
 * What a non-public address is ("a loopback address"), or undefined for a public unicast
 * address. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry; every range
 * other than public unicast (loopback, private, link-local and metadata, unspecified,
 * carrier-grade NAT, unique-local, multicast, reserved, NAT64 and 6to4 prefixes that embed an
 * IPv4) is refused.
 */
export function refusedAddress(address: string): { address: string; what: string } | undefined {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(bareHost(address));
  } catch {
    return { address, what: 'not an IP address' };
  }
  const range = ip.range();
  const shown = ip.toString();
  if (range === 'unicast') {
    // ::/96 other than :: and ::1 (which have ranges of their own): the deprecated
    // IPv4-compatible form, `[::127.0.0.1]` written by the URL parser as `[::7f00:1]`. Its
    // range is unicast to ipaddr.js, and a stack that still routes it reaches the IPv4 address.
    if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)) {
      return { address: shown, what: 'an IPv4-compatible IPv6 address (deprecated, embedding an IPv4 address)' };
    }
    return undefined;
  }
  if (shown === '169.254.169.254' || shown === 'fd00:ec2::254' || shown === '100.100.100.200') {
    return { address: shown, what: 'a cloud metadata address' };
  }
  const names: Record<string, string> = {
    loopback: 'a loopback address',
    private: 'a private network address',
    linkLocal: 'a link-local address',
    unspecified: 'the unspecified address',
    carrierGradeNat: 'a carrier-grade NAT (shared) address',
    uniqueLocal: 'a unique-local (private) IPv6 address',
    multicast: 'a multicast address',
    broadcast: 'the broadcast address',
    reserved: 'a reserved address',
    rfc6052: 'a NAT64 address embedding an IPv4 address',
    '6to4': 'a 6to4 address embedding an IPv4 address',
    teredo: 'a Teredo tunnel address',
    rfc6145: 'an IPv4-translated IPv6 address embedding an IPv4 address',
  };
  return { address: shown, what: names[range] ?? `not a public address (${range})` };
}

/**
 * Why a host (name or literal address) may not be fetched before any DNS lookup, or undefined.
 * Names are checked again on every address they resolve to, at connection time.
 */
export function refusedHostReason(hostname: string): string | undefined {
  const host = bareHost(hostname);
  if (isIP(host)) {
    const refused = refusedAddress(host);
    return refused && `${refused.address} is ${refused.what}`;
  }
  if (host === 'localhost' || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return `${host} is a local host name`;
  if (!host.includes('.')) return `${host} is not a public domain name`;
  return undefined;
}

/**
 * Outbound port policy (site analysis and webhooks; lifted with SITE_FETCH_ALLOW_PRIVATE): 80,
 * 443 (and a URL's default port), and 1024 to 65535 except the ports of well-known services
 * that are not websites but answer, or can be made to act on, a crafted HTTP request (databases,
 * caches, queues, cluster and container APIs, proxies, remote desktop). Below 1024 only 80 and
 * 443: SSH, SMTP and the other system services live there.
 */
const REFUSED_SERVICE_PORTS: ReadonlyMap<number, string> = new Map([
  [1080, 'SOCKS'],
  [1433, 'SQL Server'],
  [1434, 'SQL Server'],
  [1521, 'Oracle'],
  [2049, 'NFS'],
  [2181, 'ZooKeeper'],
  [2375, 'Docker API'],
  [2376, 'Docker API'],
  [2379, 'etcd'],
  [2380, 'etcd'],
  [3128, 'HTTP proxy'],
  [3306, 'MySQL'],
  [3389, 'Remote Desktop'],
  [4369, 'Erlang port mapper'],
  [5432, 'PostgreSQL'],
  [5672, 'AMQP'],
  [5984, 'CouchDB'],
  [6379, 'Redis'],
  [6443, 'Kubernetes API'],
  [8086, 'InfluxDB'],
  [8500, 'Consul'],
  [9042, 'Cassandra'],
  [9092, 'Kafka'],
  [9200, 'Elasticsearch'],
  [9300, 'Elasticsearch'],
  [10250, 'kubelet'],
  [11211, 'memcached'],
  [15672, 'RabbitMQ management'],
  [27017, 'MongoDB'],
  [27018, 'MongoDB'],
]);

/** Why a URL's port may not be fetched, or undefined. */
export function refusedPortReason(url: URL): string | undefined {
  if (url.port === '') return undefined; // the scheme's default: 80 or 443
  const port = Number(url.port);
  if (port === 80 || port === 443) return undefined;
  const service = REFUSED_SERVICE_PORTS.get(port);
  if (port >= 1024 && !service) return undefined;
  return `port ${port}${service ? ` (${service})` : ''} is refused; only ports 80, 443 and 1024 to 65535 other than well-known service ports are used`;
}

/**
 * `text` with every IP address (with or without a port) replaced: connection errors quote the
 * address a name resolved to ("connect ECONNREFUSED 10.1.2.3:443"), which the owner must not read.
 */
export function withoutAddresses(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => {
      const core = token.replace(/^\(+|[),;.]+$/g, '');
      const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(core)?.[1];
      const address = isIP(core) || isIP(core.replace(/:\d+$/, '')) || (bracketed !== undefined && isIP(bracketed));
      return address ? token.replace(core, '(address)') : token;
    })
    .join('');
}
