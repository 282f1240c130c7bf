-- The row this transaction id was taken under, if any: a replay gets its first answer, and the same id
-- sent for another request is refused (IDEMPOTENCY_CONFLICT). A replay is answered before any other check.
CREATE OR REPLACE FUNCTION seamless_earlier(p_rows provider_transactions[], p_transaction_id text, p_payload_sha256 text)
RETURNS provider_transactions LANGUAGE plpgsql AS $$
DECLARE
  v_row provider_transactions;
BEGIN
  FOREACH v_row IN ARRAY p_rows LOOP
    IF v_row.transaction_id = p_transaction_id THEN
      IF v_row.payload_sha256 <> p_payload_sha256 THEN
        PERFORM seamless_refuse('IDEMPOTENCY_CONFLICT', format('transactionId %s was already used for another request; send a new id for a new transaction', p_transaction_id));
      END IF;
      RETURN v_row;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
