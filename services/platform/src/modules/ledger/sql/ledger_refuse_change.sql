-- Append-only (decision 0008): the database refuses to change or remove what was posted, whoever asks,
-- the role that owns the tables included. Corrections are new postings. Row triggers catch UPDATE and
-- DELETE, statement triggers catch TRUNCATE. Accounts carry the running balance and are updated by
-- every posting, but never removed.
--
-- The cashier's tables (decision 0017) take the same refusal: none is truncated, and a payout account
-- and the photo a player gave of a withdrawal never change nor go. (Deposits and withdrawals change
-- only as their own triggers allow: cashier/sql.)
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % on % is refused; the ledger is append-only, post a correction instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE TRIGGER cashier_deposits_no_truncate BEFORE TRUNCATE ON cashier_deposits FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER cashier_payout_accounts_kept BEFORE UPDATE OR DELETE ON cashier_payout_accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER cashier_payout_accounts_no_truncate BEFORE TRUNCATE ON cashier_payout_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER cashier_withdrawals_no_truncate BEFORE TRUNCATE ON cashier_withdrawals FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER cashier_withdrawal_proofs_kept BEFORE UPDATE OR DELETE ON cashier_withdrawal_proofs FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
