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

-- Append-only: the database refuses to change or remove what was posted, whoever asks. Corrections
-- are new postings. Row triggers catch UPDATE and DELETE, a statement trigger catches TRUNCATE.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % on % is refused; the ledger is append-only, post a correction instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_idempotency_no_delete BEFORE DELETE ON ledger_idempotency FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_idempotency_no_truncate BEFORE TRUNCATE ON ledger_idempotency FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
-- Accounts carry the running balance and are updated by every posting, but never removed.
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- An idempotency row gets its answer once, in the transaction that claimed it, and keeps it.
CREATE FUNCTION ledger_idempotency_write_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL OR NEW.source IS DISTINCT FROM OLD.source OR NEW.idempotency_key IS DISTINCT FROM OLD.idempotency_key
     OR NEW.merchant_code IS DISTINCT FROM OLD.merchant_code OR NEW.payload_sha256 IS DISTINCT FROM OLD.payload_sha256 THEN
    RAISE EXCEPTION 'ledger: the answer of idempotency key %/% is written once and kept', OLD.source, OLD.idempotency_key
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_idempotency_answer_once BEFORE UPDATE ON ledger_idempotency FOR EACH ROW EXECUTE FUNCTION ledger_idempotency_write_once();

-- At commit, every posting touched in the transaction has two or more entries that sum to zero. It is
-- deferred because a posting's entries are written one statement after another.
CREATE FUNCTION ledger_check_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked_posting bigint;
  entry_total numeric;
  entry_count bigint;
BEGIN
  -- plpgsql reads a record field only when the statement runs, so each branch names its own table's column
  IF TG_TABLE_NAME = 'ledger_postings' THEN
    checked_posting := NEW.id;
  ELSE
    checked_posting := NEW.posting_id;
  END IF;
  SELECT coalesce(sum(amount_minor), 0), count(*) INTO entry_total, entry_count FROM ledger_entries WHERE posting_id = checked_posting;
  IF entry_count < 2 OR entry_total <> 0 THEN
    RAISE EXCEPTION 'ledger: posting % has % entries summing to %; a posting needs two or more entries summing to zero',
      checked_posting, entry_count, entry_total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_balanced();

-- Every problem the ledger can have, one row each; no rows means the ledger is consistent.
-- `SELECT * FROM ledger_check()` on a live database, or `pnpm ops ledger check`.
CREATE FUNCTION ledger_check() RETURNS TABLE (problem text, subject text, detail text) LANGUAGE sql STABLE AS $$
  -- postings whose entries do not sum to zero, or that have fewer than two
  SELECT 'posting-unbalanced', p.id::text, format('%s entries summing to %s', count(e.id), coalesce(sum(e.amount_minor), 0))
    FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount_minor), 0) <> 0
  UNION ALL
  -- entries whose account belongs to another merchant or currency than their posting
  SELECT 'entry-mixes-merchants', e.id::text, format('posting %s is %s/%s, account %s is %s/%s', p.id, p.merchant_code, p.currency_code, a.id, a.merchant_code, a.currency_code)
    FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.merchant_code <> p.merchant_code OR a.currency_code <> p.currency_code
  UNION ALL
  -- entries whose own arithmetic is off
  SELECT 'entry-arithmetic', e.id::text, format('%s + %s <> %s', e.previous_balance_minor, e.amount_minor, e.balance_minor)
    FROM ledger_entries e WHERE e.previous_balance_minor + e.amount_minor <> e.balance_minor
  UNION ALL
  -- chains: each entry starts from the balance the account's previous entry ended on (0 for the first),
  -- and the entries of an account are numbered 1, 2, 3... without gaps
  SELECT 'entry-chain-broken', chain.id::text,
         format('account %s entry #%s starts at %s, the entry before ends at %s', chain.account_id, chain.account_sequence, chain.previous_balance_minor, chain.expected_previous)
    FROM (
      SELECT e.id, e.account_id, e.account_sequence, e.previous_balance_minor,
             coalesce(lag(e.balance_minor) OVER w, 0) AS expected_previous,
             coalesce(lag(e.account_sequence) OVER w, 0) AS sequence_before
        FROM ledger_entries e WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_sequence)
    ) chain
    WHERE chain.previous_balance_minor <> chain.expected_previous OR chain.account_sequence <> chain.sequence_before + 1
  UNION ALL
  -- the balance an account row keeps against the sum and the last of its entries
  SELECT 'account-balance-mismatch', a.id::text,
         format('balance %s, entries sum to %s and the last ends at %s; entry_count %s, entries %s', a.balance_minor, coalesce(totals.total, 0), coalesce(totals.last_balance, 0), a.entry_count, coalesce(totals.entries, 0))
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT e.account_id, sum(e.amount_minor) AS total, count(*) AS entries, (array_agg(e.balance_minor ORDER BY e.account_sequence DESC))[1] AS last_balance
        FROM ledger_entries e GROUP BY e.account_id
    ) totals ON totals.account_id = a.id
    WHERE a.balance_minor <> coalesce(totals.total, 0) OR a.balance_minor <> coalesce(totals.last_balance, 0) OR a.entry_count <> coalesce(totals.entries, 0)
  UNION ALL
  -- member wallets below zero, now or at any entry
  SELECT 'member-balance-negative', a.id::text, format('member %s wallet %s is at %s', a.member_id, a.wallet, a.balance_minor)
    FROM ledger_accounts a WHERE a.member_id IS NOT NULL AND a.balance_minor < 0
  UNION ALL
  SELECT 'member-entry-negative', e.id::text, format('member %s wallet %s went to %s', a.member_id, a.wallet, e.balance_minor)
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id IS NOT NULL AND e.balance_minor < 0
  UNION ALL
  -- every idempotency key that was answered points at its posting, with the same source and key
  SELECT 'idempotency-mismatch', i.source || '/' || i.idempotency_key, 'the key is missing from its posting or names another'
    FROM ledger_idempotency i LEFT JOIN ledger_postings p ON p.id = i.posting_id
    WHERE i.posting_id IS NOT NULL AND (p.id IS NULL OR p.source <> i.source OR p.idempotency_key <> i.idempotency_key)
  UNION ALL
  SELECT 'idempotency-unanswered', i.source || '/' || i.idempotency_key, 'claimed but never answered'
    FROM ledger_idempotency i WHERE i.posting_id IS NULL
$$;
