-- The daily rebate (docs/decisions/0044-daily-rebate.md): a share of each member's valid bets of a
-- day in the brand's time zone, at a rate per game type, capped per member and day, paid as cash from
-- the brand's PROMOTIONS account to the member's main wallet (REBATE postings, decision 0042). Brands
-- with manual rebate leave each finished day to the member to claim; the others pay the previous day
-- at the pay hour. The money is the ledger's; these tables say what each day paid and why.

-- A brand's daily cap and pay hour, written with the market's defaults at the brand's first start and
-- changed from the console (every change in the operators' audit log).
CREATE TABLE rebate_settings (
  merchant_code text PRIMARY KEY REFERENCES merchants (merchant_code),
  daily_cap_minor bigint NOT NULL CHECK (daily_cap_minor > 0),
  pay_hour smallint NOT NULL CHECK (pay_hour BETWEEN 0 AND 23),
  -- the first day the daily run pays or leaves to the members: the day before the first start with
  -- rebates, so a new brand does not pay for days before it had them
  first_day date NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A brand's rate per game type in millionths (4000 is 0.4%). A null VIP level is every member's rate;
-- VIP levels will add rows of their own beside it.
CREATE TABLE rebate_rates (
  merchant_code text NOT NULL REFERENCES rebate_settings (merchant_code),
  game_type text NOT NULL CHECK (game_type ~ '^[A-Z]{2,16}$'),
  vip_level smallint CHECK (vip_level >= 0),
  rate_ppm integer NOT NULL CHECK (rate_ppm BETWEEN 0 AND 50000),
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX rebate_rates_one_per_level ON rebate_rates (merchant_code, game_type, coalesce(vip_level, -1));

-- The daily run's finished days, one row per brand and day: AUTO once every member's rebate of the day
-- is paid, MANUAL when the brand left the day to its members. The run goes on from the day after the
-- newest row, so days missed while no server ran are done, in order, when one comes back.
CREATE TABLE rebate_days (
  merchant_code text NOT NULL REFERENCES rebate_settings (merchant_code),
  day date NOT NULL,
  mode text NOT NULL CHECK (mode IN ('AUTO', 'MANUAL')),
  finished_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, day)
);

-- A member's rebate of a day, paid once: the row is claimed (unique per member and day) in the
-- transaction of its REBATE posting, whose key is the same member and day (source rebate:<merchant>,
-- key <memberId>:<yyyy-mm-dd>). AUTO: paid by the daily run; CLAIM: claimed on the manual rebate page.
CREATE TABLE rebate_payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  day date NOT NULL,
  mode text NOT NULL CHECK (mode IN ('AUTO', 'CLAIM')),
  valid_bet_minor bigint NOT NULL CHECK (valid_bet_minor > 0),
  -- the lines' rebates summed, before the cap
  rebate_minor bigint NOT NULL CHECK (rebate_minor > 0),
  -- the daily cap in force when it was paid
  cap_minor bigint NOT NULL CHECK (cap_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor = least(rebate_minor, cap_minor)),
  paid_at timestamptz NOT NULL,
  UNIQUE (merchant_code, member_id, day),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX rebate_payouts_member ON rebate_payouts (merchant_code, member_id, day DESC);
CREATE INDEX rebate_payouts_day ON rebate_payouts (merchant_code, day);

-- A payout's game types: the valid bets, the rate applied and the rebate before the cap.
CREATE TABLE rebate_payout_lines (
  payout_id bigint NOT NULL REFERENCES rebate_payouts (id),
  game_type text NOT NULL CHECK (game_type ~ '^[A-Z]{2,16}$'),
  valid_bet_minor bigint NOT NULL CHECK (valid_bet_minor > 0),
  rate_ppm integer NOT NULL CHECK (rate_ppm BETWEEN 0 AND 50000),
  rebate_minor bigint NOT NULL CHECK (rebate_minor >= 0),
  PRIMARY KEY (payout_id, game_type)
);

-- Payouts and their lines are kept as paid: the database refuses to change or remove them, by the
-- triggers in src/modules/rebates/sql/rebates_refuse_change.sql (decision 0035).
