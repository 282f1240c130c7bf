-- The rules a posting's row keeps, its table's one CHECK (ledger_postings_rules; decision 0015, "A row's
-- rules, read once per session"): a PL/pgSQL function is compiled once per connection and its
-- expressions planned once, where a table's CHECK expressions are read again from their stored text for
-- every statement. The body is the table's former checks joined by AND, which fails a row exactly
-- when one of them failed (a NULL passes, as in a CHECK). A payload hash is sixty-four bytes none of
-- which is outside 0-9 and a-f: the rule of `~ '^[0-9a-f]{64}$'` in less than half the time.
--
-- Replacing this function does not check the rows already written: a rule made stricter needs a
-- migration that drops the check and adds it again (NOT VALID, then VALIDATE). Migration 0029 adds the
-- check, so this file is applied before it (its "needs functions" line).
CREATE OR REPLACE FUNCTION ledger_posting_rules_hold(kind text, payload_sha256 text)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT', 'COMMISSION',
                 'BONUS', 'BONUS_RELEASE', 'BONUS_REMOVAL', 'REBATE', 'RED_ENVELOPE', 'PROMOTION')
     AND octet_length(payload_sha256) = 64 AND payload_sha256 !~ '[^0-9a-f]';
END;
$$;
