-- A provider's round settles with its first win (decision 0022, "Team figures"), and that win now
-- carries the stake that stood in the round then: seamless_win already reads the round's rows to check
-- the win, so it sums the accepted bets it sees and writes them on the first win's row. The team
-- figures of a settlement then read one index range of win rows (the window's wins, with the member,
-- the amount and that stake in the index itself) instead of grouping the window's wins by round and
-- joining every transaction of those rounds: at the benchmark's scale, two passes over two million
-- rows became one over a million, while a wallet call writes one more column and nothing more.

-- 1. The stake of the round on its first win; null on every other row.
ALTER TABLE provider_transactions ADD COLUMN round_stake_minor bigint CHECK (round_stake_minor >= 0);
ALTER TABLE provider_transactions ADD CONSTRAINT provider_transactions_round_stake_on_wins CHECK (round_stake_minor IS NULL OR kind = 'WIN');

-- Rounds settled before: the first win (by id) of each round gets the stake of the round's bets that stand.
UPDATE provider_transactions w
   SET round_stake_minor = coalesce((SELECT sum(b.amount_minor) FROM provider_transactions b
                                      WHERE b.provider_code = w.provider_code AND b.player_id = w.player_id AND b.round_id = w.round_id
                                        AND b.kind = 'BET' AND b.status = 'ACCEPTED'), 0)
 WHERE w.kind = 'WIN'
   AND w.id = (SELECT min(f.id) FROM provider_transactions f
                WHERE f.provider_code = w.provider_code AND f.player_id = w.player_id AND f.round_id = w.round_id AND f.kind = 'WIN');

-- 2. The window's wins, read from the index alone once the table is vacuumed.
CREATE INDEX provider_transactions_settled_wins ON provider_transactions (merchant_code, created_at) INCLUDE (member_id, amount_minor, round_stake_minor) WHERE kind = 'WIN';
DROP INDEX provider_transactions_wins;

-- 3. and 4. seamless_move writes the provider's row with its round stake, and seamless_win sums the
-- stakes that stand while it checks the round and marks the round's first win with them: both are in
-- src/modules/seamless/sql, one file per function (decision 0035).
