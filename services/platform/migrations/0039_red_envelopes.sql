-- Red envelopes ("lucky money", SPEC §1 Rewards; decisions 0042 and 0043): an operator's pool of money
-- split into envelopes that members grab, one each, by the double-mean rule. The money sits in the
-- ledger (PROMOTIONS -> RED_ENVELOPE_POOLS when a second operator approves the pool, the pool -> the
-- member's MAIN wallet for a grab, what is left back to PROMOTIONS when it closes); these tables hold the
-- pools' terms, their figures and who grabbed which envelope. Owned by modules/red-envelopes.

CREATE TABLE red_envelope_pools (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 80 AND title_en = btrim(title_en)),
  title_bn text NOT NULL CHECK (char_length(title_bn) BETWEEN 1 AND 80 AND title_bn = btrim(title_bn)),
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  envelope_count integer NOT NULL CHECK (envelope_count BETWEEN 1 AND 100000),
  min_minor bigint NOT NULL CHECK (min_minor >= 1),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- ALL_MEMBERS: every real member of the brand; DEPOSITORS: members with a confirmed deposit
  eligibility text NOT NULL CHECK (eligibility IN ('ALL_MEMBERS', 'DEPOSITORS')),
  -- the server seed (32 bytes, hex), drawn at creation; shown to no one until the pool closes
  seed_hex text NOT NULL CHECK (octet_length(seed_hex) = 64 AND seed_hex !~ '[^0-9a-f]'),
  -- its SHA-256, published with the pool from the start
  seed_sha256 text NOT NULL CHECK (octet_length(seed_sha256) = 64 AND seed_sha256 !~ '[^0-9a-f]'),
  -- PENDING: waiting for a second operator's approval, nothing funded; OPEN: funded, grabbed within its
  -- window; CLOSED: over, what was left returned, the seed revealed
  status text NOT NULL CHECK (status IN ('PENDING', 'OPEN', 'CLOSED')),
  created_by bigint NOT NULL REFERENCES operators (id),
  created_at timestamptz NOT NULL,
  approved_by bigint REFERENCES operators (id),
  approved_at timestamptz,
  funding_posting_id bigint,
  grabbed_count integer NOT NULL DEFAULT 0,
  grabbed_minor bigint NOT NULL DEFAULT 0,
  closed_at timestamptz,
  -- ENDED: its window ended; EMPTIED: every envelope was grabbed; CLOSED_EARLY: an operator closed it
  -- (an unfunded pool closed by an operator is withdrawn: nothing was set aside)
  close_reason text CHECK (close_reason IN ('ENDED', 'EMPTIED', 'CLOSED_EARLY')),
  closed_by bigint REFERENCES operators (id),
  returned_minor bigint,
  return_posting_id bigint,
  CHECK (ends_at > starts_at),
  -- every envelope holds at least the minimum
  CHECK (min_minor * envelope_count <= total_minor),
  -- maker-checker: the approver is never the maker
  CHECK (approved_by IS NULL OR approved_by <> created_by),
  CHECK (status <> 'PENDING' OR approved_by IS NULL),
  CHECK (status <> 'OPEN' OR approved_by IS NOT NULL),
  -- only a funded pool is grabbed from
  CHECK (approved_by IS NOT NULL OR grabbed_count = 0),
  CHECK ((approved_by IS NULL) = (approved_at IS NULL) AND (approved_by IS NULL) = (funding_posting_id IS NULL)),
  -- never overdrawn, never more grabs than envelopes
  CHECK (grabbed_count BETWEEN 0 AND envelope_count AND grabbed_minor BETWEEN 0 AND total_minor),
  CHECK (grabbed_count < envelope_count OR grabbed_minor = total_minor),
  CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL) AND (closed_at IS NULL) = (close_reason IS NULL)),
  CHECK (returned_minor IS NULL OR (status = 'CLOSED' AND returned_minor = total_minor - grabbed_minor)),
  CHECK (return_posting_id IS NULL OR returned_minor > 0)
);
-- the member's list and the closing job: a brand's pools not yet closed, by their end
CREATE INDEX red_envelope_pools_live ON red_envelope_pools (merchant_code, ends_at) WHERE status <> 'CLOSED';
CREATE INDEX red_envelope_pools_due ON red_envelope_pools (ends_at) WHERE status = 'OPEN';
CREATE INDEX red_envelope_pools_newest ON red_envelope_pools (merchant_code, id DESC);

CREATE TABLE red_envelope_grabs (
  pool_id bigint NOT NULL REFERENCES red_envelope_pools (id),
  merchant_code text NOT NULL,
  -- the envelope taken, 0 first: its amount is the split's for this index
  envelope_index integer NOT NULL CHECK (envelope_index >= 0),
  member_id bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  posting_id bigint NOT NULL,
  grabbed_at timestamptz NOT NULL,
  PRIMARY KEY (pool_id, envelope_index),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id),
  -- one envelope per member per pool, whatever the server does
  UNIQUE (pool_id, member_id)
);
CREATE INDEX red_envelope_grabs_member ON red_envelope_grabs (merchant_code, member_id, grabbed_at DESC);
