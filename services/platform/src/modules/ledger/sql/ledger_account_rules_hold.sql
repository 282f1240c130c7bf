-- The rules an account's row keeps, its table's one CHECK (ledger_accounts_rules; decision 0015, "A row's
-- rules, read once per session"), as ledger_posting_rules_hold is the postings'. Every balance update
-- checks these again, although none of their columns changes after an account opens.
-- ledger_accounts_member_not_negative (no member account below zero) stays a check of its own.
--
-- Replacing this function does not check the rows already written: a rule made stricter needs a
-- migration that drops the check and adds it again (NOT VALID, then VALIDATE). Migration 0029 adds the
-- check, so this file is applied before it (its "needs functions" line).
CREATE OR REPLACE FUNCTION ledger_account_rules_hold(member_id bigint, wallet text, house_name text, house_shard smallint, entry_count bigint)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN house_name IN ('GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS', 'PENDING_WITHDRAWALS', 'AGENT_COMMISSIONS',
                       'PROMOTIONS', 'RED_ENVELOPE_POOLS')
     AND entry_count >= 0
     AND (member_id IS NULL) = (wallet IS NULL)
     AND (member_id IS NULL) <> (house_name IS NULL)
     AND house_shard >= 0 AND house_shard <= 255 AND (house_name IS NOT NULL OR house_shard = 0);
END;
$$;
