import type { Brand } from '@croupier/brand-config';
import type { CallValue, getMyRedEnvelopeGrabs, getRedEnvelopeFairness, MemberRedEnvelopePool, RedEnvelopeGrab } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { closeLockedPool } from './closing';
import { hasConfirmedDeposit, mayGrab } from './eligibility';
import { payGrab } from './money';
import { insertGrab, lockPoolForGrab, selectMemberGrab, selectMemberGrabPage, selectMemberGrabsOf, selectMemberPools, selectPool, selectPoolGrabs, type GrabLock, type GrabRow, type PoolRow } from './repository';
import { splitAll, envelopeAmount } from './split';
import { grabView, memberPoolView, phaseOf } from './views';

/** The member's side of red envelopes: the pools to grab, the grab itself, and the public fairness check. */

/** Closed pools stay on the member's page this long, with their revealed seeds. */
const CLOSED_SHOWN_MS = 3 * 24 * 60 * 60_000;

const notFound = (poolId: string) => new ApiError('RED_ENVELOPE_NOT_FOUND', `There is no red-envelope pool ${poolId} on this site`);

/** A pool members may see: this brand's, and funded. */
function visible(pool: PoolRow | null, brand: Brand): pool is PoolRow {
  return pool !== null && pool.merchantCode === brand.merchantCode && pool.fundingPostingId !== null;
}

export async function memberPools(db: Queryable, brand: Brand, memberId: string, nowMs: number): Promise<MemberRedEnvelopePool[]> {
  const pools = await selectMemberPools(db, brand.merchantCode, nowMs - CLOSED_SHOWN_MS);
  const grabs = await selectMemberGrabsOf(db, memberId, pools.map((pool) => pool.id));
  const depositor = pools.some((pool) => pool.eligibility === 'DEPOSITORS') ? await hasConfirmedDeposit(db, brand.merchantCode, memberId, nowMs) : false;
  return pools.map((pool) => memberPoolView(pool, pool.eligibility === 'ALL_MEMBERS' || depositor, grabs.get(pool.id) ?? null, nowMs));
}

/** Why this member cannot take an envelope of this pool now, or null when they can. */
function refusalOf(pool: Pick<GrabLock, 'status' | 'startsAtMs' | 'endsAtMs' | 'grabbedCount' | 'envelopeCount'>, grabbed: boolean, nowMs: number): ApiError | null {
  if (grabbed) return new ApiError('RED_ENVELOPE_ALREADY_GRABBED', 'You have already opened an envelope of this pool: one each');
  if (pool.status === 'CLOSED' || nowMs >= pool.endsAtMs) return new ApiError('RED_ENVELOPE_ENDED', 'This red-envelope pool is over');
  if (pool.grabbedCount >= pool.envelopeCount) return new ApiError('RED_ENVELOPE_EMPTY', 'Every envelope of this pool has been taken');
  if (nowMs < pool.startsAtMs) return new ApiError('RED_ENVELOPE_NOT_STARTED', `This red-envelope pool opens at ${new Date(pool.startsAtMs).toISOString()}`);
  return null;
}

/**
 * Takes the next envelope of a pool for the member, in one transaction that holds the pool's row: the
 * amount is the split's for the next index, paid RED_ENVELOPE_POOLS -> MAIN under the key
 * (red-envelope:<pool>, <member>), the grab recorded (unique per pool and member) and the figures
 * moved on; the last envelope closes the pool. Concurrent grabs queue on the row, so none overdraws it.
 * Under the lock are five round trips: the lock, the member's earlier grab, the posting, the grab with
 * the figures, the commit; who may grab, and an earlier grab already committed, are read before, so a
 * member who grabbed before or may not grab never joins the queue.
 */
export async function grabEnvelope(db: Database, brand: Brand, memberId: string, poolId: string, nowMs: number): Promise<{ grab: RedEnvelopeGrab; pool: MemberRedEnvelopePool }> {
  const seen = await selectPool(db, poolId);
  if (!visible(seen, brand)) throw notFound(poolId);
  const early = refusalOf(seen, (await selectMemberGrab(db, poolId, memberId)) !== null, nowMs);
  if (early) throw early;
  if (!(await mayGrab(db, seen, memberId, nowMs))) throw new ApiError('RED_ENVELOPE_NOT_ELIGIBLE', 'This red-envelope pool is for members who have made a deposit');
  const taken = await db.transaction(async (tx) => {
    const pool = await lockPoolForGrab(tx, poolId);
    if (!pool || pool.merchantCode !== brand.merchantCode || !pool.funded) throw notFound(poolId);
    const refusal = refusalOf(pool, (await selectMemberGrab(tx, poolId, memberId)) !== null, nowMs);
    if (refusal) throw refusal;
    const envelopeIndex = pool.grabbedCount;
    const amountMinor = envelopeAmount(pool.seedHex, envelopeIndex, pool.totalMinor - pool.grabbedMinor, pool.envelopeCount - envelopeIndex, pool.minMinor);
    const postingId = await payGrab(tx, { id: poolId, merchantCode: pool.merchantCode }, memberId, envelopeIndex, amountMinor, nowMs);
    const grab: GrabRow = { poolId, envelopeIndex, memberId, amountMinor, grabbedAtMs: nowMs };
    await insertGrab(tx, pool.merchantCode, grab, postingId);
    if (envelopeIndex + 1 === pool.envelopeCount) {
      const emptied = { id: poolId, merchantCode: pool.merchantCode, status: pool.status, funded: true, totalMinor: pool.totalMinor, grabbedMinor: pool.grabbedMinor + amountMinor };
      await closeLockedPool(tx, emptied, 'EMPTIED', null, nowMs);
    }
    return grab;
  });
  const pool = await selectPool(db, poolId);
  if (!pool) throw notFound(poolId);
  return { grab: grabView(taken), pool: memberPoolView(pool, true, taken, nowMs) };
}

export async function memberGrabs(db: Queryable, brand: Brand, memberId: string, paging: { page: number; pageSize: number }): Promise<CallValue<typeof getMyRedEnvelopeGrabs>> {
  const { rows, total } = await selectMemberGrabPage(db, brand.merchantCode, memberId, paging.pageSize, (paging.page - 1) * paging.pageSize);
  return {
    grabs: rows.map((row) => ({ ...grabView(row), titles: { en: row.titleEn, bn: row.titleBn } })),
    page: paging.page,
    totalPages: Math.max(1, Math.ceil(total / paging.pageSize)),
  };
}

/**
 * The public check of a pool: its commitment and terms, the envelopes grabbed, and once it is closed
 * the seed, every amount recomputed from it, and whether each grab paid exactly its envelope's amount.
 */
export async function poolFairness(db: Queryable, brand: Brand, poolId: string, nowMs: number): Promise<CallValue<typeof getRedEnvelopeFairness>> {
  const pool = await selectPool(db, poolId);
  if (!visible(pool, brand)) throw notFound(poolId);
  const grabs = await selectPoolGrabs(db, poolId);
  const closed = phaseOf(pool, nowMs) === 'OVER' && pool.status === 'CLOSED';
  const amounts = closed ? splitAll(pool.seedHex, pool) : null;
  return {
    poolId: pool.id,
    seedSha256: pool.seedSha256,
    seed: closed ? pool.seedHex : null,
    totalMinor: Number(pool.totalMinor),
    envelopeCount: pool.envelopeCount,
    minMinor: Number(pool.minMinor),
    grabs: grabs.map((grab) => ({ envelopeIndex: grab.envelopeIndex, amountMinor: Number(grab.amountMinor) })),
    amounts: amounts ? amounts.map(Number) : null,
    matches: amounts ? grabs.every((grab) => amounts[grab.envelopeIndex] === grab.amountMinor) : null,
  };
}
