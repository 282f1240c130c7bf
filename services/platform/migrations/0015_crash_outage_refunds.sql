-- A Crash round the platform could not run to its end gives open stakes back (decision 0012,
-- "Outages"). When no instance was running a merchant's rounds at its crash (every instance down, or
-- stalled), players could not cash out by hand while it flew: when a runner comes back and settles it
-- late, the auto cash-outs the round reached are paid as always (the server decided those), and every
-- other open bet is refunded instead of lost. The round is marked interrupted.
ALTER TABLE crash_rounds ADD COLUMN interrupted boolean NOT NULL DEFAULT false;
ALTER TABLE crash_rounds ADD CONSTRAINT crash_rounds_interrupted_settled CHECK (NOT interrupted OR status = 'crashed');

ALTER TABLE crash_bets ADD COLUMN refund_posting_id bigint UNIQUE REFERENCES ledger_postings (id);
ALTER TABLE crash_bets DROP CONSTRAINT crash_bets_status_check;
ALTER TABLE crash_bets ADD CONSTRAINT crash_bets_status_check CHECK (status IN ('open', 'won', 'lost', 'refunded'));
-- a refunded bet paid its stake back through its own posting, and nothing else
ALTER TABLE crash_bets ADD CONSTRAINT crash_bets_refund CHECK (
  (status = 'refunded') = (refund_posting_id IS NOT NULL) AND (status <> 'refunded' OR (payout_minor = amount_minor AND win_posting_id IS NULL))
);
