import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  /** MEDIA_MAX_BYTES: the largest file accepted into the media library (POST /v1/media, POST /v1/media/import) */
  mediaMaxBytes: number;
  /** MEDIA_MAX_SECONDS: the longest clip or audio accepted into the media library */
  mediaMaxSeconds: number;
  /** IMAGE_MAX_PIXELS: an uploaded image declaring more pixels (all frames) is refused before decoding */
  imageMaxPixels: number;
  /** IMAGE_MAX_FRAMES: an animated upload with more frames is refused before decoding */
  imageMaxFrames: number;
  /** IMAGE_DECODE_CONCURRENCY: uploaded images decoded at once per process (round robin between owners) */
  imageDecodeConcurrency: number;
  generationProvider: 'local' | 'openai';
  /** GENERATION_FALLBACK: what a job does when its model cannot answer usably: `offline` (the offline writer writes it, said in `warnings`) or `fail` */
  generationFallback: 'offline' | 'fail';
  /** timeoutMs: per request; maxRetries: the SDK's retries (with backoff) on 408/409/429/5xx and connection errors */
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number; maxRetries: number };
  /**
   * GENERATION_PROVIDER=local with LOCAL_MODEL_PATH: the operator's GGUF file run by node-llama-cpp
   * in a child process (src/generation/local-model/). `path` unset: the offline writer.
   * maxMemoryMb: the child is stopped once its resident memory passes it; contextSize: the
   * context asked for (at most the model's own); maxTokens: an answer's length cap;
   * threads: llama.cpp's CPU threads (0: its choice)
   */
  localModel: { path: string | undefined; engineDir: string; maxMemoryMb: number; contextSize: number; maxTokens: number; threads: number };
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
  retention: { eventsDays: number; suggestionsDays: number; mediaDays: number; intervalMinutes: number };
  /** Fastify's two info lines per request (incoming, completed); off by default, errors are logged either way */
  logRequests: boolean;
  /**
   * PUBLIC_BASE_URL: where clients reach the API (scheme, host, optional path prefix), for the
   * absolute links it hands out (the MCP tools' media links); unset: each request's own Host.
   */
  publicBaseUrl: string | undefined;
  /**
   * The host names requests may name in `Host` (ALLOWED_HOSTS, and PUBLIC_BASE_URL's host name),
   * lower-cased, each `name` (any port) or `name:port`; `*` (ALLOWED_HOSTS=*): any host.
   * Loopback names are always allowed (see src/http/host-guard.ts).
   */
  allowedHosts: string[] | '*';
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

/** A file that must exist and be readable now (a model the first job would otherwise fail to load), as an absolute path. */
/** the project's root: one folder up from src/ (tsx) or dist/ (built) */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** whether scripts/local-model.mjs has installed node-llama-cpp in `dir` */
function localEngineInstalled(dir: string): boolean {
  try {
    createRequire(path.join(dir, 'package.json')).resolve('node-llama-cpp');
    return true;
  } catch {
    return false;
  }
}

function modelFile(env: Env, name: string): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  const file = path.resolve(raw);
  try {
    if (!fs.statSync(file).isFile()) return problem(`${name}=${raw}: ${file} is not a file (name a GGUF model file)`, undefined);
    fs.accessSync(file, fs.constants.R_OK);
    const fd = fs.openSync(file, 'r');
    try {
      const magic = Buffer.alloc(4);
      fs.readSync(fd, magic, 0, 4, 0);
      if (magic.toString('latin1') !== 'GGUF') return problem(`${name}=${raw}: ${file} is not a GGUF model file (it does not start with "GGUF")`, undefined);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'does not exist' : code === 'EACCES' || code === 'EPERM' ? 'cannot be read by this process' : (err as Error).message;
    return problem(`${name}=${raw}: ${file} ${reason}`, undefined);
  }
  return file;
}

/** A comma-separated list of origins such as `https://app.example.com,http://localhost:5173`. */
function origins(env: Env, name: string): string[] {
  const raw = str(env, name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
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
    })
    .filter(Boolean);
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

/**
 * ALLOWED_HOSTS: comma-separated host names (`api.example.com`, `api.example.com:8443`,
 * `10.0.0.5`, `[2001:db8::1]`), or `*` alone for any host. PUBLIC_BASE_URL's host name is added.
 */
function allowedHosts(env: Env, publicBaseUrl: string | undefined): string[] | '*' {
  const raw = str(env, 'ALLOWED_HOSTS');
  const hosts: string[] = [];
  if (raw === '*') return '*';
  for (const h of (raw ?? '')
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)) {
    const m = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/.exec(h);
    if (!m || (m[2] !== undefined && Number(m[2]) > 65535)) {
      problem(`ALLOWED_HOSTS must be * or a comma-separated list of host names, each with an optional port (api.example.com,api.example.com:8443; got "${h}")`, undefined);
      continue;
    }
    hosts.push(h);
  }
  if (publicBaseUrl !== undefined) hosts.push(new URL(publicBaseUrl).hostname.toLowerCase());
  return [...new Set(hosts)];
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
  const voices = (str(env, 'SPEECH_VOICE') ?? 'alloy')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
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
  const localModelPath = modelFile(env, 'LOCAL_MODEL_PATH');
  const engineDir = path.resolve(str(env, 'LOCAL_ENGINE_DIR') ?? path.join(PROJECT_ROOT, '.local-engine'));
  // a model named but no engine to run it: say so at start, not on the first job
  if (provider === 'local' && localModelPath && !localEngineInstalled(engineDir)) {
    problem(`LOCAL_MODEL_PATH is set but node-llama-cpp is not installed in ${engineDir}: run npm run local-model:install (or set LOCAL_ENGINE_DIR to where it is)`, undefined);
  }
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
  const publicBaseUrl = baseUrl(env, 'PUBLIC_BASE_URL');
  const hosts = allowedHosts(env, publicBaseUrl);
  if (hosts !== '*' && hosts.length === 0 && !isLoopback(host)) {
    problem(
      `HOST=${host} is not a loopback address: set PUBLIC_BASE_URL or ALLOWED_HOSTS to the host names clients use (ALLOWED_HOSTS=* for any, behind a proxy that checks them), or a page of any site whose name is re-pointed at this server (DNS rebinding) could call it`,
      undefined,
    );
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
    mediaMaxBytes: int(env, 'MEDIA_MAX_BYTES', 200 * 1024 * 1024, 1, 16 * 1024 * 1024 * 1024),
    mediaMaxSeconds: int(env, 'MEDIA_MAX_SECONDS', 600, 1, 86_400),
    imageMaxPixels: int(env, 'IMAGE_MAX_PIXELS', 16_777_216, 1, 268_402_689),
    imageMaxFrames: int(env, 'IMAGE_MAX_FRAMES', 1000, 1, 100_000),
    imageDecodeConcurrency: int(env, 'IMAGE_DECODE_CONCURRENCY', 1, 1, 64),
    generationProvider: provider,
    generationFallback: oneOf(env, 'GENERATION_FALLBACK', ['offline', 'fail'] as const, 'offline'),
    openai: {
      baseUrl: openaiBaseUrl,
      apiKey: str(env, 'OPENAI_API_KEY'),
      model: str(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 30_000, 1, 600_000),
      maxRetries: int(env, 'OPENAI_MAX_RETRIES', 3, 0, 10),
    },
    localModel: {
      path: localModelPath,
      engineDir,
      maxMemoryMb: int(env, 'LOCAL_MODEL_MAX_MEMORY_MB', 8192, 64, 1_048_576),
      contextSize: int(env, 'LOCAL_MODEL_CONTEXT', 4096, 256, 1_048_576),
      maxTokens: int(env, 'LOCAL_MODEL_MAX_TOKENS', 2048, 16, 131_072),
      threads: int(env, 'LOCAL_MODEL_THREADS', 0, 0, 1024),
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
      mediaDays: int(env, 'MEDIA_RETENTION_DAYS', 0, 0, 36_500),
      intervalMinutes: int(env, 'RETENTION_INTERVAL_MINUTES', 10, 1, 1440),
    },
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    publicBaseUrl,
    allowedHosts: hosts,
    compressMinBytes: int(env, 'COMPRESS_MIN_BYTES', 1024, 0, 1024 * 1024 * 1024),
    metrics,
    metricsToken,
    otel: {
      endpoint: url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
      serviceName: str(env, 'OTEL_SERVICE_NAME') ?? 'content-workflow-api',
    },
  };
}

/**
 * Every setting `readConfig` reads, as `docs/configuration.md` shows it: that page's table is
 * written from this list by `npm run docs:config`, and test/system/docs.test.ts fails when the page is
 * not current or when a variable read above is missing here (or one here is read nowhere).
 */
export const SETTINGS: readonly { variables: string; default: string; meaning: string }[] = [
  {
    variables: '`PORT`, `HOST`',
    default: '`3000`, `127.0.0.1`',
    meaning:
      "where the API listens. A `HOST` that is not a loopback address (`127.0.0.0/8`, `::1`, `localhost`; `0.0.0.0` and `::` are not) needs `METRICS_TOKEN` or `METRICS=false`, and `PUBLIC_BASE_URL` or `ALLOWED_HOSTS`: start-up refuses it otherwise, as `/metrics` would show every tenant's activity to anyone and a DNS-rebinding page could call the API",
  },
  {
    variables: '`ALLOWED_HOSTS`',
    default: "unset → `PUBLIC_BASE_URL`'s host name and loopback names only",
    meaning:
      "comma-separated host names (`api.example.com,api.internal:8443`; a name without a port matches any port; `*` alone: any host) a request may name in `Host`, besides `PUBLIC_BASE_URL`'s host name and the loopback names (`localhost`, `127.x.x.x`, `[::1]`, any port), which are always answered. A request naming another host answers `421 misdirected_request` on every route (`/metrics`, `/health`, `/docs` included), uncounted: a page of evil.example whose name is re-pointed at the server, or at 127.0.0.1 where it listens (DNS rebinding), reads nothing. A non-loopback `HOST` needs `ALLOWED_HOSTS` or `PUBLIC_BASE_URL` (start-up refuses it otherwise); `*` is for a proxy in front that checks the host itself. `POST /mcp` also refuses (`403`) an `Origin` other than the server's own (`PUBLIC_BASE_URL`'s, or the request's scheme and `Host`) and those of `CORS_ORIGINS`; a request without `Origin` (not a browser) is answered",
  },
  { variables: '`DATABASE_URL`', default: 'unset → embedded', meaning: 'a real Postgres (13+) for production and for several API/worker processes' },
  { variables: '`DATA_DIR`', default: '`./data`', meaning: 'embedded database, uploaded files, generated media (with `STORAGE_BACKEND=file`), render folders and the speech cache; several instances with different `DATA_DIR`s run side by side' },
  {
    variables: '`STORAGE_BACKEND`',
    default: '`file`',
    meaning:
      "where media live (uploaded images, thumbnails, B-roll clips and videos): `file`, under `DATA_DIR` (every API and worker process of a deployment must share it); `s3`, in `S3_BUCKET` of an S3-compatible server (AWS, R2, Ceph, Swift's s3api), so that processes on different machines share only Postgres, Redis and the bucket. Start-up checks the bucket answers (exit 1 naming what failed: the bucket, the credentials, the endpoint). Each store holds a marker (`system/store-id`); a worker whose store is not that of the process that created a job (a different `DATA_DIR`) fails the job, saying so, instead of writing media the API cannot serve. See Storage",
  },
  { variables: '`S3_ENDPOINT`', default: 'unset → AWS S3', meaning: 'base URL of an S3-compatible server (`http://127.0.0.1:8081`)' },
  { variables: '`S3_REGION`', default: '`us-east-1`', meaning: "the bucket's region (signing)" },
  { variables: '`S3_BUCKET`', default: 'unset', meaning: 'the bucket (it must exist); required with `STORAGE_BACKEND=s3`, and used by `cli storage migrate`' },
  { variables: '`S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`', default: "unset → the AWS SDK's default credentials", meaning: 'set both or neither' },
  { variables: '`S3_FORCE_PATH_STYLE`', default: '`true` with `S3_ENDPOINT`, else `false`', meaning: 'path-style URLs (`endpoint/bucket/key`) instead of virtual-host buckets' },
  {
    variables: '`REDIS_URL`',
    default: 'unset → in-process',
    meaning:
      "shared rate-limit counters when several API processes run. Far from its limit (below it by more than half the quota, and at least 100) a request is counted in process and answered at once, the counts going to Redis in batches every 50 ms that bring back the other processes' counts; nearer the limit, and for any quota of 200 or less, each request waits for Redis's count, so the limit is exact. While Redis does not answer (down, or frozen with its connection open), each process counts on its own (logged once when it goes and once when it is back) and the API keeps answering without waiting on it: a dropped connection is found again when it reconnects, a frozen one by a single PING in flight at a time. \"Does not answer\" is 500 ms without an answer since the count was sent, checked again after the process has read its sockets: a busy event loop, whose late timer used to fire before the answer already waiting was read, no longer takes an answered count for an outage (which let two processes admit twice the quota for those moments). The client's own command timeout (5 s) is only a backstop for a frozen Redis",
  },
  { variables: '`CAROUSEL_WAIT_SECONDS`', default: '`60`', meaning: 'how long `POST /v1/carousel-generation/from-anecdote/run` waits for its queued job (run by any worker process) before answering it as it stands (`pending` or `running`)' },
  {
    variables: '`JOB_LEASE_SECONDS`',
    default: '`20`',
    meaning: "a running job's lease, renewed by its worker every quarter of it; a job whose worker died (lease expired) is restarted by any worker process, which sweeps at start and every half lease (see Processes)",
  },
  { variables: '`SHUTDOWN_TIMEOUT_SECONDS`', default: '`10`', meaning: 'on SIGTERM, how long requests in flight may take to finish; past it their connections are destroyed and the process exits 0' },
  {
    variables: '`SHUTDOWN_DRAIN_SECONDS`',
    default: '`0`',
    meaning:
      "on SIGTERM, how long the API goes on serving, with `GET /health/ready` answering `503 draining`, before it stops accepting connections: set it a little above the load balancer's readiness polling interval so the process is taken out before it closes (the shutdown deadline is this plus `SHUTDOWN_TIMEOUT_SECONDS`)",
  },
  { variables: '`DB_CONNECT_TIMEOUT_MS`', default: '`2000`', meaning: 'longest wait to open a database connection or get a free one from the pool (API and job queue pools)' },
  {
    variables: '`DB_STATEMENT_TIMEOUT_MS`',
    default: '`15000`',
    meaning:
      '`statement_timeout` of every statement; the client gives up one second later (`query_timeout`) on a server that does not answer at all. Past either bound a request answers `503 service_unavailable` with `Retry-After`; `/health` answers 503 within 1.5 s; the pools reconnect by themselves when the database is back. Migrations run on their own connection, unbounded',
  },
  { variables: '`RATE_LIMIT_MAX`, `RATE_LIMIT_WINDOW_SECONDS`', default: '`300`, `60`', meaning: 'requests per owner (per client address when unauthenticated) per window' },
  {
    variables: '`PUBLIC_RATE_LIMIT_MAX`',
    default: '`6000`',
    meaning: 'requests per client address and route per window on the public routes (`/health`, `/openapi.*`, `/docs`, `/media/images/*`); they do not count against `RATE_LIMIT_MAX`, so probes and pages behind one proxy address are not cut off',
  },
  { variables: '`UPLOAD_MAX_BYTES`', default: '`10485760`', meaning: 'largest accepted image upload' },
  { variables: '`MEDIA_MAX_BYTES`', default: '`209715200` (200 MiB)', meaning: 'largest file accepted into the media library (`POST /v1/media`, and `POST /v1/media/import`, counted while the body streams); larger answers 413' },
  { variables: '`MEDIA_MAX_SECONDS`', default: '`600`', meaning: 'longest video clip or audio accepted into the media library; longer answers 400' },
  { variables: '`IMAGE_MAX_PIXELS`', default: '`16777216` (4096²)', meaning: 'an uploaded image declaring more pixels (all frames counted) is refused with 400 from its header, before any decoding' },
  {
    variables: '`IMAGE_MAX_FRAMES`',
    default: '`1000`',
    meaning:
      'an animated upload (GIF, WebP, APNG) with more frames is refused with 400 (`body.image has N frames; at most 1000 are accepted`) from its header, before decoding; the pixel limit alone let a 9.2 MB GIF of 400,000 one-pixel frames through, whose re-encoding costs seconds of CPU',
  },
  {
    variables: '`IMAGE_DECODE_CONCURRENCY`',
    default: '`1`',
    meaning:
      "uploaded images decoded (and re-encoded) at once per process; the others wait their turn, taken round robin between owners (one line per owner; the owner just served goes behind the others waiting), so another owner's upload waits for at most the decodes in progress and one per owner ahead of it, however many one owner sends. The header read (which walks every frame of an animation) waits in the same queue. A decode at the pixel limit costs at most about 24 bytes per pixel (WebP, the worst; JPEG and PNG about 6), so memory for uploads stays under `IMAGE_DECODE_CONCURRENCY × IMAGE_MAX_PIXELS × 24 B` (about 400 MB with the defaults) however many arrive at once",
  },
  {
    variables: '`GENERATION_PROVIDER`',
    default: '`local`',
    meaning:
      '`local` (offline, deterministic; with `LOCAL_MODEL_PATH`, that GGUF model) or `openai` (any OpenAI-compatible chat-completions server: OpenAI, Ollama, a llama.cpp server, vLLM). Working settings for each: [docs/language-models.md](language-models.md)',
  },
  {
    variables: '`GENERATION_FALLBACK`',
    default: '`offline`',
    meaning: "when a model cannot give a usable answer (down, 5xx or 429 after its retries, nothing valid after one repair turn): `offline` has the offline writer write it, said in the job's `warnings`; `fail` fails the job",
  },
  { variables: '`OPENAI_BASE_URL`, `OPENAI_API_KEY`, `OPENAI_MODEL`', default: '—, —, `gpt-4o-mini`', meaning: 'for `GENERATION_PROVIDER=openai` (`OPENAI_BASE_URL` is then required)' },
  {
    variables: '`LOCAL_MODEL_PATH`',
    default: 'unset → the offline writer',
    meaning:
      "with `GENERATION_PROVIDER=local`: a GGUF model file run by node-llama-cpp (installed by `npm run local-model:install` into `.local-engine/`) in a child process of each worker process, one generation at a time, JSON constrained by a grammar built from the task's schema; a missing or unreadable file stops start-up naming it. See [language models](language-models.md)",
  },
  {
    variables: '`LOCAL_MODEL_MAX_MEMORY_MB`',
    default: '`8192`',
    meaning: "the model's child process is stopped once its resident memory passes this (checked every quarter second); the job's output is then written by the offline writer (or fails with `GENERATION_FALLBACK=fail`) and the next job starts a new child",
  },
  {
    variables: '`LOCAL_ENGINE_DIR`',
    default: '`.local-engine` in the project',
    meaning: 'where `npm run local-model:install` puts node-llama-cpp and where the service loads it from; with `LOCAL_MODEL_PATH` set and no engine there, start-up stops and says how to install it',
  },
  {
    variables: '`LOCAL_MODEL_CONTEXT`, `LOCAL_MODEL_MAX_TOKENS`, `LOCAL_MODEL_THREADS`',
    default: '`4096`, `2048`, `0`',
    meaning: "the context asked for (at most the model's own), an answer's length cap in tokens, and llama.cpp's CPU threads (`0`: its choice)",
  },
  { variables: '`OPENAI_TIMEOUT_MS`, `OPENAI_MAX_RETRIES`', default: '`30000`, `3`', meaning: 'per-request timeout and retries (exponential backoff on 429/5xx/connection errors) of the `openai` provider' },
  {
    variables: '`SITE_FETCH_ALLOW_PRIVATE`',
    default: '`false`',
    meaning:
      'let site analysis, media imports from a URL (`POST /v1/media/import`) and webhook deliveries reach loopback/private addresses and any port (tests and local development only). Off, they reach public addresses only (every spelling of a non-public one refused, IPv4-compatible `[::127.0.0.1]`, IPv4-mapped, IPv4-translated, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002::/16` and Teredo forms included), on ports 80, 443 and 1024 to 65535 except well-known service ports (1080, 1433, 1434, 1521, 2049, 2181, 2375, 2376, 2379, 2380, 3128, 3306, 3389, 4369, 5432, 5672, 5984, 6379, 6443, 8086, 8500, 9042, 9092, 9200, 9300, 10250, 11211, 15672, 27017, 27018: `REFUSED_SERVICE_PORTS` in `src/net/address.ts`). A refusal tells the owner what kind of address a host name resolves to, never the address (nor does any delivery error); the address is logged on the server at `warn`',
  },
  {
    variables: '`JWT_SECRET` or `JWT_JWKS_URL`',
    default: 'unset → bearer tokens refused',
    meaning:
      "verification of `Authorization: Bearer <JWT>` (HS256 with the secret, or the key set at the URL). A token acts for the owner of its token identity, the pair (`iss`, `sub`): an owner of its own, made on the pair's first use, never an owner whose id or API-key label equals `sub`; an operator ties a pair to an existing owner with `cli owners link` (see Operator CLI). An optional `scope` claim (`read`, `write`; a space-separated string or an array of strings, any other shape is refused with 401) limits it",
  },
  {
    variables: '`JWT_ISSUER`, `JWT_AUDIENCE`',
    default: 'unset; required with `JWT_SECRET` or `JWT_JWKS_URL`',
    meaning: "every token's `iss` must be `JWT_ISSUER` and its `aud` `JWT_AUDIENCE` (or a list holding it), else `401 unauthorized`: a token the same key signed for another service is refused. Start-up refuses a secret or key set without them",
  },
  {
    variables: '`JWT_MAX_AGE_SECONDS`',
    default: '`86400`',
    meaning:
      "tokens must carry `iat` and `exp`; `exp - iat` and the token's age (`now - iat`) may not pass this (60 to 31536000), and `iat` may not be in the future. `exp`, `nbf` and `iat` are checked with 30 s of clock tolerance (`CLOCK_TOLERANCE_SECONDS` in `src/auth/jwt.ts`)",
  },
  { variables: '`WORKERS`', default: '`true`', meaning: '`false` runs an API-only process; `npm run worker` runs workers only' },
  {
    variables: '`PUBLIC_BASE_URL`',
    default: "unset → each request's scheme and `Host`",
    meaning: "where clients reach the API (`https://api.example.com`, a path prefix allowed; no query): the base of the absolute links the API hands out (the MCP tools' media links). Set it behind a proxy that terminates TLS or rewrites the host",
  },
  {
    variables: '`CORS_ORIGINS`',
    default: 'unset → CORS off',
    meaning:
      'comma-separated origins (`https://app.example.com,http://localhost:5173`) that browsers may call the API from: their requests get `Access-Control-Allow-Origin` and the exposed headers (`ETag`, `Location`, `Link`, the rate-limit headers, ...), and preflights (`OPTIONS`) are answered, counted like any request. Other origins get no CORS headers',
  },
  { variables: '`COMPRESS_MIN_BYTES`', default: '`1024`', meaning: 'JSON answers of at least this many bytes are compressed (`br`, else `gzip`, as `Accept-Encoding` asks); smaller ones, and media, files and the event stream, never are' },
  { variables: '`LOG_LEVEL`', default: '`info`', meaning: 'pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Job failures are logged at `error`' },
  {
    variables: '`DB_BOOT_WAIT_SECONDS`',
    default: '`30`',
    meaning:
      'at start, how long to wait for a `DATABASE_URL` server that does not answer yet (refused, starting up, name not resolvable yet), trying again with backoff from 0.25 s to 5 s and saying so at `warn` each time; then start-up fails with the cause. An error waiting cannot cure (a wrong password, no such database) fails at once. `0`: no wait',
  },
  {
    variables: '`LOG_REQUESTS`',
    default: '`false`',
    meaning:
      "`true` logs every request and its response at `info` (Fastify's request logging: two lines per request); off by default, as it was the largest avoidable cost of a request under load. Unexpected errors (5xx) are logged either way; a request refused by the framework's validation or parsers is logged at `info` as which refusal only (status and error code), never what was sent (the message, which may quote it, at `debug`)",
  },
  {
    variables: '`FFMPEG_PATH`',
    default: 'the binary inside `@ffmpeg-installer/ffmpeg`',
    meaning:
      'ffmpeg used to render B-roll videos. A worker checks it (`ffmpeg -version`) and the speech engine as it starts and logs what it found; without a working ffmpeg, B-roll jobs fail with "video rendering is not available on this server" (the path and ffmpeg\'s own log lines go to the operator\'s log, never into a job)',
  },
  { variables: '`BROLL_FPS`', default: '`30`', meaning: 'frame rate of rendered B-roll videos (1 to 60)' },
  {
    variables: '`BROLL_SCALE`',
    default: '`1`',
    meaning: "share of the format's resolution a B-roll video is rendered at: `1` (1080×1920 vertical, 1920×1080, 1080×1080), `0.75`, `0.5` or `0.25`. Components lay out at the full size either way; fewer pixels are drawn (the tests render at `0.25`)",
  },
  {
    variables: '`RENDERER`',
    default: '`sandbox`',
    meaning:
      'what draws B-roll scenes and component previews: `sandbox` (components run in QuickJS in capped child processes and are drawn by takumi; see B-roll rendering) or `ffmpeg-card` (no component code runs: every scene is the built-in card drawn by ffmpeg, without captions, and a job with components says so in `warnings`)',
  },
  { variables: '`BROLL_SCENE_TIMEOUT_SECONDS`', default: '`120`', meaning: 'longest render of one B-roll scene, every frame included; past it the render child is killed and the scene drawn as the built-in card, with a warning naming the component' },
  {
    variables: '`BROLL_SCENE_MEMORY_MB`',
    default: '`512`',
    meaning: 'memory of one render child: a hard cap on its data segment (`prlimit --data`) where `prlimit` exists, and its RSS sampled every 100 ms: past it the child is killed, the scene drawn as the card (a preview answers 409 naming the limit)',
  },
  { variables: '`RENDER_FRAME_TIMEOUT_MS`', default: '`5000`', meaning: 'one frame of a component: its code (QuickJS interrupts it) and its drawing (the child is killed when no frame comes out for this long; a slow encoder does not count)' },
  { variables: '`RENDER_MAX_ELEMENTS`', default: '`5000`', meaning: 'elements one frame may draw; more stops the render with a reason naming the count' },
  { variables: '`RENDER_CONCURRENCY`', default: '`2`', meaning: 'render children running at once in a worker process (scenes and previews together)' },
  {
    variables: '`RENDER_PER_OWNER`',
    default: '`1`',
    meaning: "of those, how many one owner may hold; the others wait, taken round robin between owners (the same `FairQueue` as image decoding), so one owner's slow or hostile components never delay another's beyond one render",
  },
  { variables: '`PREVIEW_TIMEOUT_SECONDS`', default: '`15`', meaning: 'longest render of one component preview (one still)' },
  {
    variables: '`COMPONENT_VERSIONS_PER_MINUTE`',
    default: '`10`',
    meaning: 'new versions of one component (a `PATCH` with `prompt` or `defaultProps`: each is a preview to render) per minute; one more answers `429 rate_limit_exceeded` with `Retry-After` until the minute is over',
  },
  { variables: '`SPEECH_CACHE_MAX_MB`', default: '`1024`', meaning: 'bound of the speech cache (`DATA_DIR/speech-cache`, synthesized audio by content hash); past it the least recently used entries are removed, and temporary files left by a crash are swept' },
  { variables: '`WEBHOOK_RETRY_BASE_MS`', default: '`5000`', meaning: 'first retry delay of a failed webhook delivery; the schedule is this × 1, 6, 24, 120, 720, 4320, 17280 (5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 24 h), each ±20 %' },
  { variables: '`WEBHOOK_TIMEOUT_MS`', default: '`10000`', meaning: 'time limit of one webhook delivery attempt (the same address guard as site analysis, `SITE_FETCH_ALLOW_PRIVATE` included)' },
  { variables: '`EVENTS_KEEPALIVE_SECONDS`', default: '`15`', meaning: 'keep-alive comment interval of `GET /v1/events/stream`' },
  {
    variables: '`EVENTS_STREAMS_PER_OWNER`',
    default: '`10`',
    meaning:
      "`GET /v1/events/stream` connections one owner may have open at once in one API process; one more answers `429 rate_limit_exceeded` (`Retry-After: 10`, `details.limit`) until one closes. Each stream sends only what its client takes: a replay (`Last-Event-ID`) is read 50 events at a time, the next page only once the client has taken the previous one (about 128 KiB unsent at most per stream in the process, besides the few MB the kernel's socket buffers take), with the database connection returned between pages and at most 2 stream reads at once per process (owners waiting for one take turns), so unread streams cost neither memory nor other owners' requests",
  },
  { variables: '`EVENTS_STREAM_STALL_SECONDS`', default: '`30`', meaning: 'a stream whose client takes none of its unsent events for this long is closed; every event went with its `id:`, so the client reconnects with `Last-Event-ID` and misses nothing' },
  {
    variables: '`SPEECH_PROVIDER`',
    default: '`espeak`',
    meaning:
      "who reads voice-overs and voice exports: `espeak` (offline espeak-ng, every language the service detects, robotic), `festival` (Debian's festival with the `festvox-us-slt-hts` voice for English, clearly smoother; other languages are read by espeak-ng with a warning; installed by `node scripts/system-packages.mjs ensure festival` and the Dockerfile, checked at start like ffmpeg) or `openai` (any OpenAI-compatible `/v1/audio/speech` server: OpenAI, Kokoro-FastAPI, openedai-speech, LocalAI). A language without a voice in the provider is read by espeak-ng, or the English voice when none speaks it, always with a warning (B-roll job warnings, the export manifest's `warning`). See Voices",
  },
  {
    variables: '`SPEECH_BASE_URL`, `SPEECH_API_KEY`, `SPEECH_MODEL`',
    default: '—, —, `tts-1`',
    meaning: "for `SPEECH_PROVIDER=openai`: the server's base URL with its `/v1` (`http://127.0.0.1:8880/v1` for Kokoro-FastAPI; required), its key, its model (`kokoro`, `tts-1`, `gpt-4o-mini-tts`)",
  },
  { variables: '`SPEECH_VOICE`', default: '`alloy`', meaning: "for `SPEECH_PROVIDER=openai`: the server's voices, comma-separated (`af_heart,am_adam`), the first the default; `GET /v1/voices` lists them and requests may name them" },
  {
    variables: '`SPEECH_TIMEOUT_MS`, `SPEECH_MAX_RETRIES`',
    default: '`30000`, `3`',
    meaning: 'per-request timeout and retries (exponential backoff on 408/409/429/5xx and connection errors, honouring `Retry-After`) of the `openai` speech provider, as for the text provider',
  },
  {
    variables: '`SPEECH_WARMUP`',
    default: '`false`',
    meaning:
      "`true`: `npm start` starts and warms the espeak-ng speech engine in the background as it begins to listen (under a second of one core; the engine is a child process of its own, about 120 MB of RSS for the life of the service, none in the service's process), so the first voice export's first byte comes at about 0.45 s instead of about 1.07 s (measured on 2 quiet cores with the engine as a child process; it was 0.26 s and 0.74 s as a worker thread). Off by default so that an idle API process stays near 110 MB (about 180 MB with it); the engine then starts on the first export, and a B-roll job ends it once its voice-over is spoken (when no other synthesis runs or waits), so that it does not sit beside the render for the whole job",
  },
  {
    variables: '`EVENTS_RETENTION_DAYS`',
    default: '`30`',
    meaning:
      "events (and their settled webhook deliveries) older than this are pruned. Per owner the highest pruned event `seq` (the owner's own numbering) is kept: an event stream resuming from a `Last-Event-ID` below it first gets one `event: events.pruned` message (no `id:`, `data:` `{prunedThroughSequence, lastEventId, message}`), then what is left",
  },
  { variables: '`SUGGESTIONS_RETENTION_DAYS`', default: '`90`', meaning: 'YouTube suggestions dismissed or used longer ago than this are pruned (the idea may then be proposed again); new ones are kept' },
  {
    variables: '`RETENTION_INTERVAL_MINUTES`',
    default: '`10`',
    meaning:
      "how often a worker process prunes: events and deliveries past `EVENTS_RETENTION_DAYS`, idempotency keys past their 24 h, settled suggestions past `SUGGESTIONS_RETENTION_DAYS`. One process at a time (an advisory lock; the others skip the round), 500 rows per statement, so no long locks and no statement timeout; what it removed is logged and counted in `retention_pruned_rows_total`. Finished job rows are kept: their `result` holds only what their GET answers (a B-roll's scenes and the files it serves, a script, a short), nothing intermediate to prune",
  },
  {
    variables: '`AUTH_CACHE_TTL_SECONDS`',
    default: '`30`',
    meaning:
      'how long a process trusts an API key or bearer token it verified without asking the database again (`0`: every request asks). A key revoked or changed (`keys revoke`, or SQL), and a token identity linked or unlinked, are evicted at once in every API process through Postgres `LISTEN/NOTIFY` on `cw_credentials`; the TTL bounds a missed notification, and a process drops its whole cache whenever its listening connection is lost',
  },
  { variables: '`METRICS`', default: '`true`', meaning: 'Prometheus metrics, served at `GET /metrics` (see Metrics and tracing); `false` collects nothing and `/metrics` answers 404' },
  {
    variables: '`METRICS_TOKEN`',
    default: 'unset → no credential (loopback `HOST` only)',
    meaning:
      'when set, `GET /metrics` wants `Authorization: Bearer <token>` and answers 401 without it. Required, or `METRICS=false`, when `HOST` is not a loopback address: `npm start` stops with one line (`configuration error: HOST=0.0.0.0 is not a loopback address: set METRICS_TOKEN …`). The image sets `HOST=0.0.0.0`; `compose.yaml` runs with `METRICS=false` unless `METRICS=true` and `METRICS_TOKEN` are given',
  },
  {
    variables: '`OTEL_EXPORTER_OTLP_ENDPOINT`',
    default: 'unset → tracing off',
    meaning: 'base URL of an OTLP/HTTP collector (`http://collector:4318`): tracing is on, spans go to `<url>/v1/traces` as OTLP JSON (see Metrics and tracing). Unset, no OpenTelemetry module is loaded',
  },
  {
    variables: '`OTEL_SERVICE_NAME`',
    default: '`content-workflow-api`',
    meaning: '`service.name` of the traces; the SDK reads its other standard variables itself (`OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_*`, `OTEL_EXPORTER_OTLP_HEADERS`, …)',
  },
  {
    variables: '`MEDIA_RETENTION_DAYS`',
    default: '`0` (kept for ever)',
    meaning:
      "media library items (`POST /v1/media`) uploaded longer ago than this are pruned by the retention sweep, with their stored files; an item a queued or running B-roll job uses (or a carousel generation job, as its logo) is kept until the job has ended. An owner's deletion removes their items whatever this says",
  },
];
