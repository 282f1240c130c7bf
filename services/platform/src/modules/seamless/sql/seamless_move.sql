-- Posts a provider's movement and records it (decision 0015, "One statement for a provider's movement"):
-- p_row is the provider's row to write (its posting, status and answer are filled in here; a win's round
-- stake comes with it), p_member_amount what the member's wallet gains (negative for a stake). A
-- rollback also marks its bet rolled back. When the member's wallet and its house shard are open and
-- the stake is covered (every call but a player's first and an overdraft), one statement locks the two
-- accounts and a second writes the posting, both entries, both balances and the provider's row, the
-- same one-statement claim as ledger_post's, so a key already taken writes nothing. Otherwise the call
-- goes the general way (seamless_post, then ledger_post), which opens accounts, refuses an overdraft
-- and answers for a taken key. moves.test.ts holds which calls take which way.
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
