-- The merchant's ledger currency, or NULL when it has none (ledger_post then answers NO_CURRENCY).
-- PL/pgSQL so that its one statement is planned once per connection, as the seamless calls that read
-- it in their first statement are.
CREATE OR REPLACE FUNCTION ledger_currency(p_merchant_code text) RETURNS text LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT c.currency_code FROM ledger_currencies c WHERE c.merchant_code = p_merchant_code);
END;
$$;
