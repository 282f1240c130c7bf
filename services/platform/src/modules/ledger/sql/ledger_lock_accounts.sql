-- The legs' accounts locked in ascending id order (the order every posting locks in: decision 0008), in
-- one statement: their balances and entry counts by leg.
CREATE OR REPLACE FUNCTION ledger_lock_accounts(p_ids bigint[], OUT balances bigint[], OUT counts bigint[])
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
