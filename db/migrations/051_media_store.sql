-- Media storage (STORAGE_BACKEND): which store a job's media belong to, and the deletions of
-- media objects that a row change made unreachable.
--
-- Every process names its media store by the id in the store's marker object
-- (`system/store-id`: under DATA_DIR with the file backend, in the bucket with s3) and sets it on
-- its database sessions as `app.media_store`. A job row records the store of the process that
-- created it; a worker whose store is another one (a DATA_DIR that is not the API's) refuses to
-- render into it instead of writing media nobody can read.
ALTER TABLE jobs ADD COLUMN media_store text DEFAULT nullif(current_setting('app.media_store', true), '');

-- An outbox of media deletions, written in the transaction that makes the objects unreachable
-- (a deleted post, a replaced image or thumbnail, a re-render's previous run) and carried out
-- after it commits; what a crash interrupts is carried out by a worker later. `key` is one
-- object, or every object under it when it ends with '/' (except those under `keep`). A row whose
-- `due_at` is in the future guards an upload in flight: the transaction that records the object
-- removes the row, and if it never commits the object is deleted once due.
CREATE TABLE media_deletions (
  id bigserial PRIMARY KEY,
  store text NOT NULL,
  key text NOT NULL,
  keep text,
  -- a guard of a write in flight (see above) rather than a deletion asked for
  guard boolean NOT NULL DEFAULT false,
  due_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_deletions_due ON media_deletions (store, due_at);
CREATE INDEX media_deletions_key ON media_deletions (store, key);
