-- A gateway's deposit that is never paid expires (decision 0017, "Abandoned gateway deposits expire"):
-- a player who opens the card page and leaves it would otherwise see "Pending" for good, and so would
-- the cashier desk. The expiry job (cashier/gateway-expiry.ts) moves such a deposit from PENDING to
-- EXPIRED once it is older than the server's GATEWAY_DEPOSIT_EXPIRY_MINUTES; nothing moves in the ledger.
--
-- The gateway's signed notice stays the word on whether money was taken: a notice that comes after the
-- expiry still decides the deposit (PAID credits it, FAILED rejects it), and `expired_at` keeps the
-- moment it had expired, so the record shows it was paid late. EXPIRED is the only decided status a
-- deposit leaves, and only for CONFIRMED or REJECTED.

ALTER TABLE cashier_deposits ADD COLUMN expired_at timestamptz;

ALTER TABLE cashier_deposits DROP CONSTRAINT cashier_deposits_status_check;
ALTER TABLE cashier_deposits ADD CONSTRAINT cashier_deposits_status_check CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'));

-- 0017's "decided by its channel's way" rule, with EXPIRED decided by no one yet
ALTER TABLE cashier_deposits DROP CONSTRAINT cashier_deposits_check2;
ALTER TABLE cashier_deposits ADD CONSTRAINT cashier_deposits_decided_its_channel_way CHECK (
  status IN ('PENDING', 'EXPIRED')
  OR (channel_kind = 'MANUAL' AND decided_by IS NOT NULL AND gateway_transaction_id IS NULL)
  OR (channel_kind = 'GATEWAY' AND decided_by IS NULL AND gateway_transaction_id IS NOT NULL));

-- only a gateway's deposit expires, undecided and unpaid, and only a deposit that expired has the time of it
ALTER TABLE cashier_deposits ADD CONSTRAINT cashier_deposits_expired CHECK (
  status <> 'EXPIRED' OR (channel_kind = 'GATEWAY' AND decided_by IS NULL AND gateway_transaction_id IS NULL AND expired_at IS NOT NULL));
ALTER TABLE cashier_deposits ADD CONSTRAINT cashier_deposits_expired_at CHECK (expired_at IS NULL OR (channel_kind = 'GATEWAY' AND status <> 'PENDING'));

-- the expiry job's scan, oldest first, over every brand
CREATE INDEX cashier_deposits_gateway_pending ON cashier_deposits (created_at) WHERE status = 'PENDING' AND channel_kind = 'GATEWAY';

-- A notice that decides a deposit after it expired is written to the operators' audit log by no operator:
-- the gateway decided it (gateway-notices.ts).
ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_check
  CHECK (operator_id IS NOT NULL OR action IN ('session.login-failed', 'session.login-locked', 'deposit.decidedAfterExpiry'));

-- A decided deposit stays as it was decided, except that a gateway's notice still decides an expired one:
-- src/modules/cashier/sql/cashier_deposit_decided_once.sql (decision 0035).
