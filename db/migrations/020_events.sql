-- Job events (an outbox) and webhook endpoints and deliveries.
--
-- A trigger on jobs records every user-relevant transition as an event row in the same
-- transaction as the transition itself (whatever code path writes the status), with a snapshot
-- of the job row: the event's payload is that snapshot rendered by the area's serializer, i.e.
-- the resource exactly as its GET answered at that moment. A crash can neither lose nor invent
-- an event. The same statement fans the event out to the owner's enabled endpoints that
-- subscribe to its type (one delivery row each), and NOTIFY (sent at commit) wakes the
-- delivery relay and the live streams of every process.

-- The one table from (job kind, transition) to event type. A transition is a job status, or
-- `thumbnail.<status>` (a thumbnail render settled), or `validated` (a short was validated).
-- A new job kind gets its rows here (plus its serializer in src/events/resources.ts and the
-- EventType enum of the contract; a test checks the three agree).
CREATE TABLE event_types (
  kind        text NOT NULL,
  transition  text NOT NULL,
  type        text NOT NULL UNIQUE,
  PRIMARY KEY (kind, transition)
);
INSERT INTO event_types (kind, transition, type) VALUES
  ('post_generation', 'completed', 'post_generation.completed'),
  ('post_generation', 'failed', 'post_generation.failed'),
  ('post_generation', 'canceled', 'post_generation.canceled'),
  ('carousel_generation', 'completed', 'carousel_generation.completed'),
  ('carousel_generation', 'failed', 'carousel_generation.failed'),
  ('carousel_generation', 'canceled', 'carousel_generation.canceled'),
  ('script', 'completed', 'script_job.completed'),
  ('script', 'failed', 'script_job.failed'),
  ('script', 'canceled', 'script_job.canceled'),
  ('script', 'thumbnail.completed', 'script_job.thumbnail.completed'),
  ('script', 'thumbnail.failed', 'script_job.thumbnail.failed'),
  ('short', 'completed', 'short.completed'),
  ('short', 'failed', 'short.failed'),
  ('short', 'canceled', 'short.canceled'),
  ('short', 'validated', 'short.validated'),
  ('short', 'thumbnail.completed', 'short.thumbnail.completed'),
  ('short', 'thumbnail.failed', 'short.thumbnail.failed'),
  ('broll', 'completed', 'broll.completed'),
  ('broll', 'failed', 'broll.failed'),
  ('broll', 'canceled', 'broll.canceled'),
  ('blog_article', 'draft', 'blog_article.completed'),
  ('blog_article', 'failed', 'blog_article.failed'),
  ('blog_article', 'canceled', 'blog_article.canceled'),
  ('blog_article', 'delivered', 'blog_article.delivered');

-- `seq` orders an owner's events in commit order (the recording transaction holds a per-owner
-- advisory lock from the insert to its commit), so a stream resuming after seq N misses nothing.
CREATE TABLE events (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq            bigserial NOT NULL UNIQUE,
  owner_id       uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  type           text NOT NULL,
  resource_kind  text NOT NULL,
  resource_id    uuid NOT NULL,
  snapshot       jsonb NOT NULL,
  detail         jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_owner_seq_idx ON events (owner_id, seq);
CREATE INDEX events_owner_type_seq_idx ON events (owner_id, type, seq);
CREATE INDEX events_owner_resource_seq_idx ON events (owner_id, resource_id, seq);

CREATE TABLE webhook_endpoints (
  id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id                    uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  url                         text NOT NULL,
  description                 text,
  events                      text[] NOT NULL DEFAULT '{*}',
  enabled                     boolean NOT NULL DEFAULT true,
  disabled_reason             text,
  secret                      text NOT NULL,
  previous_secret             text,
  previous_secret_expires_at  timestamptz,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_owner_idx ON webhook_endpoints (owner_id, created_at DESC, id DESC);

-- One row per (event, endpoint) send, attempts appended. `queued`: a queue message exists for
-- its next attempt (the relay sends one for rows without); `lease_until`: an attempt is in flight.
CREATE TABLE webhook_deliveries (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id         uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
  endpoint_id      uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id         uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'pending',
  attempt_count    integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  queued           boolean NOT NULL DEFAULT false,
  lease_until      timestamptz,
  attempts         jsonb NOT NULL DEFAULT '[]',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_unqueued_idx ON webhook_deliveries (created_at) WHERE status = 'pending' AND NOT queued;
CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (lease_until) WHERE status = 'pending' AND queued;

CREATE FUNCTION record_job_event(job jobs, step text, detail jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
  event_id uuid;
  event_seq bigint;
BEGIN
  SELECT t.type INTO event_type FROM event_types t WHERE t.kind = job.kind AND t.transition = step;
  IF event_type IS NULL THEN
    RETURN;
  END IF;
  -- held until commit: the owner's events get their seq in commit order
  PERFORM pg_advisory_xact_lock(7315501, hashtext(job.owner_id::text));
  INSERT INTO events (owner_id, type, resource_kind, resource_id, snapshot, detail)
    VALUES (job.owner_id, event_type, job.kind, job.id, to_jsonb(job), detail)
    RETURNING id, seq INTO event_id, event_seq;
  INSERT INTO webhook_deliveries (owner_id, endpoint_id, event_id)
    SELECT job.owner_id, e.id, event_id FROM webhook_endpoints e
    WHERE e.owner_id = job.owner_id AND e.enabled AND ('*' = ANY (e.events) OR event_type = ANY (e.events));
  PERFORM pg_notify('cw_events', job.owner_id::text || ':' || event_seq::text);
END $$;

CREATE FUNCTION jobs_record_events() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  n jsonb;
  o jsonb;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM record_job_event(NEW, NEW.status, NULL);
  END IF;
  IF TG_OP = 'UPDATE' AND jsonb_typeof(NEW.result -> 'thumbnails') = 'array'
     AND NEW.result -> 'thumbnails' IS DISTINCT FROM OLD.result -> 'thumbnails' THEN
    FOR i IN 0 .. jsonb_array_length(NEW.result -> 'thumbnails') - 1 LOOP
      n := NEW.result -> 'thumbnails' -> i;
      o := CASE WHEN jsonb_typeof(OLD.result -> 'thumbnails') = 'array' THEN OLD.result -> 'thumbnails' -> i END;
      IF n ->> 'status' IN ('completed', 'failed')
         AND (o IS NULL OR (o ->> 'status') IS DISTINCT FROM (n ->> 'status') OR (o -> 'target') IS DISTINCT FROM (n -> 'target')) THEN
        PERFORM record_job_event(NEW, 'thumbnail.' || (n ->> 'status'), jsonb_build_object('thumbnailIndex', i));
      END IF;
    END LOOP;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.result ->> 'validated') = 'true' AND (OLD.result ->> 'validated') IS DISTINCT FROM 'true' THEN
    PERFORM record_job_event(NEW, 'validated', NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_record_events AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_record_events();
