-- The rules a money row must keep, each table's in one function its check calls (decision 0015, "A
-- row's rules, read once per session"). Postgres reads a table's CHECK expressions from their stored
-- text again for every statement that writes a row of it: each text constant of `kind IN (...)` or
-- `status = 'TOMBSTONE'` is read byte by byte, then planned, before the first row is checked. A bet,
-- paying win or rollback writes a provider's row, a posting and two account balances, so it paid
-- for about sixty such expressions (a sixth of a call's time in the database); a PL/pgSQL function
-- is compiled once per connection and its expressions planned once, so each check is now one call
-- with the row's columns. The rules are the same expressions as before, joined by AND, which fails
-- a row exactly when one of them failed (a NULL rule passes, as a CHECK's NULL does).
--
-- A function's body can be replaced without checking the rows already written: a rule is made
-- stricter by dropping the check and adding it again (NOT VALID, then VALIDATE), as 0018 did.
-- ledger_accounts_member_not_negative (no member account below zero) stays a check of its own, named
-- as the wallet and its tests know it; ledger_entries' checks have no text in them and stay.
--
-- The three functions are in src/modules/seamless/sql/provider_transaction_rules_hold.sql,
-- src/modules/ledger/sql/ledger_posting_rules_hold.sql and ledger_account_rules_hold.sql (decision
-- 0035). The checks below call them, so their files are applied before this migration runs:
-- needs functions: provider_transaction_rules_hold, ledger_posting_rules_hold, ledger_account_rules_hold

ALTER TABLE provider_transactions
  DROP CONSTRAINT provider_transactions_kind_check,
  DROP CONSTRAINT provider_transactions_status_check,
  DROP CONSTRAINT provider_transactions_payload_sha256_check,
  DROP CONSTRAINT provider_transactions_amount_minor_check,
  DROP CONSTRAINT provider_transactions_round_stake_minor_check,
  DROP CONSTRAINT provider_transactions_round_stake_on_wins,
  DROP CONSTRAINT provider_transactions_check,
  DROP CONSTRAINT provider_transactions_check1,
  DROP CONSTRAINT provider_transactions_check2,
  DROP CONSTRAINT provider_transactions_check3,
  DROP CONSTRAINT provider_transactions_check4,
  ADD CONSTRAINT provider_transactions_rules CHECK (provider_transaction_rules_hold(kind, status, payload_sha256, amount_minor, round_stake_minor,
    rolled_back_transaction_id, posting_id, game_id, wallet));

ALTER TABLE ledger_postings
  DROP CONSTRAINT ledger_postings_kind_check,
  DROP CONSTRAINT ledger_postings_payload_sha256_check,
  ADD CONSTRAINT ledger_postings_rules CHECK (ledger_posting_rules_hold(kind, payload_sha256));

ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_house_name_check,
  DROP CONSTRAINT ledger_accounts_entry_count_check,
  DROP CONSTRAINT ledger_accounts_check,
  DROP CONSTRAINT ledger_accounts_check1,
  DROP CONSTRAINT ledger_accounts_house_shard,
  ADD CONSTRAINT ledger_accounts_rules CHECK (ledger_account_rules_hold(member_id, wallet, house_name, house_shard, entry_count));
