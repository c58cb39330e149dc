import type { ColumnType, Generated } from 'kysely';

/** Table types for Kysely. Column names are camelCase here; CamelCasePlugin maps them to snake_case. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OwnersTable {
  id: Generated<string>;
  label: string;
  createdAt: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  ownerId: string;
  lookup: string;
  secretHash: Buffer;
  scopes: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

export type JobStatus = 'pending' | 'running' | 'completed' | 'failed' | 'draft' | 'delivered';

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
  startedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  completedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  owners: OwnersTable;
  apiKeys: ApiKeysTable;
  anecdotes: AnecdotesTable;
  jobs: JobsTable;
}
