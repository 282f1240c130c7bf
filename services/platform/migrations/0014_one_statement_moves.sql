-- A provider's movement in two statements (decision 0015, "One statement for a provider's movement, and 128 house shards").
-- A bet, a paying win and a returned stake went through ledger_post, which looks up the currency and
-- each leg's account, locks them, checks the funds and writes, and then the provider's row was written
-- by a statement of its own: some eight statements, and the machinery around each (executor start,
-- check constraints rebuilt, triggers queued) cost more than the rows. Now, when the wallet and its
-- GAME_HOUSE account are open and the stake is covered (every call but a player's first and an
-- overdraft), one statement locks the two accounts and a second writes the posting, its entries, the
-- balances, the provider's row and, for a rollback, the bet's new status. Otherwise ledger_post runs
-- as before and opens the accounts or refuses. The answers, refusals and their order are unchanged.

-- 0. More shards for house accounts: 128 instead of 16 (decision 0015, "House accounts in shards"). With
-- sixteen connections posting at once, a posting met another on its GAME_HOUSE shard more often than
-- not (about 62%) and waited for it to commit; at 128, about one in nine. Shards open on first use;
-- a house account's balance stays the sum of its shards, the ones used so far keep theirs.
CREATE OR REPLACE FUNCTION ledger_house_shard(p_member_id bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(p_member_id % 128, 0)::smallint
$$;

-- 1. The member's wallet and the GAME_HOUSE account of its shard, locked in ascending id order in one
-- statement (the order every posting locks in). Either id is NULL when that account is not open yet.
CREATE FUNCTION seamless_wallet_accounts(
  p_merchant_code text, p_member_id bigint, p_wallet text, p_currency text,
  OUT member_account bigint, OUT member_balance bigint, OUT member_count bigint,
  OUT house_account bigint, OUT house_balance bigint, OUT house_count bigint
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_locked record;
BEGIN
  FOR v_locked IN
    SELECT a.id, a.member_id, a.balance_minor, a.entry_count FROM ledger_accounts a
     WHERE a.id IN (SELECT m.id FROM ledger_accounts m
                     WHERE m.merchant_code = p_merchant_code AND m.member_id = p_member_id AND m.wallet = p_wallet AND m.currency_code = p_currency
                    UNION ALL
                    SELECT h.id FROM ledger_accounts h
                     WHERE h.merchant_code = p_merchant_code AND h.house_name = 'GAME_HOUSE' AND h.currency_code = p_currency
                       AND h.house_shard = ledger_house_shard(p_member_id))
     ORDER BY a.id FOR UPDATE
  LOOP
    IF v_locked.member_id IS NULL THEN
      house_account := v_locked.id;
      house_balance := v_locked.balance_minor;
      house_count := v_locked.entry_count;
    ELSE
      member_account := v_locked.id;
      member_balance := v_locked.balance_minor;
      member_count := v_locked.entry_count;
    END IF;
  END LOOP;
END;
$$;

-- The provider's row a call records, by column name (the posting, status and answer are left to
-- seamless_move).
CREATE FUNCTION seamless_new_row(
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

-- 2. Posts a provider's movement and records it: p_row is the provider's row to write (its posting,
-- status and answer are filled in here), p_member_amount what the member's wallet gains (negative for a
-- stake). A rollback also marks its bet rolled back. Refuses as seamless_post does.
CREATE FUNCTION seamless_move(p_row provider_transactions, p_currency text, p_member_amount bigint, p_now_ms bigint,
  OUT answer jsonb, OUT posting_id bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_accounts record;
  v_member_after bigint;
  v_house_after bigint;
  v_posted record;
  v_claimed boolean;
BEGIN
  v_accounts := seamless_wallet_accounts(p_row.merchant_code, p_row.member_id, p_row.wallet, p_currency);
  v_member_after := v_accounts.member_balance + p_member_amount;
  v_house_after := v_accounts.house_balance - p_member_amount;

  IF v_member_after >= 0 AND v_house_after IS NOT NULL THEN
    answer := seamless_answer(v_member_after, p_currency, p_row.transaction_id);
    posting_id := nextval('ledger_postings_id_seq'::regclass);
    -- The posting claims its key and, only if it did, everything else is written. A key already taken
    -- writes nothing and goes the general way, which answers for it as ledger_post does (it cannot be
    -- taken: the provider's row under this id was looked for under its lock).
    WITH claimed AS (
      INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at, payload_sha256, balances_after)
      OVERRIDING SYSTEM VALUE
      VALUES (posting_id, p_row.merchant_code, p_currency, p_row.kind, 'provider:' || p_row.provider_code, p_row.transaction_id, p_row.round_id, p_row.game_id, p_row.member_id,
              NULL, p_row.created_at, p_row.payload_sha256, ARRAY[v_member_after, v_house_after])
      ON CONFLICT (source, idempotency_key) DO NOTHING
      RETURNING id
    ), legs AS (
      SELECT * FROM (VALUES (0::smallint, v_accounts.member_account, v_accounts.member_count + 1, p_member_amount, v_accounts.member_balance, v_member_after),
                            (1::smallint, v_accounts.house_account, v_accounts.house_count + 1, -p_member_amount, v_accounts.house_balance, v_house_after))
        AS l (leg, account_id, account_sequence, amount, before, after)
    ), entries AS (
      INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
      SELECT c.id, l.leg, l.account_id, l.account_sequence, l.amount, l.before, l.after, p_row.created_at FROM claimed c, legs l
    ), balances AS (
      UPDATE ledger_accounts a SET balance_minor = l.after, entry_count = l.account_sequence
        FROM claimed c, legs l WHERE a.id = l.account_id
    ), bet_returned AS (
      UPDATE provider_transactions t SET status = 'ROLLED_BACK'
        FROM claimed c
       WHERE p_row.kind = 'ROLLBACK' AND t.provider_code = p_row.provider_code AND t.transaction_id = p_row.rolled_back_transaction_id AND t.kind = 'BET'
    ), recorded AS (
      INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
        amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
      SELECT p_row.provider_code, p_row.transaction_id, p_row.kind, p_row.round_id, p_row.merchant_code, p_row.member_id, p_row.player_id, p_row.game_code, p_row.game_id, p_row.wallet,
        p_row.amount_minor, c.id, 'ACCEPTED', p_row.rolled_back_transaction_id, p_row.round_closed, p_row.payload_sha256, answer, p_row.created_at
        FROM claimed c
    )
    SELECT count(*) = 1 INTO v_claimed FROM claimed;
    IF v_claimed THEN
      RETURN;
    END IF;
  END IF;

  -- The general way: an account not opened yet, or a stake the wallet does not cover (ledger_post
  -- opens it, or refuses).
  v_posted := seamless_post(p_row.provider_code, p_row.transaction_id, p_row.payload_sha256, p_row.kind, p_row.merchant_code, p_row.member_id, p_row.wallet,
    p_row.game_id, p_row.round_id, p_member_amount, p_row.created_at, p_now_ms);
  answer := seamless_answer(v_posted.balance_minor, p_currency, p_row.transaction_id);
  posting_id := v_posted.posting_id;
  IF p_row.kind = 'ROLLBACK' THEN
    UPDATE provider_transactions SET status = 'ROLLED_BACK'
     WHERE provider_code = p_row.provider_code AND transaction_id = p_row.rolled_back_transaction_id AND kind = 'BET';
  END IF;
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_row.provider_code, p_row.transaction_id, p_row.kind, p_row.round_id, p_row.merchant_code, p_row.member_id, p_row.player_id, p_row.game_code, p_row.game_id, p_row.wallet,
    p_row.amount_minor, posting_id, 'ACCEPTED', p_row.rolled_back_transaction_id, p_row.round_closed, p_row.payload_sha256, answer, p_row.created_at);

END;
$$;

-- 3. The three calls, as in 0013 with the same checks in the same order; what they post goes through
-- seamless_move.

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

  SELECT p.merchant_code, p.member_id, c.currency_code,
         s.token_hash, s.player_id AS session_player_id, s.expires_at, s.last_seen_at, s.game_code, s.game_id, s.wallet,
         EXISTS (SELECT 1 FROM member_play_locks l WHERE l.merchant_code = p.merchant_code AND l.member_id = p.member_id) AS play_locked
    INTO v_caller
    FROM seamless_players p
    LEFT JOIN ledger_currencies c ON c.merchant_code = p.merchant_code
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
    v_moved := seamless_move(seamless_new_row(p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id,
      p_game_code, v_bet.game_id, v_bet.wallet, p_amount, NULL, p_round_closed, p_payload_sha256, p_now), v_player.currency_code, p_amount, p_now_ms);
    answer := v_moved.answer;
    platform_transaction_id := v_moved.posting_id::text;
    replayed := false;
    RETURN;
  END IF;
  -- a win of nothing closes the round without a posting
  answer := seamless_answer(seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_bet.wallet), v_player.currency_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    p_amount, NULL, 'ACCEPTED', NULL, p_round_closed, p_payload_sha256, answer, p_now)
  RETURNING id INTO v_id;
  platform_transaction_id := 'T' || v_id;
  replayed := false;
END;
$$;

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
    answer := seamless_answer(CASE WHEN v_session.token_hash IS NULL THEN 0 ELSE seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_session.wallet) END,
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

  -- the stake goes back and the bet is marked rolled back, in the statement that posts it
  v_moved := seamless_move(seamless_new_row(p_provider, p_transaction_id, 'ROLLBACK', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id,
    p_game_code, v_bet.game_id, v_bet.wallet, v_bet.amount_minor, p_bet_id, false, p_payload_sha256, p_now), v_player.currency_code, v_bet.amount_minor, p_now_ms);
  answer := v_moved.answer;
  platform_transaction_id := v_moved.posting_id::text;
  replayed := false;
END;
$$;
