-- Bonuses with a wagering requirement (docs/decisions/0042 and 0045). A bonus's money sits in the
-- member's BONUS ledger wallet; this row holds its rules and where it stands. The wagering done is not
-- kept here: it is read from the ledger's stakes since `started_at`, so a bet counts once, as the ledger
-- posts it once, and a rollback's entry undoes it.
CREATE TABLE bonus_awards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  member_id bigint NOT NULL,
  -- what gave it: a promotion (`promotion:<id>`) or an operator's credit (`operator`)
  origin text NOT NULL CHECK (origin ~ '^(operator|promotion:[0-9]+)$'),
  -- the giver's own idempotency key: the same key gives the same bonus once
  award_key text NOT NULL CHECK (length(award_key) BETWEEN 1 AND 120),
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 80),
  title_bn text NOT NULL CHECK (length(title_bn) BETWEEN 1 AND 80),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- the qualifying deposit of a deposit bonus; 0 for any other
  deposit_minor bigint NOT NULL DEFAULT 0 CHECK (deposit_minor >= 0),
  wagering_base text NOT NULL CHECK (wagering_base IN ('BONUS', 'BONUS_AND_DEPOSIT')),
  -- the multiplier in hundredths: 2000 is 20x
  multiplier_hundredths integer NOT NULL CHECK (multiplier_hundredths BETWEEN 0 AND 100000),
  required_minor bigint NOT NULL CHECK (required_minor >= 0),
  -- percent of a stake that counts, per game type: {"RNG": 100, "LIVE": 10}; a type not named counts 0
  contributions jsonb NOT NULL CHECK (jsonb_typeof(contributions) = 'object'),
  max_bet_minor bigint CHECK (max_bet_minor > 0),
  max_cashout_minor bigint CHECK (max_cashout_minor > 0),
  -- the bonus is lost once the BONUS wallet holds this or less and has not moved for a while
  lost_below_minor bigint NOT NULL DEFAULT 0 CHECK (lost_below_minor >= 0),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'LOST')),
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > started_at),
  ended_at timestamptz,
  -- the wagering done when it ended, and what its end moved: to MAIN, and back to PROMOTIONS
  wagered_minor bigint,
  released_minor bigint,
  removed_minor bigint,
  -- why a forfeit happened: `player`, `withdrawal`, `operator:<id>`
  ended_by text,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  UNIQUE (merchant_code, award_key),
  CHECK ((status = 'ACTIVE') = (ended_at IS NULL)),
  CHECK (status = 'ACTIVE' OR (wagered_minor IS NOT NULL AND released_minor IS NOT NULL AND removed_minor IS NOT NULL))
);
-- One bonus at a time (the anchors' rule): a second waits until the first ends.
CREATE UNIQUE INDEX bonus_awards_one_active ON bonus_awards (merchant_code, member_id) WHERE status = 'ACTIVE';
CREATE INDEX bonus_awards_member ON bonus_awards (merchant_code, member_id, id DESC);
CREATE INDEX bonus_awards_active_expiry ON bonus_awards (expires_at) WHERE status = 'ACTIVE';

-- What part of a provider's movement was the BONUS wallet's: of a bet, the part of the stake it paid;
-- of a win or a rollback, the part paid back into it. NULL where the BONUS wallet had no part.
ALTER TABLE provider_transactions ADD COLUMN bonus_minor bigint CHECK (bonus_minor > 0);
