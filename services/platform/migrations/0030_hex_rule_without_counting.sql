-- A payload hash's rule, checked without a counted regular expression (decision 0015, "A row's rules,
-- read once per session"). `payload_sha256 ~ '^[0-9a-f]{64}$'` builds its match for the bound {64}
-- and took some 7 µs a row; a posting and a provider's row each check one, on every bet, paying win
-- and rollback. Sixty-four bytes with none outside 0-9 and a-f is the same rule (each such character
-- is one byte) and less than half the time. The rows already written keep to it: it is the same rule.

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

CREATE OR REPLACE FUNCTION ledger_posting_rules_hold(kind text, payload_sha256 text)
RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT', 'COMMISSION')
     AND octet_length(payload_sha256) = 64 AND payload_sha256 !~ '[^0-9a-f]';
END;
$$;
