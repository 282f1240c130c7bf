-- Deposits (decision 0017, "Cashier"): by manual transfer, and through payment gateways. A player sends money by bank or mobile wallet
-- to the brand's receiving account, then tells us the amount and the transfer's reference, and may add a
-- photo of the receipt. Nothing moves in the ledger until an operator has seen the money arrive: the
-- confirmation posts DEPOSIT from the merchant's CASHIER house account to the player's main wallet, once.

-- Payment gateways the server is connected to: the secret signs checkout links and the gateway's
-- notices both ways. Registered at start from the server's settings, like game providers.
CREATE TABLE cashier_gateways (
  gateway_code text PRIMARY KEY CHECK (gateway_code ~ '^[A-Z0-9_]{2,24}$'),
  secret text NOT NULL CHECK (char_length(secret) >= 32),
  checkout_url text NOT NULL CHECK (checkout_url ~ '^https?://'),
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

CREATE TABLE cashier_deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  -- the player's id for this request: sent again, it answers the first deposit
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  request_sha256 text NOT NULL CHECK (octet_length(request_sha256) = 64),
  channel_code text NOT NULL CHECK (channel_code ~ '^[A-Z0-9_]{2,24}$'),
  channel_kind text NOT NULL CHECK (channel_kind IN ('MANUAL', 'GATEWAY')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- the bank's or wallet's transaction id as the player copied it
  reference text NOT NULL CHECK (char_length(reference) BETWEEN 4 AND 64),
  status text NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED')),
  created_at timestamptz NOT NULL,
  -- a deposit above the brand's threshold is confirmed by two operators: the first approval is kept here
  first_approver_id bigint REFERENCES operators (id),
  first_approved_at timestamptz,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  reason text CHECK (char_length(reason) <= 200),
  posting_id bigint UNIQUE REFERENCES ledger_postings (id),
  -- GATEWAY deposits: the gateway that decides it, and its own id for the payment once it notified us
  gateway_code text REFERENCES cashier_gateways (gateway_code),
  gateway_transaction_id text CHECK (gateway_transaction_id ~ '^[A-Za-z0-9_-]{6,64}$'),
  UNIQUE (merchant_code, member_id, request_id),
  UNIQUE (gateway_code, gateway_transaction_id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((channel_kind = 'GATEWAY') = (gateway_code IS NOT NULL)),
  -- a manual deposit is decided by an operator, a gateway's by the gateway's notice, never the other way
  CHECK (status = 'PENDING' OR (channel_kind = 'MANUAL' AND decided_by IS NOT NULL AND gateway_transaction_id IS NULL)
                           OR (channel_kind = 'GATEWAY' AND decided_by IS NULL AND gateway_transaction_id IS NOT NULL)),
  CHECK (status <> 'PENDING' OR (decided_by IS NULL AND gateway_transaction_id IS NULL)),
  CHECK ((status = 'CONFIRMED') = (posting_id IS NOT NULL)),
  CHECK ((status = 'REJECTED') = (reason IS NOT NULL)),
  CHECK ((first_approver_id IS NULL) = (first_approved_at IS NULL)),
  -- the second pair of eyes is another operator's
  CONSTRAINT cashier_deposits_two_approvers CHECK (first_approver_id IS NULL OR decided_by IS NULL OR status <> 'CONFIRMED' OR first_approver_id <> decided_by)
);
-- the cashier desk's queue, oldest first
CREATE INDEX cashier_deposits_pending ON cashier_deposits (merchant_code, created_at) WHERE status = 'PENDING';
-- a player's own list and the daily limit's sum
CREATE INDEX cashier_deposits_member ON cashier_deposits (merchant_code, member_id, created_at DESC);

-- A decided deposit stays as it was decided, and deposits are never removed: the triggers are in
-- src/modules/cashier/sql/cashier_deposit_decided_once.sql and, for TRUNCATE, with the ledger's
-- refusal in src/modules/ledger/sql/ledger_refuse_change.sql (decision 0035).

-- The receipt photo of a deposit, checked by content before it is kept. In the database rather than on
-- a disk: every instance of the server sees it, no web server can serve it, and it is backed up with the
-- deposit it proves. One per deposit; sent again while the deposit is pending, it replaces the first.
CREATE TABLE cashier_deposit_proofs (
  deposit_id bigint PRIMARY KEY REFERENCES cashier_deposits (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  sha256 text NOT NULL CHECK (octet_length(sha256) = 64),
  uploaded_at timestamptz NOT NULL
);
