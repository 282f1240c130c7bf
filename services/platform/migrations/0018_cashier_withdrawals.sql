-- Withdrawals (decision 0017, "Withdrawals"). A player asks to be paid to a payout account bound to
-- their registered payee name, with their payment password; the amount leaves the wallet at once for
-- the PENDING_WITHDRAWALS house account (held, not flagged), so it can be neither played nor asked for
-- twice. An operator then pays it (PAYOUT: from pending to CASHIER, the brand's outside accounts) or
-- turns it down (WITHDRAWAL_RETURN: from pending back to the wallet). Each of the three postings is
-- keyed once per withdrawal.
--
-- Brands that ask players to confirm what they received (SPEC §4, decision 0017 "Withdrawal
-- confirmation") put a paid withdrawal in AWAITING_RECEIPT first: the player confirms all received,
-- part of it (the rest is disputed) or nothing (with a photo); unanswered when its time is up it counts
-- as received. A dispute is settled by an operator: received in full after all, or the part not received
-- given back to the wallet (WITHDRAWAL_RETURN from CASHIER).

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_house_name_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_house_name_check
  CHECK (house_name IN ('GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS', 'PENDING_WITHDRAWALS')) NOT VALID;
ALTER TABLE ledger_accounts VALIDATE CONSTRAINT ledger_accounts_house_name_check;
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_kind_check;
ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_kind_check
  CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT')) NOT VALID;
ALTER TABLE ledger_postings VALIDATE CONSTRAINT ledger_postings_kind_check;

-- Where a player is paid. The holder is the member's payee name as registered (or as set by the first
-- binding, which also records it on the member for good): money goes only to the player's own name.
CREATE TABLE cashier_payout_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  channel_code text NOT NULL CHECK (channel_code ~ '^[A-Z0-9_]{2,24}$'),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9A-Za-z -]{4,40}$'),
  holder_name text NOT NULL CHECK (char_length(holder_name) BETWEEN 1 AND 100),
  bank_name text CHECK (char_length(bank_name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_code, member_id, channel_code, account_number),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
-- kept as bound: its triggers are with the ledger's refusal, src/modules/ledger/sql/ledger_refuse_change.sql

CREATE TABLE cashier_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_sha256 text NOT NULL CHECK (octet_length(request_sha256) = 64),
  payout_account_id bigint NOT NULL REFERENCES cashier_payout_accounts (id),
  channel_code text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'AWAITING_RECEIPT', 'DISPUTED', 'PAID', 'REJECTED', 'FAILED')),
  created_at timestamptz NOT NULL,
  -- the money held at request time
  hold_posting_id bigint NOT NULL UNIQUE REFERENCES ledger_postings (id),
  -- paid out, or given back
  settle_posting_id bigint UNIQUE REFERENCES ledger_postings (id),
  first_approver_id bigint REFERENCES operators (id),
  first_approved_at timestamptz,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  reason text CHECK (char_length(reason) <= 200),
  -- the player's word on what arrived, or AUTO when the time to give it ran out
  receipt text CHECK (receipt IN ('RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO')),
  received_minor bigint CHECK (received_minor >= 0 AND received_minor <= amount_minor),
  receipt_due_at timestamptz,
  receipt_at timestamptz,
  -- a dispute's settlement: by whom, and the part not received given back
  resolved_by bigint REFERENCES operators (id),
  resolved_at timestamptz,
  return_posting_id bigint UNIQUE REFERENCES ledger_postings (id),
  UNIQUE (merchant_code, member_id, request_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'PENDING') = (decided_by IS NULL)),
  CHECK ((status = 'PENDING') = (settle_posting_id IS NULL)),
  -- a withdrawal turned down says why; so does a dispute's settlement
  CHECK (status NOT IN ('REJECTED', 'FAILED') OR reason IS NOT NULL),
  CHECK (reason IS NULL OR status IN ('REJECTED', 'FAILED') OR resolved_by IS NOT NULL),
  CHECK (status <> 'AWAITING_RECEIPT' OR (receipt_due_at IS NOT NULL AND receipt IS NULL)),
  CHECK (status <> 'DISPUTED' OR (receipt IN ('PARTIAL', 'NOT_RECEIVED') AND received_minor IS NOT NULL)),
  CHECK ((receipt IS NULL) = (receipt_at IS NULL)),
  CHECK ((resolved_by IS NULL) = (resolved_at IS NULL)),
  CHECK (return_posting_id IS NULL OR resolved_by IS NOT NULL),
  CHECK ((first_approver_id IS NULL) = (first_approved_at IS NULL)),
  CONSTRAINT cashier_withdrawals_two_approvers CHECK (first_approver_id IS NULL OR decided_by IS NULL OR status <> 'PAID' OR first_approver_id <> decided_by)
);
CREATE INDEX cashier_withdrawals_pending ON cashier_withdrawals (merchant_code, created_at) WHERE status = 'PENDING';
CREATE INDEX cashier_withdrawals_member ON cashier_withdrawals (merchant_code, member_id, created_at DESC);
-- receipts whose time runs out, for the sweep that counts them received
CREATE INDEX cashier_withdrawals_receipt_due ON cashier_withdrawals (receipt_due_at) WHERE status = 'AWAITING_RECEIPT';

-- A decided withdrawal stays as it was decided, and withdrawals are never removed: the triggers are in
-- src/modules/cashier/sql/cashier_withdrawal_decided_once.sql and, for TRUNCATE, with the ledger's
-- refusal in src/modules/ledger/sql/ledger_refuse_change.sql (decision 0035).

-- The photo a player gives when nothing arrived, checked by content as a deposit's receipt is.
CREATE TABLE cashier_withdrawal_proofs (
  withdrawal_id bigint PRIMARY KEY REFERENCES cashier_withdrawals (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  sha256 text NOT NULL CHECK (octet_length(sha256) = 64),
  uploaded_at timestamptz NOT NULL
);
-- kept as given: its trigger is with the ledger's refusal, src/modules/ledger/sql/ledger_refuse_change.sql
