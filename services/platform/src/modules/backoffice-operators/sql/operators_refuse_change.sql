-- The audit log is append-only and operators are disabled, never removed, whoever asks: the database
-- refuses (decision 0016). Row triggers catch UPDATE and DELETE, statement triggers TRUNCATE. The why
-- travels as the trigger's argument.
CREATE OR REPLACE FUNCTION operators_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operators: % on % is refused; %', TG_OP, TG_TABLE_NAME, TG_ARGV[0]
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operators_refuse_change('the audit log is append-only');
CREATE OR REPLACE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operators_refuse_change('the audit log is append-only');
CREATE OR REPLACE TRIGGER operators_no_delete BEFORE DELETE ON operators
  FOR EACH ROW EXECUTE FUNCTION operators_refuse_change('disable the operator instead');
CREATE OR REPLACE TRIGGER operators_no_truncate BEFORE TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION operators_refuse_change('disable the operator instead');
