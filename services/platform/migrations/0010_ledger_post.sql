-- A posting in one call (decision 0015). The ledger's rules stay those of decision 0008: accounts locked
-- in ascending id order, no member wallet below zero, one answer per idempotency key, a refusal leaves
-- nothing behind. They are kept here, in the database, so that a posting costs one statement whoever
-- calls it: post() in the server, and the seamless-wallet calls (0011) that post inside their own
-- statement. Plans of the statements below are kept per connection by PL/pgSQL.

-- A key names its posting, and the key is claimed before the posting is written (the claim decides
-- whether anything is), so the reference is checked at commit, as the posting's balance is.
ALTER TABLE ledger_idempotency ALTER CONSTRAINT ledger_idempotency_posting_id_fkey DEFERRABLE INITIALLY DEFERRED;

-- Every posting inserts its entries into each index of ledger_entries; this one repeats the leading
-- column of the unique (posting_id, leg_index), which serves every lookup by posting as well.
DROP INDEX ledger_entries_posting;

-- The shard of a house account a member's postings go to (0009). Member ids are handed out in turn, so
-- players spread evenly. 16 shards: raising it later is safe, new shards open on first use.
CREATE FUNCTION ledger_house_shard(p_member_id bigint) RETURNS smallint LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN coalesce(p_member_id % 16, 0)::smallint;
END;
$$;

-- The first answer given under a key, or CONFLICT when the key was used with another payload or merchant.
CREATE FUNCTION ledger_first_answer(
  p_source text, p_key text, p_merchant_code text, p_payload_sha256 text,
  OUT result_status text, OUT result_posting_id bigint, OUT result_balances bigint[], OUT result_created_at_ms bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_first record;
BEGIN
  SELECT i.merchant_code, i.payload_sha256, i.result INTO v_first FROM ledger_idempotency i WHERE i.source = p_source AND i.idempotency_key = p_key;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: idempotency key %/% is taken but cannot be read', p_source, p_key;
  END IF;
  IF v_first.merchant_code <> p_merchant_code OR v_first.payload_sha256 <> p_payload_sha256 THEN
    result_status := 'CONFLICT';
    RETURN;
  END IF;
  IF v_first.result IS NULL THEN
    RAISE EXCEPTION 'ledger: idempotency key %/% was claimed and never answered', p_source, p_key;
  END IF;
  result_status := 'REPLAYED';
  result_posting_id := (v_first.result ->> 'postingId')::bigint;
  result_balances := ARRAY(SELECT jsonb_array_elements_text(v_first.result -> 'balancesAfter')::bigint);
  result_created_at_ms := (v_first.result ->> 'createdAtMs')::bigint;
END;
$$;

-- The account's row id, opened when missing. Two transactions opening one account both end up with the
-- one row: the second waits on the unique index, then reads what the first wrote.
CREATE FUNCTION ledger_open_account(p_merchant_code text, p_currency text, p_member_id bigint, p_wallet text, p_house text, p_shard smallint, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO ledger_accounts (merchant_code, currency_code, member_id, wallet, house_name, house_shard, created_at)
  VALUES (p_merchant_code, p_currency, p_member_id, p_wallet, p_house, CASE WHEN p_house IS NULL THEN 0 ELSE p_shard END, p_at)
  ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  SELECT a.id INTO v_id FROM ledger_accounts a
   WHERE a.merchant_code = p_merchant_code AND a.currency_code = p_currency
     AND CASE WHEN p_house IS NULL THEN a.member_id = p_member_id AND a.wallet = p_wallet ELSE a.house_name = p_house AND a.house_shard = p_shard END;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'ledger: account %/%/%/% neither opened nor found', p_merchant_code, p_member_id, p_wallet, p_house;
  END IF;
  RETURN v_id;
END;
$$;

-- Posts the legs (leg i: a member's wallet when p_leg_member_ids[i] is set, else house account
-- p_leg_houses[i]; p_leg_amounts[i] signed minor units) once per (source, key). Answers:
--   POSTED     the posting was written; balances after each leg (a house leg: its shard's)
--   REPLAYED   the key was answered before with the same payload: that answer
--   CONFLICT   the key was used with another payload or by another merchant
--   SHORT      leg result_short_leg (0-based) is a member wallet holding result_short_balance, too little
--   NO_CURRENCY the merchant has no ledger currency
-- Nothing is written unless POSTED (an account opened for a REPLAYED answer stays, empty). Legs are
-- checked for balance and shape by the caller (posting-rules.ts); the deferred triggers of 0005 check
-- every posting again at commit.
CREATE FUNCTION ledger_post(
  p_merchant_code text, p_source text, p_key text, p_payload_sha256 text, p_kind text,
  p_round_id text, p_game_id text, p_member_id bigint, p_note text, p_created_at timestamptz, p_created_at_ms bigint,
  p_leg_member_ids bigint[], p_leg_wallets text[], p_leg_houses text[], p_leg_amounts bigint[],
  OUT result_status text, OUT result_posting_id bigint, OUT result_balances bigint[], OUT result_created_at_ms bigint,
  OUT result_short_leg integer, OUT result_short_balance bigint, OUT result_currency text
) LANGUAGE plpgsql AS $$
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

  -- Lock the legs' accounts that are open, ascending id, in one statement.
  FOR v_row IN
    SELECT a.id, a.member_id, a.wallet, a.house_name, a.balance_minor, a.entry_count
      FROM ledger_accounts a
     WHERE a.merchant_code = p_merchant_code AND a.currency_code = result_currency
       AND ((a.member_id = ANY (p_leg_member_ids) AND a.wallet = ANY (p_leg_wallets)) OR (a.house_name = ANY (p_leg_houses) AND a.house_shard = v_shard))
     ORDER BY a.id
       FOR UPDATE OF a
  LOOP
    FOR v_leg IN 1..v_legs LOOP
      IF (v_row.member_id IS NOT NULL AND v_row.member_id = p_leg_member_ids[v_leg] AND v_row.wallet = p_leg_wallets[v_leg])
         OR (v_row.house_name IS NOT NULL AND p_leg_member_ids[v_leg] IS NULL AND v_row.house_name = p_leg_houses[v_leg]) THEN
        v_ids[v_leg] := v_row.id;
        v_balances[v_leg] := v_row.balance_minor;
        v_counts[v_leg] := v_row.entry_count;
      END IF;
    END LOOP;
  END LOOP;

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
  v_posting := nextval(pg_get_serial_sequence('ledger_postings', 'id'));
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
