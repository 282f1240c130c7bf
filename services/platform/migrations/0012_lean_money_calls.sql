-- Less work per money call (decision 0015, "Plans"). The statements of the ledger's and the seamless
-- wallet's functions are planned once per connection and kept: each is an index lookup or a write by
-- key, and the functions that hold them run with sequential scans off, so a plan made while a table
-- was small stays an index lookup as the table grows (a plan made per call cost a tenth of a call).
-- Rules and answers are unchanged.

-- A plain SQL expression, folded into the statements that call it.
CREATE OR REPLACE FUNCTION ledger_house_shard(p_member_id bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(p_member_id % 16, 0)::smallint
$$;

-- The advisory locks in one statement, in the order given.
CREATE OR REPLACE FUNCTION seamless_lock(p_keys bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k.key) FROM unnest(p_keys) WITH ORDINALITY AS k (key, place) ORDER BY k.place;
END;
$$;

-- The same rows as before (0011), read through one index per branch instead of an OR over three. A
-- plan kept per connection is made once, often while the table is still small, when every index
-- looks as cheap as another: so each branch names every column of its index (the ids one by one, no
-- "= ANY", which the planner may leave out of the index condition), and the round index no longer
-- starts with the provider, so that a lookup by provider and id has only its own index to take.
DROP INDEX provider_transactions_round;
CREATE INDEX provider_transactions_round ON provider_transactions (player_id, round_id, provider_code);

CREATE OR REPLACE FUNCTION seamless_request_rows(p_provider text, p_ids text[], p_bet_id text, p_player_id text, p_round_id text)
RETURNS provider_transactions[] LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  IF cardinality(p_ids) NOT BETWEEN 1 AND 2 THEN
    RAISE EXCEPTION 'seamless: a call reads the rows of one or two transaction ids, not %', cardinality(p_ids);
  END IF;
  RETURN ARRAY(
    SELECT u.t FROM (
      SELECT t, t.id FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_ids[1]
      UNION ALL
      SELECT t, t.id FROM provider_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_ids[2] AND t.transaction_id <> p_ids[1]
      UNION ALL
      SELECT t, t.id FROM provider_transactions t
       WHERE t.provider_code = p_provider AND t.kind = 'ROLLBACK' AND t.rolled_back_transaction_id = p_bet_id AND t.transaction_id <> ALL (p_ids)
      UNION ALL
      SELECT t, t.id FROM provider_transactions t
       WHERE t.player_id = p_player_id AND t.round_id = p_round_id AND t.provider_code = p_provider AND t.kind <> 'ROLLBACK' AND t.transaction_id <> ALL (p_ids)
    ) u ORDER BY u.id);
END;
$$;

-- The balance check at commit: one index lookup by posting.
ALTER FUNCTION ledger_check_posting_balanced() SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION ledger_check_posting_balanced() SET enable_seqscan = off;

-- As in 0011, but ledger_post is called as an expression: no set-returning scan and its tuple store.
CREATE OR REPLACE FUNCTION seamless_post(
  p_provider text, p_transaction_id text, p_payload_sha256 text, p_kind text, p_player seamless_players, p_wallet text,
  p_game_id text, p_round_id text, p_member_amount bigint, p_now timestamptz, p_now_ms bigint,
  OUT posting_id bigint, OUT balance_minor bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
BEGIN
  v_posted := ledger_post(p_player.merchant_code, 'provider:' || p_provider, p_transaction_id, p_payload_sha256, p_kind,
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

-- As in 0010, but the accounts are found by their unique indexes before they are locked by id.
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
  v_ids bigint[] := array_fill(NULL::bigint, ARRAY[v_legs]);
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[v_legs]);
  v_counts bigint[] := array_fill(NULL::bigint, ARRAY[v_legs]);
  v_after bigint[];
  v_short integer;
  v_key_free boolean;
  v_posting bigint;
  v_row record;
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

  -- Find the legs' open accounts one by one through their unique indexes, then lock them in ascending
  -- id order in one statement. Every statement here is planned once per connection and stays an index
  -- lookup however the tables grow (the function's settings below).
  FOR v_leg IN 1..v_legs LOOP
    IF p_leg_member_ids[v_leg] IS NOT NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_code = p_merchant_code AND a.member_id = p_leg_member_ids[v_leg] AND a.wallet = p_leg_wallets[v_leg] AND a.currency_code = result_currency;
    ELSE
      SELECT a.id INTO v_id FROM ledger_accounts a
       WHERE a.merchant_code = p_merchant_code AND a.house_name = p_leg_houses[v_leg] AND a.currency_code = result_currency AND a.house_shard = v_shard;
    END IF;
    v_ids[v_leg] := v_id;
  END LOOP;
  IF array_position(v_ids, NULL) IS NULL THEN
    FOR v_row IN SELECT a.id, a.balance_minor, a.entry_count FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE LOOP
      FOR v_leg IN 1..v_legs LOOP
        IF v_ids[v_leg] = v_row.id THEN
          v_balances[v_leg] := v_row.balance_minor;
          v_counts[v_leg] := v_row.entry_count;
        END IF;
      END LOOP;
    END LOOP;
  END IF;

  IF array_position(v_ids, NULL) IS NOT NULL THEN
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
      FOR v_row IN SELECT a.id, a.balance_minor, a.entry_count FROM ledger_accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE LOOP
        FOR v_leg IN 1..v_legs LOOP
          IF v_ids[v_leg] = v_row.id THEN
            v_balances[v_leg] := v_row.balance_minor;
            v_counts[v_leg] := v_row.entry_count;
          END IF;
        END LOOP;
      END LOOP;
      SELECT min(i) INTO v_short FROM generate_subscripts(p_leg_amounts, 1) AS i WHERE p_leg_member_ids[i] IS NOT NULL AND v_balances[i] + p_leg_amounts[i] < 0;
      IF v_short IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'CR900';
      END IF;
    EXCEPTION WHEN SQLSTATE 'CR900' THEN
      NULL; -- the openings are undone; v_short says why
    END;
  ELSE
    SELECT min(i) INTO v_short FROM generate_subscripts(p_leg_amounts, 1) AS i WHERE p_leg_member_ids[i] IS NOT NULL AND v_balances[i] + p_leg_amounts[i] < 0;
  END IF;

  IF v_short IS NOT NULL THEN
    -- Funds are short, but the key may have been used before: then the answer is the first one (or a
    -- conflict). Claiming the key finds out, waiting for a transaction using it now; the claim is undone.
    BEGIN
      INSERT INTO ledger_idempotency (source, idempotency_key, merchant_code, payload_sha256, created_at)
      VALUES (p_source, p_key, p_merchant_code, p_payload_sha256, p_created_at) ON CONFLICT DO NOTHING;
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

  -- The key, with its answer, decides whether anything is written: a key already taken answers as before.
  v_after := ARRAY(SELECT v_balances[i] + p_leg_amounts[i] FROM generate_subscripts(p_leg_amounts, 1) AS i ORDER BY i);
  v_posting := nextval('ledger_postings_id_seq'::regclass);
  INSERT INTO ledger_idempotency (source, idempotency_key, merchant_code, payload_sha256, posting_id, result, created_at)
  VALUES (p_source, p_key, p_merchant_code, p_payload_sha256, v_posting,
          jsonb_build_object('postingId', v_posting::text, 'balancesAfter', to_jsonb(v_after::text[]), 'createdAtMs', p_created_at_ms), p_created_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT f.result_status, f.result_posting_id, f.result_balances, f.result_created_at_ms
      INTO result_status, result_posting_id, result_balances, result_created_at_ms
      FROM ledger_first_answer(p_source, p_key, p_merchant_code, p_payload_sha256) f;
    RETURN;
  END IF;

  INSERT INTO ledger_postings (id, merchant_code, currency_code, kind, source, idempotency_key, round_id, game_id, member_id, note, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (v_posting, p_merchant_code, result_currency, p_kind, p_source, p_key, p_round_id, p_game_id, p_member_id, p_note, p_created_at);
  -- leg by leg: statements this simple keep one plan (by primary key) however the tables grow
  FOR v_leg IN 1..v_legs LOOP
    INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
    VALUES (v_posting, v_leg - 1, v_ids[v_leg], v_counts[v_leg] + 1, p_leg_amounts[v_leg], v_balances[v_leg], v_after[v_leg], p_created_at);
    UPDATE ledger_accounts SET balance_minor = v_after[v_leg], entry_count = v_counts[v_leg] + 1 WHERE id = v_ids[v_leg];
  END LOOP;

  result_status := 'POSTED';
  result_posting_id := v_posting;
  result_balances := v_after;
  result_created_at_ms := p_created_at_ms;
END;
$$;
