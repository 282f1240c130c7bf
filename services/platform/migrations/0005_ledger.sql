-- The double-entry ledger (DESIGN "Money"). Amounts are bigint minor units. Postings and entries are
-- append-only; an account row carries its current balance and how many entries it has, and every
-- entry carries its account's balance before and after it, so a balance never needs a SUM to read
-- and a broken chain shows up in ledger_check().

-- The currency each merchant's accounts are opened in: written at every start from the brand file,
-- before a new brand's merchant row exists (hence no foreign key). Accounts keep the currency they
-- were opened in, so a brand that changes currency starts new ones.
CREATE TABLE ledger_currencies (
  merchant_code text PRIMARY KEY,
  currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  scale smallint NOT NULL CHECK (scale BETWEEN 0 AND 4),
  updated_at timestamptz NOT NULL
);

-- A member's wallet (MAIN, or a vendor's in transfer-wallet brands), or a house account of the merchant.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  currency_code text NOT NULL,
  member_id bigint,
  wallet text,
  house_name text CHECK (house_name IN ('GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS')),
  balance_minor bigint NOT NULL DEFAULT 0,
  -- entries so far; the next entry of this account gets entry_count + 1
  entry_count bigint NOT NULL DEFAULT 0 CHECK (entry_count >= 0),
  created_at timestamptz NOT NULL,
  CHECK ((member_id IS NULL) = (wallet IS NULL)),
  CHECK ((member_id IS NULL) <> (house_name IS NULL)),
  -- the backstop of the balance check in post(): a member's wallet never goes below zero
  CONSTRAINT ledger_accounts_member_not_negative CHECK (member_id IS NULL OR balance_minor >= 0),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (merchant_code, member_id, wallet, currency_code) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_code, house_name, currency_code) WHERE house_name IS NOT NULL;

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  currency_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL')),
  source text NOT NULL,
  idempotency_key text NOT NULL,
  round_id text,
  game_id text,
  member_id bigint,
  note text,
  created_at timestamptz NOT NULL,
  UNIQUE (source, idempotency_key)
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  posting_id bigint NOT NULL REFERENCES ledger_postings (id),
  -- the leg's place in its posting, as the caller listed the legs
  leg_index smallint NOT NULL CHECK (leg_index >= 0),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  -- 1 for an account's first entry, then 2, 3...: the chain ledger_check() walks
  account_sequence bigint NOT NULL CHECK (account_sequence >= 1),
  amount_minor bigint NOT NULL,
  previous_balance_minor bigint NOT NULL,
  balance_minor bigint NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (balance_minor = previous_balance_minor + amount_minor),
  UNIQUE (posting_id, leg_index),
  UNIQUE (account_id, account_sequence)
);
CREATE INDEX ledger_entries_posting ON ledger_entries (posting_id);

-- One row per idempotency key, claimed in the posting's own transaction before any account is touched:
-- a concurrent duplicate waits on the primary key and then finds this row. payload_sha256 is the
-- SHA-256 of the payload's canonical JSON; result is the first answer, written once.
CREATE TABLE ledger_idempotency (
  source text NOT NULL,
  idempotency_key text NOT NULL,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  payload_sha256 text NOT NULL CHECK (payload_sha256 ~ '^[0-9a-f]{64}$'),
  posting_id bigint REFERENCES ledger_postings (id),
  result jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (source, idempotency_key),
  CHECK ((posting_id IS NULL) = (result IS NULL))
);

-- Append-only: the database refuses to change or remove what was posted, whoever asks, and a posting's
-- entries must balance; `ledger_check()` finds every problem the ledger can have. Those triggers and
-- functions are in src/modules/ledger/sql, one file per function (decision 0035).
