import type { RedEnvelopeEligibility } from '@croupier/contract';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { operatorUsernameSql } from '../backoffice-operators';

/** The pools and grabs of red envelopes (migration 0039); only this module names their tables. */

export type PoolStatus = 'PENDING' | 'OPEN' | 'CLOSED';
export type CloseReason = 'ENDED' | 'EMPTIED' | 'CLOSED_EARLY';

export interface PoolRow {
  id: string;
  merchantCode: string;
  titleEn: string;
  titleBn: string;
  totalMinor: bigint;
  envelopeCount: number;
  minMinor: bigint;
  startsAtMs: number;
  endsAtMs: number;
  eligibility: RedEnvelopeEligibility;
  seedHex: string;
  seedSha256: string;
  status: PoolStatus;
  createdById: string;
  createdByName: string;
  createdAtMs: number;
  approvedById: string | null;
  approvedByName: string | null;
  approvedAtMs: number | null;
  fundingPostingId: string | null;
  grabbedCount: number;
  grabbedMinor: bigint;
  closedAtMs: number | null;
  closeReason: CloseReason | null;
  closedByName: string | null;
  returnedMinor: bigint | null;
  returnPostingId: string | null;
}

interface RawPool {
  id: string;
  merchant_code: string;
  title_en: string;
  title_bn: string;
  total_minor: string;
  envelope_count: number;
  min_minor: string;
  starts_ms: string;
  ends_ms: string;
  eligibility: RedEnvelopeEligibility;
  seed_hex: string;
  seed_sha256: string;
  status: PoolStatus;
  created_by: string;
  created_by_name: string | null;
  created_ms: string;
  approved_by: string | null;
  approved_by_name: string | null;
  approved_ms: string | null;
  funding_posting_id: string | null;
  grabbed_count: number;
  grabbed_minor: string;
  closed_ms: string | null;
  close_reason: CloseReason | null;
  closed_by_name: string | null;
  returned_minor: string | null;
  return_posting_id: string | null;
}

const msOf = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;

const POOL_COLUMNS = `
  p.id::text AS id, p.merchant_code, p.title_en, p.title_bn, p.total_minor::text AS total_minor, p.envelope_count,
  p.min_minor::text AS min_minor, ${msOf('p.starts_at')} AS starts_ms, ${msOf('p.ends_at')} AS ends_ms, p.eligibility,
  p.seed_hex, p.seed_sha256, p.status, p.created_by::text AS created_by, ${operatorUsernameSql('p.created_by')} AS created_by_name,
  ${msOf('p.created_at')} AS created_ms, p.approved_by::text AS approved_by, ${operatorUsernameSql('p.approved_by')} AS approved_by_name,
  ${msOf('p.approved_at')} AS approved_ms, p.funding_posting_id::text AS funding_posting_id, p.grabbed_count,
  p.grabbed_minor::text AS grabbed_minor, ${msOf('p.closed_at')} AS closed_ms, p.close_reason,
  ${operatorUsernameSql('p.closed_by')} AS closed_by_name, p.returned_minor::text AS returned_minor, p.return_posting_id::text AS return_posting_id`;

const nullableNumber = (text: string | null) => (text === null ? null : Number(text));
const nullableBigInt = (text: string | null) => (text === null ? null : BigInt(text));

function poolOf(raw: RawPool): PoolRow {
  return {
    id: raw.id,
    merchantCode: raw.merchant_code,
    titleEn: raw.title_en,
    titleBn: raw.title_bn,
    totalMinor: BigInt(raw.total_minor),
    envelopeCount: raw.envelope_count,
    minMinor: BigInt(raw.min_minor),
    startsAtMs: Number(raw.starts_ms),
    endsAtMs: Number(raw.ends_ms),
    eligibility: raw.eligibility,
    seedHex: raw.seed_hex,
    seedSha256: raw.seed_sha256,
    status: raw.status,
    createdById: raw.created_by,
    createdByName: raw.created_by_name ?? '',
    createdAtMs: Number(raw.created_ms),
    approvedById: raw.approved_by,
    approvedByName: raw.approved_by_name,
    approvedAtMs: nullableNumber(raw.approved_ms),
    fundingPostingId: raw.funding_posting_id,
    grabbedCount: raw.grabbed_count,
    grabbedMinor: BigInt(raw.grabbed_minor),
    closedAtMs: nullableNumber(raw.closed_ms),
    closeReason: raw.close_reason,
    closedByName: raw.closed_by_name,
    returnedMinor: nullableBigInt(raw.returned_minor),
    returnPostingId: raw.return_posting_id,
  };
}

export interface NewPool {
  merchantCode: string;
  titleEn: string;
  titleBn: string;
  totalMinor: bigint;
  envelopeCount: number;
  minMinor: bigint;
  startsAtMs: number;
  endsAtMs: number;
  eligibility: RedEnvelopeEligibility;
  seedHex: string;
  seedSha256: string;
  createdById: string;
}

export async function insertPool(tx: Queryable, pool: NewPool, nowMs: number): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO red_envelope_pools (merchant_code, title_en, title_bn, total_minor, envelope_count, min_minor, starts_at, ends_at, eligibility, seed_hex, seed_sha256, status, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'PENDING', $12, $13) RETURNING id::text AS id`,
    [
      pool.merchantCode,
      pool.titleEn,
      pool.titleBn,
      pool.totalMinor.toString(),
      pool.envelopeCount,
      pool.minMinor.toString(),
      isoAt(pool.startsAtMs),
      isoAt(pool.endsAtMs),
      pool.eligibility,
      pool.seedHex,
      pool.seedSha256,
      pool.createdById,
      isoAt(nowMs),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('red envelopes: the new pool has no id');
  return id;
}

export async function selectPool(db: Queryable, poolId: string): Promise<PoolRow | null> {
  const { rows } = await db.query<RawPool>(`SELECT ${POOL_COLUMNS} FROM red_envelope_pools p WHERE p.id = $1`, [poolId]);
  return rows[0] ? poolOf(rows[0]) : null;
}

/** The pool's row, locked for the rest of the transaction: grabs, approvals and closings queue here. */
export async function lockPool(tx: Queryable, poolId: string): Promise<PoolRow | null> {
  const { rows } = await tx.query<RawPool>(`SELECT ${POOL_COLUMNS} FROM red_envelope_pools p WHERE p.id = $1 FOR UPDATE OF p`, [poolId], { name: 'red_envelope_lock_pool' });
  return rows[0] ? poolOf(rows[0]) : null;
}

/**
 * What a grab needs of the pool, locked. Whether the member already holds an envelope is asked in a
 * statement of its own after this one: a statement that waited for the lock still reads other tables as
 * they were when it began, so it could miss the grab the lock's last holder just committed.
 */
export interface GrabLock {
  merchantCode: string;
  totalMinor: bigint;
  envelopeCount: number;
  minMinor: bigint;
  startsAtMs: number;
  endsAtMs: number;
  seedHex: string;
  status: PoolStatus;
  funded: boolean;
  grabbedCount: number;
  grabbedMinor: bigint;
}

export async function lockPoolForGrab(tx: Queryable, poolId: string): Promise<GrabLock | null> {
  const { rows } = await tx.query<{
    merchant_code: string;
    total_minor: string;
    envelope_count: number;
    min_minor: string;
    starts_ms: string;
    ends_ms: string;
    seed_hex: string;
    status: PoolStatus;
    funded: boolean;
    grabbed_count: number;
    grabbed_minor: string;
  }>(
    `SELECT p.merchant_code, p.total_minor::text AS total_minor, p.envelope_count, p.min_minor::text AS min_minor,
            ${msOf('p.starts_at')} AS starts_ms, ${msOf('p.ends_at')} AS ends_ms, p.seed_hex, p.status,
            p.funding_posting_id IS NOT NULL AS funded, p.grabbed_count, p.grabbed_minor::text AS grabbed_minor
       FROM red_envelope_pools p WHERE p.id = $1 FOR UPDATE OF p`,
    [poolId],
    { name: 'red_envelope_lock_for_grab' },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    merchantCode: row.merchant_code,
    totalMinor: BigInt(row.total_minor),
    envelopeCount: row.envelope_count,
    minMinor: BigInt(row.min_minor),
    startsAtMs: Number(row.starts_ms),
    endsAtMs: Number(row.ends_ms),
    seedHex: row.seed_hex,
    status: row.status,
    funded: row.funded,
    grabbedCount: row.grabbed_count,
    grabbedMinor: BigInt(row.grabbed_minor),
  };
}

export async function selectPoolPage(db: Queryable, merchantCode: string, limit: number, offset: number): Promise<{ rows: PoolRow[]; total: number }> {
  const { rows } = await db.query<RawPool & { total: string }>(
    `SELECT ${POOL_COLUMNS}, count(*) OVER ()::text AS total FROM red_envelope_pools p WHERE p.merchant_code = $1 ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
    [merchantCode, limit, offset],
  );
  return { rows: rows.map(poolOf), total: Number(rows[0]?.total ?? 0) };
}

/** Funded pools a member may see: not closed, or closed since `closedSinceMs`; soonest end first. */
export async function selectMemberPools(db: Queryable, merchantCode: string, closedSinceMs: number): Promise<PoolRow[]> {
  const { rows } = await db.query<RawPool>(
    `SELECT ${POOL_COLUMNS} FROM red_envelope_pools p
      WHERE p.merchant_code = $1 AND p.approved_by IS NOT NULL AND (p.status = 'OPEN' OR p.closed_at >= $2)
      ORDER BY (p.status = 'CLOSED'), p.ends_at, p.id
      LIMIT 50`,
    [merchantCode, isoAt(closedSinceMs)],
  );
  return rows.map(poolOf);
}

export async function markApproved(tx: Queryable, poolId: string, operatorId: string, postingId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE red_envelope_pools SET status = 'OPEN', approved_by = $2, approved_at = $3, funding_posting_id = $4 WHERE id = $1 AND status = 'PENDING'`, [
    poolId,
    operatorId,
    isoAt(nowMs),
    postingId,
  ]);
}

export interface Closing {
  reason: CloseReason;
  operatorId: string | null;
  returnedMinor: bigint | null;
  returnPostingId: string | null;
}

export async function markClosed(tx: Queryable, poolId: string, closing: Closing, nowMs: number): Promise<void> {
  await tx.query(
    `UPDATE red_envelope_pools SET status = 'CLOSED', closed_at = $2, close_reason = $3, closed_by = $4, returned_minor = $5, return_posting_id = $6
      WHERE id = $1 AND status <> 'CLOSED'`,
    [poolId, isoAt(nowMs), closing.reason, closing.operatorId, closing.returnedMinor?.toString() ?? null, closing.returnPostingId],
  );
}

/**
 * Pools whose window has ended and that are not closed (funded ones, and ones never approved, which
 * close without money), oldest end first; rows another run holds are left to it.
 */
export async function selectDuePoolIds(tx: Queryable, nowMs: number, limit: number): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM red_envelope_pools WHERE status <> 'CLOSED' AND ends_at <= $1 ORDER BY ends_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [isoAt(nowMs), limit],
  );
  return rows.map((row) => row.id);
}

export interface GrabRow {
  poolId: string;
  envelopeIndex: number;
  memberId: string;
  amountMinor: bigint;
  grabbedAtMs: number;
}

interface RawGrab {
  pool_id: string;
  envelope_index: number;
  member_id: string;
  amount_minor: string;
  grabbed_ms: string;
}

const GRAB_COLUMNS = `g.pool_id::text AS pool_id, g.envelope_index, g.member_id::text AS member_id, g.amount_minor::text AS amount_minor, ${msOf('g.grabbed_at')} AS grabbed_ms`;

function grabOf(raw: RawGrab): GrabRow {
  return { poolId: raw.pool_id, envelopeIndex: raw.envelope_index, memberId: raw.member_id, amountMinor: BigInt(raw.amount_minor), grabbedAtMs: Number(raw.grabbed_ms) };
}

export async function selectMemberGrab(db: Queryable, poolId: string, memberId: string): Promise<GrabRow | null> {
  const { rows } = await db.query<RawGrab>(`SELECT ${GRAB_COLUMNS} FROM red_envelope_grabs g WHERE g.pool_id = $1 AND g.member_id = $2`, [poolId, memberId], {
    name: 'red_envelope_member_grab',
  });
  return rows[0] ? grabOf(rows[0]) : null;
}

/** The member's grabs of these pools, by pool. */
export async function selectMemberGrabsOf(db: Queryable, memberId: string, poolIds: readonly string[]): Promise<Map<string, GrabRow>> {
  if (poolIds.length === 0) return new Map();
  const { rows } = await db.query<RawGrab>(`SELECT ${GRAB_COLUMNS} FROM red_envelope_grabs g WHERE g.member_id = $1 AND g.pool_id = ANY($2::bigint[])`, [memberId, poolIds]);
  return new Map(rows.map((raw) => [raw.pool_id, grabOf(raw)]));
}

export async function selectPoolGrabs(db: Queryable, poolId: string): Promise<GrabRow[]> {
  const { rows } = await db.query<RawGrab>(`SELECT ${GRAB_COLUMNS} FROM red_envelope_grabs g WHERE g.pool_id = $1 ORDER BY g.envelope_index`, [poolId]);
  return rows.map(grabOf);
}

export async function selectMemberGrabPage(
  db: Queryable,
  merchantCode: string,
  memberId: string,
  limit: number,
  offset: number,
): Promise<{ rows: (GrabRow & { titleEn: string; titleBn: string })[]; total: number }> {
  const { rows } = await db.query<RawGrab & { title_en: string; title_bn: string; total: string }>(
    `SELECT ${GRAB_COLUMNS}, p.title_en, p.title_bn, count(*) OVER ()::text AS total
       FROM red_envelope_grabs g JOIN red_envelope_pools p ON p.id = g.pool_id
      WHERE g.merchant_code = $1 AND g.member_id = $2
      ORDER BY g.grabbed_at DESC, g.pool_id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, memberId, limit, offset],
  );
  return { rows: rows.map((raw) => ({ ...grabOf(raw), titleEn: raw.title_en, titleBn: raw.title_bn })), total: Number(rows[0]?.total ?? 0) };
}

/** Records a grab and adds it to the pool's figures, in the transaction that holds the pool's lock. */
export async function insertGrab(tx: Queryable, merchantCode: string, grab: GrabRow, postingId: string): Promise<void> {
  await tx.query(
    `WITH grab AS (
       INSERT INTO red_envelope_grabs (pool_id, merchant_code, envelope_index, member_id, amount_minor, posting_id, grabbed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
     )
     UPDATE red_envelope_pools SET grabbed_count = grabbed_count + 1, grabbed_minor = grabbed_minor + $5 WHERE id = $1`,
    [grab.poolId, merchantCode, grab.envelopeIndex, grab.memberId, grab.amountMinor.toString(), postingId, isoAt(grab.grabbedAtMs)],
    { name: 'red_envelope_insert_grab' },
  );
}
