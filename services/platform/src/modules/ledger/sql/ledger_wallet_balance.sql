-- A member wallet's balance as the ledger keeps it (0 for a wallet never used). The seamless wallet's
-- answers read it.
CREATE OR REPLACE FUNCTION ledger_wallet_balance(p_merchant_code text, p_member_id bigint, p_wallet text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(a.balance_minor), 0)::bigint
            FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
           WHERE a.merchant_code = p_merchant_code AND a.member_id = p_member_id AND a.wallet = p_wallet);
END;
$$;
