-- A provider's bet, win and rollback are one statement each (decision 0015): the call takes its locks,
-- reads what it needs, checks, posts and records itself in one round trip, as one transaction. The
-- rules are those of decision 0010. The server (transactions-repository.ts) checks the signature and
-- the body, computes the payload hash and the lock keys, and turns refusals into API errors. Refusals
-- are raised with SQLSTATE CR001 (seamless_refuse); nothing a refused call did is kept. Each statement
-- here sees what was committed before it ran (read committed), so rows read after the advisory locks
-- include those of the call that held them.
--
-- A payout into the wallet the round's bet came from, the share of the round's stakes that came from
-- the BONUS wallet back into it (decision 0045); 0 only closes the round (no posting). Taken after
-- the session ended, the member was locked or maintenance began: the stake was taken, so the win is
-- owed. Refused when the player's round has no bet (VALIDATION_FAILED on roundId: a win must follow a
-- stake), when every bet of the round was rolled back (BET_ROLLED_BACK), when the round's bet is of
-- another game, or when the round was already closed. The round's first win carries the stake that
-- stands in the round then (round_stake_minor, decision 0022 "Team figures"): the bets it sums are
-- those it reads to check the round.
CREATE OR REPLACE FUNCTION seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_amount bigint, p_round_closed boolean,
  p_payload_sha256 text, p_lock_keys bigint[], p_now timestamptz, p_now_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_bet provider_transactions;
  v_has_bet boolean := false;
  v_stake bigint := 0;
  v_bonus_stake bigint := 0;
  v_first_win boolean := true;
  v_player record;
  v_moved record;
  v_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM unnest(p_lock_keys) WITH ORDINALITY AS k (key, place) ORDER BY k.place;
  v_rows := seamless_request_rows(p_provider, ARRAY[p_transaction_id], NULL, p_player_id, p_round_id);
  v_row := seamless_earlier(v_rows, p_transaction_id, p_payload_sha256);
  IF v_row.id IS NOT NULL THEN
    answer := v_row.answer;
    platform_transaction_id := coalesce(v_row.posting_id::text, 'T' || v_row.id);
    replayed := true;
    RETURN;
  END IF;
  v_player := seamless_player(p_provider, p_player_id);
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind = 'BET' THEN
      v_has_bet := true;
      IF v_row.status = 'ACCEPTED' THEN
        v_stake := v_stake + v_row.amount_minor;
        v_bonus_stake := v_bonus_stake + coalesce(v_row.bonus_minor, 0);
        IF v_bet.id IS NULL THEN
          v_bet := v_row;
        END IF;
      END IF;
    END IF;
  END LOOP;
  IF NOT v_has_bet THEN
    PERFORM seamless_round_refusal('has no bet from this player: a win must follow a stake');
  END IF;
  IF v_bet.id IS NULL OR v_bet.game_id IS NULL OR v_bet.wallet IS NULL THEN
    PERFORM seamless_refuse('BET_ROLLED_BACK', format('Every bet of round %s was rolled back; the round cannot pay', p_round_id));
  END IF;
  IF v_bet.game_code <> p_game_code THEN
    PERFORM seamless_round_refusal(format('belongs to game %s, not %s', v_bet.game_code, p_game_code));
  END IF;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind = 'WIN' THEN
      IF v_row.round_closed THEN
        PERFORM seamless_round_refusal('is closed: its win has come');
      END IF;
      v_first_win := false;
    END IF;
  END LOOP;

  IF p_amount > 0 THEN
    v_row := seamless_new_row(p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id,
      p_game_code, v_bet.game_id, v_bet.wallet, p_amount, NULL, p_round_closed, p_payload_sha256, p_now);
    v_row.round_stake_minor := CASE WHEN v_first_win THEN v_stake END;
    -- the round's stakes that came from the BONUS wallet take their share of the win back there (decision 0045)
    v_row.bonus_minor := nullif(p_amount * v_bonus_stake / v_stake, 0);
    v_moved := seamless_move(v_row, v_player.currency_code, p_amount, p_now_ms);
    answer := v_moved.answer;
    platform_transaction_id := v_moved.posting_id::text;
    replayed := false;
    RETURN;
  END IF;
  -- a win of nothing closes the round without a posting
  answer := seamless_answer(ledger_wallet_balance(v_player.merchant_code, v_player.member_id, v_bet.wallet) + seamless_bonus_beside(v_bet), v_player.currency_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at, round_stake_minor)
  VALUES (p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    p_amount, NULL, 'ACCEPTED', NULL, p_round_closed, p_payload_sha256, answer, p_now, CASE WHEN v_first_win THEN v_stake END)
  RETURNING id INTO v_id;
  platform_transaction_id := 'T' || v_id;
  replayed := false;
END;
$$;
