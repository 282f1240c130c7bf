-- An entry's posting and account, checked once per statement instead of by two foreign keys per entry
-- (decision 0015, "An entry's keys, once per statement"). A bet, a paying win or a returned stake writes two
-- entries, and each entry's two keys ran a lookup of their own (four per call, each locking the row it
-- found for key share) although the statement that writes the entries has just written the posting
-- and locked both accounts. The statement-level check that sums the statement's entries by posting
-- now also refuses an entry whose posting or account is not there, in the same pass. What the keys
-- also guarded stays guarded by the parents' own rules: postings and accounts are never deleted,
-- truncated or renumbered (their append-only and no-delete triggers, identity ids), so an entry
-- cannot lose its parent later.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_posting_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;

-- The check: src/modules/ledger/sql/ledger_check_entries_balanced.sql (decision 0035).
