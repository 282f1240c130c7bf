-- The member behind a provider's player id with the merchant's currency, or PLAYER_NOT_FOUND (also for
-- another provider's players).
CREATE OR REPLACE FUNCTION seamless_player(p_provider text, p_player_id text, OUT merchant_code text, OUT member_id bigint, OUT currency_code text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  SELECT p.merchant_code, p.member_id, ledger_currency(p.merchant_code) INTO merchant_code, member_id, currency_code
    FROM seamless_players p
   WHERE p.provider_code = p_provider AND p.player_id = p_player_id;
  IF NOT FOUND THEN
    PERFORM seamless_refuse('PLAYER_NOT_FOUND', format('No player %s is known to provider %s', p_player_id, p_provider));
  END IF;
END;
$$;
