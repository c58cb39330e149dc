import path from 'node:path';

/**
 * Every environment variable the service reads, parsed and validated in one place.
 * Every bad value is found: ConfigError's `problems` has one line per bad variable, naming it.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** pino's levels, and `silent` */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The problems found by the loadConfig call running now: a bad value is noted and its default used, so that all are reported at once. */
let problems: string[] = [];

function problem<T>(message: string, fallback: T): T {
  problems.push(message);
  return fallback;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * STORAGE_BACKEND: where media live. `file`: under DATA_DIR (every API and worker process must
   * share it); `s3`: in S3_BUCKET of an S3-compatible server (processes share only the bucket).
   */
  storage: {
    backend: 'file' | 's3';
    /** the S3_* variables, when S3_BUCKET is set (always with the `s3` backend) */
    s3: { endpoint: string | undefined; region: string; bucket: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean } | undefined;
  };
  redisUrl: string | undefined;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /** JOB_LEASE_SECONDS: a running job whose worker stops renewing this lease is restarted by another worker */
  jobLeaseSeconds: number;
  /** CAROUSEL_WAIT_SECONDS: how long a carousel run request waits for its job before answering it as it stands */
  carouselWaitMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for requests in flight before cutting them */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long the API goes on serving with readiness at 503 before it stops accepting */
  shutdownDrainMs: number;
  /** DB_BOOT_WAIT_SECONDS: how long start-up waits (retrying with backoff) for a database that does not answer yet */
  dbBootWaitSeconds: number;
  /** DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS: past them a request answers 503 */
  dbTimeouts: { connectMs: number; statementMs: number };
  /** per client address and public route (contract, reference, uploaded images) per window */
  publicRateLimitMax: number;
  uploadMaxBytes: number;
  /** IMAGE_MAX_PIXELS: an uploaded image declaring more pixels (all frames) is refused before decoding */
  imageMaxPixels: number;
  /** IMAGE_MAX_FRAMES: an animated upload with more frames is refused before decoding */
  imageMaxFrames: number;
  /** IMAGE_DECODE_CONCURRENCY: uploaded images decoded at once per process (round robin between owners) */
  imageDecodeConcurrency: number;
  generationProvider: 'local' | 'openai';
  /** timeoutMs: per request; maxRetries: the SDK's retries (with backoff) on 408/409/429/5xx and connection errors */
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number; maxRetries: number };
  siteFetchAllowPrivate: boolean;
  jwtSecret: string | undefined;
  jwtJwksUrl: string | undefined;
  /** JWT_ISSUER, JWT_AUDIENCE: a bearer token's `iss` and `aud` must be these (required with JWT_SECRET or JWT_JWKS_URL) */
  jwtIssuer: string | undefined;
  jwtAudience: string | undefined;
  /** JWT_MAX_AGE_SECONDS: the longest lifetime (`exp - iat`) and age (`now - iat`) of a bearer token */
  jwtMaxAgeSeconds: number;
  workers: boolean;
  logLevel: string;
  /** ffmpeg binary for B-roll rendering; unset: the one inside @ffmpeg-installer/ffmpeg */
  ffmpegPath: string | undefined;
  /** frames per second of rendered B-roll videos */
  brollFps: number;
  /** the share of the format's resolution B-roll videos are rendered at (1: 1080×1920 for VERTICAL) */
  brollScale: number;
  /** what draws B-roll scenes and previews: `sandbox` (components in QuickJS, drawn by takumi) or `ffmpeg-card` (built-in cards only) */
  renderer: 'sandbox' | 'ffmpeg-card';
  /** bounds of one B-roll scene render: time of the whole scene, and the render child's memory */
  brollSceneTimeoutMs: number;
  brollSceneMemoryBytes: number;
  /** one frame of a component (its code and the drawing) taking longer stops the render */
  renderFrameTimeoutMs: number;
  /** elements one frame may draw */
  renderMaxElements: number;
  /** render children running at once in a process */
  renderConcurrency: number;
  /** per owner, renders in flight at once (scenes and previews): the others wait their turn, round robin */
  renderPerOwner: number;
  /** longest render of one component preview (one still) */
  previewTimeoutMs: number;
  /** new versions (prompt or default props) of one component per minute */
  componentVersionsPerMinute: number;
  /**
   * True: `npm start` starts and warms the speech engine as it begins to listen (about 65 MB of
   * RSS in each API process), so the first voice export answers as fast as the later ones.
   * False (the default, to keep an idle API process small): the engine starts on the first export.
   */
  speechWarmup: boolean;
  /** bound of the speech cache under DATA_DIR/speech-cache, least recently used entries removed past it */
  speechCacheMaxBytes: number;
  /**
   * SPEECH_PROVIDER and its settings: `espeak` (offline, every language), `festival` (Debian's,
   * English; other languages espeak-ng) or `openai` (an OpenAI-compatible /v1/audio/speech server
   * at SPEECH_BASE_URL; `voices` from SPEECH_VOICE, comma-separated, the first the default).
   */
  speech: { provider: 'espeak' | 'festival' | 'openai'; baseUrl: string | undefined; apiKey: string | undefined; model: string; voices: string[]; timeoutMs: number; maxRetries: number };
  /** first retry delay of a webhook delivery; the schedule is this × 1, 6, 24, 120, 720, 4320, 17280 (5 s … 24 h by default) */
  webhookRetryBaseMs: number;
  /** time limit of one webhook delivery attempt (connect, answer) */
  webhookTimeoutMs: number;
  /** keep-alive comment interval of the live event stream */
  eventsKeepaliveSeconds: number;
  /** EVENTS_STREAMS_PER_OWNER: event streams one owner may have open at once in a process; beyond it 429 */
  eventsStreamsPerOwner: number;
  /** EVENTS_STREAM_STALL_SECONDS: an event stream whose client does not take its unsent bytes for this long is closed */
  eventsStreamStallMs: number;
  /** how long a verified API key or bearer token is trusted without asking the database (0: not cached) */
  authCacheTtlSeconds: number;
  /** what the retention sweep prunes, and how often (RETENTION_*) */
  retention: { eventsDays: number; suggestionsDays: number; intervalMinutes: number };
  /** Fastify's two info lines per request (incoming, completed); off by default, errors are logged either way */
  logRequests: boolean;
  /**
   * PUBLIC_BASE_URL: where clients reach the API (scheme, host, optional path prefix), for the
   * absolute links it hands out (the MCP tools' media links); unset: each request's own Host.
   */
  publicBaseUrl: string | undefined;
  /** CORS_ORIGINS: origins (scheme://host[:port]) browsers may call the API from; empty: CORS off */
  corsOrigins: string[];
  /** COMPRESS_MIN_BYTES: JSON answers at least this large are compressed (br, gzip) when the client accepts it */
  compressMinBytes: number;
  /** METRICS: collect Prometheus metrics and serve them at GET /metrics (on by default) */
  metrics: boolean;
  /** METRICS_TOKEN: when set, GET /metrics wants `Authorization: Bearer <token>` (401 without it) */
  metricsToken: string | undefined;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: tracing is on (OpenTelemetry, OTLP/HTTP) only when it is set;
   * OTEL_SERVICE_NAME names the service in the traces. The SDK reads its other OTEL_* variables itself.
   */
  otel: { endpoint: string | undefined; serviceName: string };
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) return problem(`${name} must be an integer between ${min} and ${max} (got "${raw}")`, def);
  return n;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return def;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  return problem(`${name} must be true or false (got "${raw}")`, def);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return problem(`${name} must be a URL (got "${raw}")`, undefined);
  }
  if (!protocols.includes(parsed.protocol)) return problem(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`, undefined);
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], def: T): T {
  const raw = str(env, name);
  if (raw === undefined) return def;
  if (!(values as readonly string[]).includes(raw)) return problem(`${name} must be one of ${values.join(', ')} (got "${raw}")`, def);
  return raw as T;
}

/** A comma-separated list of origins such as `https://app.example.com,http://localhost:5173`. */
function origins(env: Env, name: string): string[] {
  const raw = str(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(o);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== o) {
      return problem(`${name} must be a comma-separated list of origins such as https://app.example.com (got "${o}")`, '');
    }
    return o;
  }).filter(Boolean);
}

/** An http(s) URL without query or fragment, given without its trailing slash. */
function baseUrl(env: Env, name: string): string | undefined {
  const raw = url(env, name, ['http:', 'https:']);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.search || parsed.hash || parsed.username || parsed.password) {
    return problem(`${name} must be a base URL such as https://api.example.com, without credentials, query or fragment (got "${raw}")`, undefined);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** 127.0.0.0/8, ::1 and `localhost`: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/** The configuration, or ConfigError naming every bad variable at once. */
export function loadConfig(env: Env = process.env): Config {
  problems = [];
  try {
    const config = readConfig(env);
    if (problems.length > 0) throw new ConfigError(problems);
    return config;
  } finally {
    problems = [];
  }
}

/** STORAGE_BACKEND and the S3_* variables (required together when the backend is `s3`). */
function storage(env: Env): Config['storage'] {
  const backend = oneOf(env, 'STORAGE_BACKEND', ['file', 's3'] as const, 'file');
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  const region = str(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) problem(`S3_REGION must be a region name such as us-east-1 (got "${region}")`, undefined);
  const bucket = str(env, 'S3_BUCKET');
  if (bucket !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problem(`S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens; got "${bucket}")`, undefined);
  }
  const accessKeyId = str(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = str(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) problem('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together', undefined);
  // a custom endpoint (R2, Ceph, Swift, MinIO) rarely serves virtual-host buckets
  const forcePathStyle = bool(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined);
  if (backend === 's3' && bucket === undefined) problem('S3_BUCKET is required when STORAGE_BACKEND=s3', undefined);
  // with STORAGE_BACKEND=file the S3_* settings serve `cli storage migrate --to s3`
  return { backend, s3: bucket === undefined ? undefined : { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } };
}

/** SPEECH_PROVIDER and the SPEECH_* settings of the `openai` speech provider. */
function speech(env: Env): Config['speech'] {
  const provider = oneOf(env, 'SPEECH_PROVIDER', ['espeak', 'festival', 'openai'] as const, 'espeak');
  const baseUrl = url(env, 'SPEECH_BASE_URL', ['http:', 'https:']);
  if (provider === 'openai' && !str(env, 'SPEECH_BASE_URL')) problem('SPEECH_BASE_URL is required when SPEECH_PROVIDER=openai', undefined);
  const voices = (str(env, 'SPEECH_VOICE') ?? 'alloy').split(',').map((v) => v.trim()).filter(Boolean);
  if (voices.some((v) => !/^[\w.-]{1,64}$/.test(v))) problem(`SPEECH_VOICE must be voice names (letters, digits, . _ -) separated by commas (got "${str(env, 'SPEECH_VOICE')}")`, undefined);
  return {
    provider,
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    apiKey: str(env, 'SPEECH_API_KEY'),
    model: str(env, 'SPEECH_MODEL') ?? 'tts-1',
    voices: voices.length ? voices : ['alloy'],
    timeoutMs: int(env, 'SPEECH_TIMEOUT_MS', 30_000, 1, 600_000),
    maxRetries: int(env, 'SPEECH_MAX_RETRIES', 3, 0, 10),
  };
}

function readConfig(env: Env): Config {
  const provider = oneOf(env, 'GENERATION_PROVIDER', ['local', 'openai'] as const, 'local');
  const openaiBaseUrl = url(env, 'OPENAI_BASE_URL', ['http:', 'https:']);
  if (provider === 'openai' && !openaiBaseUrl && !str(env, 'OPENAI_BASE_URL')) problem('OPENAI_BASE_URL is required when GENERATION_PROVIDER=openai', undefined);
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const jwtSecret = str(env, 'JWT_SECRET');
  const jwtJwksUrl = url(env, 'JWT_JWKS_URL', ['http:', 'https:']);
  const jwtIssuer = str(env, 'JWT_ISSUER');
  const jwtAudience = str(env, 'JWT_AUDIENCE');
  if (jwtSecret !== undefined || str(env, 'JWT_JWKS_URL') !== undefined) {
    if (jwtIssuer === undefined) problem('JWT_ISSUER is required when JWT_SECRET or JWT_JWKS_URL is set (the `iss` every bearer token must carry)', undefined);
    if (jwtAudience === undefined) problem('JWT_AUDIENCE is required when JWT_SECRET or JWT_JWKS_URL is set (the `aud` every bearer token must carry)', undefined);
  }
  const metrics = bool(env, 'METRICS', true);
  const metricsToken = str(env, 'METRICS_TOKEN');
  if (metrics && metricsToken === undefined && !isLoopback(host)) {
    problem(`HOST=${host} is not a loopback address: set METRICS_TOKEN (GET /metrics then wants it) or METRICS=false, or metrics would answer anyone`, undefined);
  }
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? './data'),
    storage: storage(env),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000_000),
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    jobLeaseSeconds: int(env, 'JOB_LEASE_SECONDS', 20, 2, 3600),
    carouselWaitMs: int(env, 'CAROUSEL_WAIT_SECONDS', 60, 0, 600) * 1000,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 3600) * 1000,
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 600) * 1000,
    dbTimeouts: {
      connectMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 2000, 100, 600_000),
      statementMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 15_000, 100, 86_400_000),
    },
    publicRateLimitMax: int(env, 'PUBLIC_RATE_LIMIT_MAX', 6000, 1, 1_000_000_000),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1, 1024 * 1024 * 1024),
    imageMaxPixels: int(env, 'IMAGE_MAX_PIXELS', 16_777_216, 1, 268_402_689),
    imageMaxFrames: int(env, 'IMAGE_MAX_FRAMES', 1000, 1, 100_000),
    imageDecodeConcurrency: int(env, 'IMAGE_DECODE_CONCURRENCY', 1, 1, 64),
    generationProvider: provider,
    openai: {
      baseUrl: openaiBaseUrl,
      apiKey: str(env, 'OPENAI_API_KEY'),
      model: str(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 30_000, 1, 600_000),
      maxRetries: int(env, 'OPENAI_MAX_RETRIES', 3, 0, 10),
    },
    siteFetchAllowPrivate: bool(env, 'SITE_FETCH_ALLOW_PRIVATE', false),
    jwtSecret,
    jwtJwksUrl,
    jwtIssuer,
    jwtAudience,
    jwtMaxAgeSeconds: int(env, 'JWT_MAX_AGE_SECONDS', 86_400, 60, 31_536_000),
    workers: bool(env, 'WORKERS', true),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    dbBootWaitSeconds: int(env, 'DB_BOOT_WAIT_SECONDS', 30, 0, 3600),
    ffmpegPath: str(env, 'FFMPEG_PATH'),
    brollFps: int(env, 'BROLL_FPS', 30, 1, 60),
    brollScale: Number(oneOf(env, 'BROLL_SCALE', ['1', '0.75', '0.5', '0.25'], '1')),
    renderer: oneOf(env, 'RENDERER', ['sandbox', 'ffmpeg-card'] as const, 'sandbox'),
    brollSceneTimeoutMs: int(env, 'BROLL_SCENE_TIMEOUT_SECONDS', 120, 5, 3600) * 1000,
    brollSceneMemoryBytes: int(env, 'BROLL_SCENE_MEMORY_MB', 512, 128, 65_536) * 1024 * 1024,
    renderFrameTimeoutMs: int(env, 'RENDER_FRAME_TIMEOUT_MS', 5000, 100, 600_000),
    renderMaxElements: int(env, 'RENDER_MAX_ELEMENTS', 5000, 10, 100_000),
    renderConcurrency: int(env, 'RENDER_CONCURRENCY', 2, 1, 64),
    renderPerOwner: int(env, 'RENDER_PER_OWNER', 1, 1, 64),
    previewTimeoutMs: int(env, 'PREVIEW_TIMEOUT_SECONDS', 15, 1, 600) * 1000,
    componentVersionsPerMinute: int(env, 'COMPONENT_VERSIONS_PER_MINUTE', 10, 1, 10_000),
    speechWarmup: bool(env, 'SPEECH_WARMUP', false),
    speechCacheMaxBytes: int(env, 'SPEECH_CACHE_MAX_MB', 1024, 1, 1024 * 1024) * 1024 * 1024,
    speech: speech(env),
    webhookRetryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 5000, 1, 3_600_000),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    eventsKeepaliveSeconds: int(env, 'EVENTS_KEEPALIVE_SECONDS', 15, 1, 3600),
    eventsStreamsPerOwner: int(env, 'EVENTS_STREAMS_PER_OWNER', 10, 1, 10_000),
    eventsStreamStallMs: int(env, 'EVENTS_STREAM_STALL_SECONDS', 30, 1, 3600) * 1000,
    authCacheTtlSeconds: int(env, 'AUTH_CACHE_TTL_SECONDS', 30, 0, 3600),
    logRequests: bool(env, 'LOG_REQUESTS', false),
    retention: {
      eventsDays: int(env, 'EVENTS_RETENTION_DAYS', 30, 1, 3650),
      suggestionsDays: int(env, 'SUGGESTIONS_RETENTION_DAYS', 90, 1, 3650),
      intervalMinutes: int(env, 'RETENTION_INTERVAL_MINUTES', 10, 1, 1440),
    },
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    publicBaseUrl: baseUrl(env, 'PUBLIC_BASE_URL'),
    compressMinBytes: int(env, 'COMPRESS_MIN_BYTES', 1024, 0, 1024 * 1024 * 1024),
    metrics,
    metricsToken,
    otel: {
      endpoint: url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
      serviceName: str(env, 'OTEL_SERVICE_NAME') ?? 'content-workflow-api',
    },
  };
}
