-- A job that becomes final (any status but pending and running) or is deleted notifies
-- `cw_job_final` with its id, at commit. Each process's LISTEN connection hands it to the waits
-- for that job (`Prefer: wait`, the carousel run: src/jobs/wait.ts), which then read the row once,
-- instead of polling every waited-for job every 250 ms. Thumbnail renders, which record no event,
-- notify too. A notification only says "look again": the row is the truth, and the waits still
-- look every 5 s in case one is lost.
CREATE FUNCTION jobs_notify_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cw_job_final', OLD.id::text);
  ELSIF NEW.status NOT IN ('pending', 'running') AND NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('cw_job_final', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_notify_final AFTER UPDATE OF status OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_notify_final();
