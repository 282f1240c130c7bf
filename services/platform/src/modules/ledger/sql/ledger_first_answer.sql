-- The first answer given under a key, from the posting that holds it (a posting carries its key, its
-- payload's hash and its answer: decision 0015, "Fewer statements"); CONFLICT when the key was used with
-- another payload or by another merchant.
CREATE OR REPLACE FUNCTION ledger_first_answer(
  p_source text, p_key text, p_merchant_code text, p_payload_sha256 text,
  OUT result_status text, OUT result_posting_id bigint, OUT result_balances bigint[], OUT result_created_at_ms bigint
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_first record;
BEGIN
  SELECT p.id, p.merchant_code, p.payload_sha256, p.balances_after, p.created_at INTO v_first
    FROM ledger_postings p WHERE p.source = p_source AND p.idempotency_key = p_key;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: idempotency key %/% is taken but cannot be read', p_source, p_key;
  END IF;
  IF v_first.merchant_code <> p_merchant_code OR v_first.payload_sha256 <> p_payload_sha256 THEN
    result_status := 'CONFLICT';
    RETURN;
  END IF;
  result_status := 'REPLAYED';
  result_posting_id := v_first.id;
  result_balances := v_first.balances_after;
  result_created_at_ms := floor(extract(epoch FROM v_first.created_at) * 1000)::bigint;
END;
$$;
