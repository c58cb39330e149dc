-- The content model of every area. Job-shaped resources (post generations, carousel
-- generations, script jobs, shorts, B-roll jobs, blog articles) live in `jobs` with their
-- input and result; the durable things they produce live here.

CREATE TABLE themes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  config       jsonb NOT NULL DEFAULT '{}',
  is_default   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX themes_owner_created_idx ON themes (owner_id, created_at DESC, id DESC);
-- at most one default theme per owner
CREATE UNIQUE INDEX themes_one_default_idx ON themes (owner_id) WHERE is_default;

CREATE TABLE posts (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id            uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  content             text NOT NULL,
  -- generated file name under DATA_DIR/images; served at /media/images/<image_file>
  image_file          text,
  video_url           text,
  generation_job_id   uuid REFERENCES jobs(id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_owner_created_idx ON posts (owner_id, created_at DESC, id DESC);
CREATE INDEX posts_generation_job_idx ON posts (generation_job_id);

-- previous drafts of a post, kept when a generation is regenerated
CREATE TABLE post_revisions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id     uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  content     text NOT NULL,
  reason      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX post_revisions_post_idx ON post_revisions (post_id, created_at DESC);

CREATE TABLE carousels (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id            uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  anecdote_id         uuid REFERENCES anecdotes(id) ON DELETE SET NULL,
  generation_job_id   uuid REFERENCES jobs(id) ON DELETE SET NULL,
  title               text NOT NULL,
  slides              jsonb NOT NULL DEFAULT '[]',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carousels_owner_idx ON carousels (owner_id, created_at DESC);

CREATE TABLE components (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id       uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  name           text NOT NULL,
  category       text NOT NULL CHECK (category IN ('text', 'stat', 'transition', 'cta', 'custom')),
  description    text NOT NULL DEFAULT '',
  tags           text[] NOT NULL DEFAULT '{}',
  default_props  jsonb NOT NULL DEFAULT '{}',
  prompt         text NOT NULL DEFAULT '',
  source_code    text NOT NULL DEFAULT '',
  is_public      boolean NOT NULL DEFAULT false,
  is_validated   boolean NOT NULL DEFAULT false,
  warnings       text[] NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_owner_idx ON components (owner_id, created_at DESC, id DESC);
CREATE INDEX components_public_idx ON components (created_at DESC, id DESC) WHERE is_public;
CREATE INDEX components_tags_idx ON components USING gin (tags);

-- one stored website context per owner (a new analysis replaces it)
CREATE TABLE site_contexts (
  owner_id      uuid PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
  site_url      text NOT NULL,
  audience      text NOT NULL,
  positioning   text NOT NULL,
  recap         jsonb NOT NULL,
  analyzed_at   timestamptz NOT NULL DEFAULT now()
);
