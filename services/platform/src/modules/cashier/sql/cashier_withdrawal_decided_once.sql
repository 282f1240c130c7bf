-- A decided withdrawal stays as it was decided (decision 0017): once paid, rejected or failed it does
-- not change; after the payout, only the player's receipt and a dispute's settlement are written.
-- What the player asked for never changes, and withdrawals are never deleted (nor truncated:
-- ledger_refuse_change).
CREATE OR REPLACE FUNCTION cashier_withdrawal_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cashier: withdrawals are kept; withdrawal % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status IN ('PAID', 'REJECTED', 'FAILED') THEN
    RAISE EXCEPTION 'cashier: withdrawal % was % at %; a decided withdrawal does not change', OLD.id, OLD.status, OLD.decided_at USING ERRCODE = 'insufficient_privilege';
  END IF;
  -- after the payout only the receipt and its settlement are written; the decision stands
  IF OLD.status <> 'PENDING' AND (NEW.decided_by, NEW.decided_at, NEW.settle_posting_id, NEW.first_approver_id)
     IS DISTINCT FROM (OLD.decided_by, OLD.decided_at, OLD.settle_posting_id, OLD.first_approver_id) THEN
    RAISE EXCEPTION 'cashier: withdrawal % was paid out at %; only its receipt can be written now', OLD.id, OLD.decided_at USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.merchant_code, NEW.member_id, NEW.request_id, NEW.request_sha256, NEW.payout_account_id, NEW.channel_code, NEW.amount_minor, NEW.created_at, NEW.hold_posting_id)
     IS DISTINCT FROM (OLD.merchant_code, OLD.member_id, OLD.request_id, OLD.request_sha256, OLD.payout_account_id, OLD.channel_code, OLD.amount_minor, OLD.created_at, OLD.hold_posting_id) THEN
    RAISE EXCEPTION 'cashier: withdrawal % keeps what the player asked for; only its decision is written', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER cashier_withdrawals_decided_once BEFORE UPDATE OR DELETE ON cashier_withdrawals FOR EACH ROW EXECUTE FUNCTION cashier_withdrawal_decided_once();
