-- Agent contracts and their settlements (docs/decisions/0022-agent-portal.md, "Contracts"). An upline
-- (or the platform, for a top agent) pays an agent a share of its team's play every period; offers and
-- terminations are requests the other side answers; every period is settled once, and what it paid
-- and why is kept.

-- The ledger gains a kind for what contracts pay and the house account that pays platform contracts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_house_name_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_house_name_check
  CHECK (house_name IN ('GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS', 'PENDING_WITHDRAWALS', 'AGENT_COMMISSIONS')) NOT VALID;
ALTER TABLE ledger_accounts VALIDATE CONSTRAINT ledger_accounts_house_name_check;
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_kind_check;
ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_kind_check
  CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT', 'COMMISSION')) NOT VALID;
ALTER TABLE ledger_postings VALIDATE CONSTRAINT ledger_postings_kind_check;

-- One contract: terms, who holds it, who gave it (null: the platform, an operator made it) and how far
-- it is settled. Ended contracts stay; a change of terms is a new contract that ends the old one.
CREATE TABLE agent_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  holder_id bigint NOT NULL,
  giver_id bigint,
  kind text NOT NULL CHECK (kind IN ('SALARY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  period text CHECK (period IN ('D', 'W', 'H', 'M')),
  rate_ppm integer NOT NULL CHECK (rate_ppm BETWEEN 1 AND 1000000),
  min_valid_bet_minor bigint CHECK (min_valid_bet_minor > 0),
  min_profit_loss_minor bigint CHECK (min_profit_loss_minor > 0),
  min_active_members integer CHECK (min_active_members > 0),
  min_bet_amount_minor bigint CHECK (min_bet_amount_minor > 0),
  payer text NOT NULL CHECK (payer IN ('HOUSE', 'UPLINE')),
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('REPLACED', 'TERMINATED', 'RATE_CONFLICT', 'GIVER_ENDED', 'OPERATOR')),
  -- the oldest period not yet settled: settlement moves it forward, period by period
  next_period_start timestamptz NOT NULL,
  next_period_end timestamptz NOT NULL,
  CHECK ((kind IN ('SALARY', 'DIVIDEND')) = (period IS NOT NULL)),
  CHECK (min_profit_loss_minor IS NULL OR kind = 'DIVIDEND'),
  CHECK (min_bet_amount_minor IS NULL OR kind IN ('SALARY', 'HOURLY')),
  CHECK ((payer = 'HOUSE') = (giver_id IS NULL)),
  CHECK (giver_id IS DISTINCT FROM holder_id),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL)),
  CHECK (ended_at IS NULL OR ended_at >= started_at),
  CHECK (next_period_end > next_period_start),
  FOREIGN KEY (merchant_code, holder_id) REFERENCES members (merchant_code, id),
  FOREIGN KEY (merchant_code, giver_id) REFERENCES members (merchant_code, id)
);
-- One contract in force per holder and kind.
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (merchant_code, holder_id, kind) WHERE ended_at IS NULL;
CREATE INDEX agent_contracts_holder ON agent_contracts (merchant_code, holder_id, started_at DESC);
CREATE INDEX agent_contracts_giver ON agent_contracts (merchant_code, giver_id, started_at DESC) WHERE giver_id IS NOT NULL;
-- What the settlement engine looks at: contracts with periods still to settle.
CREATE INDEX agent_contracts_unsettled ON agent_contracts (merchant_code, next_period_end) WHERE ended_at IS NULL OR next_period_start < ended_at;

-- Offers (NEW) and terminations (TERMINATE). from_id null: the platform asked (an operator, or a rate
-- conflict). A NEW request carries the offered terms; a TERMINATE one a copy of its contract's.
CREATE TABLE agent_contract_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('NEW', 'TERMINATE')),
  status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'COMPLETED', 'REJECTED')),
  from_id bigint,
  to_id bigint NOT NULL,
  contract_id bigint REFERENCES agent_contracts (id),
  kind text NOT NULL CHECK (kind IN ('SALARY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  period text CHECK (period IN ('D', 'W', 'H', 'M')),
  rate_ppm integer NOT NULL CHECK (rate_ppm BETWEEN 1 AND 1000000),
  min_valid_bet_minor bigint,
  min_profit_loss_minor bigint,
  min_active_members integer,
  min_bet_amount_minor bigint,
  reason text CHECK (reason IN ('RATE_CONFLICT', 'GIVER_ENDED', 'CONTRACT_ENDED', 'REPLACED')),
  created_at timestamptz NOT NULL,
  answered_at timestamptz,
  CHECK ((status = 'PENDING') = (answered_at IS NULL)),
  CHECK (status <> 'ACCEPTED' OR (type = 'NEW' AND contract_id IS NOT NULL)),
  CHECK (status <> 'COMPLETED' OR type = 'TERMINATE'),
  CHECK (type = 'NEW' OR contract_id IS NOT NULL),
  FOREIGN KEY (merchant_code, to_id) REFERENCES members (merchant_code, id),
  FOREIGN KEY (merchant_code, from_id) REFERENCES members (merchant_code, id)
);
-- One open offer per downline and kind; one open termination per contract.
CREATE UNIQUE INDEX agent_contract_requests_one_offer ON agent_contract_requests (merchant_code, to_id, kind) WHERE type = 'NEW' AND status = 'PENDING';
CREATE UNIQUE INDEX agent_contract_requests_one_termination ON agent_contract_requests (contract_id) WHERE type = 'TERMINATE' AND status = 'PENDING';
CREATE INDEX agent_contract_requests_to ON agent_contract_requests (merchant_code, to_id, created_at DESC);
CREATE INDEX agent_contract_requests_from ON agent_contract_requests (merchant_code, from_id, created_at DESC) WHERE from_id IS NOT NULL;
CREATE INDEX agent_contract_requests_contract ON agent_contract_requests (contract_id) WHERE contract_id IS NOT NULL;

-- One settled period of one contract. The row is the claim: inserting it is what settles the period,
-- so two instances settling at once leave one row (the other's insert does nothing). The payout is
-- one COMMISSION posting keyed by contract and period; OWED rows are paid later, oldest first.
CREATE TABLE contract_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id),
  kind text NOT NULL CHECK (kind IN ('SALARY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  period text CHECK (period IN ('D', 'W', 'H', 'M')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  -- the part of the period the contract was in force; the figures are of this part
  covered_from timestamptz NOT NULL,
  covered_to timestamptz NOT NULL,
  holder_id bigint NOT NULL,
  -- null: the platform pays (AGENT_COMMISSIONS)
  payer_id bigint,
  rate_ppm integer NOT NULL,
  valid_bet_minor bigint NOT NULL CHECK (valid_bet_minor >= 0),
  net_loss_minor bigint NOT NULL,
  active_members integer NOT NULL CHECK (active_members >= 0),
  base_minor bigint NOT NULL CHECK (base_minor >= 0),
  -- [{threshold, required, actual, met}]
  checks jsonb NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  remainder_micro_minor integer NOT NULL CHECK (remainder_micro_minor BETWEEN 0 AND 999999),
  status text NOT NULL CHECK (status IN ('PAID', 'OWED', 'NOTHING_DUE')),
  reason text CHECK (reason IN ('THRESHOLD_NOT_MET', 'NO_BASE', 'BELOW_ONE_UNIT')),
  settled_at timestamptz NOT NULL,
  paid_at timestamptz,
  posting_id bigint REFERENCES ledger_postings (id),
  UNIQUE (contract_id, period_start),
  CHECK (period_end > period_start),
  CHECK (covered_from >= period_start AND covered_to <= period_end AND covered_to > covered_from),
  CHECK ((status = 'NOTHING_DUE') = (reason IS NOT NULL)),
  CHECK ((status = 'NOTHING_DUE') = (amount_minor = 0)),
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL AND posting_id IS NOT NULL)),
  FOREIGN KEY (merchant_code, holder_id) REFERENCES members (merchant_code, id),
  FOREIGN KEY (merchant_code, payer_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX contract_settlements_holder ON contract_settlements (merchant_code, holder_id, kind, period_start DESC);
CREATE INDEX contract_settlements_payer ON contract_settlements (merchant_code, payer_id, kind, period_start DESC) WHERE payer_id IS NOT NULL;
CREATE INDEX contract_settlements_paid ON contract_settlements (merchant_code, holder_id, paid_at DESC) WHERE status = 'PAID';
CREATE INDEX contract_settlements_owed ON contract_settlements (merchant_code, period_end, id) WHERE status = 'OWED';

-- Settlement reads each period's settled rounds by the time they were settled, across the merchant.
CREATE INDEX provider_transactions_wins ON provider_transactions (merchant_code, created_at) WHERE kind = 'WIN';
CREATE INDEX inhouse_rounds_settled ON inhouse_rounds (merchant_code, settled_at) WHERE settled_at IS NOT NULL;
CREATE INDEX crash_bets_settled ON crash_bets (merchant_code, settled_at) WHERE settled_at IS NOT NULL;
