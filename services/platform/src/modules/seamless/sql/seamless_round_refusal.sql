-- A refusal of the call's roundId (VALIDATION_FAILED on the field).
CREATE OR REPLACE FUNCTION seamless_round_refusal(p_message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seamless_refuse('VALIDATION_FAILED', 'roundId ' || p_message, 'roundId', p_message);
END;
$$;
