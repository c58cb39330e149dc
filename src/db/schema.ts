import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Column names are camelCase here; CamelCasePlugin maps them to snake_case. */

/** timestamptz: read as the ISO 8601 string the API answers with (`timestampText`); written as a Date or a string */
type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;

interface OwnersTable {
  id: Generated<string>;
  label: string;
  createdAt: Timestamp;
}

interface ApiKeysTable {
  id: Generated<string>;
  ownerId: string;
  lookup: string;
  secretHash: Buffer;
  scopes: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
  revokedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
}

export interface AnecdotesTable {
  id: Generated<string>;
  ownerId: string;
  title: string;
  content: string;
  mood: ColumnType<string, string | undefined, string>;
  storyType: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  isFavorite: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type JobStatus = 'pending' | 'running' | 'completed' | 'failed' | 'draft' | 'delivered' | 'canceled';

export interface JobsTable {
  id: Generated<string>;
  ownerId: string;
  kind: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  currentStep: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  qualityScore: ColumnType<number | null, number | null | undefined, number | null>;
  riskLevel: ColumnType<string | null, string | null | undefined, string | null>;
  warnings: ColumnType<string[], string[] | undefined, string[]>;
  totalTokensUsed: ColumnType<number, number | undefined, number>;
  input: ColumnType<Record<string, unknown>, string | undefined, string>;
  result: ColumnType<Record<string, unknown>, string | undefined, string>;
  run: ColumnType<number, number | undefined, number>;
  startedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  completedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  /** while a worker runs the job: until when its lease holds (renewed as it works) */
  leaseExpiresAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  /** the pg-boss entry of the leased run */
  queueEntryId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** duration of the job's rendered video (migration 031) */
  mediaSeconds: ColumnType<number, number | undefined, number>;
  /** bytes of the files the job keeps under DATA_DIR (migration 031); bigint comes back as a string */
  mediaBytes: ColumnType<string, number | string | undefined, number | string>;
  /** the media store (its marker id) of the process that created the job (migration 051) */
  mediaStore: ColumnType<string | null, never, never>;
}

/** media objects to delete once due (migration 051) */
interface MediaDeletionsTable {
  id: Generated<string>;
  store: string;
  key: string;
  keep: ColumnType<string | null, string | null | undefined, string | null>;
  guard: ColumnType<boolean, boolean | undefined, boolean>;
  dueAt: ColumnType<string, Date | string | undefined, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

type Json<T = Record<string, unknown>> = ColumnType<T, string | undefined, string>;
type Texts = ColumnType<string[], string[] | undefined, string[]>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export interface ThemesTable {
  id: Generated<string>;
  ownerId: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  config: Json<Record<string, string | number | boolean>>;
  isDefault: Flag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PostsTable {
  id: Generated<string>;
  ownerId: string;
  content: string;
  imageFile: NullableText;
  videoUrl: NullableText;
  generationJobId: NullableText;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** bytes of the uploaded image (migration 031); bigint comes back as a string */
  imageBytes: ColumnType<string, number | string | undefined, number | string>;
}

/** The owners' media library (migration 063); a deleted row schedules its object's deletion (trigger). */
export interface MediaItemsTable {
  id: Generated<string>;
  ownerId: string;
  kind: 'image' | 'video' | 'audio';
  contentType: string;
  storageKey: string;
  /** the media store the object was written to (MediaDeletions.storeId) */
  store: string;
  /** bigint comes back as a string */
  bytes: ColumnType<string, number, number>;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  /** where the file was taken from (POST /v1/media's `sourceUrl`), migration 064 */
  sourceUrl: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

export interface PostRevisionsTable {
  id: Generated<string>;
  postId: string;
  content: string;
  reason: NullableText;
  createdAt: Timestamp;
}

export interface CarouselsTable {
  id: Generated<string>;
  ownerId: string;
  anecdoteId: NullableText;
  generationJobId: NullableText;
  title: string;
  slides: Json<Array<Record<string, unknown>>>;
  brand: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ComponentsTable {
  id: Generated<string>;
  ownerId: string;
  name: string;
  category: 'text' | 'stat' | 'transition' | 'cta' | 'custom';
  description: ColumnType<string, string | undefined, string>;
  tags: Texts;
  defaultProps: Json;
  prompt: ColumnType<string, string | undefined, string>;
  sourceCode: ColumnType<string, string | undefined, string>;
  isPublic: Flag;
  isValidated: Flag;
  warnings: Texts;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** the rate limit of new versions: the current one-minute window and its count */
  versionsWindowStart: ColumnType<Date | null, never, Date | null>;
  versionsInWindow: ColumnType<number, never, number>;
}

export interface SiteContextsTable {
  ownerId: string;
  siteUrl: string;
  audience: string;
  positioning: string;
  recap: Json;
  analyzedAt: Timestamp;
}

interface SiteAnalysisLeasesTable {
  ownerId: string;
  token: string;
  expiresAt: ColumnType<string, Date | string, Date | string>;
}

export interface YoutubeSuggestionsTable {
  id: Generated<string>;
  ownerId: string;
  runId: string;
  position: number;
  status: ColumnType<'new' | 'used' | 'dismissed', 'new' | 'used' | 'dismissed' | undefined, 'new' | 'used' | 'dismissed'>;
  title: string;
  alternativeTitles: Texts;
  hook: string;
  outline: Texts;
  anecdoteIds: ColumnType<string[], string[], string[]>;
  combination: string;
  angle: string;
  targetLengthMinutes: number;
  keywords: Texts;
  thumbnailText: string;
  score: number;
  scoreReasons: Texts;
  scriptJobId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface EventTypesTable {
  kind: string;
  transition: string;
  type: string;
  /** reaches a webhook endpoint only when the endpoint names it (`*` leaves it out): started, progress */
  explicit: Generated<boolean>;
}

/** Written by the jobs trigger (db/migrations/020_events.sql), read by the API. */
export interface EventsTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  ownerId: string;
  type: string;
  resourceKind: string;
  resourceId: string;
  /** the job row (snake_case columns) as the transition wrote it */
  snapshot: ColumnType<Record<string, unknown>, never, never>;
  detail: ColumnType<Record<string, unknown> | null, never, never>;
  createdAt: Timestamp;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  ownerId: string;
  url: string;
  description: NullableText;
  events: Texts;
  enabled: Flag;
  disabledReason: NullableText;
  secret: string;
  previousSecret: NullableText;
  previousSecretExpiresAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface IdempotencyKeysTable {
  ownerId: string;
  key: string;
  fingerprint: string;
  requestPath: string;
  token: string;
  lockedUntil: ColumnType<string, Date | string, Date | string>;
  responseStatus: ColumnType<number | null, number | null | undefined, number | null>;
  responseHeaders: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  responseBody: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  createdAt: Timestamp;
  expiresAt: ColumnType<string, Date | string, Date | string>;
}

export interface WebhookAttemptRecord {
  attempt: number;
  attemptedAt: string;
  statusCode?: number;
  durationMs: number;
  error?: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  ownerId: string;
  endpointId: string;
  eventId: string;
  status: ColumnType<'pending' | 'succeeded' | 'failed', 'pending' | 'succeeded' | 'failed' | undefined, 'pending' | 'succeeded' | 'failed'>;
  attemptCount: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  queued: Flag;
  leaseUntil: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  attempts: ColumnType<WebhookAttemptRecord[], string | undefined, string>;
  /** the trace the delivery continues (tracing on), from the recording transaction's `cw.traceparent` */
  traceparent: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface EventRetentionTable {
  ownerId: string;
  /** the highest event seq of the owner pruned so far (bigint, read as a string) */
  prunedThroughSeq: string;
}

/** A bearer token's identity (issuer, sub) and the owner it acts for (db/migrations/060_token_identities.sql). */
interface TokenIdentitiesTable {
  issuer: string;
  subject: string;
  ownerId: string;
  createdAt: Timestamp;
}

/** Append-only history of token identities: created on first use, claimed, linked, unlinked. */
interface TokenIdentityLogTable {
  id: ColumnType<string, never, never>;
  at: Timestamp;
  action: 'create' | 'claim' | 'link' | 'unlink';
  issuer: string;
  subject: string;
  ownerId: string | null;
  previousOwnerId: string | null;
  actor: string;
}

/** Owners made by tokens before token identities existed, waiting for JWT_ISSUER's token with their `sub`. */
interface TokenIdentityClaimsTable {
  subject: string;
  ownerId: string;
  createdAt: Timestamp;
}

/** Each owner's last event sequence number: the next event takes the one after (db/migrations/061_owner_event_seq.sql). */
interface EventCountersTable {
  ownerId: string;
  lastSeq: string;
}

/**
 * Owners whose events were renumbered per owner (1.8.0): a resume id at or below `legacyThrough`
 * is one of the old global sequence; `renumberedThrough` is the last renumbered event.
 */
interface EventRenumberingTable {
  ownerId: string;
  legacyThrough: string;
  renumberedThrough: string;
}

export interface Database {
  owners: OwnersTable;
  tokenIdentities: TokenIdentitiesTable;
  tokenIdentityLog: TokenIdentityLogTable;
  tokenIdentityClaims: TokenIdentityClaimsTable;
  eventCounters: EventCountersTable;
  eventRenumbering: EventRenumberingTable;
  apiKeys: ApiKeysTable;
  anecdotes: AnecdotesTable;
  jobs: JobsTable;
  mediaDeletions: MediaDeletionsTable;
  themes: ThemesTable;
  posts: PostsTable;
  postRevisions: PostRevisionsTable;
  mediaItems: MediaItemsTable;
  carousels: CarouselsTable;
  components: ComponentsTable;
  siteContexts: SiteContextsTable;
  siteAnalysisLeases: SiteAnalysisLeasesTable;
  youtubeSuggestions: YoutubeSuggestionsTable;
  idempotencyKeys: IdempotencyKeysTable;
  eventTypes: EventTypesTable;
  events: EventsTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  eventRetention: EventRetentionTable;
}
