-- Promotions (SPEC §1 Rewards, §2 /promotions, §4 activity states, §5 application; decision 0047): what
-- operators publish and what members join, claim or apply to. The money sits in the ledger (a bonus
-- through modules/bonuses, cash as a PROMOTION posting); these tables hold the rules, the budget spent,
-- each member's entry per period and the images of applications. Owned by modules/promotions.

CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  kind text NOT NULL CHECK (kind IN ('DEPOSIT_BONUS', 'JOIN_BONUS', 'APPLICATION', 'SIGN_IN', 'RAFFLE')),
  category text NOT NULL CHECK (category IN ('WELCOME', 'DEPOSIT', 'DAILY', 'CASINO', 'SLOTS', 'SPORTS', 'OTHER')),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 80),
  title_bn text NOT NULL CHECK (char_length(title_bn) BETWEEN 1 AND 80),
  summary_en text NOT NULL CHECK (char_length(summary_en) BETWEEN 1 AND 200),
  summary_bn text NOT NULL CHECK (char_length(summary_bn) BETWEEN 1 AND 200),
  -- sanitized HTML (sanitize-html's allow-list) as saved
  body_en text NOT NULL CHECK (char_length(body_en) <= 20000),
  body_bn text NOT NULL CHECK (char_length(body_bn) <= 20000),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  segment text NOT NULL CHECK (segment IN ('ALL_MEMBERS', 'NEW_MEMBERS', 'FIRST_DEPOSIT', 'DEPOSITORS')),
  frequency text NOT NULL CHECK (frequency IN ('ONCE', 'DAILY', 'WEEKLY')),
  budget_minor bigint NOT NULL CHECK (budget_minor > 0),
  -- what rewards reserved so far: never above the budget, whatever runs at once
  spent_minor bigint NOT NULL DEFAULT 0 CHECK (spent_minor BETWEEN 0 AND budget_minor),
  -- the reward's rules as the contract's promotionRewardSchema (amounts as numbers of minor units)
  reward jsonb NOT NULL,
  sign_in_amounts jsonb NOT NULL DEFAULT '[]',
  raffle_prizes jsonb NOT NULL DEFAULT '[]',
  -- a raffle's server seed (32 bytes, hex) and its SHA-256, drawn when it is made; the seed is shown once it ends
  raffle_seed_hex text CHECK (raffle_seed_hex IS NULL OR (octet_length(raffle_seed_hex) = 64 AND raffle_seed_hex !~ '[^0-9a-f]')),
  raffle_seed_sha256 text,
  banner bytea,
  banner_content_type text CHECK (banner_content_type IN ('image/png', 'image/jpeg')),
  banner_sha256 text,
  -- DRAFT: editable; PENDING: submitted, waiting for a second operator; PUBLISHED: live within its
  -- window; ENDED: ended early by an operator
  status text NOT NULL CHECK (status IN ('DRAFT', 'PENDING', 'PUBLISHED', 'ENDED')),
  created_by bigint NOT NULL REFERENCES operators (id),
  submitted_by bigint REFERENCES operators (id),
  approved_by bigint REFERENCES operators (id),
  returned_reason text,
  ended_by bigint REFERENCES operators (id),
  end_reason text,
  ended_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'RAFFLE') = (raffle_seed_hex IS NOT NULL) AND (raffle_seed_hex IS NULL) = (raffle_seed_sha256 IS NULL)),
  CHECK ((banner IS NULL) = (banner_content_type IS NULL) AND (banner IS NULL) = (banner_sha256 IS NULL)),
  -- maker-checker: published by someone other than who submitted it
  CHECK (approved_by IS NULL OR approved_by <> submitted_by),
  CHECK (status NOT IN ('PUBLISHED', 'ENDED') OR approved_by IS NOT NULL),
  CHECK ((status = 'ENDED') = (ended_at IS NOT NULL))
);
CREATE INDEX promotions_live ON promotions (merchant_code, ends_at) WHERE status = 'PUBLISHED';
CREATE INDEX promotions_newest ON promotions (merchant_code, id DESC);

CREATE TABLE promotion_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  member_id bigint NOT NULL,
  -- 'once', the brand's calendar day (YYYY-MM-DD) or its ISO week (YYYY-Www)
  period_key text NOT NULL CHECK (period_key ~ '^(once|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-W[0-9]{2})$'),
  -- JOINED: a deposit bonus waiting for its deposit; PROCESSING: the deposit asked for, not yet
  -- confirmed; ISSUED: paid (a deposit bonus, an approved application); CLAIMED: a claim paid;
  -- APPLYING: waiting for review; REJECTED: turned down; LAPSED: the hold or the deposit ran out
  status text NOT NULL CHECK (status IN ('JOINED', 'PROCESSING', 'ISSUED', 'CLAIMED', 'APPLYING', 'REJECTED', 'LAPSED')),
  hold_until timestamptz,
  deposit_id bigint,
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  bonus_award_id bigint,
  posting_id bigint,
  -- an application's request id and remark
  request_id text,
  remark text CHECK (remark IS NULL OR char_length(remark) <= 140),
  -- a raffle's draw: HMAC-SHA256(seed, "memberId:periodKey") in hex, and the prize's index
  raffle_draw_hex text,
  raffle_prize_index integer,
  -- why a lapse or a rejection
  reason text,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (status <> 'JOINED' OR hold_until IS NOT NULL),
  CHECK (status <> 'PROCESSING' OR deposit_id IS NOT NULL),
  CHECK (status <> 'REJECTED' OR reason IS NOT NULL)
);
-- one live entry per member, promotion and period: a second join, claim or application is refused by
-- the index whatever arrives together (rejected and lapsed entries make way for a new one)
CREATE UNIQUE INDEX promotion_entries_one_per_period ON promotion_entries (promotion_id, member_id, period_key) WHERE status NOT IN ('LAPSED', 'REJECTED');
CREATE UNIQUE INDEX promotion_entries_request ON promotion_entries (promotion_id, member_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX promotion_entries_member ON promotion_entries (merchant_code, member_id, id DESC);
-- the cashier's questions: the member's joined deposit bonus, the entry a deposit is bound to
CREATE INDEX promotion_entries_waiting ON promotion_entries (merchant_code, member_id) WHERE status IN ('JOINED', 'PROCESSING');
CREATE INDEX promotion_entries_deposit ON promotion_entries (deposit_id) WHERE deposit_id IS NOT NULL;
CREATE INDEX promotion_entries_review ON promotion_entries (merchant_code, id) WHERE status = 'APPLYING';
CREATE INDEX promotion_entries_promotion ON promotion_entries (promotion_id, status);

CREATE TABLE promotion_entry_images (
  entry_id bigint NOT NULL REFERENCES promotion_entries (id),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 5242880),
  sha256 text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (entry_id, position)
);
