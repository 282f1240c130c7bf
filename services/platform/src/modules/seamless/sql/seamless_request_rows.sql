-- What a call reads of provider_transactions once its locks are held: the rows under its one or two
-- ids, the rollback of the bet named, and the bets and wins of the player's round; oldest first.
-- A plan kept per connection is made once, often while the table is still small, when every index
-- looks as cheap as another (decision 0015, "Plans"): so each branch names every column of its index
-- (the ids one by one, no "= ANY", which the planner may leave out of the index condition) and is read
-- through that index alone; request-rows-plan.test.ts holds it. (PL/pgSQL rather than SQL functions
-- throughout: PL/pgSQL keeps its statements' plans, a SQL function is planned at every call.)
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
