-- The provider's row a call records, by column name (the posting, status and answer are left to
-- seamless_move).
CREATE OR REPLACE FUNCTION seamless_new_row(
  p_provider text, p_transaction_id text, p_kind text, p_round_id text, p_merchant_code text, p_member_id bigint, p_player_id text,
  p_game_code text, p_game_id text, p_wallet text, p_amount bigint, p_rolled_back_transaction_id text, p_round_closed boolean,
  p_payload_sha256 text, p_now timestamptz
) RETURNS provider_transactions LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_row provider_transactions;
BEGIN
  v_row.provider_code := p_provider;
  v_row.transaction_id := p_transaction_id;
  v_row.kind := p_kind;
  v_row.round_id := p_round_id;
  v_row.merchant_code := p_merchant_code;
  v_row.member_id := p_member_id;
  v_row.player_id := p_player_id;
  v_row.game_code := p_game_code;
  v_row.game_id := p_game_id;
  v_row.wallet := p_wallet;
  v_row.amount_minor := p_amount;
  v_row.rolled_back_transaction_id := p_rolled_back_transaction_id;
  v_row.round_closed := p_round_closed;
  v_row.payload_sha256 := p_payload_sha256;
  v_row.created_at := p_now;
  RETURN v_row;
END;
$$;
