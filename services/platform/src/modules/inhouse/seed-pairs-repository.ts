import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

export interface SeedPairRow {
  id: string;
  serverSeedSealed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  /** the server seed in clear, once the pair has been rotated */
  revealedServerSeed: string | null;
}

interface Row {
  id: string;
  server_seed_sealed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: string;
  revealed_server_seed: string | null;
}

const COLUMNS = 'id::text AS id, server_seed_sealed, server_seed_hash, client_seed, next_nonce::text AS next_nonce, revealed_server_seed';

function pairFrom(row: Row): SeedPairRow {
  return {
    id: row.id,
    serverSeedSealed: row.server_seed_sealed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nextNonce: Number(row.next_nonce),
    revealedServerSeed: row.revealed_server_seed,
  };
}

/** The member's pair in use; locked for the caller's transaction when asked, so nonces are taken in turn. */
export async function selectActiveSeedPair(db: Queryable, merchantCode: string, memberId: string, lock: boolean): Promise<SeedPairRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM inhouse_seed_pairs WHERE merchant_code = $1 AND member_id = $2::bigint AND rotated_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [merchantCode, memberId],
  );
  return rows[0] ? pairFrom(rows[0]) : null;
}

export async function selectSeedPairById(db: Queryable, id: string): Promise<SeedPairRow | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM inhouse_seed_pairs WHERE id = $1::bigint`, [id]);
  return rows[0] ? pairFrom(rows[0]) : null;
}

export interface NewSeedPair {
  merchantCode: string;
  memberId: string;
  serverSeedSealed: string;
  serverSeedHash: string;
  clientSeed: string;
  createdAtMs: number;
}

/** Adds the member's active pair unless a concurrent request added one first; the caller then reads whichever won. */
export async function insertSeedPairIfMissing(db: Queryable, pair: NewSeedPair): Promise<void> {
  await db.query(
    `INSERT INTO inhouse_seed_pairs (merchant_code, member_id, server_seed_sealed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6::timestamptz)
     ON CONFLICT (merchant_code, member_id) WHERE rotated_at IS NULL DO NOTHING`,
    [pair.merchantCode, pair.memberId, pair.serverSeedSealed, pair.serverSeedHash, pair.clientSeed, isoAt(pair.createdAtMs)],
  );
}

/** The pair's next nonce, moved on by one; the caller holds the pair's lock. */
export async function takeNonce(tx: Queryable, pairId: string): Promise<number> {
  const { rows } = await tx.query<{ nonce: string }>('UPDATE inhouse_seed_pairs SET next_nonce = next_nonce + 1 WHERE id = $1::bigint RETURNING (next_nonce - 1)::text AS nonce', [pairId]);
  if (!rows[0]) throw new Error(`inhouse: seed pair ${pairId} vanished while locked`);
  return Number(rows[0].nonce);
}

export async function markSeedPairRotated(tx: Queryable, pairId: string, serverSeed: string, nowMs: number): Promise<void> {
  await tx.query('UPDATE inhouse_seed_pairs SET rotated_at = $2::timestamptz, revealed_server_seed = $3 WHERE id = $1::bigint', [pairId, isoAt(nowMs), serverSeed]);
}
