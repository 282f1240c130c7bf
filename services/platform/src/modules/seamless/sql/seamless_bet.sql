-- A provider's bet, win and rollback are one statement each (decision 0015): the call takes its locks,
-- reads what it needs, checks, posts and records itself in one round trip, as one transaction. The
-- rules are those of decision 0010. The server (transactions-repository.ts) checks the signature and
-- the body, computes the payload hash and the lock keys, and turns refusals into API errors. Refusals
-- are raised with SQLSTATE CR001 (seamless_refuse); nothing a refused call did is kept. Each statement
-- here sees what was committed before it ran (read committed), so rows read after the advisory locks
-- include those of the call that held them.
--
-- A stake. Refused, in this order, when the id was used for something else (IDEMPOTENCY_CONFLICT), the
-- bet was rolled back before it came (BET_ROLLED_BACK), the player is unknown (PLAYER_NOT_FOUND), the
-- session has ended (SESSION_EXPIRED: no session of this player with the token, past its absolute
-- end, or idle too long), the game is not the session's, the member's play is locked (ACCOUNT_LOCKED),
-- the merchant is in maintenance (MAINTENANCE, p_maintenance is its text), the stake is above the
-- maximum bet of the member's active bonus (BONUS_BET_LIMIT, decision 0045), the round is closed or of
-- another game, or the wallets hold less (INSUFFICIENT_FUNDS; MAIN, and BONUS for what MAIN lacks). A replay is answered first, whatever
-- has changed since. The session's last use is written at most once per p_touch_ms. The player,
-- session, play lock and currency are read in one statement; the movement goes through seamless_move.
CREATE OR REPLACE FUNCTION seamless_bet(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_amount bigint,
  p_token_hash text, p_payload_sha256 text, p_lock_keys bigint[], p_maintenance text,
  p_now timestamptz, p_now_ms bigint, p_idle_ms bigint, p_touch_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_caller record;
  v_moved record;
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM unnest(p_lock_keys) WITH ORDINALITY AS k (key, place) ORDER BY k.place;
  v_rows := seamless_request_rows(p_provider, ARRAY[p_transaction_id], p_transaction_id, p_player_id, p_round_id);
  v_row := seamless_earlier(v_rows, p_transaction_id, p_payload_sha256);
  IF v_row.id IS NOT NULL THEN
    answer := v_row.answer;
    platform_transaction_id := coalesce(v_row.posting_id::text, 'T' || v_row.id);
    replayed := true;
    RETURN;
  END IF;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.kind = 'ROLLBACK' AND v_row.rolled_back_transaction_id = p_transaction_id THEN
      PERFORM seamless_refuse('BET_ROLLED_BACK', format('Bet %s was rolled back before it arrived; it cannot be taken now', p_transaction_id));
    END IF;
  END LOOP;

  SELECT p.merchant_code, p.member_id, ledger_currency(p.merchant_code) AS currency_code,
         s.token_hash, s.player_id AS session_player_id, s.expires_at, s.last_seen_at, s.game_code, s.game_id, s.wallet,
         member_play_locked(p.merchant_code, p.member_id) AS play_locked, bonus_max_bet(p.merchant_code, p.member_id) AS bonus_max_bet
    INTO v_caller
    FROM seamless_players p
    LEFT JOIN seamless_sessions s ON s.token_hash = p_token_hash AND s.provider_code = p_provider
   WHERE p.provider_code = p_provider AND p.player_id = p_player_id;
  IF NOT FOUND THEN
    PERFORM seamless_refuse('PLAYER_NOT_FOUND', format('No player %s is known to provider %s', p_player_id, p_provider));
  END IF;
  IF v_caller.token_hash IS NULL OR v_caller.session_player_id <> p_player_id THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'No game session of this player has this token; open the game again');
  END IF;
  IF p_now >= v_caller.expires_at THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'The game session reached its 12-hour limit; open the game again');
  END IF;
  IF p_now - v_caller.last_seen_at >= p_idle_ms * interval '1 millisecond' THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'The game session ended after 30 minutes without play; open the game again');
  END IF;
  IF v_caller.game_code <> p_game_code THEN
    PERFORM seamless_refuse('VALIDATION_FAILED', 'gameCode is not the game of this session', 'gameCode', format('is not %s, the game of this session', v_caller.game_code));
  END IF;
  IF p_now - v_caller.last_seen_at >= p_touch_ms * interval '1 millisecond' THEN
    UPDATE seamless_sessions SET last_seen_at = p_now WHERE token_hash = p_token_hash AND last_seen_at < p_now;
  END IF;

  IF v_caller.play_locked THEN
    PERFORM seamless_refuse('ACCOUNT_LOCKED', 'This player’s account is locked; no stakes are taken');
  END IF;
  IF p_maintenance IS NOT NULL THEN
    PERFORM seamless_refuse('MAINTENANCE', p_maintenance);
  END IF;
  IF p_amount > v_caller.bonus_max_bet THEN
    PERFORM seamless_refuse('BONUS_BET_LIMIT', format('While the player''s bonus is wagered a stake may be at most %s (minor units)', v_caller.bonus_max_bet));
  END IF;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind = 'WIN' AND v_row.round_closed THEN
      PERFORM seamless_round_refusal('is closed: its win has come');
    END IF;
  END LOOP;
  FOREACH v_row IN ARRAY v_rows LOOP
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind <> 'ROLLBACK' AND v_row.game_code <> p_game_code THEN
      PERFORM seamless_round_refusal(format('belongs to another game than %s', p_game_code));
    END IF;
  END LOOP;

  v_moved := seamless_move(seamless_new_row(p_provider, p_transaction_id, 'BET', p_round_id, v_caller.merchant_code, v_caller.member_id, p_player_id,
    p_game_code, v_caller.game_id, v_caller.wallet, p_amount, NULL, false, p_payload_sha256, p_now), v_caller.currency_code, -p_amount, p_now_ms);
  answer := v_moved.answer;
  platform_transaction_id := v_moved.posting_id::text;
  replayed := false;
END;
$$;
