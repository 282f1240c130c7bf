-- The fast way of a two-leg posting between a member's wallet and its shard's house account p_house_name
-- (decision 0015, "One statement for a provider's movement"): the seamless wallet's bets, wins and
-- rollbacks take it. It locks the two accounts in one statement (ledger_lock_wallet_and_house) and, when
-- both are open and the wallet covers p_member_amount (negative for a stake), a second statement claims
-- (p_source, p_key) and, only if it did, writes the posting, both entries and both balances, as
-- ledger_post's claim does. Returns the posting and the wallet's balance after it; result_posting_id is
-- NULL when nothing was written (an account not opened yet, a stake the wallet does not cover, or a key
-- already taken): the caller then posts through ledger_post, which opens accounts, refuses an overdraft
-- and answers for a taken key. The checks at the statement's end and at commit
-- (ledger_check_entries_balanced, ledger_check_posting_balanced) hold for these postings as for any.
CREATE OR REPLACE FUNCTION ledger_post_pair(
  p_merchant_code text, p_currency text, p_source text, p_key text, p_payload_sha256 text, p_kind text,
  p_round_id text, p_game_id text, p_member_id bigint, p_wallet text, p_house_name text, p_member_amount bigint,
  p_created_at timestamptz,
  OUT result_posting_id bigint, OUT result_member_balance bigint
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_accounts record;
  v_member_after bigint;
  v_house_after bigint;
  v_posting bigint;
BEGIN
  v_accounts := ledger_lock_wallet_and_house(p_merchant_code, p_member_id, p_wallet, p_house_name, p_currency);
  v_member_after := v_accounts.member_balance + p_member_amount;
  v_house_after := v_accounts.house_balance - p_member_amount;
  IF v_member_after IS NULL OR v_member_after < 0 OR v_house_after IS NULL THEN
    RETURN;
  END IF;

  v_posting := nextval('ledger_postings_id_seq'::regclass);
  WITH claimed AS (
    INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at, payload_sha256, balances_after)
    OVERRIDING SYSTEM VALUE
    VALUES (v_posting, p_merchant_code, p_currency, p_kind, p_source, p_key, p_round_id, p_game_id, p_member_id,
            NULL, p_created_at, p_payload_sha256, ARRAY[v_member_after, v_house_after])
    ON CONFLICT (source, idempotency_key) DO NOTHING
    RETURNING id
  ), legs AS (
    SELECT * FROM (VALUES (0::smallint, v_accounts.member_account, v_accounts.member_count + 1, p_member_amount, v_accounts.member_balance, v_member_after),
                          (1::smallint, v_accounts.house_account, v_accounts.house_count + 1, -p_member_amount, v_accounts.house_balance, v_house_after))
      AS l (leg, account_id, account_sequence, amount, before, after)
  ), entries AS (
    INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
    SELECT c.id, l.leg, l.account_id, l.account_sequence, l.amount, l.before, l.after, p_created_at FROM claimed c, legs l
  ), balances AS (
    UPDATE ledger_accounts a SET balance_minor = l.after, entry_count = l.account_sequence
      FROM claimed c, legs l WHERE a.id = l.account_id
  )
  SELECT c.id INTO result_posting_id FROM claimed c;
  IF result_posting_id IS NOT NULL THEN
    result_member_balance := v_member_after;
  END IF;
END;
$$;
