-- Statistics are SQL aggregates over indexed columns, never a scan of every job.
--
-- Rendered media and stored bytes become columns, written from now on as files are written:
-- `media_seconds` (duration of a job's rendered video) and `media_bytes` (bytes of the files a
-- job keeps under DATA_DIR: its video and scene clips, its thumbnails), `image_bytes` on posts
-- (the uploaded image). What earlier jobs recorded in their result is copied over below; sizes
-- of files written before this migration were never recorded and count as 0.
ALTER TABLE jobs ADD COLUMN media_seconds double precision NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN media_bytes bigint NOT NULL DEFAULT 0;
ALTER TABLE posts ADD COLUMN image_bytes bigint NOT NULL DEFAULT 0;

UPDATE jobs SET media_seconds = (result -> 'render' ->> 'durationSeconds')::double precision
WHERE kind = 'broll' AND jsonb_typeof(result -> 'render' -> 'durationSeconds') = 'number';

-- One index answers every job figure of an owner (index-only once vacuumed): in (kind, status)
-- order, so counts per kind and status stream without a sort; created_at bounds a range inside
-- the index; the included columns carry durations, tokens, quality, risk and media. Anecdotes,
-- carousels and suggestions already have an (owner_id, created_at) index; posts get one that
-- carries the image size.
CREATE INDEX jobs_owner_stats_idx ON jobs (owner_id, kind, status, created_at)
  INCLUDE (started_at, completed_at, total_tokens_used, quality_score, risk_level, media_seconds, media_bytes);
CREATE INDEX posts_owner_created_stats_idx ON posts (owner_id, created_at) INCLUDE (image_bytes);
