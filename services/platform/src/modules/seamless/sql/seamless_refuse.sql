-- A refusal of a provider's call (decision 0015): SQLSTATE CR001, the API error code in DETAIL, and for
-- a field error the field in COLUMN and its message in HINT. transactions-repository.ts turns it into
-- the API's error. Nothing a refused call did is kept: the refusal ends its statement.
CREATE OR REPLACE FUNCTION seamless_refuse(p_code text, p_message text, p_field text DEFAULT NULL, p_field_message text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_field IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = p_message, DETAIL = p_code;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = p_message, DETAIL = p_code, COLUMN = p_field, HINT = p_field_message;
END;
$$;
