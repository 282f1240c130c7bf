-- Posts a provider's movement and records it (decision 0015, "One statement for a provider's movement"):
-- p_row is the provider's row to write (its posting, status and answer are filled in here; a win's round
-- stake comes with it, and a payout's share for the BONUS wallet in bonus_minor), p_member_amount what the
-- member's wallet gains (negative for a stake). A rollback also marks its bet rolled back. The money
-- goes through the ledger's SQL entry points: its fast way for a two-leg posting (ledger_post_pair) when
-- the member's wallet and its house shard are open and the stake is covered (every call but a player's
-- first, an overdraft and bonus money), otherwise the general way (seamless_post, then ledger_post),
-- which opens accounts, refuses an overdraft and answers for a taken key. Bonus money (decision 0045):
-- a stake on MAIN that MAIN does not cover takes the rest from BONUS when the two together cover it, and
-- a payout with a share for BONUS pays it there (seamless_post_split). The answer's balance is what the
-- member can play with: MAIN and BONUS together. moves.test.ts holds which calls take which way.
CREATE OR REPLACE FUNCTION seamless_move(p_row provider_transactions, p_currency text, p_member_amount bigint, p_now_ms bigint,
  OUT answer jsonb, OUT posting_id bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_pair record;
  v_posted record;
  v_main bigint;
  v_bonus bigint;
BEGIN
  IF p_row.bonus_minor IS NOT NULL THEN
    -- a payout of a stake that took bonus money: each wallet its share
    v_posted := seamless_post_split(p_row.provider_code, p_row.transaction_id, p_row.payload_sha256, p_row.kind, p_row.merchant_code, p_row.member_id,
      p_row.game_id, p_row.round_id, p_member_amount - p_row.bonus_minor, p_row.bonus_minor, p_row.created_at, p_now_ms);
    answer := seamless_answer(v_posted.balance_minor, p_currency, p_row.transaction_id);
    posting_id := v_posted.posting_id;
  ELSE
    v_pair := ledger_post_pair(p_row.merchant_code, p_currency, 'provider:' || p_row.provider_code, p_row.transaction_id, p_row.payload_sha256, p_row.kind,
      p_row.round_id, p_row.game_id, p_row.member_id, p_row.wallet, 'GAME_HOUSE', p_member_amount, p_row.created_at);
    IF v_pair.result_posting_id IS NOT NULL THEN
      answer := seamless_answer(v_pair.result_member_balance + seamless_bonus_beside(p_row), p_currency, p_row.transaction_id);
      posting_id := v_pair.result_posting_id;
    ELSE
      -- The general way: an account not opened yet, a stake MAIN does not cover (BONUS may cover the rest),
      -- or one the wallets do not cover (ledger_post opens accounts, or refuses).
      IF p_row.kind = 'BET' AND p_row.wallet = 'MAIN' THEN
        v_main := ledger_wallet_balance(p_row.merchant_code, p_row.member_id, 'MAIN');
        v_bonus := ledger_wallet_balance(p_row.merchant_code, p_row.member_id, 'BONUS');
        IF v_main < -p_member_amount AND v_bonus > 0 AND v_main + v_bonus >= -p_member_amount THEN
          p_row.bonus_minor := -p_member_amount - v_main;
        END IF;
      END IF;
      IF p_row.bonus_minor IS NOT NULL THEN
        v_posted := seamless_post_split(p_row.provider_code, p_row.transaction_id, p_row.payload_sha256, p_row.kind, p_row.merchant_code, p_row.member_id,
          p_row.game_id, p_row.round_id, -v_main, -p_row.bonus_minor, p_row.created_at, p_now_ms);
        answer := seamless_answer(v_posted.balance_minor, p_currency, p_row.transaction_id);
      ELSE
        v_posted := seamless_post(p_row.provider_code, p_row.transaction_id, p_row.payload_sha256, p_row.kind, p_row.merchant_code, p_row.member_id, p_row.wallet,
          p_row.game_id, p_row.round_id, p_member_amount, p_row.created_at, p_now_ms);
        answer := seamless_answer(v_posted.balance_minor + seamless_bonus_beside(p_row), p_currency, p_row.transaction_id);
      END IF;
      posting_id := v_posted.posting_id;
    END IF;
  END IF;
  IF p_row.kind = 'ROLLBACK' THEN
    UPDATE provider_transactions SET status = 'ROLLED_BACK'
     WHERE provider_code = p_row.provider_code AND transaction_id = p_row.rolled_back_transaction_id AND kind = 'BET';
  END IF;
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at, round_stake_minor, bonus_minor)
  VALUES (p_row.provider_code, p_row.transaction_id, p_row.kind, p_row.round_id, p_row.merchant_code, p_row.member_id, p_row.player_id, p_row.game_code, p_row.game_id, p_row.wallet,
    p_row.amount_minor, posting_id, 'ACCEPTED', p_row.rolled_back_transaction_id, p_row.round_closed, p_row.payload_sha256, answer, p_row.created_at, p_row.round_stake_minor,
    p_row.bonus_minor);
END;
$$;
