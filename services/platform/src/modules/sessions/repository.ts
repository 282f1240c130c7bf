import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export interface StoredSession {
  memberId: string;
  createdAtMs: number;
  lastSeenAtMs: number;
  expiresAtMs: number;
  revoked: boolean;
  passwordChangeRequired: boolean;
}

export interface NewSession {
  tokenHash: string;
  merchantCode: string;
  memberId: string;
  ip: string;
  createdAtMs: number;
  expiresAtMs: number;
  passwordChangeRequired: boolean;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, merchant_code, member_id, ip, created_at, last_seen_at, expires_at, password_change_required)
     VALUES ($1, $2, $3::bigint, $4, $5::timestamptz, $5::timestamptz, $6::timestamptz, $7)`,
    [session.tokenHash, session.merchantCode, session.memberId, session.ip, isoAt(session.createdAtMs), isoAt(session.expiresAtMs), session.passwordChangeRequired],
  );
}

/** A session of this merchant only: a token issued by another merchant is not found. */
export async function selectSession(db: Queryable, merchantCode: string, tokenHash: string): Promise<StoredSession | null> {
  const { rows } = await db.query<{ member_id: string; created_at: unknown; last_seen_at: unknown; expires_at: unknown; revoked_at: unknown; password_change_required: boolean }>(
    `SELECT member_id::text AS member_id, created_at, last_seen_at, expires_at, revoked_at, password_change_required
     FROM sessions WHERE token_hash = $1 AND merchant_code = $2`,
    [tokenHash, merchantCode],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.member_id,
    createdAtMs: toEpochMs(row.created_at),
    lastSeenAtMs: toEpochMs(row.last_seen_at),
    expiresAtMs: toEpochMs(row.expires_at),
    revoked: row.revoked_at !== null,
    passwordChangeRequired: row.password_change_required,
  };
}

export async function updateLastSeen(db: Queryable, tokenHash: string, atMs: number): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1 AND last_seen_at < $2::timestamptz', [tokenHash, isoAt(atMs)]);
}

export async function revokeSessionRow(db: Queryable, tokenHash: string, atMs: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2::timestamptz WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, isoAt(atMs)]);
}

export async function revokeMemberSessionRows(db: Queryable, merchantCode: string, memberId: string, atMs: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3::timestamptz WHERE merchant_code = $1 AND member_id = $2::bigint AND revoked_at IS NULL', [
    merchantCode,
    memberId,
    isoAt(atMs),
  ]);
}

/** Of these token hashes, those whose session is still usable: not revoked, before its end, seen within `idleMs`. */
export async function selectLiveSessionHashes(db: Queryable, tokenHashes: readonly string[], nowMs: number, idleMs: number): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const { rows } = await db.query<{ token_hash: string }>(
    `SELECT token_hash FROM sessions
     WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > $2::timestamptz AND last_seen_at > $3::timestamptz`,
    [[...tokenHashes], isoAt(nowMs), isoAt(nowMs - idleMs)],
  );
  return new Set(rows.map((row) => row.token_hash));
}

/** Sessions past their absolute end can never be used again. */
export async function deleteEndedSessions(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < $1::timestamptz', [isoAt(beforeMs)]);
}
