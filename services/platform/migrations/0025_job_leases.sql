-- A lease per background job that one instance at a time should run (contract settlement): every
-- instance wakes on its own schedule, and the one that holds the lease does the run while the others
-- skip it. The expiry is the database's clock, so instances need not agree on theirs; a holder that
-- died leaves the lease to whoever asks after it expires.
CREATE TABLE job_leases (
  job text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
