-- The seamless wallet's reads and its fast two-leg posting moved to the ledger's own functions
-- (modules/ledger/sql: ledger_lock_wallet_and_house, ledger_post_pair, ledger_wallet_balance,
-- ledger_currency), so that every movement of money, in SQL too, goes through the ledger's entry points.
-- The seamless functions they replace go.
DROP FUNCTION IF EXISTS seamless_wallet_accounts(text, bigint, text, text);
DROP FUNCTION IF EXISTS seamless_wallet_balance(text, bigint, text);
