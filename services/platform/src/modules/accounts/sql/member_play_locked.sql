-- Whether an operator locked the member's play (modules/accounts/play-locks.ts): the seamless wallet
-- refuses a new stake of a locked member.
CREATE OR REPLACE FUNCTION member_play_locked(p_merchant_code text, p_member_id bigint) RETURNS boolean LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM member_play_locks l WHERE l.merchant_code = p_merchant_code AND l.member_id = p_member_id);
END;
$$;
