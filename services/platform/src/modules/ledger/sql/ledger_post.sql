-- A posting in one call (decisions 0008 and 0015): accounts locked in ascending id order, no member
-- wallet below zero, one answer per idempotency key, a refusal leaves nothing behind. Called by post()
-- in the server and by the seamless wallet's calls, inside their own statement.
--
-- Posts the legs (leg i: a member's wallet when p_leg_member_ids[i] is set, else house account
-- p_leg_houses[i]; p_leg_amounts[i] signed minor units) once per (source, key). Answers:
--   POSTED     the posting was written; balances after each leg (a house leg: its shard's)
--   REPLAYED   the key was answered before with the same payload: that answer
--   CONFLICT   the key was used with another payload or by another merchant
--   SHORT      leg result_short_leg (0-based) is a member wallet holding result_short_balance, too little
--   NO_CURRENCY the merchant has no ledger currency
-- Nothing is written unless POSTED (an account opened for a REPLAYED answer stays, empty). Legs are
-- checked for balance and shape by the caller (posting-rules.ts); the entries' check when the statement
-- ends and the posting's at commit (ledger_check_entries_balanced, ledger_check_posting_balanced) check
-- every posting again.
--
-- In few statements (decision 0015, "Fewer statements"): the accounts are found one by one through their
-- unique indexes and locked in one statement (ledger_lock_accounts), then one statement claims the key
-- and, only if it did, writes the entries and updates the balances, whatever the number of legs; the
-- arithmetic is done in PL/pgSQL rather than in queries. Its statements are planned once per connection
-- and stay index lookups however the tables grow (the settings below; decision 0015, "Plans").
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant_code text, p_source text, p_key text, p_payload_sha256 text, p_kind text,
  p_round_id text, p_game_id text, p_member_id bigint, p_note text, p_created_at timestamptz, p_created_at_ms bigint,
  p_leg_member_ids bigint[], p_leg_wallets text[], p_leg_houses text[], p_leg_amounts bigint[],
  OUT result_status text, OUT result_posting_id bigint, OUT result_balances bigint[], OUT result_created_at_ms bigint,
  OUT result_short_leg integer, OUT result_short_balance bigint, OUT result_currency text
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_legs integer := cardinality(p_leg_amounts);
  v_shard smallint;
  v_ids bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_counts bigint[] := '{}';
  v_after bigint[] := '{}';
  v_missing boolean := false;
  v_locked record;
  v_short integer;
  v_key_free boolean;
  v_claimed boolean;
  v_posting bigint;
  v_leg integer;
  v_id bigint;
BEGIN
  SELECT c.currency_code INTO result_currency FROM ledger_currencies c WHERE c.merchant_code = p_merchant_code;
  IF result_currency IS NULL THEN
    result_status := 'NO_CURRENCY';
    RETURN;
  END IF;
  -- every house leg goes to the shard of the posting's member (the first member leg, else the reference)
  FOR v_leg IN 1..v_legs LOOP
    IF p_leg_member_ids[v_leg] IS NOT NULL THEN
      v_shard := ledger_house_shard(p_leg_member_ids[v_leg]);
      EXIT;
    END IF;
  END LOOP;
  v_shard := coalesce(v_shard, ledger_house_shard(p_member_id));

  -- Each leg's open account through its unique index (one lookup per leg keeps each plan on its index
  -- however the table grows), then all locked by id.
  FOR v_leg IN 1..v_legs LOOP
    IF p_leg_member_ids[v_leg] IS NOT NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_code = p_merchant_code AND a.member_id = p_leg_member_ids[v_leg] AND a.wallet = p_leg_wallets[v_leg] AND a.currency_code = result_currency;
    ELSE
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_code = p_merchant_code AND a.house_name = p_leg_houses[v_leg] AND a.currency_code = result_currency AND a.house_shard = v_shard;
    END IF;
    v_ids[v_leg] := v_id;
    v_missing := v_missing OR v_id IS NULL;
  END LOOP;

  IF v_missing THEN
    -- A first posting of some account: open the missing ones in identity order (so two postings
    -- opening the same accounts queue instead of deadlocking), then lock all by id. Inside a block, so
    -- that a refusal undoes the opening.
    BEGIN
      FOR v_leg IN
        SELECT o.leg FROM unnest(p_leg_member_ids, p_leg_wallets, p_leg_houses) WITH ORDINALITY AS o (member_id, wallet, house, leg)
         ORDER BY CASE WHEN o.member_id IS NULL THEN 'house:' || o.house ELSE 'member:' || o.member_id || ':' || o.wallet END COLLATE "C"
      LOOP
        IF v_ids[v_leg] IS NULL THEN
          v_ids[v_leg] := ledger_open_account(p_merchant_code, result_currency, p_leg_member_ids[v_leg], p_leg_wallets[v_leg], p_leg_houses[v_leg], v_shard, p_created_at);
        END IF;
      END LOOP;
      v_locked := ledger_lock_accounts(v_ids);
      v_balances := v_locked.balances;
      v_counts := v_locked.counts;
      v_short := ledger_short_leg(p_leg_member_ids, v_balances, p_leg_amounts);
      IF v_short IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'CR900';
      END IF;
    EXCEPTION WHEN SQLSTATE 'CR900' THEN
      NULL; -- the openings are undone; v_short says why
    END;
  ELSE
    v_locked := ledger_lock_accounts(v_ids);
    v_balances := v_locked.balances;
    v_counts := v_locked.counts;
    v_short := ledger_short_leg(p_leg_member_ids, v_balances, p_leg_amounts);
  END IF;

  FOR v_leg IN 1..v_legs LOOP
    v_after[v_leg] := v_balances[v_leg] + p_leg_amounts[v_leg];
  END LOOP;
  v_posting := nextval('ledger_postings_id_seq'::regclass);

  IF v_short IS NOT NULL THEN
    -- Funds are short, but the key may have been used before: then the answer is the first one (or a
    -- conflict). Claiming the key finds out, waiting for a transaction using it now; the claim is undone.
    BEGIN
      INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at, payload_sha256, balances_after)
      OVERRIDING SYSTEM VALUE
      VALUES (v_posting, p_merchant_code, result_currency, p_kind, p_source, p_key, p_round_id, p_game_id, p_member_id, p_note, p_created_at, p_payload_sha256, v_after)
      ON CONFLICT (source, idempotency_key) DO NOTHING;
      v_key_free := FOUND;
      RAISE EXCEPTION USING ERRCODE = 'CR901';
    EXCEPTION WHEN SQLSTATE 'CR901' THEN
      NULL;
    END;
    IF v_key_free THEN
      result_status := 'SHORT';
      result_short_leg := v_short - 1;
      result_short_balance := v_balances[v_short];
      RETURN;
    END IF;
    SELECT f.result_status, f.result_posting_id, f.result_balances, f.result_created_at_ms
      INTO result_status, result_posting_id, result_balances, result_created_at_ms
      FROM ledger_first_answer(p_source, p_key, p_merchant_code, p_payload_sha256) f;
    RETURN;
  END IF;

  -- One statement: the posting claims the key and, only if it did, its entries are written and its
  -- accounts' balances updated. A key already taken answers as before, and nothing is written.
  WITH claimed AS (
    INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at, payload_sha256, balances_after)
    OVERRIDING SYSTEM VALUE
    VALUES (v_posting, p_merchant_code, result_currency, p_kind, p_source, p_key, p_round_id, p_game_id, p_member_id, p_note, p_created_at, p_payload_sha256, v_after)
    ON CONFLICT (source, idempotency_key) DO NOTHING
    RETURNING id
  ), entries AS (
    INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
    SELECT c.id, l.leg - 1, l.account_id, l.entry_count + 1, l.amount, l.before, l.after, p_created_at
      FROM claimed c, unnest(v_ids, v_counts, p_leg_amounts, v_balances, v_after) WITH ORDINALITY AS l (account_id, entry_count, amount, before, after, leg)
  ), balances AS (
    UPDATE ledger_accounts a SET balance_minor = l.after, entry_count = l.entry_count + 1
      FROM claimed c, unnest(v_ids, v_counts, v_after) AS l (account_id, entry_count, after)
     WHERE a.id = l.account_id
  )
  SELECT count(*) = 1 INTO v_claimed FROM claimed;
  IF NOT v_claimed THEN
    SELECT f.result_status, f.result_posting_id, f.result_balances, f.result_created_at_ms
      INTO result_status, result_posting_id, result_balances, result_created_at_ms
      FROM ledger_first_answer(p_source, p_key, p_merchant_code, p_payload_sha256) f;
    RETURN;
  END IF;

  result_status := 'POSTED';
  result_posting_id := v_posting;
  result_balances := v_after;
  result_created_at_ms := p_created_at_ms;
END;
$$;
