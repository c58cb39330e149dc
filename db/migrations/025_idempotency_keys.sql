-- Idempotency-Key on POST: one row per (owner, key), inserted before the work starts, so that of
-- two requests with one key (on any API process) only one runs the operation; the other waits
-- for the stored answer. `token` names the request holding the key while `response_status` is
-- null; `locked_until` frees a key left by a process that died mid-request. Rows live 24 hours.
CREATE TABLE idempotency_keys (
  owner_id          uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  key               text NOT NULL,
  fingerprint       text NOT NULL,
  request_path      text NOT NULL,
  token             uuid NOT NULL,
  locked_until      timestamptz NOT NULL,
  response_status   integer,
  response_headers  jsonb,
  response_body     bytea,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  PRIMARY KEY (owner_id, key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
