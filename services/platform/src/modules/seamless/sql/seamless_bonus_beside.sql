-- What the member's locked BONUS wallet holds beside the wallet a provider's movement used, for the
-- answer's balance (decision 0045): bonus money plays beside MAIN, so a movement on MAIN answers MAIN
-- and BONUS together; a vendor's own wallet (transfer-wallet brands) plays alone.
CREATE OR REPLACE FUNCTION seamless_bonus_beside(p_row provider_transactions) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_row.wallet <> 'MAIN' THEN
    RETURN 0;
  END IF;
  RETURN ledger_wallet_balance(p_row.merchant_code, p_row.member_id, 'BONUS');
END;
$$;
