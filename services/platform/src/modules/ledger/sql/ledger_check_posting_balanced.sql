-- At commit, every posting written in the transaction has two or more entries summing to zero
-- (decision 0008). It is deferred to commit so that a posting left without entries is refused too; the
-- entries themselves are checked when the statement that wrote them ends (ledger_check_entries_balanced).
-- Its one statement is an index lookup by posting, planned once per connection (decision 0015, "Plans").
CREATE OR REPLACE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  entry_total numeric;
  entry_count bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0), count(*) INTO entry_total, entry_count FROM ledger_entries WHERE posting_id = NEW.id;
  IF entry_count < 2 OR entry_total <> 0 THEN
    RAISE EXCEPTION 'ledger: posting % has % entries summing to %; a posting needs two or more entries summing to zero',
      NEW.id, entry_count, entry_total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

-- A constraint trigger cannot be replaced in place (CREATE OR REPLACE does not take one), so it is made again.
DROP TRIGGER IF EXISTS ledger_postings_balanced ON ledger_postings;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();
