-- Bonuses credited by an operator in the console (docs/decisions/0046). Every credit is a row here: up to
-- the brand's second-approval threshold (the cashier's, decision 0017) it is GRANTED at once by the one
-- operator who asked; above it it stays PENDING, moving nothing, until another operator APPROVES it (the
-- bonus is granted in that transaction, once) or REJECTS it with a reason. The bonus itself, its rules and
-- its money are bonus_awards' and the ledger's. Owned by modules/bonuses.
CREATE TABLE bonus_credit_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  member_id bigint NOT NULL,
  -- the asking operator's own key: the same key and terms answer the first credit again
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- SHA-256 of the terms asked for (canonical JSON), so a key reused with other terms is refused
  payload_sha256 text NOT NULL CHECK (octet_length(payload_sha256) = 64 AND payload_sha256 !~ '[^0-9a-f]'),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 80 AND title_en = btrim(title_en)),
  title_bn text NOT NULL CHECK (char_length(title_bn) BETWEEN 1 AND 80 AND title_bn = btrim(title_bn)),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  deposit_minor bigint NOT NULL CHECK (deposit_minor >= 0),
  wagering_base text NOT NULL CHECK (wagering_base IN ('BONUS', 'BONUS_AND_DEPOSIT')),
  multiplier_hundredths integer NOT NULL CHECK (multiplier_hundredths BETWEEN 100 AND 100000),
  -- percent per game type, as bonus_awards keeps them
  contributions jsonb NOT NULL CHECK (jsonb_typeof(contributions) = 'object'),
  max_bet_minor bigint CHECK (max_bet_minor > 0),
  max_cashout_minor bigint CHECK (max_cashout_minor > 0),
  lifetime_days integer NOT NULL CHECK (lifetime_days BETWEEN 1 AND 366),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
  -- above the brand's threshold when asked: a second operator decides it
  needs_second_approval boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('GRANTED', 'PENDING', 'APPROVED', 'REJECTED')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  rejection_reason text CHECK (char_length(rejection_reason) BETWEEN 3 AND 500),
  -- the bonus it gave; one credit gives one bonus at most
  award_id bigint UNIQUE REFERENCES bonus_awards (id),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  UNIQUE (merchant_code, requested_by, request_id),
  CHECK ((wagering_base = 'BONUS_AND_DEPOSIT') = (deposit_minor > 0)),
  -- one operator decides up to the threshold, two above it
  CHECK (status <> 'GRANTED' OR (NOT needs_second_approval AND decided_by = requested_by)),
  CHECK (status NOT IN ('PENDING', 'APPROVED') OR needs_second_approval),
  -- maker-checker: the approver is never the maker
  CHECK (status <> 'APPROVED' OR decided_by <> requested_by),
  CHECK ((status = 'PENDING') = (decided_by IS NULL) AND (decided_by IS NULL) = (decided_at IS NULL)),
  CHECK ((status IN ('GRANTED', 'APPROVED')) = (award_id IS NOT NULL)),
  CHECK ((status = 'REJECTED') = (rejection_reason IS NOT NULL))
);
-- the second approver's queue and the member's pending credits
CREATE INDEX bonus_credit_requests_status ON bonus_credit_requests (merchant_code, status, id DESC);
CREATE INDEX bonus_credit_requests_member ON bonus_credit_requests (merchant_code, member_id, id DESC);

-- The console's daily report reads a brand's bonuses by the day they began and the day they ended.
CREATE INDEX bonus_awards_started ON bonus_awards (merchant_code, started_at);
CREATE INDEX bonus_awards_ended ON bonus_awards (merchant_code, ended_at) WHERE ended_at IS NOT NULL;
