-- A refusal of a rollback's rolledBackTransactionId (VALIDATION_FAILED on the field).
CREATE OR REPLACE FUNCTION seamless_bet_field_refusal(p_message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seamless_refuse('VALIDATION_FAILED', 'rolledBackTransactionId ' || p_message, 'rolledBackTransactionId', p_message);
END;
$$;
