-- Posts one provider movement through ledger_post: the member's wallet against the merchant's
-- GAME_HOUSE, under the provider's transaction id. Returns the posting and the wallet's balance after.
-- The general way of seamless_move: a wallet or house shard not opened yet, or a stake the wallet does
-- not cover (INSUFFICIENT_FUNDS).
CREATE OR REPLACE FUNCTION seamless_post(
  p_provider text, p_transaction_id text, p_payload_sha256 text, p_kind text, p_merchant_code text, p_member_id bigint, p_wallet text,
  p_game_id text, p_round_id text, p_member_amount bigint, p_now timestamptz, p_now_ms bigint,
  OUT posting_id bigint, OUT balance_minor bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
BEGIN
  v_posted := ledger_post(p_merchant_code, 'provider:' || p_provider, p_transaction_id, p_payload_sha256, p_kind,
    p_round_id, p_game_id, p_member_id, NULL, p_now, p_now_ms,
    ARRAY[p_member_id, NULL], ARRAY[p_wallet, NULL], ARRAY[NULL, 'GAME_HOUSE'], ARRAY[p_member_amount, -p_member_amount]);
  IF v_posted.result_status = 'SHORT' THEN
    PERFORM seamless_refuse('INSUFFICIENT_FUNDS',
      format('Not enough money in the %s wallet: it holds %s and %s was asked (minor units)', p_wallet, v_posted.result_short_balance, -p_member_amount));
  ELSIF v_posted.result_status = 'CONFLICT' THEN
    PERFORM seamless_refuse('IDEMPOTENCY_CONFLICT', format('transactionId %s was already used for another request; send a new id for a new transaction', p_transaction_id));
  ELSIF v_posted.result_status <> 'POSTED' THEN
    -- a replay here would mean the ledger holds a movement provider_transactions does not
    RAISE EXCEPTION 'seamless: ledger_post answered % to %/%', v_posted.result_status, p_provider, p_transaction_id;
  END IF;
  posting_id := v_posted.result_posting_id;
  balance_minor := v_posted.result_balances[1];
END;
$$;
