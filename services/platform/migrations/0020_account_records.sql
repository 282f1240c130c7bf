-- The account record (modules/records, docs/decisions/0018-account-records.md) lists the entries of a
-- member's wallets posted in a range of days. Entries are keyed by (account_id, account_sequence), and
-- an entry's time is the poster's clock, not its place in the chain, so that key cannot bound a range
-- of time: without this index a page would read every entry the wallet ever had. The index costs each
-- posting one more insertion per entry.
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
