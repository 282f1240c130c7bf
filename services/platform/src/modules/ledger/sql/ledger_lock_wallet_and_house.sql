-- The member's wallet and the house account p_house_name of its shard, locked in ascending id order in
-- one statement (the order every posting locks in), with their balances and entry counts. Either id is
-- NULL when that account is not open yet. The first half of ledger_post_pair's fast way.
CREATE OR REPLACE FUNCTION ledger_lock_wallet_and_house(
  p_merchant_code text, p_member_id bigint, p_wallet text, p_house_name text, p_currency text,
  OUT member_account bigint, OUT member_balance bigint, OUT member_count bigint,
  OUT house_account bigint, OUT house_balance bigint, OUT house_count bigint
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_locked record;
BEGIN
  FOR v_locked IN
    SELECT a.id, a.member_id, a.balance_minor, a.entry_count FROM ledger_accounts a
     WHERE a.id IN (SELECT m.id FROM ledger_accounts m
                     WHERE m.merchant_code = p_merchant_code AND m.member_id = p_member_id AND m.wallet = p_wallet AND m.currency_code = p_currency
                    UNION ALL
                    SELECT h.id FROM ledger_accounts h
                     WHERE h.merchant_code = p_merchant_code AND h.house_name = p_house_name AND h.currency_code = p_currency
                       AND h.house_shard = ledger_house_shard(p_member_id))
     ORDER BY a.id FOR UPDATE
  LOOP
    IF v_locked.member_id IS NULL THEN
      house_account := v_locked.id;
      house_balance := v_locked.balance_minor;
      house_count := v_locked.entry_count;
    ELSE
      member_account := v_locked.id;
      member_balance := v_locked.balance_minor;
      member_count := v_locked.entry_count;
    END IF;
  END LOOP;
END;
$$;
