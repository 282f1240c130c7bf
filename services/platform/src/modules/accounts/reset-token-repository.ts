import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export async function insertResetToken(db: Queryable, merchantCode: string, memberId: string, tokenHash: string, nowMs: number, expiresAtMs: number): Promise<void> {
  await db.query(
    'INSERT INTO password_reset_tokens (token_hash, merchant_code, member_id, created_at, expires_at) VALUES ($1, $2, $3::bigint, $4::timestamptz, $5::timestamptz)',
    [tokenHash, merchantCode, memberId, isoAt(nowMs), isoAt(expiresAtMs)],
  );
}

/** A new link replaces the member's earlier unused ones. */
export async function deleteOpenResetTokens(db: Queryable, merchantCode: string, memberId: string): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE merchant_code = $1 AND member_id = $2::bigint AND used_at IS NULL', [merchantCode, memberId]);
}

/** The member of a live token of this merchant: known, unused and unexpired. */
export async function selectLiveResetToken(db: Queryable, merchantCode: string, tokenHash: string, nowMs: number): Promise<string | null> {
  const { rows } = await db.query<{ member_id: string; expires_at: unknown; used_at: unknown }>(
    'SELECT member_id::text AS member_id, expires_at, used_at FROM password_reset_tokens WHERE merchant_code = $1 AND token_hash = $2',
    [merchantCode, tokenHash],
  );
  const row = rows[0];
  if (!row || row.used_at !== null || toEpochMs(row.expires_at) <= nowMs) return null;
  return row.member_id;
}

/** Uses a token up; false when it already was (two resets racing). */
export async function markResetTokenUsed(db: Queryable, tokenHash: string, nowMs: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE password_reset_tokens SET used_at = $2::timestamptz WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash', [
    tokenHash,
    isoAt(nowMs),
  ]);
  return rows.length > 0;
}

export async function deleteExpiredResetTokens(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE expires_at < $1::timestamptz', [isoAt(beforeMs)]);
}
