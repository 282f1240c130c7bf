-- Every problem the ledger can have, one row each; no rows means the ledger is consistent (decision
-- 0008). `SELECT * FROM ledger_check()` on a live database, or `pnpm ops ledger check`. A posting's key
-- and answer are its own columns (decision 0015, "Fewer statements"), and its answer must be where its
-- entries ended.
CREATE OR REPLACE FUNCTION ledger_check() RETURNS TABLE (problem text, subject text, detail text) LANGUAGE sql STABLE AS $$
  SELECT 'posting-unbalanced', p.id::text, format('%s entries summing to %s', count(e.id), coalesce(sum(e.amount_minor), 0))
    FROM ledger_postings p LEFT JOIN ledger_entries e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount_minor), 0) <> 0
  UNION ALL
  SELECT 'entry-mixes-merchants', e.id::text, format('posting %s is %s/%s, account %s is %s/%s', p.id, p.merchant_code, p.currency_code, a.id, a.merchant_code, a.currency_code)
    FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.merchant_code <> p.merchant_code OR a.currency_code <> p.currency_code
  UNION ALL
  SELECT 'entry-arithmetic', e.id::text, format('%s + %s <> %s', e.previous_balance_minor, e.amount_minor, e.balance_minor)
    FROM ledger_entries e WHERE e.previous_balance_minor + e.amount_minor <> e.balance_minor
  UNION ALL
  SELECT 'entry-chain-broken', chain.id::text,
         format('account %s entry #%s starts at %s, the entry before ends at %s', chain.account_id, chain.account_sequence, chain.previous_balance_minor, chain.expected_previous)
    FROM (
      SELECT e.id, e.account_id, e.account_sequence, e.previous_balance_minor,
             coalesce(lag(e.balance_minor) OVER w, 0) AS expected_previous,
             coalesce(lag(e.account_sequence) OVER w, 0) AS sequence_before
        FROM ledger_entries e WINDOW w AS (PARTITION BY e.account_id ORDER BY e.account_sequence)
    ) chain
    WHERE chain.previous_balance_minor <> chain.expected_previous OR chain.account_sequence <> chain.sequence_before + 1
  UNION ALL
  SELECT 'account-balance-mismatch', a.id::text,
         format('balance %s, entries sum to %s and the last ends at %s; entry_count %s, entries %s', a.balance_minor, coalesce(totals.total, 0), coalesce(totals.last_balance, 0), a.entry_count, coalesce(totals.entries, 0))
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT e.account_id, sum(e.amount_minor) AS total, count(*) AS entries, (array_agg(e.balance_minor ORDER BY e.account_sequence DESC))[1] AS last_balance
        FROM ledger_entries e GROUP BY e.account_id
    ) totals ON totals.account_id = a.id
    WHERE a.balance_minor <> coalesce(totals.total, 0) OR a.balance_minor <> coalesce(totals.last_balance, 0) OR a.entry_count <> coalesce(totals.entries, 0)
  UNION ALL
  SELECT 'member-balance-negative', a.id::text, format('member %s wallet %s is at %s', a.member_id, a.wallet, a.balance_minor)
    FROM ledger_accounts a WHERE a.member_id IS NOT NULL AND a.balance_minor < 0
  UNION ALL
  SELECT 'member-entry-negative', e.id::text, format('member %s wallet %s went to %s', a.member_id, a.wallet, e.balance_minor)
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id IS NOT NULL AND e.balance_minor < 0
  UNION ALL
  -- the answer a posting keeps for its key: the balance each leg's entry ended on
  SELECT 'posting-answer-mismatch', p.id::text, format('answers %s, its entries end at %s', p.balances_after, answered.balances)
    FROM ledger_postings p
    JOIN (SELECT e.posting_id, array_agg(e.balance_minor ORDER BY e.leg_index) AS balances FROM ledger_entries e GROUP BY e.posting_id) answered
      ON answered.posting_id = p.id
    WHERE p.balances_after IS DISTINCT FROM answered.balances
$$;
