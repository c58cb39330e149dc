-- Generation jobs of every kind share one table: the spec's shared job fields, the job's
-- input and result, and a run counter. Restarting a job (regenerate, re-render) bumps `run`;
-- a worker only writes while its run is still the current one, so two runs never race.
CREATE TABLE jobs (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id           uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  kind               text NOT NULL,
  status             text NOT NULL DEFAULT 'pending',
  current_step       text NOT NULL DEFAULT 'queued',
  progress           double precision NOT NULL DEFAULT 0,
  quality_score      double precision,
  risk_level         text,
  warnings           text[] NOT NULL DEFAULT '{}',
  total_tokens_used  integer NOT NULL DEFAULT 0,
  input              jsonb NOT NULL DEFAULT '{}',
  result             jsonb NOT NULL DEFAULT '{}',
  run                integer NOT NULL DEFAULT 1,
  started_at         timestamptz,
  completed_at       timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_owner_kind_created_idx ON jobs (owner_id, kind, created_at DESC, id DESC);
