-- The shard of a house account a member's postings go to (decision 0015, "House accounts in shards"):
-- member id modulo 128, shard 0 for a posting with no member. Member ids are handed out in turn, so
-- players spread evenly. With sixteen connections posting at once, a posting met another on its
-- GAME_HOUSE shard more often than not at 16 shards (about 62%) and waited for it to commit; at 128,
-- about one in nine. Raising it is safe: shards open on first use, and a house account's balance stays
-- the sum of its shards, the ones used so far keep theirs (the accounts' rules allow up to 256).
-- A plain SQL expression, folded into the statements that call it.
CREATE OR REPLACE FUNCTION ledger_house_shard(p_member_id bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(p_member_id % 128, 0)::smallint
$$;
