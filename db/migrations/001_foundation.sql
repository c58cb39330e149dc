-- Owners, their API keys, and the anecdotes area.
CREATE TABLE owners (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label       text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id      uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  -- the public part of the key, used to find the row; the secret is stored only as a hash
  lookup        text NOT NULL UNIQUE,
  secret_hash   bytea NOT NULL,
  scopes        text[] NOT NULL DEFAULT '{read,write}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz
);
CREATE INDEX api_keys_owner_idx ON api_keys (owner_id);

CREATE TABLE anecdotes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  title        text NOT NULL,
  content      text NOT NULL,
  mood         text NOT NULL DEFAULT 'neutral',
  story_type   text NOT NULL DEFAULT 'personal',
  tags         text[] NOT NULL DEFAULT '{}',
  is_favorite  boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anecdotes_owner_created_idx ON anecdotes (owner_id, created_at DESC, id DESC);
CREATE INDEX anecdotes_tags_idx ON anecdotes USING gin (tags);
