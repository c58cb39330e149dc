-- Every process caches verified API keys for a short time (AUTH_CACHE_TTL_SECONDS). A key that
-- is revoked, changed or deleted, by the CLI or by hand in SQL, is announced on the
-- `cw_credentials` channel so that every listening process evicts it at once; a deleted owner
-- likewise. The payload is `key:<lookup>` or `owner:<owner id>`.
CREATE OR REPLACE FUNCTION cw_notify_key_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cw_credentials', 'key:' || OLD.lookup);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER api_keys_notify_change
  AFTER UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION cw_notify_key_change();

CREATE OR REPLACE FUNCTION cw_notify_owner_delete() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cw_credentials', 'owner:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER owners_notify_delete
  AFTER DELETE ON owners
  FOR EACH ROW EXECUTE FUNCTION cw_notify_owner_delete();
