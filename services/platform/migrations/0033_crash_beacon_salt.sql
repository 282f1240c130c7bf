-- Crash rounds salted by a public randomness beacon (docs/decisions/0028-crash-beacon-salt.md). A
-- round names, when it opens for bets, the beacon round due when betting closes; its point is drawn
-- from the chain's round hash and that beacon round's randomness only once the beacon has published
-- it, so nobody, the operator included, knows a point while bets are taken. Rounds played before keep
-- their point, salt-free, and no beacon.

-- The stand-in beacon of a platform without a public one: its Ed25519 key and clock, one row made by
-- the first instance that needs it, so every instance signs the same rounds.
CREATE TABLE local_beacon (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret_key text NOT NULL CHECK (secret_key ~ '^[0-9a-f]{64}$'),
  public_key text NOT NULL CHECK (public_key ~ '^[0-9a-f]{64}$'),
  genesis_ms bigint NOT NULL CHECK (genesis_ms >= 0),
  period_ms integer NOT NULL CHECK (period_ms > 0),
  created_at timestamptz NOT NULL
);

ALTER TABLE crash_rounds
  ADD COLUMN beacon_key text CHECK (beacon_key ~ '^[0-9a-f]{64}$'),
  ADD COLUMN beacon_round bigint CHECK (beacon_round >= 1),
  ADD COLUMN beacon_at timestamptz,
  ADD COLUMN beacon_signature text CHECK (beacon_signature ~ '^[0-9a-f]{128}$'),
  ADD COLUMN salt text CHECK (salt ~ '^[0-9a-f]{64}$');

ALTER TABLE crash_rounds ALTER COLUMN crash_point_hundredths DROP NOT NULL, ALTER COLUMN crash_at DROP NOT NULL;

-- the beacon round is named whole or not at all, and no earlier than betting closes
ALTER TABLE crash_rounds ADD CONSTRAINT crash_rounds_beacon CHECK (
  (beacon_key IS NULL) = (beacon_round IS NULL) AND (beacon_round IS NULL) = (beacon_at IS NULL) AND (beacon_at IS NULL OR beacon_at >= starts_at)
);
-- a point comes with its crash time; a round without a beacon had its point from the start; a salted
-- point keeps the beacon's signature and randomness beside it; a settled round has its point
ALTER TABLE crash_rounds ADD CONSTRAINT crash_rounds_drawn CHECK (
  (crash_point_hundredths IS NULL) = (crash_at IS NULL)
  AND (crash_point_hundredths IS NOT NULL OR beacon_round IS NOT NULL)
  AND ((salt IS NULL) = (beacon_signature IS NULL))
  AND (salt IS NULL OR beacon_round IS NOT NULL)
  AND (beacon_round IS NULL OR (crash_point_hundredths IS NULL) = (salt IS NULL))
  AND (status = 'open' OR crash_point_hundredths IS NOT NULL)
);
