import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export interface StoredProvider {
  providerCode: string;
  secret: string;
  active: boolean;
}

export async function upsertProvider(db: Queryable, providerCode: string, secret: string, active: boolean, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO seamless_providers (provider_code, secret, active, created_at, updated_at) VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz)
     ON CONFLICT (provider_code) DO UPDATE SET secret = EXCLUDED.secret, active = EXCLUDED.active, updated_at = EXCLUDED.updated_at
       WHERE seamless_providers.secret IS DISTINCT FROM EXCLUDED.secret OR seamless_providers.active IS DISTINCT FROM EXCLUDED.active`,
    [providerCode, secret, active, isoAt(nowMs)],
  );
}

export async function selectProvider(db: Queryable, providerCode: string): Promise<StoredProvider | null> {
  const { rows } = await db.query<{ provider_code: string; secret: string; active: boolean }>('SELECT provider_code, secret, active FROM seamless_providers WHERE provider_code = $1', [providerCode]);
  const row = rows[0];
  return row ? { providerCode: row.provider_code, secret: row.secret, active: row.active } : null;
}

export interface ExchangedLaunch {
  merchantCode: string;
  memberId: string;
  gameId: string;
}

/**
 * Marks a launch token used and returns whom it was for, in one statement: of two exchanges of the
 * same token at once, only one finds it unused. Expired, used and unknown tokens return null.
 * (launch_tokens is written by modules/play when a launch is ready.)
 */
export async function consumeLaunchToken(tx: Queryable, tokenHash: string, nowMs: number): Promise<ExchangedLaunch | null> {
  const { rows } = await tx.query<{ merchant_code: string; member_id: string; game_id: string }>(
    `UPDATE launch_tokens SET used_at = $2::timestamptz
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
      RETURNING merchant_code, member_id::text AS member_id, game_id`,
    [tokenHash, isoAt(nowMs)],
  );
  const row = rows[0];
  return row ? { merchantCode: row.merchant_code, memberId: row.member_id, gameId: row.game_id } : null;
}

export interface SeamlessPlayer {
  providerCode: string;
  playerId: string;
  merchantCode: string;
  memberId: string;
}

/** The member's id for this provider, made on first use; `newPlayerId` is used only then. */
export async function ensurePlayer(tx: Queryable, providerCode: string, merchantCode: string, memberId: string, newPlayerId: string, nowMs: number): Promise<string> {
  await tx.query(
    `INSERT INTO seamless_players (provider_code, player_id, merchant_code, member_id, created_at) VALUES ($1, $2, $3, $4::bigint, $5::timestamptz)
     ON CONFLICT (provider_code, merchant_code, member_id) DO NOTHING`,
    [providerCode, newPlayerId, merchantCode, memberId, isoAt(nowMs)],
  );
  const { rows } = await tx.query<{ player_id: string }>('SELECT player_id FROM seamless_players WHERE provider_code = $1 AND merchant_code = $2 AND member_id = $3::bigint', [
    providerCode,
    merchantCode,
    memberId,
  ]);
  const playerId = rows[0]?.player_id;
  if (!playerId) throw new Error(`seamless: player of ${merchantCode}/${memberId} for ${providerCode} neither made nor found`);
  return playerId;
}

export async function selectPlayer(db: Queryable, providerCode: string, playerId: string): Promise<SeamlessPlayer | null> {
  const { rows } = await db.query<{ merchant_code: string; member_id: string }>(
    'SELECT merchant_code, member_id::text AS member_id FROM seamless_players WHERE provider_code = $1 AND player_id = $2',
    [providerCode, playerId],
  );
  const row = rows[0];
  return row ? { providerCode, playerId, merchantCode: row.merchant_code, memberId: row.member_id } : null;
}

export interface NewGameSession {
  tokenHash: string;
  providerCode: string;
  playerId: string;
  gameId: string;
  gameCode: string;
  wallet: string;
  createdAtMs: number;
  expiresAtMs: number;
}

export async function insertGameSession(tx: Queryable, session: NewGameSession): Promise<void> {
  await tx.query(
    `INSERT INTO seamless_sessions (token_hash, provider_code, player_id, game_id, game_code, wallet, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz, $8::timestamptz)`,
    [session.tokenHash, session.providerCode, session.playerId, session.gameId, session.gameCode, session.wallet, isoAt(session.createdAtMs), isoAt(session.expiresAtMs)],
  );
}

export interface StoredGameSession {
  playerId: string;
  gameId: string;
  gameCode: string;
  wallet: string;
  lastSeenAtMs: number;
  expiresAtMs: number;
}

interface GameSessionRow {
  player_id: string;
  game_id: string;
  game_code: string;
  wallet: string;
  last_seen_at: unknown;
  expires_at: unknown;
}

const sessionFrom = (row: GameSessionRow): StoredGameSession => ({
  playerId: row.player_id,
  gameId: row.game_id,
  gameCode: row.game_code,
  wallet: row.wallet,
  lastSeenAtMs: toEpochMs(row.last_seen_at),
  expiresAtMs: toEpochMs(row.expires_at),
});

/** A session of this provider only: another provider's token is not found. */
export async function selectGameSession(db: Queryable, providerCode: string, tokenHash: string): Promise<StoredGameSession | null> {
  const { rows } = await db.query<GameSessionRow>(
    'SELECT player_id, game_id, game_code, wallet, last_seen_at, expires_at FROM seamless_sessions WHERE token_hash = $1 AND provider_code = $2',
    [tokenHash, providerCode],
  );
  return rows[0] ? sessionFrom(rows[0]) : null;
}

/**
 * selectGameSession and whether the member's play is locked, in one read: a stake needs both, inside
 * the transaction that holds its locks.
 */
export async function selectGameSessionAndPlayLock(
  db: Queryable,
  providerCode: string,
  tokenHash: string,
  player: { merchantCode: string; memberId: string },
): Promise<{ session: StoredGameSession | null; playLocked: boolean }> {
  const { rows } = await db.query<Partial<GameSessionRow> & { play_locked: boolean }>(
    `SELECT s.player_id, s.game_id, s.game_code, s.wallet, s.last_seen_at, s.expires_at,
            member_play_locked($3, $4::bigint) AS play_locked
       FROM (SELECT 1) AS one LEFT JOIN seamless_sessions s ON s.token_hash = $1 AND s.provider_code = $2`,
    [tokenHash, providerCode, player.merchantCode, player.memberId],
  );
  const row = rows[0];
  const session = row?.player_id === undefined || row.player_id === null ? null : sessionFrom(row as GameSessionRow);
  return { session, playLocked: row?.play_locked ?? false };
}

/** The player's latest session of a game code: what a rollback without a bet is filed under. */
export async function selectLatestGameSession(db: Queryable, providerCode: string, playerId: string, gameCode: string): Promise<StoredGameSession | null> {
  const { rows } = await db.query<GameSessionRow>(
    `SELECT player_id, game_id, game_code, wallet, last_seen_at, expires_at FROM seamless_sessions
      WHERE provider_code = $1 AND player_id = $2 AND game_code = $3 ORDER BY created_at DESC LIMIT 1`,
    [providerCode, playerId, gameCode],
  );
  return rows[0] ? sessionFrom(rows[0]) : null;
}

export async function touchGameSession(db: Queryable, tokenHash: string, atMs: number): Promise<void> {
  await db.query('UPDATE seamless_sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1 AND last_seen_at < $2::timestamptz', [tokenHash, isoAt(atMs)]);
}

export async function deleteGameSessionsEndedBefore(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM seamless_sessions WHERE expires_at < $1::timestamptz', [isoAt(beforeMs)]);
}
