-- One index of a provider's rounds instead of two. provider_transactions_round (player, round,
-- provider; migration 0012) serves the seamless calls; provider_transactions_member_round (merchant,
-- member, provider, round; migration 0008) served the betting records and the team reports. They
-- index the same rows: a member is one player per provider (seamless_players is unique both ways),
-- so the records now find a round's rows by its player, and every bet, win and rollback writes one
-- index entry fewer.
DROP INDEX provider_transactions_member_round;
