-- The seamless wallet's money calls (bet, win, rollback) in one statement each (decision 0015): a
-- provider's call takes its locks, reads what it needs, checks, posts through ledger_post and records
-- itself in one round trip, as one transaction. The rules are those of decision 0010, told at each
-- function. The server (modules/seamless/transactions.ts) checks the signature and the body, computes
-- the payload hash and the lock keys, and turns refusals into API errors.
--
-- Refusals are raised with SQLSTATE CR001: the API error code in DETAIL, and for a field error the
-- field in COLUMN and its message in HINT. Nothing a refused call did is kept.
--
-- Each statement in these functions sees what was committed before it ran (read committed, volatile
-- functions), so rows read after the advisory locks are taken include those of the call that held them.

CREATE FUNCTION seamless_refuse(p_code text, p_message text, p_field text DEFAULT NULL, p_field_message text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_field IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = p_message, DETAIL = p_code;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = p_message, DETAIL = p_code, COLUMN = p_field, HINT = p_field_message;
END;
$$;

CREATE FUNCTION seamless_round_refusal(p_message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seamless_refuse('VALIDATION_FAILED', 'roundId ' || p_message, 'roundId', p_message);
END;
$$;

CREATE FUNCTION seamless_bet_field_refusal(p_message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seamless_refuse('VALIDATION_FAILED', 'rolledBackTransactionId ' || p_message, 'rolledBackTransactionId', p_message);
END;
$$;

-- Transaction-scoped advisory locks, taken in the order given (the caller sorts them): deliveries of
-- one transaction id, a bet and its rollback, and the calls of one round run one after another.
CREATE FUNCTION seamless_lock(p_keys bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_key bigint;
BEGIN
  FOREACH v_key IN ARRAY p_keys LOOP
    PERFORM pg_advisory_xact_lock(v_key);
  END LOOP;
END;
$$;

-- What a call reads of provider_transactions once its locks are held: the rows under its ids, the
-- rollback of the bet named, and the bets and wins of the player's round; oldest first. (PL/pgSQL
-- rather than SQL functions throughout: PL/pgSQL keeps its statements' plans, a SQL function is
-- planned at every call.)
CREATE FUNCTION seamless_request_rows(p_provider text, p_ids text[], p_bet_id text, p_player_id text, p_round_id text)
RETURNS provider_transactions[] LANGUAGE plpgsql
-- planned for its values at every call: a plan kept from when the table was small would scan it whole
SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  RETURN ARRAY(
    SELECT t FROM provider_transactions t
     WHERE t.provider_code = p_provider
       AND (t.transaction_id = ANY (p_ids)
            OR (t.kind = 'ROLLBACK' AND t.rolled_back_transaction_id = p_bet_id)
            OR (t.player_id = p_player_id AND t.round_id = p_round_id AND t.kind <> 'ROLLBACK'))
     ORDER BY t.id);
END;
$$;

-- The row this transaction id was taken under, if any: a replay gets its first answer, and the same id
-- sent for another request is refused (IDEMPOTENCY_CONFLICT). A replay is answered before any other check.
CREATE FUNCTION seamless_earlier(p_rows provider_transactions[], p_transaction_id text, p_payload_sha256 text)
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

-- The member behind a provider's player id, or PLAYER_NOT_FOUND (also for another provider's players).
CREATE FUNCTION seamless_player(p_provider text, p_player_id text) RETURNS seamless_players LANGUAGE plpgsql AS $$
DECLARE
  v_player seamless_players;
BEGIN
  SELECT * INTO v_player FROM seamless_players WHERE provider_code = p_provider AND player_id = p_player_id;
  IF NOT FOUND THEN
    PERFORM seamless_refuse('PLAYER_NOT_FOUND', format('No player %s is known to provider %s', p_player_id, p_provider));
  END IF;
  RETURN v_player;
END;
$$;

-- A wallet's balance as the ledger keeps it (0 for a wallet never used).
CREATE FUNCTION seamless_wallet_balance(p_merchant_code text, p_member_id bigint, p_wallet text) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(a.balance_minor), 0)::bigint
            FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
           WHERE a.merchant_code = p_merchant_code AND a.member_id = p_member_id AND a.wallet = p_wallet);
END;
$$;

-- What a call answers, kept with its row and given again to a replay.
CREATE FUNCTION seamless_answer(p_balance bigint, p_merchant_code text, p_transaction_id text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- the API carries numbers: any realistic balance is a safe integer, this says so if one is not
  IF p_balance < 0 OR p_balance > 9007199254740991 THEN
    RAISE EXCEPTION 'seamless: balance % cannot be sent as a safe integer', p_balance;
  END IF;
  RETURN jsonb_build_object('balanceMinor', p_balance, 'currency', (SELECT currency_code FROM ledger_currencies WHERE merchant_code = p_merchant_code), 'transactionId', p_transaction_id);
END;
$$;

-- Posts one provider movement: the member's wallet against the merchant's GAME_HOUSE, under the
-- provider's transaction id. Returns the posting and the wallet's balance after.
CREATE FUNCTION seamless_post(
  p_provider text, p_transaction_id text, p_payload_sha256 text, p_kind text, p_player seamless_players, p_wallet text,
  p_game_id text, p_round_id text, p_member_amount bigint, p_now timestamptz, p_now_ms bigint,
  OUT posting_id bigint, OUT balance_minor bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
BEGIN
  SELECT * INTO v_posted FROM ledger_post(p_player.merchant_code, 'provider:' || p_provider, p_transaction_id, p_payload_sha256, p_kind,
    p_round_id, p_game_id, p_player.member_id, NULL, p_now, p_now_ms,
    ARRAY[p_player.member_id, NULL], ARRAY[p_wallet, NULL], ARRAY[NULL, 'GAME_HOUSE'], ARRAY[p_member_amount, -p_member_amount]);
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

-- A stake. Refused, in this order, when the id was used for something else (IDEMPOTENCY_CONFLICT), the
-- bet was rolled back before it came (BET_ROLLED_BACK), the player is unknown (PLAYER_NOT_FOUND), the
-- session has ended (SESSION_EXPIRED: no session of this player with the token, past its absolute
-- end, or idle too long), the game is not the session's, the member's play is locked (ACCOUNT_LOCKED),
-- the merchant is in maintenance (MAINTENANCE, p_maintenance is its text), the round is closed or of
-- another game, or the wallet holds less (INSUFFICIENT_FUNDS). A replay is answered first, whatever
-- has changed since. The session's last use is written at most once per p_touch_ms.
CREATE FUNCTION seamless_bet(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_amount bigint,
  p_token_hash text, p_payload_sha256 text, p_lock_keys bigint[], p_maintenance text,
  p_now timestamptz, p_now_ms bigint, p_idle_ms bigint, p_touch_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_player seamless_players;
  v_session seamless_sessions;
  v_posted record;
BEGIN
  PERFORM seamless_lock(p_lock_keys);
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
  v_player := seamless_player(p_provider, p_player_id);

  SELECT * INTO v_session FROM seamless_sessions WHERE token_hash = p_token_hash AND provider_code = p_provider;
  IF NOT FOUND OR v_session.player_id <> p_player_id THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'No game session of this player has this token; open the game again');
  END IF;
  IF p_now >= v_session.expires_at THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'The game session reached its 12-hour limit; open the game again');
  END IF;
  IF p_now - v_session.last_seen_at >= p_idle_ms * interval '1 millisecond' THEN
    PERFORM seamless_refuse('SESSION_EXPIRED', 'The game session ended after 30 minutes without play; open the game again');
  END IF;
  IF v_session.game_code <> p_game_code THEN
    PERFORM seamless_refuse('VALIDATION_FAILED', 'gameCode is not the game of this session', 'gameCode', format('is not %s, the game of this session', v_session.game_code));
  END IF;
  IF p_now - v_session.last_seen_at >= p_touch_ms * interval '1 millisecond' THEN
    UPDATE seamless_sessions SET last_seen_at = p_now WHERE token_hash = p_token_hash AND last_seen_at < p_now;
  END IF;

  IF EXISTS (SELECT 1 FROM member_play_locks WHERE merchant_code = v_player.merchant_code AND member_id = v_player.member_id) THEN
    PERFORM seamless_refuse('ACCOUNT_LOCKED', 'This player’s account is locked; no stakes are taken');
  END IF;
  IF p_maintenance IS NOT NULL THEN
    PERFORM seamless_refuse('MAINTENANCE', p_maintenance);
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

  v_posted := seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'BET', v_player, v_session.wallet, v_session.game_id, p_round_id, -p_amount, p_now, p_now_ms);
  answer := seamless_answer(v_posted.balance_minor, v_player.merchant_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'BET', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_session.game_id, v_session.wallet,
    p_amount, v_posted.posting_id, 'ACCEPTED', NULL, false, p_payload_sha256, answer, p_now);
  platform_transaction_id := v_posted.posting_id::text;
  replayed := false;
END;
$$;

-- A payout into the wallet the round's bet came from; 0 only closes the round (no posting). Taken after
-- the session ended, the member was locked or maintenance began: the stake was taken, so the win is
-- owed. Refused when the player's round has no bet (VALIDATION_FAILED on roundId: a win must follow a
-- stake), when every bet of the round was rolled back (BET_ROLLED_BACK), when the round's bet is of
-- another game, or when the round was already closed.
CREATE FUNCTION seamless_win(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_amount bigint, p_round_closed boolean,
  p_payload_sha256 text, p_lock_keys bigint[], p_now timestamptz, p_now_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_bet provider_transactions;
  v_has_bet boolean := false;
  v_player seamless_players;
  v_posting bigint;
  v_balance bigint;
  v_id bigint;
BEGIN
  PERFORM seamless_lock(p_lock_keys);
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
      IF v_bet.id IS NULL AND v_row.status = 'ACCEPTED' THEN
        v_bet := v_row;
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
    IF v_row.player_id = p_player_id AND v_row.round_id = p_round_id AND v_row.kind = 'WIN' AND v_row.round_closed THEN
      PERFORM seamless_round_refusal('is closed: its win has come');
    END IF;
  END LOOP;

  IF p_amount > 0 THEN
    SELECT p.posting_id, p.balance_minor INTO v_posting, v_balance
      FROM seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'WIN', v_player, v_bet.wallet, v_bet.game_id, p_round_id, p_amount, p_now, p_now_ms) p;
  ELSE
    v_balance := seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_bet.wallet);
  END IF;
  answer := seamless_answer(v_balance, v_player.merchant_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    p_amount, v_posting, 'ACCEPTED', NULL, p_round_closed, p_payload_sha256, answer, p_now)
  RETURNING id INTO v_id;
  platform_transaction_id := coalesce(v_posting::text, 'T' || v_id);
  replayed := false;
END;
$$;

-- Returns a bet's stake. A bet not seen yet gets a tombstone instead, so if it arrives later it is
-- refused (BET_ROLLED_BACK); a bet already rolled back answers with its first rollback (a replay,
-- whatever this call's own id). Taken in the same cases as wins; refused for a bet of another player,
-- round or game, and once the round has a win (of any amount: the round is settled).
CREATE FUNCTION seamless_rollback(
  p_provider text, p_transaction_id text, p_round_id text, p_player_id text, p_game_code text, p_bet_id text,
  p_payload_sha256 text, p_lock_keys bigint[], p_now timestamptz, p_now_ms bigint,
  OUT answer jsonb, OUT platform_transaction_id text, OUT replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
  v_rows provider_transactions[];
  v_row provider_transactions;
  v_bet provider_transactions;
  v_player seamless_players;
  v_session seamless_sessions;
  v_posted record;
  v_id bigint;
BEGIN
  PERFORM seamless_lock(p_lock_keys);
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
    answer := seamless_answer(CASE WHEN v_session.token_hash IS NULL THEN 0 ELSE seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_session.wallet) END,
      v_player.merchant_code, p_transaction_id);
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

  v_posted := seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'ROLLBACK', v_player, v_bet.wallet, v_bet.game_id, p_round_id, v_bet.amount_minor, p_now, p_now_ms);
  answer := seamless_answer(v_posted.balance_minor, v_player.merchant_code, p_transaction_id);
  UPDATE provider_transactions SET status = 'ROLLED_BACK' WHERE provider_code = p_provider AND transaction_id = v_bet.transaction_id AND kind = 'BET';
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'ROLLBACK', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    v_bet.amount_minor, v_posted.posting_id, 'ACCEPTED', p_bet_id, false, p_payload_sha256, answer, p_now);
  platform_transaction_id := v_posted.posting_id::text;
  replayed := false;
END;
$$;
