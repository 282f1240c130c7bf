import { toIsoString, type Queryable } from '../../db/database';

/**
 * A member's play lock (member_play_locks): an operator's stop on new stakes, kept with the member's
 * account. The operators' commands lock and lift it (modules/ops-commands); the in-house games ask
 * isPlayLocked and the seamless wallet's SQL asks member_play_locked (sql/member_play_locked.sql)
 * before they take a stake.
 */
export interface StoredPlayLock {
  reason: string;
  lockedAt: string;
}

interface PlayLockRow {
  reason: string;
  locked_at: unknown;
}

function playLockFrom(row: PlayLockRow): StoredPlayLock {
  return { reason: row.reason, lockedAt: toIsoString(row.locked_at) };
}

export async function selectPlayLock(db: Queryable, merchantCode: string, memberId: string): Promise<StoredPlayLock | null> {
  const { rows } = await db.query<PlayLockRow>('SELECT reason, locked_at FROM member_play_locks WHERE merchant_code = $1 AND member_id = $2::bigint', [merchantCode, memberId]);
  return rows[0] ? playLockFrom(rows[0]) : null;
}

/** The lock written, or null when the member was already locked: the first lock stays as it was. */
export async function insertPlayLock(tx: Queryable, merchantCode: string, memberId: string, reason: string, lockedAt: string): Promise<StoredPlayLock | null> {
  const { rows } = await tx.query<PlayLockRow>(
    `INSERT INTO member_play_locks (merchant_code, member_id, reason, locked_at) VALUES ($1, $2::bigint, $3, $4::timestamptz)
     ON CONFLICT (merchant_code, member_id) DO NOTHING RETURNING reason, locked_at`,
    [merchantCode, memberId, reason, lockedAt],
  );
  return rows[0] ? playLockFrom(rows[0]) : null;
}

/** The lock lifted, or null when there was none. */
export async function deletePlayLock(tx: Queryable, merchantCode: string, memberId: string): Promise<StoredPlayLock | null> {
  const { rows } = await tx.query<PlayLockRow>('DELETE FROM member_play_locks WHERE merchant_code = $1 AND member_id = $2::bigint RETURNING reason, locked_at', [merchantCode, memberId]);
  return rows[0] ? playLockFrom(rows[0]) : null;
}

/** Whether an operator locked the member's play (a single index probe). */
export async function isPlayLocked(db: Queryable, merchantCode: string, memberId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_play_locks WHERE merchant_code = $1 AND member_id = $2::bigint', [merchantCode, memberId]);
  return rows.length > 0;
}
