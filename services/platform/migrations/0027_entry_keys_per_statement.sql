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

CREATE OR REPLACE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_bad record;
BEGIN
  SELECT n.posting_id, n.account_id, p.id IS NULL AS no_posting INTO v_bad
    FROM added_entries n
    LEFT JOIN ledger_postings p ON p.id = n.posting_id
    LEFT JOIN ledger_accounts a ON a.id = n.account_id
   WHERE p.id IS NULL OR a.id IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: an entry names % %, which is not there',
      CASE WHEN v_bad.no_posting THEN 'posting' ELSE 'account' END, CASE WHEN v_bad.no_posting THEN v_bad.posting_id ELSE v_bad.account_id END
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT t.posting_id, t.entry_count, t.entry_total INTO v_bad
    FROM (SELECT a.posting_id, count(*) AS entry_count, sum(e.amount_minor) AS entry_total
            FROM (SELECT DISTINCT n.posting_id FROM added_entries n) a JOIN ledger_entries e ON e.posting_id = a.posting_id
           GROUP BY a.posting_id) t
   WHERE t.entry_count < 2 OR t.entry_total <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: posting % has % entries summing to %; a posting needs two or more entries summing to zero',
      v_bad.posting_id, v_bad.entry_count, v_bad.entry_total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
