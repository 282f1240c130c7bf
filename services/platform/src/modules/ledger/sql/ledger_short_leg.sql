-- The first leg (1-based) whose member wallet would go below zero, or NULL.
CREATE OR REPLACE FUNCTION ledger_short_leg(p_leg_member_ids bigint[], p_balances bigint[], p_amounts bigint[]) RETURNS integer
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
