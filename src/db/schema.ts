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

export interface Database {
  owners: OwnersTable;
  apiKeys: ApiKeysTable;
  anecdotes: AnecdotesTable;
}
