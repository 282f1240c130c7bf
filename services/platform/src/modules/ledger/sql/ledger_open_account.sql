-- The account's row id, opened when missing. Two transactions opening one account both end up with the
-- one row: the second waits on the unique index, then reads what the first wrote.
CREATE OR REPLACE FUNCTION ledger_open_account(p_merchant_code text, p_currency text, p_member_id bigint, p_wallet text, p_house text, p_shard smallint, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO ledger_accounts (merchant_code, currency_code, member_id, wallet, house_name, house_shard, created_at)
  VALUES (p_merchant_code, p_currency, p_member_id, p_wallet, p_house, CASE WHEN p_house IS NULL THEN 0 ELSE p_shard END, p_at)
  ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  SELECT a.id INTO v_id FROM ledger_accounts a
   WHERE a.merchant_code = p_merchant_code AND a.currency_code = p_currency
     AND CASE WHEN p_house IS NULL THEN a.member_id = p_member_id AND a.wallet = p_wallet ELSE a.house_name = p_house AND a.house_shard = p_shard END;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'ledger: account %/%/%/% neither opened nor found', p_merchant_code, p_member_id, p_wallet, p_house;
  END IF;
  RETURN v_id;
END;
$$;
