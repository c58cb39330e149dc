-- Progress on the event stream: `<job>.started` when a run starts (status changes to running) and
-- `<job>.progress` as a running job's progress or step advances, at most one per second per job
-- (the trigger skips an update when the job's last progress event is under a second old).
-- These are `explicit` types: a webhook endpoint gets them only when it names them, never
-- through `*` (which would otherwise multiply every endpoint's deliveries).
ALTER TABLE event_types ADD COLUMN explicit boolean NOT NULL DEFAULT false;

INSERT INTO event_types (kind, transition, type, explicit) VALUES
  ('post_generation', 'running', 'post_generation.started', true),
  ('post_generation', 'progress', 'post_generation.progress', true),
  ('carousel_generation', 'running', 'carousel_generation.started', true),
  ('carousel_generation', 'progress', 'carousel_generation.progress', true),
  ('script', 'running', 'script_job.started', true),
  ('script', 'progress', 'script_job.progress', true),
  ('short', 'running', 'short.started', true),
  ('short', 'progress', 'short.progress', true),
  ('broll', 'running', 'broll.started', true),
  ('broll', 'progress', 'broll.progress', true),
  ('blog_article', 'running', 'blog_article.started', true),
  ('blog_article', 'progress', 'blog_article.progress', true),
  ('youtube_suggestions', 'running', 'youtube_suggestion_run.started', true),
  ('youtube_suggestions', 'progress', 'youtube_suggestion_run.progress', true);

CREATE OR REPLACE FUNCTION record_job_event(job jobs, step text, detail jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
  event_explicit boolean;
  event_id uuid;
  event_seq bigint;
BEGIN
  SELECT t.type, t.explicit INTO event_type, event_explicit FROM event_types t WHERE t.kind = job.kind AND t.transition = step;
  IF event_type IS NULL THEN
    RETURN;
  END IF;
  -- progress: at most one event per second per job
  IF step = 'progress' AND EXISTS (
    SELECT 1 FROM events e
    WHERE e.owner_id = job.owner_id AND e.resource_id = job.id AND e.type = event_type
      AND e.created_at > clock_timestamp() - interval '1 second'
  ) THEN
    RETURN;
  END IF;
  -- held until commit: the owner's events get their seq in commit order
  PERFORM pg_advisory_xact_lock(7315501, hashtext(job.owner_id::text));
  INSERT INTO events (owner_id, type, resource_kind, resource_id, snapshot, detail, created_at)
    VALUES (job.owner_id, event_type, job.kind, job.id, to_jsonb(job), detail, clock_timestamp())
    RETURNING id, seq INTO event_id, event_seq;
  INSERT INTO webhook_deliveries (owner_id, endpoint_id, event_id)
    SELECT job.owner_id, e.id, event_id FROM webhook_endpoints e
    WHERE e.owner_id = job.owner_id AND e.enabled
      AND (event_type = ANY (e.events) OR ('*' = ANY (e.events) AND NOT event_explicit));
  PERFORM pg_notify('cw_events', job.owner_id::text || ':' || event_seq::text);
END $$;

CREATE OR REPLACE FUNCTION jobs_record_events() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  n jsonb;
  o jsonb;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status = 'running' THEN
    NULL; -- a row written as running (bulk imports, seeds) did not start a run here
  ELSIF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM record_job_event(NEW, NEW.status, NULL);
  ELSIF NEW.status = 'running' AND (NEW.progress IS DISTINCT FROM OLD.progress OR NEW.current_step IS DISTINCT FROM OLD.current_step) THEN
    PERFORM record_job_event(NEW, 'progress', NULL);
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
