-- Notifications of a member (SPEC §3 "Notifications", docs/decisions/0020-live-notifications.md):
-- what the cashier decided about their deposits and withdrawals, with the amount and the time. Each
-- row is written in the transaction of the decision it tells, together with a NOTIFY on the channel
-- member_notices, which Postgres delivers only when that transaction commits: a notification goes
-- out exactly when the money moved. Every server instance LISTENs on the channel and pushes the row
-- to the member's open sockets. Balance changes after wins are not rows: they are NOTIFY hints only.
CREATE TABLE member_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'DEPOSIT_CONFIRMED', 'DEPOSIT_REJECTED',
    'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_FAILED', 'WITHDRAWAL_RETURNED', 'WITHDRAWAL_DISPUTE_CLOSED'
  )),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  -- what the notification is about and why: depositId or withdrawalId, reason, awaitingReceipt
  data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
-- the member's list, newest first, a page at a time
CREATE INDEX member_notifications_member ON member_notifications (merchant_code, member_id, id DESC);
-- the unread count, read at every push
CREATE INDEX member_notifications_unread ON member_notifications (merchant_code, member_id) WHERE read_at IS NULL;
