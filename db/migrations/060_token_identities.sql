-- Bearer-token identities of their own. A token's identity is the pair (issuer, sub); the first
-- token of a new pair gets an owner of its own, and a token is never matched to an owner id or to
-- the label of an API-key owner. Tying a pair to an existing owner is an operator action
-- (`cli owners link`), and every change is kept in token_identity_log.
CREATE TABLE token_identities (
  issuer      text NOT NULL,
  subject     text NOT NULL,
  owner_id    uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX token_identities_owner_idx ON token_identities (owner_id);

-- Append-only: who tied which pair to which owner, when. No foreign key: the history outlives
-- the owner. `actor`: `token` for a pair's first use, else the operator the CLI ran as.
CREATE TABLE token_identity_log (
  id                 bigserial PRIMARY KEY,
  at                 timestamptz NOT NULL DEFAULT now(),
  action             text NOT NULL CHECK (action IN ('create', 'claim', 'link', 'unlink')),
  issuer             text NOT NULL,
  subject            text NOT NULL,
  owner_id           uuid,
  previous_owner_id  uuid,
  actor              text NOT NULL
);

CREATE FUNCTION token_identity_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'token_identity_log is append-only';
END $$;
CREATE TRIGGER token_identity_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON token_identity_log
  FOR EACH STATEMENT EXECUTE FUNCTION token_identity_log_append_only();

-- Owners made by bearer tokens before this version: their label is the `sub` their tokens carried
-- (ensureOwner), and they have no API key (every `keys create` makes one). The issuer is not known
-- to SQL, so each waits here, by subject: the first token of JWT_ISSUER with that `sub` claims it
-- (a `claim` in the log) and keeps its data. Owners with keys are never claimed this way: a pair
-- their tokens used is tied to them with `cli owners link`.
CREATE TABLE token_identity_claims (
  subject     text PRIMARY KEY,
  owner_id    uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO token_identity_claims (subject, owner_id)
  SELECT o.label, o.id FROM owners o WHERE NOT EXISTS (SELECT 1 FROM api_keys k WHERE k.owner_id = o.id);

-- a pair tied to another owner, or untied, ends the cached verifications of every process
CREATE FUNCTION cw_notify_token_identity_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cw_credentials', 'tokens:');
  RETURN NULL;
END $$;
CREATE TRIGGER token_identities_notify_change AFTER UPDATE OR DELETE ON token_identities
  FOR EACH ROW EXECUTE FUNCTION cw_notify_token_identity_change();
