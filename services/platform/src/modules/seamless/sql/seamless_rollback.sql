-- A provider's bet, win and rollback are one statement each (decision 0015): the call takes its locks,
-- reads what it needs, checks, posts and records itself in one round trip, as one transaction. The
-- rules are those of decision 0010. The server (transactions-repository.ts) checks the signature and
-- the body, computes the payload hash and the lock keys, and turns refusals into API errors. Refusals
-- are raised with SQLSTATE CR001 (seamless_refuse); nothing a refused call did is kept. Each statement
-- here sees what was committed before it ran (read committed), so rows read after the advisory locks
-- include those of the call that held them.
--
-- Returns a bet's stake. A bet not seen yet gets a tombstone instead, so if it arrives later it is
-- refused (BET_ROLLED_BACK); a bet already rolled back answers with its first rollback (a replay,
-- whatever this call's own id). Taken in the same cases as wins; refused for a bet of another player,
-- round or game, and once the round has a win (of any amount: the round is settled).
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_bet_id text,
  p_payload_sha256 text, p_lock_keys bigint[], p_now timestamptz, p_now_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_bet provider_transactions;
  v_player record;
  v_session seamless_sessions;
  v_moved record;
  v_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM unnest(p_lock_keys) WITH ORDINALITY AS k (key, place) ORDER BY k.place;
  v_rows := seamless_request_rows(p_provider, ARRAY[p_transaction_id, p_bet_id], p_bet_id, p_player_id, p_round_id);
  v_row := seamless_earlier(v_rows, p_transaction_id, p_payload_sha256);
  IF v_row.id IS NOT NULL THEN
    answer := v_row.answer;
    platform_transaction_id := coalesce(v_row.posting_id::text, 'T' || v_row.id);
    replayed := true;
    RETURN;
  END IF;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.kind = 'ROLLBACK' AND v_row.rolled_back_transaction_id = p_bet_id THEN
      IF v_row.player_id <> p_player_id THEN
        PERFORM seamless_bet_field_refusal('is not a bet of this player');
      END IF;
      answer := v_row.answer;
      platform_transaction_id := coalesce(v_row.posting_id::text, 'T' || v_row.id);
      replayed := true;
      RETURN;
    END IF;
  END LOOP;
  v_player := seamless_player(p_provider, p_player_id);
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.transaction_id = p_bet_id THEN
      v_bet := v_row;
    END IF;
  END LOOP;

  IF v_bet.id IS NULL THEN
    -- The bet may still be on its way: leave a tombstone that refuses it, filed under the player's
    -- latest session of the game.
    SELECT * INTO v_session FROM seamless_sessions
     WHERE provider_code = p_provider AND player_id = p_player_id AND game_code = p_game_code ORDER BY created_at DESC LIMIT 1;
    answer := seamless_answer(CASE WHEN v_session.token_hash IS NULL THEN 0
                                   ELSE ledger_wallet_balance(v_player.merchant_code, v_player.member_id, v_session.wallet)
                                        + CASE WHEN v_session.wallet = 'MAIN' THEN ledger_wallet_balance(v_player.merchant_code, v_player.member_id, 'BONUS') ELSE 0 END END,
      v_player.currency_code, p_transaction_id);
    INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
      amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
    VALUES (p_provider, p_transaction_id, 'ROLLBACK', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_session.game_id, v_session.wallet,
      0, NULL, 'TOMBSTONE', p_bet_id, false, p_payload_sha256, answer, p_now)
    RETURNING id INTO v_id;
    platform_transaction_id := 'T' || v_id;
    replayed := false;
    RETURN;
  END IF;

  IF v_bet.kind <> 'BET' THEN
    PERFORM seamless_bet_field_refusal('is not a bet');
  END IF;
  IF v_bet.player_id <> p_player_id THEN
    PERFORM seamless_bet_field_refusal('is not a bet of this player');
  END IF;
  IF v_bet.round_id <> p_round_id THEN
    PERFORM seamless_bet_field_refusal(format('is a bet of round %s, not %s', v_bet.round_id, p_round_id));
  END IF;
  IF v_bet.game_code <> p_game_code THEN
    PERFORM seamless_bet_field_refusal(format('is a bet of game %s, not %s', v_bet.game_code, p_game_code));
  END IF;
  IF v_bet.game_id IS NULL OR v_bet.wallet IS NULL THEN
    RAISE EXCEPTION 'seamless: bet % has no game or wallet', v_bet.transaction_id;
  END IF;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind = 'WIN' THEN
      PERFORM seamless_round_refusal('has been settled by a win; its stakes can no longer be rolled back');
    END IF;
  END LOOP;

  -- the stake goes back, each part to the wallet it came from, and the bet is marked rolled back, in the
  -- statement that posts it
  v_row := seamless_new_row(p_provider, p_transaction_id, 'ROLLBACK', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id,
    p_game_code, v_bet.game_id, v_bet.wallet, v_bet.amount_minor, p_bet_id, false, p_payload_sha256, p_now);
  v_row.bonus_minor := v_bet.bonus_minor;
  v_moved := seamless_move(v_row, v_player.currency_code, v_bet.amount_minor, p_now_ms);
  answer := v_moved.answer;
  platform_transaction_id := v_moved.posting_id::text;
  replayed := false;
END;
$$;
