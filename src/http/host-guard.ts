import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { isLoopback, type Config } from '../config.js';
import { errors, sendError } from './errors.js';
import { uncountedRateHeaders } from './framework-errors.js';

/**
 * DNS rebinding and cross-site pages. A page of evil.example whose name is re-pointed at this
 * server (or at 127.0.0.1, where it listens) makes the browser send `Host: evil.example`: every
 * request naming a host the server is not configured for answers `421 misdirected_request`,
 * before anything else runs (on every route: `/metrics`, `/health`, `/docs`, unknown paths).
 *
 * Allowed: the configured names (`ALLOWED_HOSTS`, `PUBLIC_BASE_URL`'s host; a name without a
 * port matches any port), and loopback names (`localhost`, `127.x.x.x`, `[::1]`, any port)
 * always: a browser sends one only for a page served from this machine's loopback itself, which
 * is no rebinding, and probes, `app.inject` and local tools use them. A request without `Host`
 * (HTTP/1.0) comes from no browser and is let through.
 */

/** `name` and `port` of a Host header value (`example.com:8080`, `[::1]:3000`, `example.com`). */
export function splitHost(value: string): { name: string; port: string | undefined } {
  const v = value.trim().toLowerCase();
  const bracket = /^(\[[^\]]*\])(?::(\d*))?$/.exec(v);
  if (bracket) return { name: bracket[1]!, port: bracket[2] };
  const at = v.lastIndexOf(':');
  // a bare IPv6 address has several colons: no port
  if (at === -1 || v.indexOf(':') !== at) return { name: v, port: undefined };
  return { name: v.slice(0, at), port: v.slice(at + 1) };
}

/** Whether a request naming `host` is one this server answers for. */
export function hostAllowed(allowed: Config['allowedHosts'], host: string | undefined): boolean {
  if (host === undefined || allowed === '*') return true;
  const { name, port } = splitHost(host);
  // the trailing dot of a fully qualified name is the same host
  const bare = name.replace(/\.$/, '');
  // RFC 3986 host syntax only (a name, an IPv4 address, a bracketed IPv6 address), digits for a port
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)$/.test(bare) || (port !== undefined && !/^\d{1,5}$/.test(port))) return false;
  if (isLoopback(bare)) return true;
  return allowed.includes(bare) || (port !== undefined && allowed.includes(`${bare}:${port}`));
}

/** The app's first hook: a request for another host is answered 421 at once, uncounted. */
export function hostGuard(config: Pick<Config, 'allowedHosts' | 'rateLimitMax' | 'rateLimitWindowSeconds'>): onRequestHookHandler {
  const rate = { max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds };
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const host = req.headers.host;
    if (hostAllowed(config.allowedHosts, host)) return done();
    for (const [name, value] of Object.entries(uncountedRateHeaders(rate))) reply.header(name, value);
    // the name as given, cut short and without control characters: it is echoed in the message
    const shown = String(host)
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 100);
    void sendError(reply, errors.misdirected(`This server does not answer for the host ${shown}; use one of its configured host names`), req.id);
  };
}

/**
 * `POST /mcp`'s Origin check (the MCP transport rules: servers must validate `Origin`): absent
 * (not a browser), the server's own origin (`PUBLIC_BASE_URL`'s, or the request's scheme and
 * Host, already checked above), or one of `CORS_ORIGINS`; another answers `403 forbidden`.
 */
export function mcpOriginGuard(config: Pick<Config, 'publicBaseUrl' | 'corsOrigins'>): onRequestHookHandler {
  const fixed = new Set<string>(config.corsOrigins);
  if (config.publicBaseUrl) fixed.add(new URL(config.publicBaseUrl).origin);
  return (req, _reply, done) => {
    const origin = req.headers.origin;
    if (origin === undefined || fixed.has(origin) || origin === ownOrigin(req)) return done();
    throw errors.forbidden("This Origin may not call /mcp: only the server's own origin and those of CORS_ORIGINS may (a page of another site may not drive the tools)");
  };
}

function ownOrigin(req: FastifyRequest): string | undefined {
  const host = req.headers.host;
  if (host === undefined) return undefined;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
