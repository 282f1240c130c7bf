-- The maximum bet of the member's active bonus, NULL when the member has none or it sets none
-- (decision 0045): the seamless wallet's bets and the in-house games ask it before a stake. One probe
-- of the index of active bonuses (bonus_awards_one_active).
CREATE OR REPLACE FUNCTION bonus_max_bet(p_merchant_code text, p_member_id bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT b.max_bet_minor FROM bonus_awards b WHERE b.merchant_code = p_merchant_code AND b.member_id = p_member_id AND b.status = 'ACTIVE'
$$;
