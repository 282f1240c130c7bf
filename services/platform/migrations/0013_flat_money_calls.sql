-- Fewer statements per money call (decision 0015, "Fewer statements"). The rules and answers are
-- those of 0010 to 0012; what changes is how many statements the database runs for them:
--   * the idempotency key, its payload hash and its answer live on the posting's own row: one insert,
--     one index and two foreign-key checks fewer per posting (ledger_idempotency is gone);
--   * ledger_post locks its accounts in one statement, then claims the key, writes the entries and
--     updates the balances in one more, whatever the number of legs, and does its arithmetic in
--     PL/pgSQL rather than in queries; a posting's entries are checked once per statement, not once
--     per entry;
--   * a provider's call reads its player, session, play lock and currency in one statement, and
--     builds its answer without reading the currency again;
--   * no row that every call finds is locked by a foreign-key check (section 8).

-- 1. The key on the posting. A posting is written whole in the statement that claims its key, so the
-- answer is its own columns: the balances after each leg, and the time it was made.
ALTER TABLE ledger_postings ADD COLUMN payload_sha256 text CHECK (payload_sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE ledger_postings ADD COLUMN balances_after bigint[];

ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only;
UPDATE ledger_postings p
   SET payload_sha256 = i.payload_sha256,
       balances_after = ARRAY(SELECT b::bigint FROM jsonb_array_elements_text(i.result -> 'balancesAfter') AS b)
  FROM ledger_idempotency i
 WHERE i.posting_id = p.id;
ALTER TABLE ledger_postings ENABLE TRIGGER ledger_postings_append_only;

-- Every posting claimed its key first, so each has one; a database where one does not is named, not half moved.
DO $$
DECLARE
  v_missing text;
BEGIN
  SELECT string_agg(p.id::text, ', ' ORDER BY p.id) INTO v_missing FROM (SELECT id FROM ledger_postings WHERE payload_sha256 IS NULL LIMIT 20) p;
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'ledger: postings % have no idempotency row to take their key and answer from; nothing was changed', v_missing;
  END IF;
END;
$$;
ALTER TABLE ledger_postings ALTER COLUMN payload_sha256 SET NOT NULL;
ALTER TABLE ledger_postings ALTER COLUMN balances_after SET NOT NULL;
DROP TABLE ledger_idempotency;
DROP FUNCTION ledger_idempotency_write_once();

-- 2. The first answer under a key, from the posting that holds it; CONFLICT when the key was used with
-- another payload or by another merchant.
DROP FUNCTION ledger_first_answer(text, text, text, text);
CREATE FUNCTION ledger_first_answer(
  p_source text, p_key text, p_merchant_code text, p_payload_sha256 text,
  OUT result_status text, OUT result_posting_id bigint, OUT result_balances bigint[], OUT result_created_at_ms bigint
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_first record;
BEGIN
  SELECT p.id, p.merchant_code, p.payload_sha256, p.balances_after, p.created_at INTO v_first
    FROM ledger_postings p WHERE p.source = p_source AND p.idempotency_key = p_key;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger: idempotency key %/% is taken but cannot be read', p_source, p_key;
  END IF;
  IF v_first.merchant_code <> p_merchant_code OR v_first.payload_sha256 <> p_payload_sha256 THEN
    result_status := 'CONFLICT';
    RETURN;
  END IF;
  result_status := 'REPLAYED';
  result_posting_id := v_first.id;
  result_balances := v_first.balances_after;
  result_created_at_ms := floor(extract(epoch FROM v_first.created_at) * 1000)::bigint;
END;
$$;

-- 3. The legs' accounts locked in ascending id order, in one statement: their balances and entry counts
-- by leg.
CREATE FUNCTION ledger_lock_accounts(p_ids bigint[], OUT balances bigint[], OUT counts bigint[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_locked_ids bigint[];
  v_locked_balances bigint[];
  v_locked_counts bigint[];
  v_at integer;
BEGIN
  SELECT array_agg(l.id ORDER BY l.id), array_agg(l.balance_minor ORDER BY l.id), array_agg(l.entry_count ORDER BY l.id)
    INTO v_locked_ids, v_locked_balances, v_locked_counts
    FROM (SELECT a.id, a.balance_minor, a.entry_count FROM ledger_accounts a WHERE a.id = ANY (p_ids) ORDER BY a.id FOR UPDATE) l;
  balances := '{}';
  counts := '{}';
  FOR v_leg IN 1..cardinality(p_ids) LOOP
    v_at := array_position(v_locked_ids, p_ids[v_leg]);
    balances[v_leg] := v_locked_balances[v_at];
    counts[v_leg] := v_locked_counts[v_at];
  END LOOP;
END;
$$;

-- 4. ledger_post, answering as in 0010 (see there for the answers), in fewer statements.
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

-- The first leg (1-based) whose member wallet would go below zero, or NULL.
CREATE FUNCTION ledger_short_leg(p_leg_member_ids bigint[], p_balances bigint[], p_amounts bigint[]) RETURNS integer
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  FOR v_leg IN 1..cardinality(p_amounts) LOOP
    IF p_leg_member_ids[v_leg] IS NOT NULL AND p_balances[v_leg] + p_amounts[v_leg] < 0 THEN
      RETURN v_leg;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

-- 4b. The entries' balance check, once per statement. Every writer of entries writes a posting's
-- entries in one statement (ledger_post does), so the check runs when that statement ends, over every
-- posting the statement touched, instead of once per entry at commit. The posting's own check stays
-- deferred to commit: a posting left without entries is refused there.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
-- what stays of 0005's check: the posting's own, at commit
CREATE OR REPLACE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  entry_total numeric;
  entry_count bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0), count(*) INTO entry_total, entry_count FROM ledger_entries WHERE posting_id = NEW.id;
  IF entry_count < 2 OR entry_total <> 0 THEN
    RAISE EXCEPTION 'ledger: posting % has % entries summing to %; a posting needs two or more entries summing to zero',
      NEW.id, entry_count, entry_total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  v_bad record;
BEGIN
  SELECT t.posting_id, t.entry_count, t.entry_total INTO v_bad
    FROM (SELECT a.posting_id, count(*) AS entry_count, sum(e.amount_minor) AS entry_total
            FROM (SELECT DISTINCT n.posting_id FROM added_entries n) a JOIN ledger_entries e ON e.posting_id = a.posting_id
           GROUP BY a.posting_id) t
   WHERE t.entry_count < 2 OR t.entry_total <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger: posting % has % entries summing to %; a posting needs two or more entries summing to zero',
      v_bad.posting_id, v_bad.entry_count, v_bad.entry_total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();

-- 5. ledger_check without the idempotency table: a posting's key and answer are its own columns, and
-- its answer must be what its entries say.
CREATE OR REPLACE FUNCTION ledger_check() RETURNS TABLE (problem text, subject text, detail text) LANGUAGE sql STABLE AS $$
  SELECT 'posting-unbalanced', p.id::text, format('%s entries summing to %s', count(e.id), coalesce(sum(e.amount_minor), 0))
    FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount_minor), 0) <> 0
  UNION ALL
  SELECT 'entry-mixes-merchants', e.id::text, format('posting %s is %s/%s, account %s is %s/%s', p.id, p.merchant_code, p.currency_code, a.id, a.merchant_code, a.currency_code)
    FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.merchant_code <> p.merchant_code OR a.currency_code <> p.currency_code
  UNION ALL
  SELECT 'entry-arithmetic', e.id::text, format('%s + %s <> %s', e.previous_balance_minor, e.amount_minor, e.balance_minor)
    FROM ledger_entries e WHERE e.previous_balance_minor + e.amount_minor <> e.balance_minor
  UNION ALL
  SELECT 'entry-chain-broken', chain.id::text,
         format('account %s entry #%s starts at %s, the entry before ends at %s', chain.account_id, chain.account_sequence, chain.previous_balance_minor, chain.expected_previous)
    FROM (
      SELECT e.id, e.account_id, e.account_sequence, e.previous_balance_minor,
             coalesce(lag(e.balance_minor) OVER w, 0) AS expected_previous,
             coalesce(lag(e.account_sequence) OVER w, 0) AS sequence_before
        FROM ledger_entries e WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_sequence)
    ) chain
    WHERE chain.previous_balance_minor <> chain.expected_previous OR chain.account_sequence <> chain.sequence_before + 1
  UNION ALL
  SELECT 'account-balance-mismatch', a.id::text,
         format('balance %s, entries sum to %s and the last ends at %s; entry_count %s, entries %s', a.balance_minor, coalesce(totals.total, 0), coalesce(totals.last_balance, 0), a.entry_count, coalesce(totals.entries, 0))
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT e.account_id, sum(e.amount_minor) AS total, count(*) AS entries, (array_agg(e.balance_minor ORDER BY e.account_sequence DESC))[1] AS last_balance
        FROM ledger_entries e GROUP BY e.account_id
    ) totals ON totals.account_id = a.id
    WHERE a.balance_minor <> coalesce(totals.total, 0) OR a.balance_minor <> coalesce(totals.last_balance, 0) OR a.entry_count <> coalesce(totals.entries, 0)
  UNION ALL
  SELECT 'member-balance-negative', a.id::text, format('member %s wallet %s is at %s', a.member_id, a.wallet, a.balance_minor)
    FROM ledger_accounts a WHERE a.member_id IS NOT NULL AND a.balance_minor < 0
  UNION ALL
  SELECT 'member-entry-negative', e.id::text, format('member %s wallet %s went to %s', a.member_id, a.wallet, e.balance_minor)
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id IS NOT NULL AND e.balance_minor < 0
  UNION ALL
  -- the answer a posting keeps for its key: the balance each leg's entry ended on
  SELECT 'posting-answer-mismatch', p.id::text, format('answers %s, its entries end at %s', p.balances_after, answered.balances)
    FROM ledger_postings p
    JOIN (SELECT e.posting_id, array_agg(e.balance_minor ORDER BY e.leg_index) AS balances FROM ledger_entries e GROUP BY e.posting_id) answered
      ON answered.posting_id = p.id
    WHERE p.balances_after IS DISTINCT FROM answered.balances
$$;

-- 6. A provider's answer: the balance, the currency, the transaction id.
DROP FUNCTION seamless_answer(bigint, text, text);
CREATE FUNCTION seamless_answer(p_balance bigint, p_currency text, p_transaction_id text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- the API carries numbers: any realistic balance is a safe integer, this says so if one is not
  IF p_balance < 0 OR p_balance > 9007199254740991 THEN
    RAISE EXCEPTION 'seamless: balance % cannot be sent as a safe integer', p_balance;
  END IF;
  RETURN jsonb_build_object('balanceMinor', p_balance, 'currency', p_currency, 'transactionId', p_transaction_id);
END;
$$;

-- The member behind a provider's player id with the merchant's currency, or PLAYER_NOT_FOUND (also for
-- another provider's players).
DROP FUNCTION seamless_player(text, text);
CREATE FUNCTION seamless_player(p_provider text, p_player_id text, OUT merchant_code text, OUT member_id bigint, OUT currency_code text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  SELECT p.merchant_code, p.member_id, c.currency_code INTO merchant_code, member_id, currency_code
    FROM seamless_players p LEFT JOIN ledger_currencies c ON c.merchant_code = p.merchant_code
   WHERE p.provider_code = p_provider AND p.player_id = p_player_id;
  IF NOT FOUND THEN
    PERFORM seamless_refuse('PLAYER_NOT_FOUND', format('No player %s is known to provider %s', p_player_id, p_provider));
  END IF;
END;
$$;

-- 7. The three calls, as in 0011 and 0012 with the same refusals in the same order. A bet reads its
-- player, session, play lock and currency in one statement; the locks are taken in place.
DROP FUNCTION seamless_lock(bigint[]);

-- Posts one provider movement: the member's wallet against the merchant's GAME_HOUSE, under the
-- provider's transaction id. Returns the posting and the wallet's balance after.
DROP FUNCTION seamless_post(text, text, text, text, seamless_players, text, text, text, bigint, timestamptz, bigint);
CREATE FUNCTION seamless_post(
  p_provider text, p_transaction_id text, p_payload_sha256 text, p_kind text, p_merchant_code text, p_member_id bigint, p_wallet text,
  p_game_id text, p_round_id text, p_member_amount bigint, p_now timestamptz, p_now_ms bigint,
  OUT posting_id bigint, OUT balance_minor bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_posted record;
BEGIN
  v_posted := ledger_post(p_merchant_code, 'provider:' || p_provider, p_transaction_id, p_payload_sha256, p_kind,
    p_round_id, p_game_id, p_member_id, NULL, p_now, p_now_ms,
    ARRAY[p_member_id, NULL], ARRAY[p_wallet, NULL], ARRAY[NULL, 'GAME_HOUSE'], ARRAY[p_member_amount, -p_member_amount]);
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
  v_posted record;
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

  v_posted := seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'BET', v_caller.merchant_code, v_caller.member_id, v_caller.wallet,
    v_caller.game_id, p_round_id, -p_amount, p_now, p_now_ms);
  answer := seamless_answer(v_posted.balance_minor, v_caller.currency_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'BET', p_round_id, v_caller.merchant_code, v_caller.member_id, p_player_id, p_game_code, v_caller.game_id, v_caller.wallet,
    p_amount, v_posted.posting_id, 'ACCEPTED', NULL, false, p_payload_sha256, answer, p_now);
  platform_transaction_id := v_posted.posting_id::text;
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
  v_posting bigint;
  v_balance bigint;
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
    SELECT p.posting_id, p.balance_minor INTO v_posting, v_balance
      FROM seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'WIN', v_player.merchant_code, v_player.member_id, v_bet.wallet,
        v_bet.game_id, p_round_id, p_amount, p_now, p_now_ms) p;
  ELSE
    v_balance := seamless_wallet_balance(v_player.merchant_code, v_player.member_id, v_bet.wallet);
  END IF;
  answer := seamless_answer(v_balance, v_player.currency_code, p_transaction_id);
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'WIN', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    p_amount, v_posting, 'ACCEPTED', NULL, p_round_closed, p_payload_sha256, answer, p_now)
  RETURNING id INTO v_id;
  platform_transaction_id := coalesce(v_posting::text, 'T' || v_id);
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
  v_posted record;
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

  v_posted := seamless_post(p_provider, p_transaction_id, p_payload_sha256, 'ROLLBACK', v_player.merchant_code, v_player.member_id, v_bet.wallet,
    v_bet.game_id, p_round_id, v_bet.amount_minor, p_now, p_now_ms);
  answer := seamless_answer(v_posted.balance_minor, v_player.currency_code, p_transaction_id);
  UPDATE provider_transactions SET status = 'ROLLED_BACK' WHERE provider_code = p_provider AND transaction_id = v_bet.transaction_id AND kind = 'BET';
  INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
    amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
  VALUES (p_provider, p_transaction_id, 'ROLLBACK', p_round_id, v_player.merchant_code, v_player.member_id, p_player_id, p_game_code, v_bet.game_id, v_bet.wallet,
    v_bet.amount_minor, v_posted.posting_id, 'ACCEPTED', p_bet_id, false, p_payload_sha256, answer, p_now);
  platform_transaction_id := v_posted.posting_id::text;
  replayed := false;
END;
$$;

-- 8. No row every call locks. A foreign key check takes a share lock on the row it finds, and a row
-- that every money call finds (the merchant, the provider, a popular game) becomes a queue of lockers
-- written to again and again. The three keys that pointed there are replaced by keys that end at the
-- call's own rows, or by a rule on the parent:
--   * a posting's merchant: its entries' accounts name the merchant (their own key to merchants), and
--     ledger_check() reports an entry whose account is another merchant's;
--   * a provider transaction's provider: the key now ends at the provider's player, which names the
--     provider and the member (seamless_players' own keys), one row per player instead of one per
--     provider, and one check instead of two;
--   * a provider transaction's game: games are never removed or renamed (the rule below), so the id
--     a session handed over stays a game.
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_merchant_code_fkey;
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_provider_code_fkey;
-- one key for the player and the member together: the player row names both (and its own key ends at
-- the member), so one check per call does what two did
CREATE UNIQUE INDEX seamless_players_member_key ON seamless_players (provider_code, player_id, merchant_code, member_id);
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_merchant_code_member_id_fkey;
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_player_fkey
  FOREIGN KEY (provider_code, player_id, merchant_code, member_id) REFERENCES seamless_players (provider_code, player_id, merchant_code, member_id);
ALTER TABLE provider_transactions DROP CONSTRAINT provider_transactions_game_id_fkey;

CREATE FUNCTION catalogue_refuse_game_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'catalogue: % of a game is refused; rounds and sessions keep naming it, hide it from the brand instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER catalogue_games_kept BEFORE DELETE OR UPDATE OF game_id ON catalogue_games FOR EACH ROW EXECUTE FUNCTION catalogue_refuse_game_removal();
CREATE TRIGGER catalogue_games_not_truncated BEFORE TRUNCATE ON catalogue_games FOR EACH STATEMENT EXECUTE FUNCTION catalogue_refuse_game_removal();
