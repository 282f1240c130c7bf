-- A merchant's house account (GAME_HOUSE above all) is the other side of nearly every posting, and a
-- posting holds its accounts' row locks until it commits. One row would let one posting of the
-- merchant commit at a time, however many players play. So a house account is kept as several rows,
-- its shards, each with its own balance and entry chain; a posting takes the shard its member falls
-- on (decision 0015) and the house account's balance is the sum of its shards. Member wallets are
-- shard 0 and stay one row each: their own postings must queue on them for the overdraft check.
ALTER TABLE ledger_accounts ADD COLUMN house_shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_house_shard
  CHECK (house_shard BETWEEN 0 AND 255 AND (house_name IS NOT NULL OR house_shard = 0));

DROP INDEX ledger_accounts_house;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_code, house_name, currency_code, house_shard) WHERE house_name IS NOT NULL;
