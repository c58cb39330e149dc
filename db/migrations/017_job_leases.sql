-- A run in progress holds a lease that its worker renews while it works. A worker that dies
-- (kill -9, a lost machine) stops renewing; any worker process then finds the expired lease,
-- restarts the job as a new run and queues it again, and cancels the dead worker's queue
-- entry (which would otherwise stay `active` and hold the job's singleton slot until pg-boss
-- expires it, many minutes later).
ALTER TABLE jobs ADD COLUMN lease_expires_at timestamptz;
-- the pg-boss entry the leased run came from
ALTER TABLE jobs ADD COLUMN queue_entry_id uuid;
CREATE INDEX jobs_lease_idx ON jobs (lease_expires_at) WHERE lease_expires_at IS NOT NULL;
