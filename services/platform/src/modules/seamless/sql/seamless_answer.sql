-- What a call answers, kept with its row and given again to a replay: the balance, the currency, the
-- transaction id.
CREATE OR REPLACE FUNCTION seamless_answer(p_balance bigint, p_currency text, p_transaction_id text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- the API carries numbers: any realistic balance is a safe integer, this says so if one is not
  IF p_balance < 0 OR p_balance > 9007199254740991 THEN
    RAISE EXCEPTION 'seamless: balance % cannot be sent as a safe integer', p_balance;
  END IF;
  RETURN jsonb_build_object('balanceMinor', p_balance, 'currency', p_currency, 'transactionId', p_transaction_id);
END;
$$;
