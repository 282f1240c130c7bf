-- A provider's round settles with its first win (decision 0022, "Team figures"), and that win now
-- carries the stake that stood in the round then: seamless_win already reads the round's rows to check
-- the win, so it sums the accepted bets it sees and writes them on the first win's row. The team
-- figures of a settlement then read one index range of win rows (the window's wins, with the member,
-- the amount and that stake in the index itself) instead of grouping the window's wins by round and
-- joining every transaction of those rounds: at the benchmark's scale, two passes over two million
-- rows became one over a million, while a wallet call writes one more column and nothing more.

-- 1. The stake of the round on its first win; null on every other row.
ALTER TABLE provider_transactions ADD COLUMN round_stake_minor bigint CHECK (round_stake_minor >= 0);
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_round_stake_on_wins CHECK (round_stake_minor IS NULL OR kind = 'WIN');

-- Rounds settled before: the first win (by id) of each round gets the stake of the round's bets that stand.
UPDATE provider_transactions w
   SET round_stake_minor = coalesce((SELECT sum(b.amount_minor) FROM provider_transactions b
                                      WHERE b.provider_code = w.provider_code AND b.player_id = w.player_id AND b.round_id = w.round_id
                                        AND b.kind = 'BET' AND b.status = 'ACCEPTED'), 0)
 WHERE w.kind = 'WIN'
   AND w.id = (SELECT min(f.id) FROM provider_transactions f
                WHERE f.provider_code = w.provider_code AND f.player_id = w.player_id AND f.round_id = w.round_id AND f.kind = 'WIN');

-- 2. The window's wins, read from the index alone once the table is vacuumed.
CREATE INDEX provider_transactions_settled_wins ON provider_transactions (merchant_code, created_at) INCLUDE (member_id, amount_minor, round_stake_minor) WHERE kind = 'WIN';
DROP INDEX provider_transactions_wins;

-- 3. The provider's row is written with its round stake (as 0014 otherwise).
CREATE OR REPLACE FUNCTION seamless_move(p_row provider_transactions, p_currency text, p_member_amount bigint, p_now_ms bigint,
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
        amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at, round_stake_minor)
      SELECT p_row.provider_code, p_row.transaction_id, p_row.kind, p_row.round_id, p_row.merchant_code, p_row.member_id, p_row.player_id, p_row.game_code, p_row.game_id, p_row.wallet,
        p_row.amount_minor, c.id, 'ACCEPTED', p_row.rolled_back_transaction_id, p_row.round_closed, p_row.payload_sha256, answer, p_row.created_at, p_row.round_stake_minor
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
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at, round_stake_minor)
  VALUES (p_row.provider_code, p_row.transaction_id, p_row.kind, p_row.round_id, p_row.merchant_code, p_row.member_id, p_row.player_id, p_row.game_code, p_row.game_id, p_row.wallet,
    p_row.amount_minor, posting_id, 'ACCEPTED', p_row.rolled_back_transaction_id, p_row.round_closed, p_row.payload_sha256, answer, p_row.created_at, p_row.round_stake_minor);

END;
$$;

-- 4. The win sums the stakes that stand while it checks the round, and marks the round's first win
-- with them (as 0014 otherwise: the same checks in the same order, the same answers).
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
    v_moved := seamless_move(v_row, v_player.currency_code, p_amount, p_now_ms);
    answer := v_moved.answer;
    platform_transaction_id := v_moved.posting_id::text;
    replayed := false;
    RETURN;
  END IF;
  -- a win of nothing closes the round without a posting
  answer := seamless_answer(seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_bet.wallet), v_player.currency_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at, round_stake_minor)
  VALUES (p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    p_amount, NULL, 'ACCEPTED', NULL, p_round_closed, p_payload_sha256, answer, p_now, CASE WHEN v_first_win THEN v_stake END)
  RETURNING id INTO v_id;
  platform_transaction_id := 'T' || v_id;
  replayed := false;
END;
$$;
