-- Posts one provider movement that has a part for the member's locked BONUS wallet (decision 0045):
-- a stake MAIN does not cover alone (MAIN's part, then BONUS's), or the payout of a round whose stake
-- took bonus money (each wallet's share back to it). p_main_amount and p_bonus_amount are what each
-- wallet gains (negative for a stake); a part of nothing is left out, so no wallet gets an entry of 0.
-- Returns the posting and MAIN and BONUS's balance together after it, what the member can play with.
CREATE OR REPLACE FUNCTION seamless_post_split(
  p_provider text, p_transaction_id text, p_payload_sha256 text, p_kind text, p_merchant_code text, p_member_id bigint,
  p_game_id text, p_round_id text, p_main_amount bigint, p_bonus_amount bigint, p_now timestamptz, p_now_ms bigint,
  OUT posting_id bigint, OUT balance_minor bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
  v_members bigint[] := '{}';
  v_wallets text[] := '{}';
  v_amounts bigint[] := '{}';
BEGIN
  IF p_main_amount <> 0 OR p_bonus_amount = 0 THEN
    v_members := v_members || p_member_id; v_wallets := v_wallets || 'MAIN'::text; v_amounts := v_amounts || p_main_amount;
  END IF;
  IF p_bonus_amount <> 0 THEN
    v_members := v_members || p_member_id; v_wallets := v_wallets || 'BONUS'::text; v_amounts := v_amounts || p_bonus_amount;
  END IF;
  v_posted := ledger_post(p_merchant_code, 'provider:' || p_provider, p_transaction_id, p_payload_sha256, p_kind,
    p_round_id, p_game_id, p_member_id, NULL, p_now, p_now_ms,
    v_members || NULL::bigint, v_wallets || NULL::text, array_fill(NULL::text, ARRAY[cardinality(v_members)]) || 'GAME_HOUSE'::text,
    v_amounts || -(p_main_amount + p_bonus_amount));
  IF v_posted.result_status = 'SHORT' THEN
    PERFORM seamless_refuse('INSUFFICIENT_FUNDS',
      format('Not enough money in the MAIN and BONUS wallets: %s was asked (minor units)', -(p_main_amount + p_bonus_amount)));
  ELSIF v_posted.result_status = 'CONFLICT' THEN
    PERFORM seamless_refuse('IDEMPOTENCY_CONFLICT', format('transactionId %s was already used for another request; send a new id for a new transaction', p_transaction_id));
  ELSIF v_posted.result_status <> 'POSTED' THEN
    RAISE EXCEPTION 'seamless: ledger_post answered % to %/%', v_posted.result_status, p_provider, p_transaction_id;
  END IF;
  posting_id := v_posted.result_posting_id;
  balance_minor := ledger_wallet_balance(p_merchant_code, p_member_id, 'MAIN') + ledger_wallet_balance(p_merchant_code, p_member_id, 'BONUS');
END;
$$;
