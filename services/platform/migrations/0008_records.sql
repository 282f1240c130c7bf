-- The betting record (modules/records, docs/decisions/0014-betting-record.md).
-- A member's provider rounds are found by their bets in a date range (provider_transactions_member),
-- then every transaction of each round is gathered by member and round: this index serves that step,
-- which the existing round index cannot, as it is keyed by the provider's player id.
CREATE INDEX provider_transactions_member_round ON provider_transactions (merchant_code, member_id, provider_code, round_id);
