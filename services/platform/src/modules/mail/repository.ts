import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAtMs: number;
}

export async function insertOutboxMail(db: Queryable, merchantCode: string, memberId: string, mail: OutboxMail): Promise<void> {
  await db.query(
    'INSERT INTO mail_outbox (merchant_code, member_id, recipient, subject, body, sent_at) VALUES ($1, $2::bigint, $3, $4, $5, $6::timestamptz)',
    [merchantCode, memberId, mail.to, mail.subject, mail.text, isoAt(mail.sentAtMs)],
  );
}

/** Mails sent to the member, newest first. */
export async function selectOutboxMailsOfMember(db: Queryable, merchantCode: string, memberId: string, limit: number): Promise<OutboxMail[]> {
  const { rows } = await db.query<{ recipient: string; subject: string; body: string; sent_at: unknown }>(
    `SELECT o.recipient, o.subject, o.body, o.sent_at FROM mail_outbox o
      WHERE o.merchant_code = $1 AND o.member_id = $2::bigint
      ORDER BY o.id DESC LIMIT $3`,
    [merchantCode, memberId, limit],
  );
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, text: row.body, sentAtMs: toEpochMs(row.sent_at) }));
}
