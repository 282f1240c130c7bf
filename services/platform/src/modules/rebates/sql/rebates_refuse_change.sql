-- A rebate paid is kept as paid (decision 0044): its posting in the ledger cannot change, so neither can
-- the row that says what it was for. Row triggers catch UPDATE and DELETE, statement triggers TRUNCATE;
-- the why travels as the trigger's argument.
CREATE OR REPLACE FUNCTION rebates_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rebates: % on % is refused; %', TG_OP, TG_TABLE_NAME, TG_ARGV[0]
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER rebate_payouts_as_paid BEFORE UPDATE OR DELETE ON rebate_payouts
  FOR EACH ROW EXECUTE FUNCTION rebates_refuse_change('a rebate paid is kept as paid');
CREATE OR REPLACE TRIGGER rebate_payouts_no_truncate BEFORE TRUNCATE ON rebate_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION rebates_refuse_change('a rebate paid is kept as paid');
CREATE OR REPLACE TRIGGER rebate_payout_lines_as_paid BEFORE UPDATE OR DELETE ON rebate_payout_lines
  FOR EACH ROW EXECUTE FUNCTION rebates_refuse_change('a rebate paid is kept as paid');
CREATE OR REPLACE TRIGGER rebate_payout_lines_no_truncate BEFORE TRUNCATE ON rebate_payout_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rebates_refuse_change('a rebate paid is kept as paid');
