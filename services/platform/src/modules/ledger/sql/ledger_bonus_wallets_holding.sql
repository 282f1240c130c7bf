-- The members' BONUS wallets that hold money (decision 0042), for the bonuses' sweep: money there with
-- no active bonus came in after the bonus ended and must follow its end. A scan of the members'
-- accounts; BONUS wallets with money are few, and the sweep runs twice a minute.
CREATE OR REPLACE FUNCTION ledger_bonus_wallets_holding() RETURNS TABLE (merchant_code text, member_id bigint, balance_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT a.merchant_code, a.member_id, a.balance_minor FROM ledger_accounts a
   WHERE a.wallet = 'BONUS' AND a.member_id IS NOT NULL AND a.balance_minor > 0
$$;
