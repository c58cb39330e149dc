-- At most one running site analysis per owner, across every API process: a lease taken before
-- fetching and released after storing. A lease left by a process that died expires on its own.
CREATE TABLE site_analysis_leases (
  owner_id    uuid PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
  token       uuid NOT NULL,
  expires_at  timestamptz NOT NULL
);
