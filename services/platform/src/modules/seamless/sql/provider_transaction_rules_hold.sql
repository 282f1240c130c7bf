-- The rules a provider's transaction row keeps, its table's one CHECK (provider_transactions_rules;
-- decision 0015, "A row's rules, read once per session"): a PL/pgSQL function is compiled once per
-- connection and its expressions planned once, where a table's CHECK expressions are read again from
-- their stored text for every statement. The body is the table's former checks joined by AND, which
-- fails a row exactly when one of them failed (a NULL passes, as in a CHECK); row-rules.test.ts judges
-- every combination of edge values by both. A payload hash is sixty-four bytes none of which is
-- outside 0-9 and a-f: the rule of `~ '^[0-9a-f]{64}$'` in less than half the time.
--
-- Replacing this function does not check the rows already written: a rule made stricter needs a
-- migration that drops the check and adds it again (NOT VALID, then VALIDATE). Migration 0029 adds the
-- check, so this file is applied before it (its "needs functions" line).
CREATE OR REPLACE FUNCTION provider_transaction_rules_hold(kind text, status text, payload_sha256 text, amount_minor bigint, round_stake_minor bigint,
  rolled_back_transaction_id text, posting_id bigint, game_id text, wallet text)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN kind IN ('BET', 'WIN', 'ROLLBACK')
     AND status IN ('ACCEPTED', 'ROLLED_BACK', 'TOMBSTONE')
     AND octet_length(payload_sha256) = 64 AND payload_sha256 !~ '[^0-9a-f]'
     AND amount_minor >= 0
     AND round_stake_minor >= 0
     AND (round_stake_minor IS NULL OR kind = 'WIN')
     AND (kind = 'ROLLBACK') = (rolled_back_transaction_id IS NOT NULL)
     AND (status = 'TOMBSTONE') = (kind = 'ROLLBACK' AND posting_id IS NULL)
     AND (status <> 'ROLLED_BACK' OR kind = 'BET')
     AND (status = 'TOMBSTONE' OR (game_id IS NOT NULL AND wallet IS NOT NULL))
     AND (kind = 'WIN' OR status = 'TOMBSTONE' OR posting_id IS NOT NULL);
END;
$$;
