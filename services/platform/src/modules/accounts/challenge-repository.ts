import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export interface StoredChallenge {
  id: string;
  memberId: string;
  smsCodeId: string;
  ip: string;
  expiresAtMs: number;
  completed: boolean;
}

interface ChallengeRow {
  id: string;
  member_id: string;
  sms_code_id: string;
  ip: string;
  expires_at: unknown;
  completed_at: unknown;
}

const CHALLENGE_COLUMNS = 'id, member_id::text AS member_id, sms_code_id::text AS sms_code_id, ip, expires_at, completed_at';

function challengeFrom(row: ChallengeRow): StoredChallenge {
  return { id: row.id, memberId: row.member_id, smsCodeId: row.sms_code_id, ip: row.ip, expiresAtMs: toEpochMs(row.expires_at), completed: row.completed_at !== null };
}

export async function insertChallenge(db: Queryable, merchantCode: string, challenge: Omit<StoredChallenge, 'completed'>, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO login_challenges (id, merchant_code, member_id, sms_code_id, ip, created_at, expires_at)
     VALUES ($1, $2, $3::bigint, $4::bigint, $5, $6::timestamptz, $7::timestamptz)`,
    [challenge.id, merchantCode, challenge.memberId, challenge.smsCodeId, challenge.ip, isoAt(nowMs), isoAt(challenge.expiresAtMs)],
  );
}

export async function selectChallenge(db: Queryable, merchantCode: string, id: string): Promise<StoredChallenge | null> {
  const { rows } = await db.query<ChallengeRow>(`SELECT ${CHALLENGE_COLUMNS} FROM login_challenges WHERE merchant_code = $1 AND id = $2`, [merchantCode, id]);
  return rows[0] ? challengeFrom(rows[0]) : null;
}

/** The newest open challenge of a member from one address, if any. */
export async function selectOpenChallenge(db: Queryable, merchantCode: string, memberId: string, ip: string, nowMs: number): Promise<StoredChallenge | null> {
  const { rows } = await db.query<ChallengeRow>(
    `SELECT ${CHALLENGE_COLUMNS} FROM login_challenges
      WHERE merchant_code = $1 AND member_id = $2::bigint AND ip = $3 AND completed_at IS NULL AND expires_at > $4::timestamptz
      ORDER BY created_at DESC LIMIT 1`,
    [merchantCode, memberId, ip, isoAt(nowMs)],
  );
  return rows[0] ? challengeFrom(rows[0]) : null;
}

/** Marks a challenge done; false when it already was (two verifications racing). */
export async function completeChallenge(db: Queryable, merchantCode: string, id: string, nowMs: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE login_challenges SET completed_at = $3::timestamptz WHERE merchant_code = $1 AND id = $2 AND completed_at IS NULL RETURNING id', [
    merchantCode,
    id,
    isoAt(nowMs),
  ]);
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM login_challenges WHERE expires_at < $1::timestamptz', [isoAt(beforeMs)]);
}
