-- YouTube suggestions: the ideas a suggestion run (a job of kind youtube_suggestions) proposes.
-- `combination` is the sorted anecdote ids joined by commas: with `angle` it names an idea, so
-- that ideas the owner used or dismissed are not proposed again by later runs.
CREATE TABLE youtube_suggestions (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id               uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  run_id                 uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  position               integer NOT NULL,
  status                 text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'used', 'dismissed')),
  title                  text NOT NULL,
  alternative_titles     text[] NOT NULL DEFAULT '{}',
  hook                   text NOT NULL,
  outline                text[] NOT NULL DEFAULT '{}',
  anecdote_ids           uuid[] NOT NULL,
  combination            text NOT NULL,
  angle                  text NOT NULL,
  target_length_minutes  integer NOT NULL,
  keywords               text[] NOT NULL DEFAULT '{}',
  thumbnail_text         text NOT NULL,
  score                  double precision NOT NULL,
  score_reasons          text[] NOT NULL DEFAULT '{}',
  script_job_id          uuid REFERENCES jobs(id) ON DELETE SET NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (run_id, combination)
);
CREATE INDEX youtube_suggestions_owner_created_idx ON youtube_suggestions (owner_id, created_at DESC, run_id, position);
CREATE INDEX youtube_suggestions_run_idx ON youtube_suggestions (run_id, position);
-- the ideas a run must not bring back
CREATE INDEX youtube_suggestions_settled_idx ON youtube_suggestions (owner_id, combination, angle) WHERE status <> 'new';
