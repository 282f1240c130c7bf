-- Less work per money call (decision 0015, "Plans"). The statements of the ledger's and the seamless
-- wallet's functions are planned once per connection and kept: each is an index lookup or a write by
-- key, and the functions that hold them run with sequential scans off, so a plan made while a table
-- was small stays an index lookup as the table grows (a plan made per call cost a tenth of a call).
-- Rules and answers are unchanged. The functions it replaced (ledger_house_shard, seamless_request_rows,
-- seamless_post, ledger_post; seamless_lock, dropped by 0013) and the settings it gave
-- ledger_check_posting_balanced are in the modules' sql folders, one file per function, with their
-- current text (decision 0035).

-- The same rows as before (0011), read through one index per branch instead of an OR over three. A
-- plan kept per connection is made once, often while the table is still small, when every index
-- looks as cheap as another: so each branch names every column of its index (the ids one by one, no
-- "= ANY", which the planner may leave out of the index condition), and the round index no longer
-- starts with the provider, so that a lookup by provider and id has only its own index to take.
DROP INDEX provider_transactions_round;
CREATE INDEX provider_transactions_round ON provider_transactions (player_id, round_id, provider_code);
