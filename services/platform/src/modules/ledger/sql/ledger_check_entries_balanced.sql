-- The entries' checks, once per statement (decision 0015, "Fewer statements" and "An entry's keys, once
-- per statement"). Every writer of entries writes a posting's entries in one statement (ledger_post and
-- seamless_move do), so the check runs when that statement ends, over every entry it wrote: first an
-- entry whose posting or account is not there is refused (foreign_key_violation; this stands in for
-- the two foreign keys an entry had, and their lookup per entry), then a posting among them whose
-- entries are fewer than two or do not sum to zero (check_violation). An entry added later to an
-- older posting is refused at once. The posting's own check stays at commit (ledger_check_posting_balanced).
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

CREATE OR REPLACE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
