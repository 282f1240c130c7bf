import { toEpochMs, type Queryable } from '../../db/database';
import { isoAt } from '../../clock';

export type FailureSubjectKind = 'name' | 'ip';

/** Times of the latest failures of one subject since `sinceMs`, newest first, at most `limit`. */
export async function selectRecentFailures(db: Queryable, merchantCode: string, kind: FailureSubjectKind, subject: string, sinceMs: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ failed_at: unknown }>(
    `SELECT failed_at FROM login_failures
      WHERE merchant_code = $1 AND subject_kind = $2 AND subject = $3 AND failed_at > $4::timestamptz
      ORDER BY failed_at DESC LIMIT $5`,
    [merchantCode, kind, subject, isoAt(sinceMs), limit],
  );
  return rows.map((row) => toEpochMs(row.failed_at));
}

export async function insertFailure(db: Queryable, merchantCode: string, kind: FailureSubjectKind, subject: string, atMs: number): Promise<void> {
  await db.query('INSERT INTO login_failures (merchant_code, subject_kind, subject, failed_at) VALUES ($1, $2, $3, $4::timestamptz)', [merchantCode, kind, subject, isoAt(atMs)]);
}

export async function deleteFailures(db: Queryable, merchantCode: string, kind: FailureSubjectKind, subject: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND subject_kind = $2 AND subject = $3', [merchantCode, kind, subject]);
}

export async function deleteFailuresBefore(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE failed_at < $1::timestamptz', [isoAt(beforeMs)]);
}
