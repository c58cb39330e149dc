-- The job sweeper looks every half lease for jobs that wait or run with no lease (JobQueue
-- reconcile: a process stopped between taking a queue entry and writing the run's lease, or
-- between two other steps). Few rows are ever in that state: a partial index keeps the look
-- from scanning the whole table.
CREATE INDEX jobs_unleased_idx ON jobs (updated_at) WHERE status IN ('pending', 'running') AND lease_expires_at IS NULL;
