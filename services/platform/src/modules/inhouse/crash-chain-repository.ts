import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export interface CrashChainRow {
  id: string;
  commitment: string;
  salt: string | null;
  seedSealed: string;
  roundCount: number;
  roundsPlayed: number;
}

interface Row {
  id: string;
  commitment: string;
  salt: string | null;
  seed_sealed: string;
  round_count: number;
  rounds_played: number;
}

const chainFrom = (row: Row): CrashChainRow => ({
  id: row.id,
  commitment: row.commitment,
  salt: row.salt,
  seedSealed: row.seed_sealed,
  roundCount: Number(row.round_count),
  roundsPlayed: Number(row.rounds_played),
});

/** The merchant's chain in play, locked for the caller's transaction. */
export async function selectChainInPlay(tx: Queryable, merchantCode: string): Promise<CrashChainRow | null> {
  const { rows } = await tx.query<Row>(
    'SELECT id::text AS id, commitment, salt, seed_sealed, round_count, rounds_played FROM crash_chains WHERE merchant_code = $1 AND finished_at IS NULL FOR UPDATE',
    [merchantCode],
  );
  return rows[0] ? chainFrom(rows[0]) : null;
}

export interface NewCrashChain {
  merchantCode: string;
  commitment: string;
  salt: string | null;
  seedSealed: string;
  roundCount: number;
  createdAtMs: number;
}

export async function insertChain(tx: Queryable, chain: NewCrashChain): Promise<CrashChainRow> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO crash_chains (merchant_code, commitment, salt, seed_sealed, round_count, created_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz)
     RETURNING id::text AS id, commitment, salt, seed_sealed, round_count, rounds_played`,
    [chain.merchantCode, chain.commitment, chain.salt, chain.seedSealed, chain.roundCount, isoAt(chain.createdAtMs)],
  );
  if (!rows[0]) throw new Error('inhouse: a crash chain was inserted without a row');
  return chainFrom(rows[0]);
}

export async function countRoundPlayed(tx: Queryable, chainId: string): Promise<void> {
  await tx.query('UPDATE crash_chains SET rounds_played = rounds_played + 1 WHERE id = $1::bigint', [chainId]);
}

/** A chain whose every round was played: its seed is public from now on, as every hash it made already is. */
export async function finishChain(tx: Queryable, chainId: string, seed: string, nowMs: number): Promise<void> {
  await tx.query('UPDATE crash_chains SET finished_at = $2::timestamptz, revealed_seed = $3 WHERE id = $1::bigint', [chainId, isoAt(nowMs), seed]);
}

export interface PublishedChainRow {
  id: string;
  commitment: string;
  publishedAtMs: number;
  roundCount: number;
  roundsPlayed: number;
  finishedAtMs: number | null;
  revealedSeed: string | null;
}

/** The merchant's newest chains as players may see them: commitments, times, and the seeds of finished chains. */
export async function selectPublishedChains(db: Queryable, merchantCode: string, limit: number): Promise<PublishedChainRow[]> {
  const { rows } = await db.query<{ id: string; commitment: string; created_at: unknown; round_count: number; rounds_played: number; finished_at: unknown; revealed_seed: string | null }>(
    `SELECT id::text AS id, commitment, created_at, round_count, rounds_played, finished_at, revealed_seed FROM crash_chains
      WHERE merchant_code = $1 ORDER BY id DESC LIMIT $2`,
    [merchantCode, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    commitment: row.commitment,
    publishedAtMs: toEpochMs(row.created_at),
    roundCount: Number(row.round_count),
    roundsPlayed: Number(row.rounds_played),
    finishedAtMs: row.finished_at === null || row.finished_at === undefined ? null : toEpochMs(row.finished_at),
    revealedSeed: row.revealed_seed,
  }));
}
