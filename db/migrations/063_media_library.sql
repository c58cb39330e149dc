-- The owner's media library (POST /v1/media): uploaded images, video clips and audio, each one
-- object of the media store under `media/library/<id>.<ext>`.
--
-- `store` names the media store the object was written to (as jobs.media_store, 051). Deleting a
-- row (DELETE /v1/media/{id}, or an owner's deletion cascading here) schedules its object's
-- deletion in the same transaction through the trigger below, so no object outlives its row: the
-- process that deleted it carries the deletion out after the commit, a worker later otherwise.
CREATE TABLE media_items (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id    uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('image', 'video', 'audio')),
  content_type text NOT NULL,
  storage_key text NOT NULL,
  store       text NOT NULL,
  bytes       bigint NOT NULL CHECK (bytes >= 0),
  width       integer,
  height      integer,
  duration_seconds double precision,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_items_owner ON media_items (owner_id, created_at DESC, id DESC);
CREATE INDEX media_items_owner_kind ON media_items (owner_id, kind, created_at DESC, id DESC);

CREATE FUNCTION media_items_schedule_deletion() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_deletions (store, key) VALUES (OLD.store, OLD.storage_key);
  RETURN OLD;
END;
$$;

CREATE TRIGGER media_items_deleted AFTER DELETE ON media_items
  FOR EACH ROW EXECUTE FUNCTION media_items_schedule_deletion();
