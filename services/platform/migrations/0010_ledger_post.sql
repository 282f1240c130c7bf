-- A posting in one call (decision 0015). The ledger's rules stay those of decision 0008: accounts locked
-- in ascending id order, no member wallet below zero, one answer per idempotency key, a refusal leaves
-- nothing behind. They are kept in the database, so that a posting costs one statement whoever calls
-- it: post() in the server, and the seamless-wallet calls (0011) that post inside their own statement.
-- The functions this migration made (ledger_house_shard, ledger_first_answer, ledger_open_account,
-- ledger_post) are in src/modules/ledger/sql, one file per function (decision 0035).

-- A key names its posting, and the key is claimed before the posting is written (the claim decides
-- whether anything is), so the reference is checked at commit, as the posting's balance is.
ALTER TABLE ledger_idempotency ALTER CONSTRAINT ledger_idempotency_posting_id_fkey DEFERRABLE INITIALLY DEFERRED;

-- Every posting inserts its entries into each index of ledger_entries; this one repeats the leading
-- column of the unique (posting_id, leg_index), which serves every lookup by posting as well.
DROP INDEX ledger_entries_posting;
