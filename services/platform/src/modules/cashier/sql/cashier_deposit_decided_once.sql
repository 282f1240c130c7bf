-- A decided deposit stays as it was decided (decision 0017): what changes after is a new posting, never
-- this row, except that a gateway's notice still decides an expired one (CONFIRMED or REJECTED, its
-- expiry kept). Only its decision is ever written; deposits are never deleted (nor truncated:
-- ledger_refuse_change).
CREATE OR REPLACE FUNCTION cashier_deposit_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cashier: deposits are kept; deposit % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status = 'EXPIRED' THEN
    IF NEW.status NOT IN ('CONFIRMED', 'REJECTED') OR NEW.expired_at IS DISTINCT FROM OLD.expired_at THEN
      RAISE EXCEPTION 'cashier: deposit % expired at %; only its gateway''s notice decides it now', OLD.id, OLD.expired_at USING ERRCODE = 'insufficient_privilege';
    END IF;
  ELSIF OLD.status <> 'PENDING' THEN
    RAISE EXCEPTION 'cashier: deposit % was % at %; a decided deposit does not change', OLD.id, OLD.status, OLD.decided_at USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.merchant_code, NEW.member_id, NEW.request_id, NEW.request_sha256, NEW.channel_code, NEW.channel_kind, NEW.amount_minor, NEW.reference, NEW.created_at, NEW.gateway_code)
     IS DISTINCT FROM (OLD.merchant_code, OLD.member_id, OLD.request_id, OLD.request_sha256, OLD.channel_code, OLD.channel_kind, OLD.amount_minor, OLD.reference, OLD.created_at, OLD.gateway_code) THEN
    RAISE EXCEPTION 'cashier: deposit % keeps what the player asked for; only its decision is written', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER cashier_deposits_decided_once BEFORE UPDATE OR DELETE ON cashier_deposits FOR EACH ROW EXECUTE FUNCTION cashier_deposit_decided_once();
